// With `experimental.inlineCss`, Next writes the stylesheet into every page three times: the <style> in
// <head>, and twice more in the React Server Components payload (the root layout's segment, and again for
// the global error boundary: vercel/next.js#98079 and #98110). It also goes into every RSC file that
// client navigation fetches. Those payload copies are never applied: React adopts the <style
// data-href="…"> already in the document by its href and ignores the children it was sent
// (acquireResource in react-dom). So the text rows holding a stylesheet are emptied.

// Next's own escaping of payload strings inside <script>, so the rows are found exactly as written.
import { htmlEscapeJsonString } from "next/dist/shared/lib/htmlescape";

import type { Step } from "../pipeline";

/** Empties every text row `<id>:T<byte length in hex>,<text>` whose text is one of the stylesheets. */
function emptyRows(source: string, stylesheets: readonly string[], encode: (text: string) => string) {
  let removed = 0;
  let result = source;
  for (const css of stylesheets) {
    if (!css) continue;
    const row = `:T${Buffer.byteLength(css, "utf8").toString(16)},${encode(css)}`;
    const parts = result.split(row);
    // Each part but the last must end with the row's id, at the start of a row.
    const complete = parts.slice(0, -1).every((part) => /(^|\n|\\n|")[0-9a-f]+$/.test(part));
    if (parts.length === 1 || !complete) continue;
    removed += parts.length - 1;
    result = parts.join(":T0,");
  }
  return { text: result, removed };
}

/** An RSC payload file (`*.txt` in the export), raw flight rows. */
export const dropStylesheetRows = (flight: string, stylesheets: readonly string[]) =>
  emptyRows(flight, stylesheets, (text) => text);

/** A page's HTML: the same rows sit JSON-escaped inside `self.__next_f.push([1,"…"])` scripts. */
export const dropStylesheetRowsFromHtml = (html: string, stylesheets: readonly string[]) =>
  emptyRows(html, stylesheets, (text) => htmlEscapeJsonString(JSON.stringify(text).slice(1, -1)));

/**
 * Step 1: empties the stylesheet copies in the page's payload, inline and in its RSC files. A Next
 * page whose payload holds no copy fails: the duplication this step undoes is gone.
 */
export function dropFlightCss(stylesheets: readonly string[]): Step {
  return {
    name: "drop-flight-css",
    run(page) {
      const inline = dropStylesheetRowsFromHtml(page.html, stylesheets);
      if (!inline.removed) throw new Error("Next no longer duplicates the stylesheet: delete this step");
      let copies = inline.removed;
      const rsc = Object.fromEntries(
        Object.entries(page.rsc).map(([name, flight]) => {
          const { text, removed } = dropStylesheetRows(flight, stylesheets);
          copies += removed;
          return [name, text];
        }),
      );
      return { page: { ...page, html: inline.text, rsc }, counts: { pages: 1, copies } };
    },
    summary: ({ pages, copies }) =>
      `Payload CSS: ${copies} copies of the inlined stylesheet emptied (${pages} pages and their RSC files).`,
  };
}
