/**
 * Scrollbars of the overlays' scrolling lists (chat panel, bot dialogs). One
 * place for their constants; components/ui/scroll-area.tsx applies them.
 */

/** When the custom scrollbar shows: on hover, while scrolling, when content overflows, or always. */
export const SCROLLBAR_TYPES = ["hover", "scroll", "auto", "always"] as const;
export type ScrollbarType = (typeof SCROLLBAR_TYPES)[number];

/** The type the message lists use: shown while the list scrolls (by wheel, touch or keyboard). */
export const DEFAULT_SCROLLBAR_TYPE: ScrollbarType = "scroll";

/** The scrollbar hides this long after scrolling (or hovering) stops. */
export const SCROLLBAR_HIDE_DELAY_MS = 600;

/** The thumb never gets shorter than this, however long the list. Radix enforces the same floor. */
export const SCROLLBAR_MIN_THUMB_PX = 18;
