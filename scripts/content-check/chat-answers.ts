// The chat assistant's product answers (content/chat/answers/<locale>.ts) against the product catalogue: every
// product has its answer in every language, each line within its length by the script's measure
// (lib/chat/engine.ts `chatAnswerLimits`), whole (a summary ends a sentence; no line ends on an article,
// a preposition or a particle) and tied to a use case the product has. Lines read "file: id: field: message".
// Their typography (French spaces, Chinese full-width marks) is the typography check's, which reads all the text the
// site shows (typography.ts, prose.ts `shownProse`), so one rule holds for every file.
import { chatAnswerLimits, chatLength } from "@/lib/chat/engine";
import { getProducts, getProductUseCases } from "@/lib/content";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { endsOnFunctionWord } from "@/lib/i18n/typography";
import { chatAnswers, chatAnswersFile } from "@/content/chat/answers";
import type { ChatProductAnswer, ChatProductAnswers } from "@/content/types";
import { sourceHash } from "@/scripts/translations/source-hash";

/** A product as the check needs it: its id and the titles of its use cases, in order. */
export interface AnsweredProduct {
  id: string;
  useCaseTitles: string[];
}

const SENTENCE_END = /[.!?。！？]["”»’)）]*$/u;

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

/**
 * Translated answers whose English answer has changed since: `source` (the hash of the English answer it translates,
 * scripts/translations/source-hash.ts) unlike the English's hash now, or missing. Each line names the file, the product
 * and the hash to write once the text is brought up to date, as content/seo/ and the translations report theirs.
 */
export function staleChatAnswers(
  file: string,
  english: Readonly<ChatProductAnswers>,
  answers: Readonly<Record<string, ChatProductAnswer & { source?: string }>>,
): string[] {
  const stale: string[] = [];
  for (const [id, answer] of Object.entries(answers)) {
    const en = english[id];
    if (en === undefined) continue; // named by chatAnswerProblems (not a product id) or an English answer to write
    const source = sourceHash(en);
    if (answer.source !== source)
      stale.push(
        answer.source === undefined
          ? `${file}: ${id}: source: missing: the hash of the English answer it translates is "${source}"`
          : `${file}: ${id}: source: the English has changed since (source "${source}"): update the text and its source`,
      );
  }
  return stale;
}

/** Every translated language's stale answers against content/chat/answers/en.ts. */
export const allStaleChatAnswers = (): string[] =>
  LOCALES.filter((locale) => locale !== "en").flatMap((locale) => {
    const answers = chatAnswers[locale];
    return answers ? staleChatAnswers(chatAnswersFile(locale), chatAnswers.en ?? {}, answers) : [];
  });
