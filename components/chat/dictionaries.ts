import { chatDictionaries } from "@/content/chat";
import type { ChatDictionary, ChatLanguage } from "@/content/types";

/** The chat dictionary of `lang`, loaded on demand (content/chat/index.ts lists one per locale). */
export const loadChatDictionary = (lang: ChatLanguage): Promise<ChatDictionary> => chatDictionaries[lang]();
