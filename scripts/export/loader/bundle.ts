import { join } from "node:path";
import { buildSync } from "esbuild";

/** Browser code from this folder, bundled into one function expression and minified. */
function bundle(entry: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [join(__dirname, entry)],
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2017",
    legalComments: "none",
    // Not the project's tsconfig: its `strict` would prefix "use strict", which the loader does not need.
    tsconfigRaw: {},
    write: false,
  });
  return outputFiles[0]!.text.trim();
}

/** The after-paint loader (main.ts), served beside Next's chunks and fetched by each page's bootstrap. */
export function bundleAfterPaintLoader(): string {
  return bundle("main.ts");
}

/** The worker that fetches a page's on-demand code off the main thread (prefetch-worker.ts). */
export function bundlePrefetchWorker(): string {
  return bundle("prefetch-worker.ts");
}
