/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

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
