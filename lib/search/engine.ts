import MiniSearch, { type SearchOptions } from "minisearch";

import type { SearchDocument } from "./documents";

export const SEARCH_INDEX_PATH = "/search-index.json";
export const MAX_RESULTS = 8;
const EXCERPT_CHARS = 140;

export const searchOptions: SearchOptions = {
  boost: { title: 4, tagline: 2, url: 0.5 },
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  maxFuzzy: 1,
  combineWith: "AND",
};

export function createSearch(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const search = new MiniSearch<SearchDocument>({
    idField: "url",
    fields: ["title", "tagline", "body", "url"],
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

export function runSearch(search: MiniSearch<SearchDocument>, query: string): SearchHit[] {
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
        excerpt: excerpt(`${doc.tagline.replace(/[.!?]$/, "")}. ${doc.body}`.replace(/\s+$/, ""), r.terms),
        terms: r.terms,
      };
    });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const termPattern = (terms: string[]) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(${[...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?![\\p{L}\\p{N}])`,
    "giu",
  );

export function excerpt(text: string, terms: string[]): string {
  const first = terms.length ? text.search(termPattern(terms)) : -1;
  if (first < 0 || text.length <= EXCERPT_CHARS)
    return text.slice(0, EXCERPT_CHARS).trim() + (text.length > EXCERPT_CHARS ? "…" : "");
  const start = Math.max(0, text.lastIndexOf(" ", Math.max(0, first - 40)) + 1);
  const endSpace = text.indexOf(" ", start + EXCERPT_CHARS);
  const end = endSpace < 0 ? text.length : endSpace;
  const body = text.slice(start, end).trim();
  return `${start > 0 ? "…" : ""}${end < text.length ? `${body.replace(/[.,;:]$/, "")}…` : body}`;
}

export function highlight(text: string, terms: string[]): { text: string; match: boolean }[] {
  if (!terms.length) return [{ text, match: false }];
  const lower = new Set(terms.map((t) => t.toLowerCase()));
  return text
    .split(termPattern(terms))
    .filter((part) => part !== "")
    .map((part) => ({ text: part, match: lower.has(part.toLowerCase()) }));
}
