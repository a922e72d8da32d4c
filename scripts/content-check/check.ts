// Every problem reads "file: id: field: message", so an editor can go straight to the entry that broke.
import { isIsoDate } from "@/lib/dates";
import type {
  AboutContent,
  AiUseCase,
  BlogPost,
  CareersContent,
  CaseStudy,
  DashboardContent,
  Industry,
  IndustryLanding,
  ManagedService,
  PartnersContent,
  Product,
  SolutionCategory,
} from "@/content/types";

export interface ContentBundle {
  products: Product[];
  /** The file each product is written in, in the order of `products`. */
  productFiles: string[];
  solutionCategories: SolutionCategory[];
  industries: Industry[];
  industryLandings: IndustryLanding[];
  aiUseCasesByIndustry: Record<string, AiUseCase[]>;
  managedServices: ManagedService[];
  blogPosts: BlogPost[];
  caseStudies: CaseStudy[];
  partnersContent: PartnersContent;
  about: AboutContent;
  careers: CareersContent;
  dashboard: DashboardContent;
}

export interface CheckOptions {
  assetExists: (sitePath: string) => boolean;
}

// The pages link to these; inventory-app is featured on the manufacturing page.
export const REQUIRED_PRODUCT_IDS = [
  "voice-bot",
  "chat-bot",
  "video-bot",
  "contact-center",
  "cloud-telephony",
  "omni-channel-solutions",
  "itsm-app",
  "hrms-app",
  "fork-lift-app",
  "supply-chain-management-app",
  "procurement-application",
  "attendance-management-application",
  "visitor-management-application",
  "csm-app",
  "pos-application",
  "e-commerce-application",
  "call-billing-application",
  "order-management-application",
  "large-language-model",
  "hospital-management-application",
  "hotel-management-application",
  "travel-management-application",
  "mobile-applications",
  "build-websites",
  "super-app",
  "sdk",
  "software",
  "hardware",
  "network-switch",
  "router",
  "aws-cloud",
  "microsoft-services",
  "google-services",
  "security-services",
  "network-services",
  "cloud-services",
  "storage-services",
  "iot-solutions",
  "custom-development",
  "custom-web-apps",
  "custom-mobile-apps",
  "inventory-app",
] as const;

const REQUIRED_SERVICE_IDS = [
  "microsoft-teams",
  "cisco-webex",
  "genesys",
  "network",
  "voice",
  "ip-phones",
  "cloud",
  "storage",
  "security",
];
const REQUIRED_INDUSTRY_IDS = ["sme", "large-enterprise", "service-provider", "government"];
const REQUIRED_LANDING_IDS = [
  "healthcare",
  "finance",
  "retail",
  "manufacturing",
  "sme",
  "large-enterprise",
  "service-provider",
  "government",
];
const REQUIRED_POST_IDS = ["ai-chatbots-ux", "voice-bots-revolution", "llm-impact-on-ux", "crm-ux-ai", "video-contact-center-ux"];
const REQUIRED_STUDY_IDS = [
  "chatbot-retail-success",
  "voicebot-telecom-efficiency",
  "llm-financial-insights",
  "contact-center-airline-ux",
  "hrms-tech-growth",
  "lms-corporate-training",
  "csm-saas-retention",
  "pos-restaurant-efficiency",
  "erp-manufacturing-integration",
  "cloud-telephony-smb",
  "video-contact-center-support",
];
const REQUIRED_PARTNER_IDS = ["certification", "support", "service-delivery", "local-support", "training", "cloud-sla"];
const ALLOWED_ARTICLE_TAGS = new Set(["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "blockquote"]);
const REPEAT_MIN_LENGTH = 41;

export function checkContent(c: ContentBundle, { assetExists }: CheckOptions): string[] {
  const problems: string[] = [];
  const fail = (file: string, id: string, field: string, message: string) =>
    problems.push(`${file}: ${id}: ${field}: ${message}`);
  const count = (file: string, id: string, field: string, actual: number, expected: number) => {
    if (actual !== expected) fail(file, id, field, `has ${actual} item(s), expected ${expected}`);
  };
  /** A repeated id, named at each later use with the file of its first use. */
  const unique = (what: string, entries: { id: string; file: string }[]) => {
    const firstFile = new Map<string, string>();
    for (const { id, file } of entries) {
      const first = firstFile.get(id);
      if (first === undefined) firstFile.set(id, file);
      else fail(file, id, "id", `${what} id is already used${first === file ? " in this file" : ` in ${first}`}`);
    }
  };
  const inFile = (file: string, ids: string[]) => ids.map((id) => ({ id, file }));
  const required = (file: string, what: string, ids: string[], expected: readonly string[]) => {
    for (const id of expected) if (!ids.includes(id)) fail(file, id, "id", `required ${what} is missing`);
  };
  /** A collection's ids: none repeated, and every one the specification names present. */
  const idsOf = (file: string, what: string, ids: string[], expected: readonly string[]) => {
    unique(what, inFile(file, ids));
    required(file, what, ids, expected);
  };
  const asset = (file: string, id: string, field: string, path: string | undefined) => {
    if (!path) return;
    if (/^https:\/\//.test(path)) return;
    if (!path.startsWith("/")) fail(file, id, field, `"${path}" must be a site path starting with / or an https URL`);
    else if (!assetExists(path))
      fail(file, id, field, `"${path}" does not exist under public/: run \`npm run art\` to draw it, or add the picture`);
  };
  const productIds = new Set(c.products.map((p) => p.id));
  const productRef = (file: string, id: string, field: string, ref: string) => {
    if (!productIds.has(ref)) fail(file, id, field, `names product "${ref}", which is not in content/products`);
  };

  const productFileAt = (i: number) => c.productFiles[i] ?? "content/products/index.ts";
  unique(
    "product",
    c.products.map((p, i) => ({ id: p.id, file: productFileAt(i) })),
  );
  required(
    "content/products",
    "product",
    c.products.map((p) => p.id),
    REQUIRED_PRODUCT_IDS,
  );
  for (const [i, p] of c.products.entries()) {
    const file = productFileAt(i);
    count(file, p.id, "topFeatures", p.topFeatures.length, 10);
    asset(file, p.id, "imageUrl", p.imageUrl);
    asset(file, p.id, "heroImage", p.heroImage);
    if (p.faqs) count(file, p.id, "faqs", p.faqs.length, 4);
    if (p.packages) {
      count(file, p.id, "packages", p.packages.length, 3);
      count(file, p.id, "popular packages", p.packages.filter((k) => k.popular).length, 1);
    }
  }
  const omni = c.products.find((p) => p.id === "omni-channel-solutions");
  if (omni && (!omni.faqs || !omni.packages || !omni.heroTitle || !omni.primaryButton || !omni.secondaryButton)) {
    fail(
      productFileAt(c.products.indexOf(omni)),
      omni.id,
      "heroTitle, faqs, packages, primaryButton, secondaryButton",
      "are all needed",
    );
  }

  const solutionsFile = "content/solutions.ts";
  count(solutionsFile, "solutionCategories", "(list)", c.solutionCategories.length, 6);
  unique(
    "solution",
    inFile(
      solutionsFile,
      c.solutionCategories.flatMap((cat) => cat.items.map((i) => i.id)),
    ),
  );
  for (const cat of c.solutionCategories) {
    count(solutionsFile, cat.name, "items", cat.items.length, 4);
    for (const item of cat.items) {
      count(solutionsFile, item.id, "keyFeatures", item.keyFeatures.length, 8);
      count(solutionsFile, item.id, "benefits", item.benefits.length, 6);
    }
  }

  const industriesFile = "content/industries.ts";
  idsOf(
    industriesFile,
    "industry",
    c.industries.map((i) => i.id),
    REQUIRED_INDUSTRY_IDS,
  );
  for (const ind of c.industries) {
    count(industriesFile, ind.id, "useCases", ind.useCases.length, 10);
    for (const [i, u] of ind.useCases.entries())
      for (const ref of u.products) productRef(industriesFile, ind.id, `useCases[${i}].products ("${u.title}")`, ref);
  }
  const landingsFile = "content/industry-landings.ts";
  unique(
    "landing",
    inFile(
      landingsFile,
      c.industryLandings.map((l) => `${l.section}/${l.id}`),
    ),
  );
  required(
    landingsFile,
    "landing",
    c.industryLandings.map((l) => l.id),
    REQUIRED_LANDING_IDS,
  );
  for (const l of c.industryLandings) {
    count(landingsFile, l.id, "highlights", l.highlights.length, 3);
    for (const ref of l.featuredProducts) productRef(landingsFile, l.id, "featuredProducts", ref);
    asset(landingsFile, l.id, "heroImage.src", l.heroImage?.src);
    const key = l.name.toLowerCase().replace(/\s+/g, "");
    const ai = c.aiUseCasesByIndustry[key];
    if (!ai) fail(landingsFile, l.id, "name", `aiUseCasesByIndustry has no entry "${key}"`);
    else count(landingsFile, key, "aiUseCasesByIndustry", ai.length, 3);
    if (l.section === "industry" && !c.industries.some((i) => i.id === l.id)) {
      fail(landingsFile, l.id, "id", "an /industry/ landing needs a matching entry in content/industries.ts");
    }
  }

  const servicesFile = "content/services.ts";
  idsOf(
    servicesFile,
    "service",
    c.managedServices.map((s) => s.id),
    REQUIRED_SERVICE_IDS,
  );
  for (const s of c.managedServices) {
    count(servicesFile, s.id, "offerings", s.offerings.length, 6);
    count(servicesFile, s.id, "benefits", s.benefits.length, 6);
    asset(servicesFile, s.id, "imageUrl", s.imageUrl);
  }

  const blogFile = "content/blog.ts";
  idsOf(
    blogFile,
    "post",
    c.blogPosts.map((p) => p.id),
    REQUIRED_POST_IDS,
  );
  count(blogFile, "blogPosts", "(list)", c.blogPosts.length, 5);
  for (const post of c.blogPosts) {
    if (!isIsoDate(post.date)) fail(blogFile, post.id, "date", `"${post.date}" is not a valid YYYY-MM-DD date`);
    // A leader's byline takes the role the About page gives: one source for it.
    const leader = c.about.leadership.some((l) => l.name === post.author);
    if (leader && post.authorRole !== undefined)
      fail(
        blogFile,
        post.id,
        "authorRole",
        `${post.author} is on the leadership: the byline takes the role from content/company.ts`,
      );
    if (!leader && !post.authorRole?.trim())
      fail(blogFile, post.id, "authorRole", `${post.author} is not on the leadership: give a role`);
    asset(blogFile, post.id, "imageUrl", post.imageUrl);
    for (const [, tag] of post.content.matchAll(/<\/?([a-zA-Z0-9]+)[^>]*>/g)) {
      if (!ALLOWED_ARTICLE_TAGS.has(tag!.toLowerCase()))
        fail(blogFile, post.id, "content", `uses <${tag}>, which articles may not contain`);
    }
    if (/\son\w+\s*=|javascript:/i.test(post.content)) fail(blogFile, post.id, "content", "contains a script attribute or URL");
  }

  const studiesFile = "content/case-studies.ts";
  idsOf(
    studiesFile,
    "case study",
    c.caseStudies.map((s) => s.id),
    REQUIRED_STUDY_IDS,
  );
  count(studiesFile, "caseStudies", "(list)", c.caseStudies.length, 12);
  for (const s of c.caseStudies) {
    if (!isIsoDate(s.date)) fail(studiesFile, s.id, "date", `"${s.date}" is not a valid YYYY-MM-DD date`);
    if (s.productId) productRef(studiesFile, s.id, "productId", s.productId);
    if (Boolean(s.productId) === Boolean(s.productName))
      fail(studiesFile, s.id, "productId", "needs a productId (a catalogue product) or a productName (one outside it), not both");
    if (s.results.length < 2) fail(studiesFile, s.id, "results", "needs at least 2 items (the card shows two)");
    asset(studiesFile, s.id, "imageUrl", s.imageUrl);
  }

  const partnersFile = "content/partners.ts";
  idsOf(
    partnersFile,
    "partner program",
    c.partnersContent.programs.map((p) => p.id),
    REQUIRED_PARTNER_IDS,
  );
  count(partnersFile, "partnersContent", "programs", c.partnersContent.programs.length, 6);
  count(partnersFile, "partnersContent", "benefits", c.partnersContent.benefits.length, 5);

  const companyFile = "content/company.ts";
  count(companyFile, "about", "leadership", c.about.leadership.length, 4);
  for (const l of c.about.leadership) asset(companyFile, l.name, "avatar", l.avatar);
  count(companyFile, "careers", "values", c.careers.values.length, 3);
  count(companyFile, "careers", "openings", c.careers.openings.length, 4);
  unique(
    "job opening",
    inFile(
      companyFile,
      c.careers.openings.map((j) => j.id),
    ),
  );
  count(companyFile, "dashboard", "adoption", c.dashboard.adoption.length, 5);
  count(companyFile, "dashboard", "uptime", c.dashboard.uptime.length, 5);
  count(companyFile, "dashboard", "productGroups", c.dashboard.productGroups.length, 6);

  problems.push(...findRepeatedText(c));
  return problems;
}

const BUNDLE_FILES: Record<Exclude<keyof ContentBundle, "products" | "productFiles">, string> = {
  solutionCategories: "content/solutions.ts",
  industries: "content/industries.ts",
  industryLandings: "content/industry-landings.ts",
  aiUseCasesByIndustry: "content/industry-landings.ts",
  managedServices: "content/services.ts",
  blogPosts: "content/blog.ts",
  caseStudies: "content/case-studies.ts",
  partnersContent: "content/partners.ts",
  about: "content/company.ts",
  careers: "content/company.ts",
  dashboard: "content/company.ts",
};

// A long string written twice means copy was pasted between items.
export function findRepeatedText(bundle: ContentBundle): string[] {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  /** `where` is "file: id" of the nearest entry with an id; `field` the path below it. */
  const visit = (value: unknown, where: string, field: string) => {
    if (typeof value === "string") {
      const text = value.replace(/\s+/g, " ").trim();
      if (text.length < REPEAT_MIN_LENGTH) return;
      const here = `${where}: ${field}`;
      const first = seen.get(text);
      if (first && first !== here) problems.push(`${here}: repeats text already used at ${first}: "${text.slice(0, 60)}…"`);
      else seen.set(text, here);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, where, `${field}[${i}]`));
    } else if (value && typeof value === "object") {
      const id = (value as { id?: unknown }).id;
      const [at, below] = typeof id === "string" ? [`${where.split(": ")[0]}: ${id}`, ""] : [where, field];
      for (const [k, v] of Object.entries(value)) visit(v, at, below ? `${below}.${k}` : k);
    }
  };
  bundle.products.forEach((p, i) => visit(p, bundle.productFiles[i] ?? "content/products/index.ts", ""));
  for (const [key, file] of Object.entries(BUNDLE_FILES)) visit(bundle[key as keyof typeof BUNDLE_FILES], `${file}: ${key}`, "");
  return problems;
}
