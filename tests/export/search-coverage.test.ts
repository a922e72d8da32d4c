/** @jest-environment node */
// Search finds every word (issue 59, item 6), over the built export and with its own search: Pagefind's
// browser script, the language's index and page list, run in Node as the dialog runs them.
//  - For every page in every language, a rare word of its own visible text (outside its links, said by at
//    most three pages of the language) finds that page among the first results.
//  - A Latin query without its accents finds what the accented one finds.
//  - 人工智能 and 客服 find every Chinese page that says them.
// Over the default export (Pagefind); skipped, saying so, over one built with SITE_SEARCH=minisearch, whose index
// is checked by tests/unit/search-index.test.ts and tests/e2e/search.e2e.ts.
import { MAX_RESULTS } from "@/lib/search/engine";

import { OUT } from "./export";
import { allResults, builtWithPagefind, exportSearch, NOT_PAGEFIND } from "./search-pagefind";
import { exportPages, localesOf, rareWords, type ExportPage } from "./search-words";

const decode = (url: string) => decodeURI(url);
const built = builtWithPagefind(OUT);
const pages: ExportPage[] = built ? exportPages(OUT) : [];
const words = rareWords(pages);

if (!built) test.skip(NOT_PAGEFIND, () => undefined);
const describe = built ? global.describe : global.describe.skip;

describe("search finds every page by a word of its own", () => {
  test("the export has every language's pages, and almost every page a word rare enough to test", () => {
    expect(localesOf(pages)).toEqual(["en", "es", "fr", "zh"]);
    for (const locale of localesOf(pages)) expect(pages.filter((p) => p.locale === locale).length).toBeGreaterThanOrEqual(112);
    // Every page says a word of its own that at most three pages say.
    expect(words.filter((w) => !w.word).map((w) => w.url)).toEqual([]);
  });

  // Pagefind looks a word up by its stem, so a rare form can share it with many pages ("transformative" and
  // "transformation"): its page is then among the results, but not always among the first eight the dialog shows.
  test.each(["en", "es", "fr", "zh"] as const)(
    "in %s, each page's rare word finds it, most among the first eight",
    async (locale) => {
      const mine = words.filter((w) => w.locale === locale && w.word);
      const missed: string[] = [];
      const later: string[] = [];
      for (const { url, word, pages: count } of mine) {
        const found = (await allResults(OUT, locale, word)).map(decode);
        const rank = found.indexOf(decode(url));
        if (rank < 0) missed.push(`${word} (on ${count} pages) -> ${url}: ${found.slice(0, 8).join(" ") || "nothing"}`);
        else if (rank >= MAX_RESULTS) later.push(`${word} -> ${url}: result ${rank + 1} of ${found.length}`);
      }
      expect(missed).toEqual([]);
      // At most one page in ten below the first eight (named when there are more).
      if (later.length > Math.floor(mine.length / 10)) expect(later).toEqual([]);
    },
    60_000,
  );
});

describe("accents", () => {
  test.each([
    ["fr", "telephonie", "téléphonie"],
    ["fr", "securite", "sécurité"],
    ["fr", "cybersecurite", "cybersécurité"],
    ["es", "telefonia", "telefonía"],
    ["es", "gestion", "gestión"],
  ] as const)("in %s, %s finds the pages %s finds", async (locale, bare, accented) => {
    const withAccents = await allResults(OUT, locale, accented);
    expect(withAccents.length).toBeGreaterThan(0);
    expect((await allResults(OUT, locale, bare)).sort()).toEqual([...withAccents].sort());
  });
});

describe("Chinese words", () => {
  // The two, and the three the Chinese review could not find.
  test.each(["人工智能", "客服", "中小企业", "愿景", "全球"])(
    "%s finds every Chinese page that says it, those first",
    async (word) => {
      const saying = pages.filter((p) => p.locale === "zh" && p.all.replace(/\s+/g, "").includes(word)).map((p) => decode(p.url));
      expect(saying.length).toBeGreaterThan(0);
      // What the dialog asks: the words as typed, then their parts.
      const found = [...(await allResults(OUT, "zh", `"${word}"`)), ...(await allResults(OUT, "zh", word))].map(decode);
      expect(saying.filter((url) => !found.includes(url))).toEqual([]);
      // The dialog's first results are pages that say it, as long as there are such pages.
      const hits = await (await exportSearch(OUT, "zh")).query(word);
      const first = hits.slice(0, Math.min(hits.length, saying.length)).map((h) => decode(h.url));
      expect(first.filter((url) => !saying.includes(url))).toEqual([]);
    },
  );
});
