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
