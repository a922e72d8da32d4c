// The response headers every host sends, in one place. Each page carries its own
// strict script policy in a <meta> tag (its inline-script hashes), so a host needs
// only this one rule set for every path; browsers enforce both policies together.
// hosting/nginx-site.conf, nginx-headers.conf, public/_headers and hosting/cloudfront/ repeat
// these values for their hosts, and tests/unit/hosting.test.ts holds them to this file.

/** Sent with every response: pages, assets, redirects and errors. */
export const SECURITY_HEADERS = {
  "Content-Security-Policy": "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** Content-hashed build output never changes under one name. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and everything else: always revalidate, so a deploy shows at once. */
export const REVALIDATE = "no-cache";
/**
 * The data an overlay's first answer needs, under names that do not change (the chat catalogue and the
 * search index, each language's): the page fetches them into the cache when it is idle, and the
 * overlay's own fetch then takes that copy at once and revalidates it in the background (stale for up to
 * a day, never without a revalidation: max-age 0). With no-cache the overlay's fetch would wait for a
 * revalidation's round trip after the tap. After a deploy a visitor's first use may get the copy of the
 * visit before, once; the page's own idle fetch revalidates it first on every visit.
 */
export const REVALIDATE_IN_BACKGROUND = "public, max-age=0, stale-while-revalidate=86400";
/** The paths that get REVALIDATE_IN_BACKGROUND: /chat-catalog.json, /es/search-index.json, … */
export const OVERLAY_DATA = /^\/([a-z]{2}\/)?(chat-catalog|search-index)\.json$/;

/**
 * Site search's bundle (out/pagefind/, docs/search.md) under names that do not change: Pagefind's script,
 * its entry and each language's WebAssembly. The page prefetches them when it is idle, so they get
 * REVALIDATE_IN_BACKGROUND, as the overlays' data does: a first query then waits for none of them.
 */
export const SEARCH_BUNDLE_FIXED = /^\/pagefind\/(pagefind\.js|pagefind-entry\.json|wasm\.[\w-]+\.pagefind)$/;
/**
 * The rest of the bundle, named by its content (each language's metadata, the index chunks, the page
 * fragments): IMMUTABLE. An entry cached from the deploy before names the files of that deploy.
 */
export const SEARCH_BUNDLE_HASHED =
  /^\/pagefind\/(pagefind\.[\w-]+\.pf_meta|index\/[\w-]+\.pf_index|fragment\/[\w-]+\.pf_fragment)$/;

/** The Cache-Control for a URL path. */
export const cacheControlFor = (path) =>
  path.startsWith("/_next/static/") || SEARCH_BUNDLE_HASHED.test(path)
    ? IMMUTABLE
    : OVERLAY_DATA.test(path) || SEARCH_BUNDLE_FIXED.test(path)
      ? REVALIDATE_IN_BACKGROUND
      : REVALIDATE;

/** The Content-Type of each file extension in out/; anything else is application/octet-stream. */
export const CONTENT_TYPES = {
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

/** The extensions worth compressing: text. Images and fonts are compressed formats already. */
export const COMPRESSIBLE = [".html", ".js", ".css", ".json", ".webmanifest", ".txt", ".xml", ".svg"];
