import { cache } from "react";

import { DEFAULT_LOCALE, type Locale } from "./locales";

/** Each page and layout sets it first (`setRequestLocale`), so components read their language without a prop; one per render. */
const current = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export const requestLocale = (): Locale => current().locale;
