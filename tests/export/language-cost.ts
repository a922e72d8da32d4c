/**
 * What a page's language costs under Brotli. A translated page has its English page's markup, so it is held to
 * its English page's byte budget plus exactly what its own words take over the English words: both pages' words
 * (text, the attributes a reader meets, title and metadata), each compressed alone at quality 11. Copy is never
 * cut to fit; markup and CSS are what the budget holds.
 */
import { parse, type DefaultTreeAdapterMap } from "parse5";

import { brotli11 } from "./first-screen";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const HIDDEN = new Set(["script", "style", "template"]);
const TEXT_ATTRIBUTES = new Set(["alt", "aria-label", "title", "placeholder", "content"]);

/** The words of an HTML document (or of its beginning), as a reader or a search engine gets them. */
export function wordsOf(html: string): string {
  const words: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeName === "#text") words.push((node as DefaultTreeAdapterMap["textNode"]).value);
    if (!("childNodes" in node)) return;
    const element = node as Element;
    if (HIDDEN.has(element.nodeName)) return;
    for (const attribute of element.attrs ?? []) if (TEXT_ATTRIBUTES.has(attribute.name)) words.push(attribute.value);
    for (const child of element.childNodes) walk(child);
  };
  walk(parse(html));
  return words.join("\n").replace(/[ \t]+/g, " ");
}

/** The Brotli bytes a translation's words take over the English page's (0 when they take fewer). */
export const languageCost = (translatedHtml: string, englishHtml: string): number =>
  Math.max(0, wordsBrotli(translatedHtml) - wordsBrotli(englishHtml));

// Memoised by document: an English page is the baseline of each of its three translations.
const wordsBrotliOf = new Map<string, number>();
function wordsBrotli(html: string): number {
  let size = wordsBrotliOf.get(html);
  if (size === undefined) wordsBrotliOf.set(html, (size = brotli11(wordsOf(html)).length));
  return size;
}
