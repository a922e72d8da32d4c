import type { SeoTranslationTable } from "./types";

/** fr: the titles and descriptions of content/seo/en.ts, written for fr readers. */
export const fr: SeoTranslationTable = {};
