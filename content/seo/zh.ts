import type { SeoTranslationTable } from "./types";

/** zh: the titles and descriptions of content/seo/en.ts, written for zh readers. */
export const zh: SeoTranslationTable = {};
