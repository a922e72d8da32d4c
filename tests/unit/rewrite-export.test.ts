/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { rewriteExport } from "@/scripts/build/files";

// The walk every postbuild rewriter shares: write back what a step changed, fail on what it missed.
function exportWith(files: Record<string, string>) {
  const out = mkdtempSync(join(tmpdir(), "out-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(out, path, ".."), { recursive: true });
    writeFileSync(join(out, path), text);
  }
  return out;
}
const upper = (source: string) => (source.includes("page") ? source.toUpperCase() : undefined);

test("writes back what the step rewrote, leaves the rest and everything under _next/ alone", () => {
  const out = exportWith({ "index.html": "page", "a/index.html": "other", "_next/x.html": "page" });
  rewriteExport(out, (name) => name.endsWith(".html"), upper, { missed: () => false, failure: "missed" });
  expect(["index.html", "a/index.html", "_next/x.html"].map((f) => readFileSync(join(out, f), "utf8"))).toEqual([
    "PAGE",
    "other",
    "page",
  ]);
});

test("a file the step should have changed fails the build, named", () => {
  const out = exportWith({ "index.html": "page", "a/index.html": "other" });
  const exit = jest.spyOn(process, "exit").mockImplementation((() => undefined) as never);
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
  rewriteExport(out, (name) => name.endsWith(".html"), upper, {
    missed: (source) => source === "other",
    failure: "Nothing to rewrite in",
  });
  expect(error).toHaveBeenCalledWith(`Nothing to rewrite in: ${join("a", "index.html")}`);
  expect(exit).toHaveBeenCalledWith(1);
  exit.mockRestore();
  error.mockRestore();
});
