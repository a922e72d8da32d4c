import { getProductOverview, getProducts, getProductUseCases } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";

import { PRODUCT_SUMMARY_DESCRIPTION_CHARS, PRODUCT_SUMMARY_USE_CASES, type ChatProduct } from "./engine";

export function chatCatalog(locale: Locale): ChatProduct[] {
  setRequestLocale(locale);
  return getProducts(locale).map((p) => ({
    id: p.id,
    name: p.name,
    detailedDescription: [
      getProductOverview(p)
        .join(" ")
        .slice(0, PRODUCT_SUMMARY_DESCRIPTION_CHARS + 1),
    ],
    useCases: getProductUseCases(p).slice(0, PRODUCT_SUMMARY_USE_CASES),
  }));
}
