/**
 * UI translations and chat dictionaries: every language translates every English key with
 * text and the same {placeholders}, and every chat dictionary has usable keyword sets and
 * canned responses. That each has exactly English's keys, sets and responses is tsc's to
 * check (`Record<TranslationKey, string>`, `satisfies ChatDictionary`), not these tests'.
 */
import { LOCALES, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { chatDictionaries } from "@/content/chat";
import { chatEn } from "@/content/chat/en";
import { uiStrings } from "@/content/i18n";
import { en, type TranslationKey } from "@/content/i18n/en";
import type { ChatDictionary } from "@/content/types";

/** The parameters a template names, whatever form it asks of them ("{name}", "{name:the}"). */
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]!))].sort();
/** The forms a template asks for: a noun's (lib/i18n/grammar.ts) or any text's (lib/i18n/translate.ts). */
const FORMS = new Set(["the", "of", "lower", "de"]);

const enKeys = Object.keys(en) as TranslationKey[];

describe.each([...PREFIXED_LOCALES])("%s translations", (code) => {
  const table = uiStrings[code];

  test("translate no key as empty text", () => {
    const empty = enKeys.filter((k) => table[k].trim() === "");
    expect(empty).toEqual([]);
  });

  test("ask only for forms the grammar makes", () => {
    const unknown = enKeys.flatMap((k) =>
      [...(table[k] ?? "").matchAll(/\{\w+:(\w+)\}/g)].filter((m) => !FORMS.has(m[1]!)).map((m) => `${k}: ${m[0]}`),
    );
    expect(unknown).toEqual([]);
  });

  test("keep exactly the same {placeholders} per key", () => {
    const mismatched = enKeys.filter((k) => JSON.stringify(placeholders(table[k] ?? "")) !== JSON.stringify(placeholders(en[k])));
    expect(mismatched).toEqual([]);
  });
});

test("English values have no stray or unbalanced braces", () => {
  for (const value of Object.values(en)) {
    expect(value.replace(/\{\w+\}/g, "")).not.toMatch(/[{}]/);
  }
});

describe.each([...LOCALES])("%s chat dictionary", (code) => {
  let dict: ChatDictionary;
  beforeAll(async () => {
    dict = await chatDictionaries[code]();
  });

  // Every dictionary has English's sets and responses (`satisfies ChatDictionary`).
  test.each(Object.keys(chatEn.keywords))("keyword set %s is non-empty, lower-case and trimmed", (set) => {
    const words = dict.keywords[set as keyof ChatDictionary["keywords"]];
    expect(words.length).toBeGreaterThan(0);
    for (const word of words) {
      expect(word.trim()).toBe(word);
      expect(word.length).toBeGreaterThan(1);
      expect(word).toBe(word.toLowerCase());
    }
    expect(new Set(words).size).toBe(words.length);
  });

  test.each(Object.keys(chatEn.responses))("response %s is non-empty", (key) => {
    expect(dict.responses[key as keyof ChatDictionary["responses"]].trim().length).toBeGreaterThan(20);
  });

  test("the contact answer gives the mailbox and phone number", () => {
    expect(dict.responses.contact).toContain("info@nusantara-ai.com.my");
    expect(dict.responses.contact).toContain("+60 3-2785 1200");
  });
});
