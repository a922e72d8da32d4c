// Next links the site's stylesheet from <head>, so the first paint would wait for the whole sheet.
// This step puts the part of it the page's markup can use (page-css.ts) inline in the link's place,
// and parks Next's own <link> in the after-paint template (and in a <noscript>): the whole sheet
// loads after the paint, before the framework starts, and React finds it there by its href when it
// hydrates.
//
// The linked file loses its @font-face rules: the inlined ones already declare the fonts, and a
// second declaration arriving after the paint would swap in a font that `font-display: optional`
// had given up on, and move the text.
//
// The fonts and the rules are inlined apart (`<style>` and `<style data-page-rules>`): once the whole
// sheet has loaded, the loader removes the inlined rules, since every one of them is in the whole
// sheet too and each would otherwise be matched twice in every style recalculation (a modal dialog's
// opening recalculates the whole document).
import { applyEdits, elementsOf, outerOf, outsideTemplates, type Element } from "../html";
import { PAGE_RULES_ATTRIBUTE, TEMPLATE_ID } from "../loader/after-paint";
import { cssForPage, fontFacesOf, withAbsoluteUrls, withoutFontFaces } from "../page-css";
import type { Step } from "../pipeline";

const isNextStylesheet = (element: Element) =>
  element.name === "link" &&
  element.attrs.get("rel") === "stylesheet" &&
  element.attrs.has("data-precedence") &&
  /^\/.+\.css$/.test(element.attrs.get("href") ?? "");

/**
 * Runs after scripts-after-paint (whose template it parks the link in): inlines the page's part
 * of each stylesheet Next links (`readStylesheet` reads the export's file at an href), and returns
 * the linked files without their @font-face rules.
 */
export function inlinePageCss(readStylesheet: (href: string) => string): Step {
  const sheets = new Map<string, { inline: string; linked: string }>();
  const sheet = (href: string) => {
    if (!sheets.has(href)) {
      const original = readStylesheet(href);
      // Inline, a url() resolves against the page, no longer against the sheet.
      sheets.set(href, { inline: withAbsoluteUrls(original, href), linked: withoutFontFaces(original) });
    }
    return sheets.get(href)!;
  };
  return {
    name: "inline-page-css",
    run(page) {
      const { html } = page;
      const elements = outsideTemplates(elementsOf(html));
      const links = elements.filter(isNextStylesheet);
      if (!links.length) throw new Error("No stylesheet <link data-precedence> to inline");
      const template = elements.find((element) => element.name === "template" && element.attrs.get("id") === TEMPLATE_ID);
      if (!template) throw new Error(`No after-paint template (#${TEMPLATE_ID}) to park the stylesheet in`);
      let kept = 0;
      let of = 0;
      const files: Record<string, string> = {};
      const edits = links.map((link) => {
        const href = link.attrs.get("href")!;
        const css = sheet(href).inline;
        const subset = cssForPage(css, html);
        kept += subset.length;
        of += css.length;
        files[href.slice(1)] = sheet(href).linked;
        const styles = `<style>${fontFacesOf(subset)}</style><style ${PAGE_RULES_ATTRIBUTE}>${withoutFontFaces(subset)}</style>`;
        return { start: link.start, end: link.end, text: `${styles}<noscript>${outerOf(html, link)}</noscript>` };
      });
      const parked = links.map((link) => outerOf(html, link)).join("");
      edits.push({ start: template.openEnd, end: template.openEnd, text: parked });
      return { page: { ...page, html: applyEdits(html, edits) }, counts: { pages: 1, kept, of }, files };
    },
    summary: ({ pages = 0, kept = 0, of = 0 }) =>
      `Page CSS: ${pages} pages inline only the rules their markup uses (${Math.round((100 * kept) / Math.max(of, 1))} % of the stylesheet on average).`,
  };
}
