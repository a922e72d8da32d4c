// Most of a page is server-rendered text, links and pictures that no script ever changes, yet React
// walks every element of it on hydration, from a payload that repeats it as JSON (1,574 elements and
// 210 KB on /product/). The parts a component marks <StaticHtml> (components/ui/static-html.tsx)
// keep their server HTML and hydrate as one element: this step writes a hydration payload beside
// `index.txt` without their children, and the rows only they used, and points the loader at it.
// `index.txt` itself is left whole for Next's client-side navigation to the page.
//
// A static part may hold links (Next's <Link>, which then navigates as a plain link) but no other
// client component, even one that renders a link: it would never hydrate, so the build fails and names it.
import {
  clientExportName,
  clientReferenceOf,
  elementsIn,
  modelOf,
  parseFlight,
  referencedRow,
  referencesIn,
  serializeFlight,
  type FlightRow,
} from "../flight";
import { TEMPLATE_ID } from "../loader/after-paint";
import type { Step, StepResult } from "../pipeline";

/** The export name of the marking component, as the payload's client reference carries it. */
export const STATIC_HTML_EXPORT = "StaticHtml";
/**
 * Next's <Link> is a CommonJS module, so its client reference names no export: the one client
 * component a static part may hold, given an href (it then navigates as a plain link). A component of
 * the site's own is an ES module and is named, so it can never pass for a link.
 */
export const NEXT_LINK_EXPORT = "";
/** The trimmed payload's name, beside the page's `index.txt`. */
export const HYDRATION_PAYLOAD = "index.hydration.txt";

export type TrimmedPayload = { payload: string; parts: number; droppedRows: number; bytesBefore: number };

/** The rows reachable from the root row, following every `$` reference. */
function reachable(roots: readonly string[], referencesOf: (id: string) => Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...referencesOf(id));
  }
  return seen;
}

/**
 * `payload` without the children of its <StaticHtml> parts, and without the rows only they used; or
 * null when the page has none. Throws, naming it, when a part holds a client component other than a link.
 */
export function trimStaticParts(payload: string): TrimmedPayload | null {
  const rows = parseFlight(payload);
  const byId = new Map(rows.filter((row) => row.id).map((row) => [row.id, row]));
  const clientNames = new Map<string, string>();
  for (const row of rows) {
    const name = clientExportName(row, byId);
    if (name !== undefined) clientNames.set(row.id, name);
  }
  const staticIds = new Set([...clientNames].filter(([, name]) => name === STATIC_HTML_EXPORT).map(([id]) => id));
  if (!staticIds.size) return null;

  const models = new Map<FlightRow, unknown>();
  const modelOfRow = (row: FlightRow) => {
    if (!models.has(row)) models.set(row, modelOf(row) ?? clientReferenceOf(row) ?? null);
    return models.get(row);
  };
  const referencesOf = (id: string) => {
    const row = byId.get(id);
    return row && !row.text ? referencesIn(modelOfRow(row)) : [];
  };
  const before = reachable(["0"], referencesOf);

  // Client components inside a part, following the rows it points at.
  const clientInside = (children: unknown): string[] => {
    const found: string[] = [];
    const rowsInside = reachable([...referencesIn(children)], referencesOf);
    const values = [
      children,
      ...[...rowsInside]
        .map((id) => byId.get(id))
        .filter((row) => row && !row.text)
        .map((row) => modelOfRow(row!)),
    ];
    for (const value of values) {
      for (const [type, , props] of elementsIn(value)) {
        const id = referencedRow(type);
        const name = id === undefined ? undefined : clientNames.get(id);
        const link = name === NEXT_LINK_EXPORT && typeof props.href === "string";
        if (name !== undefined && name !== STATIC_HTML_EXPORT && !link) found.push(name || "an unnamed client component");
      }
    }
    return found;
  };

  let parts = 0;
  const changed = new Set<FlightRow>();
  for (const row of rows) {
    if (row.text || !/^[[{]/.test(row.body)) continue;
    const model = modelOfRow(row);
    for (const [type, , props] of elementsIn(model)) {
      const id = referencedRow(type);
      if (id === undefined || !staticIds.has(id) || !("children" in props)) continue;
      const inside = clientInside(props.children);
      if (inside.length) {
        throw new Error(
          `A <StaticHtml> part holds client components (${[...new Set(inside)].join(", ")}), which would never hydrate: ` +
            "move them out of it, or render that part without <StaticHtml>",
        );
      }
      delete props.children;
      // Numbered in page order, so the component can keep each part's markup apart if it leaves the page.
      props.staticPart = parts;
      parts += 1;
      changed.add(row);
    }
  }
  if (!parts) return null;
  for (const row of changed) row.body = JSON.stringify(models.get(row));

  const after = reachable(["0"], referencesOf);
  const kept = rows.filter((row) => !row.id || !before.has(row.id) || after.has(row.id));
  return {
    payload: serializeFlight(kept),
    parts,
    droppedRows: rows.length - kept.length,
    bytesBefore: Buffer.byteLength(payload),
  };
}

/** The step: after scripts-after-paint, which points the loader at `index.txt`. */
export function staticHtml(): Step {
  return {
    name: "static-html",
    run(page): StepResult {
      const full = page.rsc["index.txt"];
      if (!page.payloadUrl || full === undefined) return { page, counts: {} };
      const trimmed = trimStaticParts(full);
      if (!trimmed) return { page, counts: {} };
      const attribute = `<template id="${TEMPLATE_ID}" data-payload="${page.payloadUrl}"`;
      if (!page.html.includes(attribute))
        throw new Error(`No loader template fetching ${page.payloadUrl} to point at the trimmed payload`);
      const url = page.payloadUrl.replace(/index\.txt$/, HYDRATION_PAYLOAD);
      return {
        page: {
          ...page,
          html: page.html.replace(attribute, `<template id="${TEMPLATE_ID}" data-payload="${url}"`),
          rsc: { ...page.rsc, [HYDRATION_PAYLOAD]: trimmed.payload },
        },
        counts: {
          pages: 1,
          parts: trimmed.parts,
          bytesBefore: trimmed.bytesBefore,
          bytesAfter: Buffer.byteLength(trimmed.payload),
        },
      };
    },
    summary: ({ pages = 0, parts = 0, bytesBefore = 0, bytesAfter = 0 }) =>
      `Static parts: ${parts} parts on ${pages} pages keep their server HTML and hydrate as one element each; ` +
      `their hydration payloads are ${Math.round(bytesAfter / 1024)} kB against ${Math.round(bytesBefore / 1024)} kB in index.txt.`,
  };
}
