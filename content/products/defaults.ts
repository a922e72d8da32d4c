/**
 * Fallback product copy: used for any product that has no
 * detailedDescription or useCases of its own.
 */
import type { UseCase } from "@/content/types";

/** Product Overview paragraphs for products without their own description. */
export const defaultProductDescription: string[] = [
  "This Nusantara AI product is part of an integrated portfolio of AI and communications solutions built for organizations in Malaysia and South-East Asia. It is designed to remove manual work from everyday processes, give teams accurate information when they need it and create a more responsive experience for customers, employees and partners.",
  "Every solution is delivered as a secure, cloud-ready platform that connects with the systems you already use, from CRM and ERP to messaging channels and telephony. Configuration rather than custom code drives most changes, so business teams can adapt workflows as requirements evolve, while built-in analytics show how the product is performing against your goals.",
  "Our consultants work with you from discovery through deployment and beyond, agreeing success measures at the start and reviewing them after go-live. Local support in Kuala Lumpur, data hosting in Malaysia and pricing tailored to your scale make it practical for SMEs and large enterprises alike to adopt AI with confidence, with many customers seeing a return within 3 to 6 months.",
];

/** The eight generic use cases shown when a product has none of its own. */
export const genericUseCases: UseCase[] = [
  {
    title: "Customer service automation",
    description:
      "Resolve routine customer requests instantly across digital and voice channels, freeing staff to focus on complex cases.",
  },
  {
    title: "Process digitization",
    description:
      "Replace paper forms, spreadsheets and email approvals with structured digital workflows that are faster and easier to audit.",
  },
  {
    title: "Data-driven decision making",
    description: "Turn operational data into live dashboards and reports so managers act on facts rather than assumptions.",
  },
  {
    title: "Employee productivity",
    description:
      "Give teams self-service tools and AI assistance that cut the time spent searching for information and repeating manual tasks.",
  },
  {
    title: "Multi-branch coordination",
    description:
      "Standardize processes and share information across branches, regions and subsidiaries from one central platform.",
  },
  {
    title: "Compliance and security",
    description:
      "Apply role-based access, audit trails and data protection controls that support PDPA and sector-specific regulations.",
  },
  {
    title: "Systems integration",
    description:
      "Connect with existing CRM, ERP, finance and communication systems through APIs to eliminate duplicate data entry.",
  },
  {
    title: "Scalable growth",
    description:
      "Start with a focused deployment, then add users, locations and features as the business grows, without changing platforms.",
  },
];
