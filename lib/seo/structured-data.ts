import type { Article, BlogPosting, BreadcrumbList, FAQPage, Organization, Service, Thing, WithContext } from "schema-dts";

import { blogAuthorRole, caseStudyProduct, company, companyText, productGroupName } from "@/lib/content";
import { t } from "@/lib/i18n";
import { LOCALE_INFO, localePath } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { blogPostPage, caseStudyPage, productPage, servicePage, shareImagePath, type PageInfo } from "@/lib/pages";
import { absoluteUrl } from "@/lib/site";
import type { Crumb } from "@/content/routes";
import type { BlogPost, CaseStudy, Faq, ManagedService, Product } from "@/content/types";

export type Ld<T extends Thing> = WithContext<Exclude<T, string>>;
export type JsonLd = Ld<Thing>;

export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const pageUrl = (path: string): string => absoluteUrl(localePath(requestLocale(), path));
const inLanguage = (): string => LOCALE_INFO[requestLocale()].tag;

const ORG_ID = absoluteUrl("/#organization");
const ORG_REF = {
  "@id": ORG_ID,
  "@type": "Organization",
  name: company.name,
  url: absoluteUrl("/"),
} as const satisfies Organization;
/** The country served, named in the page's language. */
const areaServed = () => ({ "@type": "Country", name: t("address.country") }) as const;

export function organizationLd(): Ld<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORG_ID,
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description: companyText().blurb,
    foundingDate: String(company.foundingYear),
    email: company.email,
    telephone: company.phoneE164,
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      postalCode: company.address.postalCode,
      addressRegion: company.address.region,
      addressCountry: "MY",
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: company.phoneE164,
      email: company.email,
      areaServed: "MY",
      availableLanguage: ["English", "Malay"],
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: company.officeHours.opens,
        closes: company.officeHours.closes,
      },
    },
  };
}

export function breadcrumbLd(trail: Crumb[]): Ld<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: pageUrl(crumb.path),
    })),
  };
}

export function pageLd(page: PageInfo, about: JsonLd[] = []): JsonLd | JsonLd[] {
  const trail = breadcrumbLd(page.trail);
  return about.length ? [...about, trail] : trail;
}

// A Service, not a Product: Google's Product result needs offers or reviews, which a quoted, unpriced offering lacks.
export function productLd(product: Product): Ld<Service> {
  const page = productPage(product);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${pageUrl(page.path)}#service`,
    name: product.name,
    description: page.description,
    image: absoluteUrl(product.imageUrl.startsWith("/") ? product.imageUrl : shareImagePath(page.path)),
    url: pageUrl(page.path),
    serviceType: product.category ?? productGroupName(product),
    category: productGroupName(product),
    brand: { "@type": "Brand", name: company.name },
    provider: ORG_REF,
    areaServed: areaServed(),
  };
}

export function faqLd(faqs: Faq[]): Ld<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: inLanguage(),
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function blogPostingLd(post: BlogPost): Ld<BlogPosting> {
  const page = blogPostPage(post);
  const url = pageUrl(page.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    inLanguage: inLanguage(),
    headline: page.heading,
    description: page.description,
    datePublished: post.date,
    dateModified: post.date,
    image: absoluteUrl(shareImagePath(page.path)),
    keywords: post.tags.join(", "),
    articleSection: post.category,
    author: { "@type": "Person", name: post.author, jobTitle: blogAuthorRole(post) },
    publisher: ORG_REF,
    mainEntityOfPage: url,
    url,
  };
}

export function caseStudyLd(study: CaseStudy): Ld<Article> {
  const page = caseStudyPage(study);
  const url = pageUrl(page.path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    inLanguage: inLanguage(),
    headline: page.heading,
    description: page.description,
    datePublished: study.date,
    dateModified: study.date,
    image: absoluteUrl(shareImagePath(page.path)),
    about: caseStudyProduct(study),
    author: ORG_REF,
    publisher: ORG_REF,
    mainEntityOfPage: url,
    url,
  };
}

export function serviceLd(service: ManagedService): Ld<Service> {
  const page = servicePage(service);
  const url = pageUrl(page.path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.name,
    serviceType: page.name,
    description: page.description,
    url,
    provider: ORG_REF,
    areaServed: areaServed(),
    audience: { "@type": "BusinessAudience", audienceType: service.targetAudience },
  };
}
