/**
 * Every locale's UI strings, one file each (`content/i18n/<locale>.ts`, typed `Record<TranslationKey, string>`).
 * Keyed by the declared locales (content/locales.ts): a locale declared without its file here fails `tsc` and
 * `npm run content:check`, naming this file.
 */
import type { Locale } from "@/content/locales";

import { en, type TranslationKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { zh } from "./zh";

export const uiStrings: Record<Locale, Record<TranslationKey, string>> = { en, es, fr, zh };
