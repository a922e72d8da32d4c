// Next loads every page's framework as seven to nine chunk files, six of them the same on every page
// (React, Next's client, Turbopack's runtime, the root layout's components). On a phone each is a
// request of its own over a slow connection, and each costs the main thread a preload, a request
// task and a few response tasks. This step serves the chunks that every page loads, but the last, as
// one file, the same on every page (so every page after the first reads it from cache), and leaves
// the page's own chunks and its last one as Next wrote them.
//
// A Turbopack chunk registers itself by its own <script> (`document.currentScript`); in the bundle
// each chunk names its path instead, which the runtime accepts in its place. Next's client and React
// still look for each chunk's <script async src> before they load one (hydration and client-side
// navigation both do), so each bundled chunk but the runtime keeps an inert placeholder of that
// shape, `type="text/plain"`: never fetched, never run, and found by both. The loader puts the
// placeholders in the document and runs the page's last chunk, which starts hydration, once the
// others have run, so the bundle's own evaluation and the hydration stay two tasks.
import { applyEdits, elementsOf, outsideTemplates, type Element } from "../html";
import { TEMPLATE_ID } from "../loader/after-paint";
import { chunkFile, type Page, type Step } from "../pipeline";

const CHUNK = /^\/_next\/(static\/chunks\/[^"?#]+\.js)$/;
/** How every Turbopack chunk but the runtime starts: it registers under the <script> that runs it. */
export const CHUNK_PREFIX =
  '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,';
/** Turbopack's runtime, which registers the chunks pushed before it and after. */
const RUNTIME_MARK = "globalThis.TURBOPACK={push:";

const isChunkScript = (element: Element) =>
  element.name === "script" &&
  element.attrs.has("async") &&
  !element.attrs.has("type") &&
  CHUNK.test(element.attrs.get("src") ?? "");

/** Next's async framework scripts in the page as Next wrote it, in document order. */
export function frameworkScriptsOf(html: string): Element[] {
  return outsideTemplates(elementsOf(html)).filter(isChunkScript);
}

/** The framework scripts the scripts-after-paint step parked in the page's after-paint template. */
function parkedScriptsOf(html: string): Element[] {
  const elements = elementsOf(html);
  const template = elements.find((element) => element.name === "template" && element.attrs.get("id") === TEMPLATE_ID);
  if (!template) throw new Error(`No after-paint template (#${TEMPLATE_ID}): run scripts-after-paint first`);
  return elements.filter(
    (element) => isChunkScript(element) && element.start >= template.openEnd && element.end <= template.closeStart,
  );
}

/** The chunks every page loads, in the order the first page loads them, without any page's last one. */
export function sharedChunks(pageChunks: readonly (readonly string[])[]): string[] {
  if (!pageChunks.length) return [];
  const lastOnes = new Set(pageChunks.map((chunks) => chunks.at(-1)));
  return pageChunks[0]!.filter((src) => !lastOnes.has(src) && pageChunks.every((chunks) => chunks.includes(src)));
}

/** The bundle's text: each chunk in order, registering under its path instead of its <script>. */
export function bundleText(chunks: readonly string[], readChunk: (src: string) => string): string {
  return chunks
    .map((src) => {
      const code = readChunk(src);
      const path = CHUNK.exec(src)![1]!;
      if (code.startsWith(CHUNK_PREFIX)) {
        const rest = code.slice(CHUNK_PREFIX.length);
        if (rest.includes("document.currentScript"))
          throw new Error(`${src} reads document.currentScript beyond its registration: it cannot be bundled`);
        return `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${JSON.stringify(path)},${rest}`;
      }
      if (code.includes(RUNTIME_MARK)) return code;
      throw new Error(`${src} is neither a Turbopack chunk nor its runtime as this step knows them: a Next upgrade?`);
    })
    .join("\n");
}

/**
 * Runs after scripts-after-paint: in each page's after-paint template, the chunks every page loads
 * (but its last) become one script, `framework-<hash>.js`, in the place of the first of them, and
 * each leaves its placeholder. Which chunks every page loads is read from the pages as Next wrote
 * them (`prepare`). `readChunk` reads the export's file at a src.
 */
export function frameworkBundle(readChunk: (src: string) => string): Step {
  let bundle: { chunks: string[]; runtime: string | undefined; path: string; src: string; text: string } | null = null;
  return {
    name: "framework-bundle",
    prepare(pages: readonly Page[]) {
      const chunks = sharedChunks(pages.map((page) => frameworkScriptsOf(page.html).map((element) => element.attrs.get("src")!)));
      if (chunks.length < 2) return;
      const text = bundleText(chunks, readChunk);
      const runtime = chunks.find((src) => !readChunk(src).startsWith(CHUNK_PREFIX));
      bundle = { chunks, runtime, ...chunkFile("framework", text), text };
    },
    run(page) {
      if (!bundle) return { page, counts: { pages: 0, chunks: 0, requests: 0 } };
      const scripts = parkedScriptsOf(page.html);
      const { chunks, runtime, path, src, text } = bundle;
      const bundled = scripts.filter((element) => chunks.includes(element.attrs.get("src")!));
      if (bundled.length !== chunks.length)
        throw new Error(`The page loads ${bundled.length} of the ${chunks.length} chunks bundled for every page`);
      const edits = bundled.map((element, index) => ({
        start: element.start,
        end: element.end,
        text:
          (index === 0 ? `<script src="${src}" async=""></script>` : "") +
          // Nothing looks for the runtime's <script>; every byte here delays the first paint.
          (element.attrs.get("src") === runtime
            ? ""
            : `<script src="${element.attrs.get("src")}" async type="text/plain"></script>`),
      }));
      return {
        page: { ...page, html: applyEdits(page.html, edits) },
        counts: { pages: 1, chunks: chunks.length, requests: scripts.length },
        files: { [path]: text },
      };
    },
    summary: ({ pages = 0, chunks = 0, requests = 0 }) =>
      `Framework bundle: ${pages} pages load the ${chunks / pages} chunk files they all share as one file, ` +
      `${requests} chunk requests down to ${requests - chunks + pages}.`,
  };
}
