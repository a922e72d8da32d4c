/**
 * schema.org JSON-LD built from typed content and typed with schema-dts, so a
 * property that schema.org does not define for a type fails the type check.
 * Serialised so that no content text can close its <script> element.
 */
import type { Article, BlogPosting, BreadcrumbList, FAQPage, Organization, Service, Thing, WithContext } from "schema-dts";

import type { BlogPost, CaseStudy, Company, Faq, ManagedService, Product } from "@/lib/content/types";
import { routes } from "@/lib/routes";
import type { Crumb } from "@/components/ui/breadcrumbs";

import { absoluteUrl, SITE_NAME } from "../site";
import { shareImagePath } from "./pages";

/** A top-level JSON-LD node of schema.org type T (object form only). */
export type Ld<T extends Thing> = WithContext<Exclude<T, string>>;
export type JsonLd = Ld<Thing>;

/** JSON with "<", ">", "&" and line separators escaped, safe inside an HTML script element. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const ORG_ID = absoluteUrl("/#organization");
const ORG_REF = {
  "@id": ORG_ID,
  "@type": "Organization",
  name: SITE_NAME,
  url: absoluteUrl("/"),
} as const satisfies Organization;
const AREA_SERVED = { "@type": "Country", name: "Malaysia" } as const;

export function organizationLd(company: Company): Ld<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORG_ID,
    name: company.name,
    legalName: company.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description: company.blurb,
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
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * A catalogue product is described as a Service: it is sold as a quoted,
 * managed offering with no public price, and Google's Product result requires
 * offers, review or aggregateRating, none of which the site can give honestly.
 */
export function productLd(product: Product, description: string): Ld<Service> {
  const path = routes.product(product.id);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${absoluteUrl(path)}#service`,
    name: product.name,
    description,
    image: absoluteUrl(product.imageUrl.startsWith("/") ? product.imageUrl : shareImagePath(path)),
    url: absoluteUrl(path),
    serviceType: product.category ?? product.group,
    category: product.group,
    brand: { "@type": "Brand", name: SITE_NAME },
    provider: ORG_REF,
    areaServed: AREA_SERVED,
  };
}

export function faqLd(faqs: Faq[]): Ld<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function blogPostingLd(post: BlogPost): Ld<BlogPosting> {
  const url = absoluteUrl(routes.blogPost(post.id));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    image: absoluteUrl(shareImagePath(routes.blogPost(post.id))),
    keywords: post.tags.join(", "),
    articleSection: post.category,
    author: { "@type": "Person", name: post.author.split(",")[0] },
    publisher: ORG_REF,
    mainEntityOfPage: url,
    url,
  };
}

export function caseStudyLd(study: CaseStudy): Ld<Article> {
  const url = absoluteUrl(routes.caseStudy(study.id));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.challenge,
    datePublished: study.date,
    dateModified: study.date,
    image: absoluteUrl(shareImagePath(routes.caseStudy(study.id))),
    about: study.product,
    author: ORG_REF,
    publisher: ORG_REF,
    mainEntityOfPage: url,
    url,
  };
}

export function serviceLd(service: ManagedService): Ld<Service> {
  const url = absoluteUrl(routes.service(service.id));
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: service.name,
    serviceType: `${service.name} managed service`,
    description: service.description,
    url,
    provider: ORG_REF,
    areaServed: AREA_SERVED,
    audience: { "@type": "BusinessAudience", audienceType: service.targetAudience },
  };
}
