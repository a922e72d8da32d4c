// The local static server of `npm start`, `npm run serve` and the browser tests, and a server for
// any Node host behind a TLS proxy. It behaves as the production hosts are configured to
// (hosting/nginx-site.conf), and tests/export/hosts.test.ts holds the two to the same answers:
//  - GET and HEAD only; anything else is 405 with an Allow header;
//  - /route/ serves out/route/index.html, /route redirects to /route/;
//  - a path with no page (a directory without index.html included) gets the nearest 404.html with
//    404: out/es/404.html under /es/, else out/404.html (as Cloudflare Pages does);
//  - never a file outside out/, never a listing, never a 500 for what a visitor types;
//  - the headers of hosting/headers.mjs on every response, errors, redirects and 304s included;
//  - the build's precompressed files (hosting/finish-export.mjs: Brotli quality 11, gzip level 9)
//    for clients that accept them; a file without them (an export that skipped that step, such as
//    the benchmark's bare Next page) is compressed here once with the same settings, so the bytes
//    are the same either way;
//  - a strong ETag (a hash of the bytes sent) and Last-Modified, answered with 304 on a revisit;
//  - a single byte Range of an uncompressed answer with 206 (or 416); several ranges get the
//    whole file, and so does a compressed answer, as from nginx.
// Bound to 127.0.0.1 unless HOST says otherwise; the port is the first argument, PORT, or 3000.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { dirname, extname, join, resolve as resolvePath, sep } from "node:path";
import { fileURLToPath } from "node:url";

import { compress, ENCODINGS, isCompressible } from "./finish-export.mjs";
import { cacheControlFor, CONTENT_TYPES, REVALIDATE, SECURITY_HEADERS } from "./headers.mjs";

// SERVE_ROOT serves another export the same way (the benchmark's bare Next page).
const root = resolvePath(process.env.SERVE_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), "..", "out"));
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const MAX_URL_LENGTH = 2048;
const MAX_SEGMENT_LENGTH = 255;
const ALLOWED_METHODS = "GET, HEAD";
/** The export's copies of the not-found page are not pages of their own (no soft 404s). */
const NOT_PAGES = new Set(["404", "404.html", "_not-found"]);

if (!existsSync(join(root, "index.html"))) {
  console.error(`${root} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The decoded path segments of a request, or null when no file could ever match. */
function segmentsOf(rawPath) {
  const segments = [];
  for (const raw of rawPath.split("/").slice(1)) {
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === "." || segment === ".." || /[\0/\\]/.test(segment) || segment.length > MAX_SEGMENT_LENGTH) return null;
    segments.push(segment);
  }
  return segments;
}

/** What answers a GET: a file to send, a redirect, or the not-found page. */
function resolve(rawPath, query) {
  const segments = segmentsOf(rawPath);
  if (!segments || segments.some((segment) => NOT_PAGES.has(segment))) return { status: 404 };
  const local = join(root, ...segments);
  if (local !== root && !local.startsWith(root + sep)) return { status: 404 };
  if (rawPath.endsWith("/")) {
    const page = join(local, "index.html");
    return isFile(page) ? { status: 200, file: page } : { status: 404 };
  }
  if (isFile(local)) return { status: 200, file: local };
  if (isFile(join(local, "index.html"))) return { status: 301, location: `${rawPath}/${query}` };
  return { status: 404 };
}

/** The not-found page nearest the path asked for: a language's own (out/es/404.html), else out/404.html. */
function notFoundPageFor(rawPath) {
  const segments = segmentsOf(rawPath) ?? [];
  for (let depth = segments.length - 1; depth > 0; depth--) {
    const page = join(root, ...segments.slice(0, depth), "404.html");
    if (page.startsWith(root + sep) && isFile(page)) return page;
  }
  return join(root, "404.html");
}

/**
 * The encoding to answer with, from Accept-Encoding (a coding with q=0 is refused): Brotli, about
 * 25 % smaller than gzip on the pages, else gzip, else none.
 */
function encodingFor(request, file) {
  if (!isCompressible(file)) return null;
  const accepted = new Map();
  for (const item of String(request.headers["accept-encoding"] ?? "").split(",")) {
    const [coding = "", ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(coding.trim(), q === undefined ? 1 : Number(q));
  }
  const wants = (coding) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (wants("br")) return "br";
  if (wants("gzip")) return "gzip";
  return null;
}

/**
 * A file's bytes in one encoding with their validators, kept while the file's size and mtime stay
 * the same: the precompressed file beside it when there is one, else compressed here once.
 */
const representations = new Map();
let compressedHere = 0;
async function representation(file, encoding) {
  const precompressed = encoding ? file + ENCODINGS[encoding] : null;
  const source = precompressed && isFile(precompressed) ? precompressed : file;
  const { size, mtimeMs, mtime } = statSync(source);
  const key = `${encoding} ${file}`;
  const cached = representations.get(key);
  if (cached && cached.source === source && cached.size === size && cached.mtimeMs === mtimeMs) return cached;
  const body = source === file && encoding ? await compress(readFileSync(file), encoding) : readFileSync(source);
  if (source === file && encoding && compressedHere++ === 0)
    console.warn(`${file} has no ${ENCODINGS[encoding]} beside it: compressing on the fly (run \`npm run finish-export\`).`);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const entry = { source, size, mtimeMs, body, etag, lastModified: mtime.toUTCString() };
  representations.set(key, entry);
  return entry;
}

/** Whether a conditional GET may be answered 304 (If-None-Match wins over If-Modified-Since). */
function notModified(request, { etag, lastModified }) {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    const tags = ifNoneMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(etag);
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Date.parse(lastModified) <= since;
}

/** The byte range asked for: null for the whole body, "unsatisfiable", or { start, end }. */
function rangeOf(request, { etag, lastModified, body }) {
  const header = request.headers.range;
  if (!header) return null;
  const ifRange = request.headers["if-range"];
  if (ifRange !== undefined && ifRange !== etag && ifRange !== lastModified) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges, or another unit: the whole body, as the specification allows.
  if (!match || (!match[1] && !match[2])) return null;
  const size = body.length;
  if (size === 0) return "unsatisfiable";
  if (!match[1]) {
    const suffix = Number(match[2]);
    return suffix === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (match[2] && Number(match[2]) < start) return null;
  return start >= size ? "unsatisfiable" : { start, end };
}

async function send(request, response, status, file, headers) {
  const encoding = encodingFor(request, file);
  let entry;
  try {
    entry = await representation(file, encoding);
  } catch {
    response.writeHead(500, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
    return response.end("Internal Server Error\n");
  }
  const { body, etag, lastModified } = entry;
  const type = CONTENT_TYPES[extname(file)] ?? "application/octet-stream";
  const vary = isCompressible(file) ? { Vary: "Accept-Encoding" } : {};
  const coding = encoding ? { "Content-Encoding": encoding } : {};
  // The not-found page is sent whole and unconditionally, with no date to revalidate against.
  if (status !== 200) {
    response.writeHead(status, {
      ...headers,
      ETag: etag,
      "Content-Type": type,
      ...vary,
      ...coding,
      "Content-Length": body.length,
    });
    return response.end(request.method === "HEAD" ? undefined : body);
  }
  const validators = { "Last-Modified": lastModified, ETag: etag };
  if (notModified(request, entry)) {
    response.writeHead(304, { ...headers, ...validators, ...vary });
    return response.end();
  }
  // Ranges of the file as it is on disk, as nginx's static modules serve them: a compressed body
  // is sent whole.
  const range = encoding ? null : rangeOf(request, entry);
  if (range === "unsatisfiable") {
    response.writeHead(416, {
      ...headers,
      "Content-Range": `bytes */${body.length}`,
      "Content-Type": "text/plain; charset=utf-8",
      ...vary,
    });
    return response.end(request.method === "HEAD" ? undefined : "Range Not Satisfiable\n");
  }
  const part = range ? body.subarray(range.start, range.end + 1) : body;
  response.writeHead(range ? 206 : 200, {
    ...headers,
    ...validators,
    "Content-Type": type,
    ...vary,
    ...coding,
    ...(encoding || range ? {} : { "Accept-Ranges": "bytes" }),
    "Content-Length": part.length,
    ...(range ? { "Content-Range": `bytes ${range.start}-${range.end}/${body.length}` } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : part);
}

const server = http.createServer((request, response) => {
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  const headers = { ...SECURITY_HEADERS, "Cache-Control": cacheControlFor(rawPath) };
  const fail = () => {
    if (!response.headersSent) response.writeHead(500, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
    response.end();
  };

  if (request.method !== "GET" && request.method !== "HEAD") {
    // Not a representation of the path: nothing to cache for a year.
    response.writeHead(405, {
      ...headers,
      "Cache-Control": REVALIDATE,
      Allow: ALLOWED_METHODS,
      "Content-Type": "text/plain; charset=utf-8",
    });
    return response.end("Method Not Allowed\n");
  }
  if (url.length > MAX_URL_LENGTH) {
    response.writeHead(414, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
    return response.end("URI Too Long\n");
  }
  const notFound = () => send(request, response, 404, notFoundPageFor(rawPath), { ...headers, "Cache-Control": REVALIDATE });
  if (!rawPath.startsWith("/")) return notFound().catch(fail);

  const target = resolve(rawPath, query);
  if (target.status === 301) {
    response.writeHead(301, { ...headers, Location: target.location });
    return response.end();
  }
  if (target.status === 200) return send(request, response, 200, target.file, headers).catch(fail);
  return notFound().catch(fail);
});

server.on("clientError", (_error, socket) => socket.end("HTTP/1.1 400 Bad Request\r\n\r\n"));
server.listen(port, host, () => console.log(`Serving out/ at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`));
