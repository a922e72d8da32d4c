/**
 * The languages the site is published in. English lives at the root (`/product/`); every other locale
 * under its own prefix (`/es/product/`). German and Japanese are offered by the picker as planned
 * (lib/languages.ts) and become content work only: add them here, a UI dictionary and their translations.
 */
export const LOCALES = ["en", "es", "fr", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The locales under a prefix, in the order the picker and the sitemap list them. */
export const PREFIXED_LOCALES = ["es", "fr", "zh"] as const satisfies readonly Locale[];
export type PrefixedLocale = (typeof PREFIXED_LOCALES)[number];

interface LocaleInfo {
  /** The document's `<html lang>` and the `hreflang` of its alternates (BCP 47). */
  tag: string;
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /** The language's own name. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  en: { tag: "en", ogLocale: "en_MY", name: "English" },
  es: { tag: "es", ogLocale: "es_ES", name: "Español" },
  fr: { tag: "fr", ogLocale: "fr_FR", name: "Français" },
  zh: { tag: "zh-Hans", ogLocale: "zh_CN", name: "中文" },
};

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A route's `[locale]` parameter as a locale; English for anything else (Next only builds the listed ones). */
export const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The path of an English page (`/product/`) in `locale` (`/es/product/`). */
export const localePath = (locale: Locale, path: string): string =>
  locale === DEFAULT_LOCALE ? path : `/${locale}${path.startsWith("/") ? path : `/${path}`}`;

/** The locale a site path belongs to, and that path in English. */
const PREFIX = new RegExp(`^/(${PREFIXED_LOCALES.join("|")})(/.*|$)`);
export function splitLocale(path: string): { locale: Locale; path: string } {
  const match = PREFIX.exec(path);
  if (!match) return { locale: DEFAULT_LOCALE, path };
  return { locale: match[1] as Locale, path: match[2] || "/" };
}
