"use client";

import { useEffect, useSyncExternalStore } from "react";

import { LOCALE_INFO, PREFIXED_LOCALES, type PrefixedLocale } from "@/lib/i18n/locales";
import { readString, STORAGE_KEYS } from "@/lib/safe-storage";
import { useOnDemand } from "@/lib/use-on-demand";

import type { HintText } from "./translation-hint-card";

export type { HintText };

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
  const [Card, requestCard] = useOnDemand(() => import("./translation-hint-card").then((m) => m.TranslationHintCard));
  useEffect(() => {
    if (offer) requestCard();
  }, [offer, requestCard]);

  if (!offer || !Card) return null;
  return <Card locale={offer.locale} href={offer.href} text={texts[offer.locale]} />;
}
