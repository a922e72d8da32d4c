// Postbuild, before the CSP step hashes the loader: every page starts its framework scripts after
// its first paint (see after-paint.ts). Fails when a page that hydrates has no chunk script left to
// move, so a Next upgrade that changes how it writes them is noticed.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";

import { startScriptsAfterPaint, TEMPLATE_ID, type PayloadFile } from "./after-paint";
import { filesUnder } from "./files";

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
const untouched: string[] = [];
for (const file of filesUnder(out, (name) => name.endsWith(".html"), ["_next"])) {
  const source = readFileSync(file, "utf8");
  const payload = payloadBeside(file);
  const { html, moved } = startScriptsAfterPaint(source, payload);
  if (!moved) {
    if (!source.includes(`id="${TEMPLATE_ID}"`)) untouched.push(relative(out, file));
    continue;
  }
  writeFileSync(file, html);
  pages += 1;
  payloads += payload ? 1 : 0;
  scripts += moved;
}

if (untouched.length) {
  console.error(`No framework script found to start after paint in: ${untouched.slice(0, 5).join(", ")}`);
  process.exit(1);
}
console.log(
  `After paint: ${scripts} framework scripts on ${pages} pages start once the page is painted; ` +
    `${payloads} pages fetch their payload then instead of carrying it.`,
);
