import { localePath, type Locale } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";

import { hasPage } from "./availability";

/** To the translation in `locale` when it exists, else English; anchors, mail, phone and outside links are left as they are. */
export function localizeHref(href: string, locale: Locale = requestLocale()): string {
  if (locale === "en" || !href.startsWith("/") || href.startsWith("//")) return href;
  const [, path = "/", rest = ""] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  return hasPage(locale, path) ? `${localePath(locale, path)}${rest}` : href;
}
