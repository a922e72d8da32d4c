import { hasPage } from "./availability";
import { localePath, type Locale } from "./locales";
import { requestLocale } from "./request-locale";

/**
 * An internal link from a page in `locale`: to that page's translation when the locale has it, else to
 * the English page. Anchors, mail, phone and outside links are left as they are.
 */
export function localizeHref(href: string, locale: Locale = requestLocale()): string {
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  return hasPage(locale, path) ? `${localePath(locale, path)}${rest}` : href;
}
