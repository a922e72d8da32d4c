/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import {
  cacheControlFor,
  COMPRESSIBLE,
  CONTENT_TYPES,
  IMMUTABLE,
  OVERLAY_DATA,
  REVALIDATE,
  REVALIDATE_IN_BACKGROUND,
  SEARCH_BUNDLE_FIXED,
  SEARCH_BUNDLE_HASHED,
  SECURITY_HEADERS,
} from "@/hosting/headers.mjs";

/** Each host's sample carries exactly the header set of hosting/headers.mjs. */
const read = (path: string) => readFileSync(join(process.cwd(), path), "utf8");

describe.each([
  ["public/_headers", (name: string, value: string) => `  ${name}: ${value}`],
  ["hosting/nginx-headers.conf", (name: string, value: string) => `add_header ${name} "${value}" always;`],
  ["hosting/cloudfront/url-rules.js", (name: string, value: string) => `"${name.toLowerCase()}": { value: "${value}" },`],
])("%s", (file, line) => {
  test.each(Object.entries(SECURITY_HEADERS))("sends %s", (name, value) => {
    expect(read(file)).toContain(line(name, value));
  });

  test("sends no obsolete or per-page header", () => {
    expect(read(file)).not.toMatch(/interest-cohort|sha256-|\$csp_policy/);
  });
});

describe("public/_headers (Netlify, Cloudflare Pages)", () => {
  /** Each rule: its path pattern and the headers it sets. */
  const rules = () => {
    const found: { path: string; headers: Map<string, string> }[] = [];
    for (const line of read("public/_headers").split("\n")) {
      if (line.startsWith("/")) found.push({ path: line.trim(), headers: new Map() });
      else if (/^\s+\S/.test(line)) {
        const [name, ...value] = line.trim().split(":");
        found.at(-1)!.headers.set(name!.trim().toLowerCase(), value.join(":").trim());
      }
    }
    return found;
  };
  /** Whether two patterns (a splat only at the end, as these are) can match one path. */
  const overlap = (a: string, b: string) => {
    const prefix = (p: string) => (p.endsWith("*") ? p.slice(0, -1) : null);
    const [pa, pb] = [prefix(a), prefix(b)];
    if (pa !== null && pb !== null) return pa.startsWith(pb) || pb.startsWith(pa);
    if (pa !== null) return b.startsWith(pa);
    if (pb !== null) return a.startsWith(pb);
    return a === b;
  };

  test("no header is set by two rules that match one path (both platforms would join or drop them)", () => {
    const all = rules();
    const clashes: string[] = [];
    for (const [i, a] of all.entries())
      for (const b of all.slice(i + 1))
        for (const name of a.headers.keys())
          if (b.headers.has(name) && overlap(a.path, b.path)) clashes.push(`${name}: ${a.path} and ${b.path}`);
    expect(clashes).toEqual([]);
    expect(read("public/_headers")).not.toMatch(/^\s+!/m); // Netlify drops detach lines silently
  });

  test("every path gets the security headers; the hashed build output is cached for a year", () => {
    const all = rules();
    const everything = all.find((r) => r.path === "/*");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(everything?.headers.get(name.toLowerCase())).toBe(value);
    expect(all.find((r) => r.path === "/_next/static/*")?.headers.get("cache-control")).toBe(IMMUTABLE);
  });

  test("the overlays' data, English and each language's, is revalidated in the background", () => {
    const all = rules();
    for (const path of ["/chat-catalog.json", "/search-index.json", "/:locale/chat-catalog.json", "/:locale/search-index.json"])
      expect([path, all.find((r) => r.path === path)?.headers.get("cache-control")]).toEqual([path, REVALIDATE_IN_BACKGROUND]);
  });

  test("stays far under Cloudflare Pages' limit of 100 rules", () => {
    expect(rules().length).toBeLessThanOrEqual(8);
  });
});

describe("the overlays' data (OVERLAY_DATA)", () => {
  test("is the chat catalogue and the search index, English and each language's; nothing else", () => {
    for (const prefix of ["", ...PREFIXED_LOCALES.map((l) => `/${l}`)])
      for (const file of ["/chat-catalog.json", "/search-index.json"])
        expect([prefix + file, cacheControlFor(prefix + file)]).toEqual([prefix + file, REVALIDATE_IN_BACKGROUND]);
    for (const path of [
      "/",
      "/index.txt",
      "/es/index.txt",
      "/manifest.webmanifest",
      "/product/search-index.json",
      "/chat-catalog.json.br",
    ])
      expect([path, cacheControlFor(path)]).toEqual([path, REVALIDATE]);
    expect(cacheControlFor("/_next/static/chunks/search-index.json")).toBe(IMMUTABLE);
  });

  test("is revalidated, never served without: max-age 0", () => {
    expect(REVALIDATE_IN_BACKGROUND).toMatch(/(^|, )max-age=0(,|$)/);
    expect(REVALIDATE_IN_BACKGROUND).toMatch(/stale-while-revalidate=\d+/);
  });

  test("nginx and CloudFront's upload send the same value for the same paths", () => {
    const site = read("hosting/nginx-site.conf");
    const location = /location ~ "([^"]+)" \{\n\s+set \$cache_control "([^"]+)";/.exec(site);
    expect(location?.[2]).toBe(REVALIDATE_IN_BACKGROUND);
    expect(location?.[1]).toBe(OVERLAY_DATA.source.replace(/\\\//g, "/"));
    expect(read("hosting/cloudfront/upload.sh")).toContain(`--cache-control "${REVALIDATE_IN_BACKGROUND}"`);
  });
});

describe("site search's bundle (/pagefind/)", () => {
  const fixed = [
    "/pagefind/pagefind.js",
    "/pagefind/pagefind-entry.json",
    "/pagefind/wasm.en.pagefind",
    "/pagefind/wasm.unknown.pagefind",
  ];
  const hashed = [
    "/pagefind/pagefind.en_76873d7232.pf_meta",
    "/pagefind/pagefind.zh-hans_0a1b2c3d4e.pf_meta",
    "/pagefind/index/en_74ad9be.pf_index",
    "/pagefind/fragment/zh-hans_4010b66.pf_fragment",
  ];

  test("its script, entry and WebAssembly (fixed names) are revalidated in the background, its other files cached for a year", () => {
    for (const path of fixed) expect([path, cacheControlFor(path)]).toEqual([path, REVALIDATE_IN_BACKGROUND]);
    for (const path of hashed) expect([path, cacheControlFor(path)]).toEqual([path, IMMUTABLE]);
    // Pagefind's UI and worker are not shipped; nothing else under /pagefind/ is taken from a cache unasked.
    for (const path of ["/pagefind/", "/pagefind/pagefind-ui.js", "/pagefind/pagefind-worker.js", "/es/pagefind/pagefind.js"])
      expect([path, cacheControlFor(path)]).toEqual([path, REVALIDATE]);
  });

  test("nginx sends the same values for the same paths", () => {
    const site = read("hosting/nginx-site.conf");
    const locations = new Map(
      [...site.matchAll(/location ~ "([^"]+)" \{\n\s+set \$cache_control "([^"]+)";/g)].map((m) => [m[1]!, m[2]!]),
    );
    const source = (pattern: RegExp) => pattern.source.replace(/\\\//g, "/");
    expect(locations.get(source(SEARCH_BUNDLE_FIXED))).toBe(REVALIDATE_IN_BACKGROUND);
    expect(locations.get(source(SEARCH_BUNDLE_HASHED))).toBe(IMMUTABLE);
  });

  test("CloudFront's upload sends them so and keeps the old files named by their content", () => {
    const upload = read("hosting/cloudfront/upload.sh");
    expect(upload).toMatch(
      /--include "pagefind\.\*\.pf_meta" --include "index\/\*\.pf_index" --include "fragment\/\*\.pf_fragment" \\\n\s+--content-type "application\/octet-stream" --cache-control "public, max-age=31536000, immutable"/,
    );
    for (const file of ["pagefind.js", "pagefind-entry.json"])
      expect(upload).toMatch(
        new RegExp(`out/pagefind/${file.replace(".", "\\.")} .*\\\n.*--cache-control "${REVALIDATE_IN_BACKGROUND}"`),
      );
    expect(upload).toMatch(
      /--include "wasm\.\*\.pagefind" \\\n.*--cache-control "public, max-age=0, stale-while-revalidate=86400"/,
    );
    // The sync that deletes what the export no longer has leaves /pagefind/ alone.
    expect(upload).toMatch(/--exclude "pagefind\/\*" --cache-control "no-cache" --delete/);
  });

  test("Netlify and Cloudflare Pages revalidate the whole bundle in the background (one rule a path)", () => {
    expect(read("public/_headers")).toContain(`/pagefind/*\n  Cache-Control: ${REVALIDATE_IN_BACKGROUND}`);
  });
});

describe("the nginx sample", () => {
  const conf = read("hosting/nginx.conf");
  const site = read("hosting/nginx-site.conf");

  test("serves HTTPS and redirects plain HTTP", () => {
    expect(conf).toMatch(/listen 443 ssl( http2)?;/);
    expect(conf).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });

  test("its HTTPS server is addresses and certificates plus the site snippet the host test runs", () => {
    const https = /server \{\n(?=[^}]*listen 443)([^}]*)\}/.exec(conf)?.[1] ?? "";
    const directives = https
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#"))
      .map((l) => l.split(/\s/)[0]);
    expect(new Set(directives)).toEqual(
      new Set(["listen", "server_name", "ssl_certificate", "ssl_certificate_key", "root", "include"]),
    );
    expect(https).toContain("include snippets/nusantara-site.conf;");
    expect(site).toContain("include snippets/nusantara-headers.conf;");
  });

  test("sends the build's precompressed files, never a listing, no version, UTF-8", () => {
    for (const directive of [
      "brotli_static on;",
      "gzip_static on;",
      "gzip_vary on;",
      "autoindex off;",
      "server_tokens off;",
      "charset utf-8;",
    ])
      expect(site).toContain(directive);
    expect(conf).toContain("server_tokens off;");
  });

  test("answers 405 with Allow and every header", () => {
    const block = /location @method-not-allowed \{([\s\S]*?)\n\}/.exec(site)?.[1] ?? "";
    expect(site).toMatch(/error_page 405 @method-not-allowed;/);
    expect(block).toContain('add_header Allow "GET, HEAD" always;');
    expect(block).toContain("include snippets/nusantara-headers.conf;");
    expect(block).toContain('set $cache_control "no-cache";');
  });

  test("declares exactly the types of hosting/headers.mjs, charset on the same ones", () => {
    const types = /\ntypes \{([^}]*)\}/.exec(site)?.[1] ?? "";
    const declared = Object.fromEntries(
      types
        .split(";")
        .map((l) => l.trim().split(/\s+/))
        .filter((p) => p.length === 2)
        .map(([type, ext]) => [`.${ext}`, type]),
    );
    expect(declared).toEqual(Object.fromEntries(Object.entries(CONTENT_TYPES).map(([ext, t]) => [ext, t.split(";")[0]])));
    const charsetTypes = /charset_types ([^;]*);/.exec(site)?.[1]?.split(/\s+/) ?? [];
    const withCharset = Object.values(CONTENT_TYPES)
      .filter((t) => t.includes("charset=utf-8"))
      .map((t) => t.split(";")[0]);
    // nginx adds text/html to charset_types itself.
    expect(new Set(["text/html", ...charsetTypes])).toEqual(new Set(withCharset));
  });

  test("compresses on the fly only the text types the build precompresses", () => {
    const gzipTypes = /gzip_types ([^;]*);/.exec(site)?.[1]?.split(/\s+/) ?? [];
    const text = COMPRESSIBLE.map((ext) => CONTENT_TYPES[ext]!.split(";")[0]).filter((t) => t !== "text/html");
    expect(new Set(gzipTypes)).toEqual(new Set(text));
  });

  test("sends each language's own not-found page, for exactly the languages the site publishes", () => {
    const lists = [...site.matchAll(/location ~ \^\/\(\?<language>([^)]*)\)/g)].map((m) => m[1]!.split("|"));
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list).toEqual([...PREFIXED_LOCALES]);
  });
});

describe("hosting/cloudfront/response-headers-policy.json", () => {
  const policy = JSON.parse(read("hosting/cloudfront/response-headers-policy.json"));
  const only = (object: object, allowed: string[]) => expect(Object.keys(object).filter((k) => !allowed.includes(k))).toEqual([]);

  // The ResponseHeadersPolicyConfig of CloudFront's API, as create-response-headers-policy takes it.
  test("has the shape of a ResponseHeadersPolicyConfig", () => {
    only(policy, [
      "Comment",
      "Name",
      "CorsConfig",
      "SecurityHeadersConfig",
      "ServerTimingHeadersConfig",
      "CustomHeadersConfig",
      "RemoveHeadersConfig",
    ]);
    expect(policy.Name).toMatch(/^[A-Za-z0-9_-]{1,128}$/);
    expect(typeof policy.Comment).toBe("string");
    const security = policy.SecurityHeadersConfig;
    only(security, [
      "XSSProtection",
      "FrameOptions",
      "ReferrerPolicy",
      "ContentSecurityPolicy",
      "ContentTypeOptions",
      "StrictTransportSecurity",
    ]);
    for (const header of Object.values(security) as { Override: unknown }[]) expect(typeof header.Override).toBe("boolean");
    expect(["DENY", "SAMEORIGIN"]).toContain(security.FrameOptions.FrameOption);
    expect([
      "no-referrer",
      "no-referrer-when-downgrade",
      "origin",
      "origin-when-cross-origin",
      "same-origin",
      "strict-origin",
      "strict-origin-when-cross-origin",
      "unsafe-url",
    ]).toContain(security.ReferrerPolicy.ReferrerPolicy);
    expect(Number.isInteger(security.StrictTransportSecurity.AccessControlMaxAgeSec)).toBe(true);
    expect(typeof security.StrictTransportSecurity.IncludeSubdomains).toBe("boolean");
    expect(typeof security.StrictTransportSecurity.Preload).toBe("boolean");
    const custom = policy.CustomHeadersConfig;
    expect(custom.Quantity).toBe(custom.Items.length);
    for (const item of custom.Items) {
      only(item, ["Header", "Value", "Override"]);
      expect([typeof item.Header, typeof item.Value, typeof item.Override]).toEqual(["string", "string", "boolean"]);
    }
  });

  test("sends the values of hosting/headers.mjs, each once", () => {
    const security = policy.SecurityHeadersConfig;
    const sent: Record<string, string> = {
      "Content-Security-Policy": security.ContentSecurityPolicy.ContentSecurityPolicy,
      "Strict-Transport-Security": [
        `max-age=${security.StrictTransportSecurity.AccessControlMaxAgeSec}`,
        ...(security.StrictTransportSecurity.IncludeSubdomains ? ["includeSubDomains"] : []),
        ...(security.StrictTransportSecurity.Preload ? ["preload"] : []),
      ].join("; "),
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": security.FrameOptions.FrameOption,
      "Referrer-Policy": security.ReferrerPolicy.ReferrerPolicy,
    };
    for (const item of policy.CustomHeadersConfig.Items) {
      expect(sent[item.Header]).toBeUndefined();
      sent[item.Header] = item.Value;
    }
    expect(sent).toEqual(SECURITY_HEADERS);
    // Every header replaces what the origin might send.
    expect(Object.values(security).every((h) => (h as { Override: boolean }).Override)).toBe(true);
    expect(policy.CustomHeadersConfig.Items.every((i: { Override: boolean }) => i.Override)).toBe(true);
  });
});
