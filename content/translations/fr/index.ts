import type { LocaleContent } from "@/content/units";

import { aiUseCases } from "./ai-use-cases";
import { blog } from "./blog";
import { caseStudies } from "./case-studies";
import { company } from "./company";
import { delivery } from "./delivery";
import { industries } from "./industries";
import { landings } from "./landings";
import { pages } from "./pages";
import { productDefaults } from "./product-defaults";
import { products1 } from "./products-1";
import { products2 } from "./products-2";
import { products3 } from "./products-3";
import { products4 } from "./products-4";
import { search } from "./search";
import { services } from "./services";
import { solutions } from "./solutions";

/** French: every collection of content/, translated (glossary.ts lists the terms it uses). */
export const fr: LocaleContent = {
  products: { ...products1, ...products2, ...products3, ...products4 },
  productDefaults,
  solutions,
  industries,
  landings,
  aiUseCases,
  services,
  blog,
  caseStudies,
  company,
  pages,
  search,
  delivery,
};
