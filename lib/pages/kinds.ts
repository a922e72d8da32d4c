/**
 * Every kind of page, declared once. Routes and `generateStaticParams` (./routes.ts), the sitemap, which
 * languages a page exists in (./availability.ts), search documents (lib/search/documents.ts), share images
 * and metadata all read these two tables. A new kind of page is one entry here, its content and its app/ route.
 */
import {
  blogAuthorRole,
  caseStudyProduct,
  categorySlug,
  contentOf,
  getBlogPost,
  getBlogPosts,
  getCaseStudies,
  getCaseStudy,
  getIndustries,
  getIndustry,
  getLanding,
  getLandings,
  getProduct,
  getProducts,
  getService,
  getServices,
  getSolution,
  getSolutionCategories,
  productGroupName,
} from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { prose } from "@/lib/search/prose";
import type { StaticPageKey } from "@/content/pages";
import type { Industry, IndustryLanding, SolutionCategory, SolutionItem } from "@/content/types";
import { aiUseCaseKey, englishUnits, type Collection } from "@/content/units";

import {
  blogPostPage,
  caseStudyPage,
  industryPage,
  productPage,
  servicePage,
  solutionLandingPage,
  solutionPage,
  staticPage,
  type PageInfo,
} from "./info";

/** A unit of content a page shows, as content/translations/ keys it: a collection and an id in it, or "*" for all of it. */
export type Need = [Collection, string];

export const searchKinds = ["Product", "Solution", "Industry", "Service", "Case study", "Article", "Page"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The text search indexes for a page, in its language: parts that each end as a sentence. */
type SearchText = (string | undefined)[];

export interface StaticPageKind {
  /** The units it shows besides the header, footer and search (./availability.ts adds those). */
  needs: Need[];
  /** Its own words for search; a listing page is found by its title and summary alone. */
  searchText?: (locale: Locale) => SearchText;
}

export interface DetailPageKind<Item, Params extends Record<string, string>> {
  /** The listing page it sits under: its breadcrumb, and where its pages come in the site's order. */
  section: StaticPageKey;
  /** Where its items come from, in a language. */
  items: (locale: Locale) => Item[];
  /** An item's route params, and the item that params name in a language (undefined: the not-found page). */
  params: (item: Item) => Params;
  find: (params: Params, locale: Locale) => Item | undefined;
  /** Its path, title, description, breadcrumbs and share card. */
  page: (item: Item, locale: Locale) => PageInfo;
  /** The units that must be translated for the page to exist in a language, read from the English item. */
  needs: (item: Item) => Need[];
  search: { kind: SearchKind; text: (item: Item, locale: Locale) => SearchText };
}

const detailKind = <Item, Params extends Record<string, string>>(kind: DetailPageKind<Item, Params>) => kind;
const productsNeeded = (ids: readonly string[]): Need[] => ids.map((id) => ["products", id]);

/** The pages of their own, in the site's order (the sitemap's, the site map page's, search's). */
export const STATIC_PAGES: Record<StaticPageKey, StaticPageKind> = {
  home: {
    needs: [["company", "home"]],
    searchText: (locale) => {
      // The hero's title is two strings ("Transformez votre monde grâce à", "l'IA"): indexed as the one sentence it is.
      const { home } = contentOf(locale).c.company;
      const { hero } = home;
      return [
        `${hero.titlePrefix} ${hero.titleHighlight}`,
        ...prose({ ...home, hero: { ...hero, titlePrefix: "", titleHighlight: "" } }),
      ];
    },
  },
  products: {
    needs: [
      ["products", "*"],
      ["company", "dashboard"],
    ],
  },
  solutions: {
    needs: [
      ["solutions", "*"],
      ["landings", "*"],
    ],
  },
  industries: {
    needs: [
      ["industries", "*"],
      ["landings", "*"],
    ],
  },
  services: {
    needs: [
      ["services", "*"],
      ["products", "*"],
      ["company", "dashboard"],
    ],
  },
  contact: {
    needs: [
      ["delivery", "*"],
      ["company", "formsPrivacy"],
    ],
  },
  about: { needs: [["company", "about"]], searchText: (locale) => prose(contentOf(locale).c.company.about) },
  careers: { needs: [["company", "careers"]], searchText: (locale) => prose(contentOf(locale).c.company.careers) },
  blog: { needs: [["blog", "*"]] },
  caseStudies: { needs: [["caseStudies", "*"]] },
  partners: { needs: [["company", "partners"]], searchText: (locale) => prose(contentOf(locale).c.company.partners) },
  siteMap: { needs: (Object.keys(englishUnits) as Collection[]).map((collection): Need => [collection, "*"]) },
};

/** The kinds of detail page, each exported for every item through `generateStaticParams`. */
export const PAGE_KINDS = {
  product: detailKind({
    section: "products",
    items: (locale) => getProducts(locale),
    params: (p) => ({ productId: p.id }),
    find: ({ productId }, locale) => getProduct(productId, locale),
    page: productPage,
    // A product without its own overview and use cases shows the shared default copy.
    needs: (p) => [
      ["products", p.id],
      ...(p.detailedDescription?.length && p.useCases?.length ? [] : [["productDefaults", "*"] as Need]),
    ],
    search: {
      kind: "Product",
      text: (p, locale) => [
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
      ],
    },
  }),
  solution: detailKind<{ category: SolutionCategory; solution: SolutionItem }, { landingId: string; solutionId: string }>({
    section: "solutions",
    items: (locale) =>
      getSolutionCategories(locale).flatMap((category) => category.items.map((solution) => ({ category, solution }))),
    // Next allows one name for the first segment under /solutions/, so here the landing id is the category slug.
    params: ({ category, solution }) => ({ landingId: categorySlug(category), solutionId: solution.id }),
    find: ({ landingId, solutionId }, locale) => getSolution(decodeURIComponent(landingId), solutionId, locale),
    page: ({ category, solution }, locale) => solutionPage(category, solution, locale),
    // A solution page also shows the first three products.
    needs: ({ category }) => [
      ["solutions", categorySlug(category)],
      ...productsNeeded(Object.keys(englishUnits.products).slice(0, 3)),
    ],
    search: {
      kind: "Solution",
      text: ({ category, solution: s }) => [category.name, ...s.overview, ...s.keyFeatures, ...s.benefits],
    },
  }),
  solutionLanding: detailKind({
    section: "solutions",
    items: (locale) => getLandings("solutions", locale),
    params: (l) => ({ landingId: l.id }),
    find: ({ landingId }, locale) => getLanding("solutions", landingId, locale),
    page: solutionLandingPage,
    needs: (l) => [["landings", l.id], ["aiUseCases", aiUseCaseKey(l.id)], ...productsNeeded(l.featuredProducts)],
    search: { kind: "Industry", text: (l) => [l.name, l.intro, ...l.highlights.flatMap((h) => [h.title, h.text])] },
  }),
  industry: detailKind<{ industry: Industry; landing: IndustryLanding }, { industryId: string }>({
    section: "industries",
    // An industry's page is its landing: an industry without one has no page.
    items: (locale) =>
      getIndustries(locale).flatMap((industry) => {
        const landing = getLanding("industry", industry.id, locale);
        return landing ? [{ industry, landing }] : [];
      }),
    params: ({ industry }) => ({ industryId: industry.id }),
    find: ({ industryId }, locale) => {
      const industry = getIndustry(industryId, locale);
      const landing = getLanding("industry", industryId, locale);
      return industry && landing ? { industry, landing } : undefined;
    },
    page: ({ industry, landing }, locale) => industryPage(industry, locale, landing),
    needs: ({ industry }) => [
      ["landings", industry.id],
      ["aiUseCases", aiUseCaseKey(industry.id)],
      ...productsNeeded(englishUnits.landings[industry.id]?.featuredProducts ?? []),
      ["industries", industry.id],
      ...productsNeeded(industry.useCases.flatMap((c) => c.products)),
    ],
    search: {
      kind: "Industry",
      text: ({ industry: i, landing }) => [
        i.name,
        landing.tagline,
        landing.intro,
        ...i.detailedInfo,
        ...i.useCases.flatMap((u) => [u.title, u.text]),
      ],
    },
  }),
  service: detailKind({
    section: "services",
    items: (locale) => getServices(locale),
    params: (s) => ({ serviceId: s.id }),
    find: ({ serviceId }, locale) => getService(serviceId, locale),
    page: servicePage,
    needs: (s) => [["services", s.id]],
    search: {
      kind: "Service",
      text: (s) => [
        s.description,
        ...s.detailedDescription,
        ...s.keyFeatures,
        s.targetAudience,
        ...s.offerings.flatMap((o) => [o.title, o.description]),
        ...s.outcomes,
      ],
    },
  }),
  blogPost: detailKind({
    section: "blog",
    items: (locale) => getBlogPosts(locale),
    params: (p) => ({ postId: p.id }),
    find: ({ postId }, locale) => getBlogPost(postId, locale),
    page: blogPostPage,
    needs: (p) => [["blog", p.id]],
    search: { kind: "Article", text: (p, locale) => [p.category, ...p.tags, p.author, blogAuthorRole(p, locale), p.content] },
  }),
  caseStudy: detailKind({
    section: "caseStudies",
    items: (locale) => getCaseStudies(locale),
    params: (s) => ({ studyId: s.id }),
    find: ({ studyId }, locale) => getCaseStudy(studyId, locale),
    page: caseStudyPage,
    needs: (s) => [["caseStudies", s.id]],
    search: {
      kind: "Case study",
      text: (s, locale) => [
        s.client,
        caseStudyProduct(s, locale),
        s.industry,
        s.challenge,
        s.solution,
        ...s.results,
        ...(s.narrative ?? []),
      ],
    },
  }),
};

// The table's entries, each kept with its own item type (the record's type forgets it).
type AnyDetailKind = DetailPageKind<unknown, Record<string, string>>;
const DETAIL_KINDS = Object.values(PAGE_KINDS) as unknown as AnyDetailKind[];

/** One page of the site in a language, with what it needs translated and what search indexes of it. */
export interface SitePageEntry {
  info: PageInfo;
  needs: () => Need[];
  search: { kind: SearchKind; text: () => SearchText };
}

/** Every page of the site in `locale`, whether or not the locale ships it, in the site's order. */
export function pageEntries(locale: Locale): SitePageEntry[] {
  return (Object.entries(STATIC_PAGES) as [StaticPageKey, StaticPageKind][]).flatMap(([key, own]) => [
    {
      info: staticPage(key, locale),
      needs: () => own.needs,
      search: { kind: "Page" as const, text: () => own.searchText?.(locale) ?? [] },
    },
    ...DETAIL_KINDS.filter((kind) => kind.section === key).flatMap((kind) =>
      kind.items(locale).map((item) => ({
        info: kind.page(item, locale),
        needs: () => kind.needs(item),
        search: { kind: kind.search.kind, text: () => kind.search.text(item, locale) },
      })),
    ),
  ]);
}

/** Every page of the site in `locale` (English paths), whether or not the locale ships it. */
export const allPages = (locale: Locale): PageInfo[] => pageEntries(locale).map((entry) => entry.info);
