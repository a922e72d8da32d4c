import type { TranslationKey } from "@/content/i18n/en";
import { routes } from "@/content/routes";
import type { NavItem } from "@/content/types";

import { industries } from "./industries";
import { managedServices } from "./services";

/**
 * The header navigation. Industry and Services submenus list the
 * entries of content/industries.ts and content/services.ts, so adding one
 * there adds it here. A parent's own page, when it has one, is the first
 * submenu entry.
 */
export const navigation: NavItem[] = [
  { name: "Home", path: routes.home, translationKey: "nav.home", icon: "House" },
  { name: "Product", path: routes.products, translationKey: "nav.product", icon: "Boxes" },
  { name: "Solutions", path: routes.solutions, translationKey: "nav.solutions", icon: "Lightbulb" },
  {
    name: "Industry",
    path: routes.industries,
    translationKey: "nav.industry",
    icon: "Factory",
    submenu: [
      { name: "All Industries", path: routes.industries, translationKey: "nav.allIndustries", icon: "LayoutGrid" },
      ...industries.map((i) => ({
        name: i.name,
        path: routes.industry(i.id),
        translationKey: `industry.${i.id}`,
        icon: i.icon,
      })),
    ],
  },
  {
    name: "Services",
    path: routes.services,
    translationKey: "nav.services",
    icon: "Server",
    submenu: [
      { name: "Services Overview", path: routes.services, translationKey: "nav.servicesOverview", icon: "LayoutGrid" },
      ...managedServices.map((s) => ({
        name: s.name,
        path: routes.service(s.id),
        translationKey: `service.${s.id}`,
        icon: s.icon,
      })),
    ],
  },
  {
    name: "Company",
    path: routes.about,
    translationKey: "nav.company",
    icon: "Info",
    submenu: [
      { name: "About Us", path: routes.about, translationKey: "nav.aboutUs", icon: "Info" },
      { name: "Careers", path: routes.careers, translationKey: "nav.careers", icon: "Briefcase" },
      { name: "Blog", path: routes.blog, translationKey: "nav.blog", icon: "Newspaper" },
      { name: "Case Studies", path: routes.caseStudies, translationKey: "nav.caseStudies", icon: "FileText" },
      { name: "Partners", path: routes.partners, translationKey: "nav.partners", icon: "Handshake" },
    ],
  },
  { name: "Contact", path: routes.contact, translationKey: "nav.contact", icon: "Mail" },
];

/** Footer columns: between them they link every section of the header navigation. */
export const footerColumns: Record<"company" | "resources", { name: string; path: string; translationKey: TranslationKey }[]> = {
  company: [
    { name: "About Us", path: routes.about, translationKey: "nav.aboutUs" },
    { name: "Careers", path: routes.careers, translationKey: "nav.careers" },
    { name: "Blog", path: routes.blog, translationKey: "nav.blog" },
    { name: "Partners", path: routes.partners, translationKey: "nav.partners" },
    { name: "Contact Us", path: routes.contact, translationKey: "footer.contactUs" },
  ],
  resources: [
    { name: "Product", path: routes.products, translationKey: "nav.product" },
    { name: "Solutions", path: routes.solutions, translationKey: "nav.solutions" },
    { name: "Industry", path: routes.industries, translationKey: "nav.industry" },
    { name: "Services", path: routes.services, translationKey: "nav.services" },
    { name: "Case Studies", path: routes.caseStudies, translationKey: "nav.caseStudies" },
    { name: "Site Map", path: routes.siteMap, translationKey: "footer.siteMap" },
  ],
};
