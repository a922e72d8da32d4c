/** @jest-environment node */
// The export's steps over pages exactly as this project's Next wrote them (kept by the last build,
// before any step ran: scripts/export/postbuild.ts). The unit tests of the steps read hand-written
// pages; these read Next's own, so a change in Next's output fails here, naming the step and the page.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { runPipeline } from "@/scripts/export/pipeline";
import { exportSteps, readSample, remoteImageOrigins, SAMPLE_PAGES, SAMPLES_DIR } from "@/scripts/export/postbuild";

import { OUT } from "./export";

const next = (JSON.parse(readFileSync(require.resolve("next/package.json"), "utf8")) as { version: string }).version;

beforeAll(() => {
  if (!existsSync(SAMPLES_DIR)) throw new Error(`${SAMPLES_DIR} is missing: run \`npm run build\` first`);
});

describe.each(SAMPLE_PAGES)(`the steps over %s as next ${next} wrote it`, (path) => {
  const run = () => runPipeline([readSample(path)], exportSteps(OUT, remoteImageOrigins()));

  test("every step recognises it", () => {
    expect(run().failures).toEqual([]);
  });

  test("every step changes it (none silently does nothing)", () => {
    const { counts } = run();
    expect({
      afterPaint: counts["scripts-after-paint"]?.pages,
      payload: counts["scripts-after-paint"]?.payloads,
      prefetchList: (counts["scripts-after-paint"]?.onDemand ?? 0) > 0,
      prefetchData: (counts["scripts-after-paint"]?.onDemandData ?? 0) > 0,
      staticParts: (counts["static-html"]?.parts ?? 0) > 0,
      pageCss: counts["inline-page-css"]?.pages,
      policy: counts["secure-export"]?.pages,
    }).toEqual({
      afterPaint: 1,
      payload: 1,
      prefetchList: true,
      prefetchData: true,
      staticParts: true,
      pageCss: 1,
      policy: 1,
    });
  });

  // The inlined CSS is left out of the comparison: the build rewrote out/'s stylesheet (without its
  // @font-face rules) after it inlined from the original, and these steps read out/'s.
  test("what they make of it is what the export serves (but its inlined CSS)", () => {
    const withoutCss = (html: string) => html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, "<style></style>");
    const [page] = run().pages;
    expect(withoutCss(page!.html) === withoutCss(readFileSync(join(OUT, path), "utf8"))).toBe(true);
  });
});
