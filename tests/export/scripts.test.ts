/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Check } from "lucide-react";

import { clientExportName, clientReferenceOf, elementsIn, modelOf, parseFlight, referencedRow } from "@/scripts/export/flight";
import { TEMPLATE_ID } from "@/scripts/export/loader/after-paint";
import { HYDRATION_PAYLOAD } from "@/scripts/export/steps/static-html";

import { exportedPages, OUT } from "./export";

// The postbuild parks the framework scripts until the page is painted (scripts/export/steps/scripts-after-paint.ts).
test("every page starts its framework scripts after paint: all parked in the template, none before its text", () => {
  const pages = exportedPages().map(({ route, html }) => {
    const template = new RegExp(`<template id="${TEMPLATE_ID}"[^>]*>(.*?)</template>`).exec(html);
    const parked = template?.[1]?.match(/<script src="[^"]+" async=""><\/script>/g)?.length ?? 0;
    const outside = html.replace(template?.[0] ?? "", "").match(/<script[^>]+async=""|rel="preload" as="script"/g) ?? [];
    return {
      route,
      parked: parked > 0,
      outside: outside.length,
      loader: /s\.src="\/(_next\/static\/chunks\/after-paint-[0-9a-f]{16}\.js)"/.exec(
        html.slice(0, html.indexOf("</head>")),
      )?.[1],
    };
  });
  expect(pages.filter((page) => !page.parked || page.outside || !page.loader)).toEqual([]);
  // One loader, served beside the chunks it starts.
  const loaders = [...new Set(pages.map((page) => page.loader!))];
  expect(loaders).toHaveLength(1);
  expect(readFileSync(join(OUT, loaders[0]!), "utf8")).toContain('"framework-scripts"');
});

// The payload waits too: it is fetched from the RSC file Next exported beside the page.
test("every page but the not-found copies fetches its payload after paint from the file beside it", () => {
  const pages = exportedPages().map(({ route, html }) => ({
    route,
    inline: (html.match(/self\.__next_f\.push\(\[1,"/g) ?? []).length,
    payload: new RegExp(`<template id="${TEMPLATE_ID}" data-payload="([^"]+)"`).exec(html)?.[1],
  }));
  // index.txt, or beside it the same payload without the page's static parts (steps/static-html.ts).
  const besidePage = (route: string, name: string) => `${route.split("/").map(encodeURIComponent).join("/")}${name}`;
  const [notFound, rest] = [pages.filter((p) => p.route === "/404"), pages.filter((p) => p.route !== "/404")];
  expect(
    rest.filter(
      (page) =>
        page.inline ||
        (page.payload !== besidePage(page.route, "index.txt") && page.payload !== besidePage(page.route, HYDRATION_PAYLOAD)),
    ),
  ).toEqual([]);
  // Every page has a header and footer; the footer is a static part, so every page hydrates from the trimmed payload.
  expect(rest.filter((page) => !page.payload?.endsWith(HYDRATION_PAYLOAD))).toEqual([]);
  // 404.html is served at any unknown path, so it keeps its payload inline.
  expect(notFound.map((page) => page.inline > 0 && !page.payload)).toEqual([true]);
});

// Server components draw icons as plain SVG (components/ui/static-icon.tsx). A lucide-react icon in a
// server component would instead reach the payload as a client component with the icon's data as
// props, one more component to load and hydrate per icon (263 on /product/ before).

/** lucide-react's data for one icon, as a prop: its name and its drawing, `[tag, attributes]` pairs. */
const isIconData = (value: unknown): boolean => {
  if (!value || typeof value !== "object") return false;
  const { name, node } = value as { name?: unknown; node?: unknown };
  return (
    typeof name === "string" &&
    Array.isArray(node) &&
    node.length > 0 &&
    node.every((part) => Array.isArray(part) && typeof part[0] === "string")
  );
};

/** How many client components a payload renders, and the export names of those handed icon data. */
function clientComponents(payload: string): { rendered: number; givenIcons: string[] } {
  const rows = parseFlight(payload);
  const byId = new Map(rows.map((row) => [row.id, row]));
  let rendered = 0;
  const givenIcons: string[] = [];
  for (const row of rows) {
    for (const [type, , props] of elementsIn(modelOf(row))) {
      const reference = byId.get(referencedRow(type) ?? "");
      if (!reference || !clientReferenceOf(reference)) continue;
      rendered += 1;
      if (Object.values(props).some(isIconData)) givenIcons.push(clientExportName(reference, byId) ?? type);
    }
  }
  return { rendered, givenIcons };
}

test("no page hydrates a server-drawn icon: no payload hands lucide icon data to a client component", () => {
  // The check must see the icon it looks for: the element a lucide icon renders on the server, written as
  // Flight writes a client component's props (JSON). If lucide changes the shape, this fails, not the sweep.
  type IconRender = { render: (props: object, ref: null) => { props: Record<string, unknown> } };
  const drawn = (Check as unknown as IconRender).render({ className: "size-4" }, null);
  const control = `1:I[100,[],"default"]\n2:["$","$L1",null,${JSON.stringify(drawn.props)}]\n`;
  expect(clientComponents(control)).toEqual({ rendered: 1, givenIcons: ["default"] });

  const pages = exportedPages()
    .filter((page) => page.route !== "/404")
    .map((page) => ({
      route: page.route,
      ...clientComponents(readFileSync(join(OUT, decodeURI(page.route), "index.txt"), "utf8")),
    }));
  expect(pages.length).toBeGreaterThan(100);
  // Every page renders client components (the header's, at least): a payload read as having none is one misread.
  expect(pages.filter((page) => page.rendered === 0).map((page) => page.route)).toEqual([]);
  expect(pages.filter((page) => page.givenIcons.length > 0)).toEqual([]);
});

// <StaticHtml> checks its children for client components in `next dev` only (lib/static-part-check.ts).
test("the development check of static parts is compiled out of every chunk", () => {
  const dir = join(OUT, "_next/static/chunks");
  const chunks = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"));
  expect(chunks.length).toBeGreaterThan(0);
  expect(chunks.filter((name) => readFileSync(join(dir, name), "utf8").includes("will not hydrate in the export"))).toEqual([]);
});
