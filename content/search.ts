import { routes } from "@/content/routes";
import type { SearchLabels } from "@/content/types";

/** Labels of site search, handed by the header (a server component) to the search dialog's first screen and its live panel. */
export const searchLabels = {
  open: "Search",
  title: "Search the site",
  field: "Search",
  placeholder: "Products, services, case studies…",
  submit: "Show results",
  close: "Close search",
  loading: "Loading search…",
  failed: "Search could not be loaded. Please try again, or browse the site map.",
  hint: "Type to search products, solutions, industries, services, case studies and articles.",
  withoutScript: "Press Enter to open the site map, which lists every page by kind.",
  results: "{count} results for “{query}”",
  oneResult: "1 result for “{query}”",
  noResults: "No pages match “{query}”.",
  noResultsSuggestion: "Try another word, browse our products or contact us.",
  keys: "↑ ↓ to move, Enter to open, Esc to close",
  suggestions: [
    { name: "All products", path: routes.products },
    { name: "Contact us", path: routes.contact },
    { name: "Site map", path: routes.siteMap },
  ],
} satisfies SearchLabels;
