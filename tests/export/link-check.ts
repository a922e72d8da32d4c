import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface LinkCheckOptions {
  // Absolute URLs on the site's own origin are internal.
  siteOrigin: string;
  allowedOrigins?: string[];
}

const decodeEntities = (v: string) =>
  v
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "_next" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

function resolvePath(outDir: string, path: string): string | null {
  let clean: string;
  try {
    clean = decodeURIComponent(path);
  } catch {
    return null;
  }
  const target = join(outDir, clean);
  if (clean.endsWith("/")) return existsSync(join(target, "index.html")) ? join(target, "index.html") : null;
  if (existsSync(target) && statSync(target).isFile()) return target;
  return null;
}

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  let set = ids.get(file);
  if (!set) {
    set = new Set([...readFileSync(file, "utf8").matchAll(/\sid="([^"]+)"/g)].map((m) => decodeEntities(m[1]!)));
    ids.set(file, set);
  }
  return set;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[a-z]{2,}$/i;

export function checkMailto(href: string): string | null {
  const [address = "", query = ""] = href.slice("mailto:".length).split("?");
  for (const to of address.split(",")) {
    if (!EMAIL.test(decodeURIComponent(to))) return `mailto address "${to}" is not an email address`;
  }
  if (/\s/.test(href)) return "mailto contains unencoded white space";
  for (const pair of query ? query.split("&") : []) {
    const [key, value = ""] = pair.split("=");
    if (!key || !["subject", "body", "cc", "bcc"].includes(key.toLowerCase())) return `mailto has unknown field "${key}"`;
    try {
      decodeURIComponent(value);
    } catch {
      return `mailto ${key} is not valid percent-encoding`;
    }
    if (value.includes("+")) return `mailto ${key} encodes a space as '+' (RFC 6068 wants %20)`;
  }
  return null;
}

export function checkLinks(outDir: string, { siteOrigin, allowedOrigins = [] }: LinkCheckOptions): string[] {
  ids.clear();
  const problems: string[] = [];
  for (const file of htmlFiles(outDir)) {
    const page = `/${relative(outDir, file).split(sep).join("/")}`;
    const html = readFileSync(file, "utf8");
    const refs = [
      ...[...html.matchAll(/<(?:a|link|area)\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<(?:img|script|source|iframe|video|audio)\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/\ssrcSet="([^"]*)"/gi)].flatMap((m) => m[1]!.split(",").map((c) => c.trim().split(/\s+/)[0]!)),
    ].map(decodeEntities);
    for (const ref of refs) {
      const fail = (message: string) => problems.push(`${page}: ${ref}: ${message}`);
      if (ref === "") {
        fail("empty link");
        continue;
      }
      if (ref.startsWith("mailto:")) {
        const problem = checkMailto(ref);
        if (problem) fail(problem);
        continue;
      }
      if (ref.startsWith("tel:") || ref.startsWith("data:")) continue;
      let url: URL;
      try {
        url = new URL(ref, `${siteOrigin}${page}`);
      } catch {
        fail("not a valid URL");
        continue;
      }
      if (url.origin !== siteOrigin) {
        if (!allowedOrigins.includes(url.origin)) fail(`references another host (${url.origin})`);
        continue;
      }
      const target = ref.startsWith("#") ? file : resolvePath(outDir, url.pathname);
      if (!target) {
        fail("no exported file answers this path");
        continue;
      }
      if (url.hash.length > 1 && !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) {
        fail(`anchor ${url.hash} does not exist on the target page`);
      }
    }
  }
  return problems;
}
