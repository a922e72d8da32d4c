// Invoker Commands for browsers that lack them (before Chrome 135, Firefox 144, Safari 26.2): a click on a
// `<button commandfor command>` does what the browser would. The after-paint loader installs it only where
// `commandForElement` is missing, so every other browser runs none of it.

type Target = HTMLElement & Partial<Pick<HTMLDialogElement, "showModal" | "close" | "requestClose" | "open">>;

/** What each command does to its target; unknown and custom (`--x`) commands are left to the page. */
const COMMANDS: Record<string, (target: Target) => void> = {
  "show-modal": (t) => (t.open === false ? t.showModal?.() : undefined),
  close: (t) => (t.open ? t.close?.() : undefined),
  "request-close": (t) => (t.open ? (t.requestClose ?? t.close)?.call(t) : undefined),
  "toggle-popover": (t) => t.togglePopover?.(),
  "show-popover": (t) => (t.matches(":popover-open") ? undefined : t.showPopover?.()),
  "hide-popover": (t) => (t.matches(":popover-open") ? t.hidePopover?.() : undefined),
};

/** The page's global scope, as much of it as the polyfill reads (a test passes jsdom's window). */
export type InvokerWindow = Pick<Window, "addEventListener" | "document"> & {
  HTMLButtonElement: typeof HTMLButtonElement;
  Element: typeof Element;
};

export function supportsInvokerCommands(win: InvokerWindow): boolean {
  return "commandForElement" in win.HTMLButtonElement.prototype;
}

export function installInvokerCommands(win: InvokerWindow): void {
  if (supportsInvokerCommands(win)) return;
  win.addEventListener("click", (event) => {
    const origin = event.target;
    if (event.defaultPrevented || !(origin instanceof win.Element)) return;
    const button = origin.closest<HTMLButtonElement>("button[commandfor][command]");
    if (!button || button.disabled) return;
    const target = win.document.getElementById(button.getAttribute("commandfor") ?? "") as Target | null;
    const run = COMMANDS[(button.getAttribute("command") ?? "").toLowerCase()];
    if (target && run) run(target);
  });
}
