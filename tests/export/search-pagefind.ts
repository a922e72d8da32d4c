// The export's own search, run in Node as the dialog runs it: Pagefind's browser script (out/pagefind/pagefind.js)
// with the language's page list, its files read from the export instead of fetched. Pagefind's script is an ES
// module; Jest runs CommonJS, so its text is evaluated with its `import.meta.url` and `export` written out.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { LOCALE_INFO, localePath, type Locale } from "@/lib/i18n/locales";
import type { SearchPage } from "@/lib/search/documents";
import {
  createSearch,
  PAGEFIND_OPTIONS,
  SEARCH_INDEX_FILE,
  SEARCH_SCRIPT,
  type Pagefind,
  type SiteSearch,
} from "@/lib/search/engine";

const ORIGIN = "http://search.test";

function fetchFrom(out: string) {
  return async (input: string | URL) => {
    const { pathname } = new URL(String(input), ORIGIN);
    const file = join(out, decodeURIComponent(pathname));
    if (!existsSync(file)) return new Response("", { status: 404 });
    return new Response(readFileSync(file), { status: 200 });
  };
}

/** Pagefind's browser API over the export at `out`, reading pages in `locale`'s <html lang>. */
export function loadPagefind(out: string, locale: Locale): Pagefind {
  const source = readFileSync(join(out, SEARCH_SCRIPT), "utf8")
    .replace(/import\.meta\.url/g, JSON.stringify(`${ORIGIN}${SEARCH_SCRIPT}`))
    .replace(/export\s*\{([^}]*)\};?\s*$/, "return {$1};");
  const lang = LOCALE_INFO[locale].tag;
  const document = { currentScript: null, querySelector: (s: string) => (s === "html" ? { getAttribute: () => lang } : null) };
  const run = new Function("document", "fetch", "location", source) as (...args: unknown[]) => Pagefind;
  return run(document, fetchFrom(out), new URL(ORIGIN));
}

const searches = new Map<string, Promise<SiteSearch>>();
/** The search a visitor to `locale`'s pages gets: its Pagefind index and its page list. */
export function exportSearch(out: string, locale: Locale): Promise<SiteSearch> {
  const key = `${out} ${locale}`;
  let search = searches.get(key);
  if (!search) {
    search = (async () => {
      const pagefind = loadPagefind(out, locale);
      await pagefind.options(PAGEFIND_OPTIONS);
      await pagefind.init();
      const pages = JSON.parse(readFileSync(join(out, localePath(locale, SEARCH_INDEX_FILE)), "utf8")) as SearchPage[];
      return createSearch(pagefind, pages, locale);
    })();
    searches.set(key, search);
  }
  return search;
}

/** Every page `query` finds, not only the first MAX_RESULTS (Pagefind's results, named by the page list). */
export async function allResults(out: string, locale: Locale, query: string): Promise<string[]> {
  const pagefind = loadPagefind(out, locale);
  await pagefind.options(PAGEFIND_OPTIONS);
  const pages = JSON.parse(readFileSync(join(out, localePath(locale, SEARCH_INDEX_FILE)), "utf8")) as SearchPage[];
  const byFragment = new Map(pages.map((p) => [p.fragment, p.url]));
  const found = await pagefind.search(query);
  return (found?.results ?? []).map((r) => byFragment.get(r.id) ?? `?${r.id}`);
}
