/**
 * English: what the chat assistant says about each product, written for the chat. Per product id: a summary of one
 * or two whole sentences (at most 150 characters) and the text of its first one or two use cases (at most 50
 * characters each), shown after that use case's title from the product's own content:
 * "• Appointment scheduling: book, move or cancel a slot by phone".
 */
import type { ChatProductAnswers } from "@/content/types";

export const chatAnswersEn: ChatProductAnswers = {
  "voice-bot": {
    summary:
      "Our Voice Bot answers every call on the first ring in natural Malay, English or Chinese, and resolves routine requests without a queue.",
    useCases: ["verify callers, read balances and block lost cards", "callers book, move or cancel a slot by phone"],
  },
  "chat-bot": {
    summary:
      "Our Chat Bot answers customers on your website, WhatsApp and Messenger, in their own language, from your approved knowledge sources.",
    useCases: ["sizing, shipping and returns answered at any hour", "qualify buyers and book viewings or test drives"],
  },
  "video-bot": {
    summary:
      "Our Video Bot puts a lifelike face on digital service: it greets visitors, listens and answers with speech and on-screen visuals.",
    useCases: ["ID capture and selfie checks, guided step by step", "show how a product works while answering questions"],
  },
  "contact-center": {
    summary:
      "Our Contact Center brings calls, chats, emails, WhatsApp and social messages into one queue and one agent workspace, with AI help for every agent.",
    useCases: ["inbound service across voice and digital channels", "compliant outbound campaigns with guided scripts"],
  },
  "cloud-telephony": {
    summary:
      "Cloud Telephony replaces the old office PBX with a managed phone system in the cloud: staff keep their numbers and answer on any device.",
    useCases: ["professional numbers and an auto attendant, no PBX", "every outlet on one dial plan, with free calls"],
  },
  "omni-channel-solutions": {
    summary:
      "Omni-channel Solutions join social, WhatsApp, phone and web into one conversation, so every agent and bot sees the full story before replying.",
    useCases: ["consistent answers from social ad to store pickup", "start a dispute in the app, finish it by phone"],
  },
  "large-language-model": {
    summary:
      "Nusantara LLM is our own large language model, tuned for Malay, English and Chinese business text and deployable in our cloud or yours.",
    useCases: ["cited answers from your policies and manuals", "first drafts of letters, tenders and reports"],
  },
  "itsm-app": {
    summary:
      "Our ITSM app is an ITIL-aligned service desk: one place to log, track and resolve every incident, request and change, with AI triage.",
    useCases: ["one IT portal for every branch, with AI routing", "separate desks, SLAs and reports for each client"],
  },
  "hrms-app": {
    summary:
      "Our HRMS covers the whole employee lifecycle for Malaysian employers, from hiring and payroll to performance, with AI answering staff questions.",
    useCases: ["payroll per company, then Form EA for everyone", "AI shortlists applicants and books interviews"],
  },
  "fork-lift-app": {
    summary:
      "Fork-lift Fleet Management connects every truck to one dashboard for usage, safety and maintenance, and predicts breakdowns before they happen.",
    useCases: ["see free trucks and rebalance docks in real time", "alerts that prevent breakdowns during turnarounds"],
  },
  "supply-chain-management-app": {
    summary:
      "Supply Chain Management shows where stock is, where it is heading and when it will arrive, with AI demand forecasts and disruption alerts.",
    useCases: ["forecast thousands of SKUs ahead of festive peaks", "early warning when critical parts run late"],
  },
  "procurement-application": {
    summary:
      "Our Procurement Application runs the full source-to-pay cycle, with AI that finds savings, checks supplier risk and matches invoices.",
    useCases: ["approved catalogs and faster approvals", "sealed online bids and an audit trail"],
  },
  "attendance-management-application": {
    summary:
      "Attendance Management records when and where people work, from factory gates to field sites, with face recognition and AI that spots rostering gaps.",
    useCases: ["shifts, overtime and allowances worked out for you", "rosters matched to footfall across every outlet"],
  },
  "visitor-management-application": {
    summary:
      "Visitor Management checks guests in within seconds, with pre-registration, ID scanning, printed badges and AI watchlist screening.",
    useCases: ["pre-registration, kiosk check-in and lift access", "contractors screened and inducted before entry"],
  },
  "inventory-app": {
    summary:
      "Inventory Management keeps stock accurate in real time across stores, warehouses and vans, with AI reorder suggestions that prevent stock-outs.",
    useCases: ["automatic transfers when an outlet runs low", "find the right spare part by serial and bin"],
  },
  "csm-app": {
    summary:
      "Customer Service Management gives support teams one workspace for every case, with AI that summarizes cases and suggests replies.",
    useCases: ["SLAs by tier and early churn alerts", "complaints tracked from first call to resolution"],
  },
  "pos-application": {
    summary:
      "Our Point of Sale keeps every outlet in sync, accepts cards, DuitNow QR, e-wallets and cash, works offline and suggests upsells with AI.",
    useCases: ["counter and kiosk orders sent to kitchen screens", "sizes and colors, exchanges at any outlet"],
  },
  "e-commerce-application": {
    summary:
      "Our E-commerce Platform gives brands an online store of their own, with local payments, marketplace sync and AI product recommendations.",
    useCases: ["a branded store and customers you own", "buy online, pick up in store, stock by branch"],
  },
  "call-billing-application": {
    summary:
      "Call Billing & Accounting rates every call from your PBX, SIP trunks and Teams against carrier tariffs, with AI that detects toll fraud.",
    useCases: ["voice costs charged back by department each month", "room call charges posted to the guest folio"],
  },
  "order-management-application": {
    summary:
      "The Order Management System captures orders from every channel in one place, routes each to the best site and promises accurate delivery dates.",
    useCases: ["orders routed to the nearest store with stock", "credit checks and deliveries grouped by route"],
  },
  "super-app": {
    summary:
      "Our Super App platform brings payments, bookings, loyalty and partner services into one branded app, with AI personalization behind one login.",
    useCases: ["reloads, bills and rewards in one daily app", "visitor passes, bookings and repairs for residents"],
  },
  "mobile-applications": {
    summary:
      "Our team designs, builds and supports native and cross-platform iOS and Android apps, with AI features built in from day one.",
    useCases: ["ordering and rewards that bring customers back", "offline checklists, photos and signatures"],
  },
  "build-websites": {
    summary:
      "We build fast, professional and search-friendly websites, from corporate sites to landing pages, on a CMS your team can use with confidence.",
    useCases: ["a mobile-friendly site and a chat bot for leads", "years of content moved to a CMS with approvals"],
  },
  "hospital-management-application": {
    summary:
      "Our Hospital Management Application brings front desk, clinical teams, pharmacy and billing onto one platform, with one record for each patient.",
    useCases: ["clinics, wards, theaters and billing in one system", "shared records and stock across every branch"],
  },
  "hotel-management-application": {
    summary:
      "Our Hotel Management Application is a cloud PMS that runs reservations, front desk, housekeeping, billing and guest messaging in one place.",
    useCases: ["one affordable system that new staff learn quickly", "every charge on the folio and the revenue report"],
  },
  "travel-management-application": {
    summary:
      "Our Travel Management Application serves companies and travel agencies alike: booking, approvals, documents and costs in one system.",
    useCases: ["self-service booking within policy", "quotes, tickets and supplier payments in one place"],
  },
  sdk: {
    summary:
      "The AI SDK gives your developers the engines behind our voice bot, chat bot and LLM, through documented APIs and typed client libraries.",
    useCases: ["card status and disputes handled inside the app", "directions, top-ups and receipts by voice"],
  },
  software: {
    summary:
      "Enterprise Software packages our business applications and AI engine under one license, on-premises, in a private cloud or as SaaS.",
    useCases: ["citizen records kept in the ministry's data center", "HR, procurement and IT for every subsidiary"],
  },
  hardware: {
    summary:
      "We specify, supply and install GPU servers, edge AI appliances and communications endpoints sized for the AI workloads you actually run.",
    useCases: ["confidential documents never leave your premises", "defects spotted on the line, even offline"],
  },
  "iot-solutions": {
    summary:
      "Our IoT Solutions connect sensors, machines and vehicles to one AI platform that turns raw telemetry into timely alerts and decisions.",
    useCases: ["wear detected weeks before a breakdown", "cold rooms and trucks watched, with audit records"],
  },
  "custom-development": {
    summary:
      "Our Custom Development service builds the systems you cannot buy, shaped around how your teams work, with AI where it genuinely adds value.",
    useCases: ["replaced in phases without disrupting operations", "paper dispatch and billing in one digital flow"],
  },
  "custom-web-apps": {
    summary:
      "We design and build fast, secure and accessible web applications, from customer portals to internal dashboards, to your exact requirements.",
    useCases: ["bills, payments and fault reports online", "live availability and reminders that cut no-shows"],
  },
  "custom-mobile-apps": {
    summary:
      "Custom Mobile Apps is our end-to-end service for iOS and Android apps built around your customers and field teams, from strategy to store.",
    useCases: ["jobs, photos and checklists completed offline", "digital cards, vouchers and personalized offers"],
  },
  "network-switch": {
    summary:
      "We supply and configure managed access, distribution and core switches that carry voice, video and AI traffic without compromise.",
    useCases: ["switches and cabling ready on the first day", "PoE and voice VLANs for hundreds of phones"],
  },
  router: {
    summary:
      "We supply and manage business routers and SD-WAN edge devices that keep every branch connected, secure and prioritized for real-time traffic.",
    useCases: ["outlets on SD-WAN with automatic mobile failover", "voice prioritized at every site"],
  },
  "aws-cloud": {
    summary:
      "As an AWS partner, we resell, deploy and manage Amazon Web Services for you, with one invoice in ringgit and round-the-clock operations.",
    useCases: ["servers moved to AWS in planned waves", "auto-scaling through mega sales and festive peaks"],
  },
  "microsoft-services": {
    summary:
      "As a Microsoft partner, we license, deploy and manage Microsoft 365, Teams, Azure and Dynamics 365, and keep them secure.",
    useCases: ["mailboxes moved to Exchange Online in a weekend", "risky sign-ins blocked, lost laptops wiped"],
  },
  "google-services": {
    summary:
      "As a Google partner, we resell, migrate and manage Google Workspace and Google Cloud, with one local team for licensing and support.",
    useCases: ["mail and files moved into Workspace within weeks", "Classroom, Meet and Drive on managed accounts"],
  },
  "security-services": {
    summary:
      "Our Security Services monitor, test and respond around the clock, so you can stop modern attacks without building a full in-house team.",
    useCases: ["EDR, immutable backups and a tested response plan", "assessments and tests that support RMiT reviews"],
  },
  "network-services": {
    summary:
      "Network Services is our managed offering for LAN, WAN and Wi-Fi: design, deployment and daily operations, watched around the clock.",
    useCases: ["the whole WAN outsourced, with one dashboard", "dependable guest Wi-Fi, even at busy events"],
  },
  "cloud-services": {
    summary:
      "Our Cloud Services give each workload its right home (public cloud, private cloud or on-premises) and run the whole estate as a managed service.",
    useCases: ["sensitive records on private cloud in Malaysia", "containers on managed Kubernetes, step by step"],
  },
  "storage-services": {
    summary:
      "Our Storage Services give files, backups, archives and AI datasets the right capacity in the right place, with recovery you can test.",
    useCases: ["immutable backups for a clean, quick restore", "years of recordings kept, searchable and secure"],
  },
};
