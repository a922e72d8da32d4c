/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { localePath, LOCALES, splitLocale } from "@/lib/i18n/locales";

import budgets from "../budgets.json";
import { exportedPages, OUT } from "./export";
import { firstScreenEnd, servedBrotliBytes, servedBytesUntil } from "./first-screen";
import { languageCost } from "./language-cost";
import { pageWeight } from "./page-weight";

// Bytes are deterministic, so a budget can fail a test: a large new dependency fails here with route and bytes.
// A translated page is held to its English page's budgets (/es/partners/ to /partners/'s); its document, to that
// budget plus what its words cost over the English words under Brotli (language-cost.ts): never cut copy to fit.
const english = (route: string): string => splitLocale(route).path;
const htmlOf = new Map(exportedPages().map((p) => [p.route, p.html]));
/** The language's allowance for `route`'s document (0 for an English page). */
const languageAllowance = (route: string): number => {
  if (english(route) === route) return 0;
  const englishHtml = htmlOf.get(english(route));
  if (englishHtml === undefined) throw new Error(`${route} has no English page in out/ to be measured against`);
  return languageCost(htmlOf.get(route)!, englishHtml);
};
/** Allowances taken, by language, printed after the run for docs/translating.md. */
const allowances = new Map<string, number[]>();
const record = (route: string, allowance: number) => {
  const locale = splitLocale(route).locale;
  allowances.set(locale, [...(allowances.get(locale) ?? []), allowance]);
};
afterAll(() => {
  const lines = [...allowances].map(([locale, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return `${locale}: ${sorted.length} pages, language allowance ${sorted[0]}–${sorted.at(-1)} B (median ${sorted[Math.floor(sorted.length / 2)]})`;
  });
  if (lines.length)
    console.log(`Document budgets, what each language's words cost over English under Brotli:\n${lines.join("\n")}`);
});

// First-load JS is held to the floor of the installed Next plus the site's allowance (budgets.json).
const nextVersion = (JSON.parse(readFileSync(require.resolve("next/package.json"), "utf8")) as { version: string }).version;
const floorGzip = (): number => {
  const floor =
    Number(process.env.BARE_NEXT_FLOOR_GZIP) || (budgets.bareNextFloorGzip as Record<string, number | string>)[nextVersion];
  if (typeof floor !== "number" || !floor)
    throw new Error(
      `No floor is recorded for next ${nextVersion}: build tests/bench/bare-next with it (npm run bench prints its first-load JS) and add it to bareNextFloorGzip in tests/budgets.json`,
    );
  return floor;
};
const routeBudget = (route: string): number =>
  floorGzip() + ((budgets.firstLoadJsGzip.routes as Record<string, number>)[english(route)] ?? budgets.firstLoadJsGzip.default);

test.each(exportedPages().map((p) => [p.route, p.html] as const))(
  "%s stays within its first-load JavaScript budget",
  (route, html) => {
    const { jsGzip } = pageWeight(OUT, html);
    const budget = routeBudget(route);
    expect({ route, jsGzip, budget, withinBudget: jsGzip <= budget }).toEqual({ route, jsGzip, budget, withinBudget: true });
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

// The first paint waits for the whole document: one that fits the first round trip paints a round trip
// sooner on a phone (docs/performance.md). Measured as the local server and CDNs send it.
const documentBudget = (route: string): number =>
  (budgets.documentBrotli.routes as Record<string, number>)[english(route)] ?? budgets.documentBrotli.default;
const listings = budgets.listingFirstScreenBrotli;
const isListing = (route: string) => listings.routes.includes(english(route));
const listingRoutes = LOCALES.flatMap((locale) => listings.routes.map((route) => localePath(locale, route)));

const detailPages = exportedPages().filter((p) => !isListing(p.route));
test.each(detailPages.map((p) => [p.route, p.file, p.html] as const))(
  "%s fits its document budget (Brotli)",
  async (route, file, html) => {
    const documentBrotli = await servedBrotliBytes(file, html);
    const allowance = languageAllowance(route);
    if (english(route) !== route) record(route, allowance);
    expect({ route, documentBrotli, withinBudget: documentBrotli <= documentBudget(route) + allowance }).toEqual({
      route,
      documentBrotli,
      withinBudget: true,
    });
  },
);

// A listing grows with the catalogue: what must fit the first round trip is the document up to the end
// of its first screenful of cards, which the browser paints while the rest is still arriving.
test.each(listingRoutes)("%s fits its first-screen budget (Brotli)", (route) => {
  const page = exportedPages().find((p) => p.route === route);
  if (!page) throw new Error(`${route} is not in out/: budgets.json names a listing the site no longer has`);
  const { end, cards } = firstScreenEnd(page.html, route, listings.cards);
  if (cards === 0)
    throw new Error(`${route}: no card linking to a ${route}… page was found, so the first screen cannot be measured`);
  const firstScreenBrotli = servedBytesUntil(page.html, end);
  const englishEnd = firstScreenEnd(htmlOf.get(english(route)) ?? "", english(route), listings.cards).end;
  const allowance =
    english(route) === route ? 0 : languageCost(page.html.slice(0, end), (htmlOf.get(english(route)) ?? "").slice(0, englishEnd));
  expect({ route, cards, firstScreenBrotli, withinBudget: firstScreenBrotli <= listings.budget + allowance }).toEqual({
    route,
    cards,
    firstScreenBrotli,
    withinBudget: true,
  });
});
