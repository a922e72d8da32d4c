import MiniSearch, { type SearchOptions } from "minisearch";

import { localePath, type Locale } from "@/lib/i18n/locales";
import { boundaryBefore, joinSentences, shorten } from "@/lib/i18n/typography";

import type { SearchDocument, SearchKind } from "./documents";
import { SEARCH_INDEX_FILE } from "./index-file";
import { isHan, tokenize } from "./tokenize";

export { SEARCH_INDEX_FILE };
export const MAX_RESULTS = 8;
const EXCERPT_CHARS = 140;

export const searchOptions: SearchOptions = {
  boost: { title: 4, tagline: 2, url: 0.5 },
  tokenize,
  // The word being typed is a prefix; one Chinese character already is a word's start.
  prefix: (term, index, terms) => index === terms.length - 1 && (term.length >= 2 || isHan(term)),
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  maxFuzzy: 1,
  combineWith: "AND",
};

export function createSearch(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const search = new MiniSearch<SearchDocument>({
    idField: "url",
    fields: ["title", "tagline", "body", "url"],
    tokenize,
    storeFields: ["url", "kind", "title", "tagline", "body"],
    searchOptions,
  });
  search.addAll(documents);
  return search;
}

export interface SearchHit {
  url: string;
  kind: SearchDocument["kind"];
  title: string;
  excerpt: string;
  terms: string[];
}

export function runSearch(search: MiniSearch<SearchDocument>, query: string, locale: Locale = "en"): SearchHit[] {
  if (!query.trim()) return [];
  return search
    .search(query)
    .slice(0, MAX_RESULTS)
    .map((r) => {
      const doc = r as unknown as SearchDocument & { terms: string[] };
      return {
        url: doc.url,
        kind: doc.kind,
        title: doc.title,
        excerpt: excerpt(joinSentences(doc.tagline, doc.body, locale), r.terms, locale),
        terms: r.terms,
      };
    });
}

/** `s` matched literally in a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A term is a whole word, except in Chinese, where words are not spaced.
const WORD_CHAR = "(?:[^\\P{L}\\p{sc=Han}]|\\p{N})";
const termPattern = (terms: string[]) =>
  new RegExp(
    `(?<!${WORD_CHAR})(${[...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?!${WORD_CHAR})`,
    "giu",
  );

/** Up to 140 characters of `text` around the first term, starting and ending at a word (a clause in Chinese). */
export function excerpt(text: string, terms: string[], locale: Locale = "en"): string {
  const first = terms.length ? text.search(termPattern(terms)) : -1;
  if (first < 0 || first < EXCERPT_CHARS - 40) return shorten(text, EXCERPT_CHARS, locale);
  const start = boundaryBefore(text, first - 40, locale);
  return `…${shorten(text.slice(start), EXCERPT_CHARS, locale)}`;
}

/** The text in runs marked where a term matches; overlapping matches (Chinese character pairs) join up. */
export function highlight(text: string, terms: string[]): { text: string; match: boolean }[] {
  if (!terms.length) return [{ text, match: false }];
  const pattern = termPattern(terms);
  const marked = new Array<boolean>(text.length).fill(false);
  for (let from = 0; from < text.length;) {
    pattern.lastIndex = from;
    const found = pattern.exec(text);
    if (!found) break;
    marked.fill(true, found.index, found.index + found[0].length);
    from = found.index + 1;
  }
  const parts: { text: string; match: boolean }[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, match: marked[i]! });
  }
  return parts;
}

/** A result's excerpt and the words of it to mark. */
export interface SearchExcerpt {
  excerpt: string;
  terms: string[];
}

/**
 * A result as the dialog shows it, whichever engine found it: its excerpt comes with it (MiniSearch,
 * whose index holds the text) or is fetched once the result shows (Pagefind, from the page's fragment).
 */
export interface FoundPage {
  url: string;
  kind: SearchKind;
  title: string;
  /** The excerpt and its marked words, when they come with the result. */
  excerpt?: string;
  terms?: string[];
  /** Fetches the excerpt, when it does not come with the result. */
  loadExcerpt?: () => Promise<SearchExcerpt>;
}

/** One language's search, loaded. */
export interface SiteSearch {
  /** Up to MAX_RESULTS pages for `query`, best first, none for a blank one: at once, or once the index answers. */
  query: (query: string) => readonly FoundPage[] | Promise<readonly FoundPage[]>;
  /** Starts fetching what `query` will need (Pagefind: the index chunks of its words), for words typed before they can be run. */
  preload?: (query: string) => void;
  /**
   * The pages whose title holds every word of `query`, at once, from what the dialog already has, for an
   * engine that answers only once its index has (Pagefind): shown while that answer is on its way, and
   * kept in their places when it comes.
   */
  byTitle?: (query: string) => readonly FoundPage[];
}

/** A search's results once `answered` has come, the title matches shown before it first, in their places. */
export function withTitleMatches(first: readonly FoundPage[], answered: readonly FoundPage[]): readonly FoundPage[] {
  if (!first.length) return answered;
  const byUrl = new Map(answered.map((hit) => [hit.url, hit]));
  const shown = new Set(first.map((hit) => hit.url));
  return [...first.map((hit) => byUrl.get(hit.url) ?? hit), ...answered.filter((hit) => !shown.has(hit.url))].slice(
    0,
    MAX_RESULTS,
  );
}

/** What the dialog asks of a search engine. */
export interface SearchEngine {
  load: (locale: Locale) => Promise<SiteSearch>;
}

/** MiniSearch over the language's /search-index.json (every page's title, summary and text), searched in the page. */
export const miniSearchEngine: SearchEngine = {
  load: async (locale) => {
    const path = localePath(locale, SEARCH_INDEX_FILE);
    const res = await fetch(path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    const search = createSearch((await res.json()) as SearchDocument[]);
    return { query: (query) => runSearch(search, query, locale) };
  },
};

/**
 * The engine the build chose: SITE_SEARCH (next.config.mjs, docs/search.md), "pagefind" by default or
 * "minisearch". The bundler inlines the setting, so the dialog's code holds only the chosen engine's loader.
 */
export const searchEngine = (): Promise<SearchEngine> =>
  process.env.SITE_SEARCH === "minisearch"
    ? Promise.resolve(miniSearchEngine)
    : import("./pagefind").then((pagefind) => pagefind.pagefindEngine);
