// Postbuild, before the CSP step hashes the scripts: empties the stylesheet copies in every page's
// RSC payload (see flight-css.ts). Fails when the inlined <style> is no longer found, so a Next
// upgrade that changes the format is noticed instead of silently shipping the copies again.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { rewriteExport } from "./files";
import { dropStylesheetRows, dropStylesheetRowsFromHtml } from "./flight-css";

const out = join(process.cwd(), "out");

const chunks = join(out, "_next", "static", "chunks");
const stylesheets = readdirSync(chunks)
  .filter((name) => name.endsWith(".css"))
  .map((name) => readFileSync(join(chunks, name), "utf8"));

let pages = 0;
let rows = 0;
rewriteExport(
  out,
  (name) => name.endsWith(".html") || name.endsWith(".txt"),
  (source, file) => {
    const page = file.endsWith(".html");
    const { text, removed } = page ? dropStylesheetRowsFromHtml(source, stylesheets) : dropStylesheetRows(source, stylesheets);
    if (!removed) return undefined;
    rows += removed;
    pages += page ? 1 : 0;
    return text;
  },
  {
    missed: (source, file) => file.endsWith(".html") && source.includes("self.__next_f"),
    failure: "No stylesheet copy found in the payload of",
  },
);

console.log(`Payload CSS: ${rows} copies of the inlined stylesheet emptied (${pages} pages and their RSC files).`);
