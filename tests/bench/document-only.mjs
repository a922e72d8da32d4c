// The document alone: a page as the export wrote it, with every script it could run taken out.
//
// With BENCH_DOCUMENT=1 the bench measures each sampled page twice, as exported and as its document
// alone (same HTML, inlined CSS, font preload and images; no bootstrap, no framework template, no
// Next scripts), interleaved with the floor. What the document alone costs is the least any script
// change can reach: a ratio to the floor that the document alone already misses can only move by
// changing the document (its markup, its CSS, its font), not the JavaScript.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The <template> the scripts-after-paint step parks the framework's scripts and stylesheet in. */
const FRAMEWORK_TEMPLATE = /<template id="framework-scripts"[\s\S]*?<\/template>/g;
/** Every <script> but structured data, which is text for search engines and runs nothing. */
const RUNNABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

/** `html` without the framework's template and without any script the browser would run. */
export function documentOnly(html) {
  return html.replace(FRAMEWORK_TEMPLATE, "").replace(RUNNABLE_SCRIPT, "");
}

/**
 * A copy of the export `siteOut` in `dir` whose pages at `paths` are their documents alone, each with
 * the Brotli and gzip files beside it, compressed as the export's own (hosting/finish-export.mjs).
 */
export async function writeDocumentOnlyExport(siteOut, dir, paths) {
  // Imported here, not at the top: finish-export.mjs is also a CLI (top-level await), which Jest's
  // CommonJS transform cannot load, and documentOnly() is unit-tested in Jest.
  const { compress, ENCODINGS } = await import("../../hosting/finish-export.mjs");
  rmSync(dir, { recursive: true, force: true });
  cpSync(siteOut, dir, { recursive: true });
  for (const path of paths) {
    const file = join(dir, path, "index.html");
    const html = documentOnly(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    for (const [encoding, suffix] of Object.entries(ENCODINGS))
      writeFileSync(file + suffix, await compress(Buffer.from(html), encoding));
  }
}
