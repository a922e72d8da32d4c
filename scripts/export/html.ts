// The export's pages are read with parse5's HTML tokenizer, so a step finds a tag by its name and
// attributes (in any order, `async` or `async=""`) and edits the page by offsets, leaving every
// byte it does not rewrite as Next wrote it.
import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from "parse5";

/** One element of the page, by offsets into its HTML: `<a …>` is start…openEnd, `</a>` closeStart…end. */
export type Element = {
  /** Lower-case tag name. */
  name: string;
  /** Attribute values, decoded, by lower-case name. */
  attrs: ReadonlyMap<string, string>;
  start: number;
  openEnd: number;
  /** Where the content ends; openEnd for a void element. */
  closeStart: number;
  end: number;
};

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements whose content is text to the tokenizer, as the tree builder would switch it. */
const TEXT_STATE: Record<string, (typeof TokenizerMode)[keyof typeof TokenizerMode]> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
};

/**
 * Every element of `html` in document order (of their start tags). A `<noscript>`'s content is read
 * as markup, as a browser without JavaScript reads it. An element the markup never closes ends
 * where the end tag of an element around it starts.
 */
export function elementsOf(html: string): Element[] {
  const elements: Element[] = [];
  const open: Element[] = [];
  const ignore = () => undefined;
  const handler: TokenHandler = {
    onStartTag(token: Token.TagToken) {
      const { startOffset, endOffset } = token.location!;
      const attrs = new Map(token.attrs.map((attr) => [attr.name, attr.value]));
      const element: Element = {
        name: token.tagName,
        attrs,
        start: startOffset,
        openEnd: endOffset,
        closeStart: endOffset,
        end: endOffset,
      };
      elements.push(element);
      if (VOID.has(token.tagName) || token.selfClosing) return;
      open.push(element);
      const state = tokenizer.inForeignNode ? undefined : TEXT_STATE[token.tagName];
      if (state !== undefined) tokenizer.state = state;
    },
    onEndTag(token: Token.TagToken) {
      const { startOffset, endOffset } = token.location!;
      const at = open.findLastIndex((element) => element.name === token.tagName);
      if (at === -1) return;
      for (const element of open.splice(at)) {
        element.closeStart = startOffset;
        element.end = element.name === token.tagName ? endOffset : startOffset;
      }
    },
    onEof() {
      for (const element of open.splice(0)) element.closeStart = element.end = html.length;
    },
    onComment: ignore,
    onDoctype: ignore,
    onCharacter: ignore,
    onNullCharacter: ignore,
    onWhitespaceCharacter: ignore,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: true }, handler);
  tokenizer.write(html, true);
  return elements;
}

/** The text between an element's tags, as written. */
export const contentOf = (html: string, element: Element): string => html.slice(element.openEnd, element.closeStart);

/** A replacement of html.slice(start, end) by `text`; start === end inserts. */
export type Edit = { start: number; end: number; text: string };

/** Applies edits that do not overlap; inserts at one offset keep their order, before a replacement there. */
export function applyEdits(html: string, edits: readonly Edit[]): string {
  const inserts = (edit: Edit) => (edit.start === edit.end ? 0 : 1);
  const sorted = edits
    .map((edit, order) => ({ ...edit, order }))
    .sort((a, b) => a.start - b.start || inserts(a) - inserts(b) || a.order - b.order);
  let result = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`overlapping edits at ${edit.start}`);
    result += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return result + html.slice(at);
}

/** The whole element, as written. */
export const outerOf = (html: string, element: Element): string => html.slice(element.start, element.end);

/** Removes the element, tags and content. */
export const removal = (element: Element): Edit => ({ start: element.start, end: element.end, text: "" });

/** Whether `element` sits in the content of `container`. */
export const isInside = (element: Element, container: Element): boolean =>
  element.start >= container.openEnd && element.end <= container.closeStart;

/** The elements outside every <template> (whose content the browser does not run until it is inserted). */
export const outsideTemplates = (elements: readonly Element[]): Element[] => {
  const templates = elements.filter((element) => element.name === "template");
  return elements.filter((element) => !templates.some((template) => isInside(element, template)));
};
