// Each language's typography in all the text the site shows in it, one problem per mark: the translated prose
// (content/translations/<locale>/**), the UI strings (content/i18n/), the chat's replies (content/chat/) and product
// answers (content/chat/answers/), the titles and descriptions (content/seo/); prose.ts gathers them. Each is
// named "file: id: field: …" (or "file: key: …") with the text around it. The export check (tests/export/translations.test.ts) reads
// the built pages; this reads the source, so an editor is sent to the string before anything is built.
//
// French: a narrow no-break space (U+202F) before ; : ! ? and », after «; a no-break space (U+00A0 or U+202F)
// between a number and %, h or €, and inside "24 h/24" and "7 j/7", where a plain space lets the line break.
// Chinese: full-width marks beside Chinese text (，：；！？（）), "……" for an ellipsis.
import { withoutTags, type ProseString } from "./prose";

const NARROW = "\u202f";
const NO_BREAK = /[\u00a0\u202f]/;

interface Rule {
  /** What a match breaks, for the message. */
  says: string;
  pattern: RegExp;
}

const FRENCH: Rule[] = [
  {
    says: "French sets a narrow no-break space (U+202F) before ; : ! ?",
    // A mark after a letter, a digit, a closing mark or any space but U+202F; not a time ("9:00"), a URL ("https:")
    // or a ratio ("16:9"), which have a digit or a slash on both sides, nor the colon of a UI string's placeholder
    // ("{name:the}").
    pattern: /(?<=[\p{L}\p{N})»”'’\]%]|[ \u00a0])(?<!\{[^{}\s]*)[;:!?](?![\d/])/gu,
  },
  { says: "French sets a narrow no-break space (U+202F) after «", pattern: /«(?!\u202f)/g },
  { says: "French sets a narrow no-break space (U+202F) before »", pattern: /(?<!\u202f)»/g },
  // A number or a placeholder ("{percent} %" in a UI string) then a plain space, or none, before %.
  { says: "a no-break space between a number and %", pattern: /[\d}](?: |(?=%))%/g },
  { says: "a no-break space inside « 24 h/24 » and « 7 j/7 »", pattern: /\d+ ?[hj]\/\d+/g },
  // An hour or a price: "de 9 h à 18 h", "100 €" ("24 h/24" is the rule above's).
  { says: "a no-break space between a number and h or €", pattern: /\d (?:h(?![\p{L}/])|€)/gu },
];

const CHINESE: Rule[] = [
  {
    says: "Chinese text takes full-width marks (，：；！？) beside Chinese characters",
    pattern: /\p{sc=Han}[ \t]?[,:;!?]|[,:;!?][ \t]?\p{sc=Han}/gu,
  },
  { says: "Chinese text takes full-width brackets （）", pattern: /\p{sc=Han}[ \t]?\(|\)[ \t]?\p{sc=Han}/gu },
  { says: "Chinese writes an ellipsis as ……", pattern: /\.\.\.|(?<=\p{sc=Han})…(?!…)/gu },
  { says: "no space beside a full-width mark", pattern: /[，。：；！？、（）「」“”][ \t]+|[ \t]+[，。：；！？、（）「」“”]/gu },
];

const RULES: Record<string, Rule[]> = { fr: FRENCH, zh: CHINESE };

/** The text around `at`, for the message: a few characters either side, spaces shown as they are (⍽ for U+0020). */
function around(text: string, at: number, length: number): string {
  const from = Math.max(0, at - 24);
  const to = Math.min(text.length, at + length + 24);
  return `${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`;
}

/** Every typography problem of `strings`, one line each: "file: id: field: <rule>: "…text…"". */
export function typographyProblems(strings: readonly ProseString[]): string[] {
  const problems: string[] = [];
  for (const { locale, where, text } of strings) {
    const rules = RULES[locale];
    if (!rules) continue;
    const plain = withoutTags(text);
    for (const { says, pattern } of rules)
      for (const match of plain.matchAll(pattern))
        problems.push(`${where}: ${says}: ${JSON.stringify(around(plain, match.index, match[0].length))}`);
  }
  return problems;
}

/** French high punctuation set as the rules above want it (for an editor's bulk fix; the check names what is left). */
export const frenchSpacing = (text: string): string =>
  text
    .replace(/[ \u00a0]+([;:!?»])/g, `${NARROW}$1`)
    .replace(/«[ \u00a0]+/g, `«${NARROW}`)
    .replace(/(\d) %/g, "$1\u00a0%");

export { NARROW, NO_BREAK };
