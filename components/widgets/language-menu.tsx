"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import { Check } from "lucide-react";

import { t } from "@/lib/i18n";
import { createTranslator } from "@/lib/i18n/translate";
import { DEFAULT_LANGUAGE, languageName, resolveLanguage, SITE_LANGUAGES } from "@/lib/languages";
import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { readString, STORAGE_KEYS, writeString } from "@/lib/safe-storage";
import { en } from "@/content/i18n/en";

export interface LanguageMenuProps {
  onClose: (returnFocus: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
}

async function translatorFor(code: string) {
  const dictionaries: Record<string, Partial<Record<string, string>>> = { en };
  if (code === "es") dictionaries.es = (await import("@/content/i18n/es")).es;
  if (code === "fr") dictionaries.fr = (await import("@/content/i18n/fr")).fr;
  return createTranslator(dictionaries);
}

export function LanguageMenu({ onClose, anchor }: LanguageMenuProps) {
  const [current, setCurrent] = useState<string>(() =>
    resolveLanguage(readString(STORAGE_KEYS.websiteLang, DEFAULT_LANGUAGE), SITE_LANGUAGES),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inside = (node: EventTarget | null) =>
    node instanceof Node && (!!rootRef.current?.contains(node) || !!anchor.current?.contains(node));

  useEffect(() => {
    listRef.current?.querySelector<HTMLButtonElement>("button[aria-pressed='true'], button")?.focus();
  }, []);

  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (!inside(e.target)) onClose(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose(true);
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  });

  async function choose(code: string) {
    setCurrent(code);
    const saved = writeString(STORAGE_KEYS.websiteLang, code) && readString(STORAGE_KEYS.websiteLang, "") === code;
    onClose(true);
    const translate = await translatorFor(code);
    noticeStore.add({
      title: translate(code, "langToastTitle"),
      description: translate(code, saved ? "langToastDescription" : "langToastDescriptionNotSaved", {
        languageName: languageName(code),
      }),
      duration: NOTICE_DURATIONS.language,
    });
  }

  return (
    <div
      ref={rootRef}
      id="language-menu"
      role="group"
      aria-label={t("language.listLabel")}
      onBlur={(e) => {
        if (e.relatedTarget && !inside(e.relatedTarget)) onClose(false);
      }}
      className="absolute right-0 bottom-14 w-48 rounded-2xl border border-slate-200 bg-white p-2 shadow-card"
    >
      <ul ref={listRef} className="grid gap-0.5">
        {SITE_LANGUAGES.map((lang) => (
          <li key={lang.code}>
            <button
              type="button"
              lang={lang.code}
              aria-pressed={current === lang.code}
              onClick={() => void choose(lang.code)}
              className="flex w-full items-center justify-between rounded-xl px-3 py-2 text-left text-sm text-ink hover:bg-brand-50 aria-pressed:font-semibold aria-pressed:text-brand-800"
            >
              {lang.name}
              {current === lang.code ? <Check aria-hidden="true" className="size-4" /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
