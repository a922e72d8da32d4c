export type TranslationParams = Record<string, string | number>;

export type Dictionaries = Record<string, Partial<Record<string, string>> | undefined>;

export type Translate = (lang: string, key: string, params?: TranslationParams, defaultValue?: string) => string;

export function interpolate(template: string, params?: TranslationParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : match,
  );
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
