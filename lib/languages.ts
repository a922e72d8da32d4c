import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, LOCALES, type Locale } from "@/lib/i18n/locales";
import type { Language } from "@/content/types";

export const DEFAULT_LANGUAGE = DEFAULT_LOCALE;

/**
 * Languages the picker offers before the site is published in them: choosing one saves the preference and
 * says a translation is planned. One that becomes a locale (content/locales.ts) leaves this list by itself.
 */
const PLANNED = [
  { code: "de", name: "Deutsch", after: "fr" },
  { code: "ja", name: "日本語", after: "de" },
] as const satisfies readonly (Language & { after: string })[];

export type SiteLanguage = Locale | (typeof PLANNED)[number]["code"];

/** Every locale, by its own name. */
const PUBLISHED: readonly { code: Locale; name: string }[] = LOCALES.map((code) => ({ code, name: LOCALE_INFO[code].name }));

const UNPUBLISHED = PLANNED.filter((language) => !isLocale(language.code));

/** The planned languages not published yet. */
export const PLANNED_LANGUAGES: readonly { code: SiteLanguage; name: string }[] = UNPUBLISHED.map(({ code, name }) => ({
  code,
  name,
}));

/** The site picker's languages: every locale, each planned one after the language it follows (the spec's en, es, fr, de, ja, zh). */
export const SITE_LANGUAGES: readonly { code: SiteLanguage; name: string }[] = UNPUBLISHED.reduce<
  { code: SiteLanguage; name: string }[]
>(
  (list, { code, name, after }) => {
    const anchor = list.findIndex((language) => language.code === after);
    const at = anchor < 0 ? list.length : anchor + 1;
    return [...list.slice(0, at), { code, name }, ...list.slice(at)];
  },
  [...PUBLISHED],
);

/** The chat assistant's: every locale (content/chat/index.ts has a dictionary for each). */
export const CHAT_LANGUAGES = PUBLISHED;

export const SITE_LANGUAGE_CODES: readonly SiteLanguage[] = SITE_LANGUAGES.map((l) => l.code);
export const CHAT_LANGUAGE_CODES: readonly Locale[] = LOCALES;

export function languageName(code: string): string {
  return SITE_LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

/** A language's name as a sentence in `locale` says it ("allemand", "alemán", "德语"); its own name where the browser cannot tell. */
export function languageNameIn(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([LOCALE_INFO[locale].tag], { type: "language" }).of(code) ?? languageName(code);
  } catch {
    return languageName(code);
  }
}

/** The notice the chat shows when its language changes, in the page's language: "…répondra désormais en anglais." */
export const chatLanguageNotice = (
  code: Locale,
  locale: Locale,
  t: (key: "chat.languageSwitchedTitle" | "chat.languageSwitchedDescription", params?: { language: string }) => string,
): { title: string; description: string } => ({
  title: t("chat.languageSwitchedTitle"),
  description: t("chat.languageSwitchedDescription", { language: languageNameIn(code, locale) }),
});

export function resolveLanguage<C extends string>(
  code: string | null | undefined,
  allowed: readonly C[] | readonly { readonly code: C }[],
  warn: (...args: unknown[]) => void = console.warn,
): C | typeof DEFAULT_LANGUAGE {
  const wanted = typeof code === "string" ? code.trim().toLowerCase() : "";
  if (wanted === "") return DEFAULT_LANGUAGE;
  const codes: readonly C[] = allowed.map((entry: C | { readonly code: C }) => (typeof entry === "string" ? entry : entry.code));
  const match = codes.find((c) => c.toLowerCase() === wanted);
  if (match !== undefined) return match;
  warn(`Unknown language code "${code}"; falling back to "${DEFAULT_LANGUAGE}".`);
  return DEFAULT_LANGUAGE;
}
