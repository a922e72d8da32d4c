import type { Locale } from "@/lib/i18n/locales";
import { joinSentences, tightenChinese } from "@/lib/i18n/typography";
import { hasPage } from "@/lib/pages/availability";
import { pageEntries, type SearchKind } from "@/lib/pages/kinds";

export { searchKinds, type SearchKind } from "@/lib/pages/kinds";

export interface SearchDocument {
  url: string;
  kind: SearchKind;
  title: string;
  tagline: string;
  body: string;
}

export const BODY_MAX_CHARS = 1800;

/** The parts of a page as one text, each ended as a sentence ("Feature one. Feature two." / "功能一。功能二。"). */
const clean = (parts: (string | undefined)[], locale: Locale): string => {
  const text = parts
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .replace(/<\/(h[1-6]|p|li|blockquote)>/g, "$&\n")
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&[a-z]+;/g, " ")
        .split("\n")
        .map((line) => line.replace(/[ \t\r\f]+/g, " ").trim())
        .filter(Boolean)
        .reduce((a, b) => joinSentences(a, b, locale), ""),
    )
    .reduce((a, b) => joinSentences(a, b, locale), "");
  return (locale === "zh" ? tightenChinese(text) : text).slice(0, BODY_MAX_CHARS);
};

/** A search document for every page `locale` ships: its title and summary, and the text its kind says to index. */
export function searchDocuments(locale: Locale = "en"): SearchDocument[] {
  return pageEntries(locale)
    .filter(({ info }) => hasPage(locale, info.path))
    .map(({ info, search }) => ({
      url: info.path,
      kind: search.kind,
      title: info.card.title,
      tagline: info.card.subtitle,
      body: clean(search.text(), locale),
    }));
}
