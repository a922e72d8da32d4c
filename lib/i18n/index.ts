import { en, type TranslationKey } from "@/content/i18n/en";

import { createTranslator, type TranslationParams } from "./translate";

const translate = createTranslator({ en });

// Server HTML and client widgets alike speak English for now; only the language picker loads another dictionary.
export const t = (key: TranslationKey, params?: TranslationParams): string => translate("en", key, params);
