/** @jest-environment node */
import { gzipSync } from "node:zlib";

import { getBlogPosts, getCaseStudies, getProducts, getServices } from "@/lib/content";
import { DEFAULT_LOCALE, splitLocale } from "@/lib/i18n/locales";
import { searchDocuments, searchPages, type SearchKind, type SearchPage } from "@/lib/search/documents";
import {
  createSearch,
  excerptOf,
  highlight,
  MAX_RESULTS,
  wordsOf,
  type Pagefind,
  type PagefindResult,
} from "@/lib/search/engine";
import { GET as localeIndex } from "@/app/(intl)/[locale]/search-index.json/route";
import { GET as searchIndex } from "@/app/search-index.json/route";
import sitemap from "@/app/sitemap";
import { segmentChinese } from "@/scripts/export/steps/site-search";

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

describe("the page list search names its results by", () => {
  const documents = searchDocuments();

  test("holds every page of the sitemap exactly once, with its kind and its site path", () => {
    const paths = sitemapPaths();
    expect(paths.length).toBeGreaterThanOrEqual(112);
    expect(documents.map((d) => d.url).sort()).toEqual([...paths].sort());
    expect(new Set(documents.map((d) => d.url)).size).toBe(documents.length);
    for (const d of documents) expect({ url: d.url, kind: d.kind }).toEqual({ url: d.url, kind: kindOf(d.url) });
  });

  test("counts the pages of each kind the content holds, each with a title", () => {
    const count = (kind: SearchKind) => documents.filter((d) => d.kind === kind).length;
    expect(count("Product")).toBe(getProducts().length);
    expect(count("Solution")).toBe(24);
    expect(count("Industry")).toBe(8);
    expect(count("Service")).toBe(getServices().length);
    expect(count("Case study")).toBe(getCaseStudies().length);
    expect(count("Article")).toBe(getBlogPosts().length);
    for (const d of documents) expect(d.title.trim()).not.toBe("");
  });

  test("is served by /search-index.json and /<locale>/search-index.json without the pages' text, so it stays small", async () => {
    const body = await searchIndex().text();
    expect(JSON.parse(body)).toEqual(searchPages("en"));
    // Address, kind and title only: the words are in the Pagefind index, fetched a query at a time.
    expect(Object.keys((JSON.parse(body) as SearchPage[])[0]!).sort()).toEqual(["kind", "title", "url"]);
    expect(gzipSync(body).length).toBeLessThan(4 * 1024);
    const es = (await (
      await localeIndex(new Request("http://x/"), { params: Promise.resolve({ locale: "es" }) })
    ).json()) as SearchPage[];
    expect(es.length).toBeGreaterThan(100);
    for (const page of es) expect(page.url.startsWith("/es/")).toBe(true);
  });
});

describe("excerpts", () => {
  const text =
    "Product. Cloud Telephony. A fully managed cloud phone system with local numbers. Sales and telemarketing. Power outbound campaigns with compliant dialing modes, guided call scripts and CRM records that update themselves after every call, so agents spend their time talking.";
  const at = (word: string) => wordsOf(text).words.findIndex((w) => w.replace(/\W+$/, "") === word);

  test("start at the sentence that holds the first matched word, not at the text's opening", () => {
    const { excerpt, terms } = excerptOf({ content: text, locations: [at("telemarketing")] }, "en");
    expect(excerpt.startsWith("Sales and telemarketing. Power outbound")).toBe(true);
    expect(terms).toEqual(["telemarketing"]);
    // Ends at a word with "…", within 140 characters.
    expect(excerpt).toMatch(/\w…$/);
    expect(excerpt.length).toBeLessThanOrEqual(141);
  });

  test("in a sentence too long to show the word from its start, begin shortly before it, marked with …", () => {
    const long = `${"Our team builds and runs the systems that matter to your business every single day, ".repeat(3)}with telemarketing too.`;
    const words = wordsOf(long).words;
    const { excerpt } = excerptOf({ content: long, locations: [words.indexOf("telemarketing")] }, "en");
    expect(excerpt.startsWith("…")).toBe(true);
    expect(excerpt).toContain("telemarketing");
  });

  test("a Spanish abbreviation does not end the sentence", () => {
    const es = "Gestione a la plantilla con un asistente de RR. HH. que responde a cualquier hora.";
    const { excerpt } = excerptOf({ content: es, locations: [wordsOf(es).words.indexOf("responde")] }, "es");
    expect(excerpt).toBe(es);
  });

  test("Chinese: words by Pagefind's zero-width spaces, blocks ended with 。 and no spaces left between sentences", () => {
    const raw = ["返回", "博客", ". ", "我们", "的", "人工", "智能", "助理", "。 ", "客服", "团队"].join("\u200b");
    const content = raw.replace(/\u200b/g, "");
    const { excerpt, terms } = excerptOf({ content, raw_content: raw, locations: [9] }, "zh");
    expect(terms).toEqual(["客服"]);
    expect(excerpt).toBe("客服团队");
    expect(excerptOf({ content, raw_content: raw, locations: [5, 6] }, "zh")).toEqual({
      excerpt: "我们的人工智能助理。客服团队",
      terms: ["人工", "智能"],
    });
    expect(excerptOf({ content, raw_content: raw, locations: [] }, "zh").excerpt).toBe("返回博客。我们的人工智能助理。客服团队");
  });
});

describe("results", () => {
  const pages: SearchPage[] = Array.from({ length: 12 }, (_, i) => ({
    url: `/zh/p${i}/`,
    kind: "Product",
    title: `页面${i}`,
    fragment: `zh_${i}`,
  }));
  const result = (i: number): PagefindResult => ({
    id: `zh_${i}`,
    data: () => Promise.resolve({ url: `/zh/p${i}/`, content: "客服团队", locations: [0], meta: {} }),
  });
  const asked: string[] = [];
  const pagefind: Pagefind = {
    options: () => Promise.resolve(),
    init: () => Promise.resolve(),
    preload: () => Promise.resolve(),
    // The exact search finds pages 3 and 4; the loose one finds every page, 4 first.
    search: (term) => {
      asked.push(term);
      return Promise.resolve({
        results: term.startsWith('"') ? [result(3), result(4)] : [4, 0, 1, 2, 5, 6, 7, 8, 9, 10, 11].map(result),
      });
    },
  };

  test("name each page by the page list, at most eight, the exact matches of a Chinese query first", async () => {
    const search = createSearch(pagefind, pages, "zh");
    const hits = await search.search(" 客服 ");
    expect(asked).toEqual(['"客服"', "客服"]);
    // The exact matches in the ranked search's order, then those it did not rank, then the rest.
    expect(hits.map((h) => h.url)).toEqual([
      "/zh/p4/",
      "/zh/p3/",
      "/zh/p0/",
      "/zh/p1/",
      "/zh/p2/",
      "/zh/p5/",
      "/zh/p6/",
      "/zh/p7/",
    ]);
    expect(hits).toHaveLength(MAX_RESULTS);
    expect(hits[1]).toMatchObject({ kind: "Product", title: "页面3" });
    expect(await hits[0]!.excerpt()).toEqual({ excerpt: "客服团队", terms: ["客服团队"] });
    expect(await search.search("   ")).toEqual([]);
  });
});

describe("Chinese text for the index", () => {
  test("is parted into words by spaces inside <main> only, and from the Latin words and figures beside it, never beside a mark", () => {
    const html =
      "<title>中小企业</title><main><h1>面向中小企业的AI</h1><p>2025年，客户服务团队。</p></main><footer>中小企业</footer>";
    expect(segmentChinese(html)).toBe(
      "<title>中小企业</title><main><h1>面向 中小企业 的 AI</h1><p>2025 年，客户 服务 团队。</p></main><footer>中小企业</footer>",
    );
    expect(segmentChinese("<main><p>English only</p></main>")).toBe("<main><p>English only</p></main>");
  });
});

describe("highlight", () => {
  test("marks whole matched words only, whatever their case", () => {
    expect(highlight("AI for the airline; Airline AI", ["airline"])).toEqual([
      { text: "AI for the ", match: false },
      { text: "airline", match: true },
      { text: "; ", match: false },
      { text: "Airline", match: true },
      { text: " AI", match: false },
    ]);
    expect(highlight("maintain", ["ai"])).toEqual([{ text: "maintain", match: false }]);
    expect(highlight("我们的客服团队", ["客服"])).toEqual([
      { text: "我们的", match: false },
      { text: "客服", match: true },
      { text: "团队", match: false },
    ]);
  });
});
