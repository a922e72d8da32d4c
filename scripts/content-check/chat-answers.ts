// The chat assistant's product answers (content/chat/answers/<locale>.ts) against the product catalogue: every
// product has its answer in every language, each line within its length by the script's measure
// (lib/chat/engine.ts `chatAnswerLimits`), whole (a summary ends a sentence; no line ends on an article,
// a preposition or a particle) and tied to a use case the product has. Lines read "file: id: field: message".
import { chatAnswerLimits, chatLength } from "@/lib/chat/engine";
import { getProducts, getProductUseCases } from "@/lib/content";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { endsOnFunctionWord } from "@/lib/i18n/typography";
import { chatAnswers, chatAnswersFile } from "@/content/chat/answers";
import type { ChatProductAnswers } from "@/content/types";

/** A product as the check needs it: its id and the titles of its use cases, in order. */
export interface AnsweredProduct {
  id: string;
  useCaseTitles: string[];
}

const SENTENCE_END = /[.!?。！？]["”»’)）]*$/u;

/** What each language's typography forbids in a line: French high punctuation after a plain space (or none), Chinese half-width marks beside Han. */
const TYPOGRAPHY: Partial<Record<Locale, { pattern: RegExp; rule: string }>> = {
  fr: {
    pattern: /(?:^|[^\u00a0\u202f])[:;!?»]|«(?![\u00a0\u202f])/u,
    rule: "a non-breaking space (U+00A0 or U+202F) before : ; ! ? » and after «",
  },
  zh: { pattern: /[,:;!?()](?=\p{sc=Han})|(?<=\p{sc=Han})[,:;!?()]/u, rule: "full-width marks beside Chinese (，：；！？（）)" },
};

/** Every problem of one language's answers against its products, one line each, naming `file` and the product id. */
export function chatAnswerProblems(
  locale: Locale,
  file: string,
  products: readonly AnsweredProduct[],
  answers: Readonly<ChatProductAnswers>,
): string[] {
  const problems: string[] = [];
  const limits = chatAnswerLimits(locale);
  const ids = new Set(products.map((p) => p.id));
  const whole = (field: string, id: string, text: string, max: number) => {
    const length = chatLength(text.trim());
    if (length === 0) problems.push(`${file}: ${id}: ${field}: empty`);
    else if (length > max) problems.push(`${file}: ${id}: ${field}: ${length} characters, more than ${max}: write it shorter`);
    const typography = TYPOGRAPHY[locale];
    if (typography?.pattern.test(text)) problems.push(`${file}: ${id}: ${field}: typography: ${typography.rule}`);
    if (/…$/u.test(text.trim())) problems.push(`${file}: ${id}: ${field}: ends in "…": write it whole`);
    else if (endsOnFunctionWord(text, locale))
      problems.push(`${file}: ${id}: ${field}: ends inside a phrase (on an article, a preposition or a particle)`);
  };
  for (const product of products) {
    const answer = answers[product.id];
    if (answer === undefined) {
      problems.push(`${file}: ${product.id}: no chat answer: write its summary and use-case lines`);
      continue;
    }
    whole("summary", product.id, answer.summary ?? "", limits.summary);
    if (answer.summary && !SENTENCE_END.test(answer.summary.trim()))
      problems.push(`${file}: ${product.id}: summary: not a whole sentence (no full stop at its end)`);
    const lines: readonly string[] = answer.useCases ?? [];
    if (lines.length === 0) problems.push(`${file}: ${product.id}: useCases: none: write one or two`);
    if (lines.length > 2) problems.push(`${file}: ${product.id}: useCases: ${lines.length}, the chat shows two`);
    lines.forEach((line, i) => {
      whole(`useCases[${i}]`, product.id, line, limits.useCase);
      if (i >= product.useCaseTitles.length)
        problems.push(`${file}: ${product.id}: useCases[${i}]: the product has no use case ${i + 1} to put it under`);
    });
  }
  for (const id of Object.keys(answers)) if (!ids.has(id)) problems.push(`${file}: ${id}: not a product id (content/products/)`);
  return problems;
}

/** The site's products in `locale`, as `chatAnswerProblems` reads them. */
export function answeredProducts(locale: Locale): AnsweredProduct[] {
  setRequestLocale(locale);
  return getProducts(locale).map((p) => ({ id: p.id, useCaseTitles: getProductUseCases(p).map((u) => u.title) }));
}

/** Every language's answers against its products (content/chat/answers/). */
export const allChatAnswerProblems = (): string[] =>
  LOCALES.flatMap((locale) => {
    const answers = chatAnswers[locale];
    if (answers === undefined)
      return [
        `content/chat/answers/index.ts: ${locale}: no chat answers: write ${chatAnswersFile(locale)} (en.ts translated) and list it here`,
      ];
    return chatAnswerProblems(locale, chatAnswersFile(locale), answeredProducts(locale), answers);
  });
