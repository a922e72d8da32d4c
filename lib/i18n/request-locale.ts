import { cache } from "react";

import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * The locale of the page being rendered on the server. Each page and layout sets it first thing
 * (`setRequestLocale(locale)`), so that the components below read copy in that language without a
 * prop threaded through every one of them. React's `cache` keeps one per render.
 */
const current = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export const requestLocale = (): Locale => current().locale;
