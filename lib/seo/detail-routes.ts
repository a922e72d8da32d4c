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
import { pageMetadata } from "@/lib/metadata";
import {
  blogPostPage,
  caseStudyPage,
  industryPage,
  productPage,
  servicePage,
  solutionLandingPage,
  solutionPage,
  type PageInfo,
} from "@/lib/pages";

type Params<P> = { params: Promise<P> };

function detailRoute<P extends Record<string, string>, T>(spec: {
  params: () => P[];
  find: (params: P) => T | undefined;
  page: (found: T) => PageInfo;
}) {
  return {
    staticParams: spec.params,
    metadata: async ({ params }: Params<P>): Promise<Metadata> => {
      const found = spec.find(await params);
      return found ? pageMetadata(spec.page(found)) : {};
    },
    load: async (params: Promise<P>): Promise<T> => spec.find(await params) ?? notFound(),
  };
}

export const productRoute = detailRoute({
  params: () => getProducts().map((p) => ({ productId: p.id })),
  find: ({ productId }) => getProduct(productId),
  page: productPage,
});

export const serviceRoute = detailRoute({
  params: () => getServices().map((s) => ({ serviceId: s.id })),
  find: ({ serviceId }) => getService(serviceId),
  page: servicePage,
});

export const blogPostRoute = detailRoute({
  params: () => getBlogPosts().map((p) => ({ postId: p.id })),
  find: ({ postId }) => getBlogPost(postId),
  page: blogPostPage,
});

export const caseStudyRoute = detailRoute({
  params: () => getCaseStudies().map((s) => ({ studyId: s.id })),
  find: ({ studyId }) => getCaseStudy(studyId),
  page: caseStudyPage,
});

export const industryRoute = detailRoute({
  params: () => getIndustries().map((i) => ({ industryId: i.id })),
  find: ({ industryId }) => {
    const industry = getIndustry(industryId);
    const landing = getLanding("industry", industryId);
    return industry && landing ? { industry, landing } : undefined;
  },
  page: ({ industry, landing }) => industryPage(industry, landing),
});

export const solutionLandingRoute = detailRoute({
  params: () => getLandings("solutions").map((l) => ({ landingId: l.id })),
  find: ({ landingId }) => getLanding("solutions", landingId),
  page: solutionLandingPage,
});

// Next allows one name for the first segment under /solutions/, so here the landing id is the category slug.
export const solutionRoute = detailRoute({
  params: () => getSolutionParams().map(({ slug, solutionId }) => ({ landingId: slug, solutionId })),
  find: ({ landingId, solutionId }) => getSolution(decodeURIComponent(landingId), solutionId),
  page: ({ category, solution }) => solutionPage(category, solution),
});
