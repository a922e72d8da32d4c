import type { LocaleContent } from "@/lib/content/units";
import type { Grammar } from "@/lib/i18n/grammar";
import type { PrefixedLocale } from "@/lib/i18n/locales";

import { es } from "./es";
import { grammar as esGrammar } from "./es/grammar";
import { fr } from "./fr";
import { grammar as frGrammar } from "./fr/grammar";
import { zh } from "./zh";

/** Every locale's translations of the English content (content/*.ts), one folder each. */
export const translations: Record<PrefixedLocale, LocaleContent> = { es, fr, zh };

/** How a language inflects names inside sentences (lib/i18n/grammar.ts); Chinese needs no grammar file. */
export const grammars: Partial<Record<PrefixedLocale, Grammar>> = { es: esGrammar, fr: frGrammar };
