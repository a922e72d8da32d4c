"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";

import { READY_ATTRIBUTE, takeHeldPress } from "@/lib/held-press";
import { useOnDemand } from "@/lib/use-on-demand";

/** What an overlay's first screen holds when its code arrives; the code starts from it. */
export interface OverlaySeed {
  /** What was typed into the first screen's field. */
  text: string;
  /** Whether that field had focus, and where its caret was. */
  focused: boolean;
  selection: readonly [number, number] | null;
  /** Whether its send was pressed before the code was there to answer. */
  send: boolean;
}

/** The field a visitor types into on an overlay's first screen. */
const FIELD = "input[name=message], input[name=q]";

function readFirstScreen(overlay: RefObject<HTMLElement | null>, send: boolean): OverlaySeed {
  const field = overlay.current?.querySelector<HTMLInputElement>(FIELD) ?? null;
  const focused = !!field && field.ownerDocument.activeElement === field;
  return {
    text: field?.value ?? "",
    focused,
    selection: focused && field ? [field.selectionStart ?? 0, field.selectionEnd ?? 0] : null,
    send,
  };
}

const isShown = (overlay: HTMLElement) =>
  (overlay instanceof HTMLDialogElement && overlay.open) || overlay.matches(":popover-open");

/**
 * An overlay whose first screen is server HTML (a `<dialog>` or `popover` the browser opens by itself)
 * and whose live code is loaded on demand: when it opens, when its field is typed into or sent, or when
 * `warm` is called (a pointer or a touch reaching its launcher). The code then takes the first screen's
 * place in one synchronous step, starting from what it held, so no keystroke or press is lost.
 */
export function useLiveOverlay<T>(overlay: RefObject<HTMLElement | null>, load: () => Promise<T>) {
  const [Live, request] = useOnDemand(load);
  const [seed, setSeed] = useState<OverlaySeed | null>(null);
  const live = useRef(false);
  const sendPressed = useRef(false);

  const warm = useCallback(() => {
    request(() => {
      if (live.current) return;
      live.current = true;
      const seed = readFirstScreen(overlay, sendPressed.current);
      flushSync(() => setSeed(seed));
    });
  }, [request, overlay]);

  useEffect(() => {
    const root = overlay.current;
    if (!root) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") warm();
    };
    // Until the code is here the first screen's form is answered by it, once it arrives.
    const onSubmit = (event: Event) => {
      if (live.current) return;
      event.preventDefault();
      sendPressed.current = true;
      warm();
    };
    root.addEventListener("toggle", onToggle);
    root.addEventListener("input", warm);
    root.addEventListener("submit", onSubmit);
    // A send pressed before this ran was held by the loader (lib/held-press.ts); from here on this answers it.
    const form = root.querySelector("form[data-hold-press]");
    form?.setAttribute(READY_ATTRIBUTE, "");
    if (takeHeldPress(form)) sendPressed.current = true;
    if (isShown(root) || sendPressed.current) warm();
    return () => {
      root.removeEventListener("toggle", onToggle);
      root.removeEventListener("input", warm);
      root.removeEventListener("submit", onSubmit);
    };
  }, [overlay, warm]);

  return { Live: seed ? Live : null, seed, warm };
}

/** The live field takes back the first screen's focus and caret, once, as it mounts. */
export function useSeededFocus(seed: OverlaySeed) {
  const field = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = field.current;
    // React writes `autofocus` only into server HTML; the browser's dialog focusing steps look for the attribute.
    input?.setAttribute("autofocus", "");
    if (!input || !seed.focused) return;
    input.focus();
    if (seed.selection) input.setSelectionRange(seed.selection[0], seed.selection[1]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the seed is read once, when the code arrives
  }, []);
  return field;
}
