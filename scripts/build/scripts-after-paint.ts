// Postbuild, before the CSP step hashes the loader: every page starts its framework scripts after
// its first paint (see after-paint.ts). Fails when a page that hydrates has no chunk script left to
// move, so a Next upgrade that changes how it writes them is noticed.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

import { startScriptsAfterPaint, TEMPLATE_ID, type PayloadFile } from "./after-paint";
import { rewriteExport } from "./files";

const out = join(process.cwd(), "out");

/** The export's copies of the not-found page answer 404 on every host: their payload stays inline. */
const NOT_PAGES = new Set(["404", "_not-found"]);

/** The payload file Next exported beside a page (`out/x/index.html` → `/x/index.txt`), if served. */
function payloadBeside(page: string): PayloadFile | undefined {
  const dir = relative(out, dirname(page));
  const rsc = join(dirname(page), "index.txt");
  if (!page.endsWith(`${sep}index.html`) || NOT_PAGES.has(dir.split(sep)[0]!) || !existsSync(rsc)) return undefined;
  const url = `/${dir ? `${dir.split(sep).map(encodeURIComponent).join("/")}/` : ""}index.txt`;
  return { url, text: readFileSync(rsc, "utf8") };
}

let pages = 0;
let payloads = 0;
let scripts = 0;
rewriteExport(
  out,
  (name) => name.endsWith(".html"),
  (source, file) => {
    const payload = payloadBeside(file);
    const { html, moved } = startScriptsAfterPaint(source, payload);
    if (!moved) return undefined;
    pages += 1;
    payloads += payload ? 1 : 0;
    scripts += moved;
    return html;
  },
  {
    missed: (source) => !source.includes(`id="${TEMPLATE_ID}"`),
    failure: "No framework script found to start after paint in",
  },
);

console.log(
  `After paint: ${scripts} framework scripts on ${pages} pages start once the page is painted; ` +
    `${payloads} pages fetch their payload then instead of carrying it.`,
);
