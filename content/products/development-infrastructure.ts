import type { Product } from "@/content/types";

/** Product group "Development & Infrastructure": developer tooling, enterprise software, hardware, IoT and bespoke builds. */
export const developmentInfrastructureProducts = [
  {
    id: "sdk",
    name: "AI SDK",
    icon: "Braces",
    tagline: "Embed Nusantara AI voice, chat and language intelligence into your own applications with a few lines of code.",
    colorFrom: "#4338ca",
    colorTo: "#6d28d9",
    imageUrl: "/images/products/sdk.svg",
    group: "Development & Infrastructure",
    topFeatures: [
      "Client libraries for TypeScript, Python, Java, Kotlin and Swift",
      "REST and WebSocket APIs for chat, voice and LLM inference",
      "Streaming speech-to-text and text-to-speech in Bahasa Malaysia, English, Mandarin and Tamil",
      "Drop-in web chat widget and mobile UI components",
      "Webhook events for conversation, handover and call lifecycle",
      "Scoped API keys and OAuth 2.0 client credentials",
      "Isolated sandbox workspace with sample bots and test credits",
      "Prompt templates and retrieval connectors for your own knowledge base",
      "Usage metering, rate-limit headers and per-key analytics",
      "Versioned API with deprecation notices and migration guides",
    ],
    detailedDescription: [
      "The Nusantara AI SDK gives your engineering team direct access to the same engines that power our voice bot, chat bot and large language model. Instead of rebuilding conversation logic, speech recognition or intent detection from scratch, developers call well-documented APIs and typed client libraries, then shape the experience inside their own web portals, mobile apps, kiosks or back-office systems. The result is AI that feels native to your product rather than bolted on.",
      "Speech and language models are tuned for the way people in Malaysia and South-East Asia actually talk, including code-switching between Bahasa Malaysia and English, local names and place names. Streaming endpoints return partial transcripts and tokens as they are produced, so interfaces stay responsive. Retrieval connectors let you ground answers in your own policies, product sheets and FAQs, and every response carries metadata your team can log, audit and review.",
      "Projects start in an isolated sandbox with sample bots and test credits, then move to production with scoped keys, usage alerts and per-environment settings. Our developer success engineers run onboarding workshops, review architecture for high-traffic launches and help you choose between cloud and private deployment. Versioned releases, changelogs and advance notice of breaking changes mean the integration you ship today keeps working as the platform evolves.",
    ],
    useCases: [
      {
        title: "In-app banking assistant",
        description:
          "A digital bank embeds the chat components and LLM endpoints in its mobile app, so customers can check card status, dispute transactions and ask product questions without leaving the app.",
      },
      {
        title: "Voice-enabled self-service kiosks",
        description:
          "Retail and transport operators add streaming speech recognition to kiosks, letting visitors ask for directions, top up cards or print receipts by speaking in their preferred language.",
      },
      {
        title: "Internal knowledge copilots",
        description:
          "IT teams connect the retrieval APIs to intranet documents and HR policies, giving staff a secure assistant inside the portals they already use every day.",
      },
      {
        title: "AI features for software vendors",
        description:
          "Independent software vendors use the SDK to add summarization, smart replies and sentiment tagging to their own platforms, billed through a single usage-metered account.",
      },
      {
        title: "Call analytics pipelines",
        description:
          "Contact centers feed recorded calls through batch transcription and analytics endpoints to score quality, detect mandatory compliance phrases and spot emerging complaint topics.",
      },
    ],
  },
  {
    id: "software",
    name: "Enterprise Software",
    icon: "Boxes",
    tagline:
      "Nusantara AI business applications and AI engine, packaged for secure enterprise deployment on-premises, in private cloud or as SaaS.",
    colorFrom: "#1d4ed8",
    colorTo: "#0e7490",
    imageUrl: "/images/products/software.svg",
    group: "Development & Infrastructure",
    topFeatures: [
      "Deploy as SaaS, in private cloud or fully on-premises",
      "Single sign-on via SAML 2.0, OpenID Connect and Active Directory",
      "Role-based access control with field-level permissions",
      "Prebuilt connectors for SAP, Oracle, Microsoft Dynamics and Salesforce",
      "Central administration console across all licensed modules",
      "Tamper-evident audit trails for every configuration change",
      "Multi-company, multi-currency and multi-language support",
      "Embedded AI assistants for search, summaries and approvals",
      "Staged upgrade paths with tested rollback",
      "Flexible licensing by user, module or enterprise agreement",
    ],
    detailedDescription: [
      "Enterprise Software brings the Nusantara AI portfolio of business applications, from service management and HR to procurement and supply chain, together with our AI engine under one enterprise license. Large organizations, government agencies and regulated businesses get the same capabilities our SaaS customers use, but with the control they need over where data lives, who administers it and how changes are released into production.",
      "Every deployment shares a common platform layer: identity integration with your existing directory, a unified permission model, shared master data and a single audit log. That means a purchase request raised in procurement, a leave approval in HR and a ticket in IT service management all follow consistent security rules. Integration adapters and open APIs connect the suite to ERP, CRM, data warehouse and document management systems already in place.",
      "Our implementation team runs a structured program covering discovery, solution design, data migration, user acceptance testing and hypercare after go-live. Upgrades are rehearsed in a staging environment before they reach production, and long-term support releases suit organizations with strict change windows. Licensing can be tailored by user, module or enterprise agreement, so costs track how widely the software is adopted across departments and subsidiaries.",
    ],
    useCases: [
      {
        title: "Government agency digital services",
        description:
          "A ministry deploys the suite in its own data center to keep citizen and staff records on-premises while modernizing procurement, visitor and service desk workflows.",
      },
      {
        title: "Group-wide shared services",
        description:
          "A conglomerate with subsidiaries across Malaysia and Indonesia runs HR, procurement and IT services from one instance, with separate companies, currencies and approval chains.",
      },
      {
        title: "Regulated financial institutions",
        description:
          "Banks and insurers choose private cloud deployment with detailed audit trails and periodic access reviews that support their technology risk management obligations.",
      },
      {
        title: "Replacing fragmented legacy tools",
        description:
          "Organizations retire spreadsheets and aging departmental systems, consolidating them onto one platform with shared master data and a single support contract.",
      },
    ],
  },
  {
    id: "hardware",
    name: "AI-ready Hardware",
    icon: "Cpu",
    tagline:
      "GPU servers, edge AI appliances and communications endpoints, specified, supplied and installed for the AI workloads you actually run.",
    colorFrom: "#3f3f46",
    colorTo: "#b45309",
    imageUrl: "/images/products/hardware.svg",
    group: "Development & Infrastructure",
    topFeatures: [
      "GPU servers sized for LLM inference, fine-tuning and computer vision",
      "Compact edge AI appliances for branches, factories and retail outlets",
      "High-memory workstations for data science and model development",
      "Preloaded, validated Nusantara AI software images",
      "Headsets, IP phones and video endpoints tested with our platform",
      "Power, cooling and rack assessments before delivery",
      "Burn-in testing and configuration in our staging lab",
      "Remote hardware health monitoring and firmware management",
      "Next-business-day parts replacement in major Malaysian cities",
      "Hardware-as-a-service financing with planned refresh cycles",
    ],
    detailedDescription: [
      "Running AI close to your data often makes more sense than sending every request to the public cloud. Our AI-ready Hardware portfolio covers GPU servers for on-premises language models, compact edge appliances for video analytics and voice processing, and workstations for data science teams. Each configuration is selected to match a real workload, so you are not paying for accelerators that sit idle or discovering later that memory is the bottleneck.",
      "Before anything ships, our engineers assess rack space, power draw, cooling and network capacity at your site. Systems are assembled, burned in and loaded with validated operating system, driver and Nusantara AI software images in our staging lab, which shortens on-site installation from days to hours. For contact centers and meeting rooms, we also supply tested headsets, IP phones and video endpoints that work smoothly with our bots and telephony platform.",
      "After installation, hardware is enrolled in remote monitoring that tracks temperatures, GPU utilization, disk health and firmware levels, raising tickets before failures disrupt service. Support plans include next-business-day parts replacement in major cities across Malaysia, and hardware-as-a-service financing spreads costs over the life of the equipment with a planned refresh at the end. You get predictable budgets and infrastructure that keeps pace with newer, larger models.",
    ],
    useCases: [
      {
        title: "Private LLM for sensitive data",
        description:
          "Banks, hospitals and government bodies host the Nusantara AI language model on in-house GPU servers, so confidential documents never leave their premises.",
      },
      {
        title: "Factory-floor vision inspection",
        description:
          "Manufacturers place edge AI appliances beside production lines to detect defects in real time, even when the internet link is slow or unavailable.",
      },
      {
        title: "Retail footfall and queue analytics",
        description:
          "Store operators run camera analytics on compact edge devices to count visitors, measure queue lengths and alert staff during peak hours.",
      },
      {
        title: "Contact center desktop refresh",
        description:
          "Operations teams roll out headsets, IP phones and agent PCs tuned for real-time transcription and agent-assist features, all configured before they arrive.",
      },
      {
        title: "Data science labs",
        description:
          "Universities and research teams equip labs with GPU workstations for experimentation before moving successful models onto production servers.",
      },
    ],
  },
  {
    id: "iot-solutions",
    name: "IoT Solutions",
    icon: "RadioTower",
    tagline:
      "Connect sensors, machines and vehicles to an AI platform that turns raw telemetry into timely alerts and decisions.",
    colorFrom: "#047857",
    colorTo: "#0369a1",
    imageUrl: "/images/products/iot-solutions.svg",
    group: "Development & Infrastructure",
    topFeatures: [
      "Industrial sensors for temperature, vibration, humidity, energy and air quality",
      "LoRaWAN, NB-IoT, 4G/5G and Wi-Fi connectivity options",
      "Edge gateways with local rules and offline buffering",
      "MQTT and OPC UA integration with existing machines and PLCs",
      "Anomaly detection and predictive maintenance models",
      "Real-time dashboards with maps, floor plans and asset views",
      "Alerts via WhatsApp, SMS, email and voice bot call-outs",
      "Over-the-air firmware updates and remote device management",
      "Per-device certificates and encrypted end-to-end transport",
      "Open APIs that push events into ERP, CMMS and BI tools",
    ],
    detailedDescription: [
      "Nusantara AI IoT Solutions link physical assets to the same AI platform that runs our bots and business applications. We design the complete chain, from choosing sensors and connectivity to installing gateways, building dashboards and defining the actions that should follow each event. Whether you are monitoring chillers in a hospital, motors on a production line or refrigerated trucks on the North-South Expressway, the goal is the same: fewer surprises and faster responses.",
      "Data flows from devices through edge gateways that filter noise, apply local rules and keep buffering if connectivity drops, which matters in plantations, warehouses and remote sites. In the cloud, machine learning models learn the normal behavior of each asset and flag deviations early, such as rising vibration on a pump or a freezer door left open. Alerts reach the right person through WhatsApp, SMS, email or an automated voice call.",
      "Security and manageability are designed in from day one. Each device carries its own certificate, traffic is encrypted end to end and firmware can be updated over the air in controlled waves. Open APIs push work orders into maintenance systems and summaries into business intelligence tools. We can start with a focused pilot on a single line or building, prove the savings, and then scale to hundreds of sites.",
    ],
    useCases: [
      {
        title: "Predictive maintenance in manufacturing",
        description:
          "Vibration and temperature sensors on motors, compressors and conveyors warn maintenance teams of wear weeks before a breakdown halts production.",
      },
      {
        title: "Cold chain monitoring",
        description:
          "Food distributors and pharmacies track temperatures in cold rooms and delivery trucks, with automatic records that support food safety and pharmaceutical audits.",
      },
      {
        title: "Smart building energy management",
        description:
          "Facility managers meter air-conditioning, lighting and lifts floor by floor, then use AI recommendations to cut energy consumption without affecting occupant comfort.",
      },
      {
        title: "Plantation and agriculture monitoring",
        description:
          "Soil moisture, weather and water-level sensors connected over LoRaWAN help estate managers schedule irrigation and fertilizer application more precisely.",
      },
      {
        title: "Fleet and asset tracking",
        description:
          "Logistics companies follow vehicles, trailers and high-value equipment on live maps, with geofence alerts and driver behavior reports.",
      },
    ],
  },
  {
    id: "custom-development",
    name: "Custom Development",
    icon: "CodeXml",
    tagline: "Bespoke software engineered around your processes, with AI built in wherever it genuinely adds value.",
    colorFrom: "#7e22ce",
    colorTo: "#be185d",
    imageUrl: "/images/products/custom-development.svg",
    group: "Development & Infrastructure",
    topFeatures: [
      "Discovery workshops and clickable prototypes before the build",
      "Dedicated cross-functional squads on fixed-scope or agile retainers",
      "Two-week sprints with demos and a transparent backlog",
      "AI feature integration using Nusantara AI models and APIs",
      "Legacy system modernization and phased re-platforming",
      "API and middleware development for system integration",
      "Automated testing, code review and security scanning in CI",
      "Cloud-native architecture on AWS, Azure, Google Cloud or private cloud",
      "Full source code and documentation handed over to you",
      "Post-launch support, maintenance and enhancement plans",
    ],
    detailedDescription: [
      "Off-the-shelf software rarely fits every process, especially when your competitive edge comes from doing things differently. Our Custom Development service builds the systems you cannot buy: internal platforms, integration layers, workflow engines and data products shaped around how your teams actually operate. Each engagement is led by a delivery manager and staffed with business analysts, designers, engineers and testers who have shipped production systems for Malaysian enterprises and public-sector bodies.",
      "We begin with discovery workshops that map current processes, pain points and success measures, then validate ideas through clickable prototypes before committing to a full build. Delivery runs in two-week sprints with working software demonstrated at the end of each one, so priorities can shift without waste. Where artificial intelligence helps, such as document extraction, forecasting or conversational interfaces, we plug in proven Nusantara AI components instead of experimental code.",
      "Quality is enforced through automated tests, peer code review and security scanning inside the delivery pipeline, and deployments are scripted so environments stay consistent. You own the source code, infrastructure definitions and documentation at the end of the project. After launch, flexible support plans cover bug fixes, performance tuning, platform upgrades and new features, or we can train your in-house team to take over completely.",
    ],
    useCases: [
      {
        title: "Modernizing a legacy core system",
        description:
          "An insurer replaces a twenty-year-old claims system in phases, wrapping it with APIs first and then moving modules to a modern platform without disrupting daily operations.",
      },
      {
        title: "Workflow automation for operations",
        description:
          "A logistics company digitizes paper-based dispatch, proof of delivery and billing into one workflow, ending manual re-keying between departments.",
      },
      {
        title: "Integration hub between systems",
        description:
          "Enterprises connect ERP, CRM, payment platforms and the LHDN MyInvois e-invoicing service through central middleware that handles mapping, retries and monitoring.",
      },
      {
        title: "AI-assisted document processing",
        description:
          "Finance and compliance teams extract data from invoices, contracts and application forms automatically, with people reviewing only the low-confidence results.",
      },
    ],
  },
  {
    id: "custom-web-apps",
    name: "Custom Web Apps",
    icon: "PanelsTopLeft",
    tagline:
      "Fast, secure and accessible web applications, from customer portals to internal dashboards, built to your exact requirements.",
    colorFrom: "#0f766e",
    colorTo: "#4d7c0f",
    imageUrl: "/images/products/custom-web-apps.svg",
    group: "Development & Infrastructure",
    topFeatures: [
      "Responsive interfaces built with React, Next.js and TypeScript",
      "Customer portals, booking systems and self-service dashboards",
      "Progressive web apps with offline support and home-screen install",
      "Multilingual content in Bahasa Malaysia, English, Chinese and Tamil",
      "Local payments including FPX, DuitNow QR and e-wallets",
      "WCAG 2.1 AA accessibility and Core Web Vitals performance targets",
      "Embedded Nusantara AI chat and semantic search experiences",
      "Secure authentication with MFA and single sign-on",
      "Headless CMS so editors update content without developers",
      "Automated deployment, error tracking and uptime alerting",
    ],
    detailedDescription: [
      "Custom Web Apps turns complex business processes into browser-based experiences that customers and staff genuinely enjoy using. We design and build customer portals, booking and ordering systems, partner extranets, analytics dashboards and internal tools, all tailored to your workflows rather than forced into a template. Every application is responsive across phones, tablets and desktops, so users get the same capabilities whether they are in the office or on the move.",
      "Our stack centers on React, Next.js and TypeScript on the front end, with secure APIs and managed databases behind them. We build for Malaysian audiences from the start: multilingual content, local address formats, and payments through FPX online banking, DuitNow QR and popular e-wallets. Performance budgets and accessibility checks against WCAG 2.1 AA are part of every sprint, not a last-minute audit before launch.",
      "Many web apps gain from built-in intelligence, so we can embed Nusantara AI chat assistants, semantic search or automatic summaries directly into your pages. Editors manage content through a headless CMS, while engineers rely on automated pipelines, error tracking and uptime monitoring. After go-live, we offer hosting, security patching and continuous improvement plans, so the application keeps getting better as your business and your users change.",
    ],
    useCases: [
      {
        title: "Customer self-service portal",
        description:
          "A utility or telecom provider lets customers view bills, pay online, report faults and track requests, reducing routine calls to its contact center.",
      },
      {
        title: "Online booking and appointments",
        description:
          "Clinics, service centers and government counters publish real-time availability and send automated reminders that reduce no-shows.",
      },
      {
        title: "B2B ordering extranet",
        description:
          "Distributors give dealers a portal to check stock, place bulk orders, download invoices and follow deliveries around the clock.",
      },
      {
        title: "Executive and operations dashboards",
        description:
          "Management teams see live sales, service and production metrics in one browser view, drawing data from several back-end systems.",
      },
    ],
  },
  {
    id: "custom-mobile-apps",
    name: "Custom Mobile Apps",
    icon: "Smartphone",
    tagline: "Native and cross-platform iOS and Android apps designed, built and launched around your customers and field teams.",
    colorFrom: "#c2410c",
    colorTo: "#be123c",
    imageUrl: "/images/products/custom-mobile-apps.svg",
    group: "Development & Infrastructure",
    topFeatures: [
      "Native development in Swift and Kotlin for demanding apps",
      "Cross-platform builds with Flutter or React Native",
      "UX research, wireframes and interactive prototypes",
      "Offline-first data sync for field and remote users",
      "Biometric login, eKYC and secure on-device storage",
      "Push notifications, deep links and in-app messaging",
      "In-app payments with local e-wallets and card gateways",
      "Built-in Nusantara AI voice and chat assistants",
      "Publishing to App Store, Google Play and Huawei AppGallery",
      "Crash reporting, analytics and staged rollouts after launch",
    ],
    detailedDescription: [
      "Custom Mobile Apps is our end-to-end service for organizations that need an app built specifically for their customers, members or field workforce. We handle product strategy, user research, interface design, development, testing and store publication, then stay on to support and grow the app. Unlike packaged app templates, every screen and workflow is designed around your brand, your back-end systems and the way your users really behave on their phones.",
      "We choose the technology to suit the job. Native Swift and Kotlin deliver the best performance and deepest device access, while Flutter or React Native let one codebase serve both iOS and Android when speed to market matters most. Common building blocks include biometric sign-in, eKYC with identity document capture, offline data sync, location services, push notifications and payments through local e-wallets and card gateways.",
      "Apps can include Nusantara AI voice and chat assistants, so users ask questions, search products or complete tasks by speaking naturally in Bahasa Malaysia or English. Before release, we test on a device lab covering handsets popular in the region, including budget Android models. After launch, crash reporting, analytics and staged rollouts let us fix issues quickly and prioritize the features that users actually adopt.",
    ],
    useCases: [
      {
        title: "Field service and inspections",
        description:
          "Technicians receive jobs, capture photos and signatures, and complete checklists offline at remote sites, syncing automatically once connectivity returns.",
      },
      {
        title: "Loyalty and membership apps",
        description:
          "Retailers and F&B chains reward repeat visits with digital membership cards, vouchers and personalized offers delivered by push notification.",
      },
      {
        title: "Digital onboarding for financial services",
        description:
          "Lenders and insurers onboard customers entirely in the app with eKYC, document upload and e-signature, shortening approvals from days to minutes.",
      },
      {
        title: "Patient engagement apps",
        description:
          "Hospitals and clinics let patients book appointments, view results, receive medication reminders and ask an AI assistant common questions at any hour.",
      },
    ],
  },
] satisfies Product[];
