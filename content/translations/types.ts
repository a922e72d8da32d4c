/**
 * The shape of a translation, as content/translations/ writes it: a unit per English item, holding only its prose
 * (`text`) and the hash of the English it was translated from (`source`); the facts come from the English.
 * lib/content/translation.ts checks and applies them.
 */

export const FACT_KEYS = [
  "id",
  "icon",
  "color",
  "colorFrom",
  "colorTo",
  "baseColor",
  "bgColorFrom",
  "bgColorTo",
  "imageUrl",
  "src",
  "avatar",
  "group",
  "price",
  "popular",
  "href",
  "path",
  "products",
  "featuredProducts",
  "productId",
  "product",
  "client",
  "author",
  "section",
  "date",
  "translationKey",
  "email",
  "careersEmail",
  "partnershipsEmail",
  "phone",
  "phoneE164",
  "timeZone",
  "opens",
  "closes",
  "foundingYear",
  "pagesUpdated",
  "legalName",
  "street",
  "locality",
  "region",
  "postalCode",
  "country",
] as const;
export type FactKey = (typeof FACT_KEYS)[number];

export type Text<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? Text<E>[]
    : T extends object
      ? { [K in keyof T as K extends FactKey ? never : NonNullable<T[K]> extends number | boolean ? never : K]: Text<T[K]> }
      : never;

export interface Unit<T> {
  source: string;
  text: Text<T>;
}

/** A translated collection: one unit per English item, keyed as `englishUnits` keys it. */
export type Units<T> = Record<string, Unit<T>>;

export interface GlossaryEntry {
  en: string;
  translation: string;
  note?: string;
  /**
   * Renderings this site does not use for the term: a string is matched as a whole word (a run of characters in
   * Chinese), case-insensitively; a pattern as written. `npm run content:check` fails on any translated string
   * of the locale that uses one (scripts/content-check/glossary.ts), naming its file, id and field.
   */
  avoid?: readonly (string | RegExp)[];
}

/** The kinds of name a sentence may hold, each with its article in a language's `grammar.ts` (lib/i18n/grammar.ts reads it). */
export const NOUN_KINDS = ["product", "service", "solution", "sector", "study"] as const;
export type NounKind = (typeof NOUN_KINDS)[number];

/** The article a name takes ("" for a proper name that takes none, such as "Microsoft Teams"), or its forms. */
export type NounEntry = string | { the: string; of: string };
export type Grammar = Record<NounKind, Record<string, NounEntry>>;
