// Every string a translation shows, with where it is written, for the checks that read the translated prose
// (typography.ts, glossary.ts). A string is named "file: id: field", as the rest of the content check names them.
import { locateUnit } from "./translations";

export interface ProseString {
  locale: string;
  /** "content/translations/fr/products-1.ts: voice-bot: tagline" */
  where: string;
  text: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The strings of each unit's `text` in `translations` ({ locale: { collection: { key: { source, text } } } }). */
export function translatedProse(
  translations: Readonly<Record<string, object>>,
  fileOf: (locale: string, collection: string, key: string) => string = locateUnit,
): ProseString[] {
  const out: ProseString[] = [];
  for (const [locale, content] of Object.entries(translations))
    for (const [collection, units] of Object.entries(content as Record<string, unknown>)) {
      if (!isObject(units)) continue;
      for (const [key, unit] of Object.entries(units)) {
        if (!isObject(unit)) continue;
        const at = `${fileOf(locale, collection, key)}: ${key}`;
        const visit = (value: unknown, field: string) => {
          if (typeof value === "string") out.push({ locale, where: `${at}: ${field}`, text: value });
          else if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${field}[${i}]`));
          else if (isObject(value)) for (const [k, v] of Object.entries(value)) visit(v, field ? `${field}.${k}` : k);
        };
        visit(unit.text, "");
      }
    }
  return out;
}

/** `text` without its HTML tags (a blog body is HTML), as a reader sees it: a tag adds no space. */
export const withoutTags = (text: string): string => text.replace(/<[^>]*>/g, "");

/** The rest of the text the site shows in each language, beside the translations, as the typography check reads it. */
export interface ShownText {
  /** content/i18n/<locale>.ts: the UI strings, by key. */
  uiStrings: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** content/chat/<locale>.ts: the chat assistant's replies (its keywords are what a visitor types, not shown). */
  chatResponses: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** content/chat/answers/<locale>.ts: each product's chat answer. */
  chatAnswers: Readonly<Partial<Record<string, Readonly<Record<string, { summary: string; useCases: readonly string[] }>>>>>;
  /** content/seo/<locale>.ts: each page's title and description, by English route path. */
  seo: Readonly<Partial<Record<string, Readonly<Record<string, { title: string; description: string }>>>>>;
}

/**
 * Every string of `shown`, named as the rest of the check names it: "content/i18n/fr.ts: form.tooLong",
 * "content/chat/fr.ts: responses: greeting", "content/chat/answers/fr.ts: voice-bot: useCases[0]",
 * "content/seo/fr.ts: /product/: title". English is left out: no typography rule reads it.
 */
export function shownProse(shown: ShownText): ProseString[] {
  const out: ProseString[] = [];
  const translated = (locale: string) => locale !== "en";
  for (const [locale, strings] of Object.entries(shown.uiStrings).filter(([l]) => translated(l)))
    for (const [key, text] of Object.entries(strings)) out.push({ locale, where: `content/i18n/${locale}.ts: ${key}`, text });
  for (const [locale, responses] of Object.entries(shown.chatResponses).filter(([l]) => translated(l)))
    for (const [key, text] of Object.entries(responses))
      out.push({ locale, where: `content/chat/${locale}.ts: responses: ${key}`, text });
  for (const [locale, answers] of Object.entries(shown.chatAnswers).filter(([l]) => translated(l)))
    for (const [id, { summary, useCases }] of Object.entries(answers ?? {})) {
      const at = `content/chat/answers/${locale}.ts: ${id}`;
      out.push({ locale, where: `${at}: summary`, text: summary });
      useCases.forEach((text, i) => out.push({ locale, where: `${at}: useCases[${i}]`, text }));
    }
  for (const [locale, pages] of Object.entries(shown.seo).filter(([l]) => translated(l)))
    for (const [path, { title, description }] of Object.entries(pages ?? {})) {
      out.push({ locale, where: `content/seo/${locale}.ts: ${path}: title`, text: title });
      out.push({ locale, where: `content/seo/${locale}.ts: ${path}: description`, text: description });
    }
  return out;
}
