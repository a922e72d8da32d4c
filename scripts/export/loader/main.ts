// The entry bundle.ts builds: the loader, run against the page's own global scope (the bootstrap in
// <head> may fetch it before the document is parsed).
import { startLoader, type LoaderEnvironment } from "./after-paint";

startLoader(self as unknown as LoaderEnvironment);
