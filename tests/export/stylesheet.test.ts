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

// The postbuild inlines each page's part of the stylesheet and parks Next's link until after the paint
// (scripts/export/steps/inline-page-css.ts).
test("every page inlines its part of the stylesheet and links the whole sheet only from the after-paint template and a <noscript>", () => {
  const pages = exportedPages().map(({ route, html }) => {
    const head = html.slice(0, html.indexOf("</head>"));
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    const parked = /<template id="framework-scripts"[^>]*>(<link rel="stylesheet"[^>]*>)/.exec(html)?.[1];
    return {
      route,
      inlined: /<style>@font-face[^<]*<\/style><style data-page-rules>[^<]/.test(head),
      parked: parked !== undefined && links.every((link) => link === parked),
      linkedInHead: head.replace(/<noscript>[\s\S]*?<\/noscript>/g, "").includes('rel="stylesheet"'),
    };
  });
  expect(pages.filter((page) => !page.inlined || !page.parked || page.linkedInHead)).toEqual([]);
});

// The inlined part declares the fonts; a second @font-face arriving after the paint would swap the font late.
test("the linked sheets declare no font", () => {
  expect(css).not.toContain("@font-face");
});

// A rule for one language (the Chinese line breaking) must be in the first paint of that language's
// pages and nowhere else: page-css once read `:lang(zh-Hans)`'s argument as an element and dropped it.
test("every page inlines the sheet's rules for its own language, and no other language's", () => {
  const ranges = [...new Set([...css.matchAll(/:lang\(([^)]+)\)/g)].map((m) => m[1]!.toLowerCase()))];
  expect(ranges.length).toBeGreaterThan(0);
  const wrong = exportedPages().flatMap(({ route, html }) => {
    const language = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1]?.toLowerCase() ?? "";
    const inlined = (/<style data-page-rules>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "").toLowerCase();
    return ranges
      .filter((range) => (language === range || language.startsWith(`${range}-`)) !== inlined.includes(`:lang(${range})`))
      .map((range) => `${route} (${language}): :lang(${range})`);
  });
  expect(wrong).toEqual([]);
});
