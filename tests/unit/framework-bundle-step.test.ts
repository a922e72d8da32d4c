/** @jest-environment node */
import { TEMPLATE_ID } from "@/scripts/export/loader/after-paint";
import { runPipeline, type Page } from "@/scripts/export/pipeline";
import { bundleText, CHUNK_PREFIX, frameworkBundle, sharedChunks } from "@/scripts/export/steps/framework-bundle";
import { scriptsAfterPaint } from "@/scripts/export/steps/scripts-after-paint";

// Chunk files shaped as Turbopack writes them: each registers under its own <script>, the runtime
// registers them all.
const CHUNKS: Record<string, string> = {
  "/_next/static/chunks/react.js": `${CHUNK_PREFIX}1,e=>{e.v("react")}]);`,
  "/_next/static/chunks/next.js": `${CHUNK_PREFIX}2,e=>{e.v("next")}]);`,
  "/_next/static/chunks/turbopack-1.js": `(()=>{let r=globalThis.TURBOPACK;globalThis.TURBOPACK={push:H},r.forEach(H)})();`,
  "/_next/static/chunks/home.js": `${CHUNK_PREFIX}3,e=>{e.v("home")}]);`,
  "/_next/static/chunks/about.js": `${CHUNK_PREFIX}4,e=>{e.v("about")}]);`,
  "/_next/static/chunks/entry.js": `${CHUNK_PREFIX}5,e=>{e.v("entry")}]);`,
};
const read = (src: string) => {
  const text = CHUNKS[src];
  if (text === undefined) throw new Error(`no ${src}`);
  return text;
};
const script = (name: string) => `<script src="/_next/static/chunks/${name}" async=""></script>`;
const document = (own: string) =>
  `<!DOCTYPE html><html><head>${script("react.js")}${script("next.js")}${script("turbopack-1.js")}${script(own)}</head>` +
  `<body><main><h1>Hi</h1></main>${script("entry.js")}</body></html>`;
const pages: Page[] = [
  { path: "index.html", html: document("home.js"), rsc: {} },
  { path: "about/index.html", html: document("about.js"), rsc: {} },
];
const steps = () => [scriptsAfterPaint("loader()", read), frameworkBundle(read)];

describe("the framework bundle", () => {
  test("holds the chunks every page loads, but a page's last one, in the order the pages load them", () => {
    expect(
      sharedChunks([
        ["/a.js", "/b.js", "/c.js", "/home.js", "/entry.js"],
        ["/a.js", "/b.js", "/c.js", "/about.js", "/entry.js"],
      ]),
    ).toEqual(["/a.js", "/b.js", "/c.js"]);
    expect(sharedChunks([])).toEqual([]);
  });

  test("registers each chunk under its path, and keeps the runtime as it is", () => {
    const text = bundleText(
      ["/_next/static/chunks/react.js", "/_next/static/chunks/turbopack-1.js", "/_next/static/chunks/next.js"],
      read,
    );
    expect(text).toBe(
      [
        '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["static/chunks/react.js",1,e=>{e.v("react")}]);',
        CHUNKS["/_next/static/chunks/turbopack-1.js"],
        '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["static/chunks/next.js",2,e=>{e.v("next")}]);',
      ].join("\n"),
    );
    expect(text).not.toContain("currentScript");
  });

  test("fails the build on a chunk it does not know the shape of, or one that reads its <script> again", () => {
    expect(() => bundleText(["/_next/static/chunks/x.js"], () => "console.log(1)")).toThrow(
      "/_next/static/chunks/x.js is neither a Turbopack chunk nor its runtime",
    );
    expect(() => bundleText(["/_next/static/chunks/x.js"], () => `${CHUNK_PREFIX}1,()=>document.currentScript]);`)).toThrow(
      "/_next/static/chunks/x.js reads document.currentScript beyond its registration",
    );
  });

  test("takes the shared chunks' place in each page's after-paint template, with a placeholder for each", () => {
    const result = runPipeline(pages, steps());
    expect(result.failures).toEqual([]);
    const [bundlePath, bundle] = Object.entries(result.files).find(([path]) => /framework-[0-9a-f]{16}\.js$/.test(path))!;
    expect(bundle).toBe(
      bundleText(["/_next/static/chunks/react.js", "/_next/static/chunks/next.js", "/_next/static/chunks/turbopack-1.js"], read),
    );
    const placeholder = (name: string) => `<script src="/_next/static/chunks/${name}" async type="text/plain"></script>`;
    const home = result.pages[0]!.html;
    expect(home).toContain(
      `<template id="${TEMPLATE_ID}">` +
        `<script src="/${bundlePath}" async=""></script>${placeholder("react.js")}${placeholder("next.js")}` +
        `${script("home.js")}${script("entry.js")}</template>`,
    );
    // Nothing looks for the runtime's <script>: it leaves no placeholder.
    expect(result.pages[1]!.html).toContain(`${placeholder("next.js")}${script("about.js")}${script("entry.js")}`);
    expect(result.counts["framework-bundle"]).toEqual({ pages: 2, chunks: 6, requests: 10 });
    expect(frameworkBundle(read).summary(result.counts["framework-bundle"]!)).toBe(
      "Framework bundle: 2 pages load the 3 chunk files they all share as one file, 10 chunk requests down to 6.",
    );
  });

  test("leaves pages alone when fewer than two chunks are shared", () => {
    const html = ["react.js", "next.js", "turbopack-1.js"].reduce(
      (page, name) => page.replace(script(name), ""),
      document("home.js"),
    );
    const single: Page = { path: "x/index.html", html, rsc: {} };
    const alone = runPipeline([single], steps());
    expect(alone.failures).toEqual([]);
    expect(Object.keys(alone.files).some((path) => path.includes("framework-"))).toBe(false);
    expect(alone.pages[0]!.html).toContain(`${script("home.js")}${script("entry.js")}</template>`);
  });

  test("reports a chunk file it cannot bundle once, for every page, and writes nothing", () => {
    const result = runPipeline(pages, [
      scriptsAfterPaint("loader()", read),
      frameworkBundle((src) => (src.endsWith("next.js") ? "plain()" : read(src))),
    ]);
    expect(result.pages).toEqual([]);
    expect(result.failures).toEqual([
      expect.objectContaining({ step: "framework-bundle", page: "(every page)", message: expect.stringContaining("next.js") }),
    ]);
  });
});
