"use client";

import { useState } from "react";
import { X } from "lucide-react";

import { LOCALE_INFO, type PrefixedLocale } from "@/lib/i18n/locales";
import { STORAGE_KEYS, writeString } from "@/lib/safe-storage";

export type HintText = { text: string; link: string; dismiss: string };

/** The offer itself: loaded only for a visitor who gets one (see translation-hint.tsx). */
export function TranslationHintCard({ locale, href, text }: { locale: PrefixedLocale; href: string; text: HintText }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside
      lang={LOCALE_INFO[locale].tag}
      aria-label={text.text}
      className="fixed top-26 left-1/2 z-30 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-2.5 text-sm text-ink shadow-card"
    >
      <span>
        {text.text}{" "}
        <a href={href} className="font-semibold text-brand-800 underline underline-offset-4">
          {text.link}
        </a>
      </span>
      <button
        type="button"
        aria-label={text.dismiss}
        onClick={() => {
          writeString(STORAGE_KEYS.translationHint, "dismissed");
          setDismissed(true);
        }}
        className="rounded-full p-1 text-ink-muted hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
