/** @jest-environment node */
// Site search on Pagefind (the default): its excerpts, its results named by the page list, and the Chinese
// text the export step gives it. MiniSearch (SITE_SEARCH=minisearch) is tested in search-index.test.ts.
import { MAX_RESULTS, miniSearchEngine, searchEngine, withTitleMatches, type FoundPage } from "@/lib/search/engine";
import {
  createPagefindSearch,
  excerptOf,
  pagefindEngine,
  pagesByTitle,
  wordsOf,
  type Pagefind,
  type PagefindResult,
  type SearchPage,
} from "@/lib/search/pagefind";
import { segmentChinese } from "@/scripts/export/steps/site-search";

describe("the build setting", () => {
  const setting = process.env.SITE_SEARCH;
  afterEach(() => {
    if (setting === undefined) delete process.env.SITE_SEARCH;
    else process.env.SITE_SEARCH = setting;
  });

  test("Pagefind unless SITE_SEARCH is minisearch", async () => {
    delete process.env.SITE_SEARCH;
    expect(await searchEngine()).toBe(pagefindEngine);
    process.env.SITE_SEARCH = "pagefind";
    expect(await searchEngine()).toBe(pagefindEngine);
    process.env.SITE_SEARCH = "minisearch";
    expect(await searchEngine()).toBe(miniSearchEngine);
  });
});

describe("French excerpts", () => {
  test("set a narrow no-break space before a high mark and after «, where Pagefind's text has a plain one", () => {
    const content = "Nos services gérés pour les exploiter : le tout « clé en main » ; prêt ? Oui !";
    const { excerpt } = excerptOf({ content, locations: [1] }, "fr");
    expect(excerpt).toBe(
      "Nos services gérés pour les exploiter\u202f: le tout «\u202fclé en main\u202f»\u202f; prêt\u202f? Oui\u202f!",
    );
    // Other languages keep the text's spaces.
    expect(excerptOf({ content: "Hello : world", locations: [0] }, "en").excerpt).toBe("Hello : world");
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
    const search = createPagefindSearch(pagefind, pages, "zh");
    const hits = await search.query(" 客服 ");
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
    expect(await hits[0]!.loadExcerpt()).toEqual({ excerpt: "客服团队", terms: ["客服团队"] });
    expect(await search.query("   ")).toEqual([]);
  });

  test("preload asks Pagefind for the words typed (their index chunks), nothing for blank words", () => {
    const preloaded: string[] = [];
    const search = createPagefindSearch(
      { ...pagefind, preload: (term) => (preloaded.push(term), Promise.resolve()) },
      pages,
      "zh",
    );
    search.preload(" 客服 ");
    search.preload("  ");
    expect(preloaded).toEqual(["客服"]);
  });
});

describe("the dialog's engine, loaded once a page", () => {
  beforeEach(() => jest.resetModules());

  test("is loaded once for every caller, and loaded again after a failure", async () => {
    let loads = 0;
    let fail = true;
    const search = { query: () => [] };
    jest.doMock("@/lib/search/engine", () => ({
      searchEngine: () =>
        Promise.resolve({
          load: () => {
            loads += 1;
            return fail ? Promise.reject(new Error("offline")) : Promise.resolve(search);
          },
        }),
    }));
    const { loadSearch } = await import("@/components/search/load-search");
    await expect(loadSearch("en")).rejects.toThrow("offline");
    fail = false;
    const [a, b] = await Promise.all([loadSearch("en"), loadSearch("en")]);
    expect(a).toBe(search);
    expect(b).toBe(search);
    expect(loads).toBe(2);
    jest.dontMock("@/lib/search/engine");
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

// Pagefind answers once the index chunk of the words has come; the titles answer before it (byTitle).
describe("titles, before the index answers", () => {
  const page = (url: string, title: string): SearchPage => ({ url, kind: "Product", title, fragment: url });
  const pages = [
    page("/fr/blog/voix/", "Comment la téléphonie IP change le centre de contact"),
    page("/fr/product/telephonie/", "Téléphonie IP"),
    page("/fr/product/voice-bot/", "Voice Bot"),
    page("/zh/product/contact-center/", "智能客服中心"),
  ];

  test("hold every word typed at a word's start, folded for case and accents; Chinese anywhere in the title", () => {
    expect(pagesByTitle(pages, "telephonie").map((hit) => hit.url)).toEqual(["/fr/product/telephonie/", "/fr/blog/voix/"]);
    expect(pagesByTitle(pages, "TÉLÉPHONIE centre").map((hit) => hit.url)).toEqual(["/fr/blog/voix/"]);
    expect(pagesByTitle(pages, "oice")).toEqual([]);
    expect(pagesByTitle(pages, "voi")).toEqual([{ url: "/fr/product/voice-bot/", kind: "Product", title: "Voice Bot" }]);
    expect(pagesByTitle(pages, "客服").map((hit) => hit.url)).toEqual(["/zh/product/contact-center/"]);
    expect(pagesByTitle(pages, "  ")).toEqual([]);
  });

  test("stay in their places when the index answers, taking its excerpt; its other results follow, at most eight", () => {
    const loadExcerpt = () => Promise.resolve({ excerpt: "…", terms: [] });
    const first: FoundPage[] = [{ url: "/a/", kind: "Product", title: "A" }];
    const answered: FoundPage[] = [
      ...Array.from({ length: 8 }, (_, i) => ({ url: `/p${i}/`, kind: "Product" as const, title: `P${i}` })),
      { url: "/a/", kind: "Product", title: "A", loadExcerpt },
    ];
    const merged = withTitleMatches(first, answered);
    expect(merged.map((hit) => hit.url)).toEqual(["/a/", "/p0/", "/p1/", "/p2/", "/p3/", "/p4/", "/p5/", "/p6/"]);
    expect(merged[0]!.loadExcerpt).toBe(loadExcerpt);
    expect(withTitleMatches([], answered)).toBe(answered);
  });

  test("answer while Pagefind is still starting; a query waits for it, and starts it again after a failure", async () => {
    const api: Pagefind = {
      options: () => Promise.resolve(),
      init: () => Promise.resolve(),
      preload: () => Promise.resolve(),
      search: () =>
        Promise.resolve({ results: [{ id: "/fr/product/voice-bot/", data: () => Promise.reject(new Error("unused")) }] }),
    };
    const starts: ((outcome: Pagefind | Error) => void)[] = [];
    const start = () =>
      new Promise<Pagefind>((resolve, reject) =>
        starts.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome))),
      );
    const search = createPagefindSearch(start, pages, "fr");
    expect(starts).toHaveLength(1);
    expect(search.byTitle!("voice").map((hit) => hit.title)).toEqual(["Voice Bot"]);
    const first = search.query("voice");
    starts[0]!(new Error("dropped"));
    await expect(first).rejects.toThrow("dropped");
    const second = search.query("voice");
    expect(starts).toHaveLength(2);
    starts[1]!(api);
    expect((await second).map((hit) => hit.url)).toEqual(["/fr/product/voice-bot/"]);
  });
});
