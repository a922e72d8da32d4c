// The local static server of `npm start`, `npm run serve` and the browser tests.
// It behaves as the production hosts are configured to (hosting/nginx.conf):
//  - GET and HEAD only; anything else is 405 with an Allow header;
//  - /route/ serves out/route/index.html, /route redirects to /route/;
//  - a path with no page (a directory without index.html included) gets out/404.html with 404;
//  - never a file outside out/, never a listing, never a 500 for what a visitor types;
//  - the headers of hosting/headers.mjs on every response;
//  - Brotli (quality 11, as CDNs and precompressing hosts serve static files) when the client
//    accepts it, else gzip; each file is compressed once and kept in memory until it changes.
// Bound to 127.0.0.1 unless HOST says otherwise; the port is the first argument, PORT, or 3000.
import { existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { dirname, extname, join, resolve as resolvePath, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";

import { cacheControlFor, SECURITY_HEADERS } from "./headers.mjs";

// SERVE_ROOT serves another export the same way (the benchmark's bare Next page).
const root = resolvePath(process.env.SERVE_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), "..", "out"));
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

const MAX_URL_LENGTH = 2048;
const MAX_SEGMENT_LENGTH = 255;
const ALLOWED_METHODS = "GET, HEAD";
/** The export's copies of the not-found page are not pages of their own (no soft 404s). */
const NOT_PAGES = new Set(["404", "404.html", "_not-found"]);

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".txt", ".xml", ".svg"]);

if (!existsSync(join(root, "index.html"))) {
  console.error(`${root} has no index.html: run \`npm run build\` first.`);
  process.exit(1);
}
const notFoundPage = join(root, "404.html");

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
  if (!segments || NOT_PAGES.has(segments[0])) return { status: 404 };
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

/** The encoding to answer with: Brotli is about 25 % smaller than gzip on the pages. */
function encodingFor(request, type) {
  if (!COMPRESSIBLE.has(type)) return null;
  const accepted = request.headers["accept-encoding"] ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** Compressed bodies by file and encoding, valid while the file's size and mtime stay the same. */
const compressed = new Map();
function compressedBody(file, encoding) {
  const { size, mtimeMs } = statSync(file);
  const key = `${encoding} ${file}`;
  const cached = compressed.get(key);
  if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached.body;
  const raw = readFileSync(file);
  const body =
    encoding === "br"
      ? brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : gzipSync(raw, { level: 9 });
  compressed.set(key, { size, mtimeMs, body });
  return body;
}

function send(request, response, status, file, headers) {
  const type = extname(file);
  const encoding = encodingFor(request, type);
  let body;
  try {
    body = encoding ? compressedBody(file, encoding) : readFileSync(file);
  } catch {
    response.writeHead(500, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
    return response.end("Internal Server Error\n");
  }
  response.writeHead(status, {
    ...headers,
    "Content-Type": TYPES[type] ?? "application/octet-stream",
    "Content-Length": body.length,
    ...(COMPRESSIBLE.has(type) ? { Vary: "Accept-Encoding" } : {}),
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

const server = http.createServer((request, response) => {
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  const headers = { ...SECURITY_HEADERS, "Cache-Control": cacheControlFor(rawPath) };

  if (request.method !== "GET" && request.method !== "HEAD") {
    response.writeHead(405, { ...headers, Allow: ALLOWED_METHODS, "Content-Type": "text/plain; charset=utf-8" });
    return response.end("Method Not Allowed\n");
  }
  if (url.length > MAX_URL_LENGTH) {
    response.writeHead(414, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
    return response.end("URI Too Long\n");
  }
  if (!rawPath.startsWith("/")) return send(request, response, 404, notFoundPage, headers);

  const target = resolve(rawPath, query);
  if (target.status === 301) {
    response.writeHead(301, { ...headers, Location: target.location });
    return response.end();
  }
  if (target.status === 200) return send(request, response, 200, target.file, headers);
  return send(request, response, 404, notFoundPage, { ...headers, "Cache-Control": "no-cache" });
});

server.on("clientError", (_error, socket) => socket.end("HTTP/1.1 400 Bad Request\r\n\r\n"));
server.listen(port, host, () => console.log(`Serving out/ at http://${host === "0.0.0.0" ? "localhost" : host}:${port}`));
