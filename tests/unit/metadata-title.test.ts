import { company } from "@/lib/content";
import { buildMetadata, fitTitle, TITLE_MAX } from "@/lib/metadata";
import { sitePages } from "@/lib/pages";

/** The <title> a page gets: the layout's template "%s | Nusantara AI" applies to plain strings. */
function documentTitle(title: ReturnType<typeof fitTitle>): string {
  if (typeof title === "string") return `${title} | ${company.name}`;
  if (title && "absolute" in title) return title.absolute;
  throw new Error(`unexpected title ${JSON.stringify(title)}`);
}

test("a short title keeps the brand suffix", () => {
  expect(documentTitle(fitTitle("Careers"))).toBe(`Careers | ${company.name}`);
});

test("a title too long for the suffix drops it; a longer one is kept whole, never cut", () => {
  const sixty = "Voice Bot Deflects 40% of Calls for a Regional Telecom Operator";
  expect(documentTitle(fitTitle(sixty))).toBe(sixty);
  const long = "Omnichannel Contact Center Keeps Passengers Informed Through Peak-Season Disruption";
  expect(documentTitle(fitTitle(long))).toBe(long);
});

test("characters are counted, not the entities an apostrophe becomes in HTML", () => {
  // 55 characters with two apostrophes: 70 with the suffix, so the suffix stays (as entities it would be 80).
  const french = "L'IA qui décroche : le bot vocal d'un opérateur à Kuala";
  expect(Array.from(french).length + " | Nusantara AI".length).toBeLessThanOrEqual(TITLE_MAX);
  expect(fitTitle(french, false, "fr")).toBe(french);
});

test("no page's document title is cut, while share cards keep the page's title", () => {
  for (const page of sitePages()) {
    const meta = buildMetadata({ title: page.title, description: page.subtitle.padEnd(60, "."), path: page.path });
    const title = documentTitle(meta.title as ReturnType<typeof fitTitle>);
    expect(title.startsWith(page.title)).toBe(true);
    expect(title.endsWith("…")).toBe(false);
    expect(meta.openGraph?.title).toBe(page.title);
  }
});
