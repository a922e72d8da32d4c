/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { LOCALE_INFO, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { SECURITY_HEADERS } from "@/hosting/headers.mjs";

import { OUT } from "./export";
import { ask, differences, probes, startNginx, startServe, type Answer, type Host } from "./hosts";

// Debian's nginx with the shipped site snippets and hosting/serve.mjs, over the same out/, give
// the same answers: what the benchmark measures on serve.mjs is what an nginx deploy sends.
const base = 4500 + (process.pid % 100) * 2;
let nginx: Host | undefined;
let serve: Host | undefined;

beforeAll(async () => {
  // Both settle before a failure is thrown, so afterAll stops whichever did start.
  const [a, b] = await Promise.allSettled([startNginx(base), startServe(base + 1)]);
  if (a.status === "fulfilled") nginx = a.value;
  if (b.status === "fulfilled") serve = b.value;
  for (const result of [a, b]) if (result.status === "rejected") throw result.reason;
}, 30_000);
afterAll(async () => {
  await Promise.all([nginx?.stop(), serve?.stop()]);
});

const both = async (path: string, method?: string, headers?: Record<string, string>) => {
  const [a, b] = await Promise.all([ask(nginx!.port, path, method, headers), ask(serve!.port, path, method, headers)]);
  return { nginx: a, serve: b };
};

test("the build left precompressed files and no not-found copies", () => {
  for (const file of ["index.html.br", "index.html.gz", "404.html.br", "product/index.html.br"])
    expect([file, existsSync(join(OUT, file))]).toEqual([file, true]);
  for (const copy of ["404", "_not-found", ...PREFIXED_LOCALES.map((l) => `${l}/404`)])
    expect([copy, existsSync(join(OUT, copy))]).toEqual([copy, false]);
  for (const locale of PREFIXED_LOCALES) expect(existsSync(join(OUT, locale, "404.html.br"))).toBe(true);
});

describe("nginx and serve.mjs answer alike", () => {
  test.each(probes().map((p) => [p.name, p] as const))("%s", async (_name, probe) => {
    const answers = await both(probe.path, probe.method, probe.headers);
    expect(differences(probe, answers.nginx, answers.serve)).toEqual([]);
    // Every answer, errors and redirects included, carries every header.
    for (const answer of [answers.nginx, answers.serve]) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()]).toEqual([value]);
      expect(answer.headers["cache-control"]).toHaveLength(1);
    }
  });
});

const decoded = (answer: Answer) => {
  const coding = answer.headers["content-encoding"]?.[0];
  return coding === "br" ? brotliDecompressSync(answer.body) : coding === "gzip" ? gunzipSync(answer.body) : answer.body;
};

test.each([
  ["/", "index.html"],
  ["/product/", "product/index.html"],
])("%s: Brotli and gzip from the build's files, the page's bytes once decoded", async (path, file) => {
  const page = readFileSync(join(OUT, file));
  for (const [accept, coding, suffix] of [
    ["br", "br", ".br"],
    ["gzip", "gzip", ".gz"],
  ] as const) {
    const { nginx: a, serve: b } = await both(path, "GET", { "Accept-Encoding": accept });
    for (const answer of [a, b]) {
      expect(answer.headers["content-encoding"]).toEqual([coding]);
      expect(answer.body.equals(readFileSync(join(OUT, file + suffix)))).toBe(true);
      expect(decoded(answer).equals(page)).toBe(true);
    }
  }
});

test("the not-found page answers 404 with its own body, compressed like any page", async () => {
  const { nginx: a, serve: b } = await both("/_not-found/", "GET", { "Accept-Encoding": "br" });
  for (const answer of [a, b]) {
    expect(answer.status).toBe(404);
    expect(decoded(answer).equals(readFileSync(join(OUT, "404.html")))).toBe(true);
  }
});

test.each(PREFIXED_LOCALES)("under /%s/, an unknown path gets that language's not-found page with 404", async (locale) => {
  const page = readFileSync(join(OUT, locale, "404.html"));
  expect(page.toString("utf8")).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
  for (const path of [`/${locale}/product/no-such-product/`, `/${locale}/404.html`]) {
    const { nginx: a, serve: b } = await both(path, "GET", { "Accept-Encoding": "br" });
    for (const answer of [a, b]) {
      expect([path, answer.status]).toEqual([path, 404]);
      expect(decoded(answer).equals(page)).toBe(true);
    }
  }
});

describe.each(["/", "/product/", "/robots.txt"])("a revisit of %s", (path) => {
  test.each([
    ["ETag", "If-None-Match", "etag"],
    ["Last-Modified", "If-Modified-Since", "last-modified"],
  ])("with its %s gets 304 and no body from both", async (_v, condition, validator) => {
    for (const host of [nginx!, serve!]) {
      const first = await ask(host.port, path, "GET", { "Accept-Encoding": "br" });
      expect(first.status).toBe(200);
      const value = first.headers[validator]?.[0];
      expect(value).toBeDefined();
      if (validator === "etag") expect(value).toMatch(/^"[^"]+"$/); // strong: no W/
      const again = await ask(host.port, path, "GET", { "Accept-Encoding": "br", [condition]: value! });
      expect(again.status).toBe(304);
      expect(again.body).toHaveLength(0);
      expect(again.headers.etag).toEqual(first.headers.etag);
      expect(again.headers["cache-control"]).toEqual(first.headers["cache-control"]);
      for (const [name, v] of Object.entries(SECURITY_HEADERS)) expect(again.headers[name.toLowerCase()]).toEqual([v]);
    }
  });
});

test("a changed page's old ETag gets the page in full", async () => {
  for (const host of [nginx!, serve!]) {
    const answer = await ask(host.port, "/", "GET", { "Accept-Encoding": "br", "If-None-Match": '"not-this-one"' });
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(0);
  }
});

test("each encoding has its own ETag, so a cache never mixes them", async () => {
  for (const host of [nginx!, serve!]) {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(
        async (accept) => (await ask(host.port, "/", "GET", { "Accept-Encoding": accept })).headers.etag?.[0],
      ),
    );
    expect(new Set(tags).size).toBe(3);
  }
});

test("a range comes back as 206 with the bytes asked for", async () => {
  const file = readFileSync(join(OUT, "robots.txt"));
  const { nginx: a, serve: b } = await both("/robots.txt", "GET", { Range: "bytes=5-14" });
  for (const answer of [a, b]) {
    expect(answer.status).toBe(206);
    expect(answer.headers["content-range"]).toEqual([`bytes 5-14/${file.length}`]);
    expect(answer.body.equals(file.subarray(5, 15))).toBe(true);
  }
});

test("an export without the precompressed files gets the same bytes, compressed on the fly", async () => {
  const bare = mkdtempSync(join(tmpdir(), "bare-export-"));
  try {
    for (const file of ["index.html", "404.html", "robots.txt"]) copyFileSync(join(OUT, file), join(bare, file));
    const host = await startServe(base + 2, bare);
    try {
      const onTheFly = await Promise.all(
        ["br", "gzip"].map((accept) => ask(host.port, "/", "GET", { "Accept-Encoding": accept })),
      );
      expect(onTheFly.map((a) => a.headers["content-encoding"]?.[0])).toEqual(["br", "gzip"]);
      const finished = spawnSync(process.execPath, [join(process.cwd(), "hosting/finish-export.mjs"), bare], {
        encoding: "utf8",
      });
      expect(finished.status).toBe(0);
      expect(onTheFly[0]!.body.equals(readFileSync(join(bare, "index.html.br")))).toBe(true);
      expect(onTheFly[1]!.body.equals(readFileSync(join(bare, "index.html.gz")))).toBe(true);
    } finally {
      await host.stop();
    }
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});
