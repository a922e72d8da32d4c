// Next writes the framework's chunk scripts as `<script async>`: several in <head>, and the page's
// entry at the end of <body> with a preload in <head>. Served fast, they arrive while the parser is
// still on the header, and the browser runs them before the first frame that shows the main content.
// This step parks them, as written, in a <template> at the end of <body> (inert: neither fetched nor
// run from there) and a bootstrap in <head> that loads the loader (loader/after-paint.ts); it preloads them as soon as the
// first frame is out and runs them once the page's text has been painted. Content and markup are
// unchanged.
//
// The page's hydration data (the RSC payload, `self.__next_f.push([1, "…"])` scripts) waits too.
// Next exports the same bytes beside the page as `index.txt`; the loader fetches that file and hands
// it over before the scripts run, so the document the first paint waits for is the markup and its
// stylesheet alone.
import { localePath, splitLocale } from "@/lib/i18n/locales";

import { applyEdits, contentOf, elementsOf, outerOf, outsideTemplates, removal, type Edit, type Element } from "../html";
import {
  CHUNKS_FOLDER,
  FAILED_CLASS,
  PREFETCH_ATTRIBUTE,
  PREFETCH_WORKER_ATTRIBUTE,
  RETRY_DELAYS_MS,
  TEMPLATE_ID,
  WARM_ATTRIBUTE,
} from "../loader/after-paint";
import { chunkFile, type Step } from "../pipeline";

const CHUNK = /^\/_next\/static\/chunks\/[^"]+\.js$/;
/** Turbopack's loader for a dynamic import: `Promise.all(["static/chunks/a.js", …].map(load))`. */
const DYNAMIC_IMPORT_CHUNKS = /Promise\.all\(\[((?:"static\/chunks\/[^"]+",?)+)\]/g;
/** A root-relative JSON file named in code (`"/chat-catalog.json"`), as the code passes it to `localePath`. */
const DATA_FILE = /"(\/[\w-]+\.json)"/g;
const PAYLOAD_SCRIPT = /^self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)$/;

/** Where the loader is served from (chunkFile): no document carries it. */
export function loaderFile(loader: string): { path: string; src: string } {
  return chunkFile("after-paint", loader);
}

/**
 * The one inline script this step adds, in <head>: it fetches the loader beside the document, tries
 * it as often as the loader tries its own requests, and marks the page failed if it never comes, so
 * the page's CSS shows what works without scripts.
 */
export function loaderBootstrap(src: string): string {
  const retries = RETRY_DELAYS_MS.length;
  return (
    `(function l(n){var s=document.createElement("script");s.src=${JSON.stringify(src)};` +
    `s.onerror=function(){s.remove();n<${retries}?setTimeout(l,[${RETRY_DELAYS_MS.join(",")}][n],n+1)` +
    `:(document.documentElement.classList.add(${JSON.stringify(FAILED_CLASS)}),` +
    `console.error("Interactive parts did not load: "+s.src+" failed ${retries + 1} times"))};document.head.appendChild(s)})(0)`
  );
}

/**
 * The chunk files of the dynamic imports in `chunks` (the page's own scripts), and of the dynamic
 * imports in those files in turn, not counting the page's own: the code of the widgets the page loads
 * when asked (the chat panel, and the dictionary it loads for the visitor's language), for the loader
 * to prefetch once it is idle.
 */
export function onDemandChunks(chunks: readonly string[], readChunk: (src: string) => string): string[] {
  const found = new Set<string>();
  const toRead = [...chunks];
  const read = new Set<string>();
  while (toRead.length) {
    const src = toRead.pop()!;
    if (read.has(src)) continue;
    read.add(src);
    for (const [, list] of readChunk(src).matchAll(DYNAMIC_IMPORT_CHUNKS)) {
      for (const path of list!.match(/static\/chunks\/[^"]+/g)!) {
        const url = `/_next/${path}`;
        found.add(url);
        if (url.endsWith(".js")) toRead.push(url);
      }
    }
  }
  chunks.forEach((src) => found.delete(src));
  return [...found].sort();
}

/**
 * The data files the on-demand code `chunks` fetches for its first answer (the chat catalogue, the
 * search index), in the language of the page at `pagePath` (its path under out/): each root-relative
 * JSON file a chunk names, in that language's folder (localePath, as the code itself asks for it), when
 * the export has that file. Root-relative, for the loader to prefetch beside the chunks.
 */
export function onDemandData(
  chunks: readonly string[],
  readChunk: (src: string) => string,
  pagePath: string,
  isFile: (path: string) => boolean,
): string[] {
  const { locale } = splitLocale(`/${pagePath}`);
  const found = new Set<string>();
  for (const src of chunks.filter((c) => c.endsWith(".js")))
    for (const [, file] of readChunk(src).matchAll(DATA_FILE)) {
      const path = localePath(locale, file!);
      if (isFile(path)) found.add(path);
    }
  return [...found].sort();
}

/**
 * The files a page's launchers name in `data-warm` (the chat catalogue, the search index, already in the
 * page's language; Pagefind's script, entry, metadata and WebAssembly), when the export has them (a query
 * such as the entry's `?ts=` aside): what their overlays need first, whichever chunk names it.
 */
export function warmedData(
  elements: readonly { attrs: ReadonlyMap<string, string> }[],
  isFile: (path: string) => boolean,
): string[] {
  const named = elements.flatMap((element) => element.attrs.get(WARM_ATTRIBUTE)?.split(/\s+/) ?? []);
  return [...new Set(named)].filter((url) => url.startsWith("/") && isFile(url.split("?")[0]!)).sort();
}

/**
 * What a URL a launcher names in `data-warm` stands for on a page whose `<html lang>` is `lang`: the files
 * its overlay's code fetches after it, one after the other, for a first answer (for Pagefind's script:
 * its entry and the language's metadata and WebAssembly, steps/site-search.ts `searchWarmFiles`). None
 * for any other URL.
 */
export type WarmFiles = (url: string, lang: string) => readonly string[];

/**
 * The `data-warm` lists of `elements` with what each URL stands for (`warmFiles`) added after it, and the
 * edits that write the longer lists into the page, so the loader's intent warming fetches the whole chain
 * at once and the idle prefetch lists it (warmedData).
 */
export function expandWarm(
  html: string,
  elements: readonly Element[],
  lang: string,
  warmFiles: WarmFiles,
): { elements: { attrs: ReadonlyMap<string, string> }[]; edits: Edit[] } {
  const edits: Edit[] = [];
  const expanded = elements.map((element) => {
    const value = element.attrs.get(WARM_ATTRIBUTE);
    if (value === undefined) return element;
    const named = value.split(/\s+/).filter(Boolean);
    const all = [...new Set(named.flatMap((url) => [url, ...warmFiles(url, lang)]))];
    if (all.length === named.length) return element;
    const open = html.slice(element.start, element.openEnd);
    const attribute = new RegExp(`(\\s${WARM_ATTRIBUTE}=)("[^"]*"|'[^']*'|[^\\s>]+)`).exec(open);
    if (!attribute) throw new Error(`No ${WARM_ATTRIBUTE} attribute to extend in ${open}`);
    const at = element.start + attribute.index + attribute[1]!.length;
    edits.push({ start: at, end: at + attribute[2]!.length, text: `"${all.join(" ")}"` });
    return { attrs: new Map([...element.attrs, [WARM_ATTRIBUTE, all.join(" ")]]) };
  });
  return { elements: expanded, edits };
}

/**
 * The first step: moves the page's framework scripts behind the after-paint loader (`loader`, the
 * script served from `loaderFile`). With a payload URL, the page's inline payload goes too, once it is checked to be that
 * file's text byte for byte (a Next upgrade that writes them differently fails the build instead of
 * hydrating from the wrong data). With `prefetchWorker`, the page's on-demand code is fetched by that
 * worker (served beside the loader) instead of by prefetch links. With `isFile` (whether the export
 * has a root-relative path), the list also names the data files that code fetches in the page's
 * language (onDemandData) and the files its launchers name in `data-warm` (warmedData). With `warmFiles`,
 * each `data-warm` list also names what its URLs stand for in the page's language (expandWarm: Pagefind's
 * first files). `prefetch: false` leaves the idle prefetch list out (for its A/B: the on-demand code then
 * loads on the first tap).
 */
export function scriptsAfterPaint(
  loader: string,
  readChunk: (src: string) => string,
  prefetchWorker?: string,
  { prefetch = true, isFile, warmFiles }: { prefetch?: boolean; isFile?: (path: string) => boolean; warmFiles?: WarmFiles } = {},
): Step {
  const worker = prefetchWorker === undefined ? undefined : chunkFile("prefetch-worker", prefetchWorker);
  const read = new Map<string, string>();
  const readOnce = (src: string) => read.get(src) ?? read.set(src, readChunk(src)).get(src)!;
  return {
    name: "scripts-after-paint",
    run(page) {
      const { html } = page;
      const elements = outsideTemplates(elementsOf(html));
      const scripts = elements.filter(
        (element) => element.name === "script" && element.attrs.has("async") && CHUNK.test(element.attrs.get("src") ?? ""),
      );
      if (!scripts.length) throw new Error("No framework chunk script found to start after paint");
      const body = elements.findLast((element) => element.name === "body");
      if (!body || body.closeStart === html.length) throw new Error("No </body> to park the framework scripts before");
      const head = elements.find((element) => element.name === "head");
      if (!head || head.closeStart === html.length) throw new Error("No </head> to load the after-paint loader from");
      // Preloads in <head> would fetch the chunks beside the document the first paint waits for.
      const preloads = elements.filter(
        (element) => element.name === "link" && element.attrs.get("rel") === "preload" && element.attrs.get("as") === "script",
      );
      const edits: Edit[] = [...scripts, ...preloads].map(removal);
      const lang = elements.find((element) => element.name === "html")?.attrs.get("lang") ?? "";
      const warm = warmFiles ? expandWarm(html, elements, lang, warmFiles) : { elements, edits: [] };
      edits.push(...warm.edits);
      let payloadAttribute = "";
      if (page.payloadUrl) {
        const inline = elements.filter(
          (element) => element.name === "script" && !element.attrs.size && PAYLOAD_SCRIPT.test(contentOf(html, element)),
        );
        const text = inline.map((element) => (JSON.parse(PAYLOAD_SCRIPT.exec(contentOf(html, element))![1]!) as [1, string])[1]);
        if (text.join("") !== page.rsc["index.txt"]) throw new Error(`The inline payload differs from ${page.payloadUrl}`);
        const left = elements.filter(
          (element) =>
            element.name === "script" &&
            !inline.includes(element) &&
            /self\.__next_f\.push\(\[[1-9]/.test(contentOf(html, element)),
        );
        if (left.length) throw new Error(`A payload script is left beside ${page.payloadUrl}`);
        edits.push(...inline.map(removal));
        payloadAttribute = ` data-payload="${page.payloadUrl}"`;
      }
      const parked = scripts.map((element) => outerOf(html, element)).join("");
      const onDemand = prefetch
        ? onDemandChunks(
            scripts.map((element) => element.attrs.get("src")!),
            readOnce,
          )
        : [];
      const data =
        prefetch && isFile
          ? [...new Set([...onDemandData(onDemand, readOnce, page.path, isFile), ...warmedData(warm.elements, isFile)])]
              .filter((url) => !onDemand.includes(url))
              .sort()
          : [];
      const names = [...onDemand.map((url) => url.slice(CHUNKS_FOLDER.length)), ...data];
      let prefetchAttribute = names.length ? ` ${PREFETCH_ATTRIBUTE}="${names.join(" ")}"` : "";
      const files: Record<string, string> = {};
      if (onDemand.length && worker) {
        prefetchAttribute += ` ${PREFETCH_WORKER_ATTRIBUTE}="${worker.src}"`;
        files[worker.path] = prefetchWorker!;
      }
      const { path, src } = loaderFile(loader);
      edits.push({ start: head.closeStart, end: head.closeStart, text: `<script>${loaderBootstrap(src)}</script>` });
      edits.push({
        start: body.closeStart,
        end: body.closeStart,
        text: `<template id="${TEMPLATE_ID}"${payloadAttribute}${prefetchAttribute}>${parked}</template>`,
      });
      const payloads = payloadAttribute ? 1 : 0;
      return {
        page: { ...page, html: applyEdits(html, edits) },
        counts: { pages: 1, payloads, scripts: scripts.length, onDemand: onDemand.length, onDemandData: data.length },
        files: { ...files, [path]: loader },
      };
    },
    summary: ({ pages, payloads, scripts, onDemand = 0, onDemandData = 0 }) =>
      `After paint: ${scripts} framework scripts on ${pages} pages start once the page is painted; ` +
      `${payloads} pages fetch their payload then instead of carrying it; ` +
      `${onDemand} chunk files of on-demand code and ${onDemandData} data files it fetches are prefetched once they are idle.`,
  };
}
