import type { ChatLanguage, Language } from "@/lib/content/types";
import { LOCALE_INFO, type Locale } from "@/lib/i18n/locales";

export const DEFAULT_LANGUAGE = "en";

export const SITE_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
  { code: "de", name: "Deutsch" },
  { code: "ja", name: "日本語" },
  { code: "zh", name: "中文" },
] as const satisfies readonly Language[];

export type SiteLanguage = (typeof SITE_LANGUAGES)[number]["code"];

export const CHAT_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
  { code: "zh", name: "中文" },
] as const satisfies readonly { code: ChatLanguage; name: string }[];

export const SITE_LANGUAGE_CODES: readonly SiteLanguage[] = SITE_LANGUAGES.map((l) => l.code);
export const CHAT_LANGUAGE_CODES: readonly ChatLanguage[] = CHAT_LANGUAGES.map((l) => l.code);

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
