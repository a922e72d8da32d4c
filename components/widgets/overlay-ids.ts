import type { BotKind } from "@/lib/bots";

// The ids of the overlays in every page's server HTML, which `commandfor` and `popovertarget` name. A plain
// module, so server components (the header) and client ones read the same strings.
export const LANGUAGE_MENU_ID = "language-menu";
export const LAUNCHER_MENU_ID = "launcher-menu";
export const CHAT_PANEL_ID = "chat-panel";
export const botDialogId = (kind: BotKind) => `${kind}-bot`;
