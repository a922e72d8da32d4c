// Runs hosting/serve.mjs and Debian's nginx with the shipped site snippets over out/, side by side,
// and asks both the same questions (tests/export/hosts.test.ts).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { PREFIXED_LOCALES } from "@/lib/i18n/locales";

import { OUT } from "./export";

export const NGINX = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find(existsSync);
export const BROTLI_STATIC = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const INSTALL = "apt-get install nginx libnginx-mod-http-brotli-static (.ci/run installs them when missing)";

export interface Answer {
  status: number;
  /** Lower-case names; a header nginx repeats with the same value counts once. */
  headers: Record<string, string[]>;
  body: Buffer;
}

/** One request as written (no URL normalisation), its answer read raw (no decompression). */
export const ask = (port: number, path: string, method = "GET", headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers: { Connection: "close", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const collected: Record<string, string[]> = {};
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!.toLowerCase();
          const value = res.rawHeaders[i + 1]!;
          const values = (collected[name] ??= []);
          if (!values.includes(value)) values.push(value);
        }
        resolve({ status: res.statusCode ?? 0, headers: collected, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });

async function waitFor(port: number, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${log()}`);
    try {
      await ask(port, "/robots.txt");
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nothing answers on port ${port}: ${log()}`);
}

export interface Host {
  port: number;
  stop: () => Promise<void>;
}

const stopper =
  (child: ChildProcess, cleanup = () => {}) =>
  () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve(cleanup());
      child.once("exit", () => resolve(cleanup()));
      child.kill("SIGTERM");
    });

export async function startServe(port: number, root = OUT, script = join(process.cwd(), "hosting/serve.mjs")): Promise<Host> {
  const child = spawn(process.execPath, [script, String(port)], {
    env: { ...process.env, SERVE_ROOT: root },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (c) => (log += c));
  child.stderr?.on("data", (c) => (log += c));
  await waitFor(port, child, () => log);
  return { port, stop: stopper(child) };
}

/**
 * The local-test nginx: a main file of its own (no daemon, its own prefix, pid, logs and temp
 * folders, the Brotli static module, Debian's http defaults) whose one server listens on the
 * port given, has out/ as root, and includes `snippets/nusantara-site.conf`, the line the shipped
 * hosting/nginx.conf ends its HTTPS server with. The two snippets are copied byte for byte from
 * hosting/ into that prefix's snippets/, where their relative includes find each other as they
 * do under /etc/nginx/. Only the listen, server_name, ssl_* and root lines of the shipped server
 * are left out, and the unit tests hold nginx.conf to having nothing else.
 */
export async function startNginx(port: number, root = OUT, siteDir = join(process.cwd(), "hosting")): Promise<Host> {
  if (!NGINX) throw new Error(`nginx is not installed, and the host tests run it: ${INSTALL}.`);
  if (!existsSync(BROTLI_STATIC)) throw new Error(`nginx's Brotli static module is missing: ${INSTALL}.`);
  const prefix = mkdtempSync(join(tmpdir(), "nginx-hosts-"));
  mkdirSync(join(prefix, "snippets"));
  mkdirSync(join(prefix, "temp"));
  copyFileSync(join(siteDir, "nginx-site.conf"), join(prefix, "snippets", "nusantara-site.conf"));
  copyFileSync(join(siteDir, "nginx-headers.conf"), join(prefix, "snippets", "nusantara-headers.conf"));
  const temp = (name: string) => `${name}_temp_path ${join(prefix, "temp", name)};`;
  writeFileSync(
    join(prefix, "nginx.conf"),
    [
      "daemon off;",
      "master_process off;",
      "worker_processes 1;",
      `pid ${join(prefix, "nginx.pid")};`,
      `error_log ${join(prefix, "error.log")} warn;`,
      `load_module ${BROTLI_STATIC};`,
      "events { worker_connections 128; }",
      "http {",
      // Debian's own http block: the site snippet must win over these.
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  sendfile on;",
      "  gzip on;",
      "  access_log off;",
      `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
      "  server {",
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      "    include snippets/nusantara-site.conf;",
      "  }",
      "}",
      "",
    ].join("\n"),
  );
  const checked = spawnSync(NGINX, ["-t", "-q", "-p", prefix, "-c", join(prefix, "nginx.conf")], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx rejects the site snippets: ${checked.stderr}`);
  const child = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (c) => (log += c));
  child.stderr?.on("data", (c) => (log += c));
  const errorLog = () => log + (existsSync(join(prefix, "error.log")) ? readFileSync(join(prefix, "error.log"), "utf8") : "");
  await waitFor(port, child, errorLog);
  return { port, stop: stopper(child, () => rmSync(prefix, { recursive: true, force: true })) };
}

/** The first file under out/_next/static/ with this ending, as a URL path. */
export function staticAsset(ending: string): string {
  const walk = (dir: string): string | undefined => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const found = entry.isDirectory() ? walk(full) : entry.name.endsWith(ending) ? full : undefined;
      if (found) return found;
    }
  };
  const file = walk(join(OUT, "_next", "static"));
  if (!file) throw new Error(`no ${ending} file under out/_next/static/`);
  return file.slice(OUT.length).split("\\").join("/");
}

export interface Probe {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** What the two must agree on: everything, or status and headers (bodies nginx writes itself). */
  compare: "all" | "headers";
}

const BR = { "Accept-Encoding": "gzip, deflate, br, zstd" };
const GZIP = { "Accept-Encoding": "gzip, deflate" };

export function probes(): Probe[] {
  const script = staticAsset(".js");
  const css = staticAsset(".css");
  const list: Probe[] = [];
  const get = (name: string, path: string, headers: Record<string, string> = {}, method = "GET") =>
    list.push({ name, path, headers, method, compare: "all" });
  const headersOnly = (name: string, path: string, headers: Record<string, string> = {}, method = "GET") =>
    list.push({ name, path, headers, method, compare: "headers" });
  for (const [path, label] of [
    ["/", "home"],
    ["/product/", "/product/"],
    ["/product/voice-bot/", "a product"],
    [script, "a script"],
    [css, "a stylesheet"],
    ["/index.txt", "a page's payload"],
    ["/search-index.json", "the search index"],
    ["/es/chat-catalog.json", "a language's chat catalogue"],
    ["/sitemap.xml", "the sitemap"],
    ["/manifest.webmanifest", "the manifest"],
    ["/icon.svg", "an SVG"],
  ] as const) {
    get(`${label}, Brotli`, path, BR);
    get(`${label}, gzip`, path, GZIP);
    get(`${label}, uncompressed`, path);
  }
  // Site search's bundle, in the default export (Pagefind): its files under fixed names and by their content.
  const bundle = join(OUT, "pagefind");
  if (existsSync(bundle)) {
    const first = (dir: string, ending: string) => readdirSync(join(bundle, dir)).find((name) => name.endsWith(ending));
    for (const [path, label] of [
      ["/pagefind/pagefind.js", "search's script"],
      ["/pagefind/pagefind-entry.json?ts=site", "search's entry"],
      ["/pagefind/wasm.en.pagefind", "search's WebAssembly"],
      [`/pagefind/${first(".", ".pf_meta")}`, "search's metadata"],
      [`/pagefind/index/${first("index", ".pf_index")}`, "a search index chunk"],
      [`/pagefind/fragment/${first("fragment", ".pf_fragment")}`, "a search fragment"],
    ] as const) {
      get(`${label}, Brotli`, path, BR);
      get(`${label}, uncompressed`, path);
    }
  }
  get("an image offered compression", "/apple-icon.png", BR);
  get("Brotli refused with q=0", "/", { "Accept-Encoding": "br;q=0, gzip" });
  get("HEAD of a page", "/contact-us/", BR, "HEAD");
  get("%26 in a path", "/solutions/communication-%26-collaboration/voip/", BR);
  get("& in a path", "/solutions/communication-&-collaboration/voip/", BR);
  for (const path of ["/404/", "/404", "/404.html", "/404/index.html", "/_not-found/", "/_not-found", "/_not-found/index.txt"])
    get(`the not-found copy ${path}`, path, BR);
  for (const path of ["/no/such/page", "/product/no-such-product/", "/_next/static/no-such.js", "/images/", "/_next/"])
    get(`nothing at ${path}`, path, BR);
  // Under a language's prefix, that language's not-found page (out/es/404.html).
  for (const locale of PREFIXED_LOCALES) {
    get(`${locale}: a page of that language`, `/${locale}/product/voice-bot/`, BR);
    for (const path of [
      `/${locale}/product/no-such-product/`,
      `/${locale}/no/such/page`,
      `/${locale}/404.html`,
      `/${locale}/404/`,
    ])
      get(`${locale}: nothing at ${path}`, path, BR);
  }
  headersOnly("a language's home without its slash", "/es");
  get("a byte range", "/robots.txt", { Range: "bytes=0-19" });
  get("a suffix range", "/robots.txt", { Range: "bytes=-10" });
  get("a range of a compressed answer", "/robots.txt", { ...BR, Range: "bytes=0-19" });
  headersOnly("a range past the end", "/robots.txt", { Range: "bytes=100000-" });
  headersOnly("a route without its slash", "/product/voice-bot?ref=x");
  headersOnly("a route with %26, without its slash", "/solutions/communication-%26-collaboration/voip");
  headersOnly("a route with &, without its slash", "/solutions/communication-&-collaboration/voip");
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"])
    headersOnly(`${method} of a page`, "/", {}, method);
  headersOnly("POST of a hashed asset", script, {}, "POST");
  return list;
}

/** Headers that name the server, the connection or the moment, not what was served. */
const TRANSPORT = new Set(["date", "server", "connection", "keep-alive", "transfer-encoding"]);
/** Each server writes its own ETag (nginx: mtime and size; serve.mjs: a hash): both or neither. */
const OPAQUE = new Set(["etag"]);
/** Bodies nginx writes itself (redirects, 405, 416) differ in words, so their framing does too. */
const FRAMING = new Set(["content-type", "content-length"]);

/** What in two answers to one probe differs, as readable lines; empty when they agree. */
export function differences(probe: Probe, nginx: Answer, serve: Answer): string[] {
  const found: string[] = [];
  if (nginx.status !== serve.status) found.push(`status: nginx ${nginx.status}, serve.mjs ${serve.status}`);
  const names = new Set([...Object.keys(nginx.headers), ...Object.keys(serve.headers)]);
  for (const name of [...names].sort()) {
    if (TRANSPORT.has(name) || (probe.compare === "headers" && FRAMING.has(name))) continue;
    const a = nginx.headers[name];
    const b = serve.headers[name];
    if (OPAQUE.has(name)) {
      if (!a !== !b) found.push(`${name}: nginx ${a ? "sends it" : "none"}, serve.mjs ${b ? "sends it" : "none"}`);
      continue;
    }
    // nginx writes a redirect's path decoded (& for %26): the same URL.
    const same = (values?: string[]) => (name === "location" ? values?.map((v) => decodeURIComponent(v)) : values)?.join(" | ");
    if (same(a) !== same(b)) found.push(`${name}: nginx ${a?.join(" | ") ?? "none"}, serve.mjs ${b?.join(" | ") ?? "none"}`);
  }
  if (probe.compare === "all" && !nginx.body.equals(serve.body))
    found.push(`body: nginx ${nginx.body.length} B, serve.mjs ${serve.body.length} B, different bytes`);
  return found;
}
