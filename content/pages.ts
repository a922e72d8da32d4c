import { about, careers, company, home } from "./company";
import { en } from "./i18n/en";
import { products } from "./products";

export interface StaticPageText {
  /** The document title; the layout adds " | company name" when it fits. */
  title: string;
  heading: string;
  /** The meta description (search results, link previews); also the hero's lead unless `lead` is given. */
  description: string;
  lead?: string;
  /** Second line of the share image and of the page's search result. */
  summary: string;
  /** Headline of the share image and of the search result, when it is not `title`. */
  cardTitle?: string;
  crumb: string;
}

const pages = {
  home: {
    title: `${company.name}: AI Bots, Business Apps & Managed Communications in Kuala Lumpur`,
    heading: `${home.hero.titlePrefix} ${home.hero.titleHighlight}`,
    description: home.hero.subtitle,
    summary: "AI bots, business apps and managed communications from Kuala Lumpur",
    cardTitle: `${home.hero.titlePrefix} ${home.hero.titleHighlight}`,
    crumb: "Home",
  },
  products: {
    title: "AI Products",
    heading: "Our AI-Powered Product Suite",
    description:
      "Voice, chat and video bots, contact center and cloud telephony, our own large language model and a full suite of AI business applications, built and supported in Kuala Lumpur.",
    summary: `${products.length} products for voice, chat, video and business operations`,
    cardTitle: "Our AI-Powered Product Suite",
    crumb: "Product",
  },
  solutions: {
    title: "Solutions",
    heading: "Solutions for Every Stage of Your AI Journey",
    description:
      "Six solution families, from CRM and contact centers to machine learning, cloud migration and fintech, each delivered with our own AI products and managed services.",
    summary: "Six solution families for every stage of your AI journey",
    crumb: "Solutions",
  },
  industries: {
    title: "Industries We Serve",
    heading: "AI Solutions by Industry",
    description:
      "SMEs, large enterprises, service providers and government agencies each buy AI differently. See the use cases and products we have shaped for each.",
    summary: "SMEs, large enterprises, service providers and government",
    cardTitle: "AI Solutions by Industry",
    crumb: "Industry",
  },
  services: {
    title: "Managed Services Dashboard",
    heading: "Services Dashboard",
    description:
      "Managed collaboration, contact center, network, voice, cloud, storage and security services, run by our Kuala Lumpur operations team around the clock.",
    summary: "Collaboration, contact center, network, voice, cloud, storage and security",
    cardTitle: "Managed Services",
    crumb: "Services",
  },
  contact: {
    title: "Contact Us",
    heading: en["contact.title"],
    description: `${en["contact.subtitle"]} Office hours: Monday to Friday, 9 AM to 6 PM.`,
    lead: en["contact.subtitle"],
    summary: "Send a message or book an appointment with our Kuala Lumpur team",
    crumb: "Contact",
  },
  about: {
    title: "About Us",
    heading: `About ${company.name}`,
    description: about.mission,
    // Not the footer's blurb, which the page shows too: the hero says what the page holds.
    lead: "Since 2019 we have built AI for the languages, accents and industries of South-East Asia: meet the people, the story and the products behind the company.",
    summary: company.blurb,
    cardTitle: `About ${company.name}`,
    crumb: "About Us",
  },
  careers: {
    title: "Careers",
    heading: "Build the Future of AI With Us",
    description: careers.intro,
    summary: "Build the future of AI with us",
    crumb: "Careers",
  },
  blog: {
    title: "Blog",
    heading: "Insights on AI and Customer Experience",
    description:
      "Practical writing from our engineers and consultants on chatbots, voice bots, large language models, CRM and video contact centers.",
    summary: "Insights on AI and customer experience",
    crumb: "Blog",
  },
  caseStudies: {
    title: "Case Studies",
    heading: "Customer Success Stories",
    description:
      "How retailers, telcos, banks, airlines, manufacturers and public agencies across South-East Asia put our AI to work, and what it changed.",
    summary: "Customer success stories from across South-East Asia",
    crumb: "Case Studies",
  },
  partners: {
    title: "Partner Programs",
    heading: en["partners.title"],
    description: en["partners.subtitle"],
    summary: "Grow with our partner ecosystem",
    crumb: "Partners",
  },
  siteMap: {
    title: "Site Map",
    heading: "Site Map",
    description: "Every page of the site, listed by kind: products, solutions, industries, services, case studies and articles.",
    summary: "Every page of the site, listed by kind",
    crumb: "Site Map",
  },
} satisfies Record<string, StaticPageText>;

export type StaticPageKey = keyof typeof pages;
export const staticPages: Record<StaticPageKey, StaticPageText> = pages;

/**
 * The pages a contact form posted without JavaScript lands on (the receiver answers 303 to them). Not in
 * the sitemap and not indexed; exported only when NEXT_PUBLIC_FORMS_ENDPOINT is set.
 */
export const formOutcomePages = {
  sent: {
    title: "Message Received",
    heading: "Thank you: we received it",
    description:
      "Your message or appointment request has reached our Kuala Lumpur team. We reply to messages and confirm appointments by email.",
    back: "Back to the contact page",
  },
  "not-sent": {
    title: "Message Not Sent",
    heading: "Your message was not sent",
    description:
      "Our message service could not accept what the form sent, or could not be reached. Nothing was stored. Please go back, check the form against the rules below and send it again, or write to us by email.",
    rulesTitle: "What the forms accept",
    rules: [
      "Every field is required: your name, your email address, and a subject and message, or a date and time slot.",
      "An email address has the shape name@example.com.",
      "A name has at most 100 characters, a subject at most 150, a message at most 10,000.",
      "Appointments are on weekdays (Monday to Friday), today or later, in one of the offered time slots.",
      "Too many messages from one connection in ten minutes are refused for a while.",
    ],
    mailTitle: "Or send it by email",
    messageLink: "Write a message in your email app",
    appointmentLink: "Request an appointment in your email app",
    back: "Back to the form",
  },
} as const;
