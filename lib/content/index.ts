/** Content in the rendered page's language, over the English; pass a locale where no page renders (feeds, metadata, scripts). */
import type { FormOutcome } from "@/lib/form-contract";
import { noun } from "@/lib/i18n/grammar";
import type { Locale } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import type { Noun } from "@/lib/i18n/translate";
import { translations } from "@/content/translations";
import type {
  AiUseCase,
  BlogPost,
  CaseStudy,
  Industry,
  IndustryLanding,
  ManagedService,
  Product,
  SolutionCategory,
  SolutionItem,
  UseCase,
} from "@/content/types";
import { aiUseCaseKey, englishUnits, categorySlug as slugOfName, type Collection, type EnglishUnits } from "@/content/units";

import { applyText } from "./translation";

type Localized = { [C in Collection]: EnglishUnits[C] };

const localizedCache = new Map<Locale, Localized>();

function localized(locale: Locale): Localized {
  const cached = localizedCache.get(locale);
  if (cached) return cached;
  const content = locale === "en" ? {} : translations[locale];
  const out = {} as Record<Collection, Record<string, unknown>>;
  for (const [collection, units] of Object.entries(englishUnits) as [Collection, Record<string, unknown>][]) {
    const translated = (content[collection] ?? {}) as Record<string, { text?: unknown } | undefined>;
    out[collection] = Object.fromEntries(
      Object.entries(units).map(([key, english]) => [key, applyText(english, translated[key]?.text)]),
    );
  }
  const result = out as unknown as Localized;
  localizedCache.set(locale, result);
  return result;
}

const slugs = new WeakMap<SolutionCategory, string>();

export function contentOf(locale: Locale = requestLocale()) {
  const c = localized(locale);
  const categories = Object.entries(c.solutions).map(([slug, category]) => {
    slugs.set(category, slug);
    return category;
  });
  return { c, categories };
}

const all = <T>(record: Record<string, T>): T[] => Object.values(record);

/** The company's facts (name, e-mail, phone, address…); `companyText()` for its prose in the page's language. */
export const company = englishUnits.company.company;
export const companyText = () => contentOf().c.company.company;
export const getHome = () => contentOf().c.company.home;
export const getAbout = () => contentOf().c.company.about;
export const getCareers = () => contentOf().c.company.careers;
export const getDashboard = () => contentOf().c.company.dashboard;
export const getFormsPrivacy = () => contentOf().c.company.formsPrivacy;
export const getSearchLabels = () => contentOf().c.search.labels;
export const getDeliveryText = (locale?: Locale) => contentOf(locale).c.delivery.text;
export const getFormOutcomePage = <O extends FormOutcome>(outcome: O, locale?: Locale) => contentOf(locale).c.pages[outcome];
export const getPartnersContent = () => contentOf().c.company.partners;

export const getProducts = (locale?: Locale): Product[] => all(contentOf(locale).c.products);
export const getProduct = (id: string, locale?: Locale): Product | undefined => contentOf(locale).c.products[id];
export const getProductOverview = (p: Product): string[] =>
  p.detailedDescription?.length ? p.detailedDescription : contentOf().c.productDefaults.overview;
export const getProductUseCases = (p: Product): UseCase[] =>
  p.useCases?.length ? p.useCases : contentOf().c.productDefaults.useCases;
export const getRelatedProducts = (): Product[] => getProducts().slice(0, 3);

export const categorySlug = (category: SolutionCategory): string => slugs.get(category) ?? slugOfName(category.name);
export const getSolutionCategories = (locale?: Locale): SolutionCategory[] => contentOf(locale).categories;
export function getSolution(
  slug: string,
  solutionId: string,
  locale?: Locale,
): { category: SolutionCategory; solution: SolutionItem } | undefined {
  const category = contentOf(locale).c.solutions[slug];
  const solution = category?.items.find((s) => s.id === solutionId);
  return category && solution ? { category, solution } : undefined;
}
export const getSolutionParams = () =>
  Object.entries(englishUnits.solutions).flatMap(([slug, c]) => c.items.map((s) => ({ slug, solutionId: s.id })));

export const getIndustries = (locale?: Locale): Industry[] => all(contentOf(locale).c.industries);
export const getIndustry = (id: string, locale?: Locale): Industry | undefined => contentOf(locale).c.industries[id];

export const getLandings = (section: IndustryLanding["section"], locale?: Locale): IndustryLanding[] =>
  all(contentOf(locale).c.landings).filter((l) => l.section === section);
export const getLanding = (section: IndustryLanding["section"], id: string, locale?: Locale): IndustryLanding | undefined => {
  const landing = contentOf(locale).c.landings[id];
  return landing?.section === section ? landing : undefined;
};
/** `product` is a fact (the English catalogue's name); a translation shows the product under its own name. */
export const getAiUseCases = (landing: IndustryLanding): (Omit<AiUseCase, "product"> & { product: string })[] => {
  const useCases = contentOf().c.aiUseCases[aiUseCaseKey(landing.id)] ?? [];
  if (requestLocale() === "en") return useCases;
  const english = getProducts("en");
  return useCases.map((u) => {
    const id = english.find((p) => p.name === u.product)?.id;
    return id ? { ...u, product: productName(id) } : u;
  });
};
export const getFeaturedProducts = (landing: IndustryLanding): Product[] =>
  landing.featuredProducts.map((id) => getProduct(id)).filter((p): p is Product => Boolean(p));

export const getServices = (locale?: Locale): ManagedService[] => all(contentOf(locale).c.services);
export const getService = (id: string, locale?: Locale): ManagedService | undefined => contentOf(locale).c.services[id];

export const getBlogPosts = (locale?: Locale): BlogPost[] => all(contentOf(locale).c.blog);
export const getBlogPost = (id: string, locale?: Locale): BlogPost | undefined => contentOf(locale).c.blog[id];
/** The writer's role in the reader's language: a leader's from the About page, anyone else's from the post. */
export const blogAuthorRole = (post: BlogPost, locale?: Locale): string =>
  post.authorRole ?? contentOf(locale).c.company.about.leadership.find((leader) => leader.name === post.author)?.role ?? "";

export const getCaseStudies = (locale?: Locale): CaseStudy[] => all(contentOf(locale).c.caseStudies);
export const getCaseStudy = (id: string, locale?: Locale): CaseStudy | undefined => contentOf(locale).c.caseStudies[id];

/** The name of a product's group in the reader's language (a product names its group in English, a fact). */
export const productGroupName = (product: Product, locale?: Locale): string =>
  getProductGroups(locale).find((group) => group.products.some((p) => p.id === product.id))?.name ?? product.group;

/** Products name their group in English (`group`), so groups are matched, and their anchors made, from the English names. */
export function getProductGroups(locale?: Locale) {
  const english = englishUnits.company.dashboard.productGroups;
  const products = getProducts(locale);
  return contentOf(locale).c.company.dashboard.productGroups.map((group, i) => ({
    ...group,
    slug: english[i]!.name.toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, ""),
    products: products.filter((p) => p.group === english[i]!.name),
  }));
}

/** The study's product under the name the reader's language gives it. */
export const caseStudyProduct = (s: CaseStudy, locale: Locale = requestLocale()): string =>
  s.productId ? productName(s.productId, locale) : (s.productName ?? "");

/** The study's product as a name inside a sentence ("el bot de voz"; lib/i18n/grammar.ts). */
export const caseStudyProductNoun = (s: CaseStudy): Noun =>
  s.productId
    ? noun("product", s.productId, productName(s.productId), requestLocale())
    : noun("study", s.id, s.productName ?? "", requestLocale());

export const productName = (id: string, locale?: Locale): string => getProduct(id, locale)?.name ?? id;

/**
 * A study's full story: its own narrative where one is written, otherwise none (the page then shows no "Full
 * Story"). A story put together from the challenge, the solution and the results would repeat them word for word.
 */
export const getCaseStudyNarrative = (s: CaseStudy): string[] => s.narrative ?? [];
