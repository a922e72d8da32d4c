import { localePath, type Locale } from "@/lib/i18n/locales";
import { hasPage } from "@/lib/pages/availability";
import { pageEntries, type SearchKind } from "@/lib/pages/kinds";

export { searchKinds, type SearchKind } from "@/lib/pages/kinds";

/**
 * A page as search and the site map name it: its address, its kind and its card's title and line.
 * The words search finds are the page's own visible text, which Pagefind reads from the export
 * (scripts/export/steps/site-search.ts), not these.
 */
export interface SearchDocument {
  url: string;
  kind: SearchKind;
  title: string;
  tagline: string;
}

/** Every page `locale` ships, with its kind and its card's title and summary. */
export function searchDocuments(locale: Locale = "en"): SearchDocument[] {
  return pageEntries(locale)
    .filter(({ info }) => hasPage(locale, info.path))
    .map(({ info, search }) => ({
      url: info.path,
      kind: search.kind,
      title: info.card.title,
      tagline: info.card.subtitle,
    }));
}

/** A result as the search dialog shows it before its excerpt: one entry of a language's /search-index.json. */
export interface SearchPage {
  /** The page's address in its language (/es/product/voice-bot/). */
  url: string;
  kind: SearchKind;
  title: string;
  /** The page's fragment in the Pagefind bundle, added by the export step. */
  fragment?: string;
}

/** The page list a language's /search-index.json serves (the export step adds each page's fragment). */
export const searchPages = (locale: Locale): SearchPage[] =>
  searchDocuments(locale).map(({ url, kind, title }) => ({ url: localePath(locale, url), kind, title }));
