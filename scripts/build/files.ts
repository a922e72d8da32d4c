import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

/** Every file under `dir` whose name passes `keep`, skipping folders named in `skip`. */
export function filesUnder(dir: string, keep: (name: string) => boolean, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return skip.includes(name) ? [] : filesUnder(full, keep, skip);
    return keep(name) ? [full] : [];
  });
}

/**
 * The walk of a postbuild step that rewrites the export: every file under `out` (outside `_next/`)
 * whose name passes `keep` goes through `rewrite`, and what it returns is written back (`undefined`:
 * nothing to change). A file left unchanged that `missed` says should have changed fails the build,
 * naming the first few, so a Next upgrade that changes what the step looks for is noticed.
 */
export function rewriteExport(
  out: string,
  keep: (name: string) => boolean,
  rewrite: (source: string, file: string) => string | undefined,
  check: { missed: (source: string, file: string) => boolean; failure: string },
): void {
  const untouched: string[] = [];
  for (const file of filesUnder(out, keep, ["_next"])) {
    const source = readFileSync(file, "utf8");
    const text = rewrite(source, file);
    if (text !== undefined) writeFileSync(file, text);
    else if (check.missed(source, file)) untouched.push(relative(out, file));
  }
  if (untouched.length) {
    console.error(`${check.failure}: ${untouched.slice(0, 5).join(", ")}`);
    process.exit(1);
  }
}
