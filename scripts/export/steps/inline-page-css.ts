// Next links the site's stylesheet from <head>, so the first paint would wait for the whole sheet.
// This step puts the part of it the page's markup can use (page-css.ts) inline in the link's place,
// and keeps Next's own <link> only in a <noscript>. Linked once the page had painted, the whole sheet
// restyled every element again for rules the page already had; it is linked once the page needs more
// (lib/site-stylesheet.ts: the first interaction, a widget loaded on demand, a client-side move). So:
//  - the after-paint template names it, and the loader prefetches it with the on-demand code;
//  - the hydration payload loses Next's link to it (and its preload hint), or React would link it
//    as it hydrates. `index.txt` keeps them: a client-side move renders from it.
//
// The linked file loses its @font-face rules: the inlined ones already declare the fonts, and a
// second declaration arriving later would swap in a font that `font-display: optional` had given up
// on, and move the text.
import { modelOf, parseFlight, serializeFlight, type FlightRow } from "../flight";
import { applyEdits, elementsOf, outerOf, outsideTemplates, type Element } from "../html";
import { CHUNKS_FOLDER, STYLESHEETS_ATTRIBUTE, TEMPLATE_ID } from "../loader/after-paint";
import { cssForPage, withAbsoluteUrls, withoutFontFaces } from "../page-css";
import type { Page, Step } from "../pipeline";
import { HYDRATION_PAYLOAD, withHydrationPayload } from "./static-html";

const isNextStylesheet = (element: Element) =>
  element.name === "link" &&
  element.attrs.get("rel") === "stylesheet" &&
  element.attrs.has("data-precedence") &&
  /^\/.+\.css$/.test(element.attrs.get("href") ?? "");

/**
 * `payload` without React's links to the stylesheets at `hrefs` (`["$","link",…,{rel:"stylesheet",href}]`
 * becomes null) and without their preload hints (`:HL["…css","style"]`).
 */
export function withoutStylesheetLinks(payload: string, hrefs: ReadonlySet<string>): string {
  const linksTo = (value: unknown): boolean =>
    Array.isArray(value) &&
    value[0] === "$" &&
    value[1] === "link" &&
    typeof value[3] === "object" &&
    value[3] !== null &&
    (value[3] as Record<string, unknown>).rel === "stylesheet" &&
    hrefs.has((value[3] as Record<string, unknown>).href as string);
  const strip = (value: unknown): unknown => {
    if (linksTo(value)) return null;
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, strip(v)]));
    return value;
  };
  const rows: FlightRow[] = [];
  for (const row of parseFlight(payload)) {
    const hint = !row.id && /^HL\[/.test(row.body) ? (JSON.parse(row.body.slice(2)) as unknown[]) : undefined;
    if (hint && hrefs.has(hint[0] as string)) continue;
    const model = row.text || !/^[[{]/.test(row.body) ? undefined : modelOf(row);
    const stripped = model === undefined ? model : strip(model);
    rows.push(
      model !== undefined && JSON.stringify(stripped) !== JSON.stringify(model)
        ? { ...row, body: JSON.stringify(stripped) }
        : row,
    );
  }
  return serializeFlight(rows);
}

/**
 * Runs after static-html, whose hydration payload it edits. `readStylesheet` reads the export's file
 * at an href. Returns the linked files without their @font-face rules.
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
      const outside = outsideTemplates(elementsOf(html));
      const links = outside.filter(isNextStylesheet);
      if (!links.length) throw new Error("No stylesheet <link data-precedence> to inline");
      const template = outside.find((element) => element.name === "template" && element.attrs.get("id") === TEMPLATE_ID);
      if (!template) throw new Error(`No after-paint template (#${TEMPLATE_ID}) to name the stylesheet on`);
      const hrefs = links.map((link) => link.attrs.get("href")!);
      let kept = 0;
      let of = 0;
      const files: Record<string, string> = {};
      const edits = links.map((link, i) => {
        const { inline, linked } = sheet(hrefs[i]!);
        const subset = cssForPage(inline, html);
        kept += subset.length;
        of += inline.length;
        files[hrefs[i]!.slice(1)] = linked;
        // With Next's precedence, so that React links the whole sheet after it, not before: the sheet's
        // order must win over the inlined copies of its rules.
        const precedence = link.attrs.get("data-precedence")!;
        return {
          start: link.start,
          end: link.end,
          text: `<style data-precedence="${precedence}">${subset}</style><noscript>${outerOf(html, link)}</noscript>`,
        };
      });
      // Named on the template as the prefetch list names its files: within the chunks' folder.
      const names = hrefs.map((href) => {
        if (!href.startsWith(CHUNKS_FOLDER)) throw new Error(`The stylesheet ${href} is not in ${CHUNKS_FOLDER}`);
        return href.slice(CHUNKS_FOLDER.length);
      });
      edits.push({
        start: template.openEnd - 1,
        end: template.openEnd - 1,
        text: ` ${STYLESHEETS_ATTRIBUTE}="${names.join(" ")}"`,
      });
      let done: Page = { ...page, html: applyEdits(html, edits) };
      const payload = done.rsc[HYDRATION_PAYLOAD] ?? done.rsc["index.txt"];
      if (done.payloadUrl && payload !== undefined)
        done = withHydrationPayload(done, withoutStylesheetLinks(payload, new Set(hrefs)));
      return { page: done, counts: { pages: 1, kept, of }, files };
    },
    summary: ({ pages = 0, kept = 0, of = 0 }) =>
      `Page CSS: ${pages} pages inline only the rules their markup uses (${Math.round((100 * kept) / Math.max(of, 1))} % of the stylesheet on average); the whole sheet is linked once a page needs more.`,
  };
}
