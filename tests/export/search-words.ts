// The words a visitor could search for on each exported page: its visible <main> text, read as a browser
// shows it (not what is hidden from view or from screen readers), and, per page, a rare word of its own
// text outside its links, for tests/export/search-coverage.test.ts.
import { readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parse } from "parse5";

import { LOCALES, splitLocale, type Locale } from "@/lib/i18n/locales";
import { filesUnder } from "@/scripts/files";

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };

// Pagefind reads no form (the contact forms' labels and states are not the page's text), as it reads no script.
const SKIPPED = new Set(["script", "style", "template", "noscript", "svg", "form"]);
const hidden = (node: Node) =>
  node.attrs?.some((a) => (a.name === "aria-hidden" && a.value === "true") || a.name === "hidden") ?? false;

/** A page's visible <main> text: all of it, and the part outside its links. */
export function mainText(html: string): { all: string; ownText: string } {
  const all: string[] = [];
  const own: string[] = [];
  const walk = (node: Node, inMain: boolean, inLink: boolean) => {
    if (SKIPPED.has(node.nodeName) || hidden(node)) return;
    if (node.nodeName === "#text" && inMain) {
      all.push(node.value ?? "");
      if (!inLink) own.push(node.value ?? "");
      return;
    }
    // Each element apart, so that "<li>one</li><li>two</li>" are two words.
    if (inMain) {
      all.push(" ");
      if (!inLink) own.push(" ");
    }
    for (const child of node.childNodes ?? []) walk(child, inMain || node.nodeName === "main", inLink || node.nodeName === "a");
  };
  walk(parse(html) as unknown as Node, false, false);
  return { all: all.join(""), ownText: own.join("") };
}

const chinese = new Intl.Segmenter("zh", { granularity: "word" });
/** The words of `text` worth a query: Chinese words of two characters or more; elsewhere words of five letters or more. */
export function wordsIn(text: string, locale: Locale): string[] {
  if (locale === "zh")
    return Array.from(chinese.segment(text))
      .filter((s) => s.isWordLike && /^\p{sc=Han}{2,}$/u.test(s.segment))
      .map((s) => s.segment);
  return text
    .split(/[^\p{L}\p{M}]+/u)
    .filter((word) => [...word].length >= 5)
    .map((word) => word.toLocaleLowerCase(locale));
}

export interface ExportPage {
  locale: Locale;
  /** The page's address (/fr/product/voice-bot/). */
  url: string;
  all: string;
  ownText: string;
}

/** Every page of the export a search can return (the not-found pages are none), with its visible text. */
export function exportPages(out: string): ExportPage[] {
  return filesUnder(out, (name) => name === "index.html", ["_next", "pagefind"])
    .map((file) => relative(out, file).split(sep).join("/"))
    .filter((path) => !/(^|\/)(404|_not-found)\//.test(path))
    .map((path) => {
      const url = `/${path.replace(/index\.html$/, "")}`;
      const { all, ownText } = mainText(readFileSync(join(out, path), "utf8"));
      return { locale: splitLocale(url).locale, url, all, ownText };
    });
}

export interface RareWord {
  locale: Locale;
  url: string;
  word: string;
  /** How many of the language's pages say it. */
  pages: number;
}

/**
 * For each page, the rarest word of its own text outside its links that at most three pages of its
 * language say (ties: the longer, then the first in order); a page none of whose words is that rare is
 * returned with `word: ""`.
 */
export function rareWords(pages: readonly ExportPage[], maxPages = 3): RareWord[] {
  const counts = new Map<string, number>();
  for (const page of pages)
    for (const word of new Set(wordsIn(page.all, page.locale)))
      counts.set(`${page.locale} ${word}`, (counts.get(`${page.locale} ${word}`) ?? 0) + 1);
  return pages.map((page) => {
    const candidates = [...new Set(wordsIn(page.ownText, page.locale))]
      .map((word) => ({ word, pages: counts.get(`${page.locale} ${word}`) ?? 0 }))
      .filter((c) => c.pages > 0 && c.pages <= maxPages)
      .sort((a, b) => a.pages - b.pages || [...b.word].length - [...a.word].length);
    return { locale: page.locale, url: page.url, word: candidates[0]?.word ?? "", pages: candidates[0]?.pages ?? 0 };
  });
}

/** The languages the export's pages are in, in the order LOCALES declares. */
export const localesOf = (pages: readonly ExportPage[]): Locale[] => LOCALES.filter((l) => pages.some((p) => p.locale === l));
