/** @jest-environment node */
import { TEMPLATE_ID } from "@/scripts/build/after-paint";

import { exportedPages } from "./export";

// The postbuild parks the framework scripts until the page is painted (scripts/build/after-paint.ts).
test("every page starts its framework scripts after paint: all parked in the template, none before its text", () => {
  const pages = exportedPages().map(({ route, html }) => {
    const template = new RegExp(`<template id="${TEMPLATE_ID}"[^>]*>(.*?)</template>`).exec(html);
    const parked = template?.[1]?.match(/<script src="[^"]+" async=""><\/script>/g)?.length ?? 0;
    const outside = html.replace(template?.[0] ?? "", "").match(/<script[^>]+async=""|rel="preload" as="script"/g) ?? [];
    return {
      route,
      parked: parked > 0,
      outside: outside.length,
      loaderLast: /<\/template><script>[^<]+<\/script><\/body>/.test(html),
    };
  });
  expect(pages.filter((page) => !page.parked || page.outside || !page.loaderLast)).toEqual([]);
});

// The payload waits too: it is fetched from the RSC file Next exported beside the page.
test("every page but the not-found copies fetches its payload after paint from the file beside it", () => {
  const pages = exportedPages().map(({ route, html }) => ({
    route,
    inline: (html.match(/self\.__next_f\.push\(\[1,"/g) ?? []).length,
    payload: new RegExp(`<template id="${TEMPLATE_ID}" data-payload="([^"]+)"`).exec(html)?.[1],
  }));
  const besidePage = (route: string) => `${route.split("/").map(encodeURIComponent).join("/")}index.txt`;
  const [notFound, rest] = [pages.filter((p) => p.route === "/404"), pages.filter((p) => p.route !== "/404")];
  expect(rest.filter((page) => page.inline || page.payload !== besidePage(page.route))).toEqual([]);
  // 404.html is served at any unknown path, so it keeps its payload inline.
  expect(notFound.map((page) => page.inline > 0 && !page.payload)).toEqual([true]);
});
