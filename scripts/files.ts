import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir` whose name passes `keep`, skipping folders named in `skip`. */
export function filesUnder(dir: string, keep: (name: string) => boolean, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return skip.includes(name) ? [] : filesUnder(full, keep, skip);
    return keep(name) ? [full] : [];
  });
}
