"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import { Check } from "lucide-react";

import { useLocale, useT } from "@/lib/i18n/client";
import { isLocale, LOCALE_INFO, localePath, type Locale } from "@/lib/i18n/locales";
import { DEFAULT_LANGUAGE, languageNameIn, resolveLanguage, SITE_LANGUAGES } from "@/lib/languages";
import { NOTICE_DURATIONS, noticeStore } from "@/lib/notices";
import { readString, STORAGE_KEYS, writeString } from "@/lib/safe-storage";

export interface LanguageMenuProps {
  onClose: (returnFocus: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
}

/** The address this page's `hreflang` alternate for `locale` names, else that language's home page. */
export function translationPath(locale: Locale): string {
  const alternate = document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${LOCALE_INFO[locale].tag}"]`);
  if (alternate?.href) {
    const url = new URL(alternate.href);
    return `${url.pathname}${location.hash}`;
  }
  return localePath(locale, "/");
}

export function LanguageMenu({ onClose, anchor }: LanguageMenuProps) {
  const t = useT();
  const locale = useLocale();
  // A translated page is in its own language; an English page shows a planned language the visitor chose.
  const [current, setCurrent] = useState<string>(() => {
    const saved = resolveLanguage(readString(STORAGE_KEYS.websiteLang, DEFAULT_LANGUAGE), SITE_LANGUAGES);
    return locale !== "en" || isLocale(saved) ? locale : saved;
  });
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inside = (node: EventTarget | null) =>
    node instanceof Node && (!!rootRef.current?.contains(node) || !!anchor.current?.contains(node));

  useEffect(() => {
    const list = listRef.current;
    (list?.querySelector<HTMLButtonElement>("button[aria-pressed='true']") ?? list?.querySelector("button"))?.focus();
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

  function choose(code: string) {
    setCurrent(code);
    const saved = writeString(STORAGE_KEYS.websiteLang, code) && readString(STORAGE_KEYS.websiteLang, "") === code;
    // A published language: the same page in it (a full load: each language has its own document).
    if (isLocale(code)) {
      if (code === locale) onClose(true);
      else window.location.assign(translationPath(code));
      return;
    }
    onClose(true);
    noticeStore.add({
      title: t("langToastTitle"),
      description: t(saved ? "langToastDescription" : "langToastDescriptionNotSaved", {
        languageName: languageNameIn(code, locale),
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
              onClick={() => choose(lang.code)}
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
