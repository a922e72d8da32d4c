/** @jest-environment node */
import { TEMPLATE_ID } from "@/scripts/build/after-paint";

import { exportedPages } from "./export";

// The postbuild parks the framework scripts until the page is painted (scripts/build/after-paint.ts).
test("every page starts its framework scripts after paint: all parked in the template, none before its text", () => {
  const pages = exportedPages().map(({ route, html }) => {
    const template = new RegExp(`<template id="${TEMPLATE_ID}">(.*?)</template>`).exec(html);
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
