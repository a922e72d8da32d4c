import type { Locale } from "@/lib/i18n/locales";
import { interpolate } from "@/lib/i18n/translate";
import type { ChatDictionary, Product, UseCase } from "@/content/types";

export const CHAT_REPLY_BASE_MS = 600;
export const CHAT_REPLY_JITTER_MS = 600;

/** The most a product answer's summary may hold in a Latin script: the chat's answers are written to fit (content/chat/answers/). */
export const PRODUCT_SUMMARY_DESCRIPTION_CHARS = 150;
export const PRODUCT_SUMMARY_USE_CASES = 2;
/** The most the text of one use case's line may hold in a Latin script, after its title. */
export const PRODUCT_SUMMARY_USE_CASE_CHARS = 50;

/**
 * The lengths of a product answer by each script's measure: Chinese, which says as much in about half the
 * characters, has half of the Latin room (75 and 25). Characters are counted as code points.
 */
export function chatAnswerLimits(locale: Locale): { summary: number; useCase: number } {
  const share = locale === "zh" ? 0.5 : 1;
  return {
    summary: Math.round(PRODUCT_SUMMARY_DESCRIPTION_CHARS * share),
    useCase: Math.round(PRODUCT_SUMMARY_USE_CASE_CHARS * share),
  };
}

/** A text's length as `chatAnswerLimits` counts it: in code points, so a character outside the BMP counts once. */
export const chatLength = (text: string): number => [...text].length;

export const PRODUCT_INQUIRY_PHRASES = ["features of", "tell me more about"] as const;

export type ChatProduct = Pick<Product, "id" | "name" | "detailedDescription" | "useCases">;

export type KeywordIntent = "gpt" | "greeting" | "help" | "services" | "products" | "contact" | "about" | "pricing" | "demo";

export type ChatIntent = KeywordIntent | { kind: "product"; product: ChatProduct } | "product-fallback" | "default";

export interface ProductFallback {
  description: string[] | string;
  useCases: UseCase[];
}

/** How a product summary is written: in the language of the page's catalogue, with its strings ("chat.useCases"). */
export interface ProductSummaryLabels {
  locale: Locale;
  /** The heading above the use cases: "Use cases:", "Cas d'usage :". */
  useCases: string;
  /** One use case: "• {title}: {description}" ("• {title}：{description}" in Chinese). */
  useCaseLine: string;
}

export const DEFAULT_PRODUCT_SUMMARY_LABELS: ProductSummaryLabels = {
  locale: "en",
  useCases: "Use cases:",
  useCaseLine: "• {title}: {description}",
};

export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

// Han and kana are not word characters (unspaced): a keyword in them matches mid-sentence, a Latin one beside them still does.
const WORD_CHAR = "(?:[^\\P{L}\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}]|[\\p{N}\\p{M}])";
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

export function hasKeyword(normalizedText: string, keyword: string): boolean {
  return keywordPattern(keyword)?.test(normalizedText) ?? false;
}

function containsAny(normalizedText: string, keywords: readonly string[]): boolean {
  return keywords.some((keyword) => hasKeyword(normalizedText, keyword));
}

export function productTerms(product: Pick<Product, "id" | "name">): string[] {
  // "人力资源管理系统（HRMS）" is also asked about as "人力资源管理系统".
  const shortName = product.name.replace(/\s*[（(][^）)]*[）)]\s*$/, "");
  const terms = [normalizeText(product.name), normalizeText(shortName), normalizeText(product.id.replace(/-+/g, " "))];
  return [...new Set(terms.filter((term) => term !== ""))];
}

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

// Keywords are matched outside product names: "contact" must not catch "Contact Center".
function withoutProductWords(normalizedText: string, products: readonly ChatProduct[]): string {
  const terms = [...products.flatMap((p) => productTerms(p)), ...PRODUCT_INQUIRY_PHRASES].sort((a, b) => b.length - a.length);
  let text = normalizedText;
  for (const term of terms) if (text.includes(term)) text = text.split(term).join(" ");
  return text;
}

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

function paragraphs(value: string[] | string | undefined): string {
  if (value === undefined) return "";
  const list = typeof value === "string" ? [value] : value;
  return list
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .join(" ");
}

/**
 * A product's answer: its name, its summary and up to two use cases, each shown whole. The catalogue's text is written
 * for the chat to fit (content/chat/answers/, lib/chat/catalog.ts), so nothing here is cut.
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
  if (description !== "") lines.push("", description);
  const shown = useCases.slice(0, PRODUCT_SUMMARY_USE_CASES);
  if (shown.length > 0) {
    lines.push("", labels.useCases);
    for (const useCase of shown)
      lines.push(interpolate(labels.useCaseLine, { title: useCase.title, description: useCase.description.trim() }));
  }
  return lines.join("\n");
}

export interface ReplyOptions {
  fallback?: ProductFallback;
  labels?: ProductSummaryLabels;
}

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
  gptMode: boolean;
  gptModeActivated: boolean;
}

export function respond(message: string, context: RespondContext): ChatResponse {
  const intent = detectIntent(message, context.dict, context.products, context.englishDict ?? context.dict);
  const text = replyFor(intent, context.dict, context);
  const gptModeActivated = intent === "gpt" && !context.gptMode;
  return { text, intent, gptMode: context.gptMode || intent === "gpt", gptModeActivated };
}

export function replyDelay(random: () => number = Math.random): number {
  const r = Math.min(1, Math.max(0, random()));
  return CHAT_REPLY_BASE_MS + Math.round(r * CHAT_REPLY_JITTER_MS);
}
