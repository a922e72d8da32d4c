import { en, type TranslationKey } from "@/content/i18n/en";

import { createTranslator, type TranslationParams } from "./translate";

const translate = createTranslator({ en });

/**
 * Labels of client widgets. The site's content language is English for now
 *, so the English dictionary is the only one shipped to the browser.
 */
export const tc = (key: TranslationKey, params?: TranslationParams): string => translate("en", key, params);
