/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { exportSteps, postbuild } from "@/scripts/export/postbuild";
import { loaderBootstrap } from "@/scripts/export/steps/scripts-after-paint";
import { filesUnder } from "@/scripts/files";

// A small export as Next writes it: two pages, the not-found copy, and a verification file from
// public/ that Next did not make.
const rules = "h1{margin:0}.used{color:red}.unused{color:blue}";
const css = `@font-face{font-family:inter}${rules}`;
const payload = '0:["$","h1",null,{}]\n1:["$","link","0",{"rel":"stylesheet","href":"/_next/static/chunks/site.css"}]\n';
const nextPage = (text = payload) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
    '<script src="/_next/static/chunks/react.js" async=""></script></head>',
    '<body><h1 class="used">Hi</h1><script src="/_next/static/chunks/main.js" async=""></script>',
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    `<script>self.__next_f.push(${JSON.stringify([1, text])})</script></body></html>`,
  ].join("");
const VERIFICATION = "google-site-verification: google1234abcd.html";

function exportWith(files: Record<string, string>): string {
  const out = mkdtempSync(join(tmpdir(), "out-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(out, path, ".."), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  return out;
}

const site = () =>
  exportWith({
    "index.html": nextPage(),
    "index.txt": payload,
    "__next._full.txt": payload,
    "about us/index.html": nextPage(),
    "about us/index.txt": payload,
    "404.html": nextPage(),
    "google1234abcd.html": VERIFICATION,
    "robots.txt": "User-agent: *",
    "_next/static/chunks/site.css": css,
    "_next/static/chunks/react.js": "react()",
    // The page's entry holds Turbopack's loader for one dynamic import: its file is prefetched once idle.
    "_next/static/chunks/main.js": 'e.v(t=>Promise.all(["static/chunks/chat.js"].map(t=>e.l(t))).then(()=>t(1)))',
    // The chat fetches its catalogue in the page's language: prefetched beside its code.
    "_next/static/chunks/chat.js": 'chat(fetch((0,v.q)(s,"/chat-catalog.json")))',
    "chat-catalog.json": "[]",
  });

const snapshot = (out: string) =>
  Object.fromEntries(filesUnder(out, () => true).map((file) => [file, readFileSync(file, "utf8")]));
const run = (out: string) => postbuild(out, exportSteps(out, []));

describe("the postbuild over an export", () => {
  const out = site();
  const first = run(out);
  const read = (path: string) => readFileSync(join(out, path), "utf8");

  test("runs every step on every page Next made", () => {
    expect(first.failures).toBe("");
    expect(first.lines.slice(0, 3)).toEqual([
      "After paint: 6 framework scripts on 3 pages start once the page is painted; 2 pages fetch their payload then instead of carrying it; 3 chunk files of on-demand code and 3 data files it fetches are prefetched once they are idle.",
      expect.stringMatching(/^Page CSS: 3 pages inline only the rules their markup uses/),
      "CSP: 3 pages hashed and given their own <meta> policy.",
    ]);
    const template =
      /<template id="framework-scripts" data-payload="\/about%20us\/index.txt" data-prefetch="chat.js \/chat-catalog.json" data-prefetch-worker="(\/_next\/static\/chunks\/prefetch-worker-[0-9a-f]{16}\.js)">/.exec(
        read("about us/index.html"),
      );
    expect(template).not.toBeNull();
    // The worker that fetches the on-demand code off the main thread is written beside the chunks, built and minified.
    expect(read(template![1]!.slice(1))).toMatch(/onmessage=.*fetch\(.*arrayBuffer\(\).*close\(\)/);
    expect(read("index.html")).toContain(
      `<style>@font-face{font-family:inter}</style><style data-page-rules>${rules.replace(".unused{color:blue}", "")}</style>`,
    );
    expect(read("_next/static/chunks/site.css")).toBe(rules);
    // The not-found copy is served at unknown paths, where no index.txt is beside it: its payload stays inline.
    expect(read("404.html")).toContain('self.__next_f.push([1,"0:');
  });

  test("writes the loader built and minified beside Next's chunks, named by its content, loaded by every page's <head>", () => {
    const src = /s\.src="(\/_next\/static\/chunks\/after-paint-[0-9a-f]{16}\.js)"/.exec(read("index.html"))![1]!;
    expect(read("about us/index.html")).toContain(`<script>${loaderBootstrap(src)}</script></head>`);
    const loader = read(src.slice(1));
    expect(loader).toMatch(/^\(\(\)=>\{.*"framework-scripts".*\}\)\(\);$/);
    expect(loader).not.toContain("\n");
    expect(read("index.html")).toMatch(/<\/template><\/body>/);
  });

  test("leaves an HTML file Next did not make as it was", () => {
    expect(read("google1234abcd.html")).toBe(VERIFICATION);
    expect(first.lines).toContain("Left as they were: 1 HTML files Next did not make, 0 pages processed before.");
  });

  test("changes nothing when run again over its own output", () => {
    const before = snapshot(out);
    const second = run(out);
    expect(second).toEqual({
      lines: ["Left as they were: 1 HTML files Next did not make, 3 pages processed before."],
      failures: "",
      leftOut: "",
      written: 0,
    });
    expect(snapshot(out)).toEqual(before);
  });
});

test("a failure on any page writes nothing and is reported with every other", () => {
  const out = site();
  writeFileSync(join(out, "about us/index.html"), nextPage().replace(/<link rel="stylesheet"[^>]*>/, ""));
  writeFileSync(join(out, "404.html"), nextPage().replace('<meta charSet="utf-8"/>', ""));
  const before = snapshot(out);
  const { failures, written } = run(out);
  expect(failures.split("\n").sort()).toEqual([
    "  - inline-page-css: No stylesheet <link data-precedence> to inline (about us/index.html)",
    "  - secure-export: No <meta charSet> to place the policy after (404.html)",
  ]);
  expect(written).toBe(0);
  expect(snapshot(out)).toEqual(before);
});
