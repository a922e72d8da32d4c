/**
 * schema.org JSON-LD built from typed content. Serialised so that no content
 * text can close its <script> element.
 */
import type { Crumb } from "@/components/ui/breadcrumbs";
import type { BlogPost, CaseStudy, Company, Faq, ManagedService, Product } from "@/lib/content/types";
import { routes } from "@/lib/routes";

import { shareImagePath } from "./pages";
import { absoluteUrl } from "../site";

export type JsonLd = Record<string, unknown>;

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

export function organizationLd(company: Company): JsonLd {
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

export function breadcrumbLd(trail: Crumb[]): JsonLd {
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

export function productLd(product: Product, description: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description,
    image: absoluteUrl(product.imageUrl.startsWith("/") ? product.imageUrl : shareImagePath(routes.product(product.id))),
    url: absoluteUrl(routes.product(product.id)),
    category: product.category ?? product.group,
    brand: { "@type": "Brand", name: "Nusantara AI" },
    manufacturer: { "@id": ORG_ID },
  };
}

export function faqLd(faqs: Faq[]): JsonLd {
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

export function blogPostingLd(post: BlogPost): JsonLd {
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
    publisher: { "@id": ORG_ID, "@type": "Organization", name: "Nusantara AI" },
    mainEntityOfPage: url,
    url,
  };
}

export function caseStudyLd(study: CaseStudy): JsonLd {
  const url = absoluteUrl(routes.caseStudy(study.id));
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: study.title,
    description: study.challenge,
    datePublished: study.date,
    image: absoluteUrl(shareImagePath(routes.caseStudy(study.id))),
    about: study.product,
    author: { "@id": ORG_ID, "@type": "Organization", name: "Nusantara AI" },
    publisher: { "@id": ORG_ID, "@type": "Organization", name: "Nusantara AI" },
    mainEntityOfPage: url,
  };
}

export function serviceLd(service: ManagedService): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.name,
    serviceType: `${service.name} managed service`,
    description: service.description,
    url: absoluteUrl(routes.service(service.id)),
    provider: { "@id": ORG_ID, "@type": "Organization", name: "Nusantara AI" },
    areaServed: { "@type": "Country", name: "Malaysia" },
    audience: { "@type": "BusinessAudience", audienceType: service.targetAudience },
  };
}
