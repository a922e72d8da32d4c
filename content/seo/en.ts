import type { SeoTable } from "./types";

/**
 * English: every page's title (the layout adds " | Nusantara AI"; the home page's is whole) and meta description,
 * keyed by route path. Written for the search result, apart from the page's heading, which may stay long.
 * A change here makes each translation's entry stale: content/seo/<locale>.ts names its `source`.
 */
export const en: SeoTable = {
  "/": {
    title: "Nusantara AI | AI Bots, Business Apps & Managed Services",
    description:
      "Voice, chat and video bots, our own large language model, business apps and managed communications, built and run by one team in Kuala Lumpur.",
  },
  "/product/": {
    title: "AI Products: Bots, LLM and Business Apps",
    description:
      "Explore 42 AI products, from voice, chat and video bots and cloud telephony to our own language model and business apps, each backed by local support.",
  },
  "/product/voice-bot/": {
    title: "AI Voice Bot for Calls in Malay, English, Chinese",
    description:
      "Let natural-sounding AI voice agents answer, route and resolve your customers' calls in Malay, English and Chinese, day and night.",
  },
  "/product/chat-bot/": {
    title: "AI Chatbot for Your Website and WhatsApp",
    description:
      "Answer questions, capture leads and complete transactions on your website, WhatsApp and social channels with an AI chat assistant that never sleeps.",
  },
  "/product/video-bot/": {
    title: "AI Video Bot for Face-to-Face Service",
    description:
      "Offer face-to-face service at any hour with a lifelike AI video assistant on your website, kiosks and mobile apps.",
  },
  "/product/contact-center/": {
    title: "Cloud Contact Center with AI Agent Assist",
    description:
      "Bring voice, chat, email and social messaging into one cloud contact center where AI assists every agent and routine requests resolve themselves.",
  },
  "/product/cloud-telephony/": {
    title: "Cloud Telephony and Business Phone System",
    description:
      "Get a fully managed cloud phone system with local numbers, smart call routing and AI features, ready in days instead of months.",
  },
  "/product/omni-channel-solutions/": {
    title: "Omnichannel Customer Engagement Platform",
    description:
      "Join voice, messaging, email and social channels into one customer journey, so context follows each customer and AI automates the routine steps.",
  },
  "/product/itsm-app/": {
    title: "ITSM: AI Service Desk Aligned with ITIL",
    description:
      "Run an ITIL-aligned IT service desk where AI sorts and routes tickets, resolves routine requests itself and keeps your IT services running smoothly.",
  },
  "/product/hrms-app/": {
    title: "HRMS for Malaysian Employers: Payroll to Reviews",
    description:
      "Manage hiring, payroll, leave and performance in one HR platform built for Malaysian employers, with an AI assistant that answers staff questions.",
  },
  "/product/fork-lift-app/": {
    title: "Fork-lift Fleet Management with Predictive Care",
    description:
      "Track fork-lift usage, operator safety and maintenance across sites, and let AI predict breakdowns before they stop your warehouse or production line.",
  },
  "/product/supply-chain-management-app/": {
    title: "Supply Chain Management with AI Forecasting",
    description:
      "See your supply chain end to end, with AI demand forecasts and disruption alerts that keep goods moving on time from every supplier to every customer.",
  },
  "/product/procurement-application/": {
    title: "Procurement Software: Source-to-Pay with AI",
    description:
      "Run source-to-pay procurement in one application, with AI that finds savings, checks supplier risk and matches invoices to orders automatically.",
  },
  "/product/attendance-management-application/": {
    title: "Time and Attendance with Face Recognition",
    description:
      "Record accurate time and attendance for offices, factories and field teams with face recognition, and let AI flag rostering gaps before shifts start.",
  },
  "/product/visitor-management-application/": {
    title: "Visitor Management and Digital Check-in",
    description:
      "Check visitors in quickly and securely with pre-registration, ID scanning and AI watchlist screening, with every visit logged for each building and site.",
  },
  "/product/csm-app/": {
    title: "Customer Service Management (CSM) Software",
    description:
      "Give agents one customer service workspace where AI summarizes cases, suggests replies and warns you which customers need attention before they leave.",
  },
  "/product/pos-application/": {
    title: "Cloud POS for Retail and F&B in Malaysia",
    description:
      "Sell faster with a cloud point of sale for shops and restaurants that takes every popular Malaysian payment method and suggests upsells with AI.",
  },
  "/product/e-commerce-application/": {
    title: "E-commerce Platform for South-East Asia",
    description:
      "Launch and grow an online store with AI product recommendations, smart search and marketplace integration built for shoppers across South-East Asia.",
  },
  "/product/call-billing-application/": {
    title: "Call Billing and Call Accounting Software",
    description:
      "Account for and bill every call accurately across enterprises, hotels and service providers, with AI that detects toll fraud and unusual usage early.",
  },
  "/product/order-management-application/": {
    title: "Order Management System for Every Channel",
    description:
      "Capture, route and fulfil orders from every channel in one system, with AI that promises accurate delivery dates and flags risky orders in time.",
  },
  "/product/large-language-model/": {
    title: "Nusantara LLM: Language Model for Business",
    description:
      "Use Nusantara LLM, our own large language model tuned for Malay, English and Chinese business work, and deploy it in our Malaysian cloud or in yours.",
  },
  "/product/hospital-management-application/": {
    title: "Hospital Management System for Clinics",
    description:
      "Run registration, clinical records, pharmacy and billing in one hospital and clinic system, with AI that keeps patients informed between visits.",
  },
  "/product/hotel-management-application/": {
    title: "Hotel Management System (Cloud PMS)",
    description:
      "Run reservations, the front desk, housekeeping and guest messaging for hotels and resorts from one cloud property management system with AI built in.",
  },
  "/product/travel-management-application/": {
    title: "Corporate Travel Management Platform",
    description:
      "Handle bookings, approvals, expense control and traveller support in one platform built for corporate travel teams and travel agencies alike.",
  },
  "/product/mobile-applications/": {
    title: "Mobile App Development for iOS and Android",
    description:
      "Have our team design, build and support native and cross-platform iOS and Android apps, with useful AI features built in from the first release.",
  },
  "/product/build-websites/": {
    title: "Website Design and Development Services",
    description:
      "Get a professional, fast and search-friendly website built by our team, with AI tools that help you write content and turn more visitors into customers.",
  },
  "/product/super-app/": {
    title: "Branded Super App Development",
    description:
      "Bundle payments, services, loyalty and mini-programs into one branded app, with AI personalization that gives your users a reason to keep coming back.",
  },
  "/product/sdk/": {
    title: "AI SDK for Voice, Chat and Language Features",
    description:
      "Add Nusantara AI voice, chat and language intelligence to your own web and mobile applications with just a few lines of code.",
  },
  "/product/software/": {
    title: "Enterprise AI Software, On-Premises or SaaS",
    description:
      "Deploy our business applications and AI engine on your own premises, in a private cloud or as SaaS, packaged for secure and governed enterprise use.",
  },
  "/product/hardware/": {
    title: "AI-Ready Hardware: GPU Servers and Edge",
    description:
      "We specify, supply and install GPU servers, edge AI appliances and communications endpoints sized for the AI workloads you actually run.",
  },
  "/product/network-switch/": {
    title: "Managed Network Switches for Voice and AI",
    description:
      "Get access, distribution and core switches supplied and configured by our engineers to carry voice, video and AI traffic reliably across your sites.",
  },
  "/product/router/": {
    title: "Enterprise Routers and SD-WAN for Branches",
    description:
      "Keep every branch connected, secure and ready for real-time traffic with business-grade routers and SD-WAN edge devices set up and supported by us.",
  },
  "/product/aws-cloud/": {
    title: "AWS Cloud Services with Local Billing",
    description:
      "Buy, deploy and run Amazon Web Services through Nusantara AI, with local billing in ringgit, expert architects and operations around the clock.",
  },
  "/product/microsoft-services/": {
    title: "Microsoft 365, Azure and Dynamics Partner",
    description:
      "License, deploy and manage Microsoft 365, Teams, Azure and Dynamics 365 with Nusantara AI as your Microsoft partner, from first setup to daily support.",
  },
  "/product/google-services/": {
    title: "Google Workspace and Google Cloud Partner",
    description:
      "Move to and run Google Workspace and Google Cloud with Nusantara AI handling licences, migration and management for collaboration, analytics and AI.",
  },
  "/product/security-services/": {
    title: "Cybersecurity Services: Monitoring and Response",
    description:
      "Protect your people, data and AI systems with threat monitoring, security testing and incident response from our team, around the clock, all year.",
  },
  "/product/network-services/": {
    title: "Network Services: LAN, WAN and Wi-Fi",
    description:
      "We design, deploy and manage your LAN, WAN and Wi-Fi networks end to end, watched around the clock by operations engineers assisted by AI.",
  },
  "/product/cloud-services/": {
    title: "Hybrid and Multi-Cloud Infrastructure",
    description:
      "Host each workload where it runs best with hybrid and multi-cloud infrastructure that Nusantara AI designs, hosts and manages for you in Malaysia.",
  },
  "/product/storage-services/": {
    title: "Storage and Backup Services for Business",
    description:
      "Keep files, backups, archives and AI datasets on scalable, protected storage, with recovery you can test regularly and trust when it really matters.",
  },
  "/product/iot-solutions/": {
    title: "IoT Solutions: Sensors to AI Alerts",
    description:
      "Connect sensors, machines and vehicles to an AI platform that turns raw telemetry into timely alerts and decisions for your operations teams.",
  },
  "/product/custom-development/": {
    title: "Custom Software Development with AI",
    description:
      "Get software engineered around your own processes by our Kuala Lumpur team, with AI built in wherever it genuinely saves time or improves a decision.",
  },
  "/product/custom-web-apps/": {
    title: "Custom Web Application Development",
    description:
      "We build fast, secure and accessible web applications to your exact requirements, from customer portals to internal dashboards and back-office tools.",
  },
  "/product/custom-mobile-apps/": {
    title: "Custom Mobile Apps for Customers and Field Teams",
    description:
      "Launch native or cross-platform iOS and Android apps designed and built around the way your customers shop and your field teams get their work done.",
  },
  "/product/inventory-app/": {
    title: "Inventory Management with AI Reordering",
    description:
      "Control stock in real time across stores and warehouses, with AI reorder suggestions that reduce both stock-outs and costly excess inventory.",
  },
  "/solutions/": {
    title: "AI Solutions for Every Stage of Your Journey",
    description:
      "Six solution families, from CRM and contact centers to machine learning, cloud migration and fintech, each delivered with our own products and services.",
  },
  "/solutions/communication-&-collaboration/unified-communications/": {
    title: "Unified Communications Solutions",
    description:
      "Bring calling, messaging, meetings and presence onto one platform that works the same way on desk phones, laptops and mobiles across every office.",
  },
  "/solutions/communication-&-collaboration/contact-center/": {
    title: "Contact Center Solutions with AI",
    description:
      "Run a cloud contact center that sends every call, chat and message to the best agent, with AI assisting agents and automating routine requests.",
  },
  "/solutions/communication-&-collaboration/voip/": {
    title: "VoIP and Cloud Telephony Solutions",
    description:
      "Replace ageing phone lines and on-premise PBXs with cloud telephony that lowers call costs and adds smart routing, call recording and analytics.",
  },
  "/solutions/communication-&-collaboration/collaboration-platforms/": {
    title: "Teams, Webex and Workspace Solutions",
    description:
      "Deploy and get more from Microsoft Teams, Cisco Webex or Google Workspace, with AI add-ons, governance and adoption support shaped to your organization.",
  },
  "/solutions/ai-&-automation/ai-chatbots/": {
    title: "AI Chatbot Solutions for Business",
    description:
      "Put conversational AI on your website, WhatsApp and apps to answer questions, capture leads and complete transactions in several languages at once.",
  },
  "/solutions/ai-&-automation/rpa/": {
    title: "Robotic Process Automation (RPA) Solutions",
    description:
      "Hand repetitive, rule-based work such as data entry, reconciliation and reporting to software robots that work accurately around the clock.",
  },
  "/solutions/ai-&-automation/machine-learning/": {
    title: "Machine Learning Solutions and Predictive Models",
    description:
      "Turn historical data into models that predict demand, risk, pricing and maintenance, built, deployed and monitored for you by our data science team.",
  },
  "/solutions/ai-&-automation/data-analytics/": {
    title: "Data Analytics and Business Intelligence",
    description:
      "Bring data from across the business into live dashboards and plain-language reports, so every team can answer its own questions in minutes.",
  },
  "/solutions/business-solutions/crm/": {
    title: "CRM Solutions for Sales and Service Teams",
    description:
      "Keep every customer conversation, deal and service record in one AI-assisted CRM, so sales and support teams act on the same picture of each customer.",
  },
  "/solutions/business-solutions/erp/": {
    title: "ERP Solutions: Finance to Production",
    description:
      "Connect finance, inventory, purchasing and production in one ERP, with AI forecasting that keeps your stock levels and cash flow in balance.",
  },
  "/solutions/business-solutions/hrm/": {
    title: "HRM Solutions: Hiring, Payroll and Performance",
    description:
      "Manage the whole employee lifecycle from hiring to payroll and performance, with a self-service HR assistant that answers staff at any hour.",
  },
  "/solutions/business-solutions/project-management/": {
    title: "Project Management Solutions with AI Alerts",
    description:
      "Plan, assign and track projects with shared timelines and resource views, and get AI alerts that surface delays well before they hit a deadline.",
  },
  "/solutions/cloud-&-infrastructure/cloud-migration/": {
    title: "Cloud Migration to AWS, Azure or Google Cloud",
    description:
      "Move applications and data from on-premise servers to AWS, Microsoft Azure or Google Cloud with a planned, low-risk migration and cost controls built in.",
  },
  "/solutions/cloud-&-infrastructure/managed-it-services/": {
    title: "Managed IT Services from Kuala Lumpur",
    description:
      "Hand day-to-day IT to our Kuala Lumpur support center for proactive monitoring, helpdesk support and maintenance under clear service levels.",
  },
  "/solutions/cloud-&-infrastructure/cybersecurity/": {
    title: "Cybersecurity Solutions and PDPA Compliance",
    description:
      "Protect users, data and systems with layered defenses, threat monitoring around the clock and compliance support for PDPA and your sector's regulators.",
  },
  "/solutions/cloud-&-infrastructure/devops/": {
    title: "DevOps and Platform Engineering Solutions",
    description:
      "Ship software faster with automated pipelines, infrastructure as code and observability, so that releases become frequent, safe and routine.",
  },
  "/solutions/industry-specific-solutions/ecommerce-solutions/": {
    title: "E-commerce and Marketplace Solutions",
    description:
      "Launch and grow online stores and marketplace channels with one view of inventory, local payment options and product recommendations driven by AI.",
  },
  "/solutions/industry-specific-solutions/healthcare-it/": {
    title: "Healthcare IT Solutions for Hospitals",
    description:
      "Digitize the patient journey from booking to billing with hospital systems, AI assistants and secure data handling built for healthcare providers.",
  },
  "/solutions/industry-specific-solutions/logistics-software/": {
    title: "Logistics Software: Warehouse to Last Mile",
    description:
      "Plan routes, track shipments and keep customers informed with connected software for warehousing, fleet operations and last-mile delivery.",
  },
  "/solutions/industry-specific-solutions/real-estate-tech/": {
    title: "Real Estate Technology Solutions",
    description:
      "Help developers, agencies and property managers sell, lease and manage property with AI lead handling, virtual viewings and resident service apps.",
  },
  "/solutions/digital-transformation/digital-marketing/": {
    title: "Digital Marketing Solutions with AI Content",
    description:
      "Attract, convert and keep customers with data-driven campaigns, marketing automation and AI-generated content that stays true to your brand.",
  },
  "/solutions/digital-transformation/custom-software/": {
    title: "Custom Software Development Solutions",
    description:
      "Get software shaped around your processes, from internal tools to customer-facing platforms, designed and delivered by our Kuala Lumpur engineers.",
  },
  "/solutions/digital-transformation/mobile-app-dev/": {
    title: "Mobile App Development Solutions",
    description:
      "Design and build iOS and Android apps that customers and staff enjoy using, with AI features, secure integrations and support through app store launch.",
  },
  "/solutions/digital-transformation/financial-tech/": {
    title: "FinTech Solutions for Banks and Insurers",
    description:
      "Modernize banking, lending, insurance and payments with digital onboarding, AI risk models and secure, compliant channels for your customers.",
  },
  "/solutions/healthcare/": {
    title: "AI Solutions for Healthcare Providers",
    description:
      "Bots that handle bookings and reminders, an LLM that helps clinicians summarize and draft, and a hospital system that gives care teams time back.",
  },
  "/solutions/finance/": {
    title: "AI Solutions for Banks and Insurers",
    description:
      "Conversational AI and a finance-aware language model that authenticate customers, answer policy questions and help staff review documents in compliance.",
  },
  "/solutions/retail/": {
    title: "AI Solutions for Retail and E-commerce",
    description:
      "Chat and voice assistants, AI product content and connected e-commerce, POS and service apps that give shoppers the same service in every channel.",
  },
  "/solutions/manufacturing/": {
    title: "AI Solutions for Manufacturers",
    description:
      "Hands-free answers for workers, AI that reads manuals and quality reports, and supply chain, fork-lift and inventory apps that keep materials moving.",
  },
  "/industry/": {
    title: "AI Solutions by Industry and Company Size",
    description:
      "SMEs, large enterprises, service providers and government agencies each buy AI differently. See the use cases and products we have shaped for each.",
  },
  "/industry/sme/": {
    title: "AI for SMEs: Affordable, Ready-to-Run",
    description:
      "Affordable, ready-to-run AI and business applications that let growing companies compete with much larger rivals without needing a large IT team.",
  },
  "/industry/large-enterprise/": {
    title: "Enterprise AI and Communications at Scale",
    description:
      "AI and communications platforms that integrate with complex systems, meet strict governance standards and perform reliably for thousands of users.",
  },
  "/industry/service-provider/": {
    title: "White-Label AI for Telcos, ISPs and BPOs",
    description:
      "White-label AI, contact center and cloud telephony platforms that help operators, ISPs and BPOs serve millions of customers and open new revenue streams.",
  },
  "/industry/government/": {
    title: "AI for Government and the Public Sector",
    description:
      "We help ministries, state agencies and local councils modernize citizen services, internal operations and infrastructure securely, even on limited budgets.",
  },
  "/services/": {
    title: "Managed Services: UC, Network, Cloud, Security",
    description:
      "Managed collaboration, contact center, network, voice, cloud, storage and security services, run by our Kuala Lumpur operations team around the clock.",
  },
  "/services/microsoft-teams/": {
    title: "Managed Microsoft Teams with AI Assistants",
    description:
      "Bring AI assistants, voice bots, meeting intelligence and automated workflows into Microsoft Teams, built on the Microsoft 365 tenant you already own.",
  },
  "/services/cisco-webex/": {
    title: "Managed Cisco Webex with AI Meeting Notes",
    description:
      "We add AI to Cisco Webex meetings, messaging and calling, so every session produces usable notes and every space gets more useful to your teams.",
  },
  "/services/genesys/": {
    title: "Managed Genesys Cloud CX and AI Services",
    description:
      "We design, integrate and operate AI across your Genesys Cloud CX or Genesys Engage contact center, from the IVR to the workforce plan.",
  },
  "/services/network/": {
    title: "Managed Network Services, Monitored by AI",
    description:
      "We design, monitor and run self-healing networks for offices, branches and data centers, with AI that spots problems before your users notice them.",
  },
  "/services/voice/": {
    title: "Managed Voice Services: IVR, Bots, Analytics",
    description:
      "AI voice bots, smart IVR and speech analytics on carrier-grade cloud telephony, run for you from the first ring of every call to its final transcript.",
  },
  "/services/ip-phones/": {
    title: "Managed IP Phones, Supplied and Supported",
    description:
      "We supply desk and conference phones from leading makers, pre-configured for your cloud PBX or communications platform and supported as one service.",
  },
  "/services/cloud/": {
    title: "Managed Cloud on AWS, Azure and Google Cloud",
    description:
      "From cloud strategy through migration to daily operations, we run your workloads on AWS, Microsoft Azure and Google Cloud with AI ready from the start.",
  },
  "/services/storage/": {
    title: "Managed Storage, Backup and Archiving",
    description:
      "We design and manage storage across on-premises arrays and cloud object stores, with backup, archiving and encryption built in from the first day.",
  },
  "/services/security/": {
    title: "Managed Security and 24/7 SOC",
    description:
      "Our security operations center detects, contains and investigates threats across your users, devices, networks and cloud, around the clock.",
  },
  "/contact-us/": {
    title: "Contact Our Kuala Lumpur Team",
    description:
      "Ask about our AI products or managed services: send us a message or book a call with our Kuala Lumpur team, Monday to Friday, 9 AM to 6 PM.",
  },
  "/about-us/": {
    title: "About Us: AI Built and Run in Kuala Lumpur",
    description:
      "We build practical AI products, from conversational bots to our own language model, and deliver them with managed services and local expertise.",
  },
  "/careers/": {
    title: "Careers in AI, Engineering and Consulting",
    description:
      "Join a Kuala Lumpur team building AI that people across South-East Asia use every day, working on real products for real customers from day one.",
  },
  "/blog/": {
    title: "Blog: AI and Customer Experience Insights",
    description:
      "Practical writing from our engineers and consultants on chatbots, voice bots, large language models, CRM and video contact centers.",
  },
  "/blog/ai-chatbots-ux/": {
    title: "Designing AI Chatbots Customers Enjoy",
    description:
      "Most chatbot complaints are about conversation design, not the AI. Here is the UX playbook we use to build chatbots that resolve problems.",
  },
  "/blog/voice-bots-revolution/": {
    title: "Voice Bots and the End of the Phone Menu",
    description:
      "The touch-tone menu has outlived its welcome. See how voice bots that understand natural speech change what customers expect when they call.",
  },
  "/blog/llm-impact-on-ux/": {
    title: "How LLMs Are Rewriting the Rules of UX",
    description:
      "Large language models let people say what they want instead of hunting through menus, and that brings new design duties around trust and accuracy.",
  },
  "/blog/crm-ux-ai/": {
    title: "AI in CRM: Time Back for Sales and Service",
    description:
      "CRM systems promise a complete view of every customer, yet teams see them as data entry. Thoughtfully designed AI can give that time back to them.",
  },
  "/blog/video-contact-center-ux/": {
    title: "Designing the Video Contact Center Experience",
    description:
      "Video brings the reassurance of a branch visit to any smartphone. We look at where video support works best and how to make it feel effortless.",
  },
  "/case-studies/": {
    title: "Case Studies: AI Results Across South-East Asia",
    description:
      "How retailers, telcos, banks, airlines, manufacturers and public agencies across South-East Asia put our AI to work, and what it changed for them.",
  },
  "/case-studies/chatbot-retail-success/": {
    title: "Kedai Mutiara: 25% More Online Sales with Chat",
    description:
      "How a 64-store retailer lifted online sales by 25% in six months with an AI chat assistant that resolves 68% of shopper questions without an agent.",
  },
  "/case-studies/voicebot-telecom-efficiency/": {
    title: "Selat Connect: Voice Bot Resolves 40% of Calls",
    description:
      "How a regional telecom operator let a voice bot resolve 40% of its calls and cut average waiting time from over seven minutes to under 90 seconds.",
  },
  "/case-studies/llm-financial-insights/": {
    title: "Permata Capital: Private LLM for Credit Research",
    description:
      "How a Malaysian financial firm made credit decisions 40% faster with a private language model, keeping all client data on its own infrastructure.",
  },
  "/case-studies/contact-center-airline-ux/": {
    title: "Langit Biru Airways: Contact Center in Disruption",
    description:
      "How an airline cut its answer time during disruptions from 11 minutes to 2 and told 95% of affected passengers their rebooking options within 15 minutes.",
  },
  "/case-studies/hrms-tech-growth/": {
    title: "Cendana Digital Labs: HRMS from 180 to 620 Staff",
    description:
      "How a tech scale-up tripled its headcount with onboarding in one day instead of five and 70% less time spent on payroll every month, with our HRMS.",
  },
  "/case-studies/lms-corporate-training/": {
    title: "Harapan Group: Training 9,000 Staff in 4 Countries",
    description:
      "How a conglomerate raised course completion from 48% to 86% and trained 9,000 employees in four countries in under five months on one learning platform.",
  },
  "/case-studies/csm-saas-retention/": {
    title: "Awan Ledger: Churn Down a Third with CSM",
    description:
      "How a cloud accounting provider cut annual churn from 14% to 9.5% and resolved tickets 42% faster with our customer service management platform.",
  },
  "/case-studies/pos-restaurant-efficiency/": {
    title: "Rasa Warisan: One POS for 28 Restaurants",
    description:
      "How a 28-outlet restaurant chain cut order-to-kitchen time by 35% and raised peak-hour table turnover by 20% after moving to one cloud point of sale.",
  },
  "/case-studies/erp-manufacturing-integration/": {
    title: "Tenaga Presisi: ERP Links Shop Floor and Finance",
    description:
      "How a precision manufacturer reached 99.2% inventory accuracy and closed its books in 5 days instead of 12 once ERP joined its shop floor and finance.",
  },
  "/case-studies/cloud-telephony-smb/": {
    title: "Bayu Logistics: Cloud Telephony for an SME",
    description:
      "How a 60-person freight forwarder cut telephony costs by 35% and missed calls by 70%, with new branch phones live in two days, after moving to the cloud.",
  },
  "/case-studies/video-contact-center-support/": {
    title: "Kilat: Video Support Cuts Technician Visits",
    description:
      "How a home appliance brand sent technicians to 38% fewer faults and solved most cases the same day by diagnosing them over live video with customers.",
  },
  "/case-studies/visitor-management-government/": {
    title: "Teluk Permai: Lobby Queues Cut by 70%",
    description:
      "How a state government office cut visitor check-in from eight minutes to 90 seconds and peak-hour lobby queues by 70% with digital visitor management.",
  },
  "/partners/": {
    title: "Partner Programs for Resellers and Integrators",
    description:
      "Join the resellers, integrators and service partners who bring practical AI to businesses across South-East Asia, with certification and support.",
  },
  "/site-map/": {
    title: "Site Map: Every Page of the Site",
    description:
      "Every page of the site, listed by kind: products, solutions, industries, services, case studies and articles, so you can find any page in a click.",
  },
};
