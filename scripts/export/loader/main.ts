// The entry bundle.ts builds: the loader, run against the page's own global scope (the bootstrap in
// <head> may fetch it before the document is parsed).
import { installInvokerCommands, type InvokerWindow } from "../../../lib/platform/invoker-commands";
import { startLoader, type LoaderEnvironment } from "./after-paint";

// At once, not after the paint: the launchers and the search button open their overlays with Invoker Commands.
installInvokerCommands(self as unknown as InvokerWindow);
startLoader(self as unknown as LoaderEnvironment);
