/**
 * Every locale's chat dictionary (`content/chat/<locale>.ts`), each loaded on demand, when the assistant opens in
 * that language. Keyed by the declared locales (content/locales.ts): a locale declared without its file here
 * fails `tsc` and `npm run content:check`, naming this file.
 */
import type { Locale } from "@/content/locales";
import type { ChatDictionary } from "@/content/types";

export const chatDictionaries: Record<Locale, () => Promise<ChatDictionary>> = {
  en: () => import("./en").then((m) => m.chatEn),
  es: () => import("./es").then((m) => m.chatEs),
  fr: () => import("./fr").then((m) => m.chatFr),
  zh: () => import("./zh").then((m) => m.chatZh),
};
