"use client";

import { useEffect, useRef, useState } from "react";
import { clsx as cx } from "clsx";
import { Bot, Mic, Sparkles, X } from "lucide-react";

import { replyDelay, respond, type ChatProduct } from "@/lib/chat/engine";
import { useLocale, useT } from "@/lib/i18n/client";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { CHAT_LANGUAGE_CODES, CHAT_LANGUAGES, resolveLanguage } from "@/lib/languages";
import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { readString, STORAGE_KEYS, writeString } from "@/lib/safe-storage";
import type { ChatDictionary, ChatLanguage } from "@/content/types";

import { Composer } from "./composer";
import { loadChatDictionary } from "./dictionaries";
import { MessageList, useConversation } from "./message-list";

export interface ChatPanelProps {
  onClose: () => void;
}

let catalogPromise: Promise<ChatProduct[]> | null = null;
/** The product catalogue in the page's language, so that a product is found by the name the page shows. */
function loadCatalog(locale: Locale): Promise<ChatProduct[]> {
  catalogPromise ??= fetch(localePath(locale, "/chat-catalog.json"))
    .then((r) => (r.ok ? (r.json() as Promise<ChatProduct[]>) : []))
    .catch(() => []);
  return catalogPromise;
}

export function ChatPanel({ onClose }: ChatPanelProps) {
  const t = useT();
  const locale = useLocale();
  // On a translated page the assistant starts in the page's language; on an English page, in the one last chosen.
  const [lang, setLang] = useState<ChatLanguage>(() =>
    locale !== "en" ? locale : resolveLanguage<ChatLanguage>(readString(STORAGE_KEYS.chatbotLang, "en"), CHAT_LANGUAGE_CODES),
  );
  const [dict, setDict] = useState<ChatDictionary | null>(null);
  const [englishDict, setEnglishDict] = useState<ChatDictionary | null>(null);
  const [products, setProducts] = useState<ChatProduct[]>([]);
  const { messages, restart, add } = useConversation();
  const [input, setInput] = useState("");
  const [gptMode, setGptMode] = useState(false);
  const [typing, setTyping] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    void Promise.all([loadChatDictionary(lang), loadChatDictionary("en"), loadCatalog(locale)]).then(([d, english, catalog]) => {
      setDict(d);
      setEnglishDict(english);
      setProducts(catalog);
      restart(d.responses.greeting);
    });
    inputRef.current?.focus();
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load once, in the opening language; changeLanguage does the rest
  }, [restart]);

  async function changeLanguage(code: ChatLanguage) {
    const d = await loadChatDictionary(code);
    setLang(code);
    setDict(d);
    writeString(STORAGE_KEYS.chatbotLang, code);
    restart(d.responses.greeting);
    const name = CHAT_LANGUAGES.find((l) => l.code === code)?.name ?? code;
    noticeStore.add({
      title: t("chat.languageSwitchedTitle"),
      description: t("chat.languageSwitchedDescription", { language: name }),
    });
  }

  function toggleGpt() {
    const on = !gptMode;
    setGptMode(on);
    noticeStore.add(
      on
        ? { title: t("chat.gptOnTitle"), description: t("chat.gptOnDescription"), duration: NOTICE_DURATIONS.gpt }
        : { title: t("chat.gptOffTitle"), description: t("chat.gptOffDescription"), duration: NOTICE_DURATIONS.gpt },
    );
  }

  function send() {
    const text = input.trim();
    if (!text || !dict) return;
    add("user", text);
    setInput("");
    setTyping(true);
    // The catalogue is in the page's language, so its summaries take the page's strings.
    const labels = { locale, useCases: t("chat.useCases"), useCaseLine: t("chat.useCaseLine") };
    const answer = respond(text, { dict, englishDict: englishDict ?? dict, products, gptMode, labels });
    if (answer.gptModeActivated) {
      setGptMode(true);
      noticeStore.add({ title: t("chat.gptOnTitle"), description: t("chat.gptOnDescription"), duration: NOTICE_DURATIONS.gpt });
    }
    const handle = setTimeout(() => {
      timers.current.delete(handle);
      setTyping(false);
      add("bot", answer.text);
    }, replyDelay());
    timers.current.add(handle);
  }

  const iconButton = "inline-flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15";
  return (
    <section
      id="chat-panel"
      aria-label={t("chat.title")}
      onKeyDown={(e) => e.key === "Escape" && onClose()}
      className="chat-panel-in fixed right-4 bottom-24 z-50 flex h-[min(550px,calc(100dvh-8rem))] w-[min(380px,calc(100vw-2rem))] flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-center gap-2 bg-gradient-to-r from-brand-800 to-accent-700 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-5" />
        <h2 className="flex-1 font-semibold">{t("chat.title")}</h2>
        <label htmlFor="chat-language" className="sr-only">
          {t("chat.language")}
        </label>
        <select
          id="chat-language"
          value={lang}
          onChange={(e) => void changeLanguage(e.target.value as ChatLanguage)}
          className="rounded-lg bg-white/15 px-1.5 py-1 text-xs text-white [&>option]:text-ink"
        >
          {CHAT_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.code.toUpperCase()}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={toggleGpt}
          aria-pressed={gptMode}
          aria-label={t("chat.gptToggle")}
          className={cx(iconButton, gptMode && "bg-white/25")}
        >
          <Sparkles aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => noticeStore.add({ title: t("chat.voiceTitle"), description: t("chat.voiceDescription") })}
          aria-label={t("chat.voiceInput")}
          className={iconButton}
        >
          <Mic aria-hidden="true" className="size-4" />
        </button>
        <button type="button" onClick={onClose} aria-label={t("chat.close")} className={iconButton}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </header>
      <MessageList messages={messages} typing={typing} label={t("chat.messages")} className="flex-1 bg-surface-subtle" />
      <Composer
        inputId="chat-input"
        inputRef={inputRef}
        placeholder={t("chat.placeholder")}
        sendLabel={t("chat.send")}
        value={input}
        onValueChange={setInput}
        onSend={send}
        className="border-t border-slate-200 p-3"
      />
    </section>
  );
}
