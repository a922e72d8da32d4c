import type { PrefixedLocale } from "@/content/locales";
import type { Grammar } from "@/content/translations/types";
import type { LocaleContent } from "@/content/units";

import { es } from "./es";
import { grammar as esGrammar } from "./es/grammar";
import { fr } from "./fr";
import { grammar as frGrammar } from "./fr/grammar";
import { zh } from "./zh";

/**
 * Every locale's translations of the English content (content/*.ts), one folder each. Keyed by the declared
 * locales (content/locales.ts): a locale declared without its folder here fails `tsc` and `npm run content:check`.
 */
export const translations: Record<PrefixedLocale, LocaleContent> = { es, fr, zh };

/** How a language inflects names inside sentences (lib/i18n/grammar.ts); Chinese needs no grammar file. */
export const grammars: Partial<Record<PrefixedLocale, Grammar>> = { es: esGrammar, fr: frGrammar };
