/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { exportedPages, OUT } from "./export";

const CHUNKS = join(OUT, "_next", "static", "chunks");
const css = readdirSync(CHUNKS)
  .filter((name) => name.endsWith(".css"))
  .map((name) => readFileSync(join(CHUNKS, name), "utf8"))
  .join("\n");

// A custom property read without a fallback and defined nowhere makes its whole declaration
// invalid: the focus ring and two background fields once vanished that way, silently.
// Radix sets its --radix-* properties on the element from script; react-day-picker leaves its
// optional --rdp-* hooks to the page.
const setByLibraries = /^--(radix|rdp)-/;

test("every custom property the stylesheets read without a fallback is defined", () => {
  const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
  const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((m) => m[1]!));
  expect([...read].filter((name) => !defined.has(name) && !setByLibraries.test(name))).toEqual([]);
});

// The postbuild empties the payload's copies of the inlined stylesheet (scripts/export/steps/drop-flight-css.ts).
test("every page carries its stylesheet once: in the <style>, not again in its payload", () => {
  const pages = exportedPages().map(({ route, html }) => {
    const inlined = /<style data-precedence="next"[^>]*>([^<]{200})/.exec(html)?.[1];
    return { route, copies: inlined ? html.split(inlined).length - 1 : 0 };
  });
  expect(pages.filter((page) => page.copies !== 1)).toEqual([]);
});
