// The terms of the trade, written one way per language: each locale's glossary (content/translations/<locale>/
// glossary.ts) names, per term, the renderings this site does not use (`avoid`), and every translated string of
// that locale is read for them. A string that uses one fails, named "file: id: field", with the glossary's word.
import type { GlossaryEntry } from "@/content/translations/types";

import { withoutTags, type ProseString } from "./prose";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A string to avoid as a pattern: a whole word in Latin scripts, a plain run of characters in Chinese. */
function patternOf(avoid: string | RegExp, locale: string): RegExp {
  if (avoid instanceof RegExp) return new RegExp(avoid.source, avoid.flags.includes("g") ? avoid.flags : `${avoid.flags}g`);
  const body = escape(avoid);
  return locale === "zh" ? new RegExp(body, "giu") : new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, "giu");
}

/** Every use of a rendering a glossary avoids, one line each: `file: id: field: «found» for "term": write «…»`. */
export function glossaryProblems(
  strings: readonly ProseString[],
  glossaries: Readonly<Record<string, readonly GlossaryEntry[]>>,
): string[] {
  const problems: string[] = [];
  for (const [locale, glossary] of Object.entries(glossaries)) {
    const rules = glossary.flatMap((entry) => (entry.avoid ?? []).map((avoid) => ({ entry, pattern: patternOf(avoid, locale) })));
    if (!rules.length) continue;
    for (const { where, text } of strings.filter((s) => s.locale === locale)) {
      const plain = withoutTags(text);
      for (const { entry, pattern } of rules)
        for (const match of plain.matchAll(pattern))
          problems.push(
            `${where}: glossary: «${match[0]}» for "${entry.en}"; this site writes «${entry.translation}» ` +
              `(content/translations/${locale}/glossary.ts)`,
          );
    }
  }
  return problems;
}
