/** How each language writes numbers, joins clauses and shortens text: one place, read by pages, chat and search. */
import { LOCALE_INFO, type Locale } from "./locales";
import { lowerFirst } from "./translate";

/** Text that ends in Chinese: a Han character or a full-width mark. */
const CHINESE_END = /[\p{sc=Han}。！？，；：、）」”]$/u;
const SENTENCE_END = /[.!?。！？]["”»’)）]*$/u;

/** A number as the language writes it: 99.9 -> "99,9" (es, fr), "99.9" (en, zh). */
export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_INFO[locale].tag, { maximumFractionDigits: 2 }).format(value);

/** A percentage as the language writes it: 99.9 -> "99,9 %" (es, fr: a non-breaking space), "99.9%" (en, zh). */
export const formatPercent = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(LOCALE_INFO[locale].tag, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);

/** Two sentences as one text: "Tagline. Body" in Latin scripts, "标语。正文" in Chinese (even after "AI"), never "。." */
export function joinSentences(first: string, second: string, locale?: Locale): string {
  const a = first.trim();
  const b = second.trim();
  if (!a || !b) return a || b;
  const chinese = locale ? locale === "zh" : CHINESE_END.test(a);
  const ended = SENTENCE_END.test(a) ? a : `${a.replace(/[,;:，；：、]$/u, "")}${chinese ? "。" : "."}`;
  return chinese ? `${ended}${b}` : `${ended} ${b}`;
}

/** Chinese text without the spaces HTML or a join left beside Chinese characters and full-width marks. */
export const tightenChinese = (text: string): string =>
  text.replace(/(?<=[\p{sc=Han}。！？，；：、）」”])[ \t\n]+|[ \t\n]+(?=[\p{sc=Han}。！？，；：、（「“])/gu, "");

/** Clauses of one sentence (a case study's results): "a; b; c" in English, "a ; b" in French, "a；b" in Chinese. */
export function joinClauses(items: string[], locale: Locale): string {
  const clauses = items.map((item) => item.trim().replace(/[.。;；]$/u, "")).filter(Boolean);
  if (locale === "zh") return clauses.join("；");
  // Spanish and French go on in lower case after a semicolon; an acronym or a name keeps its capitals.
  const lowered = locale === "en" ? clauses : clauses.map((clause, i) => (i === 0 ? clause : lowerFirst(clause)));
  return lowered.join(locale === "fr" ? "\u202f; " : "; ");
}

const segmenters = new Map<string, Intl.Segmenter>();
const wordSegmenter = (locale: Locale): Intl.Segmenter => {
  let segmenter = segmenters.get(locale);
  if (!segmenter) segmenters.set(locale, (segmenter = new Intl.Segmenter(LOCALE_INFO[locale].tag, { granularity: "word" })));
  return segmenter;
};

/** Where a cut may fall in `text` at or before `max` characters, best first: a sentence end, a clause end, a word end. */
function cutPoint(text: string, max: number, locale: Locale): number {
  const head = text.slice(0, max);
  const after = (pattern: RegExp): number => {
    let at = -1;
    for (const match of head.matchAll(pattern)) at = match.index + match[0].length;
    return at;
  };
  // A sentence end is worth losing up to half the room for, a clause end a third. Chinese, which has no spaces
  // between words, ends at a clause wherever one falls (a space there parts the items of a list).
  const chinese = locale === "zh";
  // A full-width mark ends a sentence or a clause wherever it stands; a Latin one before a space, the end or Chinese.
  const sentence = after(/[。！？]["”’）]*|[.!?]["”»’)]*(?=\s|$|\p{sc=Han})/gu);
  if (sentence >= max / 2) return sentence;
  const clause = after(
    chinese
      ? /[，、；：]|[,;:](?=\s|\p{sc=Han}|$)|(?<=\p{sc=Han})\s|\s(?=\p{sc=Han})/gu
      : /[，、；：]|[,;:](?=\s|\p{sc=Han}|$)/gu,
  );
  if (clause >= (chinese ? max / 4 : (max * 2) / 3)) return clause;
  // Otherwise the last word boundary that the language's word breaker gives (spaces, or Chinese words).
  let word = 0;
  for (const segment of wordSegmenter(locale).segment(text)) {
    const end = segment.index + segment.segment.length;
    if (end > max) break;
    if (segment.isWordLike) word = end;
  }
  return word > 0 ? word : max;
}

/**
 * `text` in at most `max` characters (plus "…"), ending at a sentence, a clause or a word: never inside a word,
 * where a cut can land on another word altogether ("conseiller" -> "con…").
 */
export function shorten(text: string, max: number, locale: Locale): string {
  const clean = text.replace(/[ \t\n\r\f]+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, cutPoint(clean, max, locale)).trimEnd();
  if (/[.!?。！？]["”»’)）]*$/u.test(cut)) return cut;
  return `${cut.replace(/[\s,;:，、；：\u00a0\u202f-]+$/u, "")}…`;
}

/** The start of the word (or, in Chinese, the clause or word) at or before `index`: where an excerpt may begin. */
export function boundaryBefore(text: string, index: number, locale: Locale): number {
  if (index <= 0) return 0;
  const head = text.slice(0, index);
  const clause = Math.max(
    0,
    ...["。", "！", "？", "；", "，", "、", "：", ". ", "; "].map((mark) => {
      const at = head.lastIndexOf(mark);
      return at < 0 ? 0 : at + mark.length;
    }),
  );
  if (clause > 0 && index - clause <= 30) return clause;
  let start = 0;
  for (const segment of wordSegmenter(locale).segment(text)) {
    if (segment.index > index) break;
    if (segment.isWordLike) start = segment.index;
  }
  return start;
}

/** A chart's figure with its unit: a percentage as the language writes it, anything else as a number and its unit. */
export const formatChartValue = (value: number, unit: string, locale: Locale): string =>
  unit === "%" ? formatPercent(value, locale) : `${formatNumber(value, locale)}${unit}`;

/** What follows a label ("Ideal for:") before its text: a space, but none after a Chinese full-width colon. */
export const labelGap = (locale: Locale): string => (locale === "zh" ? "" : " ");
