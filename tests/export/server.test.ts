/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { SECURITY_HEADERS } from "@/hosting/headers.mjs";

const PORT = 4390 + (process.pid % 100);
let server: ChildProcess;
let stdout = "";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A raw request: the path is sent exactly as written (no URL normalisation of "..", "%2e" or "//"). */
const probe = (path: string, method = "GET", headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });

beforeAll(async () => {
  server = spawn(process.execPath, [join(process.cwd(), "hosting/serve.mjs"), String(PORT)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  server.stderr?.on("data", (chunk) => (stderr += chunk));
  server.stdout?.on("data", (chunk) => (stdout += chunk));
  server.on("exit", (code) => {
    if (code) throw new Error(`server exited ${code}: ${stderr}`);
  });
  for (let i = 0; i < 50; i++) {
    try {
      await probe("/");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error("server did not start");
});
afterAll(() => server.kill());

const NOT_FOUND_TEXT = "Oops! Page Not Found.";

test("a page answers 200 with HTML, no-cache and every security header", async () => {
  const { status, headers, body } = await probe("/product/voice-bot/");
  expect(status).toBe(200);
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["cache-control"]).toBe("no-cache");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()]).toBe(value);
  expect(body).toContain("<h1");
});

test("hashed build assets are cached for a year", async () => {
  const page = await probe("/");
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page.body)?.[1];
  expect(script).toBeDefined();
  const { status, headers } = await probe(script!);
  expect(status).toBe(200);
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers["content-type"]).toBe("text/javascript; charset=utf-8");
});

/** The body of a compressed answer, decoded, as bytes. */
const rawBody = (path: string, acceptEncoding: string) =>
  new Promise<{ encoding?: string; vary?: string; bytes: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: PORT, path, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const bytes = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
        resolve({ encoding, vary: res.headers.vary, bytes });
      });
    });
    req.on("error", reject);
    req.end();
  });

test("responses are Brotli-compressed when the client accepts it, gzip otherwise, identical once decoded", async () => {
  const file = readFileSync(join(process.cwd(), "out", "product", "voice-bot", "index.html"));
  const brotli = await rawBody("/product/voice-bot/", "gzip, deflate, br, zstd");
  const gzip = await rawBody("/product/voice-bot/", "gzip, deflate");
  const plain = await rawBody("/product/voice-bot/", "identity");
  expect([brotli.encoding, gzip.encoding, plain.encoding]).toEqual(["br", "gzip", undefined]);
  expect(brotli.vary).toBe("Accept-Encoding");
  for (const answer of [brotli, gzip, plain]) expect(answer.bytes.equals(file)).toBe(true);
  // Asked again, the cached body is the same.
  expect((await rawBody("/product/voice-bot/", "br")).bytes.equals(file)).toBe(true);
});

test("images already compressed are sent as they are", async () => {
  const { encoding } = await rawBody("/apple-icon.png", "gzip, br");
  expect(encoding).toBeUndefined();
});

test("a route without its trailing slash redirects, keeping the query, with the security headers", async () => {
  const { status, headers } = await probe("/product/voice-bot?ref=x");
  expect(status).toBe(301);
  expect(headers.location).toBe("/product/voice-bot/?ref=x");
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()]).toBe(value);
});

test("an ampersand in a path works written plainly or as %26", async () => {
  expect((await probe("/solutions/communication-&-collaboration/voip/")).status).toBe(200);
  expect((await probe("/solutions/communication-%26-collaboration/voip/")).status).toBe(200);
});

test.each(["/_next/static/", "/images/", "/solutions/business-solutions/", "/_next/", "/icons/"])(
  "the folder %s is not listed: it gets the not-found page",
  async (path) => {
    const { status, body, headers } = await probe(path);
    expect(status).toBe(404);
    expect(body).toContain(NOT_FOUND_TEXT);
    expect(body).not.toMatch(/Index of|Files within/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
  },
);

test.each(["/404/", "/404.html", "/_not-found/", "/no/such/page", "/product/no-such-product/"])(
  "%s answers 404 with the not-found page",
  async (path) => {
    const { status, body } = await probe(path);
    expect(status).toBe(404);
    expect(body).toContain(NOT_FOUND_TEXT);
  },
);

test.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"])(
  "%s is refused with 405 and Allow",
  async (method) => {
    const { status, headers } = await probe("/", method);
    expect(status).toBe(405);
    expect(headers.allow).toBe("GET, HEAD");
    expect(headers["x-frame-options"]).toBe("DENY");
  },
);

test("HEAD answers the headers of GET without a body", async () => {
  const { status, headers, body } = await probe("/contact-us/", "HEAD");
  expect(status).toBe(200);
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(body).toBe("");
});

test.each([
  ["a 251-character segment", `/${"a".repeat(251)}`, 404],
  ["a 300-character segment", `/product/${"b".repeat(300)}/`, 404],
  ["a 10 kB path", `/${"c/".repeat(5000)}`, 414],
  ["a NUL byte", "/index.html%00.txt", 404],
  ["a broken escape", "/%E0%A4%A/", 404],
  ["a backslash", "/..%5c..%5cetc/passwd", 404],
])("never a 500 for what a visitor types: %s", async (_name, path, expected) => {
  const { status } = await probe(path);
  expect(status).toBe(expected);
});

test.each([
  "/../package.json",
  "/%2e%2e/package.json",
  "/%2E%2E/%2E%2E/etc/passwd",
  "/..%2fpackage.json",
  "/_next/..%2f..%2fpackage.json",
  "//etc/passwd",
])("no file outside out/ is served: %s", async (path) => {
  const { status, body } = await probe(path);
  expect(status).toBe(404);
  expect(body).not.toContain('"name": "kl-ai-comms-site"');
});

test("what browsers and phones ask for is there", async () => {
  for (const path of [
    "/favicon.ico",
    "/apple-icon.png",
    "/manifest.webmanifest",
    "/icons/icon-192.png",
    "/icons/icon-512.png",
    "/robots.txt",
    "/sitemap.xml",
  ]) {
    expect([path, (await probe(path)).status]).toEqual([path, 200]);
  }
  const manifest = JSON.parse((await probe("/manifest.webmanifest")).body);
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: expect.any(String),
    theme_color: expect.stringMatching(/^#/),
  });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
});

test("the server binds the loopback address unless HOST says otherwise", () => {
  expect(stdout).toContain(`Serving out/ at http://127.0.0.1:${PORT}`);
});
