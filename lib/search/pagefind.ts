// Site search on Pagefind (the default engine, docs/search.md): the export step
// (scripts/export/steps/site-search.ts) indexes every page's visible text into out/pagefind/ and gives each
// language's page list (/search-index.json) its pages' fragments; the dialog loads Pagefind's script and
// names its results by that list.
import { localePath, type Locale } from "@/lib/i18n/locales";
import { boundaryBefore, shorten, tightenChinese } from "@/lib/i18n/typography";

import type { SearchKind } from "./documents";
import { escapeRegExp, MAX_RESULTS, type FoundPage, type SearchEngine, type SearchExcerpt, type SiteSearch } from "./engine";
import { SEARCH_ENTRY_TAG, SEARCH_INDEX_FILE, SEARCH_SCRIPT } from "./index-file";

export { SEARCH_BUNDLE, SEARCH_ENTRY, SEARCH_SCRIPT } from "./index-file";

/** A result as the dialog shows it before its excerpt: one entry of a language's page list once the export step has run. */
export interface SearchPage {
  /** The page's address in its language (/es/product/voice-bot/). */
  url: string;
  kind: SearchKind;
  title: string;
  /** The page's fragment in the Pagefind bundle, added by the export step. */
  fragment?: string;
}

/**
 * What the dialog asks of Pagefind: no worker (one file less to fetch; a query's work is small), and
 * its entry file under one name (SEARCH_ENTRY, which the page prefetches and the host revalidates in the
 * background) instead of a new name on every load.
 */
export const PAGEFIND_OPTIONS = { noWorker: true, metaCacheTag: SEARCH_ENTRY_TAG };
const EXCERPT_CHARS = 140;

/** A page's fragment as Pagefind returns it: its text, and the positions of the words that matched. */
export interface PagefindFragment {
  url: string;
  content: string;
  /** The text with its words parted by zero-width spaces where the language does not space them (Chinese). */
  raw_content?: string;
  locations: number[];
  meta: Record<string, string>;
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindFragment>;
}

/** The part of Pagefind's browser API (pagefind.js) that search uses. */
export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  preload: (term: string) => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] } | null>;
}

/** A result: shown with its kind and title as soon as the index answers; its excerpt comes with its fragment. */
export type PagefindHit = FoundPage & { loadExcerpt: () => Promise<SearchExcerpt> };

export interface PagefindSearch extends SiteSearch {
  query: (query: string) => Promise<PagefindHit[]>;
  preload: (query: string) => void;
}

/** Lower case without accents, as Pagefind folds a query ("Téléphonie" and "telephonie" alike). */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The pages whose title holds every word of `query`: a Latin word as the start of a title's word, a Chinese
 * one anywhere in it (Chinese titles are not spaced). From the language's page list, which the dialog has
 * before Pagefind's index has answered.
 */
export function pagesByTitle(pages: readonly SearchPage[], query: string): FoundPage[] {
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const patterns = words.map((word) =>
    HAN.test(word) ? new RegExp(escapeRegExp(word)) : new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, "u"),
  );
  const matching = pages
    .map((page) => ({ page, title: folded(page.title) }))
    .filter(({ title }) => patterns.every((pattern) => pattern.test(title)));
  // A title that starts with the first word, then the shorter (the closer to the words typed), first.
  const rank = ({ title }: { title: string }) => (title.startsWith(words[0]!) ? 0 : 1000) + title.length;
  return matching
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, MAX_RESULTS)
    .map(({ page }) => ({ url: page.url, kind: page.kind, title: page.title }));
}

/**
 * Search over one language's Pagefind index, its results named by the language's page list. Pagefind
 * may still be starting (`pagefind` starts it): the titles answer meanwhile (byTitle), a query waits for
 * it, and after a failed start the next query starts it again.
 */
export function createPagefindSearch(
  pagefind: Pagefind | (() => Promise<Pagefind>),
  pages: readonly SearchPage[],
  locale: Locale,
): PagefindSearch {
  const byFragment = new Map(pages.flatMap((page) => (page.fragment ? [[page.fragment, page] as const] : [])));
  let ready = typeof pagefind === "function" ? undefined : pagefind;
  let starting: Promise<Pagefind> | undefined;
  const started = (): Promise<Pagefind> => {
    if (ready) return Promise.resolve(ready);
    starting ??= (pagefind as () => Promise<Pagefind>)().then(
      (api) => (ready = api),
      (error: unknown) => {
        starting = undefined;
        throw error;
      },
    );
    return starting;
  };
  if (!ready) started().catch(() => undefined);
  return {
    byTitle: (query) => pagesByTitle(pages, query),
    preload: (query) => {
      const term = query.trim();
      if (!term) return;
      (ready ? ready.preload(term) : started().then((api) => api.preload(term))).catch(() => undefined);
    },
    query: async (query) => {
      const term = query.trim();
      if (!term) return [];
      const pagefind = await started();
      // Unspaced Chinese: the pages that hold the words as typed first (an exact search), in the order of
      // the ranked search, then those that hold their parts (Pagefind looks a Chinese word up by its parts
      // too: 客服 finds 客户服务).
      const exact = HAN.test(term) && !term.includes('"');
      const [phrase, found] = await Promise.all([exact ? pagefind.search(`"${term}"`) : null, pagefind.search(term)]);
      const ranked = found?.results ?? [];
      const holding = new Set((phrase?.results ?? []).map((result) => result.id));
      const ordered = phrase
        ? [
            ...ranked.filter((result) => holding.has(result.id)),
            ...phrase.results.filter((result) => !ranked.some((r) => r.id === result.id)),
            ...ranked.filter((result) => !holding.has(result.id)),
          ]
        : ranked;
      const hits: PagefindHit[] = [];
      for (const result of ordered) {
        const page = byFragment.get(result.id);
        if (!page) continue;
        let excerpt: Promise<SearchExcerpt> | undefined;
        hits.push({
          url: page.url,
          kind: page.kind,
          title: page.title,
          loadExcerpt: () => (excerpt ??= result.data().then((data) => excerptOf(data, locale))),
        });
        if (hits.length === MAX_RESULTS) break;
      }
      return hits;
    },
  };
}

const HAN = /\p{sc=Han}/u;
const ZERO_WIDTH_SPACE = "\u200b";
/** Pagefind's own word separator: white space but U+FEFF. */
const WORD_SEPARATOR = /[^\S\ufeff]+/;

/** A fragment's text as shown, and where each of its words (Pagefind's numbering) starts in it. */
export function wordsOf(content: string): { text: string; words: string[]; starts: number[] } {
  // Pagefind parts Chinese and Japanese words with zero-width spaces, other languages at spaces.
  const spaced = !content.includes(ZERO_WIDTH_SPACE);
  const words = spaced ? content.split(WORD_SEPARATOR) : content.split(ZERO_WIDTH_SPACE);
  const text = spaced ? content : words.join("");
  const starts: number[] = [];
  let at = 0;
  for (const word of words) {
    const start = spaced ? text.indexOf(word, at) : at;
    starts.push(start);
    at = start + word.length;
  }
  return { text, words, starts };
}

const EDGE_MARKS = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;
// A sentence ends at a full-width mark, or at a Latin one followed by a space and what starts a sentence,
// but not after an abbreviation ("RR. HH.", "EE. UU.", "Sdn. Bhd.", "Dr.").
const SENTENCE_END =
  /[。！？]["”’）]*|(?<!\b(?:RR|HH|EE|UU|FF|AA|SS|MM|Sdn|Bhd|Dr|Dra|Sr|Sra|Mme|M))[.!?…]["”»’)]*\s+(?=[\p{Lu}\p{N}¿¡«"“‘(\p{sc=Han}])/gu;

/**
 * Up to 140 characters of a fragment, from the start of the sentence holding its first matched word
 * (or, in a sentence too long to show that word, from a word or clause shortly before it), ending at a
 * sentence, a clause or a word (`shorten`). "…" marks text left out before.
 */
export function excerptOf(
  { content, raw_content, locations }: Pick<PagefindFragment, "content" | "raw_content" | "locations">,
  locale: Locale,
): SearchExcerpt {
  const { text, words, starts } = wordsOf(raw_content?.includes(ZERO_WIDTH_SPACE) ? raw_content : content);
  const matched = [...new Set(locations)].filter((i) => i >= 0 && i < words.length).sort((a, b) => a - b);
  const terms = [...new Set(matched.map((i) => words[i]!.replace(EDGE_MARKS, "")).filter(Boolean))];
  if (!matched.length) return { excerpt: shorten(asWritten(text, locale), EXCERPT_CHARS, locale), terms };
  const at = starts[matched[0]!]!;
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    if (end.index + end[0].length > at) break;
    start = end.index + end[0].length;
  }
  while (start < at && /\s/.test(text[start]!)) start += 1;
  let lead = "";
  if (at - start > EXCERPT_CHARS - 50) {
    start = boundaryBefore(text, at - 30, locale);
    lead = "…";
  } else if (start > 0 && !/[。！？.!?…]["”»’)）]*\s*$/u.test(text.slice(0, start))) lead = "…";
  return { excerpt: lead + shorten(asWritten(text.slice(start), locale), EXCERPT_CHARS, locale), terms };
}

/** A fragment's whole text as its excerpts show it. */
export const fragmentText = (
  { content, raw_content }: Pick<PagefindFragment, "content" | "raw_content">,
  locale: Locale,
): string => asWritten(wordsOf(raw_content?.includes(ZERO_WIDTH_SPACE) ? raw_content : content).text, locale);

/**
 * Pagefind ends each block of a page (a heading, a list item) with ". " when it has no mark of its own;
 * Chinese ends it with "。" and sets no space between sentences. Pagefind's text has a plain space for every
 * space of the page: French sets a narrow no-break one before a high mark and after «, as its pages do.
 */
function asWritten(text: string, locale: Locale): string {
  if (locale === "fr") return text.replace(/ (?=[:;!?»])|(?<=«) /g, "\u202f");
  if (locale !== "zh") return text;
  return tightenChinese(text.replace(/(?<=[\p{sc=Han}）」』”])\. /gu, "。"));
}

/** Pagefind's script and the language's page list (prefetched when the page was idle), fetched together. */
export const pagefindEngine: SearchEngine = {
  load: async (locale) => {
    const path = localePath(locale, SEARCH_INDEX_FILE);
    const pages = fetch(path).then((res) => {
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.json() as Promise<SearchPage[]>;
    });
    const start = () =>
      (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ SEARCH_SCRIPT) as Promise<Pagefind>).then(async (api) => {
        await api.options(PAGEFIND_OPTIONS);
        await api.init();
        return api;
      });
    // Pagefind starts at once, beside the page list (the search takes this first start, and starts it
    // again after a failure); the titles can answer once the list is in, a query waits for Pagefind.
    let first: Promise<Pagefind> | undefined = start();
    first.catch(() => undefined);
    const starter = () => {
      const starting = first ?? start();
      first = undefined;
      return starting;
    };
    return createPagefindSearch(starter, await pages, locale);
  },
};
