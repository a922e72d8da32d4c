// First-load JavaScript as the bench, `npm run check:next` and the size checks (tests/export/page-weight.ts) count it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip (level 9) bytes of the module scripts an exported HTML page references (not inert `type="text/plain"` ones). */
export function firstLoadJs(out, html) {
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1])
    .filter((a) => !/\bnomodule\b/i.test(a) && !/\btype="text\/plain"/i.test(a))
    .map((a) => /\bsrc="([^"]+)"/.exec(a)?.[1])
    .filter((s) => s?.startsWith("/"));
  return [...new Set(srcs)].reduce((sum, s) => sum + gz(join(out, decodeURIComponent(s))), 0);
}
