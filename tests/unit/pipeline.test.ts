/** @jest-environment node */
import { runPipeline, type Page, type Step } from "@/scripts/export/pipeline";

/** A step that appends its mark to the page, and fails on pages whose html contains `failOn`. */
function marker(name: string, { failOn, failPrepare = false }: { failOn?: string; failPrepare?: boolean } = {}): Step {
  return {
    name,
    prepare: failPrepare
      ? () => {
          throw new Error(`${name} does not know this Next`);
        }
      : undefined,
    run: (page) => {
      if (failOn && page.html.includes(failOn)) throw new Error(`${name} does not recognise ${page.path}`);
      return { page: { ...page, html: `${page.html}+${name}` }, counts: { pages: 1 }, files: { [`${name}.js`]: name } };
    },
    summary: (counts) => `${name}: ${counts.pages}`,
  };
}

const page = (path: string, html = path): Page => ({ path, html, rsc: {} });
const pages = [page("a.html"), page("odd.html", "odd"), page("c.html")];

describe("runPipeline", () => {
  test("by default a step that fails on one page fails the export, naming the step and the page", () => {
    const result = runPipeline(pages, [marker("first"), marker("picky", { failOn: "odd" }), marker("policy")]);
    expect(result.failures).toEqual([{ step: "picky", page: "odd.html", message: "picky does not recognise odd.html" }]);
    expect(result.leftOut).toEqual([]);
  });

  test("lenient: the step is left out of that page only, which keeps every other step's work", () => {
    const steps = [marker("first"), marker("picky", { failOn: "odd" }), marker("policy")];
    const result = runPipeline(pages, steps, { lenient: { required: ["policy"] } });
    expect(result.failures).toEqual([]);
    expect(result.leftOut).toEqual([{ step: "picky", page: "odd.html", message: "picky does not recognise odd.html" }]);
    expect(result.pages.map((p) => p.html)).toEqual([
      "a.html+first+picky+policy",
      "odd+first+policy",
      "c.html+first+picky+policy",
    ]);
    // The failed run's counts are not kept: the page is counted once, by the steps that ran on it.
    expect(result.counts).toEqual({ first: { pages: 3 }, picky: { pages: 2 }, policy: { pages: 3 } });
  });

  test("lenient: a step whose prepare fails is left out of every page", () => {
    const result = runPipeline(pages, [marker("bundle", { failPrepare: true }), marker("policy")], {
      lenient: { required: ["policy"] },
    });
    expect(result.leftOut).toEqual([{ step: "bundle", page: "(every page)", message: "bundle does not know this Next" }]);
    expect(result.pages.map((p) => p.html)).toEqual(["a.html+policy", "odd+policy", "c.html+policy"]);
  });

  test("lenient never leaves out a required step", () => {
    const result = runPipeline(pages, [marker("first"), marker("policy", { failOn: "odd" })], {
      lenient: { required: ["policy"] },
    });
    expect(result.failures).toEqual([{ step: "policy", page: "odd.html", message: "policy does not recognise odd.html" }]);
  });
});
