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

/**
 * The words a phrase cannot end on, per language: articles, prepositions, conjunctions, possessives and the
 * particles that tie a word to the next ("the", "of", "for"; "les", "aux", "sur"; "los", "del", "para"; 的, 和, 与).
 * A text cut after one of them stops inside a phrase ("…aux questions sur les…"), so `shorten` never does, and the
 * checks over generated text (tests/unit/chat-catalog.test.ts) fail on one. Chinese words are found by the
 * language's word breaker, so 的 ends "目的" no more than "的" does.
 */
export const FUNCTION_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    (
      "a an the of to for in on at by with from into onto via per about across between among within without through " +
      "over under than as and or nor but so if that which who whose whom while when where its their our your his her " +
      "my this these those each every any both either neither such no not is are was were be been has have had can " +
      "will would should may might must do does up off out like including"
    ).split(" "),
  ),
  es: new Set(
    (
      "el la los las lo un una unos unas al del de a ante bajo con contra desde durante en entre hacia hasta mediante " +
      "para por según sin sobre tras y e o u ni que quien cuyo cuya como cuando donde mientras pero sino su sus mi mis " +
      "tu tus nuestro nuestra nuestros nuestras este esta estos estas ese esa esos esas cada cualquier muy más menos " +
      "se le les es son ha han"
    ).split(" "),
  ),
  fr: new Set(
    (
      "le la les l' un une des du de d' au aux à en dans sur sous pour par avec sans chez entre vers selon dès depuis " +
      "avant après contre et ou ni mais que qu' qui dont où comme quand lorsque si ce cet cette ces son sa ses leur " +
      "leurs notre nos votre vos mon ma mes chaque tout toute tous toutes très plus moins ne n' se s' sont ont"
    ).split(" "),
  ),
  zh: new Set(
    (
      "的 地 得 之 和 与 及 以及 或 或者 并 并且 而 而且 且 及其 在 于 对 对于 关于 由于 为 为了 以 将 把 被 从 向 " +
      "让 使 给 由 跟 同 如 如果 比如 例如 包括 通过 根据 按照 随着 其 该 这 那 这些 那些 每 各 一个 一种 是"
    ).split(" "),
  ),
};

/** The last word of `text`, lower-cased, as the language's word breaker finds it ("" if none). */
export function lastWord(text: string, locale: Locale): string {
  let last = "";
  for (const segment of wordSegmenter(locale).segment(text)) if (segment.isWordLike) last = segment.segment;
  return last.toLowerCase().replace(/[\u2019]/g, "'");
}

/** Whether `text` ends on a word a phrase cannot end on ("…questions sur les", "…de la", "…的", "…de l'"). */
export function endsOnFunctionWord(text: string, locale: Locale): boolean {
  // A sentence ends where it ends ("…the way a well-trained agent would.").
  if (SENTENCE_END.test(text.trim())) return false;
  const stem = text.replace(/[\s.,;:!?…，、；：。！？\u00a0\u202f-]+$/u, "");
  if (stem === "") return false;
  // An elided article or preposition ("l'", "d'", "qu'") ends a phrase no more than "le" does.
  return /['\u2019]$/u.test(stem) || FUNCTION_WORDS[locale].has(lastWord(stem, locale));
}

/** The ellipsis each language closes a cut with: "…", and in Chinese two marks, "……". */
export const ellipsisOf = (locale: Locale): string => (locale === "zh" ? "……" : "…");

// Abbreviations whose full stop ends no sentence: "RR. HH.", "EE. UU." (a doubled capital), "Sdn. Bhd.", "e.g.",
// "p. ej.", an initial ("M. Lim"). "AI." and "IA." do end sentences.
const ABBREVIATION = /(?:^|[\s(])(?:(\p{Lu})\1|\p{Lu}|Sdn|Bhd|Dr|Mr|Mrs|Ms|Sr|Sra|St|e\.g|i\.e|p|ej|vs|approx|cf|núm)\.$/u;

/** Every place in `head` where a cut may fall, with what it is: a sentence end, a clause end or a word end. */
type Boundary = "sentence" | "clause" | "item" | "word";

function boundaries(text: string, max: number, locale: Locale): { at: number; kind: Boundary }[] {
  const head = text.slice(0, max);
  const found: { at: number; kind: Boundary }[] = [];
  const chinese = locale === "zh";
  // A full-width mark ends a sentence or a clause wherever it stands; a Latin one before a space, the end or Chinese.
  for (const match of head.matchAll(/[。！？]["”’）]*|[.!?]["”»’)]*(?=\s|$|\p{sc=Han})/gu)) {
    const at = match.index + match[0].length;
    if (match[0].startsWith(".") && ABBREVIATION.test(head.slice(0, match.index + 1))) continue;
    found.push({ at, kind: "sentence" });
  }
  // In Chinese a clause ends after ，；： and a list's item after 、 or a space (a weaker place: "实现采购、…" reads as
  // a claim of its own); in Latin scripts after a comma, a semicolon, a colon or a dash.
  const clause = chinese ? /[，；：]|[,;:](?=\s|\p{sc=Han}|$)/gu : /[，、；：]|[,;:](?=\s|\p{sc=Han}|$)|\s[—–](?=\s)/gu;
  for (const match of head.matchAll(clause)) found.push({ at: match.index + match[0].length, kind: "clause" });
  if (chinese)
    for (const match of head.matchAll(/、|(?<=\p{sc=Han})\s|\s(?=\p{sc=Han})/gu))
      found.push({ at: match.index + match[0].length, kind: "item" });
  for (const segment of wordSegmenter(locale).segment(text)) {
    const end = segment.index + segment.segment.length;
    if (end > max) break;
    if (segment.isWordLike) found.push({ at: end, kind: "word" });
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * `text` in at most `max` characters (plus the ellipsis), whole where it fits. Otherwise it ends, best first, at a
 * sentence (keeping at least half the room; no ellipsis), at a clause (a Latin comma keeping two thirds of the room;
 * in Chinese after ，；： keeping a quarter, else after a list's 、) or at a word, then "…" ("……" in Chinese). It never ends inside a word
 * ("conseiller" -> "con…"), on an article, preposition or particle ("…sur les…", "…的…": FUNCTION_WORDS), nor at
 * an abbreviation's full stop taken for a sentence's ("…mientras que RR. HH."). The one shortening function of the
 * site: chat, search excerpts, descriptions and share images all cut with it.
 */
export function shorten(text: string, max: number, locale: Locale): string {
  const clean = text.replace(/[ \t\n\r\f]+/g, " ").trim();
  if (clean.length <= max) return clean;
  const chinese = locale === "zh";
  const points = boundaries(clean, max, locale);
  const pick = (kind: Boundary, least: number): string | undefined => {
    for (const { at } of points.filter((p) => p.kind === kind && p.at >= least).reverse()) {
      const cut = clean.slice(0, at).trimEnd();
      if (!endsOnFunctionWord(cut, locale)) return cut;
    }
    return undefined;
  };
  const sentence = pick("sentence", max / 2);
  if (sentence !== undefined) return sentence;
  const cut =
    pick("clause", chinese ? max / 4 : (max * 2) / 3) ??
    (chinese ? pick("item", max / 4) : undefined) ??
    pick("word", 1) ??
    // One word longer than the room: cut it at a character, which the ellipsis marks.
    clean.slice(0, max);
  return `${cut.replace(/[\s,;:，、；：—–\u00a0\u202f-]+$/u, "")}${ellipsisOf(locale)}`;
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
