/** @jest-environment node */
import { gzipSync } from "node:zlib";

import { getBlogPosts, getCaseStudies, getProducts, getServices } from "@/lib/content";
import { DEFAULT_LOCALE, splitLocale } from "@/lib/i18n/locales";
import { searchDocuments, type SearchDocument, type SearchKind } from "@/lib/search/documents";
import { createSearch, excerpt, highlight, runSearch } from "@/lib/search/engine";
import { GET as searchIndex } from "@/app/search-index.json/route";
import sitemap from "@/app/sitemap";

/** The kind a visitor would call a page, read from its URL alone. */
function kindOf(path: string): SearchKind {
  const segments = path.split("/").filter(Boolean);
  if (segments.length < 2) return "Page";
  const [section] = segments;
  if (section === "product") return "Product";
  if (section === "solutions") return segments.length === 3 ? "Solution" : "Industry";
  if (section === "industry") return "Industry";
  if (section === "services") return "Service";
  if (section === "case-studies") return "Case study";
  if (section === "blog") return "Article";
  return "Page";
}

/** The sitemap's English pages (every locale's pages are listed too, under their prefix). */
const sitemapPaths = () =>
  sitemap()
    .map((entry) => decodeURIComponent(new URL(entry.url).pathname))
    .filter((path) => splitLocale(path).locale === DEFAULT_LOCALE);

describe("the search index", () => {
  const documents = searchDocuments();

  test("holds every page of the sitemap exactly once, with its kind and its site path", () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(112);
    expect(documents.map((d) => d.url).sort()).toEqual([...paths].sort());
    expect(new Set(documents.map((d) => d.url)).size).toBe(documents.length);
    for (const d of documents) expect({ url: d.url, kind: d.kind }).toEqual({ url: d.url, kind: kindOf(d.url) });
  });

  test("counts the pages of each kind the content holds", () => {
    const count = (kind: SearchKind) => documents.filter((d) => d.kind === kind).length;
    expect(count("Product")).toBe(getProducts().length);
    expect(count("Solution")).toBe(24);
    expect(count("Industry")).toBe(8);
    expect(count("Service")).toBe(getServices().length);
    expect(count("Case study")).toBe(getCaseStudies().length);
    expect(count("Article")).toBe(getBlogPosts().length);
  });

  test("gives every page a title and every content page body text without markup", () => {
    for (const d of documents) {
      expect(d.title.trim()).not.toBe("");
      if (d.kind !== "Page") expect(d.body.length).toBeGreaterThan(100);
      expect(d.body).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });

  test("reads a figure and its label as one phrase, in every language", () => {
    expect(documents.find((d) => d.url === "/")!.body).toContain("Up to 60% lower call center load");
    const spanishHome = searchDocuments("es").find((d) => d.url === "/")!.body;
    expect(spanishHome).toMatch(/Hasta un 60\s%\s\p{L}/u);
    expect(spanishHome).not.toMatch(/60\s%\./u);
  });

  test("is served as JSON by /search-index.json and stays under 150 KB gzip", async () => {
    const body = await searchIndex().text();
    expect(JSON.parse(body)).toEqual(documents);
    expect(gzipSync(body).length).toBeLessThan(150 * 1024);
  });
});

describe("searching the index", () => {
  const search = createSearch(searchDocuments());
  const top = (query: string): SearchDocument["url"] | undefined => runSearch(search, query)[0]?.url;

  test.each([
    ["voice bot", "/product/voice-bot/"],
    ["webex", "/services/cisco-webex/"],
    ["airline", "/case-studies/contact-center-airline-ux/"],
  ])("%s finds %s first", (query, url) => {
    expect(top(query)).toBe(url);
  });

  test("forgives one wrong letter in a word of five letters or more", () => {
    expect(top("airlne")).toBe("/case-studies/contact-center-airline-ux/");
    expect(top("wbex")).toBeUndefined();
  });

  test("matches the word being typed as a prefix", () => {
    expect(runSearch(search, "web").map((h) => h.url)).toContain("/services/cisco-webex/");
  });

  test("finds nothing for words no page holds, and nothing for an empty query", () => {
    expect(runSearch(search, "xylophone zebra")).toEqual([]);
    expect(runSearch(search, "   ")).toEqual([]);
  });

  test("labels each result with its kind, title and an excerpt holding a matched word", () => {
    const [hit] = runSearch(search, "webex");
    expect(hit).toMatchObject({ kind: "Service", title: "Cisco Webex" });
    expect(hit!.excerpt.toLowerCase()).toContain("webex");
    expect(hit!.excerpt.length).toBeLessThanOrEqual(200);
  });
});

describe("excerpt and highlight", () => {
  const text = `${"Lorem ipsum dolor sit amet. ".repeat(10)}The airline cut waiting times in half. ${"More words follow here. ".repeat(10)}`;

  test("the excerpt starts near the first match, at a word boundary", () => {
    const e = excerpt(text, ["airline"]);
    expect(e.startsWith("…")).toBe(true);
    expect(e).toContain("The airline cut waiting times");
    // It ends at a sentence, or at a word with an ellipsis: never inside a word.
    expect(e).toMatch(/(\.|\w…)$/);
    expect(e.length).toBeLessThanOrEqual(141);
  });

  test("without a match in the text the excerpt is its opening", () => {
    expect(excerpt(text, ["absent"]).startsWith("Lorem ipsum")).toBe(true);
  });

  test("marks whole matched words only, whatever their case", () => {
    expect(highlight("AI for the airline; Airline AI", ["airline"])).toEqual([
      { text: "AI for the ", match: false },
      { text: "airline", match: true },
      { text: "; ", match: false },
      { text: "Airline", match: true },
      { text: " AI", match: false },
    ]);
    expect(highlight("maintain", ["ai"])).toEqual([{ text: "maintain", match: false }]);
  });
});
