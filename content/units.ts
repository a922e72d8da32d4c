/** English units, keyed as content/translations/ keys them; the content check and `npm run translation:template` read them. */
import { blogPosts } from "@/content/blog";
import { caseStudies } from "@/content/case-studies";
import { about, careers, company, dashboard, formsPrivacy, home } from "@/content/company";
import { deliveryText } from "@/content/forms-delivery";
import { industries } from "@/content/industries";
import { aiUseCasesByIndustry, industryLandings } from "@/content/industry-landings";
import { formOutcomePages, staticPages } from "@/content/pages";
import { partnersContent } from "@/content/partners";
import { defaultProductDescription, genericUseCases, products } from "@/content/products";
import { searchLabels } from "@/content/search";
import { managedServices } from "@/content/services";
import { solutionCategories } from "@/content/solutions";

import type { Unit } from "./translations/types";

const byId = <T extends { id: string }>(items: readonly T[]): Record<string, T> =>
  Object.fromEntries(items.map((item) => [item.id, item]));

/** A solution category's URL slug, from its English name (translated names never change a URL). */
export const categorySlug = (name: string): string => name.toLowerCase().replace(/\s+/g, "-");

/** A landing's key in `aiUseCases`: its English name, lower case, without spaces ("Large Enterprise" -> "largeenterprise"). */
export const aiUseCaseKey = (landingId: string): string =>
  (industryLandings.find((l) => l.id === landingId)?.name ?? "").toLowerCase().replace(/\s+/g, "");

export const englishUnits = {
  products: byId(products),
  productDefaults: { overview: defaultProductDescription, useCases: genericUseCases },
  solutions: Object.fromEntries(solutionCategories.map((c) => [categorySlug(c.name), c])),
  industries: byId(industries),
  landings: byId(industryLandings),
  aiUseCases: aiUseCasesByIndustry,
  services: byId(managedServices),
  blog: byId(blogPosts),
  caseStudies: byId(caseStudies),
  company: { company, home, about, careers, dashboard, partners: partnersContent, formsPrivacy },
  pages: { ...staticPages, ...formOutcomePages },
  search: { labels: searchLabels },
  delivery: { text: deliveryText },
};

export type EnglishUnits = typeof englishUnits;
export type Collection = keyof EnglishUnits;
export const COLLECTIONS = Object.keys(englishUnits) as Collection[];

/** A locale's translations: any collection may be missing or partial; what is missing stays unbuilt. */
export type LocaleContent = {
  [C in Collection]?: { [K in keyof EnglishUnits[C]]?: Unit<EnglishUnits[C][K]> };
};
