// The entry bundle.ts builds: the loader, run against the page's own global scope once the document
// is parsed (the bootstrap in <head> may fetch it sooner than that).
import { installInvokerCommands, type InvokerWindow } from "../../../lib/platform/invoker-commands";
import { startAfterPaint, type LoaderEnvironment } from "./after-paint";

// At once, not after the paint: the launchers and the search button open their overlays with Invoker Commands.
installInvokerCommands(self as unknown as InvokerWindow);

const run = () => startAfterPaint(self as unknown as LoaderEnvironment);
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
else run();
