/** Translations hold only prose; facts come from the English. The content check flags a `source` unlike the English's hash. */
import { FACT_KEYS } from "@/content/translations/types";

export { FACT_KEYS, type FactKey, type GlossaryEntry, type Text, type Unit, type Units } from "@/content/translations/types";

const FACTS: ReadonlySet<string> = new Set(FACT_KEYS);

/** A path, URL, colour, date or time: a fact even under a prose key. */
const FACT_VALUE = /^(\/|https?:\/\/|mailto:|tel:|#[0-9a-f]{3,8}$|\d{4}-\d{2}-\d{2}$|\d{2}:\d{2}$)/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isProse = (key: string, value: unknown): value is string =>
  typeof value === "string" && !FACTS.has(key) && !FACT_VALUE.test(value) && value.trim() !== "";

/** The English item with the translation's prose laid over it (missing prose stays English). */
export function applyText<T>(english: T, text: unknown, key = ""): T {
  if (text === undefined || text === null) return english;
  if (typeof english === "string") return (isProse(key, english) && typeof text === "string" ? text : english) as T;
  if (Array.isArray(english)) {
    const items = Array.isArray(text) ? text : [];
    return english.map((item, i) => applyText(item, items[i], key)) as T;
  }
  if (isPlainObject(english) && isPlainObject(text)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(english)) out[k] = FACTS.has(k) ? v : applyText(v, text[k], k);
    return out as T;
  }
  return english;
}

/** The prose of an English item, in its shape: what its source hash is taken over. */
export function textOf(english: unknown, key = ""): unknown {
  if (typeof english === "string") return isProse(key, english) ? english : undefined;
  if (Array.isArray(english)) return english.map((item) => textOf(item, key));
  if (isPlainObject(english)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(english)) {
      if (FACTS.has(k)) continue;
      const text = textOf(v, k);
      if (text !== undefined) out[k] = text;
    }
    return out;
  }
  return undefined;
}

/** Prose missing or empty, a list of another length, or text where the English has none; each names its path in the item. */
export function textProblems(english: unknown, text: unknown, path = "", key = ""): string[] {
  const at = path || "(item)";
  if (typeof english === "string") {
    if (!isProse(key, english)) return text === undefined ? [] : [`${at}: a fact, not translated (leave it out)`];
    return typeof text === "string" && text.trim() !== "" ? [] : [`${at}: not translated`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(text)) return textOf(english, key) === undefined ? [] : [`${at}: not translated`];
    const problems =
      text.length === english.length ? [] : [`${at}: ${text.length} entries where the English has ${english.length}`];
    return [...problems, ...english.flatMap((item, i) => textProblems(item, text[i], `${path}[${i}]`, key))];
  }
  if (isPlainObject(english)) {
    if (!isPlainObject(text)) return [`${at}: not translated`];
    const problems = Object.keys(text)
      .filter((k) => !(k in english))
      .map((k) => `${path ? `${path}.` : ""}${k}: not in the English`);
    for (const [k, v] of Object.entries(english)) {
      if (FACTS.has(k)) {
        if (k in text) problems.push(`${path ? `${path}.` : ""}${k}: a fact, not translated (leave it out)`);
        continue;
      }
      problems.push(...textProblems(v, text[k], `${path ? `${path}.` : ""}${k}`, k));
    }
    return problems;
  }
  return [];
}

/** Prose left in English: a string of four words or more that is the same as its English. */
export function untranslated(english: unknown, text: unknown, path = ""): string[] {
  if (typeof english === "string" && typeof text === "string")
    return english === text && english.trim().split(/\s+/).length >= 4 ? [`${path || "(item)"}: still the English text`] : [];
  if (Array.isArray(english) && Array.isArray(text))
    return english.flatMap((item, i) => untranslated(item, text[i], `${path}[${i}]`));
  if (isPlainObject(english) && isPlainObject(text))
    return Object.keys(text).flatMap((k) => untranslated(english[k], text[k], path ? `${path}.${k}` : k));
  return [];
}
