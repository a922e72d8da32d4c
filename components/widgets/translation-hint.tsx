"use client";

import { useState, useSyncExternalStore } from "react";
import { X } from "lucide-react";

import { LOCALE_INFO, PREFIXED_LOCALES, type PrefixedLocale } from "@/lib/i18n/locales";
import { readString, STORAGE_KEYS, writeString } from "@/lib/safe-storage";

export type HintText = { text: string; link: string; dismiss: string };

/** The visitor's language among the translations: the one they chose in the picker, else their browser's first. */
function preferredLocale(): PrefixedLocale | undefined {
  const saved = readString(STORAGE_KEYS.websiteLang, "");
  if (PREFIXED_LOCALES.includes(saved as PrefixedLocale)) return saved as PrefixedLocale;
  if (saved === "en") return undefined;
  for (const language of navigator.languages ?? []) {
    const code = language.toLowerCase().split("-")[0];
    if (code === "en") return undefined;
    if (PREFIXED_LOCALES.includes(code as PrefixedLocale)) return code as PrefixedLocale;
  }
  return undefined;
}

/**
 * On an English page, a small dismissible link to the same page in the visitor's language when the site
 * has it (its hreflang alternate). Never a redirect; once dismissed, not offered again. It floats under the
 * header, clear of the launchers in the bottom corners, and takes no room, so nothing moves when it appears.
 */
type Offer = { locale: PrefixedLocale; href: string } | null;

let offered: Offer | undefined;
/** Read once from the page and the browser (the server has no offer to make). */
function currentOffer(): Offer {
  if (offered !== undefined) return offered;
  offered = null;
  if (readString(STORAGE_KEYS.translationHint, "") === "dismissed") return offered;
  const locale = preferredLocale();
  const alternate =
    locale && document.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${LOCALE_INFO[locale].tag}"]`);
  if (locale && alternate && alternate.href) offered = { locale, href: new URL(alternate.href).pathname };
  return offered;
}
const noChanges = () => () => {};

export function TranslationHint({ texts }: { texts: Record<PrefixedLocale, HintText> }) {
  const offer = useSyncExternalStore(noChanges, currentOffer, () => null);
  const [dismissed, setDismissed] = useState(false);

  if (!offer || dismissed) return null;
  const text = texts[offer.locale];
  return (
    <aside
      lang={LOCALE_INFO[offer.locale].tag}
      aria-label={text.text}
      className="fixed top-26 left-1/2 z-30 flex w-max max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-2.5 text-sm text-ink shadow-card"
    >
      <span>
        {text.text}{" "}
        <a href={offer.href} className="font-semibold text-brand-800 underline underline-offset-4">
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
