import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const OUT = join(process.cwd(), "out");

/** Every exported page of out/ as a URL path with a trailing slash (404 and _not-found excluded). */
export function exportedRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name === "_next" || name === "_not-found" || name === "404" || name === "images") continue;
        walk(full);
      } else if (name === "index.html") {
        const rel = relative(OUT, dir).split(sep).join("/");
        routes.push(rel ? `/${rel}/` : "/");
      }
    }
  };
  walk(OUT);
  return routes.sort();
}

/** A path with each segment percent-encoded, as a browser sends it. */
export const encodePath = (path: string) => path.split("/").map(encodeURIComponent).join("/");
