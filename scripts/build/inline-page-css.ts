// Postbuild, after the after-paint step (whose template it adds the whole stylesheet to) and before
// the CSP step: every page inlines only the CSS its own markup uses (see page-css.ts). Fails when a
// page has no inlined stylesheet or no after-paint template, so a Next upgrade that changes either is
// noticed instead of shipping pages without their styles.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

import { TEMPLATE_ID } from "./after-paint";
import { rewriteExport } from "./files";
import { subsetInlinedStylesheet, withoutFontFaces } from "./page-css";

const out = join(process.cwd(), "out");

/** Writes the sheet linked after the paint beside the original (`x.css` → `x.after-paint.css`). */
const deferred = new Map<string, string>();
function deferredHref(href: string): string {
  const known = deferred.get(href);
  if (known) return known;
  const target = href.replace(/\.css$/, ".after-paint.css");
  writeFileSync(join(out, target), withoutFontFaces(readFileSync(join(out, href), "utf8")));
  deferred.set(href, target);
  return target;
}

let pages = 0;
let keptTotal = 0;
let wholeTotal = 0;
rewriteExport(
  out,
  (name) => name.endsWith(".html"),
  (source) => {
    const { html, kept, of } = subsetInlinedStylesheet(source, TEMPLATE_ID, deferredHref);
    if (kept === undefined || of === undefined) return undefined;
    pages += 1;
    keptTotal += kept;
    wholeTotal += of;
    return html;
  },
  {
    missed: (source) => !source.includes('<noscript><link rel="stylesheet"'),
    failure: "No inlined stylesheet or after-paint template in",
  },
);

const percent = Math.round((100 * keptTotal) / Math.max(wholeTotal, 1));
console.log(`Page CSS: ${pages} pages inline only the rules their markup uses (${percent} % of the stylesheet on average).`);
