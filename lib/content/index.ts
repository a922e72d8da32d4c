import { blogPosts } from "@/content/blog";
import { caseStudies } from "@/content/case-studies";
import { about, careers, company, dashboard, formsPrivacy, home } from "@/content/company";
import { industries } from "@/content/industries";
import { aiUseCasesByIndustry, industryLandings } from "@/content/industry-landings";
import { partnersContent } from "@/content/partners";
import { defaultProductDescription, genericUseCases, products } from "@/content/products";
import { managedServices } from "@/content/services";
import { solutionCategories } from "@/content/solutions";

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
} from "./types";

export { about, careers, company, dashboard, formsPrivacy, home, partnersContent };

export const getProducts = (): Product[] => products;
export const getProduct = (id: string): Product | undefined => products.find((p) => p.id === id);
export const getProductOverview = (p: Product): string[] =>
  p.detailedDescription?.length ? p.detailedDescription : defaultProductDescription;
export const getProductUseCases = (p: Product): UseCase[] => (p.useCases?.length ? p.useCases : genericUseCases);
export const getRelatedProducts = (): Product[] => products.slice(0, 3);

export const categorySlug = (name: string): string => name.toLowerCase().replace(/\s+/g, "-");
export const getSolutionCategories = (): SolutionCategory[] => solutionCategories;
export function getSolution(
  slug: string,
  solutionId: string,
): { category: SolutionCategory; solution: SolutionItem } | undefined {
  const category = solutionCategories.find((c) => categorySlug(c.name) === slug);
  const solution = category?.items.find((s) => s.id === solutionId);
  return category && solution ? { category, solution } : undefined;
}
export const getSolutionParams = () =>
  solutionCategories.flatMap((c) => c.items.map((s) => ({ slug: categorySlug(c.name), solutionId: s.id })));

export const getIndustries = (): Industry[] => industries;
export const getIndustry = (id: string): Industry | undefined => industries.find((i) => i.id === id);

export const getLandings = (section: IndustryLanding["section"]): IndustryLanding[] =>
  industryLandings.filter((l) => l.section === section);
export const getLanding = (section: IndustryLanding["section"], id: string): IndustryLanding | undefined =>
  industryLandings.find((l) => l.section === section && l.id === id);
export const getAiUseCases = (industryName: string): AiUseCase[] =>
  aiUseCasesByIndustry[industryName.toLowerCase().replace(/\s+/g, "")] ?? [];
export const getFeaturedProducts = (landing: IndustryLanding): Product[] =>
  landing.featuredProducts.map((id) => getProduct(id)).filter((p): p is Product => Boolean(p));

export const getServices = (): ManagedService[] => managedServices;
export const getService = (id: string): ManagedService | undefined => managedServices.find((s) => s.id === id);

export const getBlogPosts = (): BlogPost[] => blogPosts;
export const getBlogPost = (id: string): BlogPost | undefined => blogPosts.find((p) => p.id === id);

export const getCaseStudies = (): CaseStudy[] => caseStudies;
export const getCaseStudy = (id: string): CaseStudy | undefined => caseStudies.find((s) => s.id === id);
export function getCaseStudyNarrative(s: CaseStudy): string[] {
  if (s.narrative?.length) return s.narrative;
  const [first, ...rest] = s.results;
  return [
    `${s.client} came to us with a clear problem. ${s.challenge}`,
    `Together we chose ${s.product} as the foundation. ${s.solution}`,
    first
      ? `The results were measurable within months: ${[first, ...rest].map((r) => r.replace(/\.$/, "")).join("; ")}.`
      : `The rollout is continuing, and results will be published as they are measured.`,
    `Today ${s.client} runs ${s.product} as part of everyday operations, and our team continues to support and extend it as the business grows.`,
  ];
}

export const idToWords = (id: string): string =>
  id
    .split("-")
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
