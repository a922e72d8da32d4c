/**
 * Names inside sentences. Spanish and French put a product, a service or a sector in a sentence with an article
 * that agrees with it ("el bot de voz", "la telefonía en la nube", "les PME") and contract it after "de" ("del",
 * "du", "des"). Each language's `grammar.ts` (content/translations/<locale>/) gives the article of every name, or
 * its forms outright; the templates then ask for `{name:the}` or `{name:of}` (lib/i18n/translate.ts).
 */
import { grammars } from "@/content/translations";
import type { Grammar, NounEntry, NounKind } from "@/content/translations/types";

import { type Locale } from "./locales";
import { requestLocale } from "./request-locale";
import { lowerFirst, type Noun } from "./translate";

export { NOUN_KINDS, type Grammar, type NounEntry, type NounKind } from "@/content/translations/types";

const OF: Partial<Record<Locale, Record<string, string>>> = {
  es: { el: "del ", la: "de la ", los: "de los ", las: "de las ", "": "de " },
  fr: { le: "du ", la: "de la ", "l'": "de l'", les: "des ", "": "de " },
};

function formsOf(locale: Locale, entry: NounEntry, name: string): { the: string; of: string } {
  if (typeof entry !== "string") return entry;
  const article = entry;
  const of = OF[locale]?.[article];
  if (of === undefined) throw new Error(`${locale}: unknown article "${article}" for "${name}" (lib/i18n/grammar.ts)`);
  // A proper name keeps its capitals and takes no article ("Microsoft Teams"); French elides "de" before a vowel.
  if (article === "")
    return { the: name, of: locale === "fr" && /^[aeiouyàâéèêîïôû]/i.test(name) ? `d'${name}` : `${of}${name}` };
  const lower = lowerFirst(name);
  return { the: article === "l'" ? `l'${lower}` : `${article} ${lower}`, of: `${of}${lower}` };
}

/** The grammar file of a locale, if it has one (English and Chinese need none). */
export const grammarOf = (locale: Locale): Grammar | undefined => (locale === "en" ? undefined : grammars[locale]);

/**
 * A name as a template parameter: its text, and in a language with a grammar file its forms. A name the grammar
 * file does not list fails the build, naming the file and the id.
 */
export function noun(kind: NounKind, id: string, name: string, locale: Locale = requestLocale()): Noun {
  const grammar = grammarOf(locale);
  if (!grammar) return { text: name, forms: {} };
  const entry = grammar[kind][id];
  if (entry === undefined) throw new Error(`content/translations/${locale}/grammar.ts: no ${kind} "${id}" (${name})`);
  return { text: name, forms: formsOf(locale, entry, name) };
}
