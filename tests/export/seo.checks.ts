import { PREFIXED_LOCALES, splitLocale, type Locale } from "@/lib/i18n/locales";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, DESCRIPTION_MIN_CJK } from "@/lib/metadata";
import { absoluteUrl, SITE_URL } from "@/lib/site";

import { documentOf, exportedPages, parse, resolveInOut } from "./export";

const pages = exportedPages();
const indexable = pages.filter((p) => p.route !== "/404");
const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? null;

describe("per-page metadata", () => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  test.each(indexable.map((p) => [p.route, p] as const))("%s is fully described", (route, page) => {
    const doc = documentOf(page);
    // Unique within a language: a translation may share a title that is the same word in both ("Solutions").
    const { locale } = splitLocale(route);
    const title = doc.title;
    expect(title.length).toBeGreaterThan(10);
    expect(titles.get(`${locale} ${title}`)).toBeUndefined();
    titles.set(`${locale} ${title}`, route);

    const description = meta(doc, 'meta[name="description"]') ?? "";
    expect(description.length).toBeGreaterThanOrEqual(locale === "zh" ? DESCRIPTION_MIN_CJK : DESCRIPTION_MIN);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(descriptions.get(`${locale} ${description}`)).toBeUndefined();
    descriptions.set(`${locale} ${description}`, route);

    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(canonical).toBe(absoluteUrl(route));
    expect(meta(doc, 'meta[property="og:url"]')).toBe(canonical);
    expect(meta(doc, 'meta[property="og:title"]')).toBeTruthy();
    expect(meta(doc, 'meta[property="og:description"]')).toBe(description);
    expect(meta(doc, 'meta[property="og:type"]')).toMatch(/^(website|article)$/);
    expect(meta(doc, 'meta[property="og:image:width"]')).toBe("1200");
    expect(meta(doc, 'meta[property="og:image:height"]')).toBe("630");
    expect(meta(doc, 'meta[property="og:image:alt"]')).toBeTruthy();
    expect(meta(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const image = meta(doc, selector) ?? "";
      expect(image.startsWith(SITE_URL)).toBe(true);
      expect(resolveInOut(image.slice(SITE_URL.length))).not.toBeNull();
      // The share image carries the page's title in the page's language.
      expect(image.slice(SITE_URL.length)).toMatch(
        locale === "en" ? new RegExp(`^/og/(?!(${PREFIXED_LOCALES.join("|")})/)`) : new RegExp(`^/og/${locale}/`),
      );
    }
    expect(meta(doc, 'meta[name="robots"]') ?? "").not.toContain("noindex");
  });
});

/**
 * Link text that says nothing about where it leads, per page language: Lighthouse's SEO audit
 * "link-text" (its lists for English and Spanish), with the site's own additions and the French and
 * Chinese equivalents.
 */
const VAGUE_LINK_TEXT: Record<Locale, string[]> = {
  en: [
    "click here",
    "click this",
    "go",
    "here",
    "information",
    "learn more",
    "more",
    "more info",
    "more information",
    "right here",
    "read more",
    "see more",
    "start",
    "this",
    "explore",
  ],
  es: [
    "click aquí",
    "clicka aquí",
    "pincha aquí",
    "aquí",
    "más",
    "más información",
    "este",
    "enlace",
    "este enlace",
    "empezar",
    "leer más",
    "ver más",
  ],
  fr: ["cliquez ici", "ici", "plus", "en savoir plus", "plus d'informations", "lire la suite", "voir plus", "ce lien"],
  zh: ["点击这里", "点击此处", "这里", "更多", "了解更多", "阅读更多", "查看更多", "链接"],
};

describe("headings, links and images", () => {
  test.each(pages.map((p) => [p.route, p] as const))(
    "%s has one h1, no skipped levels, labelled links and images",
    (_route, page) => {
      const doc = documentOf(page);
      const main = doc.body;
      expect(main.querySelectorAll("h1")).toHaveLength(1);
      let previous = 0;
      for (const heading of Array.from(main.querySelectorAll("h1, h2, h3, h4, h5, h6"))) {
        const level = Number(heading.tagName[1]);
        expect({ heading: heading.textContent, jump: level - previous > 1 }).toEqual({
          heading: heading.textContent,
          jump: false,
        });
        previous = level;
      }
      for (const img of Array.from(main.querySelectorAll("img"))) expect(img.hasAttribute("alt")).toBe(true);
      const vague = new Set(VAGUE_LINK_TEXT[splitLocale(page.route).locale]);
      for (const a of Array.from(main.querySelectorAll("a"))) {
        const name = (a.getAttribute("aria-label") ?? a.textContent ?? "").replace(/\s+/g, " ").trim();
        expect(name.length).toBeGreaterThan(0);
        const href = a.getAttribute("href");
        expect({ href, name, vague: vague.has(name.toLowerCase()) }).toEqual({ href, name, vague: false });
      }
    },
  );
});

describe("structured data", () => {
  const blocksOf = (html: string) =>
    Array.from(parse(html).querySelectorAll('script[type="application/ld+json"]')).flatMap((s) => {
      const data = JSON.parse(s.textContent ?? "") as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(data) ? data : [data];
    });

  test("breadcrumb JSON-LD matches the visible trail", () => {
    for (const route of ["/product/voice-bot/", "/blog/crm-ux-ai/", "/solutions/healthcare/"]) {
      const doc = documentOf(pages.find((p) => p.route === route)!);
      const visible = Array.from(doc.querySelectorAll('nav[aria-label="Breadcrumb"] li')).map((li) => li.textContent?.trim());
      const crumbs = blocksOf(doc.documentElement.outerHTML).find((b) => b["@type"] === "BreadcrumbList")!;
      expect((crumbs.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(visible);
    }
  });
});
