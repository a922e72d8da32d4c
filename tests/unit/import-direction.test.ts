/** @jest-environment node */
/**
 * The import graph runs one way: app → components → lib → content. Data never imports logic, logic never
 * imports the pages, and lib/i18n (strings, grammar, typography) imports nothing that reads content through it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = process.cwd();
const LAYERS = ["app", "components", "lib", "content"] as const;
type Layer = (typeof LAYERS)[number];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Every module a file imports (static, re-exported or dynamic), as a path from the repository's root; packages left out. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1] ?? "");
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("@/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [relative(ROOT, resolve(dirname(file), specifier))];
    return [];
  });
}

const layerOf = (path: string): Layer | undefined => LAYERS.find((layer) => path === layer || path.startsWith(`${layer}/`));

const edges = LAYERS.flatMap((layer) =>
  sources(join(ROOT, layer)).flatMap((file) => importsOf(file).map((to) => ({ from: relative(ROOT, file), to }))),
);

test("the scan finds the imports it checks", () => {
  // A scan that read nothing would pass every rule below.
  expect(edges.filter(({ from }) => from.startsWith("app/")).length).toBeGreaterThan(50);
  expect(edges.filter(({ from, to }) => from.startsWith("lib/") && to.startsWith("content/")).length).toBeGreaterThan(10);
});

test.each(LAYERS.map((layer, rank) => [layer, LAYERS.slice(0, rank)] as const))(
  "%s imports nothing from a layer above it",
  (layer, above) => {
    const upward = edges.filter(({ from, to }) => layerOf(from) === layer && above.includes(layerOf(to) as Layer));
    expect(upward.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  },
);

test("lib/i18n reads no module that reads content through it (no cycle between lib/i18n and lib/content)", () => {
  const readers = ["lib/content", "lib/pages", "lib/search", "lib/metadata", "lib/seo"];
  const back = edges.filter(
    ({ from, to }) => from.startsWith("lib/i18n/") && readers.some((r) => to === r || to.startsWith(`${r}/`)),
  );
  expect(back.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
});
