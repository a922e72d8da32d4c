"use client";

import { useCallback, useEffect, useRef, type ReactNode } from "react";

import type { BotKind } from "@/lib/bots";

import { botDialogId, CHAT_PANEL_ID, LAUNCHER_MENU_ID } from "./overlay-ids";
import { useLiveOverlay } from "./use-live-overlay";

const loadBot = () => import("@/components/bots/bot-dialog").then((m) => m.BotConversation);
const loadChat = () => import("@/components/chat/chat-panel").then((m) => m.ChatPanel);

/** A pointer over a launcher, a touch on it or its focus: the visitor is reaching for its overlay. */
const INTENTS = ["pointerover", "focusin", "touchstart"] as const;
const PHONE_LAUNCHER = `[popovertarget="${LAUNCHER_MENU_ID}"]`;

/**
 * The live side of an overlay the server wrote (launchers.tsx): it sits inside the `<dialog>`, finds it,
 * loads the overlay's code when a visitor reaches for one of `openers` or the dialog opens, and gives focus
 * back to the phone's launcher when the dialog closes with focus lost (the menu item that opened it is gone).
 */
function useDialogOverlay<T>(load: () => Promise<T>, openers: string) {
  const dialog = useRef<HTMLDialogElement | null>(null);
  // A callback ref runs before the effects, so the hook below finds its dialog on mount.
  const findDialog = useCallback((wrapper: HTMLDivElement | null) => {
    if (wrapper) dialog.current = wrapper.closest("dialog");
  }, []);
  const overlay = useLiveOverlay(dialog, load);
  const { warm } = overlay;

  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(openers)) warm();
    };
    for (const type of INTENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    const element = dialog.current;
    const onClose = () => {
      const active = document.activeElement;
      const lost = !active || active === document.body || !active.checkVisibility();
      const launcher = document.querySelector<HTMLElement>(PHONE_LAUNCHER);
      if (lost && launcher?.checkVisibility()) launcher.focus();
    };
    element?.addEventListener("close", onClose);
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent, { capture: true });
      element?.removeEventListener("close", onClose);
    };
  }, [openers, warm]);

  return { ...overlay, dialog, findDialog };
}

// `contents`: the first screen's and the live code's parts stay the dialog's own children in its layout.
const WRAPPER = "contents";

export function LiveChat({ greeting, children }: { greeting: string; children: ReactNode }) {
  // The phone's launcher opens a menu whose first item is the chat: a touch on it warms the chat too.
  const { Live, seed, findDialog } = useDialogOverlay(loadChat, `[commandfor="${CHAT_PANEL_ID}"], ${PHONE_LAUNCHER}`);
  return (
    <div ref={findDialog} className={WRAPPER}>
      {Live && seed ? <Live greeting={greeting} seed={seed} /> : children}
    </div>
  );
}

export function LiveBot({ kind, greeting, children }: { kind: BotKind; greeting: string; children: ReactNode }) {
  const { Live, seed, dialog, findDialog } = useDialogOverlay(loadBot, `[commandfor="${botDialogId(kind)}"]`);
  return (
    <div ref={findDialog} className={WRAPPER}>
      {Live && seed ? <Live kind={kind} greeting={greeting} dialog={dialog} seed={seed} /> : children}
    </div>
  );
}
