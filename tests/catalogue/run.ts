/**
 * `npm run test:catalogue [-- --products 40] [-- --keep] [-- <jest args>]`: proves the catalogue can grow.
 *
 * A copy of this checkout (tracked and not-ignored files, node_modules hard-linked) gets extra products in
 * an overlay file, content/products/catalogue-fixtures.ts, listed in that copy's content/products/index.ts.
 * The copy then runs what an editor would: `npm run art`, `npm run build` (content check included), and the
 * budget checks over its export. This checkout, its out/ and the shipped code are never touched.
 */
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

import { products } from "@/content/products";
import type { Product } from "@/content/types";
import budgets from "@/tests/budgets.json";
import { brotli11, firstScreenEnd, servedBytesUntil } from "@/tests/export/first-screen";

const args = process.argv.slice(2);
/** Removes a flag (and its value) from the arguments; what is left goes to Jest. */
const take = (flag: string, withValue: boolean): string | undefined => {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const [, value] = args.splice(at, withValue ? 2 : 1);
  return withValue ? value : flag;
};
const extra = Number(take("--products", true) ?? 40);
const keep = take("--keep", false) !== undefined;
const jestArgs = args.length ? args : ["tests/export/budgets.test.ts"];

const root = process.cwd();
const OVERLAY = "content/products/catalogue-fixtures.ts";
const INDEX = "content/products/index.ts";

function run(command: string, commandArgs: string[], options: SpawnSyncOptions = {}) {
  console.log(`\n▶ ${[command, ...commandArgs].join(" ")}`);
  const result = spawnSync(command, commandArgs, { stdio: "inherit", ...options });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed (status ${result.status})`);
}

/** Each product copied from a real one: new id and name, its long sentences made its own. */
function fixtureProducts(catalogue: Product[], count: number): Product[] {
  const ids = new Set(catalogue.map((p) => p.id));
  return Array.from({ length: count }, (_, i) => {
    const source = catalogue[i % catalogue.length]!;
    const n = i + 1;
    const id = `${source.id}-edition-${n}`;
    if (ids.has(id)) throw new Error(`fixture id ${id} is already a product`);
    // The content check rejects a long sentence written twice, as it would a pasted one.
    const own = (value: unknown): unknown => {
      if (typeof value === "string") return value.length > 40 ? `${value} (Edition ${n}.)` : value;
      if (Array.isArray(value)) return value.map(own);
      if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, own(v)]));
      return value;
    };
    return {
      ...(own(source) as Product),
      id,
      name: `${source.name} Edition ${n}`,
      imageUrl: `/images/products/${id}.svg`,
    };
  });
}

function copyCheckout(to: string) {
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root });
  if (listed.status !== 0) throw new Error("git ls-files failed: run this from the repository");
  const files = listed.stdout.toString("utf8").split("\0").filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted but not yet committed
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(join(root, file), join(to, file));
  }
  // Hard links (a clone on macOS): a full copy of node_modules would take minutes and gigabytes.
  if (process.platform === "linux") run("cp", ["-al", join(root, "node_modules"), join(to, "node_modules")]);
  else if (process.platform === "darwin") run("cp", ["-cR", join(root, "node_modules"), join(to, "node_modules")]);
  else throw new Error("test:catalogue copies node_modules with cp: run it on Linux or macOS");
  console.log(`copied ${files.length} files to ${to}`);
}

function addOverlay(to: string, fixtures: Product[]) {
  writeFileSync(
    join(to, OVERLAY),
    `// Written by tests/catalogue/run.ts into a temporary copy; never committed.\nimport type { Product } from "@/content/types";\n\nexport const catalogueFixtures = ${JSON.stringify(fixtures, null, 2)} satisfies Product[];\n`,
  );
  const index = readFileSync(join(to, INDEX), "utf8");
  const listed = index.replace(/(export const products: Product\[\] = \[[\s\S]*?)\n\];/, "$1\n  ...catalogueFixtures,\n];");
  if (listed === index) throw new Error(`${INDEX} no longer has "export const products: Product[] = [ … ];" to extend`);
  writeFileSync(join(to, INDEX), `import { catalogueFixtures } from "./catalogue-fixtures";\n${listed}`);
}

function report(out: string, total: number) {
  const listings = budgets.listingFirstScreenBrotli;
  console.log(`\nCatalogue of ${total} products (${extra} fixtures):`);
  for (const route of listings.routes) {
    const html = readFileSync(join(out, route, "index.html"), "utf8");
    const { end, cards } = firstScreenEnd(html, route, listings.cards);
    console.log(
      `  ${route.padEnd(15)} first ${cards} cards ${servedBytesUntil(html, end)} B of ${listings.budget}; whole document ${brotli11(html).length} B Brotli`,
    );
  }
  const index = readFileSync(join(out, "search-index.json"));
  console.log(`  search index    ${index.length} B, ${gzipSync(index).length} B gzip of 153600`);
}

const work = mkdtempSync(join(tmpdir(), "catalogue-"));
let failed = false;
try {
  copyCheckout(work);
  const fixtures = fixtureProducts(products, extra);
  addOverlay(work, fixtures);
  const env = { ...process.env, SITE_TYPECHECKED: "1" }; // the content check type-checks content/ itself
  run("npm", ["run", "art"], { cwd: work, env });
  run("npm", ["run", "build"], { cwd: work, env });
  report(join(work, "out"), products.length + fixtures.length);
  run("npx", ["jest", "-c", "jest.export.config.mjs", ...jestArgs], { cwd: work, env });
} catch (error) {
  failed = true;
  console.error(`\n${(error as Error).message}`);
} finally {
  if (keep) console.log(`\nKept the copy at ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
