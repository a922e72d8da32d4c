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

test("a title too long for the suffix drops it; a title too long on its own is cut at a word", () => {
  const sixty = "Voice Bot Deflects 40% of Calls for a Regional Telecom Operator";
  expect(documentTitle(fitTitle(sixty))).toBe(sixty);
  const long = "Omnichannel Contact Center Keeps Passengers Informed Through Peak-Season Disruption";
  const cut = documentTitle(fitTitle(long));
  expect(cut).toBe("Omnichannel Contact Center Keeps Passengers Informed Through…");
  expect(cut.length).toBeLessThanOrEqual(TITLE_MAX);
});

test("every indexable page's document title is at most 70 characters, while share cards keep the full title", () => {
  for (const page of sitePages()) {
    const meta = buildMetadata({ title: page.title, description: page.subtitle.padEnd(60, "."), path: page.path });
    expect(documentTitle(meta.title as ReturnType<typeof fitTitle>).length).toBeLessThanOrEqual(TITLE_MAX);
    expect(meta.openGraph?.title).toBe(page.title);
  }
});
