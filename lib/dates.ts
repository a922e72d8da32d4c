import { LOCALE_INFO, type Locale } from "./i18n/locales";

const formats = new Map<Locale, Intl.DateTimeFormat>();
const displayFormat = (locale: Locale) =>
  formats.get(locale) ??
  formats
    .set(
      locale,
      new Intl.DateTimeFormat(locale === "en" ? "en-US" : LOCALE_INFO[locale].tag, {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      }),
    )
    .get(locale)!;

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day a Date falls on where it was made (the day a visitor picked), as YYYY-MM-DD. */
export const toIsoDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export const formatDate = (date: string | Date, locale: Locale = "en"): string =>
  displayFormat(locale).format(new Date(`${typeof date === "string" ? date : toIsoDate(date)}T00:00:00Z`));

export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
