/**
 * The eight industry-style landing pages and their Chat Bot / Voice
 * Bot / LLM use cases. Featured product ids and call-to-action labels are fixed
 * by the specification. The AI use cases are keyed by the landing name in lower
 * case without spaces ("Large Enterprise" -> "largeenterprise").
 */
import type { AiUseCase, IndustryLanding } from "@/content/types";

export const industryLandings = [
  {
    id: "healthcare",
    name: "Healthcare",
    section: "solutions",
    title: "AI Solutions for Healthcare",
    tagline: "Better patient experiences and lighter administrative loads for hospitals and clinics.",
    intro:
      "Healthcare providers in Malaysia face rising patient numbers, staff shortages and growing expectations for digital convenience. Nusantara AI helps hospitals, specialist clinics and medical groups automate appointment handling, patient communication and clinical documentation while keeping sensitive records secure. Our voice and chat bots manage bookings and reminders, our large language model supports clinicians with summaries and drafting, and our hospital management application ties registration, billing and records together, giving care teams more time for the work only they can do.",
    highlights: [
      {
        icon: "CalendarClock",
        title: "Smarter Scheduling",
        text: "Automated booking, rescheduling and reminders reduce no-shows and keep clinic sessions running on time.",
      },
      {
        icon: "FileText",
        title: "Less Paperwork",
        text: "AI-drafted notes, referral letters and discharge summaries cut documentation time for doctors and nurses.",
      },
      {
        icon: "ShieldCheck",
        title: "Protected Patient Data",
        text: "Encryption, access logging and local hosting support PDPA obligations and hospital accreditation audits.",
      },
    ],
    featuredProducts: ["voice-bot", "chat-bot", "large-language-model", "hospital-management-application", "csm-app"],
    ctaLabel: "Discuss Your Healthcare AI Needs",
    heroImage: {
      src: "/images/landings/healthcare.svg",
      alt: "Healthcare professionals supported by AI assistants and digital patient records",
    },
  },
  {
    id: "finance",
    name: "Finance",
    section: "solutions",
    title: "AI Solutions for Financial Services",
    tagline: "Secure, compliant automation for banks, insurers and other financial institutions.",
    intro:
      "Banks, insurers, takaful operators and lending institutions must deliver instant digital service while meeting strict regulatory and security standards. Nusantara AI provides conversational AI and a finance-aware large language model that authenticate customers, answer account and policy questions, and assist staff with document review and reporting. Our customer service and procurement applications add structured workflows, audit trails and spend controls, helping financial institutions reduce operating costs, respond faster to customers and demonstrate compliance with Bank Negara Malaysia guidelines.",
    highlights: [
      {
        icon: "Lock",
        title: "Bank-Grade Security",
        text: "Encryption, voice biometrics and role-based access protect every customer interaction and internal workflow.",
      },
      {
        icon: "Scale",
        title: "Compliance Built In",
        text: "Audit logs, consent capture and RMiT-aligned controls simplify regulatory reviews and internal audits.",
      },
      {
        icon: "TrendingUp",
        title: "Faster Turnaround",
        text: "Automated enquiries and AI document analysis shorten response times for claims, applications and disputes.",
      },
    ],
    featuredProducts: ["voice-bot", "chat-bot", "large-language-model", "csm-app", "procurement-application"],
    ctaLabel: "Discuss Your Finance AI Needs",
  },
  {
    id: "retail",
    name: "Retail",
    section: "solutions",
    title: "AI Solutions for Retail",
    tagline: "Connected, personal shopping experiences from the storefront to the doorstep.",
    intro:
      "Retailers today sell through physical outlets, websites, marketplaces and social commerce, and shoppers expect the same service everywhere. Nusantara AI gives retail brands chat and voice assistants that recommend products, track orders and handle returns, a large language model that writes product content and analyzes feedback, and integrated e-commerce, point-of-sale and customer service applications. Together they unify stock, customer profiles and promotions so every channel works from the same information, helping retailers lift conversion, basket size and loyalty.",
    highlights: [
      {
        icon: "ShoppingBag",
        title: "Unified Commerce",
        text: "Stock, pricing and promotions stay synchronized across outlets, web stores and marketplaces.",
      },
      {
        icon: "Sparkles",
        title: "Personalized Selling",
        text: "AI recommendations and tailored offers turn browsing shoppers into repeat customers.",
      },
      {
        icon: "Truck",
        title: "Effortless Fulfillment",
        text: "Order tracking, delivery updates and returns are handled automatically on each shopper's preferred channel.",
      },
    ],
    featuredProducts: ["voice-bot", "chat-bot", "large-language-model", "e-commerce-application", "pos-application", "csm-app"],
    ctaLabel: "Discuss Your Retail AI Needs",
  },
  {
    id: "manufacturing",
    name: "Manufacturing",
    section: "solutions",
    title: "AI Solutions for Manufacturing",
    tagline: "Smarter plants, leaner supply chains and safer warehouse operations.",
    intro:
      "Manufacturers across Malaysia's electronics, automotive, food and rubber sectors are under pressure to raise output, control costs and respond quickly to shifting demand. Nusantara AI connects the shop floor, warehouse and supply chain with AI-driven applications. Voice and chat bots give workers hands-free access to procedures and stock information, our large language model turns manuals and quality reports into instant answers, and our supply chain, fork-lift and inventory applications keep materials moving efficiently from supplier to customer.",
    highlights: [
      {
        icon: "Factory",
        title: "Connected Operations",
        text: "Production, warehouse and procurement data flow into one view for planners and plant managers.",
      },
      {
        icon: "Forklift",
        title: "Safer Material Handling",
        text: "Guided fork-lift tasks and movement tracking reduce accidents, misplaced pallets and idle time.",
      },
      {
        icon: "ChartLine",
        title: "Demand-Driven Planning",
        text: "AI forecasts align raw material orders and production schedules with real customer demand.",
      },
    ],
    featuredProducts: [
      "voice-bot",
      "chat-bot",
      "large-language-model",
      "supply-chain-management-app",
      "fork-lift-app",
      "inventory-app",
    ],
    ctaLabel: "Discuss Your Manufacturing AI Needs",
  },
  {
    id: "sme",
    name: "SME",
    section: "industry",
    title: "AI Made Simple for SMEs",
    tagline: "Enterprise-quality tools, sized and priced for growing businesses.",
    intro:
      "Running a small or medium business means wearing many hats, and time spent answering repetitive questions or updating spreadsheets is time away from customers. Nusantara AI bundles voice and chat bots, cloud telephony, customer service, e-commerce and point-of-sale applications into affordable subscriptions that can be live within days. There are no servers to buy and no specialist staff to hire: our local team sets everything up, trains your people and stays on call as your business expands into new outlets or markets.",
    highlights: [
      {
        icon: "Wallet",
        title: "Affordable Subscriptions",
        text: "Pay monthly for only what you use, with no upfront licenses or servers.",
      },
      {
        icon: "Timer",
        title: "Live in Days",
        text: "Ready-made templates and guided setup mean your first AI assistant can launch this week.",
      },
      {
        icon: "Handshake",
        title: "Local Support",
        text: "Our Kuala Lumpur team helps in English and Bahasa Malaysia whenever you need it.",
      },
    ],
    featuredProducts: ["voice-bot", "chat-bot", "csm-app", "cloud-telephony", "e-commerce-application", "pos-application"],
    ctaLabel: "Get AI Solutions for Your SME",
  },
  {
    id: "large-enterprise",
    name: "Large Enterprise",
    section: "industry",
    title: "AI for Large Enterprises",
    tagline: "Governed, integrated AI that delivers results across every business unit.",
    intro:
      "For large organizations, the challenge is rarely a lack of AI ideas but turning them into secure, integrated services that thousands of employees and customers rely on. Nusantara AI delivers production-grade voice and chat bots, a privately hosted large language model, a cloud contact center and enterprise applications for supply chain, HR and procurement. Our architects integrate them with existing ERP, CRM and identity platforms, applying the governance, monitoring and service levels expected by regulated, multi-country businesses.",
    highlights: [
      {
        icon: "Plug",
        title: "Deep Integration",
        text: "Connectors and APIs link AI services to the ERP, CRM, HR and identity systems already in place.",
      },
      {
        icon: "ShieldHalf",
        title: "Enterprise Governance",
        text: "Role-based access, audit trails and data residency options satisfy security and risk committees.",
      },
      {
        icon: "Layers",
        title: "Proven at Scale",
        text: "Multi-site, multi-language deployments run reliably for thousands of concurrent users.",
      },
    ],
    featuredProducts: [
      "voice-bot",
      "chat-bot",
      "large-language-model",
      "contact-center",
      "supply-chain-management-app",
      "hrms-app",
      "procurement-application",
    ],
    ctaLabel: "Scale Your Enterprise with AI",
  },
  {
    id: "service-provider",
    name: "Service Provider",
    section: "industry",
    title: "AI for Service Providers",
    tagline: "Automate customer care and launch new AI services under your own brand.",
    intro:
      "Telcos, internet providers, outsourcing firms and IT service companies handle huge volumes of customer interactions on thin margins. Nusantara AI helps them automate care with voice and chat bots, scale agent capacity with a cloud contact center and large language model assistance, and streamline internal IT with our service management application. Our cloud telephony and bot platforms are also available white-label, so providers can package AI voice, chat and contact center services for their own business customers and grow recurring revenue.",
    highlights: [
      {
        icon: "Activity",
        title: "Carrier-Grade Reliability",
        text: "Redundant, multi-region infrastructure keeps voice and messaging services available around the clock.",
      },
      {
        icon: "Tags",
        title: "White-Label Ready",
        text: "Rebrand our bots, telephony and contact center platforms and resell them at your own pricing.",
      },
      {
        icon: "PiggyBank",
        title: "Lower Cost to Serve",
        text: "Automated self-service resolves routine subscriber requests without tying up agents.",
      },
    ],
    featuredProducts: ["voice-bot", "chat-bot", "contact-center", "cloud-telephony", "large-language-model", "itsm-app"],
    ctaLabel: "Optimize Your Service Delivery with AI",
  },
  {
    id: "government",
    name: "Government",
    section: "industry",
    title: "AI for Government and the Public Sector",
    tagline: "Accessible, secure and accountable digital services for every citizen.",
    intro:
      "Government agencies must serve diverse communities through many channels while protecting public data and spending responsibly. Nusantara AI equips ministries, statutory bodies and local authorities with multilingual voice and chat assistants for public enquiries, a large language model that can run on sovereign infrastructure, and dedicated apps for tenders, building access and IT support. The result is shorter queues, quicker responses and transparent processes that strengthen public trust, delivered in line with public sector procurement and security requirements.",
    highlights: [
      {
        icon: "Languages",
        title: "Inclusive Access",
        text: "Citizens are served in Malay, English, Mandarin and Tamil on the channels they already use.",
      },
      {
        icon: "Server",
        title: "Data Sovereignty",
        text: "Hosting in Malaysian data centers keeps citizen information under national jurisdiction.",
      },
      {
        icon: "FileCheck",
        title: "Full Accountability",
        text: "Every decision, transaction and procurement step is logged for audit and public reporting.",
      },
    ],
    featuredProducts: [
      "voice-bot",
      "chat-bot",
      "large-language-model",
      "procurement-application",
      "visitor-management-application",
      "itsm-app",
    ],
    ctaLabel: "Modernize Public Services with AI",
  },
] satisfies IndustryLanding[];

export const aiUseCasesByIndustry: Record<string, AiUseCase[]> = {
  healthcare: [
    {
      product: "Chat Bot",
      useCase:
        "Patients book, reschedule or cancel appointments and receive pre-visit instructions through the hospital website or WhatsApp. The bot also answers questions about visiting hours, panel insurance and specialist availability at any time.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "An automated voice line confirms appointments, delivers medication refill reminders and triages routine calls before they reach the registration counter. Callers who need a nurse or doctor are transferred with their details already captured.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "Clinicians receive draft discharge summaries, referral letters and visit notes generated from structured records, ready for review and sign-off. The model can also condense long patient histories so doctors grasp the key points before a consultation.",
      icon: "Brain",
    },
  ],
  finance: [
    {
      product: "Chat Bot",
      useCase:
        "Customers check balances, review card transactions, request statements and start loan or claim applications securely through mobile banking and messaging channels. Verified sessions keep personal financial data protected throughout the conversation.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "Voice biometrics authenticate callers in seconds, after which the bot handles card blocking, payment reminders and account enquiries. Collections teams run outbound voice campaigns that remind borrowers of due dates politely and consistently.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "Analysts and underwriters get concise summaries of financial statements, policy wordings and regulatory circulars. The model also flags unusual clauses or inconsistencies, speeding up credit reviews and compliance checks.",
      icon: "Brain",
    },
  ],
  retail: [
    {
      product: "Chat Bot",
      useCase:
        "Shoppers ask about sizes, stock at nearby outlets and delivery times, and receive personalized product suggestions within the chat. The bot can complete the purchase, apply vouchers and process return requests without staff involvement.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "Customers call to track orders, check store opening hours or reserve items for pickup and are served instantly, even during festive sales peaks. Outbound calls confirm cash-on-delivery orders to reduce failed deliveries.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "Merchandising teams generate product descriptions, campaign copy and marketplace listings in several languages from a handful of attributes. The model also reads thousands of reviews to reveal what customers love and what drives returns.",
      icon: "Brain",
    },
  ],
  manufacturing: [
    {
      product: "Chat Bot",
      useCase:
        "Suppliers and distributors check purchase order status, delivery schedules and invoice payments through a self-service chat portal. Internal staff use the same bot to look up stock levels and raise material requests.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "Operators on the shop floor report machine issues, request materials or log production counts hands-free using voice commands. Maintenance teams are alerted immediately, with each spoken report converted into a work order.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "Engineers query equipment manuals, standard operating procedures and past quality incident reports in plain language. The model drafts root-cause summaries and corrective action reports to speed up quality investigations.",
      icon: "Brain",
    },
  ],
  sme: [
    {
      product: "Chat Bot",
      useCase:
        "A ready-made chat bot on WhatsApp and your website answers product, pricing and delivery questions and takes orders while you focus on running the business. The leads it collects flow straight into your customer list.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "A friendly voice assistant answers calls when everyone is busy, takes messages, books appointments and handles simple enquiries. Small teams present a professional front line without hiring a receptionist.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "Owners draft marketing posts, customer emails, quotations and job advertisements in seconds from simple prompts. The model also turns sales figures and customer feedback into plain-language insights for weekly planning.",
      icon: "Brain",
    },
  ],
  largeenterprise: [
    {
      product: "Chat Bot",
      useCase:
        "An enterprise-wide assistant serves customers on every digital channel and employees inside Microsoft Teams, answering policy, IT and HR questions. Integration with core systems lets it complete transactions rather than just provide information.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "Conversational IVR handles millions of calls across regions and languages, authenticating callers and resolving common requests end to end. Complex cases are routed to specialist agents with the full context attached.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "A privately hosted language model grounded in company knowledge helps staff search documents, draft reports and analyze contracts. Governance controls keep confidential data inside your environment and log every query.",
      icon: "Brain",
    },
  ],
  serviceprovider: [
    {
      product: "Chat Bot",
      useCase:
        "Subscribers troubleshoot connectivity, change plans, pay bills and report faults through in-app and messaging chat. The bot runs line diagnostics automatically and opens a ticket only when a technician is truly needed.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "During outages and peak billing periods, the voice bot absorbs call surges, announces service status and guides subscribers through device resets. Agents stay free for escalations and high-value sales conversations.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "Agents receive real-time response suggestions and automatic call summaries drawn from product catalogs and network knowledge bases. Product teams use the model to analyze complaint trends and plan service improvements.",
      icon: "Brain",
    },
  ],
  government: [
    {
      product: "Chat Bot",
      useCase:
        "Citizens ask about licenses, permits, fees and application status in their preferred language on agency portals and messaging apps. The bot guides them through online forms and document checklists step by step.",
      icon: "MessageCircle",
    },
    {
      product: "Voice Bot",
      useCase:
        "Public hotlines use a voice bot to answer frequent questions, give application updates and register complaints around the clock. Elderly and less digitally confident citizens get help without needing a smartphone.",
      icon: "Phone",
    },
    {
      product: "LLM",
      useCase:
        "Officers search acts, circulars and past decisions in plain language, receiving referenced answers and draft replies to public correspondence. Routine reports and meeting minutes are summarized in minutes instead of hours.",
      icon: "Brain",
    },
  ],
};
