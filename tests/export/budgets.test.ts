/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import budgets from "../budgets.json";
import { exportedPages, OUT } from "./export";
import { pageWeight } from "./page-weight";

/**
 * Size budgets: bytes are deterministic, so they can fail a test. A change that
 * adds a large dependency to every page fails here with the route and the bytes.
 */
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
