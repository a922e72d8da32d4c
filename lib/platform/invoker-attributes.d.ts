// React 19.3 does not type the Invoker Commands attributes (React issue #32478). Written in lowercase,
// React passes them to the DOM as they are, and the browser wires the button to its target.
import "react";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface must repeat its type parameter
  interface ButtonHTMLAttributes<T> {
    /** The id of the element this button acts on (a `<dialog>` or a `popover`). */
    commandfor?: string;
    /** What it does there: `show-modal`, `close`, `request-close`, `toggle-popover`, `show-popover`, `hide-popover`. */
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
  }
}

declare global {
  // Not yet in TypeScript's DOM library.
  interface HTMLButtonElement {
    commandForElement: Element | null;
    command: string;
  }
}
