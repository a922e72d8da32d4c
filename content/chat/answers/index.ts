/**
 * The chat assistant's product answers in every language (content/chat/answers/<locale>.ts), by product id. The
 * site's chat catalogues (app/**\/chat-catalog.json, lib/chat/catalog.ts) are built from them; `npm run
 * content:check` fails, naming the file and the product, on a product without its answer or a line over its length.
 * Each translated answer (es, fr, zh) carries `source`, the hash of the English answer it translates: after an edit
 * of en.ts the check names the translations to bring up to date, with the new hash (`--strict` fails on them).
 */
import type { Locale } from "@/content/locales";
import type { ChatProductAnswers } from "@/content/types";

import { chatAnswersEn } from "./en";
import { chatAnswersEs } from "./es";
import { chatAnswersFr } from "./fr";
import { chatAnswersZh } from "./zh";

// Partial, so that a newly declared locale fails `npm run content:check` here, naming the file to write, rather than
// every type check before its pages exist (a locale's pages are built only once translated: lib/pages/availability.ts).
export const chatAnswers: Partial<Record<Locale, ChatProductAnswers>> = {
  en: chatAnswersEn,
  es: chatAnswersEs,
  fr: chatAnswersFr,
  zh: chatAnswersZh,
};

/** The file each language's answers are written in, as the content check names it. */
export const chatAnswersFile = (locale: Locale): string => `content/chat/answers/${locale}.ts`;
