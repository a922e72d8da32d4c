/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { OUT } from "./export";

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
