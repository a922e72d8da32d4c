/**
 * A page ships in a locale only when all it shows is translated (the needs in ./kinds.ts, plus the header,
 * footer and search every page shows); links, hreflang, the sitemap and the language picker all read this.
 */
import { textProblems } from "@/lib/content/translation";
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale, type PrefixedLocale } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { translations } from "@/content/translations";
import { englishUnits, type Collection } from "@/content/units";

import type { SitePage } from "./info";
import { pageEntries, type Need } from "./kinds";

/** Every page shows the header, footer, search and breadcrumbs: company facts, page names, search labels. */
const CHROME: Need[] = [
  ["company", "company"],
  ["pages", "*"],
  ["search", "*"],
];

type Content = Readonly<Partial<Record<Collection, unknown>>>;

function isTranslated(content: Content, [collection, key]: Need): boolean {
  const english = englishUnits[collection] as Record<string, unknown>;
  const units = (content[collection] ?? {}) as Record<string, { text: unknown } | undefined>;
  const keys = key === "*" ? Object.keys(english) : [key];
  return keys.every((k) => k in english && units[k] !== undefined && textProblems(english[k], units[k]!.text).length === 0);
}

export interface LocaleCoverage {
  built: Set<string>;
  /** English paths, as in `built`, each with the first unit it is waiting for. */
  missing: { path: string; waitingFor: string }[];
}

/** The pages a locale's translations (content/translations/<locale>/) complete; none without any. */
export function coverageOf(content: Content | undefined): LocaleCoverage {
  const result: LocaleCoverage = { built: new Set(), missing: [] };
  for (const { info, needs } of pageEntries(DEFAULT_LOCALE)) {
    const waiting = [...CHROME, ...needs()].find((need) => !isTranslated(content ?? {}, need));
    if (waiting) result.missing.push({ path: info.path, waitingFor: `${waiting[0]}/${waiting[1]}` });
    else result.built.add(info.path);
  }
  return result;
}

const coverageCache = new Map<PrefixedLocale, LocaleCoverage>();

export function coverage(locale: PrefixedLocale): LocaleCoverage {
  const cached = coverageCache.get(locale) ?? coverageOf(translations[locale]);
  coverageCache.set(locale, cached);
  return cached;
}

export const hasPage = (locale: Locale, path: string): boolean =>
  locale === DEFAULT_LOCALE || coverage(locale as PrefixedLocale).built.has(path);

export const localesOf = (path: string): Locale[] => [DEFAULT_LOCALE, ...PREFIXED_LOCALES.filter((l) => hasPage(l, path))];

/**
 * The prefixed locales with a page to build, for the routes a locale has as a whole (its layout, not-found
 * page, feed, search index, chat catalogue): an untranslated locale builds nothing, not even those.
 */
export const builtLocales = (): PrefixedLocale[] => PREFIXED_LOCALES.filter((locale) => coverage(locale).built.size > 0);

/** The pages `locale` ships, as the sitemap, search, share images and the site map page list them. */
export function sitePages(locale: Locale = requestLocale()): SitePage[] {
  return pageEntries(locale)
    .filter(({ info }) => hasPage(locale, info.path))
    .map(({ info }) => ({
      path: info.path,
      title: info.card.title,
      subtitle: info.card.subtitle,
      colors: info.card.colors ?? info.colors,
      lastModified: info.lastModified,
    }));
}
