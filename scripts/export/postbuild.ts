// `npm run postbuild` (run by npm after `next build`): every page Next exported goes once through
// the steps below, in this order, and is written once. Any other .html under out/ (a file from
// public/) is left as it is, and so is a page that has been through the pipeline already, so a
// second run changes nothing. When a step fails on any page, nothing is written and every failure
// is listed. Last, the whole export is finished for hosts (hosting/finish-export.mjs).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, sep } from "node:path";

import { DEFAULT_LOCALE, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { builtLocales } from "@/lib/pages/availability";
import { loadContentBundle } from "@/scripts/content-check/bundle";
import { filesUnder } from "@/scripts/files";

import { bundleAfterPaintLoader, bundlePrefetchWorker } from "./loader/bundle";
import { describeFailures, isNextDocument, isProcessed, runPipeline, type Page, type Step } from "./pipeline";
import { inlinePageCss } from "./steps/inline-page-css";
import { scriptsAfterPaint } from "./steps/scripts-after-paint";
import { secureExport } from "./steps/secure-export";
import { buildSiteSearch, searchWarmFiles, type PagefindApi } from "./steps/site-search";
import { staticHtml } from "./steps/static-html";

/**
 * The not-found pages (404/, _not-found/, and each language's <locale>/404/) answer 404 on every host:
 * their payload stays inline.
 */
const NOT_FOUND_DIR = new RegExp(`^(?:(?:${PREFIXED_LOCALES.join("|")})/)?(?:404|_not-found)(?:/|$)`);
const RSC_FILE = /^(index|__next\..+)\.txt$/;

/** Parts of a step that an A/B can leave out on their own (`EXPORT_SKIP=prefetch-list`). */
const STEP_PARTS = ["prefetch-list"];

/**
 * The site's steps, in order, set up for the export at `out`. `skip` names steps to leave out, for an
 * A/B of what a step buys (`EXPORT_SKIP=static-html npm run build`); the policy step always runs.
 */
export function exportSteps(out: string, imageOrigins: readonly string[], skip: readonly string[] = []): Step[] {
  const readBuilt = (href: string) => readFileSync(join(out, href), "utf8");
  const isFile = (path: string) => existsSync(join(out, path));
  const prefetch = !skip.includes("prefetch-list");
  // Site search's first files in each page's language, once the export has Pagefind's bundle (siteSearch ran).
  const warmFiles = searchWarmFiles(out) ?? undefined;
  const steps = [
    scriptsAfterPaint(bundleAfterPaintLoader(), readBuilt, bundlePrefetchWorker(), { prefetch, isFile, warmFiles }),
    staticHtml(),
    inlinePageCss(readBuilt),
    secureExport(imageOrigins),
  ];
  const unknown = skip.filter((name) => !STEP_PARTS.includes(name) && !steps.some((step) => step.name === name));
  if (unknown.length) throw new Error(`EXPORT_SKIP names no step: ${unknown.join(", ")}`);
  return steps.filter((step) => step.name === "secure-export" || !skip.includes(step.name));
}

/** The origins of the remote images the content names, which every page's policy allows. */
export function remoteImageOrigins(content: unknown = loadContentBundle()): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (/^(imageUrl|heroImage|avatar|src)$/.test(key) && /^https:\/\//.test(value)) origins.add(new URL(value).origin);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(content, "");
  return [...origins].sort();
}

/** The page at `file` with the RSC files beside it (an `index.html` owns its folder's). */
function readPage(out: string, file: string, html: string): Page {
  const path = relative(out, file).split(sep).join("/");
  if (basename(file) !== "index.html") return { path, html, rsc: {} };
  const folder = dirname(file);
  const rsc = Object.fromEntries(
    readdirSync(folder)
      .filter((name) => RSC_FILE.test(name))
      .map((name) => [name, readFileSync(join(folder, name), "utf8")]),
  );
  const dir = dirname(path) === "." ? "" : dirname(path);
  const served = rsc["index.txt"] !== undefined && !NOT_FOUND_DIR.test(dir);
  const payloadUrl = served ? `/${dir ? `${dir.split("/").map(encodeURIComponent).join("/")}/` : ""}index.txt` : undefined;
  return { path, html, rsc, payloadUrl };
}

export type PostbuildReport = { lines: string[]; failures: string; leftOut: string; written: number };

/**
 * Runs the pipeline over the export at `out` and writes what it changed; on any failure, writes nothing.
 * `lenient`: a step that does not recognise a page is left out there (never the policy step).
 */
export function postbuild(out: string, steps: readonly Step[], { lenient = false } = {}): PostbuildReport {
  const pages: Page[] = [];
  let other = 0;
  let done = 0;
  for (const file of filesUnder(out, (name) => name.endsWith(".html"), ["_next"])) {
    const html = readFileSync(file, "utf8");
    if (!isNextDocument(html)) other += 1;
    else if (isProcessed(html)) done += 1;
    else pages.push(readPage(out, file, html));
  }
  const result = runPipeline(pages, steps, lenient ? { lenient: { required: ["secure-export"] } } : {});
  if (result.failures.length) return { lines: [], failures: describeFailures(result.failures), leftOut: "", written: 0 };

  let written = 0;
  const write = (path: string, text: string) => {
    const file = join(out, path);
    if (existsSync(file) && readFileSync(file, "utf8") === text) return;
    writeFileSync(file, text);
    written += 1;
  };
  for (const page of result.pages) {
    write(page.path, page.html);
    const folder = dirname(page.path);
    for (const [name, text] of Object.entries(page.rsc)) write(join(folder, name), text);
  }
  for (const [path, text] of Object.entries(result.files)) write(path, text);

  // A step that changed nothing (a site without static parts) has nothing to say.
  const changed = (step: Step) => Object.values(result.counts[step.name] ?? {}).some(Boolean);
  const lines = steps.filter(changed).map((step) => step.summary(result.counts[step.name]!));
  if (other || done) lines.push(`Left as they were: ${other} HTML files Next did not make, ${done} pages processed before.`);
  return { lines, failures: "", leftOut: describeFailures(result.leftOut), written };
}

/**
 * Pages kept as Next wrote them, before any step, for tests/export/steps-on-next.test.ts: the steps' tests
 * run over the real output of the project's own Next, so a change of format fails a named test.
 */
export const SAMPLE_PAGES = [
  "index.html",
  "product/index.html",
  "product/voice-bot/index.html",
  "contact-us/index.html",
  "zh/index.html",
];
// Outside .next/, which every `next build` empties (the forms' second build among them).
export const SAMPLES_DIR = join(process.cwd(), "node_modules", ".cache", "export-samples");

function keepSamples(out: string): void {
  for (const path of SAMPLE_PAGES) {
    const file = join(out, path);
    if (!existsSync(file) || isProcessed(readFileSync(file, "utf8"))) continue;
    const from = dirname(file);
    const to = join(SAMPLES_DIR, dirname(path));
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from).filter((n) => n === "index.html" || RSC_FILE.test(n)))
      copyFileSync(join(from, name), join(to, name));
  }
}

/** Reads a sample kept by the last build: the page as Next wrote it, with its RSC files. */
export function readSample(path: string): Page {
  const file = join(SAMPLES_DIR, path);
  return readPage(SAMPLES_DIR, file, readFileSync(file, "utf8"));
}

/**
 * Site search on Pagefind, first, unless the build chose MiniSearch (the default; SITE_SEARCH=minisearch
 * leaves it out, docs/search.md): its index over every page's text, in each language the export has
 * (steps/site-search.ts). MiniSearch needs no step: its index is each language's /search-index.json, from app/.
 */
async function siteSearch(out: string): Promise<string | null> {
  if (process.env.SITE_SEARCH === "minisearch") return null;
  // A name, not a literal: the package's types are not needed to build the site.
  const name = "pagefind";
  const pagefind = (await import(name)) as PagefindApi;
  return (await buildSiteSearch(out, pagefind, [DEFAULT_LOCALE, ...builtLocales()])).line;
}

/** The last step, over the whole export: the not-found copies removed, .br and .gz beside every text file. */
async function finishForHosts(out: string): Promise<string> {
  const { describeFinish, finishExport } = await import("@/hosting/finish-export.mjs");
  return `Hosts: ${describeFinish(await finishExport(out))}.`;
}

if (require.main === module) {
  const out = join(process.cwd(), "out");
  const skip = (process.env.EXPORT_SKIP ?? "").split(/[\s,]+/).filter(Boolean);
  if (skip.length) console.warn(`Postbuild: leaving out ${skip.join(", ")} (EXPORT_SKIP).`);
  const lenient = process.env.EXPORT_LENIENT === "1";
  // The forms' second build (scripts/forms-e2e.mjs) keeps the first build's samples: the export checks
  // read them beside out/, whose chunks they name.
  if (process.env.EXPORT_KEEP_SAMPLES !== "0") keepSamples(out);
  siteSearch(out).then(
    (searchLine) => {
      const { lines, failures, leftOut } = postbuild(out, exportSteps(out, remoteImageOrigins(), skip), { lenient });
      const next = `next ${(JSON.parse(readFileSync(require.resolve("next/package.json"), "utf8")) as { version: string }).version}`;
      if (failures) {
        console.error(
          `Postbuild failed on ${next}, nothing written:\n${failures}\n` +
            "A step that does not recognise Next's output is named above. To ship Next's own output on those pages for now, build with EXPORT_LENIENT=1.",
        );
        process.exit(1);
      }
      if (leftOut) {
        console.warn(
          `\n!!! EXPORT_LENIENT: on ${next}, these steps did not recognise their input and were left out there;\n` +
            `!!! those pages keep Next's own output for that step (slower, not broken):\n${leftOut}\n`,
        );
      }
      for (const line of searchLine ? [searchLine, ...lines] : lines) console.log(line);
      return finishForHosts(out).then(
        (line) => console.log(line),
        (error: Error) => {
          console.error(`Postbuild failed while finishing the export for hosts: ${error.message}`);
          process.exit(1);
        },
      );
    },
    (error: Error) => {
      console.error(`Postbuild failed while indexing the site for search: ${error.message}`);
      process.exit(1);
    },
  );
}
