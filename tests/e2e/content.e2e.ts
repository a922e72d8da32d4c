/**
 * Content of every page family on the served static export.
 *
 * Runs in the "desktop", "mobile" and "no-js" projects: everything asserted here
 * must be in the server HTML and visible without JavaScript. Counts and copy come
 * from the real content (through lib/content); the spec's fixed strings are
 * written out literally so a content edit cannot silently change them.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";

import {
  caseStudyProduct,
  categorySlug,
  company,
  getAiUseCases,
  getBlogPosts,
  getCaseStudies,
  getCaseStudy,
  getCaseStudyNarrative,
  getIndustries,
  getLanding,
  getProduct,
  getProductOverview,
  getProducts,
  getProductUseCases,
  getRelatedProducts,
  getService,
  getServices,
  getSolutionCategories,
  productName,
} from "@/lib/content";
import { formatDate } from "@/lib/dates";
import { about, careers, dashboard, home } from "@/content/company";
import { en } from "@/content/i18n/en";
import { partnersContent } from "@/content/partners";
import type { IndustryLanding, Product } from "@/content/types";

import {
  escapeRe,
  expectImageLoaded,
  expectLink,
  expectRendered,
  h1,
  hrefs,
  htmlEscape,
  htmlParagraphs,
  open,
  region,
} from "./content-helpers";

const products = getProducts();
/** After a click: client-side navigation on a busy machine can take a few seconds to commit the URL. */
const NAV = { timeout: 15_000 };
const productById = (id: string): Product => {
  const p = getProduct(id);
  if (!p) throw new Error(`content has no product ${id}`);
  return p;
};

// ---------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------

test.describe("home /", () => {
  const SECTION_IDS = ["why-choose-us", "ai-transformation", "sme-ai", "global-vision", "llm-startup", "why-choose-us-again"];
  const byId = Object.fromEntries(home.sections.map((s) => [s.id, s]));

  test("hero, the six sections in spec order, their links and the marketing claims", async ({ page }) => {
    expect(home.sections.map((s) => s.id)).toEqual(SECTION_IDS);
    const main = await open(page, "/");

    // Hero: the title starts with the spec's words and is complete; two actions.
    const title = h1(page);
    await expect(title).toHaveText(/^Transform Your World with\s+\S/);
    await expect(title).toHaveText(`${home.hero.titlePrefix} ${home.hero.titleHighlight}`);
    await expect(main.getByText(home.hero.subtitle, { exact: true })).toBeVisible();
    await expectLink(main.getByRole("link", { name: "Explore Products" }), "/product/");
    await expectLink(main.getByRole("link", { name: "Request a Demo" }), "/contact-us/");

    // Sections: six named regions, in order, headed by content/company.ts home.sections.
    const regions = main.getByRole("region");
    await expect(regions).toHaveCount(6);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(home.sections.map((s) => s.heading));
    for (const [i, section] of home.sections.entries()) {
      const r = regions.nth(i);
      await expect(r).toHaveAccessibleName(section.heading);
      await expect(r.getByRole("heading", { level: 2 })).toHaveAttribute("id", `${section.id}-heading`);
      await expect(r.getByText(section.eyebrow, { exact: true })).toBeVisible();
    }
    await expect(main.getByText("Why Choose Us", { exact: true })).toHaveCount(2);

    // Links: AI transformation → /solutions/, SME and AI → /industry/sme/.
    const ai = region(main, byId["ai-transformation"]!.heading);
    await expect(ai.getByRole("link")).toHaveCount(1);
    await expectLink(ai.getByRole("link"), "/solutions/");
    const sme = region(main, byId["sme-ai"]!.heading);
    await expect(sme.getByRole("link")).toHaveCount(1);
    await expectLink(sme.getByRole("link"), "/industry/sme/");

    // Claims, each a list item read as one phrase, one paragraph (as site search indexes it): the figure, then its label.
    const claims = (section: typeof ai, pairs: [string, string][]) =>
      expect(section.getByRole("listitem").filter({ has: section.page().locator("p > span + span") })).toHaveText(
        pairs.map(([figure, label]) => new RegExp(`^${figure}\\s*${label}`, "i")),
      );
    await claims(ai, [
      ["40%", "faster decisions"],
      ["35%", "cost reduction"],
      ["50%", ".*customer satisfaction"],
      ["3\\s*[–-]\\s*6 months", ".*(return on investment|ROI)"],
    ]);
    await claims(sme, [
      ["90%", ".*businesses are SMEs"],
      ["23%", ".*SMEs have adopted AI"],
    ]);
    for (const claim of ["40%", "35%", "50%", "90%", "23%"]) await expect(main.getByText(claim, { exact: true })).toBeVisible();
    await expect(main.getByText(/^3\s*[–-]\s*6 months$/)).toBeVisible();
  });

  test("every section heading is complete in the server HTML and fully shown once scrolled into view", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    for (const section of home.sections) expect(html, section.id).toContain(htmlEscape(section.heading));
    const main = await open(page, "/");
    const headings = main.getByRole("heading", { level: 2 });
    for (const section of home.sections) {
      const heading = region(main, section.heading).getByRole("heading", { level: 2 });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeInViewport();
      await expect(heading).toBeVisible();
      await expect(heading).toHaveText(section.heading);
      await expect(heading.getByText(section.heading, { exact: true })).toBeVisible();
    }
    // The typing effect only clips the text while it runs; afterwards nothing may stay clipped.
    await expect
      .poll(() => headings.evaluateAll((els) => els.map((el) => getComputedStyle(el.firstElementChild ?? el).clipPath)), {
        message: "every heading fully revealed",
      })
      .toEqual(home.sections.map(() => expect.stringMatching(/^(none|inset\((0(px|%)?\s*)+\))$/)));
  });

  test("'Explore Products', 'Request a Demo' and the SME link navigate", async ({ page }) => {
    test.slow(); // three page loads and three navigations
    let main = await open(page, "/");
    await main.getByRole("link", { name: "Explore Products" }).click();
    await expect(page).toHaveURL(/\/product\/$/, NAV);
    await expect(h1(page)).toHaveText("Our AI-Powered Product Suite");
    main = await open(page, "/");
    await main.getByRole("link", { name: "Request a Demo" }).click();
    await expect(page).toHaveURL(/\/contact-us\/$/, NAV);
    await expect(h1(page)).toHaveText(en["contact.title"]);
    main = await open(page, "/");
    await region(main, byId["sme-ai"]!.heading).getByRole("link").click();
    await expect(page).toHaveURL(/\/industry\/sme\/$/, NAV);
    await expect(h1(page)).toHaveText(getLanding("industry", "sme")!.title);
  });
});

// ---------------------------------------------------------------------------
// Product
// ---------------------------------------------------------------------------

test.describe("product grid /product/", () => {
  test("heading and one card per product with up to 4 features and Learn More", async ({ page }) => {
    const main = await open(page, "/product/");
    await expect(h1(page)).toHaveText("Our AI-Powered Product Suite");
    const cards = main.getByRole("article");
    await expect(cards).toHaveCount(products.length);
    expect(products.length).toBe(42);
    await expect(cards.first()).toBeVisible();
    await expect(cards.last()).toBeVisible();
    await expect(cards.getByRole("heading")).toHaveText(products.map((p) => p.name));
    await expect(cards).toContainText(products.map((p) => p.tagline));
    // Up to the first 4 top features per card, in order.
    const perCard = await cards.evaluateAll((els) => els.map((el) => el.querySelectorAll("li").length));
    expect(perCard).toEqual(products.map((p) => Math.min(4, p.topFeatures.length)));
    for (const n of perCard) expect(n).toBeLessThanOrEqual(4);
    await expect(cards.getByRole("listitem")).toHaveText(products.flatMap((p) => p.topFeatures.slice(0, 4)));
    const links = cards.getByRole("link");
    await expect(links).toHaveCount(products.length);
    await expect(links).toHaveText(products.map((p) => new RegExp(`^Learn More\\b.*${escapeRe(p.name)}$`)));
    expect(await hrefs(links)).toEqual(products.map((p) => `/product/${p.id}/`));

    // A Learn More link opens its product page.
    const first = products[0]!;
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${first.id}/$`), NAV);
    await expect(h1(page)).toHaveText(first.heroTitle ?? first.name);
  });
});

async function expectProductDetail(page: Page, main: Locator, product: Product) {
  await expect(h1(page)).toHaveText(product.heroTitle ?? product.name);
  await expect(main.getByText(product.name, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(product.tagline, { exact: true })).toBeVisible();
  await expectImageLoaded(main.getByRole("img", { name: `${product.name} illustration` }));

  await expect(main.getByRole("heading", { name: "Product Overview", exact: true })).toBeVisible();
  await expectRendered(main, getProductOverview(product), "overview");

  const features = region(main, "Top 10 Features & Capabilities");
  await expect(features.getByRole("heading", { level: 2 })).toHaveText("Top 10 Features & Capabilities");
  await expect(features.getByRole("listitem")).toHaveCount(10);
  await expect(features.getByRole("listitem")).toHaveText(product.topFeatures.map((f) => new RegExp(`${escapeRe(f)}$`)));

  const useCases = region(main, "Detailed Use Cases & Applications");
  const uc = getProductUseCases(product);
  expect(uc.length).toBeGreaterThan(0);
  await expect(useCases.getByRole("heading", { level: 3 })).toHaveText(uc.map((u) => u.title));
  await expect(useCases.getByRole("listitem")).toContainText(uc.map((u) => u.description));

  await expectLink(main.getByRole("link", { name: "Back to Products" }), "/product/");
  await expectLink(main.getByRole("link", { name: "Get Started" }), "/contact-us/");
}

test.describe("product detail", () => {
  test("/product/voice-bot/: image, name, tagline, overview, 10 features, use cases, Get Started; Back to Products returns", async ({
    page,
  }) => {
    const main = await open(page, "/product/voice-bot/");
    await expectProductDetail(page, main, productById("voice-bot"));
    await main.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/product\/$/, NAV);
    await expect(h1(page)).toHaveText("Our AI-Powered Product Suite");
  });

  test("/product/omni-channel-solutions/: hero block, ideal for, benefits, 4 FAQs, 3 Custom packages, demo and #features buttons", async ({
    page,
  }) => {
    const omni = productById("omni-channel-solutions");
    expect(omni.category && omni.heroTitle && omni.heroSubtitle && omni.idealFor).toBeTruthy();
    const main = await open(page, "/product/omni-channel-solutions/");
    await expectProductDetail(page, main, omni);

    await expect(main.getByText(omni.category!, { exact: true })).toBeVisible();
    await expect(h1(page)).toHaveText(omni.heroTitle!);
    await expect(main.getByText(omni.heroSubtitle!, { exact: true })).toBeVisible();
    await expect(main.getByText(omni.idealFor!)).toBeVisible();
    await expect(region(main, "Benefits").getByRole("listitem")).toHaveText(omni.benefits!);

    // Four FAQs; answers open natively (no script needed).
    const faqs = region(main, "Frequently Asked Questions");
    expect(omni.faqs).toHaveLength(4);
    await expect(faqs.getByRole("group")).toHaveCount(4);
    for (const faq of omni.faqs!) await expect(faqs.getByText(faq.question, { exact: true })).toBeVisible();
    const first = omni.faqs![0]!;
    const answer = faqs.getByText(first.answer, { exact: true });
    await expect(answer).toBeHidden();
    await faqs.getByText(first.question, { exact: true }).click();
    await expect(answer).toBeVisible();

    // Three packages, each 'Custom', exactly one 'Most popular' (on the popular one).
    const packages = region(main, "Packages");
    expect(omni.packages).toHaveLength(3);
    await expect(packages.getByRole("heading", { level: 3 })).toHaveText(omni.packages!.map((p) => p.name));
    await expect(packages.getByText("Custom", { exact: true })).toHaveCount(3);
    for (const price of await packages.getByText("Custom", { exact: true }).all()) await expect(price).toBeVisible();
    await expect(packages.getByText("Most popular")).toHaveCount(1);
    const popular = omni.packages!.filter((p) => p.popular);
    expect(popular).toHaveLength(1);
    const popularCard = packages
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: popular[0]!.name, exact: true }) });
    await expect(popularCard.getByText("Most popular")).toBeVisible();

    // Hero buttons; the secondary one jumps to the in-page #features anchor.
    await expectLink(main.getByRole("link", { name: "Request Omni-channel Demo" }), "/contact-us/");
    const explore = main.getByRole("link", { name: "Explore Product Features" });
    await expectLink(explore, "#features");
    const anchor = page.locator("#features");
    await expect(anchor).toHaveCount(1);
    const featuresHeading = anchor.getByRole("heading", { name: "Top 10 Features & Capabilities" });
    await expect(featuresHeading).toBeVisible();
    await main.getByRole("heading", { level: 1 }).scrollIntoViewIfNeeded();
    await explore.click();
    await expect(page).toHaveURL(/\/product\/omni-channel-solutions\/#features$/, NAV);
    await expect(featuresHeading).toBeInViewport();
  });

  test("/product/video-bot/: category, hero title and hero subtitle from content", async ({ page }) => {
    const video = productById("video-bot");
    expect(video.category && video.heroTitle && video.heroSubtitle).toBeTruthy();
    const main = await open(page, "/product/video-bot/");
    await expect(h1(page)).toHaveText(video.heroTitle!);
    await expect(main.getByText(video.heroSubtitle!, { exact: true })).toBeVisible();
    await expect(main.getByText(video.category!, { exact: true })).toBeVisible();
    await expectProductDetail(page, main, video);
  });
});

// ---------------------------------------------------------------------------
// Solutions
// ---------------------------------------------------------------------------

const SPEC_CATEGORIES = [
  "Business Solutions",
  "Communication & Collaboration",
  "AI & Automation",
  "Cloud & Infrastructure",
  "Industry Specific Solutions",
  "Digital Transformation",
];

test.describe("solutions", () => {
  const categories = getSolutionCategories();

  test("/solutions/: six categories of four cards with Learn More links, then the call to action", async ({ page }) => {
    expect(categories.map((c) => c.name)).toEqual(SPEC_CATEGORIES);
    const main = await open(page, "/solutions/");
    for (const category of categories) {
      const r = region(main, category.name);
      await expect(r.getByRole("heading", { level: 2 })).toHaveText(category.name);
      const cards = r.getByRole("listitem");
      await expect(cards).toHaveCount(4);
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(category.items.map((i) => i.title));
      await expect(cards).toContainText(category.items.map((i) => i.description));
      const links = cards.getByRole("link", { name: /^Learn More/ });
      await expect(links).toHaveCount(4);
      expect(await hrefs(links)).toEqual(category.items.map((i) => `/solutions/${categorySlug(category)}/${i.id}/`));
    }
    await expect(main.getByRole("link", { name: /^Learn More/ })).toHaveCount(24);
    const voip = region(main, "Communication & Collaboration").getByRole("link", { name: /^Learn More\b.*\bVoIP\b/ });
    await expect(voip).toHaveAttribute("href", "/solutions/communication-&-collaboration/voip/");
    await expect(main.getByRole("heading", { name: "Ready to transform your business?" })).toBeVisible();
    await expectLink(main.getByRole("link", { name: "Get in Touch" }), "/contact-us/");

    await voip.click();
    await expect(page).toHaveURL(/\/solutions\/communication-(&|%26)-collaboration\/voip\/$/, NAV);
    await expect(h1(page)).toHaveText(categories[1]!.items.find((i) => i.id === "voip")!.title);
  });

  for (const category of getSolutionCategories()) {
    const item = category.items[0]!;
    const path = `/solutions/${categorySlug(category)}/${item.id}/`;
    test(`solution detail ${path}: overview, 8 features, 6 benefits, 3 related products, back and Discuss`, async ({ page }) => {
      const main = await open(page, path);
      await expect(h1(page)).toHaveText(item.title);
      await expect(main.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
      await expectRendered(main, item.overview, "overview");
      const features = region(main, "Key Features").getByRole("listitem");
      await expect(features).toHaveCount(8);
      await expect(features).toHaveText(item.keyFeatures);
      const benefits = region(main, "Core Benefits").getByRole("listitem");
      await expect(benefits).toHaveCount(6);
      await expect(benefits).toHaveText(item.benefits);
      const related = region(main, "Related Products");
      const firstThree = products.slice(0, 3);
      expect(getRelatedProducts().map((p) => p.id)).toEqual(firstThree.map((p) => p.id));
      await expect(related.getByRole("heading", { level: 3 })).toHaveText(firstThree.map((p) => p.name));
      const links = related.getByRole("link");
      await expect(links).toHaveCount(3);
      expect(await hrefs(links)).toEqual(firstThree.map((p) => `/product/${p.id}/`));
      await expectLink(main.getByRole("link", { name: /^Back to Solutions/ }), "/solutions/");
      await expectLink(main.getByRole("link", { name: new RegExp(`^Discuss\\b`) }), "/contact-us/");
    });
  }
});

// ---------------------------------------------------------------------------
// Industry
// ---------------------------------------------------------------------------

/** The featured-product table and call-to-action labels, verbatim. */
const LANDINGS: {
  path: string;
  section: IndustryLanding["section"];
  id: string;
  back: string;
  featured: string[];
  cta: string;
}[] = [
  {
    path: "/solutions/healthcare/",
    section: "solutions",
    id: "healthcare",
    back: "/solutions/",
    featured: ["voice-bot", "chat-bot", "large-language-model", "hospital-management-application", "csm-app"],
    cta: "Discuss Your Healthcare AI Needs",
  },
  {
    path: "/solutions/finance/",
    section: "solutions",
    id: "finance",
    back: "/solutions/",
    featured: ["voice-bot", "chat-bot", "large-language-model", "csm-app", "procurement-application"],
    cta: "Discuss Your Finance AI Needs",
  },
  {
    path: "/solutions/retail/",
    section: "solutions",
    id: "retail",
    back: "/solutions/",
    featured: ["voice-bot", "chat-bot", "large-language-model", "e-commerce-application", "pos-application", "csm-app"],
    cta: "Discuss Your Retail AI Needs",
  },
  {
    path: "/solutions/manufacturing/",
    section: "solutions",
    id: "manufacturing",
    back: "/solutions/",
    featured: ["voice-bot", "chat-bot", "large-language-model", "supply-chain-management-app", "fork-lift-app", "inventory-app"],
    cta: "Discuss Your Manufacturing AI Needs",
  },
  {
    path: "/industry/sme/",
    section: "industry",
    id: "sme",
    back: "/industry/",
    featured: ["voice-bot", "chat-bot", "csm-app", "cloud-telephony", "e-commerce-application", "pos-application"],
    cta: "Get AI Solutions for Your SME",
  },
  {
    path: "/industry/large-enterprise/",
    section: "industry",
    id: "large-enterprise",
    back: "/industry/",
    featured: [
      "voice-bot",
      "chat-bot",
      "large-language-model",
      "contact-center",
      "supply-chain-management-app",
      "hrms-app",
      "procurement-application",
    ],
    cta: "Scale Your Enterprise with AI",
  },
  {
    path: "/industry/service-provider/",
    section: "industry",
    id: "service-provider",
    back: "/industry/",
    featured: ["voice-bot", "chat-bot", "contact-center", "cloud-telephony", "large-language-model", "itsm-app"],
    cta: "Optimize Your Service Delivery with AI",
  },
  {
    path: "/industry/government/",
    section: "industry",
    id: "government",
    back: "/industry/",
    featured: [
      "voice-bot",
      "chat-bot",
      "large-language-model",
      "procurement-application",
      "visitor-management-application",
      "itsm-app",
    ],
    cta: "Modernize Public Services with AI",
  },
];

test.describe("industry list /industry/", () => {
  test("four cards with description, the first 3 use-case titles and Explore", async ({ page }) => {
    const industries = getIndustries();
    expect(industries.map((i) => i.id)).toEqual(["sme", "large-enterprise", "service-provider", "government"]);
    const main = await open(page, "/industry/");
    const cards = region(main, "Industries")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(4);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(industries.map((i) => i.name));
    await expect(cards).toContainText(industries.map((i) => i.description));
    for (const [i, industry] of industries.entries()) {
      await expect(cards.nth(i).getByRole("list").getByRole("listitem")).toHaveText(
        industry.useCases.slice(0, 3).map((u) => u.title),
      );
    }
    const explore = cards.getByRole("link", { name: /^Explore/ });
    await expect(explore).toHaveCount(4);
    expect(await hrefs(explore)).toEqual(industries.map((i) => `/industry/${i.id}/`));

    await explore.first().click();
    await expect(page).toHaveURL(/\/industry\/sme\/$/, NAV);
    await expect(h1(page)).toHaveText(getLanding("industry", "sme")!.title);
  });
});

test.describe("industry-style landing pages", () => {
  for (const spec of LANDINGS) {
    test(`${spec.path}: back link, title, 3 highlights, Chat Bot/Voice Bot/LLM, featured products in order, '${spec.cta}'`, async ({
      page,
    }) => {
      const landing = getLanding(spec.section, spec.id);
      expect(landing, `content has landing ${spec.id}`).toBeTruthy();
      expect(landing!.featuredProducts, "content featured order matches").toEqual(spec.featured);
      const main = await open(page, spec.path);

      const back = main.getByRole("link", { name: /^Back to/ });
      await expect(back).toHaveCount(1);
      await expectLink(back, spec.back);

      await expect(h1(page)).toHaveText(landing!.title);
      await expect(main.getByText(landing!.tagline, { exact: true })).toBeVisible();
      await expect(main.getByText(landing!.intro, { exact: true })).toBeVisible();

      const intro = region(main, `AI for ${landing!.name}`);
      expect(landing!.highlights).toHaveLength(3);
      await expect(intro.getByRole("heading", { level: 3 })).toHaveText(landing!.highlights.map((h) => h.title));
      await expect(intro.getByRole("listitem")).toContainText(landing!.highlights.map((h) => h.text));

      const ai = region(main, /Teams Use Our AI$/);
      await expect(ai.getByRole("heading", { level: 3 })).toHaveText(["Chat Bot", "Voice Bot", "LLM"]);
      const uses = getAiUseCases(landing!);
      expect(uses.map((u) => u.product)).toEqual(["Chat Bot", "Voice Bot", "LLM"]);
      await expect(ai.getByRole("listitem")).toContainText(uses.map((u) => u.useCase));

      const featured = region(main, "Featured products");
      await expect(featured.getByRole("heading", { level: 3 })).toHaveText(spec.featured.map((id) => productById(id).name));
      const links = featured.getByRole("link");
      await expect(links).toHaveCount(spec.featured.length);
      expect(await hrefs(links)).toEqual(spec.featured.map((id) => `/product/${id}/`));

      const cta = main.getByRole("link", { name: spec.cta, exact: true });
      await expectLink(cta, "/contact-us/");

      if (landing!.heroImage) await expectImageLoaded(main.getByRole("img", { name: landing!.heroImage.alt }));
      expect(Boolean(landing!.heroImage), "only healthcare has a hero image").toBe(spec.id === "healthcare");

      // /industry/{id}/ pages also carry the industry detail.
      const industry = spec.section === "industry" ? getIndustries().find((i) => i.id === spec.id) : undefined;
      if (spec.section === "industry") {
        expect(industry, `content has industry ${spec.id}`).toBeTruthy();
        await expect(main.getByRole("heading", { level: 2, name: industry!.title, exact: true })).toBeVisible();
        await expect(main.getByText(industry!.description, { exact: true })).toBeVisible();
        await expectRendered(main, industry!.detailedInfo, "overview");
        expect(industry!.useCases).toHaveLength(10);
        const useCases = region(main, /^10 Use Cases\b/).getByRole("listitem");
        await expect(useCases).toHaveCount(10);
        await expect(useCases.getByRole("heading", { level: 3 })).toHaveText(industry!.useCases.map((u) => u.title));
        await expect(useCases).toContainText(industry!.useCases.map((u) => u.text));
        // Each card links its relevant products by name.
        const perCard = await useCases.evaluateAll((els) => els.map((el) => el.querySelectorAll("a").length));
        expect(perCard).toEqual(industry!.useCases.map((u) => u.products.length));
        const productLinks = useCases.getByRole("link");
        await expect(productLinks).toHaveText(industry!.useCases.flatMap((u) => u.products.map((id) => productName(id))));
        expect(await hrefs(productLinks)).toEqual(industry!.useCases.flatMap((u) => u.products.map((id) => `/product/${id}/`)));
      }

      if (spec.id === "sme") {
        const useCases = region(main, /^10 Use Cases\b/);
        await expectLink(useCases.getByRole("link", { name: "Voice Bot", exact: true }), "/product/voice-bot/");
        await expectLink(
          useCases.getByRole("link", { name: "Omni-channel Solutions", exact: true }),
          "/product/omni-channel-solutions/",
        );
        await expect(useCases.getByRole("link", { name: "voice-bot", exact: true })).toHaveCount(0);
        await cta.click();
        await expect(page).toHaveURL(/\/contact-us\/$/, NAV);
      }
    });
  }
});

// ---------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------

/** call-to-action labels, verbatim. */
const SERVICE_CTAS: Record<string, string> = {
  "microsoft-teams": "Integrate AI with Your Teams",
  "cisco-webex": "Enhance Your Webex with AI",
  genesys: "Transform Your Genesys CC with AI",
  network: "Optimize Your Network with AI",
  voice: "Elevate Your Voice Strategy with AI",
  "ip-phones": "Upgrade Your Phone System",
  cloud: "Unlock Your Cloud Potential",
  storage: "Secure Your Data Future",
  security: "Strengthen Your Cybersecurity",
};

test.describe("services dashboard /services/", () => {
  const services = getServices();

  test("metrics, chart tables, product ecosystem groups and six service cards with View All", async ({ page }) => {
    expect(services.map((s) => s.id)).toEqual(Object.keys(SERVICE_CTAS));
    const main = await open(page, "/services/");
    // Metrics: Active Products = product count (42), Managed Services = service count (9), ROI 230%, retention 98%.
    const metrics = region(main, "Key metrics");
    await expect(metrics.getByRole("term")).toHaveText([
      "Active Products",
      "Managed Services",
      "Avg. Client ROI",
      "Customer Retention",
    ]);
    await expect(metrics.getByRole("definition")).toHaveText([String(products.length), String(services.length), "230%", "98%"]);
    await expect(metrics.getByRole("definition").first()).toHaveText("42");
    await expect(metrics.getByRole("definition").nth(1)).toHaveText("9");
    for (const dd of await metrics.getByRole("definition").all()) await expect(dd).toBeVisible();

    // The two chart tables hold the adoption and uptime figures.
    const adoption = main.getByRole("table", { name: "Product Adoption (%)" });
    const uptime = main.getByRole("table", { name: "Service Uptime (%)" });
    await expect(adoption.getByRole("cell")).toHaveText(["60%", "75%", "80%", "70%", "90%"]);
    await expect(uptime.getByRole("cell")).toHaveText(["99.9%", "99.8%", "100%", "99.95%", "99.85%"]);
    await expect(adoption.getByRole("cell")).toHaveText(dashboard.adoption.map((d) => `${d.value}%`));
    await expect(uptime.getByRole("cell")).toHaveText(dashboard.uptime.map((d) => `${d.value}%`));
    await expect(adoption.getByRole("rowheader")).toHaveText(dashboard.adoption.map((d) => d.label));
    await expect(uptime.getByRole("rowheader")).toHaveText(dashboard.uptime.map((d) => d.label));
    await expect(main.getByRole("img", { name: /Product Adoption \(%\) bar chart/ })).toBeVisible();
    await expect(main.getByRole("img", { name: /Service Uptime \(%\) bar chart/ })).toBeVisible();

    // The product ecosystem lists the six groups and every product once.
    const eco = region(main, "Product Ecosystem");
    await expect(eco.getByRole("heading", { level: 3 })).toHaveText([
      "Communication & Engagement AI",
      "Operational Excellence AI",
      "Business Growth Platforms",
      "Industry-Specific Solutions",
      "Development & Infrastructure",
      "Cloud & Network Infrastructure",
    ]);
    await expect(eco.getByRole("link")).toHaveCount(products.length);
    for (const group of dashboard.productGroups) {
      const card = eco.getByRole("listitem").filter({ has: page.getByRole("heading", { name: group.name, exact: true }) });
      await expect(card.getByRole("link")).toHaveText(products.filter((p) => p.group === group.name).map((p) => p.name));
    }

    // Exactly six service cards and 'View All Managed Services' (9 > 6).
    const managed = region(main, "Managed Services");
    const learnMore = managed.getByRole("link", { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(6);
    expect(await hrefs(learnMore)).toEqual(services.slice(0, 6).map((s) => `/services/${s.id}/`));
    await expect(managed.getByRole("heading", { level: 3 })).toHaveText(services.slice(0, 6).map((s) => s.name));
    expect(services.length).toBeGreaterThan(6);
    await expectLink(managed.getByRole("link", { name: "View All Managed Services" }), "/services/#all-services");
  });
});

test.describe("service pages", () => {
  for (const [id, label] of Object.entries(SERVICE_CTAS)) {
    test(`/services/${id}/: 6 'Title: text' benefits, 6 offerings, back link, CTA '${label}'`, async ({ page }) => {
      const service = getService(id)!;
      expect(service.ctaLabel).toBe(label);
      const main = await open(page, `/services/${id}/`);
      await expect(h1(page)).toHaveText(service.name);
      await expect(main.getByRole("heading", { name: "Overview", exact: true })).toBeVisible();
      await expect(main.getByText(service.description, { exact: true })).toBeVisible();

      const benefits = region(main, "Key Benefits").getByRole("listitem");
      await expect(benefits).toHaveCount(6);
      await expect(benefits).toHaveText(service.benefits.map((b) => `${b.title}: ${b.description}`));

      const offerings = region(main, "Core Offerings");
      await expect(offerings.getByRole("heading", { level: 3 })).toHaveText(service.offerings.map((o) => o.title));
      await expect(offerings.getByRole("heading", { level: 3 })).toHaveCount(6);
      await expect(offerings.getByRole("listitem")).toContainText(service.offerings.map((o) => o.description));

      await expectLink(main.getByRole("link", { name: /^Back to Services/ }), "/services/");
      await expectLink(main.getByRole("link", { name: service.enquiryLabel, exact: true }), "/contact-us/");
      await expectLink(main.getByRole("link", { name: label, exact: true }), "/contact-us/");
    });
  }
});

// ---------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------

test.describe("contact /contact-us/", () => {
  test("title, subtitle, mailbox, phone, Kuala Lumpur address, office hours and both forms", async ({ page }) => {
    const main = await open(page, "/contact-us/");
    await expect(h1(page)).toHaveText(en["contact.title"]);
    await expect(main.getByText(en["contact.subtitle"], { exact: true })).toBeVisible();
    await expectLink(main.getByRole("link", { name: company.email }), `mailto:${company.email}`);
    await expectLink(main.getByRole("link", { name: company.phone }), /^tel:\+?\d+$/);
    const address = main.getByText(company.address.street);
    await expect(address).toBeVisible();
    await expect(address).toContainText("Kuala Lumpur");
    await expect(address).toContainText("Malaysia");
    await expect(main.getByRole("heading", { name: "Office Hours" })).toBeVisible();
    await expect(main.getByText(/Monday – Friday: 9:00 AM – 6:00 PM/)).toBeVisible();
    await expect(main.getByText(/(Saturday|weekend).*Closed/i)).toBeVisible();

    // The message form: Full Name, Email Address, Subject, Message (5 rows), Send Message.
    const messageForm = main.getByRole("form", { name: "Send a Message" });
    await expect(messageForm).toBeVisible();
    await expect(messageForm.getByLabel("Full Name", { exact: true })).toBeVisible();
    await expect(messageForm.getByLabel("Email Address", { exact: true })).toHaveAttribute("type", "email");
    await expect(messageForm.getByLabel("Subject", { exact: true })).toBeVisible();
    const message = messageForm.getByRole("textbox", { name: "Message", exact: true });
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute("rows", "5");
    expect(await message.evaluate((el) => el.tagName)).toBe("TEXTAREA");
    await expect(messageForm.getByRole("button", { name: "Send Message" })).toBeVisible();

    // The appointment form: Preferred Date, Preferred Time Slot with the six slots, Request Appointment.
    const appointmentForm = main.getByRole("form", { name: "Book an Appointment" });
    await expect(appointmentForm).toBeVisible();
    await expect(appointmentForm.getByRole("group", { name: "Preferred Date" })).toBeVisible();
    const slots = appointmentForm.getByRole("group", { name: "Preferred Time Slot" });
    await expect(slots).toBeVisible();
    const SLOTS = ["09:00 AM", "10:00 AM", "11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"];
    await expect(slots.getByRole("radio")).toHaveCount(6);
    for (const slot of SLOTS) {
      await expect(slots.getByRole("radio", { name: slot, exact: true })).toBeAttached();
      await expect(slots.getByText(slot, { exact: true })).toBeVisible();
    }
    await expect(appointmentForm.getByLabel("Full Name", { exact: true })).toBeVisible();
    await expect(appointmentForm.getByLabel("Email Address", { exact: true })).toHaveAttribute("type", "email");
    await expect(appointmentForm.getByRole("button", { name: "Request Appointment" })).toBeVisible();
  });
});

// ---------------------------------------------------------------------------
// About, careers
// ---------------------------------------------------------------------------

test.describe("about /about-us/", () => {
  test("vision, mission, four leaders, story, product stack and the two buttons", async ({ page }) => {
    const main = await open(page, "/about-us/");
    await expect(main.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    await expect(main.getByText(about.vision, { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(main.getByText(about.mission, { exact: true })).toBeVisible();

    const leadership = region(main, "Leadership");
    expect(about.leadership).toHaveLength(4);
    await expect(leadership.getByRole("heading", { level: 3 })).toHaveText(about.leadership.map((l) => l.name));
    await expect(leadership.getByRole("listitem")).toContainText(about.leadership.map((l) => l.role));
    await expect(leadership.getByRole("listitem")).toContainText(about.leadership.map((l) => l.description));
    for (const leader of about.leadership)
      await expectImageLoaded(leadership.getByRole("img", { name: new RegExp(escapeRe(leader.name)) }));

    const story = region(main, "Our Story");
    await expectRendered(story, about.genesis, "story");
    await expect(main.getByRole("heading", { name: "Our AI Product Stack" })).toBeVisible();
    await expect(story.getByRole("heading", { level: 3 })).toHaveText(about.aiProductStack.map((i) => i.title));

    await expectLink(main.getByRole("link", { name: "Contact Us" }), "/contact-us/");
    await expectLink(main.getByRole("link", { name: "Explore Careers" }), "/careers/");
  });
});

test.describe("careers /careers/", () => {
  test("Innovate, Collaborate, Grow; four openings with Apply Now; Submit Your Resume mails careers@", async ({ page }) => {
    const main = await open(page, "/careers/");
    const values = region(main, "Why Work With Us");
    await expect(values.getByRole("heading", { level: 3 })).toHaveText(["Innovate", "Collaborate", "Grow"]);
    const openings = region(main, "Current Openings");
    expect(careers.openings).toHaveLength(4);
    await expect(openings.getByRole("heading", { level: 3 })).toHaveText(careers.openings.map((o) => o.title));
    const apply = openings.getByRole("button", { name: /^Apply Now/ });
    await expect(apply).toHaveCount(4);
    for (const job of careers.openings) {
      await expect(openings.getByRole("button", { name: new RegExp(`^Apply Now.*${escapeRe(job.title)}`) })).toBeVisible();
      await expect(openings.getByText(job.location)).toBeVisible();
    }
    const resume = main.getByRole("link", { name: "Submit Your Resume" });
    await expectLink(resume, new RegExp(`^mailto:${escapeRe(company.careersEmail)}`));
    expect(company.careersEmail).toMatch(/^careers@/);
  });
});

// ---------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------

/** blog table, verbatim. */
const SPEC_POSTS = [
  { id: "ai-chatbots-ux", category: "Chatbots", date: "2025-06-10" },
  { id: "voice-bots-revolution", category: "Voice Bots", date: "2025-06-05" },
  { id: "llm-impact-on-ux", category: "LLM", date: "2025-05-28" },
  { id: "crm-ux-ai", category: "CRM", date: "2025-05-15" },
  { id: "video-contact-center-ux", category: "Video Contact Center", date: "2025-04-20" },
];

test.describe("blog", () => {
  const posts = getBlogPosts();

  test("/blog/: five cards with image, category, date, title, excerpt and Read More", async ({ page }) => {
    expect(posts.map((p) => ({ id: p.id, category: p.category, date: p.date }))).toEqual(SPEC_POSTS);
    const main = await open(page, "/blog/");
    const cards = main.getByRole("article");
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(posts.map((p) => p.title));
    await expect(cards).toContainText(posts.map((p) => p.category));
    await expect(cards).toContainText(posts.map((p) => formatDate(p.date)));
    await expect(cards).toContainText(posts.map((p) => p.excerpt));
    await expect(cards.locator("img")).toHaveCount(5);
    for (const card of await cards.all()) {
      await expect(card.locator("img")).toBeVisible();
      await expect(card.getByRole("link", { name: /^Read More/ })).toBeVisible();
    }
    expect(await hrefs(cards.getByRole("link", { name: /^Read More/ }))).toEqual(posts.map((p) => `/blog/${p.id}/`));
  });

  for (const post of getBlogPosts()) {
    test(`/blog/${post.id}/: Back to Blog, title, category, date, image, body and tags`, async ({ page }) => {
      const main = await open(page, `/blog/${post.id}/`);
      await expectLink(main.getByRole("link", { name: "Back to Blog" }), "/blog/");
      await expect(h1(page)).toHaveText(post.title);
      await expect(main.getByText(post.category, { exact: true }).first()).toBeVisible();
      await expect(main.getByText(formatDate(post.date), { exact: true })).toBeVisible();
      await expectImageLoaded(main.getByRole("img", { name: new RegExp(escapeRe(post.title)) }));
      const paragraphs = htmlParagraphs(post.content);
      expect(paragraphs.length).toBeGreaterThan(2);
      await expectRendered(main, paragraphs, "body paragraph");
      const tags = main.getByRole("heading", { name: "Tags" });
      await expect(tags).toBeVisible();
      await expectRendered(main, post.tags, "tag");
      await expect(tags.locator("xpath=following-sibling::ul").getByRole("listitem")).toHaveText([...post.tags]);
    });
  }
});

// ---------------------------------------------------------------------------
// Case studies
// ---------------------------------------------------------------------------

test.describe("case studies", () => {
  const studies = getCaseStudies();

  test("/case-studies/: twelve cards with product, title, client, challenge, two results and Read the case study", async ({
    page,
  }) => {
    expect(studies).toHaveLength(12);
    const main = await open(page, "/case-studies/");
    const cards = main.getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(studies.map((s) => s.title));
    await expect(cards).toContainText(studies.map((s) => caseStudyProduct(s, "en")));
    await expect(cards).toContainText(studies.map((s) => s.client));
    await expect(cards).toContainText(studies.map((s) => s.challenge));
    const perCard = await cards.evaluateAll((els) => els.map((el) => el.querySelectorAll("li").length));
    expect(perCard).toEqual(studies.map(() => 2));
    await expect(cards.getByRole("listitem")).toHaveText(studies.flatMap((s) => s.results.slice(0, 2)));
    const links = cards.getByRole("link", { name: /^Read the case study/ });
    await expect(links).toHaveCount(12);
    expect(await hrefs(links)).toEqual(studies.map((s) => `/case-studies/${s.id}/`));
  });

  for (const id of ["chatbot-retail-success", "visitor-management-government"]) {
    test(`/case-studies/${id}/: back link, header, challenge, solution, key results, narrative where written`, async ({
      page,
    }) => {
      const study = getCaseStudy(id)!;
      const main = await open(page, `/case-studies/${id}/`);
      await expectLink(main.getByRole("link", { name: "Back to Case Studies" }), "/case-studies/");
      await expect(h1(page)).toHaveText(study.title);
      await expect(main.getByText(study.client, { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { name: "The Challenge" })).toBeVisible();
      await expect(main.getByText(study.challenge, { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { name: "Our Solution" })).toBeVisible();
      await expect(main.getByText(study.solution, { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { name: "Key Results" })).toBeVisible();
      const results = main.getByRole("list").filter({ hasText: study.results[0] });
      await expect(results).toHaveCount(1);
      await expect(results.getByRole("listitem")).toHaveText(study.results);
      // A written narrative shows under "Full Story"; a study without one has no such section (issue 59).
      const narrative = getCaseStudyNarrative(study);
      if (study.narrative?.length) {
        expect(narrative.length).toBeGreaterThan(1);
        await expectRendered(main, narrative, "narrative");
      } else {
        expect(narrative).toEqual([]);
        await expect(main.getByRole("heading", { name: "Full Story" })).toHaveCount(0);
      }
    });
  }
});

// ---------------------------------------------------------------------------
// Partners
// ---------------------------------------------------------------------------

test.describe("partners /partners/", () => {
  test("heading, subtitle, 60 background vectors, six program cards clamped to 3 lines, five benefits, Contact Partnership Team", async ({
    page,
  }) => {
    const main = await open(page, "/partners/");
    await expect(h1(page)).toHaveText(en["partners.title"]);
    await expect(main.getByText(en["partners.subtitle"], { exact: true })).toBeVisible();

    const programs = region(main, "Partner Programs");
    expect(partnersContent.programs.map((p) => p.id)).toEqual([
      "certification",
      "support",
      "service-delivery",
      "local-support",
      "training",
      "cloud-sla",
    ]);
    await expect(programs.getByRole("heading", { level: 3 })).toHaveText(partnersContent.programs.map((p) => p.title));
    for (const program of partnersContent.programs) {
      const description = programs.getByText(program.description, { exact: true });
      await expect(description).toBeVisible();
      await expect(description).toHaveCSS("-webkit-line-clamp", "3");
      await expect(description).toHaveCSS("overflow", "hidden");
      await expectLink(
        programs.getByRole("link", { name: new RegExp(`^Learn More\\b.*\\bthe ${escapeRe(program.title)}\\b.*\\bprogram$`) }),
        new RegExp(`^mailto:${escapeRe(company.partnershipsEmail)}`),
      );
    }

    const why = region(main, /^Why Partner/);
    expect(partnersContent.benefits).toHaveLength(5);
    await expect(why.getByRole("heading", { level: 3 })).toHaveText([
      /cutting-edge AI/i,
      /training.*certification.*support/i,
      /margins.*recurring revenue/i,
      /co-marketing.*lead generation/i,
      /collaborative environment/i,
    ]);
    await expectLink(main.getByRole("link", { name: "Contact Partnership Team" }), "/contact-us/");

    // The animated background draws 60 vectors.
    // The vector field is decorative (aria-hidden), so no role reaches it: it is the first SVG of the page header.
    const field = main.locator("svg").first();
    await expect(field).toHaveAttribute("aria-hidden", "true");
    await expect(field.locator(":scope > g")).toHaveCount(60);
    await expect(field.locator(":scope > g > *")).toHaveCount(60);
  });
});

// ---------------------------------------------------------------------------
// Not-found page
// ---------------------------------------------------------------------------

test.describe("not-found page", () => {
  test("an unmatched path shows 404, the title, the explanation and the way home", async ({ page }) => {
    const main = await open(page, "/this-page-does-not-exist/", 404);
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(h1(page)).toContainText("Oops! Page Not Found.");
    await expect(main.getByText(/may have moved/)).toBeVisible();
    await expect(main.getByText(/mistyped/)).toBeVisible();
    const homeLink = main.getByRole("link", { name: "Go Back to Homepage" });
    await expectLink(homeLink, "/");
    await homeLink.click();
    await expect(page).toHaveURL(/\/$/, NAV);
    await expect(h1(page)).toHaveText(/^Transform Your World with/);
  });
});
