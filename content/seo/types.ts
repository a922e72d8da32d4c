/**
 * A page's search-result text, written for the page in its language: the `<title>` (the layout adds the brand
 * suffix, " | Nusantara AI", "｜Nusantara AI") and the meta description, which the share card and the JSON-LD
 * also show. Each language's file is keyed by the page's English route path ("/product/voice-bot/").
 *
 * Written to fit, never cut (scripts/content-check/seo.ts checks every page in every language):
 * - title: at most 65 characters with the suffix (40 in Chinese), unique within the language;
 * - description: one or two whole sentences, 110–160 characters (50–80 in Chinese), not ending in "…",
 *   not opening with the page's name and a full stop ("Voice Bot. …").
 */
export interface SeoText {
  title: string;
  description: string;
}

/** English: the text itself. */
export type SeoTable = Record<string, SeoText>;

/** A translation: its text and the hash of the English entry it translates (`npm run content:check` names stale ones). */
export interface SeoTranslation extends SeoText {
  source: string;
}
export type SeoTranslationTable = Record<string, SeoTranslation>;
