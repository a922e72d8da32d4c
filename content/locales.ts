/**
 * The languages the site is published in, declared once: `LOCALE_INFO` below. Everything else follows
 * from it: the routes, the sitemap, hreflang, feeds, search indexes, the chat's and the picker's
 * languages, the tests. English lives at the root (`/product/`); every other locale under its own prefix
 * (`/es/product/`). A new entry needs its content (docs/translating.md#add-a-locale): until that is
 * written and registered, `tsc` and `npm run content:check` fail naming the files, and nothing is built.
 * lib/i18n/locales.ts adds what code does with a locale (paths, parameters).
 */
interface LocaleInfo {
  /** The document's `<html lang>` and the `hreflang` of its alternates (BCP 47). */
  tag: string;
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /** The language's own name, as the language picker shows it. */
  name: string;
}

const DECLARED = {
  en: { tag: "en", ogLocale: "en_MY", name: "English" },
  es: { tag: "es", ogLocale: "es_ES", name: "Español" },
  fr: { tag: "fr", ogLocale: "fr_FR", name: "Français" },
  zh: { tag: "zh-Hans", ogLocale: "zh_CN", name: "中文" },
} satisfies Record<string, LocaleInfo>;

export type Locale = keyof typeof DECLARED;
export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = DECLARED;
/** Every locale, in the order of the declaration: the order the picker and the sitemap list them. */
export const LOCALES = Object.keys(DECLARED) as readonly Locale[];

/** The locale at the root; the others are under a prefix. */
const ROOT = "en";
export const DEFAULT_LOCALE: Locale = ROOT;
export type PrefixedLocale = Exclude<Locale, typeof ROOT>;
/** The locales under a prefix, in the order of the declaration. */
export const PREFIXED_LOCALES: readonly PrefixedLocale[] = LOCALES.filter((locale): locale is PrefixedLocale => locale !== ROOT);
