import { AFTER_PAINT_LOADER, startScriptsAfterPaint, TEMPLATE_ID } from "@/scripts/build/after-paint";

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

  test("parks every framework chunk script, in order, in a template before the loader at the end of <body>", () => {
    expect(moved).toBe(3);
    const template = `<template id="${TEMPLATE_ID}">${chunk("react")}${chunk("runtime")}${chunk("main")}</template>`;
    expect(html.endsWith(`${template}<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
    expect(html.split("async=").length - 1).toBe(3);
  });

  test("drops the script preloads and leaves the page's other scripts where they were", () => {
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>');
    expect(html).toContain('</main><script type="application/ld+json">{}</script><script>self.__next_f.push([0])</script>');
  });

  test("leaves a page it has already done, and a page with no chunk script, unchanged", () => {
    expect(startScriptsAfterPaint(html)).toEqual({ html, moved: 0 });
    const plain = "<html><body><p>Hi</p></body></html>";
    expect(startScriptsAfterPaint(plain)).toEqual({ html: plain, moved: 0 });
  });
});

describe("the after-paint loader", () => {
  const setUp = (visibility: DocumentVisibilityState) => {
    document.body.innerHTML = `<main><p>Text</p></main><template id="${TEMPLATE_ID}">${chunk("main")}</template>`;
    jest.spyOn(document, "visibilityState", "get").mockReturnValue(visibility);
    new Function(AFTER_PAINT_LOADER)();
  };
  const started = () => document.querySelectorAll("body > script[src]").length;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("inserts the scripts only after the first frame, the font wait and two more frames", () => {
    setUp("visible");
    expect(started()).toBe(0);
    jest.advanceTimersByTime(16 + 50);
    expect(started()).toBe(0);
    jest.advanceTimersByTime(100 + 2 * 16 + 16);
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
