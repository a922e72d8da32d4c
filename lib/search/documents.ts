import {
  blogAuthorRole,
  caseStudyProduct,
  categorySlug,
  contentOf,
  getBlogPosts,
  getCaseStudies,
  getIndustries,
  getLanding,
  getLandings,
  getProducts,
  getServices,
  getSolutionCategories,
  productGroupName,
} from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { joinSentences, tightenChinese } from "@/lib/i18n/typography";
import { sitePages } from "@/lib/pages";
import { routes } from "@/lib/routes";

export const searchKinds = ["Product", "Solution", "Industry", "Service", "Case study", "Article", "Page"] as const;
export type SearchKind = (typeof searchKinds)[number];

export interface SearchDocument {
  url: string;
  kind: SearchKind;
  title: string;
  tagline: string;
  body: string;
}

export const BODY_MAX_CHARS = 1800;

/** The parts of a page as one text, each ended as a sentence ("Feature one. Feature two." / "功能一。功能二。"). */
const clean = (parts: (string | undefined)[], locale: Locale): string => {
  const text = parts
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .replace(/<\/(h[1-6]|p|li|blockquote)>/g, "$&\n")
        .replace(/<[^>]+>/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&[a-z]+;/g, " ")
        .split("\n")
        .map((line) => line.replace(/[ \t\r\f]+/g, " ").trim())
        .filter(Boolean)
        .reduce((a, b) => joinSentences(a, b, locale), ""),
    )
    .reduce((a, b) => joinSentences(a, b, locale), "");
  return (locale === "zh" ? tightenChinese(text) : text).slice(0, BODY_MAX_CHARS);
};

function prose(value: unknown): string[] {
  if (typeof value === "string") return /\s/.test(value.trim()) && !/^(\/|#|https?:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(prose);
  if (value && typeof value === "object") return Object.values(value).flatMap(prose);
  return [];
}

function contentByPath(locale: Locale): Map<string, { kind: SearchKind; body: string }> {
  const entries = new Map<string, { kind: SearchKind; body: string }>();
  const add = (path: string, kind: SearchKind, parts: (string | undefined)[]) =>
    entries.set(path, { kind, body: clean(parts, locale) });

  for (const p of getProducts(locale)) {
    add(routes.product(p.id), "Product", [
      productGroupName(p, locale),
      p.category,
      p.heroTitle,
      p.heroSubtitle,
      ...p.topFeatures,
      ...(p.detailedDescription ?? []),
      ...(p.useCases ?? []).flatMap((u) => [u.title, u.description]),
      ...(p.benefits ?? []),
      p.idealFor,
      ...(p.faqs ?? []).flatMap((f) => [f.question, f.answer]),
    ]);
  }
  for (const c of getSolutionCategories(locale)) {
    for (const s of c.items) {
      add(routes.solution(categorySlug(c), s.id), "Solution", [c.name, ...s.overview, ...s.keyFeatures, ...s.benefits]);
    }
  }
  for (const l of getLandings("solutions", locale)) {
    add(routes.solutionLanding(l.id), "Industry", [l.name, l.intro, ...l.highlights.flatMap((h) => [h.title, h.text])]);
  }
  for (const i of getIndustries(locale)) {
    const landing = getLanding("industry", i.id, locale);
    add(routes.industry(i.id), "Industry", [
      i.name,
      landing?.tagline,
      landing?.intro,
      ...i.detailedInfo,
      ...i.useCases.flatMap((u) => [u.title, u.text]),
    ]);
  }
  for (const s of getServices(locale)) {
    add(routes.service(s.id), "Service", [
      s.description,
      ...s.detailedDescription,
      ...s.keyFeatures,
      s.targetAudience,
      ...s.offerings.flatMap((o) => [o.title, o.description]),
      ...s.outcomes,
    ]);
  }
  for (const s of getCaseStudies(locale)) {
    add(routes.caseStudy(s.id), "Case study", [
      s.client,
      caseStudyProduct(s, locale),
      s.industry,
      s.challenge,
      s.solution,
      ...s.results,
      ...(s.narrative ?? []),
    ]);
  }
  for (const p of getBlogPosts(locale)) {
    add(routes.blogPost(p.id), "Article", [p.category, ...p.tags, p.author, blogAuthorRole(p, locale), p.content]);
  }
  const company = contentOf(locale).c.company;
  // The hero's title is two strings ("Transformez votre monde grâce à", "l'IA"): indexed as the one sentence it is.
  const { hero } = company.home;
  add(routes.home, "Page", [
    `${hero.titlePrefix} ${hero.titleHighlight}`,
    ...prose({ ...company.home, hero: { ...hero, titlePrefix: "", titleHighlight: "" } }),
  ]);
  add(routes.about, "Page", prose(company.about));
  add(routes.careers, "Page", prose(company.careers));
  add(routes.partners, "Page", prose(company.partners));
  return entries;
}

export function searchDocuments(locale: Locale = "en"): SearchDocument[] {
  const content = contentByPath(locale);
  return sitePages(locale).map((page) => {
    const entry = content.get(page.path);
    return {
      url: page.path,
      kind: entry?.kind ?? "Page",
      title: page.title,
      tagline: page.subtitle,
      body: entry?.body ?? "",
    };
  });
}
