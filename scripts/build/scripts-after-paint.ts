// Postbuild, before the CSP step hashes the loader: every page starts its framework scripts after
// its first paint (see after-paint.ts). Fails when a page that hydrates has no chunk script left to
// move, so a Next upgrade that changes how it writes them is noticed.
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

import { startScriptsAfterPaint, TEMPLATE_ID } from "./after-paint";
import { filesUnder } from "./files";

const out = join(process.cwd(), "out");

let pages = 0;
let scripts = 0;
const untouched: string[] = [];
for (const file of filesUnder(out, (name) => name.endsWith(".html"), ["_next"])) {
  const source = readFileSync(file, "utf8");
  const { html, moved } = startScriptsAfterPaint(source);
  if (!moved) {
    if (!source.includes(`id="${TEMPLATE_ID}"`)) untouched.push(relative(out, file));
    continue;
  }
  writeFileSync(file, html);
  pages += 1;
  scripts += moved;
}

if (untouched.length) {
  console.error(`No framework script found to start after paint in: ${untouched.slice(0, 5).join(", ")}`);
  process.exit(1);
}
console.log(`After paint: ${scripts} framework scripts on ${pages} pages start once the page is painted.`);
