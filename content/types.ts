/**
 * The content model. Every file under content/ is typed against these interfaces with `satisfies`, and pages read
 * content only through lib/content. scripts/content-check enforces the list sizes given below ("Exactly 8").
 * Translations (content/translations/<locale>/) carry the prose only: ids, icons, colours, paths, dates, product
 * references and the other facts in lib/content/translation.ts (FACT_KEYS) always come from the English.
 */
import type { icons } from "lucide-react";

import type { Locale } from "@/content/locales";

/** A lucide-react icon name in PascalCase, e.g. "Bot", "MessageSquare". */
export type IconName = keyof typeof icons;

/** A colour as a 6-digit hex string, e.g. "#2563eb". */
export type HexColor = `#${string}`;

/** A calendar date written YYYY-MM-DD. */
export type IsoDate = `${number}-${number}-${number}`;

export interface UseCase {
  title: string;
  description: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ProductPackage {
  name: string;
  /** Always 'Custom': prices are quoted per customer. */
  price: "Custom";
  features: string[];
  /** Exactly one package of a product is marked popular. */
  popular: boolean;
  idealFor: string;
}

export interface LinkButton {
  label: string;
  /** A site path ("/contact-us/") or an in-page anchor ("#features"). */
  href: string;
}

export const productGroupNames = [
  "Communication & Engagement AI",
  "Operational Excellence AI",
  "Business Growth Platforms",
  "Industry-Specific Solutions",
  "Development & Infrastructure",
  "Cloud & Network Infrastructure",
] as const;
export type ProductGroupName = (typeof productGroupNames)[number];

export interface Product {
  /** URL id: /product/{id}/. Lower-case words joined by hyphens; never change a published id. */
  id: string;
  name: string;
  icon: IconName;
  /** One sentence: under the name on product cards, the detail page's lead (unless heroSubtitle) and its meta description. */
  tagline: string;
  colorFrom: HexColor;
  colorTo: HexColor;
  /** Site path of the product art, e.g. "/images/products/voice-bot.svg" (file must exist under public/), or a full https URL. */
  imageUrl: string;
  /** The group it is listed under on /product/ and in the dashboard's product ecosystem; always the English name. */
  group: ProductGroupName;
  /** Exactly 10 items: the first 4 appear on the product card. */
  topFeatures: string[];
  /** Product Overview, one string per paragraph. Omit to use the default description. */
  detailedDescription?: string[];
  /** Detailed Use Cases & Applications. Omit to use the eight generic use cases. */
  useCases?: UseCase[];
  /** Optional hero block (video-bot, omni-channel-solutions): the eyebrow above the heading, else "Product". */
  category?: string;
  /** The page's heading, else the name; with it, the tagline is shown under the name in the hero. */
  heroTitle?: string;
  /** The hero's lead, else the tagline. */
  heroSubtitle?: string;
  /** Checked to exist like imageUrl, but no page shows it yet. */
  heroImage?: string;
  /** Shown in the overview as "Ideal for: …". */
  idealFor?: string;
  benefits?: string[];
  /** Exactly 4 when given. */
  faqs?: Faq[];
  /** Exactly 3 when given. */
  packages?: ProductPackage[];
  primaryButton?: LinkButton;
  secondaryButton?: LinkButton;
}

export const solutionColors = [
  "blue",
  "indigo",
  "purple",
  "green",
  "sky",
  "teal",
  "cyan",
  "lime",
  "pink",
  "rose",
  "amber",
  "orange",
  "violet",
  "fuchsia",
  "red",
  "gray",
  "emerald",
  "yellow",
  "stone",
  "slate",
] as const;
export type SolutionColor = (typeof solutionColors)[number];

export interface SolutionItem {
  /** URL id: /solutions/{categorySlug}/{id}/. */
  id: string;
  icon: IconName;
  title: string;
  /** Card text on /solutions/, one or two sentences. */
  description: string;
  /** The card's icon tint, a palette name (components/ui/palette.ts). */
  color: SolutionColor;
  /** Overview section of the detail page, one string per paragraph. */
  overview: string[];
  /** Exactly 8. */
  keyFeatures: string[];
  /** Exactly 6. */
  benefits: string[];
}

export interface SolutionCategory {
  /** The slug is derived: lower case, spaces turned into hyphens ("AI & Automation" -> "ai-&-automation"). */
  name: string;
  icon: IconName;
  /** Exactly 4. */
  items: SolutionItem[];
}

export interface IndustryUseCase {
  title: string;
  text: string;
  icon: IconName;
  /** Product ids (must exist in content/products). */
  products: string[];
}

export interface Industry {
  /** URL id: /industry/{id}/ (sme, large-enterprise, service-provider, government), shared with its landing. */
  id: string;
  name: string;
  icon: IconName;
  baseColor: HexColor;
  bgColorFrom: HexColor;
  bgColorTo: HexColor;
  title: string;
  description: string;
  /** Overview paragraphs, after the description. */
  detailedInfo: string[];
  /** Exactly 10. */
  useCases: IndustryUseCase[];
}

export type AiUseCaseProduct = "Chat Bot" | "Voice Bot" | "LLM";

export interface AiUseCase {
  product: AiUseCaseProduct;
  useCase: string;
  icon: IconName;
}

export interface Highlight {
  icon: IconName;
  title: string;
  text: string;
}

/** The industry-style landing layout shared by eight pages. */
export interface IndustryLanding {
  /** Route segment: healthcare, finance, retail, manufacturing (under /solutions/) or sme, large-enterprise, service-provider, government (under /industry/), as `section` says. */
  id: string;
  /** Display name; its lower case without spaces keys the AI use cases ("Large Enterprise" -> "largeenterprise"). */
  name: string;
  section: "solutions" | "industry";
  title: string;
  tagline: string;
  intro: string;
  /** Exactly 3. */
  highlights: Highlight[];
  /** Product ids in display order. */
  featuredProducts: string[];
  ctaLabel: string;
  heroImage?: { src: string; alt: string };
}

export type ServiceBenefitIcon = "Zap" | "Settings" | "Shield";

export interface ServiceOffering {
  icon: IconName;
  title: string;
  description: string;
}

export interface ServiceBenefit {
  icon: ServiceBenefitIcon;
  title: string;
  description: string;
}

export interface ManagedService {
  /** URL id: /services/{id}/. */
  id: string;
  name: string;
  icon: IconName;
  color: HexColor;
  tagline: string;
  description: string;
  /** Overview paragraphs, after the description. */
  detailedDescription: string[];
  keyFeatures: string[];
  targetAudience: string;
  outcomes: string[];
  imageUrl: string;
  /** Exactly 6. */
  offerings: ServiceOffering[];
  /** Exactly 6, shown as "Title: text" lines. */
  benefits: ServiceBenefit[];
  ctaLabel: string;
  /**
   * The hero's link to the contact page, naming the offer rather than the vendor ("Ask about our managed Genesys
   * service", not "Enquire about Genesys"). Written per service: no one template fits every name in every language.
   */
  enquiryLabel: string;
  /** The sentence under the call to action at the foot of the page: what we will look at and what we will propose. */
  enquiryText: string;
}

export interface BlogPost {
  /** URL id: /blog/{id}/. */
  id: string;
  title: string;
  category: string;
  icon: IconName;
  date: IsoDate;
  /** The writer's name. A member of the leadership (content/company.ts) is bylined with the role given there. */
  author: string;
  /** The writer's job title, for a writer who is not on the leadership; translated like any prose. */
  authorRole?: string;
  excerpt: string;
  imageUrl: string;
  tags: string[];
  /** Article body as trusted HTML (written by editors): <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote> only. */
  content: string;
}

export interface CaseStudy {
  /** URL id: /case-studies/{id}/. */
  id: string;
  title: string;
  client: string;
  /** The product, when it is in the catalogue: shown under its name in the reader's language, and linked. */
  productId?: string;
  /** The product's name when it is not in the catalogue (prose, translated). A study has this or `productId`. */
  productName?: string;
  icon: IconName;
  color: HexColor;
  /** Industry of the client, shown in the header beside the product. */
  industry: string;
  date: IsoDate;
  challenge: string;
  solution: string;
  /** Key results, at least 2: the first two appear on the card. */
  results: string[];
  imageUrl: string;
  /** Hand-written narrative paragraphs; omit to generate one from the fields above. */
  narrative?: string[];
}

export interface PartnerProgram {
  id: string;
  title: string;
  /** Card text, clamped at 3 lines. */
  description: string;
  /** Theme name from the solution palette. */
  color: SolutionColor;
  icon: IconName;
  details: string[];
}

export interface Leader {
  name: string;
  role: string;
  /** Site path of the portrait under public/, e.g. "/images/team/aisyah-rahman.svg". */
  avatar: string;
  description: string;
}

export interface JobOpening {
  id: string;
  title: string;
  department: string;
  location: string;
  icon: IconName;
  description: string;
  skills: string[];
  color: SolutionColor;
}

export interface ValueTile {
  icon: IconName;
  title: string;
  text: string;
}

export interface Stat {
  value: string;
  label: string;
}

export interface NavItem {
  name: string;
  path: string;
  /** Key of its label in content/i18n ("nav.product"); without one, an industry's or service's own name, else `name`. */
  translationKey: string;
  icon?: IconName;
  submenu?: NavItem[];
}

export interface Language {
  code: string;
  name: string;
}

/** The chat assistant speaks every language the site is published in (content/locales.ts), each from content/chat/<locale>.ts. */
export type ChatLanguage = Locale;

/** Canned answers and keyword sets of the rule-based chat assistant, one per language (content/chat/). */
export interface ChatDictionary {
  keywords: {
    greetings: string[];
    services: string[];
    products: string[];
    contact: string[];
    about: string[];
    pricing: string[];
    demo: string[];
    help: string[];
    gptKeywords: string[];
  };
  responses: {
    greeting: string;
    help: string;
    services: string;
    products: string;
    contact: string;
    about: string;
    pricing: string;
    demo: string;
    default: string;
    productInquiryFallback: string;
    gptMode: string;
  };
}

/**
 * What the chat assistant answers about one product, written for the chat in each language (content/chat/answers/):
 * shown whole, never cut. The limits are Latin scripts' (lib/chat/engine.ts `chatAnswerLimits`); Chinese, which says
 * as much in fewer characters, has half of each.
 */
export interface ChatProductAnswer {
  /** One or two whole sentences about the product: at most 150 characters (75 in Chinese). */
  summary: string;
  /**
   * The text of the product's first use cases, in their order: the chat shows each after that use case's title
   * ("• {title}: {text}"). A phrase of at most 50 characters (25 in Chinese), lower-case after the colon in Latin scripts.
   */
  useCases: [string] | [string, string];
}

/** Each product's chat answer in one language, by product id (content/products/). */
export type ChatProductAnswers = Record<string, ChatProductAnswer>;

/**
 * A translated answer (content/chat/answers/{es,fr,zh}.ts): its text and `source`, the hash of the English answer it
 * translates (scripts/translations/source-hash.ts, as the translations and content/seo/ carry it). When the English
 * answer changes, `npm run content:check` names the translation stale with the new hash (`--strict` fails on it).
 */
export interface ChatProductAnswerTranslation extends ChatProductAnswer {
  source: string;
}

/** Each product's translated chat answer, by product id. */
export type ChatProductAnswerTranslations = Record<string, ChatProductAnswerTranslation>;

export interface PostalAddress {
  street: string;
  locality: string;
  postalCode: string;
  region: string;
  country: string;
}

export interface Company {
  name: string;
  legalName: string;
  /** Footer blurb: what the company works on, in one or two sentences. */
  blurb: string;
  foundingYear: number;
  /** Date the site's evergreen pages were last revised (YYYY-MM-DD): the sitemap's lastModified for pages without a date of their own. Bump it when you edit copy. */
  pagesUpdated: IsoDate;
  /** General information mailbox (contact form target). */
  email: string;
  careersEmail: string;
  partnershipsEmail: string;
  /** Display form, e.g. "+60 3-2785 1200". */
  phone: string;
  /** E.164 form for tel: links, e.g. "+60327851200". */
  phoneE164: string;
  address: PostalAddress;
  officeHours: {
    weekdays: string;
    weekend: string;
    timeZone: "Asia/Kuala_Lumpur";
    opens: "09:00";
    closes: "18:00";
  };
}

/** One block of the home page below the hero. */
export interface HomeSection {
  id: string;
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  stats?: Stat[];
  points?: Highlight[];
  link?: LinkButton;
}

export interface HomeContent {
  hero: {
    /** The heading's plain part ("Transform Your World with"), followed by the highlighted one ("Intelligent AI"). */
    titlePrefix: string;
    titleHighlight: string;
    subtitle: string;
    primary: LinkButton;
    secondary: LinkButton;
  };
  /** In order, by id: why-choose-us, ai-transformation, sme-ai, global-vision, llm-startup, why-choose-us-again. */
  sections: HomeSection[];
}

export interface AboutContent {
  vision: string;
  mission: string;
  genesis: string[];
  aiProductStack: Highlight[];
  /** Exactly 4. */
  leadership: Leader[];
}

export interface CareersContent {
  intro: string;
  /** Exactly 3: Innovate, Collaborate, Grow. */
  values: ValueTile[];
  /** Exactly 4. */
  openings: JobOpening[];
}

export interface ChartPoint {
  label: string;
  value: number;
}

export interface DashboardContent {
  avgClientRoi: string;
  customerRetention: string;
  adoption: ChartPoint[];
  uptime: ChartPoint[];
  productGroups: { name: ProductGroupName; icon: IconName; description: string }[];
}

export interface PartnersContent {
  /** Exactly 5 'Why partner' benefits. */
  benefits: Highlight[];
  /** Exactly 6. */
  programs: PartnerProgram[];
}

/** Labels of site search (content/search.ts). */
export interface SearchLabels {
  open: string;
  title: string;
  field: string;
  placeholder: string;
  /** The field's submit button (Enter): the first result, or without scripts the site map. */
  submit: string;
  close: string;
  loading: string;
  failed: string;
  hint: string;
  /** Shown in place of the hint where the page's scripts do not run: Enter then opens the site map. */
  withoutScript: string;
  /** {count} and {query} are filled in. */
  results: string;
  /** {query} is filled in. */
  oneResult: string;
  /** {query} is filled in. */
  noResults: string;
  noResultsSuggestion: string;
  keys: string;
  /** Links offered when nothing matches. */
  suggestions: { name: string; path: string }[];
}
