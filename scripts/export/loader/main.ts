// The entry bundle.ts builds: the loader, run against the page's own global scope once the document
// is parsed (the bootstrap in <head> may fetch it sooner than that).
import { startAfterPaint, type LoaderEnvironment } from "./after-paint";

const run = () => startAfterPaint(self as unknown as LoaderEnvironment);
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
else run();
