// Postbuild, before the CSP step hashes the scripts: empties the stylesheet copies in every page's
// RSC payload (see flight-css.ts). Fails when the inlined <style> is no longer found, so a Next
// upgrade that changes the format is noticed instead of silently shipping the copies again.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

import { filesUnder } from "./files";
import { dropStylesheetRows, dropStylesheetRowsFromHtml } from "./flight-css";

const out = join(process.cwd(), "out");

const chunks = join(out, "_next", "static", "chunks");
const stylesheets = readdirSync(chunks)
  .filter((name) => name.endsWith(".css"))
  .map((name) => readFileSync(join(chunks, name), "utf8"));

let pages = 0;
let rows = 0;
const untouched: string[] = [];
for (const file of filesUnder(out, (name) => name.endsWith(".html") || name.endsWith(".txt"), ["_next"])) {
  const source = readFileSync(file, "utf8");
  const { text, removed } = file.endsWith(".html")
    ? dropStylesheetRowsFromHtml(source, stylesheets)
    : dropStylesheetRows(source, stylesheets);
  if (removed) writeFileSync(file, text);
  else if (file.endsWith(".html") && source.includes("self.__next_f")) untouched.push(relative(out, file));
  rows += removed;
  pages += file.endsWith(".html") && removed ? 1 : 0;
}

if (untouched.length) {
  console.error(`No stylesheet copy found in the payload of: ${untouched.slice(0, 5).join(", ")}`);
  process.exit(1);
}
console.log(`Payload CSS: ${rows} copies of the inlined stylesheet emptied (${pages} pages and their RSC files).`);
