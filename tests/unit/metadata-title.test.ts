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
  // 50 characters with two apostrophes: 65 with the suffix, so the suffix stays (as entities it would be 75).
  const french = "L'IA qui décroche : le bot vocal d'un opérateur KL";
  expect(Array.from(french).length + " | Nusantara AI".length).toBe(TITLE_MAX);
  expect(fitTitle(french, false, "fr")).toBe(french);
  expect(fitTitle(`${french}!`, false, "fr")).toEqual({ absolute: `${french}!` });
});

test("a Chinese title keeps the brand within 40 characters", () => {
  const within = "云托管服务：AWS、Azure与GCP"; // 21 + "｜Nusantara AI" (13) = 34
  expect(fitTitle(within, false, "zh")).toBe(within);
  const longest = "规模化的面对面服务：如何设计视频联络中心体验与客户旅程"; // 27 + 13 = 40: it still fits
  expect(fitTitle(longest, false, "zh")).toBe(longest);
  expect(fitTitle(`${longest}。`, false, "zh")).toEqual({ absolute: `${longest}。` });
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
