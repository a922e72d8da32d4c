/** @jest-environment node */
// The idle prefetch list of every exported page (the after-paint template's data-prefetch): the
// on-demand code and, beside it, the data an overlay's first answer needs (and, on Pagefind, the files its
// script fetches before a first query), in the page's own language only, each a file the export has, under
// the Cache-Control that lets the overlay's later fetch take the prefetched copy at once (hosting/headers.mjs).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { LOCALE_INFO, localePath, splitLocale } from "@/lib/i18n/locales";
import { SEARCH_INDEX_FILE } from "@/lib/search/engine";
import { SEARCH_BUNDLE } from "@/lib/search/index-file";
import { cacheControlFor, IMMUTABLE, REVALIDATE_IN_BACKGROUND } from "@/hosting/headers.mjs";
import { PREFETCH_ATTRIBUTE, prefetchUrl, TEMPLATE_ID } from "@/scripts/export/loader/after-paint";
import { firstQueryFiles, type PagefindEntry } from "@/scripts/export/steps/site-search";

import { exportedPages, OUT } from "./export";
import { builtWithPagefind } from "./search-pagefind";

/** Pagefind's entry, in the default export (none with SITE_SEARCH=minisearch). */
const entry = builtWithPagefind(OUT)
  ? (JSON.parse(readFileSync(join(OUT, SEARCH_BUNDLE, "pagefind-entry.json"), "utf8")) as PagefindEntry)
  : null;
const pathOf = (url: string) => decodeURIComponent(url.split("?")[0]!);

const TEMPLATE = new RegExp(`<template id="${TEMPLATE_ID}"[^>]*\\s${PREFETCH_ATTRIBUTE}="([^"]*)"`);
const listOf = (html: string) => TEMPLATE.exec(html)?.[1]?.split(" ").map(prefetchUrl);
// The pages that load the framework (a verification file from public/ has no template).
const pages = () => exportedPages().filter((page) => page.html.includes(`<template id="${TEMPLATE_ID}"`));

test("every page prefetches the chat catalogue and the search index in its own language, and no other language's", () => {
  const wrong: string[] = [];
  for (const page of pages()) {
    const { locale } = splitLocale(page.route);
    const data = (listOf(page.html) ?? []).filter((url) => !url.startsWith("/_next/"));
    const expected = [
      localePath(locale, "/chat-catalog.json"),
      localePath(locale, SEARCH_INDEX_FILE),
      // On Pagefind: its script, its entry and the language's metadata and WebAssembly.
      ...(entry ? firstQueryFiles(entry, LOCALE_INFO[locale].tag) : []),
    ].sort();
    if (JSON.stringify(data) !== JSON.stringify(expected)) wrong.push(`${page.route}: ${data.join(" ") || "none"}`);
  }
  expect(pages().length).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});

test("everything a page prefetches is in the export, and its data is revalidated in the background", () => {
  const listed = new Set(pages().flatMap((page) => listOf(page.html) ?? []));
  expect([...listed].filter((url) => !existsSync(join(OUT, pathOf(url))))).toEqual([]);
  const data = [...listed].filter((url) => !url.startsWith("/_next/"));
  expect(data.length).toBeGreaterThanOrEqual(2);
  if (entry) expect(data.filter((url) => url.startsWith(`/${SEARCH_BUNDLE}/`)).length).toBeGreaterThanOrEqual(4);
  // Files under fixed names are revalidated in the background; those named by their content (Pagefind's metadata) are immutable.
  expect(data.filter((url) => ![REVALIDATE_IN_BACKGROUND, IMMUTABLE].includes(cacheControlFor(pathOf(url))))).toEqual([]);
});
