/**
 * The rule-based chat assistant. Canned answers
 * only: nothing here contacts a model or a server. Framework-free; the widget
 * passes in the language dictionaries and the product catalogue.
 */
import type { ChatDictionary, Product, UseCase } from "@/lib/content/types";

/** Assistant reply delay: 600 ms plus a random 0 to 600 ms */
export const CHAT_REPLY_BASE_MS = 600;
export const CHAT_REPLY_JITTER_MS = 600;

/** Characters of the product description shown in a product summary. */
export const PRODUCT_SUMMARY_DESCRIPTION_CHARS = 150;
/** Use cases shown in a product summary, and the characters kept of each. */
export const PRODUCT_SUMMARY_USE_CASES = 2;
export const PRODUCT_SUMMARY_USE_CASE_CHARS = 50;

/** Phrases that ask about a product; with no product named they get the fallback reply. */
export const PRODUCT_INQUIRY_PHRASES = ["features of", "tell me more about"] as const;

export type ChatProduct = Pick<Product, "id" | "name" | "detailedDescription" | "useCases">;

export type KeywordIntent = "gpt" | "greeting" | "help" | "services" | "products" | "contact" | "about" | "pricing" | "demo";

export type ChatIntent = KeywordIntent | { kind: "product"; product: ChatProduct } | "product-fallback" | "default";

/** Used when a product has no description or use cases of its own. */
export interface ProductFallback {
  description: string[] | string;
  useCases: UseCase[];
}

/** Line labels of a product summary (the dictionaries carry no label, so English by default). */
export interface ProductSummaryLabels {
  useCases: string;
}

export const DEFAULT_PRODUCT_SUMMARY_LABELS: ProductSummaryLabels = { useCases: "Use cases:" };

/**
 * The form both a message and a keyword are compared in: lower case, accents
 * dropped (visitors often skip them: "demostracion", "telefonia"), typographic
 * apostrophes made plain and runs of white space made one space.
 */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** A letter, digit or combining mark: what a keyword may not touch on either side. */
const WORD_CHAR = "[\\p{L}\\p{N}\\p{M}]";
const patterns = new Map<string, RegExp | null>();

function keywordPattern(keyword: string): RegExp | null {
  let pattern = patterns.get(keyword);
  if (pattern === undefined) {
    const needle = normalizeText(keyword);
    const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    pattern = needle === "" ? null : new RegExp(`(?<!${WORD_CHAR})${escaped}(?!${WORD_CHAR})`, "u");
    patterns.set(keyword, pattern);
  }
  return pattern;
}

/**
 * Whether the keyword occurs in the text as whole words: case-insensitive and
 * accent-insensitive, so "hi" matches "Hi!" but not "this" or "which", and
 * "demo" matches "¿Una démo?" but not "podemos". `text` must be normalised.
 */
export function hasKeyword(normalizedText: string, keyword: string): boolean {
  return keywordPattern(keyword)?.test(normalizedText) ?? false;
}

function containsAny(normalizedText: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => hasKeyword(normalizedText, keyword));
}

/** The lower-case terms a product is recognised by: its name and its id with spaces. */
export function productTerms(product: Pick<Product, "id" | "name">): string[] {
  const terms = [normalizeText(product.name), normalizeText(product.id.replace(/-+/g, " "))];
  return [...new Set(terms.filter((term) => term !== ""))];
}

/**
 * The product named in the message. When several match, the longest name wins, so
 * "video chat bot" is not mistaken for a shorter "chat bot"; ties keep catalogue order.
 */
export function findProduct<P extends Pick<Product, "id" | "name">>(message: string, products: readonly P[]): P | undefined {
  const text = normalizeText(message);
  let best: { product: P; length: number } | undefined;
  for (const product of products) {
    for (const term of productTerms(product)) {
      if (text.includes(term) && (best === undefined || term.length > best.length)) {
        best = { product, length: term.length };
      }
    }
  }
  return best?.product;
}

/**
 * The message with the words that frame a product question blanked out: product
 * names and ids, and 'features of' / 'tell me more about'. Keywords are matched
 * against what is left, so "contact" does not catch "Contact Center", "services"
 * does not catch "Cloud Services" and "about" does not catch "tell me more about".
 */
function withoutProductWords(normalizedText: string, products: readonly ChatProduct[]): string {
  const terms = [...products.flatMap((p) => productTerms(p)), ...PRODUCT_INQUIRY_PHRASES].sort((a, b) => b.length - a.length);
  let text = normalizedText;
  for (const term of terms) if (text.includes(term)) text = text.split(term).join(" ");
  return text;
}

/**
 * What the message asks for. Whole words and phrases, case- and accent-insensitive,
 * first hit wins: GPT keywords, greetings, help, services, products (current
 * language), then contact, about, pricing, demo (current language and English),
 * then product names; 'features of' / 'tell me more about' without a product gives
 * 'product-fallback'. Keywords are looked for outside product names.
 */
export function detectIntent(
  message: string,
  dict: ChatDictionary,
  products: readonly ChatProduct[],
  englishDict: ChatDictionary = dict,
): ChatIntent {
  const text = normalizeText(message);
  const rest = withoutProductWords(text, products);
  const own = dict.keywords;
  const english = englishDict.keywords;
  const ordered: [KeywordIntent, readonly string[]][] = [
    ["gpt", own.gptKeywords],
    ["greeting", own.greetings],
    ["help", own.help],
    ["services", own.services],
    ["products", own.products],
    ["contact", [...own.contact, ...english.contact]],
    ["about", [...own.about, ...english.about]],
    ["pricing", [...own.pricing, ...english.pricing]],
    ["demo", [...own.demo, ...english.demo]],
  ];
  for (const [intent, keywords] of ordered) {
    if (containsAny(rest, keywords)) return intent;
  }
  const product = findProduct(text, products);
  if (product) return { kind: "product", product };
  if (PRODUCT_INQUIRY_PHRASES.some((phrase) => text.includes(phrase))) return "product-fallback";
  return "default";
}

/**
 * The first `max` characters of text (whole code points, so emoji are never split),
 * with '…' appended when something was cut.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}

function paragraphs(value: string[] | string | undefined): string {
  if (value === undefined) return "";
  const list = typeof value === "string" ? [value] : value;
  return list
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .join(" ");
}

/**
 * Plain-text product summary: the name, the first 150 characters of the
 * description, then up to two use cases as "• Title: description" lines with
 * each description cut to 50 characters.
 */
export function productSummary(
  product: ChatProduct,
  fallback?: ProductFallback,
  labels: ProductSummaryLabels = DEFAULT_PRODUCT_SUMMARY_LABELS,
): string {
  const ownDescription = paragraphs(product.detailedDescription);
  const description = ownDescription !== "" ? ownDescription : paragraphs(fallback?.description);
  const useCases = product.useCases && product.useCases.length > 0 ? product.useCases : (fallback?.useCases ?? []);
  const lines = [`${product.name}`];
  if (description !== "") lines.push("", truncate(description, PRODUCT_SUMMARY_DESCRIPTION_CHARS));
  const shown = useCases.slice(0, PRODUCT_SUMMARY_USE_CASES);
  if (shown.length > 0) {
    lines.push("", labels.useCases);
    for (const useCase of shown) {
      lines.push(`• ${useCase.title}: ${truncate(useCase.description.trim(), PRODUCT_SUMMARY_USE_CASE_CHARS)}`);
    }
  }
  return lines.join("\n");
}

export interface ReplyOptions {
  fallback?: ProductFallback;
  labels?: ProductSummaryLabels;
}

/** The canned text for an intent, in the dictionary's language. */
export function replyFor(intent: ChatIntent, dict: ChatDictionary, options: ReplyOptions = {}): string {
  if (typeof intent === "object") return productSummary(intent.product, options.fallback, options.labels);
  const r = dict.responses;
  switch (intent) {
    case "gpt":
      return r.gptMode;
    case "greeting":
      return r.greeting;
    case "help":
      return r.help;
    case "services":
      return r.services;
    case "products":
      return r.products;
    case "contact":
      return r.contact;
    case "about":
      return r.about;
    case "pricing":
      return r.pricing;
    case "demo":
      return r.demo;
    case "product-fallback":
      return r.productInquiryFallback;
    case "default":
      return r.default;
  }
}

export interface RespondContext extends ReplyOptions {
  dict: ChatDictionary;
  englishDict?: ChatDictionary;
  products: readonly ChatProduct[];
  gptMode: boolean;
}

export interface ChatResponse {
  text: string;
  intent: ChatIntent;
  /** The GPT-mode flag after this message: switched on by a GPT keyword, otherwise unchanged. */
  gptMode: boolean;
  /** True when this message switched GPT mode on (the widget shows the GPT notice). */
  gptModeActivated: boolean;
}

/** Answer one user message. */
export function respond(message: string, context: RespondContext): ChatResponse {
  const intent = detectIntent(message, context.dict, context.products, context.englishDict ?? context.dict);
  const text = replyFor(intent, context.dict, context);
  const gptModeActivated = intent === "gpt" && !context.gptMode;
  return { text, intent, gptMode: context.gptMode || intent === "gpt", gptModeActivated };
}

/** Delay before the assistant replies: 600 ms plus 0 to 600 ms. `random` returns [0, 1]. */
export function replyDelay(random: () => number = Math.random): number {
  const r = Math.min(1, Math.max(0, random()));
  return CHAT_REPLY_BASE_MS + Math.round(r * CHAT_REPLY_JITTER_MS);
}
