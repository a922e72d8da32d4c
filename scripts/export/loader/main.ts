// The entry bundle.ts builds: the loader, run against the page's own global scope.
import { startAfterPaint, type LoaderEnvironment } from "./after-paint";

startAfterPaint(self as unknown as LoaderEnvironment);
