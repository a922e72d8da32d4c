/** Bytes a page makes the browser download before any interaction: the scripts and stylesheets its HTML references. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// Memoised: the export does not change during a run, and the same chunks are counted for every page.
const gzipSizes = new Map<string, number>();
export const gzipSize = (file: string): number => {
  let size = gzipSizes.get(file);
  if (size === undefined) gzipSizes.set(file, (size = gzipSync(readFileSync(file), { level: 9 }).length));
  return size;
};

const attrValues = (html: string, pattern: RegExp): string[] =>
  [...html.matchAll(pattern)].map((m) => m[1]!.replace(/&amp;/g, "&"));

/** Scripts a modern browser runs: legacy `nomodule` polyfills are skipped, as the browser skips them, and inert `type="text/plain"` ones. */
export const scriptSources = (html: string): string[] =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/\bnomodule\b/i.test(attrs) && !/\btype="text\/plain"/i.test(attrs))
    .flatMap((attrs) => attrValues(attrs, /\bsrc="([^"]+)"/g));
export const stylesheetHrefs = (html: string): string[] =>
  attrValues(html, /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g).concat(
    attrValues(html, /<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="stylesheet"/g),
  );

export interface PageWeight {
  jsGzip: number;
  /** The stylesheets the page links (the whole site's sheet, loaded after the paint). */
  cssGzip: number;
  /** The CSS inlined in its <head>: what the first paint waits for. */
  inlineCssGzip: number;
  scripts: string[];
}

export function pageWeight(outDir: string, html: string): PageWeight {
  const scripts = [...new Set(scriptSources(html).filter((s) => s.startsWith("/")))];
  const styles = [...new Set(stylesheetHrefs(html).filter((s) => s.startsWith("/")))];
  const size = (path: string) => gzipSize(join(outDir, decodeURIComponent(path.split("?")[0]!)));
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("");
  return {
    jsGzip: scripts.reduce((sum, s) => sum + size(s), 0),
    cssGzip: styles.reduce((sum, s) => sum + size(s), 0),
    inlineCssGzip: inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0,
    scripts,
  };
}
