export const SCROLLBAR_TYPES = ["hover", "scroll", "auto", "always"] as const;
export type ScrollbarType = (typeof SCROLLBAR_TYPES)[number];

export const DEFAULT_SCROLLBAR_TYPE: ScrollbarType = "scroll";

export const SCROLLBAR_HIDE_DELAY_MS = 600;

export const SCROLLBAR_MIN_THUMB_PX = 18;
