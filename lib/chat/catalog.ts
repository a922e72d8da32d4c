import { getProducts, getProductUseCases } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { chatAnswers, chatAnswersFile } from "@/content/chat/answers";

import { PRODUCT_SUMMARY_USE_CASES, type ChatProduct } from "./engine";

/**
 * The products as the chat answers about them in `locale` (its chat-catalog.json): each with the summary and the
 * use-case lines written for the chat (content/chat/answers/), under the titles of the product's own use cases.
 * Nothing is cut: the text is written to fit, and `npm run content:check` fails on a product without it.
 */
export function chatCatalog(locale: Locale): ChatProduct[] {
  setRequestLocale(locale);
  const answers = chatAnswers[locale] ?? {};
  return getProducts(locale).map((p) => {
    const answer = answers[p.id];
    const useCases = getProductUseCases(p);
    if (!answer) throw new Error(`${chatAnswersFile(locale)}: ${p.id}: no chat answer for this product`);
    return {
      id: p.id,
      name: p.name,
      detailedDescription: [answer.summary],
      useCases: answer.useCases.slice(0, PRODUCT_SUMMARY_USE_CASES).map((text, i) => {
        const title = useCases[i]?.title;
        if (title === undefined) throw new Error(`${chatAnswersFile(locale)}: ${p.id}: use case ${i + 1}: the product has none`);
        return { title, description: text };
      }),
    };
  });
}
