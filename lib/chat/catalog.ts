import { getProductOverview, getProducts, getProductUseCases } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { joinSentences, shorten } from "@/lib/i18n/typography";

import { PRODUCT_SUMMARY_DESCRIPTION_CHARS, PRODUCT_SUMMARY_USE_CASES, type ChatProduct } from "./engine";

export function chatCatalog(locale: Locale): ChatProduct[] {
  setRequestLocale(locale);
  return getProducts(locale).map((p) => ({
    id: p.id,
    name: p.name,
    // Cut here, where the whole overview is at hand, at a sentence, a clause or a word (lib/i18n/typography.ts).
    detailedDescription: [
      shorten(
        getProductOverview(p).reduce((a, b) => joinSentences(a, b, locale), ""),
        PRODUCT_SUMMARY_DESCRIPTION_CHARS,
        locale,
      ),
    ],
    useCases: getProductUseCases(p).slice(0, PRODUCT_SUMMARY_USE_CASES),
  }));
}
