/**
 * Industries: the /industry list and /industry/{id} detail pages.
 * Each industry has exactly 10 use cases; every product id must exist in the
 * product catalogue. Colours are dark enough to carry white text.
 */
import type { Industry } from "@/content/types";

export const industries = [
  {
    id: "sme",
    name: "SME",
    icon: "Store",
    baseColor: "#1d4ed8",
    bgColorFrom: "#1e3a8a",
    bgColorTo: "#1d4ed8",
    title: "AI Solutions for Small and Medium Enterprises",
    description:
      "Small and medium enterprises make up 90% of businesses, yet only 23% of SMEs have adopted AI so far. We package affordable, ready-to-run AI and business applications so growing companies can compete with much larger rivals without a large IT team.",
    detailedInfo: [
      "SMEs are the backbone of the Malaysian and South-East Asian economy, from family-run trading firms and clinics to fast-growing online brands. Most owners know that AI and automation could save time and win customers, but they worry about cost, complexity and a lack of in-house technical staff. Our SME offering is designed to remove each of those barriers.",
      "Every solution is delivered as a subscription with no upfront hardware, configured by our team in days rather than months, and supported locally in English and Bahasa Malaysia. A business can start with a single tool, such as a WhatsApp chat bot or a cloud phone system, and add point-of-sale, e-commerce or customer service applications as it grows.",
      "Because our products share one platform, customer data flows between them automatically. An enquiry answered by the chat bot becomes a lead in the customer service app, an order placed online updates stock at the shop counter, and a missed call is returned without anyone having to remember. The result is big-company efficiency at a price that fits a small-business budget.",
    ],
    useCases: [
      {
        title: "24/7 WhatsApp Customer Replies",
        text: "A chat bot answers pricing, opening-hour and stock questions on WhatsApp and your website while the owner sleeps. Qualified enquiries are passed to staff the next morning with full context.",
        icon: "MessageCircle",
        products: ["chat-bot", "omni-channel-solutions"],
      },
      {
        title: "Virtual Receptionist",
        text: "A voice bot picks up every call, answers common questions and books appointments, so a small team never loses business to an unanswered phone.",
        icon: "PhoneIncoming",
        products: ["voice-bot", "cloud-telephony"],
      },
      {
        title: "Point-of-Sale Modernization",
        text: "Replace old cash registers with a tablet POS that tracks sales, stock and staff shifts across one or several outlets. Daily sales summaries arrive on the owner's phone automatically.",
        icon: "ScanBarcode",
        products: ["pos-application", "inventory-app"],
      },
      {
        title: "Launch an Online Store",
        text: "Open a branded online shop linked to marketplaces, with local payment options and stock synced to the physical store. Neighborhood retailers reach customers far beyond their street.",
        icon: "ShoppingBag",
        products: ["e-commerce-application", "build-websites"],
      },
      {
        title: "Customer Follow-Up and Loyalty",
        text: "Track every customer, purchase and complaint in one place and send timely reminders, vouchers and birthday offers. Repeat business grows without extra marketing staff.",
        icon: "HeartHandshake",
        products: ["csm-app"],
      },
      {
        title: "Cloud Phone System for Small Offices",
        text: "Give every employee a business number that works on desk phones, laptops and mobiles, with call recording and simple online setup. There is no PBX hardware to buy or maintain.",
        icon: "Phone",
        products: ["cloud-telephony", "hardware"],
      },
      {
        title: "Simple HR and Attendance",
        text: "Record attendance with mobile check-in, manage leave approvals and prepare payroll inputs without spreadsheets. It suits businesses with anywhere from five to two hundred staff.",
        icon: "UserCheck",
        products: ["hrms-app", "attendance-management-application"],
      },
      {
        title: "Order and Delivery Tracking",
        text: "Capture orders from phone calls, WhatsApp and online channels in one queue, then follow them through packing and delivery. Customers receive status updates automatically.",
        icon: "PackageCheck",
        products: ["order-management-application"],
      },
      {
        title: "Affordable Cloud and Security",
        text: "Move files and email to secure cloud services with backup and threat protection managed by our team. Small businesses get enterprise-grade safeguards without hiring IT staff.",
        icon: "CloudCog",
        products: ["cloud-services", "security-services", "microsoft-services"],
      },
      {
        title: "Business Website in Days",
        text: "Get a mobile-friendly website with built-in chat, enquiry forms and search optimization, launched quickly from proven templates. Owners can update pages themselves without coding.",
        icon: "Globe",
        products: ["build-websites", "chat-bot"],
      },
    ],
  },
  {
    id: "large-enterprise",
    name: "Large Enterprise",
    icon: "Building",
    baseColor: "#6d28d9",
    bgColorFrom: "#4c1d95",
    bgColorTo: "#6d28d9",
    title: "Enterprise-Grade AI at Scale",
    description:
      "Large organizations need AI that integrates with complex systems, meets strict governance standards and performs reliably for thousands of users. We design, deploy and operate enterprise AI and communications platforms that deliver measurable results in every business unit.",
    detailedInfo: [
      "Enterprises across Malaysia and South-East Asia run on a mix of ERP, CRM, contact center and legacy platforms built up over many years. Adding AI to this landscape is not about a single pilot; it is about connecting models and automation to the systems that already run the business, securely and at scale.",
      "Our enterprise practice combines our own large language model, voice and chat bots, contact center technology and business applications with deep systems integration expertise. Deployments support single sign-on, role-based access, private cloud or on-premise hosting, data residency in Malaysia, and audit logging that satisfies internal risk teams and external regulators alike.",
      "Each engagement is led by a dedicated solution architect and program manager who work with your IT, security and business stakeholders. We start with high-value use cases that show results within one quarter, then build a governed roadmap that extends AI across customer service, operations, HR and procurement.",
    ],
    useCases: [
      {
        title: "Enterprise Contact Center Transformation",
        text: "Modernize multi-site contact centers with AI routing, voice bots for self-service and real-time agent assist. Service levels improve while the cost of each interaction falls.",
        icon: "Headset",
        products: ["contact-center", "voice-bot", "omni-channel-solutions"],
      },
      {
        title: "Private Large Language Model",
        text: "Deploy our LLM within your own cloud tenancy or data center, grounded in internal documents and policies. Employees get accurate answers while sensitive data never leaves your control.",
        icon: "BrainCircuit",
        products: ["large-language-model", "cloud-services"],
      },
      {
        title: "Supply Chain Visibility",
        text: "Connect suppliers, plants, warehouses and distributors in one platform with AI demand forecasting. Planners see disruptions early and rebalance stock before shortages occur.",
        icon: "Network",
        products: ["supply-chain-management-app", "inventory-app", "iot-solutions"],
      },
      {
        title: "Strategic Procurement Automation",
        text: "Digitize sourcing, tenders, purchase orders and supplier evaluation with approval workflows aligned to your delegation of authority. Spend visibility improves and off-contract buying drops.",
        icon: "ClipboardList",
        products: ["procurement-application"],
      },
      {
        title: "Workforce Management Across Subsidiaries",
        text: "Run HR, payroll, attendance and performance processes for thousands of employees across several companies and countries from one system. Group HR gains consolidated workforce analytics.",
        icon: "Users",
        products: ["hrms-app", "attendance-management-application"],
      },
      {
        title: "IT Service Management with AI",
        text: "Resolve employee IT requests faster with an AI service desk that triages tickets, suggests fixes and automates common tasks. SLA performance becomes transparent across all regions.",
        icon: "LifeBuoy",
        products: ["itsm-app", "chat-bot"],
      },
      {
        title: "Employee Help Desk Bot in Teams",
        text: "Place a chat bot inside Microsoft Teams that answers HR, finance and IT policy questions in seconds. Shared service centers handle far fewer repetitive tickets.",
        icon: "MessagesSquare",
        products: ["chat-bot", "microsoft-services"],
      },
      {
        title: "Secure Hybrid Cloud Infrastructure",
        text: "Design and operate hybrid cloud across AWS, Azure, Google Cloud and on-premise environments with unified security and monitoring. Workloads run where cost, performance and compliance are best balanced.",
        icon: "Cloud",
        products: ["aws-cloud", "cloud-services", "security-services"],
      },
      {
        title: "Enterprise Network Modernization",
        text: "Upgrade campus and branch networks with managed switches, routers and SD-WAN, monitored around the clock. Business applications perform consistently at every site.",
        icon: "Router",
        products: ["network-switch", "router", "network-services"],
      },
      {
        title: "Group-Wide Employee Super App",
        text: "Combine leave requests, expense claims, visitor registration and company news in a single mobile super app. Staff complete everyday tasks from their phones wherever they are.",
        icon: "Smartphone",
        products: ["super-app", "mobile-applications", "visitor-management-application"],
      },
    ],
  },
  {
    id: "service-provider",
    name: "Service Provider",
    icon: "RadioTower",
    baseColor: "#0f766e",
    bgColorFrom: "#134e4a",
    bgColorTo: "#0f766e",
    title: "AI and Communications Platforms for Service Providers",
    description:
      "Telecommunications operators, ISPs, BPOs and managed service providers must serve millions of customers efficiently while launching new revenue streams. Our white-label AI, contact center and cloud telephony platforms help them do both.",
    detailedInfo: [
      "Service providers compete on customer experience and time to market. Subscribers expect instant support on every channel, enterprise clients expect new digital services, and margins leave little room for large support teams. Automation and AI have moved from optional experiments to core operating capabilities.",
      "We work with telcos, internet service providers, business process outsourcers and IT managed service providers in two ways. First, we help them automate their own operations: customer care, billing enquiries, fault reporting and field service. Second, we supply white-label voice bots, chat bots, cloud telephony and contact center platforms that they resell to their business customers under their own brand.",
      "Our multi-tenant architecture, carrier-grade SIP integration, usage-based billing and partner APIs make it straightforward to onboard hundreds of end customers, each isolated and individually configured. A dedicated partner team supports technical integration, sales enablement and joint go-to-market planning across the region.",
    ],
    useCases: [
      {
        title: "Subscriber Self-Service Voice Bot",
        text: "Let subscribers check balances, top up, change plans and report faults by speaking naturally, without waiting for an agent. Call center volumes fall while satisfaction rises.",
        icon: "Mic",
        products: ["voice-bot", "contact-center"],
      },
      {
        title: "Automated Network Fault Reporting",
        text: "A chat bot collects fault details, runs line diagnostics and opens trouble tickets automatically. Customers receive progress updates until the issue is resolved.",
        icon: "Wrench",
        products: ["chat-bot", "itsm-app"],
      },
      {
        title: "White-Label Cloud Telephony",
        text: "Offer hosted PBX, SIP trunking and business numbers to SME customers under your own brand. Multi-tenant management keeps each customer isolated and easy to support.",
        icon: "PhoneForwarded",
        products: ["cloud-telephony", "call-billing-application"],
      },
      {
        title: "Contact Center as a Service",
        text: "Resell a complete cloud contact center with omni-channel routing and AI features to enterprise clients. New tenants can be provisioned in hours rather than weeks.",
        icon: "Headphones",
        products: ["contact-center", "omni-channel-solutions"],
      },
      {
        title: "Call Billing and Rating",
        text: "Rate calls, apply tariffs and produce accurate invoices for voice and messaging services across thousands of accounts. Billing disputes decrease thanks to transparent usage records.",
        icon: "Receipt",
        products: ["call-billing-application"],
      },
      {
        title: "BPO Agent Productivity",
        text: "Equip outsourced agents with real-time guidance, automatic summaries and LLM-drafted responses across multiple client programs. Average handling time falls and quality scores improve.",
        icon: "Gauge",
        products: ["large-language-model", "contact-center"],
      },
      {
        title: "Managed Service Desk Operations",
        text: "Run service desks for many clients on one ITSM platform with per-client SLAs, reporting and branding. AI triage sends each ticket to the right resolver group immediately.",
        icon: "ClipboardCheck",
        products: ["itsm-app"],
      },
      {
        title: "Churn Prediction and Retention Offers",
        text: "Analyze usage, payment and complaint patterns to identify subscribers likely to leave. Personalized retention offers are then triggered through the customer service platform.",
        icon: "TrendingDown",
        products: ["large-language-model", "csm-app"],
      },
      {
        title: "Field Technician Dispatch",
        text: "Schedule installation and repair visits, guide technicians with a mobile app and capture completion photos and signatures on site. First-time fix rates improve steadily.",
        icon: "MapPin",
        products: ["mobile-applications", "custom-mobile-apps"],
      },
      {
        title: "IoT Connectivity Services",
        text: "Package connectivity, device management and dashboards into IoT offerings for fleet, utility and smart building customers. New recurring revenue builds on your existing network.",
        icon: "Cpu",
        products: ["iot-solutions", "network-services", "sdk"],
      },
    ],
  },
  {
    id: "government",
    name: "Government",
    icon: "Landmark",
    baseColor: "#b45309",
    bgColorFrom: "#78350f",
    bgColorTo: "#b45309",
    title: "Digital Government Powered by AI",
    description:
      "Public agencies are expected to deliver faster, more accessible services with limited budgets and strong accountability. We help ministries, state agencies and local councils modernize citizen services, internal operations and infrastructure securely.",
    detailedInfo: [
      "Citizens now compare public services with the convenience of banking and e-commerce apps. They expect to renew licenses, pay fees, lodge complaints and track applications online, in their preferred language, at any time of day. Meeting these expectations with existing headcount requires automation that is reliable, inclusive and transparent.",
      "Our government solutions combine multilingual voice and chat bots, a large language model that can be hosted in approved Malaysian data centers, and applications for procurement, visitor management and IT service management. Each is designed with data sovereignty, accessibility and auditability in mind, and integrates with existing agency systems and national digital identity services.",
      "We follow public sector procurement requirements and work alongside agency IT departments from pilot to nationwide rollout. Training, change management and transparent reporting help officers adopt new tools with confidence, while citizens benefit from shorter queues, faster responses and more consistent decisions.",
    ],
    useCases: [
      {
        title: "Citizen Information Chat Bot",
        text: "Answer questions about permits, fees, documents and eligibility in Bahasa Malaysia, English, Mandarin and Tamil across portals and messaging apps. Counter and hotline queues shrink as a result.",
        icon: "MessageSquareText",
        products: ["chat-bot", "omni-channel-solutions"],
      },
      {
        title: "Public Hotline Voice Assistant",
        text: "A voice bot handles high-volume hotline calls during tax season, school registration or emergencies. Only complex cases are routed to officers.",
        icon: "PhoneCall",
        products: ["voice-bot", "contact-center"],
      },
      {
        title: "Policy and Regulation Search",
        text: "Officers ask questions in plain language and get answers drawn from acts, circulars and internal guidelines, with links to the source. Research that once took hours now takes minutes.",
        icon: "FileSearch",
        products: ["large-language-model"],
      },
      {
        title: "Transparent e-Procurement",
        text: "Manage tenders, quotations, evaluations and contract awards digitally with complete audit trails. Procurement cycles shorten and compliance with financial regulations is easier to demonstrate.",
        icon: "Gavel",
        products: ["procurement-application"],
      },
      {
        title: "Secure Visitor Management",
        text: "Pre-register visitors, verify identity at entry points and issue digital passes for ministry buildings and facilities. Security teams know who is on site at all times.",
        icon: "IdCard",
        products: ["visitor-management-application"],
      },
      {
        title: "Agency IT Service Desk",
        text: "Centralize IT support for departments and branch offices with ticketing, asset tracking and SLA reporting. An AI assistant resolves routine requests instantly.",
        icon: "Monitor",
        products: ["itsm-app", "chat-bot"],
      },
      {
        title: "Complaint Management and Tracking",
        text: "Capture public complaints from every channel, assign them to the responsible unit and keep citizens updated until closure. Management sees trends by location and category.",
        icon: "ClipboardList",
        products: ["csm-app", "omni-channel-solutions"],
      },
      {
        title: "Civil Service Attendance and HR",
        text: "Record attendance through mobile geofencing or biometric terminals and manage leave, claims and records for distributed workforces across districts and states.",
        icon: "CalendarCheck",
        products: ["attendance-management-application", "hrms-app"],
      },
      {
        title: "Sovereign Cloud and Data Storage",
        text: "Host citizen data and applications on secure, locally based cloud and storage infrastructure that meets government data residency policies. Backup and disaster recovery are built in.",
        icon: "Server",
        products: ["cloud-services", "storage-services", "security-services"],
      },
      {
        title: "Smart City Monitoring",
        text: "Connect sensors for flood levels, street lighting, traffic and air quality to a central dashboard with automated alerts. Local councils respond to incidents faster.",
        icon: "Activity",
        products: ["iot-solutions", "network-services"],
      },
    ],
  },
] satisfies Industry[];
