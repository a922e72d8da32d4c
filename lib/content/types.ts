/** The content model: every file under content/ is typed against it with `satisfies`; pages read content through lib/content. */
import type { icons } from "lucide-react";

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
  /** One sentence shown under the name on cards and the detail header. */
  tagline: string;
  colorFrom: HexColor;
  colorTo: HexColor;
  /** Site path of the product art, e.g. "/images/products/voice-bot.svg" (file must exist under public/), or a full https URL. */
  imageUrl: string;
  /** The dashboard's "Product ecosystem by group" bucket. */
  group: ProductGroupName;
  /** Exactly 10 items: the first 4 appear on the product card. */
  topFeatures: string[];
  /** Product Overview, one string per paragraph. Omit to use the default description. */
  detailedDescription?: string[];
  /** Detailed Use Cases & Applications. Omit to use the eight generic use cases. */
  useCases?: UseCase[];
  /** Optional hero block (omni-channel-solutions, video-bot). */
  category?: string;
  heroTitle?: string;
  heroSubtitle?: string;
  heroImage?: string;
  idealFor?: string;
  benefits?: string[];
  faqs?: Faq[];
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
  /** Card text, one or two sentences. */
  description: string;
  /** Palette name; "slate" is the default. */
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
  /** sme, large-enterprise, service-provider, government. */
  id: string;
  name: string;
  icon: IconName;
  baseColor: HexColor;
  bgColorFrom: HexColor;
  bgColorTo: HexColor;
  title: string;
  description: string;
  /** Overview paragraphs. */
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

export interface IndustryLanding {
  /** Route segment: healthcare, finance, retail, manufacturing (under /solutions/) or sme, large-enterprise, service-provider, government (under /industry/). */
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
  /** Overview paragraphs. */
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
}

export interface BlogPost {
  /** URL id: /blog/{id}/. */
  id: string;
  title: string;
  category: string;
  icon: IconName;
  date: IsoDate;
  author: string;
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
  /** Product display name. */
  product: string;
  /** Product id when the product is in the catalogue (linked from the page). */
  productId?: string;
  icon: IconName;
  color: HexColor;
  /** Industry of the client, shown in the header. */
  industry: string;
  date: IsoDate;
  challenge: string;
  solution: string;
  /** Key results; the first two appear on the card. */
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
  /** Site path of the avatar image under public/. */
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
  /** Key in content/i18n. */
  translationKey: string;
  icon?: IconName;
  submenu?: NavItem[];
}

export interface Language {
  code: string;
  name: string;
}

export const chatLanguageCodes = ["en", "es", "fr", "zh"] as const;
export type ChatLanguage = (typeof chatLanguageCodes)[number];

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
  /** Footer blurb: the company works on intelligent automation and AI solutions. */
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
    /** Always "Transform Your World with". */
    titlePrefix: string;
    titleHighlight: string;
    subtitle: string;
    primary: LinkButton;
    secondary: LinkButton;
  };
  /** In order: whyChooseUs, aiTransformation, smeAi, globalVision, llmStartup, whyChooseUsAgain. */
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
  /** Innovate, Collaborate, Grow. */
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
  programs: PartnerProgram[];
}

export interface SearchLabels {
  open: string;
  title: string;
  field: string;
  placeholder: string;
  close: string;
  loading: string;
  failed: string;
  hint: string;
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
