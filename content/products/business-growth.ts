import type { Product } from "@/content/types";

/**
 * Products of the "Business Growth Platforms" group: customer-facing
 * applications that win, serve and bill customers, plus the app and web
 * building services.
 */
export const businessGrowthProducts = [
  {
    id: "csm-app",
    name: "Customer Service Management (CSM)",
    icon: "HeartHandshake",
    tagline:
      "A unified customer service workspace where AI summarizes cases, suggests replies and predicts which customers need attention.",
    colorFrom: "#be123c",
    colorTo: "#831843",
    imageUrl: "/images/products/csm-app.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Unified case management across email, web forms, chat, WhatsApp and phone",
      "360-degree customer view with orders, contracts and past interactions",
      "AI case summaries and suggested replies for agents",
      "Sentiment detection that escalates frustrated customers",
      "Skills-based routing and workload balancing",
      "SLA policies by customer tier with escalation rules",
      "Customer self-service portal with AI-powered knowledge search",
      "Field service dispatch for on-site visits",
      "CSAT and NPS surveys with AI analysis of comments",
      "Churn risk scoring for account and customer success teams",
    ],
    detailedDescription: [
      "Customer Service Management gives support teams one workspace for every customer issue, whichever channel it arrives on. Emails, web forms, chat, WhatsApp messages and calls become cases linked to the customer's profile, orders, contracts and earlier conversations, so agents never have to ask customers to repeat themselves. Workflows route cases to the right team, track service levels by customer tier and coordinate field engineers when an issue needs an on-site visit.",
      "AI works alongside each agent. When a case opens, the assistant summarizes long email threads, identifies the product and intent, and suggests a reply grounded in the knowledge base and the customer's history. Sentiment analysis watches for frustration and moves at-risk cases up the queue. On the self-service portal, customers search in natural language and often solve the issue themselves, while our chat bot handles common requests before they ever become cases.",
      "Service leaders see beyond ticket counts. Dashboards combine resolution time, backlog, satisfaction and first-contact resolution by team and channel, and AI analysis of survey comments reveals the recurring causes of complaints. A churn risk score blends case volume, sentiment and product usage to alert account managers early. CSM integrates with our Contact Center, Chat Bot and Omni-channel Solutions, as well as popular CRM and ERP platforms.",
    ],
    useCases: [
      {
        title: "B2B SaaS customer support",
        description:
          "Manage support by subscription tier with separate SLAs, and alert customer success managers when churn signals appear on key accounts.",
      },
      {
        title: "Telecommunications complaints handling",
        description:
          "Track service complaints from first contact to resolution, including linked network fault tickets and cases that must be reported to the regulator.",
      },
      {
        title: "Consumer electronics after-sales",
        description:
          "Register warranties, manage repair cases and dispatch technicians, keeping customers updated at every step by SMS or WhatsApp.",
      },
      {
        title: "Banking and insurance service",
        description:
          "Handle card disputes, claims inquiries and policy changes with audit-ready case histories and strict turnaround targets.",
      },
      {
        title: "Utilities and property management",
        description: "Log faults reported by tenants or residents, assign contractors and measure resolution times site by site.",
      },
    ],
  },
  {
    id: "pos-application",
    name: "Point of Sale (POS)",
    icon: "CreditCard",
    tagline:
      "A fast, cloud-connected point of sale for retail and F&B that accepts every popular Malaysian payment method and uses AI to suggest upsells.",
    colorFrom: "#c2410c",
    colorTo: "#991b1b",
    imageUrl: "/images/products/pos-application.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Runs on iPads, Android terminals and Windows counters",
      "Card, DuitNow QR, e-wallet and cash payments in one checkout",
      "Offline mode that keeps selling when the internet drops",
      "Table management, kitchen display and split bills for F&B",
      "Real-time sales and stock sync across outlets",
      "AI upsell prompts based on basket contents and time of day",
      "Loyalty points, vouchers and member pricing",
      "SST-ready receipts and e-invoice issuance on request",
      "Staff roles, shift open and close, and cash drawer reconciliation",
      "Sales forecasting and menu or product performance analysis",
    ],
    detailedDescription: [
      "The Point of Sale application helps retailers, restaurants, cafes and service businesses check out customers quickly and keep every outlet in sync. It runs on iPads, Android terminals and Windows counters, accepts cards, DuitNow QR, popular e-wallets and cash in a single flow, and keeps working offline when connectivity drops, syncing automatically once it returns. Owners add products, change prices and launch promotions across all outlets from a web back office.",
      "AI turns every transaction into useful guidance. At the counter, the upsell engine suggests add-ons and bundles based on what is already in the basket, the time of day and what similar customers bought, giving cashiers a relevant prompt rather than a script. Behind the scenes, forecasting predicts sales by outlet and hour so managers can plan staffing and food preparation, and menu engineering highlights items that sell well but earn thin margins.",
      "For F&B operators, table layouts, kitchen display screens, modifiers and split bills keep service flowing through the lunch rush. Retailers benefit from barcode scanning, variants, serial numbers and smooth returns. Loyalty programs, vouchers and member pricing are built in, receipts show SST correctly, and e-invoices can be issued when customers ask for them. The POS shares stock with our Inventory Management and E-commerce applications, so online and in-store sales draw on one inventory.",
    ],
    useCases: [
      {
        title: "Quick-service restaurants",
        description:
          "Take orders at the counter or self-order kiosks, send them straight to kitchen screens and serve customers faster during peak hours.",
      },
      {
        title: "Fashion and lifestyle retail",
        description:
          "Sell products with size and color variants across several malls, accept exchanges at any outlet and sync stock to the online store.",
      },
      {
        title: "Cafes and full-service dining",
        description:
          "Manage floor plans, table transfers and split bills, with AI suggestions that lift the average check through relevant add-ons.",
      },
      {
        title: "Minimarts and convenience stores",
        description:
          "Scan thousands of SKUs quickly, accept DuitNow QR and e-wallets, and reorder fast-moving lines based on daily sales.",
      },
      {
        title: "Salons and service counters",
        description:
          "Combine appointments, service packages and retail product sales in one checkout, with commission tracking for each stylist or therapist.",
      },
    ],
  },
  {
    id: "e-commerce-application",
    name: "E-commerce Platform",
    icon: "ShoppingBag",
    tagline:
      "Launch and grow an online store with AI product recommendations, smart search and marketplace integration built for South-East Asian shoppers.",
    colorFrom: "#a21caf",
    colorTo: "#581c87",
    imageUrl: "/images/products/e-commerce-application.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Mobile-first storefront themes with a drag-and-drop page editor",
      "AI product recommendations on home, product and cart pages",
      "Smart search that handles typos, synonyms and mixed Malay-English queries",
      "FPX, card, DuitNow and e-wallet checkout with buy now, pay later options",
      "Marketplace sync with Shopee, Lazada and TikTok Shop",
      "Courier integration with live shipping rates and tracking",
      "AI-generated product descriptions and SEO metadata",
      "Abandoned cart recovery by email and WhatsApp",
      "Promotions, vouchers, flash sales and bundle pricing",
      "Customer segments and lifetime value analytics",
    ],
    detailedDescription: [
      "The E-commerce Platform gives brands, retailers and distributors everything they need to sell online under their own name. Merchants design a fast, mobile-first storefront with ready-made themes, manage catalogs with variants and bundles, and accept local payment methods including FPX online banking, cards, DuitNow and e-wallets. Orders from the website and from marketplaces such as Shopee, Lazada and TikTok Shop arrive in one dashboard, sharing a single stock pool to prevent overselling.",
      "AI helps shoppers find what they want and helps merchants sell more. Recommendation models personalize product suggestions based on browsing and purchase behavior, and smart search understands misspellings, synonyms and the blend of Bahasa Malaysia and English that local customers often type. For merchandising teams, the content assistant drafts product descriptions, titles and SEO metadata from a handful of attributes, turning a day of catalog work into an hour of review.",
      "Growth tools are built in. Abandoned cart reminders go out by email or WhatsApp at the moment they are most likely to convert, flash sales and vouchers can be scheduled around campaigns such as 11.11, and customer segments show who buys often, who is drifting away and who responds to discounts. The platform supports B2B price lists and wholesale ordering, and connects with our Order Management, Inventory and Point of Sale applications for true omni-channel retail.",
    ],
    useCases: [
      {
        title: "Direct-to-consumer brand launch",
        description:
          "Beauty, fashion and food brands open a branded store quickly and build customer relationships they own instead of relying only on marketplaces.",
      },
      {
        title: "Omni-channel retail",
        description:
          "Retailers with physical outlets offer buy online, pick up in store, and let shoppers check which branch has the item in stock.",
      },
      {
        title: "B2B wholesale ordering",
        description:
          "Distributors give trade customers a portal with account-specific prices, credit terms and one-click reordering from past invoices.",
      },
      {
        title: "Campaign and festive sales",
        description:
          "Prepare for 11.11, Hari Raya and year-end promotions with scheduled flash sales, voucher rules and hosting that scales with traffic spikes.",
      },
      {
        title: "Marketplace consolidation",
        description:
          "Manage listings, stock and orders for several marketplace stores from one back office, reducing overselling and manual updates.",
      },
    ],
  },
  {
    id: "call-billing-application",
    name: "Call Billing & Accounting",
    icon: "ReceiptText",
    tagline:
      "Accurate call accounting and billing for enterprises, hotels and service providers, with AI that detects toll fraud and unusual usage.",
    colorFrom: "#0e7490",
    colorTo: "#134e4a",
    imageUrl: "/images/products/call-billing-application.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Call detail record collection from PBXs, SIP trunks, Teams and Webex",
      "Flexible rating by destination, time band and carrier tariff",
      "Department and cost center charge-back reports",
      "Automated invoicing for tenants, guests and reseller customers",
      "AI toll fraud detection with real-time alerts and blocking",
      "Budget limits and usage alerts by extension or user",
      "Carrier bill reconciliation to catch overcharges",
      "Hotel PMS integration for guest room call charges",
      "Trunk utilization and capacity planning reports",
      "Scheduled reports delivered by email in PDF or Excel",
    ],
    detailedDescription: [
      "Call Billing & Accounting collects call detail records from on-premises PBXs, SIP trunks, cloud telephony and collaboration platforms such as Microsoft Teams and Cisco Webex, then rates every call against your carrier tariffs. Finance teams receive accurate cost allocation by department, project or cost center, while service providers, hotels and serviced offices invoice tenants, guests and resale customers automatically. Everything runs from a web console with role-based access for finance, IT and management.",
      "AI watches every call in real time for signs of abuse. The fraud model learns each organization's normal calling pattern, including typical destinations, hours and call durations, and raises an alert the moment it sees unusual international bursts, calls to premium-rate numbers or activity on dormant extensions. Suspicious traffic can be blocked automatically, limiting exposure to toll fraud that might otherwise run overnight or through a long weekend before anyone notices the bill.",
      "Beyond billing, the application helps organizations spend less on voice. Carrier bill reconciliation compares rated calls with invoices and highlights discrepancies, utilization reports show whether trunks and licenses are over-provisioned, and trend analysis supports better tariff negotiations. Because call data is sensitive, records are stored securely with configurable retention and number masking. The solution complements our Cloud Telephony and managed voice services and suits single sites and multinational deployments alike.",
    ],
    useCases: [
      {
        title: "Enterprise cost allocation",
        description:
          "Charge voice costs back to departments and projects each month with itemized reports that finance teams can reconcile with confidence.",
      },
      {
        title: "Hotel guest call charges",
        description: "Post room call charges to the guest folio through PMS integration so nothing is missed at checkout.",
      },
      {
        title: "Service provider and reseller billing",
        description:
          "Rate and invoice hosted PBX and SIP trunk customers with custom price plans, bundled minutes and minimum commitments.",
      },
      {
        title: "Toll fraud prevention",
        description:
          "Detect compromised extensions and unusual international calling within minutes and block them before losses grow.",
      },
      {
        title: "Serviced offices and co-working spaces",
        description:
          "Bill each tenant for phone usage alongside rent and shared services, with transparent call-level detail on every statement.",
      },
    ],
  },
  {
    id: "order-management-application",
    name: "Order Management System",
    icon: "PackageCheck",
    tagline:
      "One system to capture, route and fulfill orders from every channel, with AI that promises accurate delivery dates and flags risky orders.",
    colorFrom: "#5b21b6",
    colorTo: "#1e40af",
    imageUrl: "/images/products/order-management-application.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Central order capture from web, marketplaces, POS, sales reps and EDI",
      "Distributed order routing to the best warehouse or store",
      "AI delivery date promising based on stock, capacity and courier performance",
      "Split shipments, backorders and partial fulfillment",
      "Fraud and risk screening for high-value or unusual orders",
      "Returns and exchanges with refund workflows",
      "Sales order approvals and credit limit checks for B2B customers",
      "Proactive order status updates by SMS, email and WhatsApp",
      "Pick, pack and ship workflows with courier label printing",
      "Order cycle time and cost-to-serve analytics",
    ],
    detailedDescription: [
      "The Order Management System brings orders from every channel into one place: the online store, marketplaces, point of sale, sales representatives, call centers and EDI from trade partners. Each order is validated, checked against credit limits where needed, and routed to the warehouse, store or drop-ship supplier best placed to fulfill it. Customer service teams see the complete status of any order, including splits, backorders, returns and refunds, without switching between systems.",
      "AI improves both accuracy and speed. When a customer checks out, the promising engine calculates a realistic delivery date from available stock, warehouse workload and the recent on-time record of each courier, so promises are kept more often. Routing models weigh distance, shipping cost and stock balance to choose the best fulfillment location. A risk model screens orders for signs of fraud, such as mismatched addresses or unusual quantities, and holds only the suspicious ones for review.",
      "Operations teams gain control over fulfillment. Pick lists, packing checks and courier labels are generated automatically, exceptions such as short picks or failed deliveries trigger clear follow-up tasks, and customers receive proactive updates by SMS, email or WhatsApp. Analytics show order cycle time, cost to serve and return reasons by product. The system connects with our E-commerce, Point of Sale, Inventory and Supply Chain applications and with leading ERP platforms.",
    ],
    useCases: [
      {
        title: "Omni-channel retail fulfillment",
        description:
          "Route online orders to the nearest store with stock for same-day delivery or click and collect, while warehouse stock serves marketplace orders.",
      },
      {
        title: "B2B distribution",
        description:
          "Capture orders from sales reps and trade portals, enforce credit limits and consolidate deliveries by route to lower transport cost.",
      },
      {
        title: "Make-to-order manufacturing",
        description:
          "Link customer orders to production schedules and give buyers reliable completion dates based on available capacity.",
      },
      {
        title: "Returns-heavy categories",
        description:
          "Fashion and electronics sellers automate return authorizations, inspections and refunds while tracking the reason behind each return.",
      },
      {
        title: "Subscription and repeat orders",
        description:
          "Schedule recurring deliveries of consumables and let customers skip, pause or change upcoming orders through self-service.",
      },
    ],
  },
  {
    id: "super-app",
    name: "Super App",
    icon: "LayoutGrid",
    tagline:
      "A single branded app that bundles payments, services, loyalty and mini-programs, with AI personalization that keeps users coming back.",
    colorFrom: "#b91c1c",
    colorTo: "#7c2d12",
    imageUrl: "/images/products/super-app.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Mini-program framework for adding services without app store releases",
      "Integrated wallet with top-ups, transfers and DuitNow QR payments",
      "Single sign-on and eKYC onboarding with MyKad verification",
      "AI-personalized home screen and service recommendations",
      "Built-in AI assistant for search, support and task completion",
      "Unified loyalty points and rewards across all services",
      "Partner marketplace with merchant onboarding and settlement",
      "Targeted push notifications and in-app messaging",
      "Microservices architecture that scales to millions of users",
      "Engagement, retention and cross-service usage analytics",
    ],
    detailedDescription: [
      "The Super App platform lets an organization bring many services together in one branded mobile app instead of asking customers to download and learn several. Telcos, banks, retailers, property developers and government agencies use it to combine payments, bookings, loyalty, bill payment, customer service and partner offerings behind a single login. New services are added as mini-programs that can be released and updated without waiting for a full app store submission.",
      "AI keeps a broad app simple for each user. The personalization engine learns which services a person uses, when and where, then arranges the home screen, offers and reminders around those habits, so a commuter sees transit and parking while a parent sees school fees and groceries. A built-in assistant, powered by our large language model, lets users search, ask questions and complete tasks such as paying a bill or booking a slot in plain language.",
      "Under the surface, the platform is built for scale and regulation. A microservices architecture serves millions of users, eKYC onboarding verifies identity with MyKad and face matching, and the wallet module is designed for operators that hold a Bank Negara Malaysia e-money license or work with a licensed partner. Merchant onboarding, settlement and commission rules support a partner ecosystem, while analytics show how each service contributes to engagement and revenue.",
    ],
    useCases: [
      {
        title: "Telco lifestyle app",
        description:
          "Combine prepaid reloads, bill payment, data add-ons, entertainment and partner rewards so subscribers open the app daily, not only when credit runs low.",
      },
      {
        title: "Smart township living",
        description:
          "Give residents one app for visitor passes, facility booking, maintenance requests, community notices and offers from local merchants.",
      },
      {
        title: "Retail group ecosystem",
        description:
          "Unify supermarkets, restaurants and specialty stores under one loyalty wallet, with AI offers tailored to each member's spending.",
      },
      {
        title: "Citizen services portal",
        description:
          "Let government agencies offer licensing, payments, appointments and notifications through a single secure app with verified identity.",
      },
      {
        title: "Employee super app",
        description:
          "Bring payslips, leave, claims, canteen payments, shuttle schedules and internal news together for large workforces.",
      },
    ],
  },
  {
    id: "mobile-applications",
    name: "Mobile App Development",
    icon: "Smartphone",
    tagline:
      "Native and cross-platform iOS and Android apps designed, built and supported by our team, with AI features built in from day one.",
    colorFrom: "#4f46e5",
    colorTo: "#0c4a6e",
    imageUrl: "/images/products/mobile-applications.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Native iOS and Android development in Swift and Kotlin",
      "Cross-platform builds with Flutter and React Native",
      "UX research, prototyping and user interface design",
      "AI features such as chat assistants, image recognition and voice input",
      "On-device machine learning for offline and private inference",
      "Secure backend APIs, authentication and cloud hosting",
      "Payment gateway, maps and push notification integration",
      "Automated testing across a lab of popular handsets",
      "Publishing to the App Store, Google Play and Huawei AppGallery",
      "Post-launch monitoring, crash analytics and maintenance plans",
    ],
    detailedDescription: [
      "Our mobile applications service takes an idea from a workshop sketch to a published app that customers and employees rely on every day. A dedicated team of product designers, mobile engineers and quality specialists works with you through discovery, prototyping, development and launch. We build native apps in Swift and Kotlin where performance or device features demand it, and cross-platform apps in Flutter or React Native when one codebase for iOS and Android is the better investment.",
      "AI is designed in from the first sprint rather than bolted on later. We embed conversational assistants powered by our own language model, camera features that recognize documents, products or defects, and voice input that copes with Malaysian accents and mixed languages. Where privacy or connectivity matters, models run on the device itself, so features keep working offline and sensitive images never leave the phone. Our engineers also use AI-assisted testing to cover more scenarios in less time.",
      "Every app is built to be secure, measurable and maintainable. We implement strong authentication, encrypted storage and secure APIs, integrate local payment gateways, maps and notifications, and test on a lab of popular handsets, including the mid-range Android devices common in the region. After release, our support plans cover monitoring, operating system updates and a steady roadmap of improvements guided by real usage analytics.",
    ],
    useCases: [
      {
        title: "Customer loyalty and ordering apps",
        description:
          "Give retail and F&B customers a branded app for ordering, rewards and personalized offers that drives repeat visits.",
      },
      {
        title: "Field workforce apps",
        description:
          "Equip inspectors, technicians and sales staff with offline-capable apps for checklists, photos, signatures and job updates.",
      },
      {
        title: "Healthcare patient apps",
        description:
          "Let patients book appointments, view results and ask an AI assistant pre-visit questions, with personal health data protected end to end.",
      },
      {
        title: "Financial services apps",
        description:
          "Build secure apps for account access, eKYC onboarding and transactions, with biometric login and fraud monitoring.",
      },
      {
        title: "Internal enterprise tools",
        description:
          "Turn paper-based or desktop-only processes, such as approvals and stock checks, into simple mobile workflows for staff.",
      },
    ],
  },
  {
    id: "build-websites",
    name: "Website Building",
    icon: "Globe",
    tagline:
      "Professional, fast and search-friendly websites built by our team, with AI tools that help you write content and convert visitors.",
    colorFrom: "#15803d",
    colorTo: "#0e7490",
    imageUrl: "/images/products/build-websites.svg",
    group: "Business Growth Platforms",
    topFeatures: [
      "Custom design aligned with your brand guidelines",
      "Responsive layouts tested on mobile, tablet and desktop",
      "AI copywriting assistant for pages, blogs and product descriptions",
      "Multilingual sites in English, Bahasa Malaysia and Chinese",
      "Headless CMS so your team can edit content without developers",
      "Technical SEO, structured data and Core Web Vitals optimization",
      "Embedded AI chat bot for lead capture and visitor questions",
      "Forms, online booking and WhatsApp click-to-chat",
      "Managed hosting with CDN, SSL certificates and daily backups",
      "Analytics dashboards and conversion tracking setup",
    ],
    detailedDescription: [
      "Our Website Building service creates corporate sites, landing pages, online catalogs and portals that represent your business well and load quickly on any device. We start with a short discovery to understand your audience, goals and brand, then design page layouts, write or refine content, and build on a modern stack with a content management system your team can use confidently. Whether you need a five-page SME site or a multilingual corporate portal, the process and quality bar are the same.",
      "AI speeds up the work and keeps the site useful after launch. Our copywriting assistant drafts page text, blog posts and meta descriptions in English, Bahasa Malaysia and Chinese, which our editors then review for accuracy and tone. An embedded chat bot answers common visitor questions, qualifies leads and books appointments outside office hours. Analytics with AI-generated insights explain which pages attract interest, where visitors drop off and which changes are likely to lift conversions.",
      "Performance, accessibility and security are part of every project. Sites follow WCAG accessibility guidelines, are tuned for Core Web Vitals and include structured data so search engines understand your content. We configure SSL, a content delivery network, backups and uptime monitoring on managed hosting, or deploy to your preferred cloud. Ongoing care plans cover updates, content changes, new landing pages and quarterly reviews of search and conversion performance.",
    ],
    useCases: [
      {
        title: "SME online presence",
        description:
          "Small businesses get a professional, mobile-friendly site with WhatsApp contact, a location map and a chat bot that captures leads around the clock.",
      },
      {
        title: "Corporate website redesign",
        description:
          "Large organizations modernize an outdated site, migrate years of content and introduce a CMS with approval workflows for several departments.",
      },
      {
        title: "Campaign landing pages",
        description:
          "Marketing teams launch fast pages for product launches and events, with A/B testing and conversion tracking configured from the start.",
      },
      {
        title: "Multilingual regional sites",
        description:
          "Reach customers across Malaysia and South-East Asia with sites in several languages, each with its own search-optimized content.",
      },
      {
        title: "Investor relations and public information",
        description:
          "Publish announcements, annual reports and public notices on accessible, secure sites that meet disclosure and accessibility expectations.",
      },
    ],
  },
] satisfies Product[];
