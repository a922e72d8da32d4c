import type { LocaleContent } from "@/lib/content/units";
import type { PrefixedLocale } from "@/lib/i18n/locales";

import { es } from "./es";
import { fr } from "./fr";
import { zh } from "./zh";

/** Every locale's translations of the English content (content/*.ts), one folder each. */
export const translations: Record<PrefixedLocale, LocaleContent> = { es, fr, zh };
