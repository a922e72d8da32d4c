"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { clsx as cn } from "clsx";
import { domAnimation, LazyMotion, m, MotionConfig } from "framer-motion";
import { Bot, Mic, Sparkles, X } from "lucide-react";

import { replyDelay, respond, type ChatProduct } from "@/lib/chat/engine";
import type { ChatDictionary, ChatLanguage } from "@/lib/content/types";
import { tc } from "@/lib/i18n/client";
import { CHAT_LANGUAGE_CODES, CHAT_LANGUAGES, resolveLanguage } from "@/lib/languages";
import { readString, STORAGE_KEYS, writeString } from "@/lib/safe-storage";
import { NOTICE_DURATIONS, toastStore } from "@/lib/toast-queue";

import { Composer } from "./composer";
import { loadChatDictionary } from "./dictionaries";
import { MessageList, type ListedMessage } from "./message-list";

export interface ChatPanelProps {
  onClose: () => void;
}

type ChatMessage = ListedMessage;

let catalogPromise: Promise<ChatProduct[]> | null = null;
/** Product knowledge is a static JSON file, fetched once when the panel first opens. */
function loadCatalog(): Promise<ChatProduct[]> {
  catalogPromise ??= fetch("/chat-catalog.json")
    .then((r) => (r.ok ? (r.json() as Promise<ChatProduct[]>) : []))
    .catch(() => []);
  return catalogPromise;
}

/** The rule-based chat assistant: canned answers in en/es/fr, never a real model. */
export function ChatPanel({ onClose }: ChatPanelProps) {
  // Mounted only after the visitor opens the panel, so browser storage can be read while initialising.
  const [lang, setLang] = useState<ChatLanguage>(() =>
    resolveLanguage<ChatLanguage>(readString(STORAGE_KEYS.chatbotLang, "en"), CHAT_LANGUAGE_CODES),
  );
  const [dict, setDict] = useState<ChatDictionary | null>(null);
  const [englishDict, setEnglishDict] = useState<ChatDictionary | null>(null);
  const [products, setProducts] = useState<ChatProduct[]>([]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState("");
  const [gptMode, setGptMode] = useState(false);
  const [typing, setTyping] = useState(false);
  const nextId = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const greet = useCallback((d: ChatDictionary) => {
    setMessages([{ id: nextId.current++, sender: "bot", text: d.responses.greeting }]);
  }, []);

  useEffect(() => {
    void Promise.all([loadChatDictionary(lang), loadChatDictionary("en"), loadCatalog()]).then(([d, english, catalog]) => {
      setDict(d);
      setEnglishDict(english);
      setProducts(catalog);
      greet(d);
    });
    inputRef.current?.focus();
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
    // Load once, for the language the panel opened in; later changes go through changeLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [greet]);

  async function changeLanguage(code: ChatLanguage) {
    const d = await loadChatDictionary(code);
    setLang(code);
    setDict(d);
    writeString(STORAGE_KEYS.chatbotLang, code);
    greet(d);
    const name = CHAT_LANGUAGES.find((l) => l.code === code)?.name ?? code;
    toastStore.add({
      title: tc("chat.languageSwitchedTitle"),
      description: tc("chat.languageSwitchedDescription", { language: name }),
    });
  }

  function toggleGpt() {
    const on = !gptMode;
    setGptMode(on);
    toastStore.add(
      on
        ? { title: tc("chat.gptOnTitle"), description: tc("chat.gptOnDescription"), duration: NOTICE_DURATIONS.gpt }
        : { title: tc("chat.gptOffTitle"), description: tc("chat.gptOffDescription"), duration: NOTICE_DURATIONS.gpt },
    );
  }

  function send() {
    const text = input.trim();
    if (!text || !dict) return;
    setMessages((ms) => [...ms, { id: nextId.current++, sender: "user", text }]);
    setInput("");
    setTyping(true);
    const answer = respond(text, { dict, englishDict: englishDict ?? dict, products, gptMode });
    if (answer.gptModeActivated) {
      setGptMode(true);
      toastStore.add({ title: tc("chat.gptOnTitle"), description: tc("chat.gptOnDescription"), duration: NOTICE_DURATIONS.gpt });
    }
    const handle = setTimeout(() => {
      timers.current.delete(handle);
      setTyping(false);
      setMessages((ms) => [...ms, { id: nextId.current++, sender: "bot", text: answer.text }]);
    }, replyDelay());
    timers.current.add(handle);
  }

  const iconButton = "inline-flex size-9 items-center justify-center rounded-full text-white hover:bg-white/15";
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={domAnimation} strict>
        <m.section
          id="chat-panel"
          aria-label={tc("chat.title")}
          initial={{ opacity: 0, y: 16, scale: 0.98 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          transition={{ duration: 0.18 }}
          onKeyDown={(e) => e.key === "Escape" && onClose()}
          className="fixed right-4 bottom-24 z-50 flex h-[min(550px,calc(100dvh-8rem))] w-[min(380px,calc(100vw-2rem))] flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-2xl"
        >
          <header className="flex items-center gap-2 bg-gradient-to-r from-brand-800 to-accent-700 px-4 py-3 text-white">
            <Bot aria-hidden="true" className="size-5" />
            <h2 className="flex-1 font-semibold">{tc("chat.title")}</h2>
            <label htmlFor="chat-language" className="sr-only">
              {tc("chat.language")}
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
              aria-label={tc("chat.gptToggle")}
              className={cn(iconButton, gptMode && "bg-white/25")}
            >
              <Sparkles aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              onClick={() => toastStore.add({ title: tc("chat.voiceTitle"), description: tc("chat.voiceDescription") })}
              aria-label={tc("chat.voiceInput")}
              className={iconButton}
            >
              <Mic aria-hidden="true" className="size-4" />
            </button>
            <button type="button" onClick={onClose} aria-label={tc("chat.close")} className={iconButton}>
              <X aria-hidden="true" className="size-4" />
            </button>
          </header>
          <MessageList messages={messages} typing={typing} label={tc("chat.messages")} className="flex-1 bg-surface-subtle" />
          <Composer
            inputId="chat-input"
            inputRef={inputRef}
            placeholder={tc("chat.placeholder")}
            sendLabel={tc("chat.send")}
            value={input}
            onValueChange={setInput}
            onSend={send}
            className="border-t border-slate-200 p-3"
          />
        </m.section>
      </LazyMotion>
    </MotionConfig>
  );
}
