// The part of the held press that runs before React: the after-paint loader bundles it and installs it
// as soon as it runs, so a press made before a control's code has run is kept instead of lost (or, on a
// form, sent as a plain submission). lib/held-press.ts reads the queue back. No React here: the loader
// must stay small.

/** On a `<form>`, holds its submit; on any other element (a button), holds a click on it. */
export const HOLD_ATTRIBUTE = "data-hold-press";

/** Set on a held element once its code runs (useHeldPress): from then on its presses are its own. */
export const READY_ATTRIBUTE = "data-hold-ready";

declare global {
  /** The elements pressed before their code ran, each once, in press order. */
  var __heldPresses: Element[] | undefined;
}

/** The page's global scope, as much of it as the capture reads (a test passes jsdom's window). */
export type HeldPressScope = Pick<Window, "addEventListener" | "document"> & { __heldPresses?: Element[] };

/**
 * Listens on `scope` in the capture phase, ahead of any handler React will add. `unlessClass` on <html>
 * lets presses through, as without scripts (the loader's failure class: no code will come for them).
 */
export function holdPresses(scope: HeldPressScope, unlessClass?: string): void {
  const held = (scope.__heldPresses ??= []);
  const hold = (event: Event) => {
    const target = event.target as Element | null;
    const holder = target?.closest?.(`[${HOLD_ATTRIBUTE}]`);
    if (!holder || holder.hasAttribute(READY_ATTRIBUTE)) return;
    if (unlessClass && scope.document.documentElement.classList.contains(unlessClass)) return;
    // A form holds the clicks that would submit it (the browser's check would come first), not those into its fields.
    if (event.type === "click" && holder.tagName === "FORM") {
      const button = target!.closest<HTMLButtonElement | HTMLInputElement>("button, input");
      if (!button || !/^(submit|image)$/.test(button.type) || button.form !== holder) return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(holder)) held.push(holder);
  };
  scope.addEventListener("submit", hold, true);
  scope.addEventListener("click", hold, true);
}
