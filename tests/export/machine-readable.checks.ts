import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { getBlogPosts, getProducts } from "@/lib/content";
import { absoluteUrl, SITE_URL } from "@/lib/site";

import { documentOf, exportedPages, OUT, parse, resolveInOut } from "./export";
import { checkRss, checkSitemap } from "./machine-readable";

const origin = new URL(SITE_URL).origin;
const pages = exportedPages();
const indexable = pages.filter((p) => p.route !== "/404");
const read = (file: string) => readFileSync(join(OUT, file), "utf8");
const docAt = (route: string) => documentOf(pages.find((p) => p.route === route)!);
const pathOf = (url: string) => url.slice(SITE_URL.length);

describe("sitemap.xml, read as a crawler reads it", () => {
  const { entries, problems } = checkSitemap(read("sitemap.xml"), "out/sitemap.xml", origin);

  test("parses strictly and follows the sitemaps.org protocol (absolute URLs, at most 50,000 entries, W3C lastmod)", () => {
    expect(problems).toEqual([]);
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) expect(entry.lastmod).toBeDefined();
  });

  test("every URL is listed once and maps to a page in out/", () => {
    const locs = entries.map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    expect(
      entries.filter((e) => !resolveInOut(pathOf(e.loc))).map((e) => `out/sitemap.xml:${e.line}: ${e.loc} has no file in out/`),
    ).toEqual([]);
  });

  test("every indexable page is listed, spelled as its canonical URL", () => {
    const locs = new Set(entries.map((e) => e.loc));
    expect(indexable.map((p) => absoluteUrl(p.route)).filter((u) => !locs.has(u))).toEqual([]);
    expect(entries.filter((e) => !indexable.some((p) => absoluteUrl(p.route) === e.loc)).map((e) => e.loc)).toEqual([]);
  });

  test("the not-found page is not listed, under any of its names", () => {
    const paths = entries.map((e) => new URL(e.loc).pathname);
    for (const notFound of ["/404", "/404/", "/404.html", "/_not-found", "/_not-found/"]) expect(paths).not.toContain(notFound);
  });
});

describe("blog/feed.xml, read as a feed reader reads it", () => {
  const { items, selfLink, channelLink, problems } = checkRss(read("blog/feed.xml"), "out/blog/feed.xml", origin);

  test("parses strictly and is RSS 2.0 (channel and item fields, RFC 822 dates)", () => {
    expect(problems).toEqual([]);
    expect(items).toHaveLength(getBlogPosts().length);
    expect(selfLink).toBe(absoluteUrl("/blog/feed.xml"));
    expect(channelLink).toBe(absoluteUrl("/blog/"));
  });

  test("every item links to its post in out/, and the blog page advertises the feed", () => {
    for (const item of items)
      expect({ link: item.link, file: resolveInOut(pathOf(item.link)) !== null }).toEqual({ link: item.link, file: true });
    expect(docAt("/blog/").querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href")).toBe(
      absoluteUrl("/blog/feed.xml"),
    );
  });
});

describe("robots.txt and the not-found page", () => {
  test("robots.txt allows crawling and points at the sitemap", () => {
    const robots = read("robots.txt");
    expect(robots).toMatch(/^User-Agent: \*$/im);
    expect(robots).toMatch(/^Allow: \/$/im);
    expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap.xml")}`);
  });

  const notFoundFiles = ["404.html", "404/index.html", "_not-found/index.html", "_not-found.html"].filter((f) =>
    existsSync(join(OUT, f)),
  );
  test.each(notFoundFiles)("%s carries exactly one robots meta, and it says noindex", (file) => {
    const robots = Array.from(parse(read(file)).querySelectorAll('meta[name="robots"]')).map((m) => m.getAttribute("content"));
    expect(robots).toHaveLength(1);
    expect(robots[0]).toMatch(/^noindex\b/);
  });
});

const URL_KEYS = new Set(["url", "item", "@id", "mainEntityOfPage", "image", "logo"]);
function urlsIn(value: unknown, path = ""): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => urlsIn(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) =>
      typeof v === "string" && URL_KEYS.has(k) ? [[`${path}.${k}`, v] as [string, string]] : urlsIn(v, `${path}.${k}`),
    );
  return [];
}

describe("one spelling of every outgoing URL", () => {
  test.each(indexable.map((p) => [p.route] as const))(
    "%s: canonical, og:url and JSON-LD URLs use the encoded spelling",
    (route) => {
      const doc = docAt(route);
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
      expect(canonical).toBe(absoluteUrl(route));
      expect(doc.querySelector('meta[property="og:url"]')?.getAttribute("content")).toBe(canonical);
      const blocks = Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => JSON.parse(s.textContent ?? "") as unknown,
      );
      for (const [key, url] of urlsIn(blocks)) {
        if (!url.startsWith(SITE_URL)) continue;
        expect({ key, url }).toEqual({ key, url: absoluteUrl(pathOf(url)) });
      }
    },
  );

  test("pages whose path holds & are announced with %26 and keep being served", () => {
    const ampersand = indexable.filter((p) => p.route.includes("&"));
    expect(ampersand.length).toBeGreaterThan(0);
    for (const page of ampersand) {
      const encoded = absoluteUrl(page.route);
      expect(encoded).toContain("%26");
      expect(resolveInOut(pathOf(encoded))).toBe(page.file);
    }
  });
});

type Block = Record<string, unknown>;
/** Values at a dotted key path; "[]" steps into every element of an array (a single value counts as one). */
function valuesAt(node: unknown, keyPath: string): unknown[] {
  let current: unknown[] = [node];
  for (const part of keyPath.split(".")) {
    const many = part.endsWith("[]");
    const key = many ? part.slice(0, -2) : part;
    current = current.flatMap((v) => {
      const next = v && typeof v === "object" ? (v as Block)[key] : undefined;
      if (next === undefined || next === null || next === "") return [];
      return many && Array.isArray(next) ? next : [next];
    });
  }
  return current;
}

interface Rule {
  required: string[];
  recommended: string[];
}
// Google Search Central's properties per type (Article's for BlogPosting); Service has no Google result,
// so its list is the schema.org properties the type is meant to carry.
const RULES: Record<string, Rule> = {
  Organization: {
    required: [],
    recommended: [
      "name",
      "url",
      "logo",
      "description",
      "email",
      "telephone",
      "legalName",
      "foundingDate",
      "address.streetAddress",
      "address.addressLocality",
      "address.postalCode",
      "address.addressCountry",
      "contactPoint.telephone",
      "contactPoint.contactType",
    ],
  },
  BreadcrumbList: {
    required: ["itemListElement", "itemListElement[].position", "itemListElement[].name", "itemListElement[].item"],
    recommended: [],
  },
  FAQPage: { required: ["mainEntity", "mainEntity[].name", "mainEntity[].acceptedAnswer.text"], recommended: [] },
  BlogPosting: { required: [], recommended: ["headline", "image", "datePublished", "dateModified", "author.name"] },
  Article: { required: [], recommended: ["headline", "image", "datePublished", "dateModified", "author.name", "author.url"] },
  Service: {
    required: ["name", "provider.name", "serviceType", "areaServed"],
    recommended: ["description", "url", "provider.url"],
  },
};

const blocksOf = (doc: Document): Block[] =>
  Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).flatMap((s) => {
    const data = JSON.parse(s.textContent ?? "") as Block | Block[];
    return Array.isArray(data) ? data : [data];
  });

const isProduct = (route: string) => /^\/product\/[^/]+\/$/.test(route);
const KINDS: { kind: string; match: (route: string) => boolean; types: string[] }[] = [
  { kind: "home", match: (r) => r === "/", types: ["Organization"] },
  { kind: "product", match: isProduct, types: ["Service", "BreadcrumbList"] },
  { kind: "managed service", match: (r) => /^\/services\/[^/]+\/$/.test(r), types: ["Service", "BreadcrumbList"] },
  { kind: "blog post", match: (r) => /^\/blog\/[^/]+\/$/.test(r), types: ["BlogPosting", "BreadcrumbList"] },
  { kind: "case study", match: (r) => /^\/case-studies\/[^/]+\/$/.test(r), types: ["Article"] },
  { kind: "industry", match: (r) => /^\/industry\/[^/]+\/$/.test(r), types: ["BreadcrumbList"] },
  { kind: "solution", match: (r) => /^\/solutions\/.+\/$/.test(r), types: ["BreadcrumbList"] },
];

describe("structured data a search engine accepts", () => {
  test.each(
    Object.entries(RULES).map(
      ([type, rule]) => [type, rule.required.join(", ") || "none", rule.recommended.join(", ") || "none"] as const,
    ),
  )("every %s block carries the required [%s] and recommended [%s] properties", (type) => {
    const rule = RULES[type]!;
    const blocks = pages.flatMap((p) =>
      blocksOf(docAt(p.route))
        .filter((b) => b["@type"] === type)
        .map((b) => [p.route, b] as const),
    );
    expect(blocks.length).toBeGreaterThan(0);
    const missing = blocks.flatMap(([route, block]) =>
      [...rule.required, ...rule.recommended]
        .filter((key) => {
          const found = valuesAt(block, key);
          // An array step needs the key on every element, not on one of them.
          const elements = key.includes("[]") ? valuesAt(block, key.slice(0, key.indexOf("[]") + 2)).length : 1;
          return found.length < elements || found.length === 0;
        })
        .map((key) => `${route} ${type}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  test("every block names schema.org and a type from the checked list; none is a Product", () => {
    const seen = pages.flatMap((p) =>
      blocksOf(docAt(p.route)).map((b) => ({ route: p.route, context: b["@context"], type: String(b["@type"]) })),
    );
    expect(seen.filter((b) => b.context !== "https://schema.org" || !(b.type in RULES))).toEqual([]);
    expect(seen.filter((b) => b.type === "Product")).toEqual([]);
  });

  test.each(KINDS.map((k) => [k.kind, k.types.join(" + "), k] as const))(
    "%s pages carry %s",
    (_kind, _types, { match, types }) => {
      const routes = indexable.map((p) => p.route).filter(match);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes)
        expect({ route, types: blocksOf(docAt(route)).map((b) => b["@type"]) }).toEqual({
          route,
          types: expect.arrayContaining(types),
        });
    },
  );

  test("all catalogue products are described, as Service, with FAQPage where the page shows questions", () => {
    const products = indexable.filter((p) => isProduct(p.route));
    expect(products).toHaveLength(getProducts().length);
    for (const page of products) {
      const types = blocksOf(docAt(page.route)).map((b) => b["@type"]);
      const hasFaq = getProducts().find((p) => page.route === `/product/${p.id}/`)?.faqs?.length;
      expect({ route: page.route, faq: types.includes("FAQPage") }).toEqual({ route: page.route, faq: Boolean(hasFaq) });
    }
  });
});
