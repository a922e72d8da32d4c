/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { documentOnly } from "@/tests/bench/document-only.mjs";

// A page shaped as the export writes it: the bootstrap in <head>, structured data, the mail links
// shown without JavaScript, Next's inline scripts and the template of parked framework scripts.
const page = [
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" href="/font.woff2" as="font"/>',
  "<style>body{margin:0}</style>",
  '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"/></noscript>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script>(function l(n){var s=document.createElement("script");s.src="/after-paint.js";n<2&&document.head.appendChild(s)})(0)</script>',
  '</head><body><main><h1>Voice bot</h1><script type="application/ld+json">{"@type":"Product"}</script>',
  '<p>Answers every call.</p><a href="mailto:hello@example.com">Write to us</a></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<template id="framework-scripts" data-payload="/index.txt"><link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script></template></body></html>',
].join("");

test("takes out every script the browser would run and the framework's template", () => {
  const html = documentOnly(page);
  expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
  expect(html).not.toContain("<template");
  expect(html).not.toContain("after-paint.js");
  expect(html).not.toContain("framework.js");
});

test("keeps the content, the inlined CSS, the font preload, the structured data and the no-script links", () => {
  const html = documentOnly(page);
  for (const kept of [
    "<h1>Voice bot</h1>",
    "<p>Answers every call.</p>",
    '<a href="mailto:hello@example.com">Write to us</a>',
    "<style>body{margin:0}</style>",
    '<link rel="preload" href="/font.woff2" as="font"/>',
    '<script type="application/ld+json">{"@type":"Product"}</script>',
    '<noscript><link rel="stylesheet" href="/_next/static/chunks/site.css"/></noscript>',
  ])
    expect(html).toContain(kept);
});

// Run in Node as the bench runs it: it loads hosting/finish-export.mjs, which Jest cannot.
const writeInNode = (siteOut: string, dir: string, paths: string[]) =>
  spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { writeDocumentOnlyExport } = await import(${JSON.stringify(join(process.cwd(), "tests/bench/document-only.mjs"))});
      await writeDocumentOnlyExport(...${JSON.stringify([siteOut, dir, paths])});`,
    ],
    { encoding: "utf8" },
  );

describe("writeDocumentOnlyExport", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "document-only-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test("copies the export and rewrites only the pages asked for, with their compressed files", () => {
    const out = join(dir, "out");
    const copy = join(dir, "copy");
    for (const path of ["", "product/voice-bot/", "contact-us/"]) {
      mkdirSync(join(out, path), { recursive: true });
      writeFileSync(join(out, path, "index.html"), page);
    }
    writeFileSync(join(out, "font.woff2"), "font");

    const result = writeInNode(out, copy, ["/", "/product/voice-bot/"]);
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);

    const expected = documentOnly(page);
    for (const path of ["", "product/voice-bot/"]) {
      const file = join(copy, path, "index.html");
      expect(readFileSync(file, "utf8")).toBe(expected);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(expected);
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(expected);
    }
    expect(readFileSync(join(copy, "contact-us/index.html"), "utf8")).toBe(page);
    expect(readFileSync(join(copy, "font.woff2"), "utf8")).toBe("font");
    expect(readFileSync(join(out, "index.html"), "utf8")).toBe(page);
  });
});
