import type { Locale } from "@/content/locales";

import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { SeoText } from "./types";
import { zh } from "./zh";

export type { SeoTable, SeoText, SeoTranslation, SeoTranslationTable } from "./types";

/**
 * Every language's titles and descriptions, keyed by English route path; lib/pages/info.ts reads them. A language
 * without its file here has none: the content check names every page it ships without them.
 */
export const seoTexts: Partial<Record<Locale, Readonly<Record<string, SeoText>>>> = { en, es, fr, zh };

/**
 * Languages whose file is still being written: the content check reports their missing pages as information and
 * checks only what is written. Empty once every language has every page.
 */
export const SEO_PENDING: readonly Locale[] = [];

/** The file each language's text is written in, as the content check names it. */
export const seoFile = (locale: Locale): string => `content/seo/${locale}.ts`;
