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

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormat = (locale: Locale) =>
  timeFormats.get(locale) ??
  timeFormats
    .set(locale, new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }))
    .get(locale)!;

/**
 * A time of day as the page's language writes it: the language's own clock (24-hour in Spanish and Chinese: "14:00"),
 * and French typography's "14 h" / "9 h 30" with no-break spaces, as the French office hours read ("de 9 h à 18 h").
 */
export function formatTimeOfDay(hours: number, minutes: number, locale: Locale): string {
  if (locale === "fr") return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${pad(minutes)}`;
  return timeFormat(locale).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

/**
 * An appointment slot ("02:00 PM", the value a form sends) as the page's language shows it: as written in English,
 * the language's clock elsewhere ("14:00", "14 h"). Anything that is not a slot is returned as it is.
 */
export function formatSlot(slot: string, locale: Locale): string {
  const match = /^(\d{1,2}):(\d{2}) ?([AP]M)$/i.exec(slot.trim());
  if (locale === "en" || !match) return slot;
  const [, hours, minutes, half] = match;
  return formatTimeOfDay((Number(hours) % 12) + (half!.toUpperCase() === "PM" ? 12 : 0), Number(minutes), locale);
}

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
/** A month and its year as the language writes them: "December 2026", "diciembre de 2026", "décembre 2026", "2026年12月". */
export const formatMonth = (date: Date, locale: Locale): string =>
  (
    monthFormats.get(locale) ??
    monthFormats.set(locale, new Intl.DateTimeFormat(LOCALE_INFO[locale].tag, { month: "long", year: "numeric" })).get(locale)!
  ).format(date);
