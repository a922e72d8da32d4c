// Each page inlines only the part of the site's stylesheet that its own markup can use; the rest
// follows as a <link> once the page has painted (it waits in the after-paint template, and in a
// <noscript> for browsers without JavaScript). Why: the whole sheet sat in front of every page's
// text in the document's first bytes, and a page uses only part of it.
//
// "Can use" is decided by names, not by matching selectors against the DOM: a rule stays when every
// class its selector names appears in some class attribute of the page, and every element it names
// appears in the markup. State variants (`hover:`, `group-open:`, `data-[state=open]:`,
// `aria-expanded:`) therefore stay whenever their class is in the markup, so nothing a visitor can
// do before the whole sheet arrives loses its style. Rules that name neither (`:root`, `*`,
// attribute selectors) always stay. What goes: rules for classes and elements that only client code
// renders later (toasts, the chat's answers) or that only a closed overlay's markup uses (a `<dialog>`
// or popover the browser shows only once a visitor opens it), which the whole sheet brings before any
// of it can open, and the theme variables, keyframes and @property rules nothing left refers to.
//
// The linked sheet leaves out the @font-face rules: the inlined ones already declare the fonts, and a
// second declaration arriving after the paint would swap in a font that `font-display: optional`
// had given up on, and move the text.
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from "postcss";

import { applyEdits, elementsOf, removal, type Element } from "./html";
import { FAILED_CLASS } from "./loader/after-paint";

/** `\:` `\/` `\.` and hex escapes (`\31 0` for a leading digit) as CSS writes them in selectors. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, code: string) =>
    /^[0-9a-fA-F]/.test(code) ? String.fromCodePoint(parseInt(code.trim(), 16)) : code,
  );
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F]|[\w-])+)/g;

/**
 * The selector without the arguments that require no class of the page: those of `:not()`, and
 * lists of alternatives in `:is()`, `:where()` and `:has()` (any one may be the one that matches).
 */
function withoutOptionalArguments(selector: string): string {
  let result = "";
  let at = 0;
  for (const match of selector.matchAll(/:(not|is|where|has)\(/g)) {
    if (match.index! < at) continue;
    const open = match.index! + match[0].length;
    let depth = 1;
    let end = open;
    let topLevelComma = false;
    for (; end < selector.length && depth; end++) {
      const char = selector[end];
      if (char === "\\") end++;
      else if (char === "(") depth++;
      else if (char === ")") depth--;
      else if (char === "," && depth === 1) topLevelComma = true;
    }
    const optional = match[1] === "not" || topLevelComma;
    result += selector.slice(at, open) + (optional ? "" : withoutOptionalArguments(selector.slice(open, end - 1))) + ")";
    at = end;
  }
  return result + selector.slice(at);
}

/** The part of a selector every match needs: no strings ([data-x="a.b"] names no class), no optional arguments. */
const requiredPart = (selector: string) => withoutOptionalArguments(selector.replace(/"[^"]*"|'[^']*'/g, '""'));

/** The class names a selector requires, unescaped (`.md\:grid-cols-2` → `md:grid-cols-2`). */
export function classesOfSelector(selector: string): string[] {
  return [...requiredPart(selector).matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeIdentifier(match[1]!));
}

const LANGUAGE_IN_SELECTOR = /:lang\(([^)]*)\)/g;

/** The languages a selector requires, lower-case (`html:lang(zh-Hans) body` → zh-hans). */
export function languagesOfSelector(selector: string): string[] {
  return [...requiredPart(selector).matchAll(LANGUAGE_IN_SELECTOR)].map((match) =>
    match[1]!
      .trim()
      .replace(/^["']|["']$/g, "")
      .toLowerCase(),
  );
}

/** The element names a selector requires, lower-case (`:where(select:is([multiple])) optgroup` → select, optgroup). */
export function elementsOfSelector(selector: string): string[] {
  const bare = requiredPart(selector)
    .replace(LANGUAGE_IN_SELECTOR, "")
    .replace(/\[[^\]]*\]/g, "[]")
    .replace(CLASS_IN_SELECTOR, "")
    .replace(/#(?:\\.|[\w-])+/g, "");
  return [...bare.matchAll(/(?:^|[\s>+~(,])([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase());
}

/**
 * Every element name in the page's markup, lower-case (those in its <template>s and <noscript>s included),
 * and each kind of field as `input[type=…]` (a field without a type is text), for the rules that only one
 * kind of field can match.
 */
export function elementsOfHtml(html: string, elements: readonly Element[] = elementsOf(html)): Set<string> {
  const names = new Set(elements.map((element) => element.name));
  for (const element of elements)
    if (element.name === "input") names.add(`input[type=${(element.attrs.get("type") || "text").toLowerCase()}]`);
  return names;
}

/** Every class name written in a class attribute of the page (its <template>s and <noscript>s included). */
export function classesOfHtml(html: string, elements: readonly Element[] = elementsOf(html)): Set<string> {
  const classes = new Set<string>();
  for (const element of elements) {
    for (const name of element.attrs.get("class")?.split(/\s+/) ?? []) if (name) classes.add(name);
  }
  return classes;
}

function isEmptyContainer(node: ChildNode): boolean {
  return "nodes" in node && Array.isArray(node.nodes) && node.nodes.length === 0;
}

/** Removes the rules and blocks left empty, innermost first (an @layer that held only an emptied @supports). */
function dropEmptyBlocks(container: Container): void {
  container.each((node) => {
    if (!("nodes" in node) || !Array.isArray(node.nodes)) return;
    dropEmptyBlocks(node as Container);
    if (isEmptyContainer(node)) node.remove();
  });
}

type PageVocabulary = { classes: Set<string>; elements: Set<string>; language: string };

const DATE_FIELDS = ["date", "time", "datetime-local", "month", "week"].map((type) => `input[type=${type}]`);

/**
 * Pseudo-elements and states that only form controls have, and the elements (or kinds of field) that
 * have them: the preflight's date-field, spin-button, search and file-button rules cost every page
 * without such a field bytes in its first window (every page has text fields: the assistants' and search's).
 */
const FORM_CONTROL_PSEUDOS: [RegExp, string[]][] = [
  [/::-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/, DATE_FIELDS],
  [/::-webkit-(inner|outer)-spin-button/, ["input[type=number]", ...DATE_FIELDS]],
  [/::-webkit-search-/, ["input[type=search]"]],
  [/::file-selector-button/, ["input[type=file]"]],
  [/::placeholder|:-moz-ui-invalid/, ["input", "textarea", "select"]],
];

/** The form controls a selector needs one of (any), or none. */
export function formControlsOfSelector(selector: string): string[] {
  return FORM_CONTROL_PSEUDOS.find(([pseudo]) => pseudo.test(selector))?.[1] ?? [];
}

// `:lang(zh)` matches the page's language and its subtags (zh, zh-Hans, zh-Hans-CN).
const speaks = (language: string, range: string) => language === range || language.startsWith(`${range}-`);

const canMatch = (selector: string, { classes, elements, language }: PageVocabulary) => {
  const controls = formControlsOfSelector(selector);
  return (
    languagesOfSelector(selector).every((range) => speaks(language, range)) &&
    classesOfSelector(selector).every((name) => classes.has(name)) &&
    elementsOfSelector(selector).every((name) => elements.has(name)) &&
    (!controls.length || controls.some((name) => elements.has(name)))
  );
};

function pruneRules(container: Container, page: PageVocabulary): void {
  container.each((node) => {
    if (node.type === "rule") {
      const rule = node as Rule;
      // Keyframe steps (`from`, `50%`) are not selectors of the page.
      if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
      const kept = rule.selectors.filter((selector) => canMatch(selector, page));
      if (!kept.length) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
      return;
    }
    if (node.type === "atrule" && node.nodes && !/keyframes$/i.test(node.name)) pruneRules(node, page);
  });
}

/** Drops @keyframes and @property that nothing left refers to, and custom properties nobody reads. */
function pruneUnreferenced(root: postcss.Root, html: string): void {
  const textInUse = () => {
    let text = html;
    root.walkDecls((decl) => {
      text += `\n${decl.prop}:${decl.value}`;
    });
    return text;
  };
  const varsRead = () => new Set([...textInUse().matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!));
  // Theme variables (`--color-red-50`) that no kept declaration and no inline style reads.
  const read = varsRead();
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop) && decl.parent?.type === "rule" && /(^|,)\s*(:root|:host)/.test((decl.parent as Rule).selector))
      decl.remove();
  });
  const inUse = textInUse();
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!new RegExp(`(^|[\\s,:])${atRule.params}([\\s,;]|$)`, "m").test(inUse)) atRule.remove();
  });
  const stillRead = varsRead();
  root.walkAtRules("property", (atRule) => {
    if (!stillRead.has(atRule.params.trim())) atRule.remove();
  });
}

/** The sheet linked after the paint: all of it but the @font-face rules, which stay inlined. */
export function withoutFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("font-face", (atRule) => {
    atRule.remove();
  });
  return root.toString();
}

/** The sheet's @font-face rules alone. */
export function fontFacesOf(css: string): string {
  const root = postcss.parse(css);
  root.each((node) => {
    if (node.type !== "atrule" || node.name !== "font-face") node.remove();
  });
  return root.toString();
}

/** The sheet with every relative url() resolved against `href`, where the sheet is served. */
export function withAbsoluteUrls(css: string, href: string): string {
  const root = postcss.parse(css);
  const base = new URL(href, "https://export.invalid/");
  root.walkDecls((decl) => {
    if (!decl.value.includes("url(")) return;
    decl.value = decl.value.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, ref: string) => {
      if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(ref.trim())) return whole;
      const url = new URL(ref.trim(), base);
      return `url(${quote}${url.pathname}${url.search}${url.hash}${quote})`;
    });
  });
  return root.toString();
}

/**
 * Classes no markup carries but the page's own scripts may set on <html>: the after-paint loader's
 * mark for a framework that could not load. Their rules are what the page shows then, so they must
 * be inline: the rest of the sheet is linked by that same framework.
 */
const RUNTIME_CLASSES = [FAILED_CLASS];

/**
 * A closed overlay: a `<dialog>` without `open`, or an element with `popover`. The browser shows
 * nothing of it until a visitor opens it, and by then the whole sheet has loaded (it is linked
 * right after the first paint, and from a <noscript> without JavaScript), so the rules only its
 * markup uses need not be in the document's first bytes. Measured on the home page: the four
 * dialogs and two popovers' rules were about 930 B of its Brotli bytes, a third of what moved the
 * document past its first round trip (docs/performance.md).
 */
const isClosedOverlay = (element: Element) =>
  (element.name === "dialog" && !element.attrs.has("open")) || element.attrs.has("popover");

/** The elements outside every closed overlay (the overlays themselves left out too). */
function outsideClosedOverlays(elements: readonly Element[]): Element[] {
  const overlays = elements.filter(isClosedOverlay);
  return elements.filter((element) => !overlays.some((overlay) => element.start >= overlay.start && element.start < overlay.end));
}

/** The part of `css` that the page `html` can use (see the header comment). */
export function cssForPage(css: string, html: string): string {
  const root = postcss.parse(css);
  // The page's own <style> would count every rule of the sheet as used.
  const elements = elementsOf(html);
  const styles = elements.filter((element) => element.name === "style");
  const markup = applyEdits(html, styles.map(removal));
  const rest = outsideClosedOverlays(elements.filter((element) => element.name !== "style"));
  const classes = classesOfHtml(markup, rest);
  for (const name of RUNTIME_CLASSES) classes.add(name);
  const language =
    rest
      .find((element) => element.name === "html")
      ?.attrs.get("lang")
      ?.toLowerCase() ?? "";
  pruneRules(root, { classes, elements: elementsOfHtml(markup, rest), language });
  pruneUnreferenced(root, markup);
  dropEmptyBlocks(root);
  return root.toString();
}
