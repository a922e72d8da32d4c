/** @jest-environment node */
import type { Service } from "schema-dts";

import { company, getBlogPosts, getCaseStudies, getProducts, getServices } from "@/lib/content";
import {
  blogPostingLd,
  breadcrumbLd,
  caseStudyLd,
  organizationLd,
  productLd,
  serviceLd,
  type Ld,
} from "@/lib/seo/structured-data";
import { absoluteUrl, encodePath, SITE_URL } from "@/lib/site";

describe("one spelling of outgoing URLs", () => {
  test("& in a path is written %26, everything else is left as it reads", () => {
    expect(absoluteUrl("/solutions/ai-&-automation/ai-chatbots/")).toBe(`${SITE_URL}/solutions/ai-%26-automation/ai-chatbots/`);
    expect(absoluteUrl("/product/voice-bot/")).toBe(`${SITE_URL}/product/voice-bot/`);
    expect(absoluteUrl("/#organization")).toBe(`${SITE_URL}/#organization`);
    expect(absoluteUrl("about-us/")).toBe(`${SITE_URL}/about-us/`);
  });

  test("encoding is idempotent, so an already-encoded path is not encoded twice", () => {
    const once = encodePath("/solutions/ai-&-automation/");
    expect(encodePath(once)).toBe(once);
    expect(encodePath("/a b/ü/")).toBe("/a%20b/%C3%BC/");
  });

  test("breadcrumb items use the same spelling", () => {
    const trail = breadcrumbLd([
      { name: "Solutions", path: "/solutions/" },
      { name: "AI", path: "/solutions/ai-&-automation/x/" },
    ]);
    expect(trail.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: `${SITE_URL}/solutions/` }),
      expect.objectContaining({ position: 2, item: `${SITE_URL}/solutions/ai-%26-automation/x/` }),
    ]);
  });
});

describe("JSON-LD builders", () => {
  test("every catalogue product is a Service from the organisation, never a Product without offers", () => {
    for (const product of getProducts()) {
      const ld = productLd(product);
      expect(ld).toMatchObject({
        "@context": "https://schema.org",
        "@type": "Service",
        name: product.name,
        url: absoluteUrl(`/product/${product.id}/`),
        provider: { "@id": `${SITE_URL}/#organization`, name: company.name },
        areaServed: { "@type": "Country", name: "Malaysia" },
      });
      expect(typeof ld.serviceType).toBe("string");
      expect(ld).not.toHaveProperty("offers");
    }
  });

  test("managed services, posts and case studies carry their dates and publisher from content", () => {
    for (const service of getServices())
      expect(serviceLd(service)).toMatchObject({ "@type": "Service", name: service.name, serviceType: expect.any(String) });
    for (const post of getBlogPosts())
      expect(blogPostingLd(post)).toMatchObject({ "@type": "BlogPosting", datePublished: post.date, dateModified: post.date });
    for (const study of getCaseStudies())
      expect(caseStudyLd(study)).toMatchObject({
        "@type": "Article",
        datePublished: study.date,
        author: { url: `${SITE_URL}/` },
      });
    expect(organizationLd()).toMatchObject({
      "@type": "Organization",
      "@id": `${SITE_URL}/#organization`,
      name: company.name,
    });
  });

  test("a property schema.org does not define fails the type check (npm run typecheck)", () => {
    const service: Ld<Service> = {
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Voice Bot",
      // @ts-expect-error Service has no price: a price belongs on an Offer.
      price: "Custom",
    };
    expect(service.name).toBe("Voice Bot");
  });
});
