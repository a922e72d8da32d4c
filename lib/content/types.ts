/** content/ is typed against it with `satisfies`; pages read it via lib/content; scripts/content-check enforces list sizes. */
import type { icons } from "lucide-react";

export type IconName = keyof typeof icons;

export type HexColor = `#${string}`;

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
  tagline: string;
  colorFrom: HexColor;
  colorTo: HexColor;
  /** Site path of the product art, e.g. "/images/products/voice-bot.svg" (file must exist under public/), or a full https URL. */
  imageUrl: string;
  group: ProductGroupName;
  /** Exactly 10 items: the first 4 appear on the product card. */
  topFeatures: string[];
  /** Product Overview, one string per paragraph. Omit to use the default description. */
  detailedDescription?: string[];
  /** Detailed Use Cases & Applications. Omit to use the eight generic use cases. */
  useCases?: UseCase[];
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
  id: string;
  icon: IconName;
  title: string;
  description: string;
  color: SolutionColor;
  overview: string[];
  keyFeatures: string[];
  benefits: string[];
}

export interface SolutionCategory {
  /** The slug is derived: lower case, spaces turned into hyphens ("AI & Automation" -> "ai-&-automation"). */
  name: string;
  icon: IconName;
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
  id: string;
  name: string;
  icon: IconName;
  baseColor: HexColor;
  bgColorFrom: HexColor;
  bgColorTo: HexColor;
  title: string;
  description: string;
  detailedInfo: string[];
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
  /** Route segment, under /solutions/ or /industry/ as `section` says. */
  id: string;
  /** Display name; its lower case without spaces keys the AI use cases ("Large Enterprise" -> "largeenterprise"). */
  name: string;
  section: "solutions" | "industry";
  title: string;
  tagline: string;
  intro: string;
  highlights: Highlight[];
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
  id: string;
  name: string;
  icon: IconName;
  color: HexColor;
  tagline: string;
  description: string;
  detailedDescription: string[];
  keyFeatures: string[];
  targetAudience: string;
  outcomes: string[];
  imageUrl: string;
  offerings: ServiceOffering[];
  /** Shown as "Title: text" lines. */
  benefits: ServiceBenefit[];
  ctaLabel: string;
}

export interface BlogPost {
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
  id: string;
  title: string;
  client: string;
  /** The product, when it is in the catalogue: shown under its name in the reader's language, and linked. */
  productId?: string;
  /** The product's name when it is not in the catalogue (prose, translated). A study has this or `productId`. */
  productName?: string;
  icon: IconName;
  color: HexColor;
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
  color: SolutionColor;
  icon: IconName;
  details: string[];
}

export interface Leader {
  name: string;
  role: string;
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
  blurb: string;
  foundingYear: number;
  /** The sitemap's lastModified for pages without a date of their own: bump it when you edit copy. */
  pagesUpdated: IsoDate;
  /** General information mailbox (contact form target). */
  email: string;
  careersEmail: string;
  partnershipsEmail: string;
  /** Display form, e.g. "+60 3-2785 1200". */
  phone: string;
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
  leadership: Leader[];
}

export interface CareersContent {
  intro: string;
  values: ValueTile[];
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
  /** {count} and {query} are filled in, here and (only {query}) in oneResult and noResults. */
  results: string;
  oneResult: string;
  noResults: string;
  noResultsSuggestion: string;
  keys: string;
  suggestions: { name: string; path: string }[];
}
