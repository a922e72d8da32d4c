/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants as zlib } from "node:zlib";

import budgets from "../budgets.json";
import { exportedPages, OUT } from "./export";
import { pageWeight } from "./page-weight";

// Bytes are deterministic, so a budget can fail a test: a large new dependency fails here with route and bytes.
const routeBudget = (route: string): number =>
  (budgets.firstLoadJsGzip.routes as Record<string, number>)[route] ?? budgets.firstLoadJsGzip.default;

test.each(exportedPages().map((p) => [p.route, p.html] as const))(
  "%s stays within its first-load JavaScript budget",
  (route, html) => {
    const { jsGzip } = pageWeight(OUT, html);
    expect({ route, jsGzip, withinBudget: jsGzip <= routeBudget(route) }).toEqual({ route, jsGzip, withinBudget: true });
  },
);

test("the site's CSS stays within budget", () => {
  const { cssGzip } = pageWeight(OUT, readFileSync(join(OUT, "index.html"), "utf8"));
  expect({ cssGzip, withinBudget: cssGzip <= budgets.cssGzip }).toEqual({ cssGzip, withinBudget: true });
});

// The first paint waits for the document, and the CSS inlined in it is most of its head.
test.each(exportedPages().map((p) => [p.route, p.html] as const))("%s inlines no more CSS than its budget", (route, html) => {
  const { inlineCssGzip } = pageWeight(OUT, html);
  expect({ route, inlineCssGzip, withinBudget: inlineCssGzip <= budgets.inlineCssGzip }).toEqual({
    route,
    inlineCssGzip,
    withinBudget: true,
  });
});

// The first paint waits for the whole document: one that fits the first round trip paints 150 ms
// sooner on a phone (README, performance). Measured as the local server and CDNs send it.
const documentBudget = (route: string): number =>
  (budgets.documentBrotli.routes as Record<string, number>)[route] ?? budgets.documentBrotli.default;

test.each(exportedPages().map((p) => [p.route, p.html] as const))("%s fits its document budget (Brotli)", (route, html) => {
  const documentBrotli = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect({ route, documentBrotli, withinBudget: documentBrotli <= documentBudget(route) }).toEqual({
    route,
    documentBrotli,
    withinBudget: true,
  });
});
