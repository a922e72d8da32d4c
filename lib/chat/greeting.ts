// Server code: the chat panel's first screen greets in the page's language before its dictionaries load.
import { chatEn } from "@/content/chat/en";
import { chatEs } from "@/content/chat/es";
import { chatFr } from "@/content/chat/fr";
import { chatZh } from "@/content/chat/zh";
import type { Locale } from "@/content/locales";
import type { ChatDictionary } from "@/content/types";

const DICTIONARIES: Record<Locale, ChatDictionary> = { en: chatEn, es: chatEs, fr: chatFr, zh: chatZh };

/** The assistant's greeting in `locale`, the same string its dictionary opens with. */
export const chatGreeting = (locale: Locale): string => DICTIONARIES[locale].responses.greeting;
