/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

// hosting/finish-export.mjs, run as the build runs it, over a small export.
let out: string;
const write = (path: string, text: string | Buffer) => {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
};
const run = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(process.cwd(), "hosting/finish-export.mjs"), out], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), "finish-export-"));
  write("index.html", `<!doctype html><title>Home</title>${"<p>text</p>".repeat(200)}`);
  write("404.html", "<!doctype html><title>Not found</title>");
  write("404/index.html", "<!doctype html><title>Not found</title>");
  write("_not-found/index.html", "<!doctype html><title>Not found</title>");
  write("_not-found/__next._full.txt", "payload");
  write("product/index.txt", "payload ".repeat(100));
  write("_next/static/chunks/app.js", "console.log(1);".repeat(50));
  write("icon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("apple-icon.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

test("removes the not-found copies and keeps 404.html", () => {
  const result = run();
  expect(result.status).toBe(0);
  expect(existsSync(join(out, "404"))).toBe(false);
  expect(existsSync(join(out, "_not-found"))).toBe(false);
  expect(existsSync(join(out, "404.html"))).toBe(true);
  expect(result.stdout).toContain("removed 404, _not-found");
});

test.each(["index.html", "404.html", "product/index.txt", "_next/static/chunks/app.js", "icon.svg"])(
  "%s gets a .br and a .gz that decode to it, with its mtime",
  (file) => {
    expect(run().status).toBe(0);
    const raw = readFileSync(join(out, file));
    expect(brotliDecompressSync(readFileSync(join(out, `${file}.br`))).equals(raw)).toBe(true);
    expect(gunzipSync(readFileSync(join(out, `${file}.gz`))).equals(raw)).toBe(true);
    // To the second, as Last-Modified and nginx's ETag read it.
    const seconds = (path: string) => Math.floor(statSync(join(out, path)).mtimeMs / 1000);
    expect(seconds(`${file}.br`)).toBe(seconds(file));
    expect(seconds(`${file}.gz`)).toBe(seconds(file));
  },
);

test("images are left as they are", () => {
  expect(run().status).toBe(0);
  expect(existsSync(join(out, "apple-icon.png.br"))).toBe(false);
  expect(existsSync(join(out, "apple-icon.png.gz"))).toBe(false);
});

test("a second run is the same, and drops a .br or .gz whose file is gone", () => {
  expect(run().status).toBe(0);
  const first = readFileSync(join(out, "index.html.br"));
  rmSync(join(out, "icon.svg"));
  expect(run().status).toBe(0);
  expect(readFileSync(join(out, "index.html.br")).equals(first)).toBe(true);
  expect(existsSync(join(out, "icon.svg.br"))).toBe(false);
  expect(existsSync(join(out, "icon.svg.gz"))).toBe(false);
});

test("SITE_PRECOMPRESS=0 leaves every file uncompressed, and removes what an earlier run wrote", () => {
  expect(run().status).toBe(0);
  expect(existsSync(join(out, "index.html.br"))).toBe(true);
  const result = run({ SITE_PRECOMPRESS: "0" });
  expect(result.status).toBe(0);
  expect(result.stdout).toContain("left uncompressed");
  for (const file of ["index.html", "404.html", "product/index.txt", "_next/static/chunks/app.js", "icon.svg"]) {
    expect(existsSync(join(out, `${file}.br`))).toBe(false);
    expect(existsSync(join(out, `${file}.gz`))).toBe(false);
  }
  expect(existsSync(join(out, "404"))).toBe(false);
});

test("fails naming the file when something still points into a removed copy", () => {
  write("about/index.html", '<link rel="prefetch" href="/_not-found/index.txt">');
  const result = run();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("about/index.html");
});

test("fails on a folder that is not an export", () => {
  rmSync(join(out, "index.html"));
  const result = run();
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("run `npm run build` first");
});
