import { blogPosts } from "@/content/blog";
import { caseStudies } from "@/content/case-studies";
import { about, careers, dashboard } from "@/content/company";
import { industries } from "@/content/industries";
import { aiUseCasesByIndustry, industryLandings } from "@/content/industry-landings";
import { partnersContent } from "@/content/partners";
import { products } from "@/content/products";
import { managedServices } from "@/content/services";
import { solutionCategories } from "@/content/solutions";

import type { ContentBundle } from "./check";

export function loadContentBundle(): ContentBundle {
  return {
    products,
    solutionCategories,
    industries,
    industryLandings,
    aiUseCasesByIndustry,
    managedServices,
    blogPosts,
    caseStudies,
    partnersContent,
    about,
    careers,
    dashboard,
  };
}
