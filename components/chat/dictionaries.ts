import type { ChatDictionary, ChatLanguage } from "@/lib/content/types";

export function loadChatDictionary(lang: ChatLanguage): Promise<ChatDictionary> {
  switch (lang) {
    case "es":
      return import("@/content/chat/es").then((m) => m.chatEs);
    case "fr":
      return import("@/content/chat/fr").then((m) => m.chatFr);
    case "zh":
      return import("@/content/chat/zh").then((m) => m.chatZh);
    default:
      return import("@/content/chat/en").then((m) => m.chatEn);
  }
}
