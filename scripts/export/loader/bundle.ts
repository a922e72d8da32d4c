import { join } from "node:path";
import { buildSync } from "esbuild";

/**
 * The after-paint loader as the inline script every page carries: main.ts bundled into one
 * function expression and minified. Built once per postbuild; its hash goes into each page's policy.
 */
export function bundleAfterPaintLoader(): string {
  const { outputFiles } = buildSync({
    entryPoints: [join(__dirname, "main.ts")],
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
  const script = outputFiles[0]!.text.trim();
  if (/<\/script|<!--/i.test(script)) throw new Error("the after-paint loader would end its own <script>");
  return script;
}
