import { readdirSync } from "node:fs";
import { join } from "node:path";

import { blogPosts } from "@/content/blog";
import { caseStudies } from "@/content/case-studies";
import { about, careers, dashboard } from "@/content/company";
import { industries } from "@/content/industries";
import { aiUseCasesByIndustry, industryLandings } from "@/content/industry-landings";
import { partnersContent } from "@/content/partners";
import { products } from "@/content/products";
import { managedServices } from "@/content/services";
import { solutionCategories } from "@/content/solutions";
import type { Product } from "@/content/types";

import type { ContentBundle } from "./check";

const PRODUCTS_DIR = "content/products";

/** The file each product is written in, read from the group files themselves, so that a message names the file to open. */
function productFiles(catalogue: Product[]): string[] {
  const fileOf = new Map<unknown, string>();
  for (const name of readdirSync(join(process.cwd(), PRODUCTS_DIR))) {
    if (!/\.ts$/.test(name) || name === "index.ts") continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of group files is only known at run time
    const exports = require(join(process.cwd(), PRODUCTS_DIR, name)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (Array.isArray(value)) for (const entry of value) fileOf.set(entry, `${PRODUCTS_DIR}/${name}`);
    }
  }
  return catalogue.map((p) => fileOf.get(p) ?? `${PRODUCTS_DIR}/index.ts`);
}

export function loadContentBundle(): ContentBundle {
  return {
    products,
    productFiles: productFiles(products),
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
