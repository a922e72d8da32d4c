import { en, type TranslationKey } from "@/content/i18n/en";

/** Server-rendered labels: the site's content language is English. */
export const t = (key: TranslationKey): string => en[key];
