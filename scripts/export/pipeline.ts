// The export's post-processing as data: a page goes through the steps in order, each a function
// from a page to the page it rewrote and what it counted. Nothing here touches the disk; postbuild.ts
// reads the pages and writes the results.
import { createHash } from "node:crypto";

import { elementsOf } from "./html";

/** One HTML document Next exported, with the RSC files it owns. */
export type Page = {
  /** The document's path under out/, with `/`. */
  path: string;
  html: string;
  /** The RSC files Next wrote beside the page (`index.txt` and the `__next.*.txt` segments), by name. */
  rsc: Readonly<Record<string, string>>;
  /** Where `rsc["index.txt"]` is served, when the page may fetch its payload after the paint. */
  payloadUrl?: string;
};

export type Counts = Readonly<Record<string, number>>;

/**
 * Where a script a step writes is served from: beside Next's chunks, named by its content, so every
 * host caches it as immutable and every page after the first reads it from cache.
 */
export function chunkFile(name: string, text: string): { path: string; src: string } {
  const hash = createHash("sha256").update(text).digest("hex").slice(0, 16);
  const path = `_next/static/chunks/${name}-${hash}.js`;
  return { path, src: `/${path}` };
}

export type StepResult = {
  page: Page;
  counts: Counts;
  /** Files the step needs beside the pages, by path under out/ (the same path always has the same text). */
  files?: Readonly<Record<string, string>>;
};

/** A step throws an Error whose message says what it did not find, and what to do about it. */
export type Step = {
  name: string;
  run: (page: Page) => StepResult;
  /** Reads every page, as Next wrote it, before any step runs: for a step whose edit depends on the whole export. */
  prepare?: (pages: readonly Page[]) => void;
  /** One line for the build log from the counts of every page. */
  summary: (counts: Counts) => string;
};

export type Failure = { step: string; page: string; message: string };

export type PipelineResult = {
  /** The rewritten pages, in the order given. */
  pages: Page[];
  counts: Record<string, Counts>;
  files: Record<string, string>;
  failures: Failure[];
  /** With `lenient`: each step left out, with the page (or "(every page)") and what it did not recognise. */
  leftOut: Failure[];
};

/** A document Next rendered: it hydrates from `self.__next_f` or loads Next's chunk scripts. */
export function isNextDocument(html: string): boolean {
  return (
    html.includes("self.__next_f") ||
    elementsOf(html).some((element) => element.name === "script" && element.attrs.get("src")?.startsWith("/_next/static/chunks/"))
  );
}

/** The last step writes the policy; a document that carries one has been through the pipeline. */
export function isProcessed(html: string): boolean {
  if (!/content-security-policy/i.test(html)) return false;
  return elementsOf(html).some(
    (element) => element.name === "meta" && element.attrs.get("http-equiv")?.toLowerCase() === "content-security-policy",
  );
}

const add = (total: Counts, counts: Counts): Counts =>
  Object.fromEntries(
    [...new Set([...Object.keys(total), ...Object.keys(counts)])].map((key) => [key, (total[key] ?? 0) + (counts[key] ?? 0)]),
  );

/** One page through the steps; the first failure stops it. Counts and files are kept only for a whole run. */
function throughSteps(
  page: Page,
  steps: readonly Step[],
  known: Readonly<Record<string, string>>,
): { page: Page; counts: Record<string, Counts>; files: Record<string, string> } | Failure {
  const counts: Record<string, Counts> = {};
  const files: Record<string, string> = {};
  for (const step of steps) {
    let output: StepResult;
    try {
      output = step.run(page);
    } catch (error) {
      return { step: step.name, page: page.path, message: error instanceof Error ? error.message : String(error) };
    }
    for (const [path, text] of Object.entries(output.files ?? {})) {
      const other = files[path] ?? known[path];
      if (other !== undefined && other !== text) return { step: step.name, page: page.path, message: `two texts for ${path}` };
      files[path] = text;
    }
    counts[step.name] = add(counts[step.name] ?? {}, output.counts);
    page = output.page;
  }
  return { page, counts, files };
}

export type PipelineOptions = {
  /**
   * Leave a step out of the pages it fails on (or of every page, when its `prepare` fails) and keep
   * what the other steps make of Next's own output there, instead of failing the export. The steps
   * named in `required` are never left out.
   */
  lenient?: { required: readonly string[] };
};

/**
 * Runs every page through the steps in order. A page stops at the first step that fails, and the
 * failures of all pages are returned together; with `lenient`, they are returned as `leftOut`.
 */
export function runPipeline(pages: readonly Page[], steps: readonly Step[], options: PipelineOptions = {}): PipelineResult {
  const result: PipelineResult = { pages: [], counts: {}, files: {}, failures: [], leftOut: [] };
  const canLeaveOut = (step: string) => options.lenient !== undefined && !options.lenient.required.includes(step);
  let active = [...steps];
  for (const step of steps) {
    try {
      step.prepare?.(pages);
    } catch (error) {
      const failure = { step: step.name, page: "(every page)", message: error instanceof Error ? error.message : String(error) };
      if (canLeaveOut(step.name)) {
        result.leftOut.push(failure);
        active = active.filter((s) => s !== step);
      } else result.failures.push(failure);
    }
  }
  if (result.failures.length) return result;
  for (const page of pages) {
    let pageSteps = active;
    for (;;) {
      const done = throughSteps(page, pageSteps, result.files);
      if (!("message" in done)) {
        result.pages.push(done.page);
        for (const [name, counts] of Object.entries(done.counts)) result.counts[name] = add(result.counts[name] ?? {}, counts);
        Object.assign(result.files, done.files);
        break;
      }
      if (!canLeaveOut(done.step)) {
        result.failures.push(done);
        break;
      }
      // Again from Next's own page, without the step that did not recognise it.
      result.leftOut.push(done);
      pageSteps = pageSteps.filter((step) => step.name !== done.step);
    }
  }
  return result;
}

/** The failures as the build log shows them: each message once, with the pages it is about. */
export function describeFailures(failures: readonly Failure[]): string {
  const byMessage = new Map<string, string[]>();
  for (const { step, page, message } of failures) {
    const key = `${step}: ${message}`;
    byMessage.set(key, [...(byMessage.get(key) ?? []), page]);
  }
  return [...byMessage]
    .map(([message, pages]) => {
      const more = pages.length > 5 ? ` and ${pages.length - 5} more` : "";
      return `  - ${message} (${pages.slice(0, 5).join(", ")}${more})`;
    })
    .join("\n");
}
