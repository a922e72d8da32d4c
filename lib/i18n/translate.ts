/**
 * A name a sentence may need in another form: `{name}` is its text, `{name:the}` "el bot de voz", `{name:of}`
 * "del bot de voz" (lib/i18n/grammar.ts makes them). A template that asks for a form its value lacks throws, so
 * the build names the template instead of printing an ungrammatical sentence.
 */
export interface Noun {
  text: string;
  forms: Readonly<Partial<Record<string, string>>>;
}
export type TranslationParams = Record<string, string | number | Noun>;

export type Dictionaries = Record<string, Partial<Record<string, string>> | undefined>;

export type Translate = (lang: string, key: string, params?: TranslationParams, defaultValue?: string) => string;

/** The first letter in lower case, unless the first word is an acronym or has inner capitals ("CRM", "WhatsApp"). */
export function lowerFirst(text: string): string {
  const first = /^\p{L}[\p{L}\p{N}'’-]*/u.exec(text)?.[0] ?? "";
  if (first.length === 0 || /\p{Lu}/u.test(first.slice(1))) return text;
  return first[0]!.toLocaleLowerCase() + text.slice(1);
}

/** Forms any text has: `lower` (after a colon in Spanish and French), `de` (French "de Daniel", "d'Aisyah"). */
const TEXT_FORMS: Record<string, (text: string) => string> = {
  lower: lowerFirst,
  de: (text) => (/^[aeiouyàâéèêëîïôûüœ]/i.test(text) ? `d'${text}` : `de ${text}`),
};

export function interpolate(template: string, params?: TranslationParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (match, name: string, form: string | undefined) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return match;
    const value = params[name]!;
    const text = typeof value === "object" ? value.text : String(value);
    if (form === undefined) return text;
    const own = typeof value === "object" ? value.forms[form] : undefined;
    if (own !== undefined) return own;
    const derived = TEXT_FORMS[form];
    if (derived) return derived(text);
    throw new Error(`"${template}" asks for {${name}:${form}}, a form "${text}" does not have (lib/i18n/grammar.ts)`);
  });
}

function lookup(dictionaries: Dictionaries, lang: string, key: string): string | undefined {
  const dict = Object.prototype.hasOwnProperty.call(dictionaries, lang) ? dictionaries[lang] : undefined;
  if (!dict || !Object.prototype.hasOwnProperty.call(dict, key)) return undefined;
  const value = dict[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function createTranslator(dictionaries: Dictionaries, fallbackLang: string = "en"): Translate {
  return (lang, key, params, defaultValue) => {
    const text = lookup(dictionaries, lang, key) ?? lookup(dictionaries, fallbackLang, key) ?? defaultValue;
    return text === undefined ? key : interpolate(text, params);
  };
}
