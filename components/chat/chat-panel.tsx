"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { clsx as cx } from "clsx";
import { Mic, Sparkles } from "lucide-react";

import { replyDelay, respond, type ChatProduct } from "@/lib/chat/engine";
import { useLocale, useT } from "@/lib/i18n/client";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { CHAT_LANGUAGE_CODES, CHAT_LANGUAGES, chatLanguageNotice, resolveLanguage } from "@/lib/languages";
import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { readString, STORAGE_KEYS, writeString } from "@/lib/safe-storage";
import type { ChatDictionary, ChatLanguage } from "@/content/types";
import { useSeededFocus, type OverlaySeed } from "@/components/widgets/use-live-overlay";

import { ChatHeader, chatIconButton } from "./chat-header";
import { Composer } from "./composer";
import { loadChatDictionary } from "./dictionaries";
import { MessageList, useConversation } from "./message-list";

export interface ChatPanelProps {
  /** The greeting the server's first screen showed, in the page's language. */
  greeting: string;
  /** What the first screen held when this code arrived: the text typed, a send pressed. */
  seed: OverlaySeed;
}

let catalogPromise: Promise<ChatProduct[]> | null = null;
/** The product catalogue in the page's language, so that a product is found by the name the page shows. */
function loadCatalog(locale: Locale): Promise<ChatProduct[]> {
  catalogPromise ??= fetch(localePath(locale, "/chat-catalog.json"))
    .then((r) => (r.ok ? (r.json() as Promise<ChatProduct[]>) : []))
    .catch(() => []);
  return catalogPromise;
}

/** The chat assistant, once its code runs inside the panel the server wrote. */
export function ChatPanel({ greeting, seed }: ChatPanelProps) {
  const t = useT();
  const locale = useLocale();
  // On a translated page the assistant starts in the page's language; on an English page, in the one last chosen.
  const [lang, setLang] = useState<ChatLanguage>(() =>
    locale !== "en" ? locale : resolveLanguage<ChatLanguage>(readString(STORAGE_KEYS.chatbotLang, "en"), CHAT_LANGUAGE_CODES),
  );
  const [dict, setDict] = useState<ChatDictionary | null>(null);
  const [englishDict, setEnglishDict] = useState<ChatDictionary | null>(null);
  const [products, setProducts] = useState<ChatProduct[]>([]);
  // A send pressed on the first screen shows at once and is answered once the dictionaries are here.
  const sentEarly = seed.send ? seed.text.trim() : "";
  const { messages, restart, add } = useConversation(greeting, sentEarly);
  const [input, setInput] = useState(sentEarly ? "" : seed.text);
  const [gptMode, setGptMode] = useState(false);
  const [typing, setTyping] = useState(!!sentEarly);
  const inputRef = useSeededFocus(seed);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /** Messages sent before the dictionaries arrived: shown at once, answered in turn once they are here. */
  const unanswered = useRef<string[]>(sentEarly ? [sentEarly] : []);

  useEffect(() => {
    void Promise.all([loadChatDictionary(lang), loadChatDictionary("en"), loadCatalog(locale)]).then(([d, english, catalog]) => {
      setDict(d);
      setEnglishDict(english);
      setProducts(catalog);
      // The first screen greets in the page's language; an English page may open in the language last chosen.
      if (d.responses.greeting !== greeting && !unanswered.current.length) restart(d.responses.greeting);
      answerPending(d, english, catalog);
    });
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
    noticeStore.add(chatLanguageNotice(code, locale, t));
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
    if (!text) return;
    add("user", text);
    setInput("");
    setTyping(true);
    if (!dict) {
      unanswered.current.push(text);
      return;
    }
    reply(text, { dict, englishDict: englishDict ?? dict, products });
  }

  function reply(text: string, known: { dict: ChatDictionary; englishDict: ChatDictionary; products: ChatProduct[] }) {
    // The catalogue is in the page's language, so its summaries take the page's strings.
    const labels = { locale, useCases: t("chat.useCases"), useCaseLine: t("chat.useCaseLine") };
    // The answer is worked out while the assistant "thinks", so the question shows in the frame after Enter.
    const handle = setTimeout(() => {
      timers.current.delete(handle);
      const answer = respond(text, { ...known, gptMode, labels });
      if (answer.gptModeActivated) {
        setGptMode(true);
        noticeStore.add({ title: t("chat.gptOnTitle"), description: t("chat.gptOnDescription"), duration: NOTICE_DURATIONS.gpt });
      }
      setTyping(false);
      add("bot", answer.text);
    }, replyDelay());
    timers.current.add(handle);
  }

  const answerPending = useEffectEvent((d: ChatDictionary, english: ChatDictionary, catalog: ChatProduct[]) => {
    for (const text of unanswered.current.splice(0)) reply(text, { dict: d, englishDict: english, products: catalog });
  });

  return (
    <>
      <ChatHeader title={t("chat.title")} closeLabel={t("chat.close")}>
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
          className={cx(chatIconButton, gptMode && "bg-white/25")}
        >
          <Sparkles aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => noticeStore.add({ title: t("chat.voiceTitle"), description: t("chat.voiceDescription") })}
          aria-label={t("chat.voiceInput")}
          className={chatIconButton}
        >
          <Mic aria-hidden="true" className="size-4" />
        </button>
      </ChatHeader>
      <MessageList messages={messages} typing={typing} label={t("chat.messages")} className="flex-1 bg-surface-subtle" />
      <Composer
        inputId="chat-input"
        inputRef={inputRef}
        placeholder={t("chat.placeholder")}
        sendLabel={t("chat.send")}
        value={input}
        onValueChange={setInput}
        onSend={send}
        autoFocus
        className="border-t border-slate-200 p-3"
      />
    </>
  );
}
