// The last step of the build, after every rewrite of out/ (`npm run build` runs it after postbuild;
// `npm run finish-export` runs it alone). Plain Node with no dependencies, so a host's own build
// image can run it too.
//  1. It removes the export's copies of the not-found page (out/404/ and out/_not-found/): on a
//     host that serves files as they are (Netlify, Cloudflare Pages, S3) they would answer 200.
//     out/404.html stays: it is the page every host sends with status 404, its payload inline.
//     A language's not-found page (out/es/404/index.html) becomes out/es/404.html, the nearest
//     404.html that hosts send for an unknown path under /es/.
//  2. It writes `<file>.br` (Brotli quality 11) and `<file>.gz` (gzip level 9) beside every text
//     file, with the file's own mtime, so nginx's brotli_static/gzip_static and hosting/serve.mjs
//     send the same bytes without compressing per request.
import { readdir, readFile, rename, rm, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";

import { COMPRESSIBLE } from "./headers.mjs";

/** The not-found page's copies Next exports beside 404.html. */
export const NOT_FOUND_COPIES = ["404", "_not-found", "_not-found.html"];

/** The precompressed files' suffix per Content-Encoding. */
export const ENCODINGS = { br: ".br", gzip: ".gz" };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The one way a body is compressed, here and in serve.mjs: the same input gives the same bytes. */
export function compress(raw, encoding) {
  if (encoding === "br")
    return brotliAsync(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
  if (encoding === "gzip") return gzipAsync(raw, { level: 9 });
  throw new Error(`no such encoding: ${encoding}`);
}

export const isCompressible = (path) => COMPRESSIBLE.includes(extname(path));

async function filesUnder(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Runs `task` over `items`, `limit` at a time (zlib's async calls use libuv's thread pool). */
async function eachLimited(items, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Finishes an export for every host: removes the not-found copies and writes the precompressed
 * files. Returns what it did, for the build log and tests. `precompress: false` (SITE_PRECOMPRESS=0)
 * is for a build only the local server serves, which compresses on the fly: the forms' browser tests.
 */
export async function finishExport(outDir, { precompress = process.env.SITE_PRECOMPRESS !== "0" } = {}) {
  const out = resolve(outDir);
  const index = await stat(join(out, "index.html")).catch(() => null);
  if (!index?.isFile()) throw new Error(`${out} has no index.html: run \`npm run build\` first.`);
  await stat(join(out, "404.html")).catch(() => {
    throw new Error(`${out} has no 404.html: every host sends it for unknown paths.`);
  });

  const removed = [];
  for (const name of NOT_FOUND_COPIES) {
    const path = join(out, name);
    if (await stat(path).catch(() => null)) {
      await rm(path, { recursive: true, force: true });
      removed.push(name);
    }
  }

  for (const entry of await readdir(out, { withFileTypes: true })) {
    const folder = join(out, entry.name, "404");
    if (!entry.isDirectory() || !(await stat(join(folder, "index.html")).catch(() => null))) continue;
    await rename(join(folder, "index.html"), join(out, entry.name, "404.html"));
    await rm(folder, { recursive: true, force: true });
    removed.push(`${entry.name}/404/ (now ${entry.name}/404.html)`);
  }

  const all = await filesUnder(out);
  const suffixes = Object.values(ENCODINGS);
  const sources = all.filter(isCompressible);
  // A .br or .gz whose file is gone (a re-run over an export that changed) would still be served.
  const present = new Set(all);
  const orphans = all.filter((f) => suffixes.some((s) => f.endsWith(s) && isCompressible(f.slice(0, -s.length))));
  for (const orphan of orphans) {
    const source = orphan.slice(0, -3);
    // Without precompression none may stay: an old one would be served for a changed file.
    if (!precompress || !present.has(source)) await unlink(orphan);
  }

  // Nothing left may fetch a removed copy (404.html carries its payload inline).
  const pointers = [];
  let rawBytes = 0;
  let brBytes = 0;
  let gzipBytes = 0;
  await eachLimited(sources, Math.max(2, availableParallelism()), async (file) => {
    const raw = await readFile(file);
    if (/\/(?:404|_not-found)\/[\w.-]/.test(raw.toString("latin1"))) pointers.push(relative(out, file));
    rawBytes += raw.length;
    if (!precompress) return;
    const { atimeMs, mtimeMs } = await stat(file);
    const [br, gz] = await Promise.all([compress(raw, "br"), compress(raw, "gzip")]);
    for (const [suffix, body] of [
      [ENCODINGS.br, br],
      [ENCODINGS.gzip, gz],
    ]) {
      await writeFile(file + suffix, body);
      // The same Last-Modified whichever representation a host picks.
      await utimes(file + suffix, atimeMs / 1000, mtimeMs / 1000);
    }
    brBytes += br.length;
    gzipBytes += gz.length;
  });
  if (pointers.length)
    throw new Error(`these files name a path under the removed ${NOT_FOUND_COPIES.join(", ")}: ${pointers.sort().join(", ")}`);
  return { removed, files: sources.length, precompressed: precompress, rawBytes, brBytes, gzipBytes };
}

/** One line for the build log: what finishExport did. */
export function describeFinish(done) {
  const kB = (n) => `${Math.round(n / 1024).toLocaleString("en")} kB`;
  const removed = done.removed.length ? done.removed.join(", ") : "no not-found copies";
  if (!done.precompressed)
    return `removed ${removed}; ${done.files} text files (${kB(done.rawBytes)}) left uncompressed (SITE_PRECOMPRESS=0)`;
  return `removed ${removed}; ${done.files} text files precompressed (${kB(done.rawBytes)} → Brotli ${kB(done.brBytes)}, gzip ${kB(done.gzipBytes)})`;
}

const isCli = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
// No top-level await: the checks over out/ import compress() from here, and Jest loads this module as CommonJS.
if (isCli) {
  const outDir = process.argv[2] ?? join(fileURLToPath(new URL("..", import.meta.url)), "out");
  const started = performance.now();
  finishExport(outDir).then(
    (done) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const where = relative(process.cwd(), resolve(outDir)) || ".";
      console.log(`Finish export: ${describeFinish(done)} in ${seconds} s, in ${where}/.`);
    },
    (error) => {
      console.error(`Finish export failed: ${error.message}`);
      process.exit(1);
    },
  );
}
