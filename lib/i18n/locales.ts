/** What code does with a locale: parameters, paths and prefixes. The locales themselves are declared in content/locales.ts. */
// Relative, not "@/": the forms' receiver (hosting/forms/) bundles this module through lib/form-contract.ts.
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES, type Locale } from "../../content/locales";

export * from "../../content/locales";

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
