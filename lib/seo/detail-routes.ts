import type { Metadata } from "next";
import { notFound } from "next/navigation";

import {
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
  getSolutionParams,
} from "@/lib/content";
import { hasPage } from "@/lib/i18n/availability";
import { localeOrDefault, PREFIXED_LOCALES, type Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { pageMetadata } from "@/lib/metadata";
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
} from "@/lib/pages";
import { routes } from "@/lib/routes";
import type { StaticPageKey } from "@/content/pages";

type Params<P> = { params: Promise<P> };
/** A page's params under /es/, /fr/ or /zh/: its own, and the locale. */
type Localized<P> = P & { locale?: string };

/**
 * A kind of detail page, in every language: English params for app/(en), and for app/(intl) the params
 * of each locale that has the page wholly translated (built bottom-up, with the locale).
 */
function detailRoute<P extends Record<string, string>, T>(spec: {
  params: () => P[];
  find: (params: P, locale: Locale) => T | undefined;
  page: (found: T, locale: Locale) => PageInfo;
}) {
  const englishPath = (params: P) => spec.page(spec.find(params, "en")!, "en").path;
  return {
    staticParams: spec.params,
    localeParams: (): Localized<P>[] =>
      PREFIXED_LOCALES.flatMap((locale) =>
        spec
          .params()
          .filter((params) => hasPage(locale, englishPath(params)))
          .map((params) => ({ ...params, locale })),
      ),
    metadata: async ({ params }: Params<Localized<P>>): Promise<Metadata> => {
      const resolved = await params;
      const locale = localeOrDefault(resolved.locale);
      const found = spec.find(resolved, locale);
      return found ? pageMetadata(spec.page(found, locale), locale) : {};
    },
    load: async (params: Promise<Localized<P>>): Promise<T> => {
      const resolved = await params;
      const locale = localeOrDefault(resolved.locale);
      setRequestLocale(locale);
      return spec.find(resolved, locale) ?? notFound();
    },
  };
}

/** A page of its own (home, about, contact…), in every language that has it translated. */
export function staticRoute(key: StaticPageKey) {
  return {
    metadata: (): Metadata => pageMetadata(staticPage(key, "en"), "en"),
    localeParams: () => PREFIXED_LOCALES.filter((locale) => hasPage(locale, routes[key])).map((locale) => ({ locale })),
    localeMetadata: async ({ params }: Params<{ locale: string }>): Promise<Metadata> => {
      const locale = localeOrDefault((await params).locale);
      return pageMetadata(staticPage(key, locale), locale);
    },
    enter: async (params: Promise<{ locale: string }>): Promise<void> => setRequestLocale(localeOrDefault((await params).locale)),
  };
}

export const productRoute = detailRoute({
  params: () => getProducts("en").map((p) => ({ productId: p.id })),
  find: ({ productId }, locale) => getProduct(productId, locale),
  page: productPage,
});

export const serviceRoute = detailRoute({
  params: () => getServices("en").map((s) => ({ serviceId: s.id })),
  find: ({ serviceId }, locale) => getService(serviceId, locale),
  page: servicePage,
});

export const blogPostRoute = detailRoute({
  params: () => getBlogPosts("en").map((p) => ({ postId: p.id })),
  find: ({ postId }, locale) => getBlogPost(postId, locale),
  page: blogPostPage,
});

export const caseStudyRoute = detailRoute({
  params: () => getCaseStudies("en").map((s) => ({ studyId: s.id })),
  find: ({ studyId }, locale) => getCaseStudy(studyId, locale),
  page: caseStudyPage,
});

export const industryRoute = detailRoute({
  params: () => getIndustries("en").map((i) => ({ industryId: i.id })),
  find: ({ industryId }, locale) => {
    const industry = getIndustry(industryId, locale);
    const landing = getLanding("industry", industryId, locale);
    return industry && landing ? { industry, landing } : undefined;
  },
  page: ({ industry, landing }, locale) => industryPage(industry, locale, landing),
});

export const solutionLandingRoute = detailRoute({
  params: () => getLandings("solutions", "en").map((l) => ({ landingId: l.id })),
  find: ({ landingId }, locale) => getLanding("solutions", landingId, locale),
  page: solutionLandingPage,
});

// Next allows one name for the first segment under /solutions/, so here the landing id is the category slug.
export const solutionRoute = detailRoute({
  params: () => getSolutionParams().map(({ slug, solutionId }) => ({ landingId: slug, solutionId })),
  find: ({ landingId, solutionId }, locale) => getSolution(decodeURIComponent(landingId), solutionId, locale),
  page: ({ category, solution }, locale) => solutionPage(category, solution, locale),
});
