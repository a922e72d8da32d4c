import { HOLD_ATTRIBUTE, READY_ATTRIBUTE, takeHeldPress } from "@/lib/held-press";
import { SEARCH_ENTRY, SEARCH_SCRIPT } from "@/lib/search/index-file";
import { applyEdits, elementsOf } from "@/scripts/export/html";
import {
  ATTEMPT_TIMEOUT_MS,
  FAILED_CLASS,
  PAGE_RULES_ATTRIBUTE,
  PREFETCH_ATTRIBUTE,
  PREFETCH_WORKER_ATTRIBUTE,
  prefetchUrl,
  RETRY_DELAYS_MS,
  startAfterPaint,
  startLoader,
  TEMPLATE_ID,
  WARM_ATTRIBUTE,
  WARM_EVENTS,
  type LoaderEnvironment,
} from "@/scripts/export/loader/after-paint";
import type { Page } from "@/scripts/export/pipeline";
import {
  expandWarm,
  loaderBootstrap,
  loaderFile,
  onDemandChunks,
  onDemandData,
  scriptsAfterPaint,
  warmedData,
} from "@/scripts/export/steps/scripts-after-paint";
import { firstQueryFiles, type PagefindEntry } from "@/scripts/export/steps/site-search";

// The step takes the loader as built; any text stands for it here. In CHUNK_TEXT, the page's main
// chunk holds Turbopack's loader for one dynamic import, of two files, one of them a page chunk itself.
const LOADER = "startAfterPaint()";
const CHUNK_TEXT: Record<string, string> = {
  "/_next/static/chunks/main.js":
    '925187,e=>{e.v(t=>Promise.all(["static/chunks/chat.js","static/chunks/react.js"].map(t=>e.l(t))).then(()=>t(1)))}',
  // The chat's chunk loads its dictionary on demand in turn.
  "/_next/static/chunks/chat.js": '1,e=>{e.v(t=>Promise.all(["static/chunks/chat-en.js"].map(t=>e.l(t))).then(()=>t(2)))}',
};
const step = scriptsAfterPaint(LOADER, () => "");
const startScriptsAfterPaint = (html: string, payload?: { url: string; text: string }) => {
  const page: Page = {
    path: "product/index.html",
    html,
    rsc: payload ? { "index.txt": payload.text } : {},
    payloadUrl: payload?.url,
  };
  const { page: result, counts } = step.run(page);
  return { html: result.html, moved: counts.scripts };
};

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  chunk("react"),
  chunk("runtime"),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  "</head><body><main><h1>Voice Bot</h1></main>",
  '<script type="application/ld+json">{}</script>',
  chunk("main"),
  "<script>self.__next_f.push([0])</script>",
  "</body></html>",
].join("");

describe("startScriptsAfterPaint", () => {
  const { html, moved } = startScriptsAfterPaint(page);

  test("parks every framework chunk script, in order, in a template at the end of <body>, and defers the loader from <head>", () => {
    expect(moved).toBe(3);
    const template = `<template id="${TEMPLATE_ID}">${chunk("react")}${chunk("runtime")}${chunk("main")}</template>`;
    expect(html.endsWith(`${template}</body></html>`)).toBe(true);
    expect(html).toContain(`<script>${loaderBootstrap(loaderFile(LOADER).src)}</script></head>`);
    expect(html.split("async=").length - 1).toBe(3);
  });

  test("drops Next's script preloads, which would fetch the chunks beside the document, and leaves the other scripts", () => {
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script>(function l(n)');
    expect(html).toContain('</main><script type="application/ld+json">{}</script><script>self.__next_f.push([0])</script>');
  });

  test("finds the scripts whatever their attribute order and however `async` is written", () => {
    const reordered = page.replace(chunk("react"), '<script async src="/_next/static/chunks/react.js"></script>');
    const { html: moved } = startScriptsAfterPaint(reordered);
    expect(moved).toContain(
      `<template id="${TEMPLATE_ID}"><script async src="/_next/static/chunks/react.js"></script>${chunk("runtime")}`,
    );
    expect(moved.indexOf("react.js")).toBe(moved.lastIndexOf("react.js"));
  });

  test("fails on a page with no chunk script left to move, such as one it has already done", () => {
    expect(() => startScriptsAfterPaint(html)).toThrow("No framework chunk script found to start after paint");
  });
});

describe("the on-demand code a page may load", () => {
  test("is the files of the dynamic imports in the page's chunks and in those files, less the page's own, listed on the template", () => {
    expect(
      onDemandChunks(["/_next/static/chunks/main.js", "/_next/static/chunks/react.js"], (src) => CHUNK_TEXT[src] ?? ""),
    ).toEqual(["/_next/static/chunks/chat-en.js", "/_next/static/chunks/chat.js"]);
    const withChunks = scriptsAfterPaint(LOADER, (src) => CHUNK_TEXT[src] ?? "");
    const { page: done, counts } = withChunks.run({ path: "product/index.html", html: page, rsc: {} });
    expect(done.html).toContain(`<template id="${TEMPLATE_ID}" ${PREFETCH_ATTRIBUTE}="chat-en.js chat.js">`);
    expect(counts.onDemand).toBe(2);
  });

  // The chat's chunk fetches its catalogue through localePath, as Turbopack writes it; the export has
  // the English and the Spanish catalogue, and no French one.
  const DATA_CHUNKS: Record<string, string> = {
    ...CHUNK_TEXT,
    "/_next/static/chunks/chat.js": `${CHUNK_TEXT["/_next/static/chunks/chat.js"]};z??=fetch((0,v.q)(s,"/chat-catalog.json"))`,
  };
  const exported = new Set(["/chat-catalog.json", "/es/chat-catalog.json"]);
  const isFile = (path: string) => exported.has(path);

  test("names the data files that code fetches, in the page's own language, when the export has them", () => {
    const code = ["/_next/static/chunks/chat-en.js", "/_next/static/chunks/chat.js"];
    const read = (src: string) => DATA_CHUNKS[src] ?? "";
    expect(onDemandData(code, read, "product/index.html", isFile)).toEqual(["/chat-catalog.json"]);
    expect(onDemandData(code, read, "es/product/index.html", isFile)).toEqual(["/es/chat-catalog.json"]);
    // Not guessed: a language whose file the export lacks gets none, and no other language's.
    expect(onDemandData(code, read, "fr/product/index.html", isFile)).toEqual([]);
    // Only the on-demand code counts: the page's own chunks fetch nothing on a first tap.
    expect(onDemandData(["/_next/static/chunks/main.js"], read, "product/index.html", isFile)).toEqual([]);
  });

  test("adds the data files the page's launchers name in data-warm, when the export has them", () => {
    const elements = [
      { attrs: new Map([["data-warm", "/es/search-index.json"]]) },
      { attrs: new Map([["data-warm", "/es/chat-catalog.json /es/missing.json"]]) },
      { attrs: new Map([["data-warm", "/es/chat-catalog.json"]]) },
      { attrs: new Map([["href", "/es/search-index.json"]]) },
    ];
    const exists = (path: string) => ["/es/chat-catalog.json", "/es/search-index.json"].includes(path);
    expect(warmedData(elements, exists)).toEqual(["/es/chat-catalog.json", "/es/search-index.json"]);
  });

  test("takes any file of the export a launcher names, a query after its path aside", () => {
    const elements = [
      { attrs: new Map([["data-warm", `/es/search-index.json ${SEARCH_SCRIPT} ${SEARCH_ENTRY} /pagefind/none.js`]]) },
    ];
    const exists = (path: string) => ["/es/search-index.json", SEARCH_SCRIPT, "/pagefind/pagefind-entry.json"].includes(path);
    expect(warmedData(elements, exists)).toEqual(["/es/search-index.json", SEARCH_ENTRY, SEARCH_SCRIPT].sort());
  });

  // Pagefind's entry for an export in English, Spanish and Chinese (its languages by <html lang>, lower case).
  const entry: PagefindEntry = {
    version: "1.6.0",
    languages: {
      en: { hash: "en_1a2b3c", wasm: "en", page_count: 112 },
      es: { hash: "es_4d5e6f", wasm: "es", page_count: 112 },
      "zh-hans": { hash: "zh-hans_789abc", wasm: null, page_count: 112 },
    },
  };

  test("Pagefind's first query fetches its script, its entry, then the language's metadata and WebAssembly", () => {
    expect(firstQueryFiles(entry, "es")).toEqual([
      SEARCH_SCRIPT,
      SEARCH_ENTRY,
      "/pagefind/pagefind.es_4d5e6f.pf_meta",
      "/pagefind/wasm.es.pagefind",
    ]);
    // The language as the script finds it: the tag in lower case, a language without a stemmer's "unknown" module.
    expect(firstQueryFiles(entry, "zh-Hans").slice(2)).toEqual([
      "/pagefind/pagefind.zh-hans_789abc.pf_meta",
      "/pagefind/wasm.unknown.pagefind",
    ]);
    // Else its language part, else the language with the most pages (the first, of equals).
    expect(firstQueryFiles(entry, "en-GB")[2]).toBe("/pagefind/pagefind.en_1a2b3c.pf_meta");
    expect(firstQueryFiles(entry, "fr")[2]).toBe("/pagefind/pagefind.en_1a2b3c.pf_meta");
    expect(firstQueryFiles({ version: "1.6.0", languages: {} }, "en")).toEqual([]);
  });

  test("a launcher's data-warm names the files its overlay's code fetches after the one it names, in the page's language", () => {
    const html = `<html lang="es"><body><button type="button" data-warm="/es/search-index.json ${SEARCH_SCRIPT}" aria-haspopup="dialog">Buscar</button><button data-warm="/es/chat-catalog.json">Chat</button></body></html>`;
    const warmFiles = (url: string, lang: string) => (url === SEARCH_SCRIPT ? firstQueryFiles(entry, lang) : []);
    const { elements, edits } = expandWarm(html, elementsOf(html), "es", warmFiles);
    expect(edits).toHaveLength(1);
    const done = applyEdits(html, edits);
    const all = ["/es/search-index.json", ...firstQueryFiles(entry, "es")];
    expect(done).toContain(`<button type="button" data-warm="${all.join(" ")}" aria-haspopup="dialog">Buscar</button>`);
    expect(done).toContain('<button data-warm="/es/chat-catalog.json">Chat</button>');
    expect(warmedData(elements, () => true)).toEqual([...all, "/es/chat-catalog.json"].sort());
    // Through the step: the page's own language, the longer list on the button and in the idle prefetch.
    const page = `<html lang="es"><head></head><body>${html.slice(html.indexOf("<button"), html.indexOf("</body>"))}${chunk("main")}</body></html>`;
    const withSearch = scriptsAfterPaint(LOADER, () => "", undefined, { isFile: () => true, warmFiles });
    const { page: result } = withSearch.run({ path: "es/index.html", html: page, rsc: {} });
    expect(result.html).toContain(`data-warm="${all.join(" ")}"`);
    expect(result.html).toContain(`${PREFETCH_ATTRIBUTE}="${[...all, "/es/chat-catalog.json"].sort().join(" ")}"`);
  });

  test("lists those data files after the chunks, by their path from the root", () => {
    const withData = scriptsAfterPaint(LOADER, (src) => DATA_CHUNKS[src] ?? "", undefined, { isFile });
    const { page: done, counts } = withData.run({ path: "es/product/index.html", html: page, rsc: {} });
    expect(done.html).toContain(
      `<template id="${TEMPLATE_ID}" ${PREFETCH_ATTRIBUTE}="chat-en.js chat.js /es/chat-catalog.json">`,
    );
    expect(counts).toMatchObject({ onDemand: 2, onDemandData: 1 });
    expect(prefetchUrl("chat.js")).toBe("/_next/static/chunks/chat.js");
    expect(prefetchUrl("/es/chat-catalog.json")).toBe("/es/chat-catalog.json");
  });

  test("is not listed when the prefetch list is left out (EXPORT_SKIP=prefetch-list, for its A/B)", () => {
    const without = scriptsAfterPaint(LOADER, (src) => CHUNK_TEXT[src] ?? "", undefined, { prefetch: false });
    const { page: done, counts } = without.run({ path: "product/index.html", html: page, rsc: {} });
    expect(done.html).not.toContain(PREFETCH_ATTRIBUTE);
    expect(counts.onDemand).toBe(0);
  });
});

describe("startScriptsAfterPaint with the payload file beside the page", () => {
  const payloadScript = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
  const withPayload = page.replace(
    "<script>self.__next_f.push([0])</script>",
    `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${payloadScript('0:["$","main",null,{}]\n')}${payloadScript("1:\u003cb\u003e\n")}`,
  );

  test("moves the inline payload out when it is the file's text byte for byte, and names the file", () => {
    const { html } = startScriptsAfterPaint(withPayload, { url: "/product/index.txt", text: '0:["$","main",null,{}]\n1:<b>\n' });
    expect(html).not.toContain('self.__next_f.push([1,"');
    expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    expect(html).toContain(`<template id="${TEMPLATE_ID}" data-payload="/product/index.txt">${chunk("react")}`);
  });

  test("fails the build when the file says something else", () => {
    expect(() => startScriptsAfterPaint(withPayload, { url: "/product/index.txt", text: "0:stale\n" })).toThrow(
      "The inline payload differs from /product/index.txt",
    );
  });
});

describe("the after-paint loader", () => {
  const setUp = (visibility: DocumentVisibilityState) => {
    document.body.innerHTML = `<main><p>Text</p></main><template id="${TEMPLATE_ID}">${chunk("main")}</template>`;
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
    startAfterPaint(window as unknown as LoaderEnvironment);
  };
  const started = () => document.querySelectorAll("body > script[src]").length;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("requests nothing until the first frame, the font wait and two more frames are past; then preloads the chunks at low priority and inserts them", () => {
    setUp("visible");
    expect(started()).toBe(0);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    jest.advanceTimersByTime(16 + 50);
    expect(started()).toBe(0);
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    jest.advanceTimersByTime(100 + 2 * 16 + 16);
    const preload = document.head.querySelector('link[rel="preload"][as="script"]');
    expect(preload?.getAttribute("href")).toBe("/_next/static/chunks/main.js");
    expect(preload?.getAttribute("fetchpriority")).toBe("low");
    expect(started()).toBe(1);
    expect(document.querySelector("body > script")?.getAttribute("src")).toBe("/_next/static/chunks/main.js");
    jest.advanceTimersByTime(1000);
    expect(started()).toBe(1);
  });

  test("starts at once on a page opened in a background tab, which never paints", () => {
    setUp("hidden");
    expect(started()).toBe(1);
  });

  test("starts at once when the page is hidden before it painted", () => {
    setUp("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(started()).toBe(1);
  });
});

describe("the loader's entry", () => {
  const click = (target: Element) => target.dispatchEvent(new Event("click", { bubbles: true, cancelable: true }));
  afterEach(() => {
    jest.restoreAllMocks();
    document.documentElement.className = "";
  });

  test("holds a press on a control whose code has not run from the moment it runs, before the document is parsed", () => {
    document.body.innerHTML = `<button ${HOLD_ATTRIBUTE}>Send</button><template id="${TEMPLATE_ID}">${chunk("main")}</template>`;
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const parsing = jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    startLoader(window as unknown as LoaderEnvironment);
    const button = document.querySelector("button")!;
    expect(click(button)).toBe(false);
    expect(document.querySelectorAll("body > script[src]")).toHaveLength(0);
    parsing.mockReturnValue("interactive");
    document.dispatchEvent(new Event("DOMContentLoaded"));
    expect(document.querySelectorAll("body > script[src]")).toHaveLength(1);
    expect(takeHeldPress(button)).toBe(true);
    button.setAttribute(READY_ATTRIBUTE, "");
    expect(click(button)).toBe(true);
  });

  test("lets presses through once the page is marked failed, as they would go without scripts", () => {
    document.body.innerHTML = `<button ${HOLD_ATTRIBUTE}>Send</button><template id="${TEMPLATE_ID}">${chunk("main")}</template>`;
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    startLoader(window as unknown as LoaderEnvironment);
    document.documentElement.classList.add(FAILED_CLASS);
    const button = document.querySelector("button")!;
    expect(click(button)).toBe(true);
    expect(takeHeldPress(button)).toBe(false);
  });
});

describe("the after-paint loader with a payload to fetch", () => {
  let respond: (text: string) => void;
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  beforeEach(() => {
    (self as unknown as { __next_f: unknown[] }).__next_f = [[0]];
    const text = new Promise<string>((resolve) => (respond = resolve));
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, text: () => text })) as unknown as typeof fetch;
    document.head.innerHTML = "";
    document.body.innerHTML = `<main><p>Text</p></main><template id="${TEMPLATE_ID}" data-payload="/product/index.txt"><link rel="stylesheet" href="/_next/static/chunks/site.css"/>${chunk("main")}</template>`;
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  });
  afterEach(() => jest.restoreAllMocks());

  test("links the stylesheet at once, and runs the chunks once both the sheet and the payload are in", async () => {
    startAfterPaint(window as unknown as LoaderEnvironment);
    expect(global.fetch).toHaveBeenCalledWith("/product/index.txt");
    const sheet = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(sheet?.getAttribute("href")).toBe("/_next/static/chunks/site.css");
    expect(document.querySelectorAll("body > script[src]")).toHaveLength(0);
    respond('0:["$","main",null,{}]\n');
    await flush();
    expect((self as unknown as { __next_f: unknown[] }).__next_f).toEqual([[0], [1, '0:["$","main",null,{}]\n']]);
    expect(document.querySelectorAll("body > script[src]")).toHaveLength(0);
    sheet!.dispatchEvent(new Event("load"));
    expect(document.querySelectorAll("body > script[src]")).toHaveLength(1);
  });

  test("runs the last chunk, which starts hydration, once the others have", async () => {
    const template = document.getElementById(TEMPLATE_ID)!;
    template.innerHTML =
      `<link rel="stylesheet" href="/_next/static/chunks/site.css"/>` +
      `<script src="/_next/static/chunks/framework-1.js" async=""></script>` +
      `<script src="/_next/static/chunks/page.js" async=""></script>` +
      `<script src="/_next/static/chunks/entry.js" async=""></script>`;
    startAfterPaint(window as unknown as LoaderEnvironment);
    const preloaded = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute("href"));
    expect(preloaded).toEqual([
      "/_next/static/chunks/framework-1.js",
      "/_next/static/chunks/page.js",
      "/_next/static/chunks/entry.js",
    ]);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("load"));
    respond("0:null\n");
    await flush();
    const inBody = () =>
      [...document.querySelectorAll("body > script[src]")].map(
        (s) => `${s.getAttribute("type") ?? "js"} ${s.getAttribute("src")}`,
      );
    expect(inBody()).toEqual(["js /_next/static/chunks/framework-1.js", "js /_next/static/chunks/page.js"]);
    document.querySelector('body > script[src$="framework-1.js"]')!.dispatchEvent(new Event("load"));
    await flush();
    expect(inBody()).toHaveLength(2);
    document.querySelector('body > script[src$="page.js"]')!.dispatchEvent(new Event("load"));
    await flush();
    expect(inBody().at(-1)).toBe("js /_next/static/chunks/entry.js");
  });

  /**
   * Starts the loader with these globals and template attributes, brings in the stylesheet, the
   * payload and the one chunk, and returns the idle callbacks it asked for.
   */
  const runUntilIdle = async (globals: Partial<LoaderEnvironment>, attributes: Record<string, string>) => {
    const idle: Array<() => void> = [];
    const env = Object.assign(Object.create(window) as LoaderEnvironment, {
      document,
      fetch: global.fetch,
      __next_f: (self as unknown as { __next_f: unknown[] }).__next_f,
      requestIdleCallback: (run: () => void) => idle.push(run),
      ...globals,
    });
    const template = document.getElementById(TEMPLATE_ID)!;
    for (const [name, value] of Object.entries(attributes)) template.setAttribute(name, value);
    startAfterPaint(env);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("load"));
    respond("0:null\n");
    await flush();
    document.querySelector("body > script[src]")!.dispatchEvent(new Event("load"));
    await flush();
    return idle;
  };
  const prefetchLinks = () =>
    [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute("href"));
  const WORKER_SRC = "/_next/static/chunks/prefetch-worker-1.js";

  test("once every chunk has run and the page is idle, prefetches the on-demand code without running it", async () => {
    const idle = await runUntilIdle({}, { [PREFETCH_ATTRIBUTE]: "chat.js chat.css" });
    expect(prefetchLinks()).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(prefetchLinks()).toEqual(["/_next/static/chunks/chat.js", "/_next/static/chunks/chat.css"]);
    expect(document.querySelectorAll("body > script[src]")).toHaveLength(1);
  });

  test.each([
    ["asked to save data", { saveData: true, effectiveType: "4g" }],
    ["on a 2G connection", { effectiveType: "2g" }],
    ["on a slow-2G connection", { effectiveType: "slow-2g" }],
  ])("prefetches nothing for a visitor %s: the first tap loads the code", async (_, connection) => {
    const idle = await runUntilIdle({ navigator: { connection } }, { [PREFETCH_ATTRIBUTE]: "chat.js chat.css" });
    expect(idle).toHaveLength(0);
    expect(prefetchLinks()).toEqual([]);
  });

  test("prefetches on a 3G connection that does not save data", async () => {
    const idle = await runUntilIdle(
      { navigator: { connection: { saveData: false, effectiveType: "3g" } } },
      { [PREFETCH_ATTRIBUTE]: "chat.js" },
    );
    idle[0]!();
    expect(prefetchLinks()).toEqual(["/_next/static/chunks/chat.js"]);
  });

  test("with a prefetch worker on the template, the worker fetches the on-demand code and no link is added", async () => {
    const started: Array<{ src: string; posted: unknown[] }> = [];
    class FakeWorker {
      posted: unknown[] = [];
      constructor(src: string) {
        started.push({ src, posted: this.posted });
      }
      postMessage(message: unknown) {
        this.posted.push(message);
      }
    }
    const idle = await runUntilIdle(
      { Worker: FakeWorker as unknown as typeof Worker },
      { [PREFETCH_ATTRIBUTE]: "chat.js chat.css", [PREFETCH_WORKER_ATTRIBUTE]: WORKER_SRC },
    );
    expect(started).toEqual([]);
    idle[0]!();
    expect(started).toEqual([
      {
        src: WORKER_SRC,
        posted: [["/_next/static/chunks/chat.js", "/_next/static/chunks/chat.css"]],
      },
    ]);
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  });

  test("a worker the browser refuses falls back to prefetch links", async () => {
    const refused = function RefusedWorker() {
      throw new Error("SecurityError");
    } as unknown as typeof Worker;
    const idle = await runUntilIdle(
      { Worker: refused },
      { [PREFETCH_ATTRIBUTE]: "chat.js", [PREFETCH_WORKER_ATTRIBUTE]: WORKER_SRC },
    );
    idle[0]!();
    expect(prefetchLinks()).toEqual(["/_next/static/chunks/chat.js"]);
  });

  test("a stylesheet that fails to load does not hold the framework back, and the page keeps its inlined rules", async () => {
    document.head.innerHTML = `<style>@font-face{font-family:Inter}</style><style ${PAGE_RULES_ATTRIBUTE}>p{color:red}</style>`;
    startAfterPaint(window as unknown as LoaderEnvironment);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("error"));
    respond("0:null\n");
    await flush();
    expect(document.querySelectorAll("body > script[src]")).toHaveLength(1);
    expect(document.querySelector(`style[${PAGE_RULES_ATTRIBUTE}]`)).not.toBeNull();
  });

  test("once the whole sheet is in, the inlined copy of its rules goes and the fonts stay declared", () => {
    document.head.innerHTML = `<style>@font-face{font-family:Inter}</style><style ${PAGE_RULES_ATTRIBUTE}>p{color:red}</style>`;
    startAfterPaint(window as unknown as LoaderEnvironment);
    const styles = () => [...document.head.querySelectorAll("style")].map((style) => style.textContent);
    expect(styles()).toEqual(["@font-face{font-family:Inter}", "p{color:red}"]);
    document.head.querySelector('link[rel="stylesheet"]')!.dispatchEvent(new Event("load"));
    expect(styles()).toEqual(["@font-face{font-family:Inter}"]);
  });
});

describe("the after-paint loader on a bad network", () => {
  const env = window as unknown as LoaderEnvironment & { __next_f: unknown[] };
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const scriptsRun = () => [...document.querySelectorAll<HTMLScriptElement>("body > script[src]")];
  let answers: Array<() => Promise<Response>>;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    jest.useFakeTimers();
    env.__next_f = [[0]];
    answers = [];
    global.fetch = jest.fn(() => (answers.shift() ?? (() => new Promise<Response>(() => {})))()) as unknown as typeof fetch;
    errors = jest.spyOn(console, "error").mockImplementation(() => {});
    document.documentElement.className = "";
    document.head.innerHTML = "";
    document.body.innerHTML = `<main><p>Text</p></main><template id="${TEMPLATE_ID}" data-payload="/product/index.txt">${chunk("main")}</template>`;
    jest.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const ok = (text: string) => () => Promise.resolve({ ok: true, status: 200, text: () => Promise.resolve(text) } as Response);
  const refused = () => Promise.reject(new TypeError("Failed to fetch"));
  const serverError = () => Promise.resolve({ ok: false, status: 503, text: () => Promise.resolve("") } as Response);

  test("a payload request that fails twice is tried again with backoff, and the page hydrates from the third", async () => {
    answers.push(refused, serverError, ok("0:null\n"));
    startAfterPaint(env);
    await flush();
    expect(global.fetch).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(RETRY_DELAYS_MS[0]);
    await flush();
    expect(global.fetch).toHaveBeenCalledTimes(2);
    expect(scriptsRun()).toHaveLength(0);
    jest.advanceTimersByTime(RETRY_DELAYS_MS[1]);
    await flush();
    expect(global.fetch).toHaveBeenCalledTimes(3);
    expect(env.__next_f).toEqual([[0], [1, "0:null\n"]]);
    expect(scriptsRun()).toHaveLength(1);
    expect(document.documentElement.classList.contains(FAILED_CLASS)).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });

  test("after the last try it marks the page, says once what failed, runs nothing, and recovers when back online", async () => {
    answers.push(refused, refused, refused);
    startAfterPaint(env);
    for (const delay of RETRY_DELAYS_MS) {
      await flush();
      jest.advanceTimersByTime(delay);
    }
    await flush();
    expect(global.fetch).toHaveBeenCalledTimes(3);
    expect(document.documentElement.classList.contains(FAILED_CLASS)).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe(
      "Interactive parts did not load: /product/index.txt failed 3 times (TypeError: Failed to fetch)",
    );
    expect(scriptsRun()).toHaveLength(0);
    expect(env.__next_f).toEqual([[0]]);

    answers.push(ok("0:null\n"));
    window.dispatchEvent(new Event("online"));
    await flush();
    expect(document.documentElement.classList.contains(FAILED_CLASS)).toBe(false);
    expect(scriptsRun()).toHaveLength(1);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  test("a request that never answers counts as failed after the attempt timeout, and its late answer is ignored", async () => {
    let late!: (response: Response) => void;
    answers.push(() => new Promise<Response>((resolve) => (late = resolve)), ok("0:second\n"));
    startAfterPaint(env);
    jest.advanceTimersByTime(ATTEMPT_TIMEOUT_MS);
    await flush();
    jest.advanceTimersByTime(RETRY_DELAYS_MS[0]);
    await flush();
    expect(env.__next_f).toEqual([[0], [1, "0:second\n"]]);
    late({ ok: true, status: 200, text: () => Promise.resolve("0:first\n") } as Response);
    await flush();
    expect(env.__next_f).toEqual([[0], [1, "0:second\n"]]);
  });

  test("a chunk that fails to load is inserted again, as a fresh element, until it loads", async () => {
    answers.push(ok("0:null\n"));
    startAfterPaint(env);
    await flush();
    const first = scriptsRun();
    expect(first).toHaveLength(1);
    first[0]!.dispatchEvent(new Event("error"));
    await flush();
    expect(scriptsRun()).toHaveLength(0);
    jest.advanceTimersByTime(RETRY_DELAYS_MS[0]);
    const second = scriptsRun();
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    expect(second[0]!.getAttribute("src")).toBe("/_next/static/chunks/main.js");
    second[0]!.dispatchEvent(new Event("load"));
    await flush();
    jest.advanceTimersByTime(60_000);
    expect(scriptsRun()).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("the loader's bootstrap in <head>", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = "";
    document.documentElement.className = "";
  });
  afterEach(() => jest.useRealTimers());
  const loaderScripts = () => [
    ...document.head.querySelectorAll<HTMLScriptElement>('script[src="/_next/static/chunks/after-paint-x.js"]'),
  ];

  test("tries the loader three times over the retry delays, then marks the page failed and says so once", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => {});
    new Function(loaderBootstrap("/_next/static/chunks/after-paint-x.js"))();
    for (const delay of RETRY_DELAYS_MS) {
      expect(loaderScripts()).toHaveLength(1);
      loaderScripts()[0]!.dispatchEvent(new Event("error"));
      expect(loaderScripts()).toHaveLength(0);
      jest.advanceTimersByTime(delay);
    }
    expect(document.documentElement.classList.contains(FAILED_CLASS)).toBe(false);
    loaderScripts()[0]!.dispatchEvent(new Event("error"));
    expect(document.documentElement.classList.contains(FAILED_CLASS)).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/^Interactive parts did not load: .*after-paint-x\.js failed 3 times$/);
    log.mockRestore();
  });

  test("a loader that arrives on a later try is simply run", () => {
    new Function(loaderBootstrap("/_next/static/chunks/after-paint-x.js"))();
    loaderScripts()[0]!.dispatchEvent(new Event("error"));
    jest.advanceTimersByTime(RETRY_DELAYS_MS[0]);
    loaderScripts()[0]!.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(60_000);
    expect(loaderScripts()).toHaveLength(1);
    expect(document.documentElement.classList.contains(FAILED_CLASS)).toBe(false);
  });
});

describe("warming what an overlay needs: at idle and on intent", () => {
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  /**
   * The loader on a document of its own (so no other test's listeners see its events), with a launcher
   * carrying WARM_ATTRIBUTE, a template with no chunk to run and `prefetch` as its list, hidden (it starts
   * at once); returns the URLs it fetched and the idle callbacks it asked for.
   */
  const setUp = (prefetch: string, globals: Partial<LoaderEnvironment> = {}) => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML =
      `<button ${WARM_ATTRIBUTE}="/chat-catalog.json /_next/static/chunks/chat.js"><svg><path></path></svg></button>` +
      `<a href="/product/">Product</a><template id="${TEMPLATE_ID}" ${PREFETCH_ATTRIBUTE}="${prefetch}"></template>`;
    jest.spyOn(doc, "visibilityState", "get").mockReturnValue("hidden");
    const fetched: string[] = [];
    const idle: Array<() => void> = [];
    const listen = jest.spyOn(doc, "addEventListener");
    const env = Object.assign(Object.create(window) as LoaderEnvironment, {
      document: doc,
      fetch: (url: string) => {
        fetched.push(url);
        return Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(0)) });
      },
      requestIdleCallback: (run: () => void) => idle.push(run),
      __next_f: [],
      ...globals,
    });
    startAfterPaint(env);
    const prefetchLinks = () => [...doc.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute("href"));
    return { doc, fetched, idle, listen, prefetchLinks };
  };
  afterEach(() => jest.restoreAllMocks());

  test("the idle prefetch fetches the data files listed beside the chunks", async () => {
    const { idle, prefetchLinks } = setUp("chat.js /chat-catalog.json /search-index.json");
    await flush();
    idle[0]!();
    expect(prefetchLinks()).toEqual(["/_next/static/chunks/chat.js", "/chat-catalog.json", "/search-index.json"]);
  });

  test("listens once per intent event, delegated on the document, passive", () => {
    const { listen } = setUp("");
    const warmListeners = listen.mock.calls.filter(([type]) => (WARM_EVENTS as readonly string[]).includes(type));
    expect(warmListeners.map(([type, , options]) => [type, options])).toEqual(
      WARM_EVENTS.map((type) => [type, { capture: true, passive: true }]),
    );
  });

  test.each(WARM_EVENTS)("a %s on a launcher (or inside it) fetches the URLs it lists, each once", async (type) => {
    const { doc, fetched } = setUp("");
    const icon = doc.querySelector("path")!;
    icon.dispatchEvent(new Event(type, { bubbles: true }));
    expect(fetched).toEqual(["/chat-catalog.json", "/_next/static/chunks/chat.js"]);
    doc.querySelector("button")!.dispatchEvent(new Event(type, { bubbles: true }));
    await flush();
    expect(fetched).toHaveLength(2);
  });

  test("an element without the attribute warms nothing", () => {
    const { doc, fetched } = setUp("");
    doc.querySelector("a")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    doc.body.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(fetched).toEqual([]);
  });

  test("intent and idle never fetch one URL twice, whichever comes first", async () => {
    const early = setUp("chat.js /chat-catalog.json /search-index.json");
    early.doc.querySelector("button")!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await flush();
    early.idle[0]!();
    expect(early.fetched).toEqual(["/chat-catalog.json", "/_next/static/chunks/chat.js"]);
    expect(early.prefetchLinks()).toEqual(["/search-index.json"]);

    const late = setUp("chat.js /chat-catalog.json");
    await flush();
    late.idle[0]!();
    late.doc.querySelector("button")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(late.fetched).toEqual([]);
  });

  test.each([
    ["asked to save data", { saveData: true, effectiveType: "4g" }],
    ["on a 2G connection", { effectiveType: "2g" }],
  ])("warms nothing on intent for a visitor %s", async (_, connection) => {
    const { doc, fetched, idle } = setUp("chat.js /chat-catalog.json", { navigator: { connection } });
    doc.querySelector("button")!.dispatchEvent(new Event("touchstart", { bubbles: true }));
    await flush();
    expect(fetched).toEqual([]);
    expect(idle).toHaveLength(0);
  });
});
