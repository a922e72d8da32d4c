// The export's own search, run in Node as the dialog runs it: Pagefind's browser script (out/pagefind/pagefind.js)
// with the language's page list, its files read from the export instead of fetched. Pagefind's script is an ES
// module; Jest runs CommonJS, so its text is evaluated with its `import.meta.url` and `export` written out.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TextDecoder, TextEncoder } from "node:util";

import { LOCALE_INFO, localePath, type Locale } from "@/lib/i18n/locales";
import { MAX_RESULTS } from "@/lib/search/engine";
import { SEARCH_INDEX_FILE } from "@/lib/search/index-file";
import {
  createPagefindSearch,
  excerptOf,
  fragmentText,
  PAGEFIND_OPTIONS,
  SEARCH_BUNDLE,
  SEARCH_SCRIPT,
  type Pagefind,
  type PagefindSearch,
  type SearchPage,
} from "@/lib/search/pagefind";

/**
 * Whether the export at `out` was built with site search on Pagefind (the default; not SITE_SEARCH=minisearch):
 * the checks of Pagefind's index run only then, and say why they are skipped otherwise.
 */
export const builtWithPagefind = (out: string): boolean => existsSync(join(out, SEARCH_SCRIPT));
export const NOT_PAGEFIND = `the export was built with SITE_SEARCH=minisearch (no ${SEARCH_BUNDLE}/ in it): Pagefind's checks skipped`;

const ORIGIN = "http://search.test";

/** fetch over the export's files, answering as much of a Response as Pagefind reads (also under jsdom, which has none). */
function fetchFrom(out: string) {
  return async (input: string | URL) => {
    const { pathname } = new URL(String(input), ORIGIN);
    const file = join(out, decodeURIComponent(pathname));
    const bytes = existsSync(file) ? readFileSync(file) : undefined;
    return {
      ok: bytes !== undefined,
      status: bytes ? 200 : 404,
      arrayBuffer: async () =>
        bytes ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) : new ArrayBuffer(0),
      json: async () => JSON.parse(bytes?.toString("utf8") ?? "null") as unknown,
    };
  };
}

/** Pagefind's browser API over the export at `out`, reading pages in `locale`'s <html lang>. */
export function loadPagefind(out: string, locale: Locale): Pagefind {
  const source = readFileSync(join(out, SEARCH_SCRIPT), "utf8")
    .replace(/import\.meta\.url/g, JSON.stringify(`${ORIGIN}${SEARCH_SCRIPT}`))
    .replace(/export\s*\{([^}]*)\};?\s*$/, "return {$1};");
  const lang = LOCALE_INFO[locale].tag;
  const document = { currentScript: null, querySelector: (s: string) => (s === "html" ? { getAttribute: () => lang } : null) };
  const run = new Function("document", "fetch", "location", "TextDecoder", "TextEncoder", source) as (
    ...args: unknown[]
  ) => Pagefind;
  return run(document, fetchFrom(out), new URL(ORIGIN), TextDecoder, TextEncoder);
}

const searches = new Map<string, Promise<PagefindSearch>>();
/** The search a visitor to `locale`'s pages gets: its Pagefind index and its page list. */
export function exportSearch(out: string, locale: Locale): Promise<PagefindSearch> {
  const key = `${out} ${locale}`;
  let search = searches.get(key);
  if (!search) {
    search = (async () => {
      const pagefind = loadPagefind(out, locale);
      await pagefind.options(PAGEFIND_OPTIONS);
      await pagefind.init();
      const pages = JSON.parse(readFileSync(join(out, localePath(locale, SEARCH_INDEX_FILE)), "utf8")) as SearchPage[];
      return createPagefindSearch(pagefind, pages, locale);
    })();
    searches.set(key, search);
  }
  return search;
}

const instances = new Map<string, Promise<{ pagefind: Pagefind; urlOf: Map<string | undefined, string> }>>();
/** Every page `query` finds, not only the first MAX_RESULTS (Pagefind's results, named by the page list). */
export async function allResults(out: string, locale: Locale, query: string): Promise<string[]> {
  const key = `${out} ${locale}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = (async () => {
      const pagefind = loadPagefind(out, locale);
      await pagefind.options(PAGEFIND_OPTIONS);
      await pagefind.init();
      const pages = JSON.parse(readFileSync(join(out, localePath(locale, SEARCH_INDEX_FILE)), "utf8")) as SearchPage[];
      return { pagefind, urlOf: new Map(pages.map((p) => [p.fragment, p.url])) };
    })();
    instances.set(key, instance);
  }
  const { pagefind, urlOf } = await instance;
  const found = await pagefind.search(query);
  return (found?.results ?? []).map((r) => urlOf.get(r.id) ?? `?${r.id}`);
}

/** The first results of `query` with their excerpts and the whole text each was taken from. */
export async function excerptsWithText(
  out: string,
  locale: Locale,
  query: string,
): Promise<{ url: string; excerpt: string; text: string }[]> {
  await allResults(out, locale, query);
  const { pagefind, urlOf } = await instances.get(`${out} ${locale}`)!;
  const found = await pagefind.search(query);
  return Promise.all(
    (found?.results ?? []).slice(0, MAX_RESULTS).map(async (r) => {
      const data = await r.data();
      return { url: urlOf.get(r.id) ?? `?${r.id}`, excerpt: excerptOf(data, locale).excerpt, text: fragmentText(data, locale) };
    }),
  );
}
