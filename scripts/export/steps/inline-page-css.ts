// The page's <style> keeps only what its markup can use (page-css.ts); the whole sheet, less its
// @font-face rules, is linked from the after-paint template and from a <noscript>.
import { applyEdits, contentOf, elementsOf } from "../html";
import { TEMPLATE_ID } from "../loader/after-paint";
import { cssForPage, withoutFontFaces } from "../page-css";
import type { Step } from "../pipeline";

/** Where the sheet linked after the paint is written: beside the original (`x.css` → `x.after-paint.css`). */
export const afterPaintHref = (href: string): string => href.replace(/\.css$/, ".after-paint.css");

/**
 * Step 3, after scripts-after-paint (whose template it links the sheet from): inlines the page's
 * part of the stylesheet Next inlined, and returns the sheet to link (`readStylesheet` reads the
 * export's file at an href) as a file beside the pages.
 * React adopts the <style> by its data-href and never reads its text.
 */
export function inlinePageCss(readStylesheet: (href: string) => string): Step {
  const linked = new Map<string, string>();
  const linkedSheet = (href: string) => {
    if (!linked.has(href)) linked.set(href, withoutFontFaces(readStylesheet(href)));
    return linked.get(href)!;
  };
  return {
    name: "inline-page-css",
    run(page) {
      const { html } = page;
      const elements = elementsOf(html);
      const style = elements.find(
        (element) =>
          element.name === "style" && element.attrs.has("data-precedence") && element.attrs.get("data-href")?.endsWith(".css"),
      );
      if (!style) throw new Error("No inlined stylesheet (<style data-precedence data-href>)");
      const template = elements.find((element) => element.name === "template" && element.attrs.get("id") === TEMPLATE_ID);
      if (!template) throw new Error(`No after-paint template (#${TEMPLATE_ID}) to link the whole stylesheet from`);
      const href = style.attrs.get("data-href")!;
      const css = contentOf(html, style);
      const subset = cssForPage(css, html);
      const link = `<link rel="stylesheet" href="${afterPaintHref(href)}"/>`;
      const rewritten = applyEdits(html, [
        { start: template.openEnd, end: template.openEnd, text: link },
        { start: style.openEnd, end: style.closeStart, text: subset },
        { start: style.end, end: style.end, text: `<noscript>${link}</noscript>` },
      ]);
      return {
        page: { ...page, html: rewritten },
        counts: { pages: 1, kept: subset.length, of: css.length },
        files: { [afterPaintHref(href).slice(1)]: linkedSheet(href) },
      };
    },
    summary: ({ pages = 0, kept = 0, of = 0 }) =>
      `Page CSS: ${pages} pages inline only the rules their markup uses (${Math.round((100 * kept) / Math.max(of, 1))} % of the stylesheet on average).`,
  };
}
