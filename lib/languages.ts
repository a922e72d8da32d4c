/**
 * Language lists: the site picker offers six languages, the header
 * preference and the chat assistant three. Unknown codes fall back to English.
 */
import type { ChatLanguage, Language } from "@/lib/content/types";

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

/** Codes the header language preference (websiteLang) may hold. */
export const HEADER_LANGUAGES = ["en", "es", "fr"] as const satisfies readonly SiteLanguage[];

export type HeaderLanguage = (typeof HEADER_LANGUAGES)[number];

/** Languages of the chat assistant (chatbotLang), with their names. */
export const CHAT_LANGUAGES = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
] as const satisfies readonly { code: ChatLanguage; name: string }[];

export const SITE_LANGUAGE_CODES: readonly SiteLanguage[] = SITE_LANGUAGES.map((l) => l.code);
export const CHAT_LANGUAGE_CODES: readonly ChatLanguage[] = CHAT_LANGUAGES.map((l) => l.code);

/** The display name of a language code, or the code itself when unknown. */
export function languageName(code: string): string {
  return SITE_LANGUAGES.find((l) => l.code === code)?.name ?? code;
}

/**
 * `code` when it is one of `allowed` (codes or {code} objects), otherwise 'en'.
 * An unknown code logs a warning; a missing one (null, undefined, '') quietly
 * gives 'en'. Matching ignores case and surrounding spaces.
 */
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
