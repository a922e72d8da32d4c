// Site search over the export, on Pagefind (the default; SITE_SEARCH=minisearch leaves it out, docs/search.md): Pagefind indexes the visible text of every page's <main>, per <html lang>
// (Chinese segmented into words, case and accents folded, stems where the language has them), and
// writes out/pagefind/: a script, a WebAssembly module per language and index and page fragments a
// query fetches only as it needs them. Each language's page list (/search-index.json,
// /<locale>/search-index.json, from app/) becomes each page's address, kind, title and fragment (the text
// MiniSearch would search is left out), so the dialog shows a
// result's kind and title as soon as the index answers and its excerpt once its fragment arrives.
// It runs before the other steps (it reads text, which they do not change) so the after-paint step
// sees the page lists it rewrote.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { gunzipSync } from "node:zlib";

import { LOCALE_INFO, localePath, type Locale } from "@/lib/i18n/locales";
import type { SearchDocument } from "@/lib/search/documents";
import { SEARCH_INDEX_FILE } from "@/lib/search/index-file";
import { SEARCH_BUNDLE, SEARCH_ENTRY, SEARCH_SCRIPT, type SearchPage } from "@/lib/search/pagefind";
import { filesUnder } from "@/scripts/files";

/** The part of Pagefind's Node API this step uses (`import("pagefind")`). */
export type PagefindApi = {
  createIndex: (config: { rootSelector?: string; excludeSelectors?: string[] }) => Promise<{
    errors: string[];
    index?: {
      addHTMLFile: (file: { sourcePath: string; content: string }) => Promise<{ errors: string[] }>;
      getFiles: () => Promise<{ errors: string[]; files: { path: string; content: Uint8Array }[] }>;
    };
  }>;
  close: () => Promise<unknown>;
};

/** What a page's <main> shows and Pagefind should not read: decoration read aloud as nothing, templates, hidden parts. */
export const SEARCH_EXCLUDE = ['[aria-hidden="true"]', "template", "[hidden]", "noscript"];

/** The files the dialog loads: the script, the entry, each language's metadata and WebAssembly, index chunks, fragments (not Pagefind's UI, nor its worker). */
const SHIPPED =
  /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind|index\/[\w-]+\.pf_index|fragment\/[\w-]+\.pf_fragment)$/;

/** The not-found pages are not results. */
const NOT_A_RESULT = /(^|\/)(404|_not-found)\//;
/** Nor is a page kept out of search engines: the forms' outcome pages, in an export with the forms' endpoint. */
const NOINDEX = /<meta name="robots" content="[^"]*\bnoindex/;

/** A fragment as Pagefind writes it: gzip around "pagefind_dcd" and the JSON. */
export function readFragment(bytes: Uint8Array): { url: string; content: string; meta: Record<string, string> } {
  const raw = Buffer.from(bytes);
  const plain = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
  return JSON.parse(plain.subarray(12).toString("utf8")) as { url: string; content: string; meta: Record<string, string> };
}

const HAN = /\p{sc=Han}/u;
const chineseWords = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * The page with the Chinese of its <main> parted into words by spaces, as the browser's word breaker
 * (Intl.Segmenter) parts them, and from the Latin words and figures beside them: Pagefind parts a query with that breaker and the page with its own, which
 * cuts some words where a character before them can also start a word ("的中小企业" as 的中 小 企业),
 * so a query for 中小企业 would miss the page. Only the text Pagefind reads is changed, not the page.
 */
export function segmentChinese(html: string): string {
  const start = html.indexOf("<main");
  const end = html.lastIndexOf("</main>");
  if (start < 0 || end < start || !HAN.test(html.slice(start, end))) return html;
  const main = html.slice(start, end).replace(/>([^<]+)</g, (whole, text: string) => {
    if (!HAN.test(text)) return whole;
    let joined = "";
    let last: { word: boolean; han: boolean } | undefined;
    for (const { segment, isWordLike } of chineseWords.segment(text)) {
      // A space between two words when either is Chinese ("AI 语音 机器人"), never beside a mark or a space.
      const here = { word: Boolean(isWordLike), han: HAN.test(segment) };
      joined += (here.word && last?.word && (here.han || last.han) ? " " : "") + segment;
      last = here;
    }
    return `>${joined}<`;
  });
  return html.slice(0, start) + main + html.slice(end);
}

export type SiteSearchReport = { pages: number; languages: number; bytes: number; line: string };

/**
 * Indexes the export at `out` (every page's index.html but the not-found pages), writes out/pagefind/
 * and each language's page list with its fragments. Throws when a page of a list has no fragment or
 * a page Pagefind read is in no list.
 */
export async function buildSiteSearch(out: string, pagefind: PagefindApi, locales: readonly Locale[]): Promise<SiteSearchReport> {
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main", excludeSelectors: SEARCH_EXCLUDE });
  if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
  const pages = filesUnder(out, (name) => name === "index.html", ["_next", SEARCH_BUNDLE])
    .map((file) => relative(out, file).split(sep).join("/"))
    .filter((path) => !NOT_A_RESULT.test(path));
  let indexed = 0;
  for (const sourcePath of pages) {
    const html = readFileSync(join(out, sourcePath), "utf8");
    if (NOINDEX.test(html)) continue;
    indexed++;
    const added = await index.addHTMLFile({ sourcePath, content: segmentChinese(html) });
    if (added.errors.length) throw new Error(`Pagefind could not read ${sourcePath}: ${added.errors.join("; ")}`);
  }
  const built = await index.getFiles();
  if (built.errors.length) throw new Error(`Pagefind: ${built.errors.join("; ")}`);
  await pagefind.close();

  const bundle = join(out, SEARCH_BUNDLE);
  rmSync(bundle, { recursive: true, force: true });
  const fragmentOf = new Map<string, string>();
  let bytes = 0;
  const files = built.files.filter((file) => SHIPPED.test(file.path.split(sep).join("/")));
  for (const file of files) {
    const path = join(bundle, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.content);
    bytes += file.content.length;
    const fragment = /^fragment\/(.+)\.pf_fragment$/.exec(file.path.split(sep).join("/"));
    if (fragment) fragmentOf.set(decodeURI(readFragment(file.content).url), fragment[1]!);
  }

  // A sample export (SITE_EXPORT_SCOPE=sample, lib/pages/routes.ts: the forms' tests) has each kind's first
  // page only: its lists keep the pages it has. In a site's export every listed page must have been indexed.
  const sample = process.env.SITE_EXPORT_SCOPE === "sample";
  const listed = new Set<string>();
  const lists = locales.map((locale) => {
    const file = join(out, localePath(locale, SEARCH_INDEX_FILE));
    if (!existsSync(file)) throw new Error(`${relative(out, file)} is missing: the search-index route did not run`);
    const list = (JSON.parse(readFileSync(file, "utf8")) as SearchDocument[]).flatMap(({ url, kind, title }): SearchPage[] => {
      const fragment = fragmentOf.get(decodeURI(url));
      if (!fragment) {
        if (sample && !existsSync(join(out, decodeURI(url), "index.html"))) return [];
        throw new Error(`search: ${url} (${LOCALE_INFO[locale].tag}) has no text Pagefind could index`);
      }
      listed.add(decodeURI(url));
      return [{ url, kind, title, fragment }];
    });
    return { file, list };
  });
  const unlisted = [...fragmentOf.keys()].filter((url) => !listed.has(url));
  if (unlisted.length)
    throw new Error(`search: pages indexed but in no language's page list: ${unlisted.slice(0, 5).join(", ")}`);
  for (const { file, list } of lists) writeFileSync(file, JSON.stringify(list));
  return {
    pages: indexed,
    languages: locales.length,
    bytes,
    line: `Search: ${indexed} pages in ${locales.length} languages indexed by Pagefind, ${files.length} files (${Math.round(bytes / 1024)} KB) in /${SEARCH_BUNDLE}.`,
  };
}

/** Pagefind's entry file (pagefind-entry.json): each language's index by its `<html lang>`, lower case. */
export interface PagefindEntry {
  version: string;
  languages: Record<string, { hash: string; wasm?: string | null; page_count: number }>;
}

/**
 * The files Pagefind's script fetches, one after the other, before it can answer a first query on a page
 * whose `<html lang>` is `lang`: the script itself, its entry, then the language's metadata and WebAssembly.
 * The language is found as the script finds it (the tag in lower case, else its language part, else the
 * language with the most pages). Root-relative, as the script asks for them; the entry with its tag.
 */
export function firstQueryFiles(entry: PagefindEntry, lang: string): string[] {
  const tag = lang.toLowerCase();
  const index =
    entry.languages[tag] ??
    entry.languages[tag.split("-")[0]!] ??
    Object.values(entry.languages).sort((a, b) => b.page_count - a.page_count)[0];
  if (!index) return [];
  const bundle = `/${SEARCH_BUNDLE}/`;
  return [
    SEARCH_SCRIPT,
    SEARCH_ENTRY,
    `${bundle}pagefind.${index.hash}.pf_meta`,
    `${bundle}wasm.${index.wasm || "unknown"}.pagefind`,
  ];
}

/**
 * For the after-paint step: what the search button's `data-warm` stands for once the export has Pagefind's
 * bundle: SEARCH_SCRIPT, on a page in `lang`, for every file of its first query (firstQueryFiles). Null when
 * the export has no bundle (SITE_SEARCH=minisearch).
 */
export function searchWarmFiles(out: string): ((url: string, lang: string) => readonly string[]) | null {
  const file = join(out, SEARCH_BUNDLE, "pagefind-entry.json");
  if (!existsSync(file)) return null;
  const entry = JSON.parse(readFileSync(file, "utf8")) as PagefindEntry;
  const byLang = new Map<string, string[]>();
  return (url, lang) =>
    url === SEARCH_SCRIPT ? (byLang.get(lang) ?? byLang.set(lang, firstQueryFiles(entry, lang)).get(lang)!) : [];
}
