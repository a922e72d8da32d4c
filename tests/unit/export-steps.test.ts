/** @jest-environment node */
import type { Page } from "@/scripts/export/pipeline";
import { inlinePageCss } from "@/scripts/export/steps/inline-page-css";
import { scriptsAfterPaint } from "@/scripts/export/steps/scripts-after-paint";
import { secureExport } from "@/scripts/export/steps/secure-export";

// Each step on its own: what it writes, and the message it fails with when Next's output changes.
const css = "h1{margin:0}.used{color:red}.unused{color:blue}";
const link = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
const template = '<template id="framework-scripts" data-payload="/index.txt"><script src="/a.js" async=""></script></template>';
const pageOf = (html: string, rsc: Record<string, string> = {}): Page => ({ path: "index.html", html, rsc });
const page = pageOf(`<html><head><meta charSet="utf-8"/>${link}</head><body><h1 class="used">Hi</h1>${template}</body></html>`);

describe("scripts-after-paint", () => {
  const step = scriptsAfterPaint("load()", () => "");

  test("fails on a page without a chunk script, or without a </body> to park them before", () => {
    expect(() => step.run(pageOf("<html><body><p>Hi</p></body></html>"))).toThrow(
      "No framework chunk script found to start after paint",
    );
    expect(() => step.run(pageOf('<script src="/_next/static/chunks/a.js" async></script><p>Hi'))).toThrow(
      "No </body> to park the framework scripts before",
    );
  });

  test("fails when a payload script is left that it cannot check against the file", () => {
    const html =
      '<head></head><body><script src="/_next/static/chunks/a.js" async></script><script>self.__next_f.push([1,"a"]);x()</script></body>';
    const withPayload: Page = { ...pageOf(html, { "index.txt": "" }), payloadUrl: "/index.txt" };
    expect(() => step.run(withPayload)).toThrow("A payload script is left beside /index.txt");
  });
});

describe("inline-page-css", () => {
  const font = "@font-face{font-family:inter;src:url(../media/inter.woff2)}";
  const step = inlinePageCss(() => `${font}${css}`);

  test("inlines the page's part in place of Next's link, and parks that link in the after-paint template and a <noscript>", () => {
    const { page: done, counts } = step.run(page);
    expect(done.html).toContain(
      // The fonts apart from the rules, which the loader removes once the whole sheet is in.
      `<head><meta charSet="utf-8"/><style>@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)}</style><style data-page-rules>h1{margin:0}.used{color:red}</style><noscript>${link}</noscript></head>`,
    );
    expect(done.html).toContain(`<template id="framework-scripts" data-payload="/index.txt">${link}<script src="/a.js"`);
    expect(counts.pages).toBe(1);
    expect(counts.kept).toBeLessThan(counts.of!);
  });

  test("returns the linked sheet without its @font-face rules, which the inlined part already declares", () => {
    expect(step.run(page).files).toEqual({ "_next/static/chunks/site.css": css });
  });

  test("fails on a page without Next's stylesheet link or without the after-paint template", () => {
    expect(() => step.run(pageOf(page.html.replace(link, "")))).toThrow("No stylesheet <link data-precedence> to inline");
    expect(() => step.run(pageOf(page.html.replace(template, "")))).toThrow("No after-paint template (#framework-scripts)");
  });
});

describe("secure-export", () => {
  const step = secureExport(["https://images.example.com"]);

  test("writes the policy right after <meta charSet>, with the hash of every inline script", () => {
    const { page: done } = step.run(pageOf('<head><meta charSet="utf-8"/></head><body><script>go()</script></body>'));
    expect(done.html).toMatch(
      /^<head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self';/,
    );
    expect(done.html).toContain("script-src 'self' 'sha256-");
    expect(done.html).toContain("img-src 'self' data: https://images.example.com;");
  });

  test("fails on a page with no <meta charSet>, or with script that no hash can allow", () => {
    expect(() => step.run(pageOf("<head></head><body></body>"))).toThrow("No <meta charSet> to place the policy after");
    expect(() => step.run(pageOf('<meta charset="utf-8"><button onclick="go()">Go</button>'))).toThrow(
      "onclick attribute cannot be allowed by a hash",
    );
  });
});
