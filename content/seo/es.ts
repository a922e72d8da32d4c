import type { SeoTranslationTable } from "./types";

/** es: the titles and descriptions of content/seo/en.ts, written for es readers. */
export const es: SeoTranslationTable = {};
