/**
 * Product catalogue: the "Communication & Engagement AI" group.
 * Order matters: voice-bot, chat-bot, video-bot, contact-center, cloud-telephony,
 * omni-channel-solutions, large-language-model.
 */
import type { Product } from "@/content/types";

export const communicationEngagementProducts = [
  {
    id: "voice-bot",
    name: "Voice Bot",
    icon: "PhoneCall",
    tagline:
      "Natural-sounding AI voice agents that answer, route and resolve customer calls in Malay, English and Chinese, around the clock.",
    colorFrom: "#1d4ed8",
    colorTo: "#4338ca",
    imageUrl: "/images/products/voice-bot.svg",
    group: "Communication & Engagement AI",
    topFeatures: [
      "Speech recognition tuned for Malaysian accents and code-switching",
      "Spoken replies in under 5 seconds, even at peak call volume",
      "Multilingual voice in Bahasa Malaysia, English, Mandarin and Cantonese",
      "Intelligent call routing with full context handover to live agents",
      "Self-service for balances, bookings, order status and payments",
      "Outbound voice campaigns for reminders, collections and surveys",
      "Caller authentication with OTP and knowledge-based checks",
      "Sentiment detection that escalates frustrated callers early",
      "API integration with CRM, ticketing and core business systems",
      "Call transcripts, containment reporting and analytics dashboards",
    ],
    detailedDescription: [
      "Nusantara AI Voice Bot is a conversational voice agent that picks up every call on the first ring and handles it the way a well-trained agent would. Callers speak naturally instead of pressing keypad options, and the bot understands their intent, asks clarifying questions and completes the task. Built on our own speech and language models, it copes with Malaysian accents, mixed-language sentences and the background noise of busy streets or factory floors.",
      "Routine enquiries such as balance checks, appointment changes, delivery tracking and password resets are resolved end to end, which is how customers typically reduce call center load by up to 60%. Answers arrive in under 5 seconds, so callers no longer sit through hold music. When a conversation needs a human, the bot transfers it together with a written summary, the caller's verified identity and the full transcript.",
      "The bot connects to your existing telephony, whether that is a Nusantara AI cloud PBX, a Genesys or Cisco contact center, or SIP trunks from a local carrier. Business teams design call flows in a visual editor, test them against recorded calls and publish changes without waiting for an IT release. Every conversation is transcribed, scored and searchable for quality assurance.",
      "Data stays in Malaysian data centers by default, with encryption in transit and at rest, role-based access and retention rules aligned with the Personal Data Protection Act 2010. Our team scopes the first use cases with you, trains the bot on your call recordings and knowledge base, and tunes it every week during the first three months of production.",
    ],
    useCases: [
      {
        title: "Banking and insurance hotlines",
        description:
          "Verify callers, read out balances and policy details, block lost cards and log claims without an agent, leaving complex cases for specialists.",
      },
      {
        title: "Appointment scheduling",
        description:
          "Clinics, service centers and government counters let callers book, reschedule or cancel slots in natural conversation, synced to the live calendar.",
      },
      {
        title: "Order and delivery tracking",
        description:
          "Retailers and logistics firms answer parcel-status calls instantly by querying the tracking system, then text the caller a live tracking link.",
      },
      {
        title: "Outbound reminders and collections",
        description:
          "Automated calls remind customers about due payments, renewals or appointments, record promises to pay and pass disputes to the collections team.",
      },
      {
        title: "After-hours and overflow coverage",
        description:
          "The bot answers when every line is busy or the office is closed, resolving what it can and booking callbacks for the rest.",
      },
    ],
  },
  {
    id: "chat-bot",
    name: "Chat Bot",
    icon: "MessageSquareText",
    tagline:
      "An AI chat assistant for your website, WhatsApp and social channels that answers questions, captures leads and completes transactions.",
    colorFrom: "#0f766e",
    colorTo: "#0e7490",
    imageUrl: "/images/products/chat-bot.svg",
    group: "Communication & Engagement AI",
    topFeatures: [
      "Deployment on website, WhatsApp, Facebook Messenger, Instagram and Telegram",
      "Answers grounded in your own documents, FAQs and product catalog",
      "Understands Malay, English, Chinese and mixed-language messages",
      "Lead capture and qualification with automatic CRM sync",
      "Transactional flows for bookings, orders, payments and refunds",
      "Handover to live agents with the complete chat history",
      "Rich messages with carousels, quick replies, forms and file uploads",
      "No-code flow builder with versioning and a staging channel",
      "Guardrails that keep replies on-brand and on approved topics",
      "Conversation analytics, unanswered-question reports and CSAT surveys",
    ],
    detailedDescription: [
      "Nusantara AI Chat Bot gives customers a fast, accurate answer wherever they prefer to type, from your website widget to WhatsApp and Facebook Messenger. Instead of forcing people through rigid button menus, it reads the question, looks up the relevant policy or product detail in your approved knowledge sources and replies in the customer's own language. Malaysian shoppers often switch between Malay, English and Chinese mid-sentence, and the bot keeps up.",
      "Beyond answering questions, the bot gets work done. It can check stock, place and amend orders, book appointments, issue return labels, collect payment through a secure link and open a ticket when something needs follow-up. Each action runs through authenticated APIs to your e-commerce, CRM or ERP system, so the customer sees real account data rather than a generic reply.",
      "Marketing and sales teams use the same assistant to qualify visitors, recommend suitable products and pass warm leads to the right salesperson with the conversation attached. A no-code builder lets non-technical staff adjust flows, add seasonal promotions and test every change in a staging channel before it goes live to customers.",
      "Every answer is traceable to its source, and guardrails stop the bot from guessing about prices, medical advice or legal matters outside the content you have approved. Dashboards show containment, resolution time and the questions the bot could not answer, giving your team a clear weekly list of knowledge gaps to close.",
    ],
    useCases: [
      {
        title: "E-commerce customer support",
        description:
          "Answer sizing, shipping and return questions at any hour, track orders and start exchanges without waiting for an agent.",
      },
      {
        title: "Lead generation for property and automotive",
        description:
          "Qualify buyers by budget, location and timeline, then book viewings or test drives straight into the sales team's calendar.",
      },
      {
        title: "Internal IT and HR helpdesk",
        description:
          "Employees ask about leave balances, payslips, password resets and company policies inside Microsoft Teams and get instant answers.",
      },
      {
        title: "Education enquiries and enrollment",
        description:
          "Universities and training providers guide prospective students through programs, fees and intake dates, and collect applications in chat.",
      },
      {
        title: "Public service information",
        description:
          "Agencies offer one assistant that explains procedures, required documents and office locations in the citizen's preferred language.",
      },
    ],
  },
  {
    id: "video-bot",
    name: "Video Bot",
    icon: "Video",
    tagline: "A lifelike AI video assistant that delivers face-to-face service on your website, kiosks and mobile apps.",
    colorFrom: "#7e22ce",
    colorTo: "#be185d",
    imageUrl: "/images/products/video-bot.svg",
    group: "Communication & Engagement AI",
    category: "Conversational Video AI",
    heroTitle: "Face-to-Face Service, Powered by AI",
    heroSubtitle:
      "A lifelike video assistant that greets customers on your website, kiosks and apps, explains products visually and brings in a live video agent whenever a human touch is needed.",
    topFeatures: [
      "Photorealistic digital presenter with natural lip-sync and gestures",
      "Real-time spoken conversation in Malay, English and Mandarin",
      "On-screen product visuals, forms and step-by-step guides",
      "Escalation to a live video agent within the same session",
      "Custom avatar that matches your brand, uniform and tone of voice",
      "Runs in browsers, mobile apps and self-service kiosks without plug-ins",
      "Optional eKYC flow with ID capture and liveness checks",
      "On-screen captions and accessibility controls",
      "Consent-based session recording for compliance and coaching",
      "Engagement analytics covering watch time, drop-off and conversion",
    ],
    detailedDescription: [
      "Nusantara AI Video Bot puts a friendly, lifelike face on your digital service. Visitors click to start a conversation and a video assistant greets them by voice, listens to their question and responds with natural speech, facial expressions and on-screen visuals. It is designed for moments where text alone feels cold, such as opening an account, choosing an insurance plan or learning how to set up a new device.",
      "The assistant can present slides, highlight form fields, play product demonstrations and walk customers through each step of a process while answering follow-up questions. Because it draws on the same knowledge base as our chat and voice bots, information stays consistent across every channel, and an update made once appears everywhere.",
      "When a customer needs reassurance or a decision from a person, the session upgrades to a live video call with an agent who can see the full conversation so far. Banks and telecom operators use this pattern to combine automated identity verification with a human sign-off, cutting branch visits without losing the personal touch.",
      "Avatars are created from licensed presenters or from your own staff with their written consent, and every session can be captioned, recorded and reviewed. The bot runs in modern browsers and inside Android or iOS apps, and it can be installed on lobby kiosks in bank branches, hospitals, shopping malls and government service centers.",
    ],
    useCases: [
      {
        title: "Digital account opening",
        description:
          "Guide applicants through ID capture, selfie verification and form completion, with a live officer joining the call for final approval.",
      },
      {
        title: "Product demonstrations",
        description:
          "Show how a router, appliance or software feature works with visuals on screen, answering questions while the customer watches.",
      },
      {
        title: "Branch and lobby kiosks",
        description:
          "Greet walk-in visitors, issue queue numbers and answer common questions in banks, clinics and government offices.",
      },
      {
        title: "Insurance and financial advice",
        description:
          "Compare plans visually and collect needs-analysis answers before routing qualified prospects to a licensed advisor.",
      },
      {
        title: "Employee onboarding and training",
        description: "Deliver interactive induction sessions that new hires can pause, question and revisit at their own pace.",
      },
    ],
  },
  {
    id: "contact-center",
    name: "Contact Center",
    icon: "Headset",
    tagline: "A cloud contact center that unites voice, chat, email and social messaging, with AI assistance for every agent.",
    colorFrom: "#c2410c",
    colorTo: "#b91c1c",
    imageUrl: "/images/products/contact-center.svg",
    group: "Communication & Engagement AI",
    topFeatures: [
      "Unified agent desktop for voice, chat, email, WhatsApp and social",
      "Skills-based and priority routing across teams and sites",
      "Real-time AI agent assist with suggested replies and knowledge cards",
      "Automatic call summaries and disposition codes",
      "Predictive, progressive and preview outbound dialing",
      "IVR and AI voice bot front door with a visual flow designer",
      "Live wallboards plus supervisor monitoring, whisper and barge-in",
      "Workforce management with forecasting and shift scheduling",
      "AI quality scoring of every recorded interaction",
      "Connectors for Salesforce, Microsoft Dynamics, Zendesk and in-house CRMs",
    ],
    detailedDescription: [
      "Nusantara AI Contact Center is a cloud platform that brings every customer conversation into one agent workspace. Calls, live chats, emails, WhatsApp messages and social media comments arrive in a single queue, are routed to the best available agent and are displayed alongside the customer's history. Agents stop switching between browser tabs, and customers stop repeating themselves when they move from one channel to another.",
      "AI works beside each agent rather than replacing them. During a call it transcribes the conversation, surfaces the right knowledge article, suggests the next best action and drafts a wrap-up summary the moment the call ends. New hires reach proficiency sooner, and experienced agents spend their time on judgment calls instead of typing notes.",
      "Supervisors watch queues, service levels and agent states on live wallboards, and can listen in, whisper guidance or take over a call from any browser. Workforce management forecasts volumes from historical patterns, including festive-season peaks around Hari Raya and Chinese New Year, and builds shift rosters that keep service levels on target.",
      "The platform runs on resilient infrastructure in Malaysia with a 99.9% uptime commitment, and you can scale seats up or down each month without buying hardware. It connects to your CRM, ticketing tools and telephony carriers, and our managed services team can migrate an existing on-premises center with a period of parallel running to keep disruption to a minimum.",
    ],
    useCases: [
      {
        title: "Customer service operations",
        description:
          "Run inbound service for telecom, utilities or banking across voice and digital channels from one platform with unified reporting.",
      },
      {
        title: "Sales and telemarketing",
        description:
          "Power outbound campaigns with compliant dialing modes, guided call scripts and CRM records that update automatically.",
      },
      {
        title: "Remote and hybrid agent teams",
        description:
          "Agents work from home or satellite offices with only a browser and headset, while supervisors keep full visibility of every queue.",
      },
      {
        title: "Seasonal peak management",
        description:
          "Add temporary seats for year-end sales, tax season or festive periods, then release them when volumes return to normal.",
      },
      {
        title: "Outsourced BPO operations",
        description:
          "Service providers host several clients on one tenant, each with separate branding, routing rules and billing reports.",
      },
    ],
  },
  {
    id: "cloud-telephony",
    name: "Cloud Telephony",
    icon: "PhoneForwarded",
    tagline:
      "A fully managed cloud phone system with local numbers, smart call routing and AI features, ready in days rather than months.",
    colorFrom: "#0369a1",
    colorTo: "#1e40af",
    imageUrl: "/images/products/cloud-telephony.svg",
    group: "Communication & Engagement AI",
    topFeatures: [
      "Hosted PBX with extensions, ring groups and hunt groups",
      "Malaysian geographic, 1-300 and 1-800 numbers with number porting",
      "Softphone apps for Windows, macOS, Android and iOS",
      "Zero-touch provisioning for desk IP phones from major vendors",
      "Multi-level auto attendant with time-of-day and public holiday rules",
      "Call recording with searchable AI transcripts",
      "Voicemail to email with automatic transcription",
      "Microsoft Teams Direct Routing integration",
      "Live call analytics, missed-call alerts and usage reports",
      "Multi-branch administration from a single web portal",
    ],
    detailedDescription: [
      "Nusantara AI Cloud Telephony replaces the aging PBX in the server room with a phone system that lives in the cloud and is managed for you. Staff keep their extensions and direct numbers, and they can answer calls on a desk phone, a laptop or a mobile app while presenting the same business identity. Moving office or opening a new branch becomes a configuration change rather than a cabling project.",
      "Administrators manage users, call flows, auto attendants and holiday schedules through a web portal, with changes taking effect immediately. Calls are routed by time of day, caller location or department, and missed calls trigger alerts so no sales enquiry goes unanswered. Built-in recording and transcription make it easy to review conversations for training or to settle disputes.",
      "We supply local Malaysian numbers, port existing ones from your current carrier and provide toll-free and 1-300 numbers for customer hotlines. Voice traffic runs over redundant carrier-grade SIP trunks with continuous call-quality monitoring, and the service integrates with Microsoft Teams so employees can place and receive external calls directly from the Teams client.",
      "Subscription billing per user removes any capital outlay, which suits growing SMEs as well as enterprises with dozens of branches. AI features such as call summaries, keyword alerts and the Nusantara AI Voice Bot can be switched on whenever you are ready, turning a basic phone system into a complete customer engagement platform.",
    ],
    useCases: [
      {
        title: "SME office phone system",
        description:
          "Give a growing team professional numbers, an auto attendant and mobile apps without buying or maintaining a PBX.",
      },
      {
        title: "Multi-branch retail and clinics",
        description: "Connect outlets across states under one dial plan with free internal calls and centralized reporting.",
      },
      {
        title: "Remote and field workforces",
        description:
          "Sales and service staff make and take business calls on their mobiles while keeping their personal numbers private.",
      },
      {
        title: "Customer hotlines",
        description:
          "Launch a 1-300 hotline with queue announcements, overflow routing and call recording within a few working days.",
      },
      {
        title: "Microsoft Teams calling",
        description: "Enable external calling inside Teams so staff use one application for chat, meetings and phone calls.",
      },
    ],
  },
  {
    id: "omni-channel-solutions",
    name: "Omni-channel Solutions",
    icon: "Network",
    tagline:
      "Connect voice, messaging, email and social channels into one continuous customer journey with shared context and AI automation.",
    colorFrom: "#6d28d9",
    colorTo: "#a21caf",
    imageUrl: "/images/products/omni-channel-solutions.svg",
    group: "Communication & Engagement AI",
    category: "Customer Engagement Platform",
    heroTitle: "Every Channel. One Conversation.",
    heroSubtitle:
      "Unify voice, WhatsApp, web chat, email, SMS and social messaging into a single customer journey, with AI that remembers the context of every touchpoint.",
    idealFor:
      "Mid-sized and large organizations in retail, banking, telecommunications, healthcare and the public sector that serve customers across several channels and want one view of every conversation.",
    topFeatures: [
      "Unified inbox for voice, WhatsApp, web chat, email, SMS, Facebook, Instagram and Telegram",
      "Single customer profile that follows the conversation across channels",
      "Channel switching without losing history or context",
      "AI bots on every channel sharing one knowledge base",
      "Journey orchestration with triggers, rules and automated follow-ups",
      "Proactive notifications and broadcast campaigns with opt-in management",
      "Routing by skill, language, priority and customer value",
      "Connectors for CRM, ERP, e-commerce and customer data platforms",
      "Cross-channel analytics on journeys, resolution and customer effort",
      "Consent, retention and audit controls aligned with PDPA",
    ],
    detailedDescription: [
      "Customers no longer think in channels. They see an advert on Instagram, ask a question on WhatsApp, call the hotline and finish their purchase on your website, and they expect you to remember them at every step. Nusantara AI Omni-channel Solutions connect those touchpoints into a single conversation, so every agent and every bot sees the full story before replying.",
      "At the heart of the platform is a unified customer profile that merges identities across phone numbers, email addresses and social accounts. Messages from each channel are threaded into one timeline alongside orders, tickets and previous outcomes. When a customer switches from chat to a phone call, the agent picks up exactly where the last interaction stopped.",
      "Journey orchestration lets you decide how the business responds across channels: a missed call can trigger a WhatsApp message, an abandoned cart can prompt a reminder, and a complaint on social media can open a priority case. AI bots handle routine requests on every channel from one shared knowledge base, while routing sends complex cases to the right specialist.",
      "Because every interaction is captured in one place, reporting finally reflects the customer's real experience rather than separate channel statistics. Managers see end-to-end resolution time, repeat contact rates and customer effort, and can pinpoint the journeys that cause friction. Consent preferences and data retention rules are enforced centrally to support PDPA obligations.",
    ],
    useCases: [
      {
        title: "Retail and e-commerce journeys",
        description:
          "Link social ads, WhatsApp enquiries, online checkout and in-store pickup so shoppers get consistent answers and timely order updates.",
      },
      {
        title: "Banking service continuity",
        description:
          "Let customers start a card dispute in the app, continue it by phone and receive the outcome by email without repeating any details.",
      },
      {
        title: "Telecom customer care",
        description:
          "Handle plan changes, outage notifications and billing questions across every channel from one team with one customer timeline.",
      },
      {
        title: "Healthcare patient communication",
        description:
          "Coordinate appointment reminders, pre-visit instructions and follow-up care messages through the channel each patient prefers.",
      },
      {
        title: "Public sector citizen services",
        description:
          "Give citizens a choice of hotline, web chat or messaging for applications and renewals, with case status visible to every officer.",
      },
    ],
    benefits: [
      "A single view of every customer across all channels, for agents and bots alike",
      "Fewer repeat contacts because customers never have to explain their issue twice",
      "Faster resolution through context-aware routing to the right team",
      "Higher engagement from personalized, proactive messages on each customer's preferred channel",
      "Lower operating cost by automating routine requests with shared AI bots",
      "Centralized consent management and data governance across every touchpoint",
    ],
    faqs: [
      {
        question: "Which channels can the omni-channel platform connect?",
        answer:
          "Out of the box we support voice, the WhatsApp Business Platform, web and in-app chat, email, SMS, Facebook Messenger, Instagram, Telegram and LINE. Additional channels, including your own mobile apps, can be added through our open messaging API.",
      },
      {
        question: "Do we need to replace our existing contact center or CRM?",
        answer:
          "No. The platform integrates with leading CRM and contact center systems, including Salesforce, Microsoft Dynamics and Genesys, so you can keep your current investments and add omni-channel capabilities in phases.",
      },
      {
        question: "How long does a typical deployment take?",
        answer:
          "A Starter rollout with two or three digital channels is usually live within four to six weeks. Larger programs with voice integration, journey orchestration and custom connectors typically take eight to sixteen weeks and are delivered in phases.",
      },
      {
        question: "Where is our customer data stored?",
        answer:
          "Customer data is hosted in Malaysian data centers by default and encrypted in transit and at rest. Regional hosting is available for multinational customers, and every deployment includes role-based access controls and audit logs.",
      },
    ],
    packages: [
      {
        name: "Starter",
        price: "Custom",
        features: [
          "Up to three digital channels, including WhatsApp and web chat",
          "Shared agent inbox with unified customer profiles",
          "Pre-built AI chat bot for FAQ automation",
          "Standard reports and CSAT surveys",
          "Email support during business hours",
        ],
        popular: false,
        idealFor: "SMEs and single-brand teams moving from separate inboxes to one shared workspace",
      },
      {
        name: "Growth",
        price: "Custom",
        features: [
          "All digital channels plus integrated cloud voice",
          "Journey orchestration with automated follow-ups",
          "CRM and e-commerce connectors",
          "Skills-based and language-based routing",
          "Cross-channel journey analytics",
          "Priority support with a named customer success manager",
        ],
        popular: true,
        idealFor: "Growing businesses running sales and service across voice and digital channels",
      },
      {
        name: "Enterprise",
        price: "Custom",
        features: [
          "Unlimited channels, brands and business units",
          "Custom connectors to core banking, ERP and legacy systems",
          "Nusantara LLM with real-time agent assist",
          "Dedicated or regional hosting with enhanced security controls",
          "Workforce and quality management modules",
          "Round-the-clock support backed by a 99.9% uptime service level",
        ],
        popular: false,
        idealFor: "Large enterprises, regulated industries and multi-brand organizations with complex integration needs",
      },
    ],
    primaryButton: { label: "Request Omni-channel Demo", href: "/contact-us/" },
    secondaryButton: { label: "Explore Product Features", href: "#features" },
  },
  {
    id: "large-language-model",
    name: "Large Language Model",
    icon: "BrainCircuit",
    tagline:
      "Nusantara LLM, our own large language model tuned for Malay, English and Chinese business use, deployable in our cloud or yours.",
    colorFrom: "#312e81",
    colorTo: "#6b21a8",
    imageUrl: "/images/products/large-language-model.svg",
    group: "Communication & Engagement AI",
    topFeatures: [
      "Tuned for Bahasa Malaysia, English and Chinese business language",
      "Understands Malaysian code-switching, local terms and forms of address",
      "Retrieval-augmented generation over your private documents",
      "Fine-tuning on company data with isolated, customer-owned adapters",
      "Deployment in Malaysian cloud, private cloud or on-premises GPUs",
      "OpenAI-compatible API with SDKs for Python, JavaScript and Java",
      "Summarization, drafting, translation, classification and extraction",
      "Function calling and tool use for agentic workflows",
      "Guardrails for safety, personal data masking and topic restrictions",
      "Usage metering, evaluation dashboards and audit logs",
    ],
    detailedDescription: [
      "Nusantara LLM is the large language model developed by Nusantara AI for businesses in Malaysia and South-East Asia. Global models often stumble on Bahasa Malaysia, mixed-language customer messages and local business terms; ours was tuned on curated Malay, English and Chinese text, including formal correspondence, public-sector forms and everyday conversational language. The result is a model that writes and reasons the way your customers and staff actually communicate.",
      "The model powers our voice, chat and video bots, and it is also available to your developers through an OpenAI-compatible API. Teams use it to summarize reports, draft letters and proposals, translate documents between the three languages, classify incoming emails, extract fields from invoices and answer questions over internal knowledge bases with citations back to the source.",
      "Sensitive industries can run Nusantara LLM where their data already lives. We offer a shared service hosted in Malaysian data centers, dedicated private instances and on-premises deployment on your own GPU servers. Your prompts and documents are never used to train shared models, and fine-tuned adapters built from your data remain your property.",
      "Guardrails mask personal data, block restricted topics and keep responses grounded in approved sources, while evaluation dashboards track accuracy, latency and cost for each use case. Our solution architects help you identify high-value workflows, build a proof of concept within weeks and move it into production with monitoring and governance in place from day one.",
    ],
    useCases: [
      {
        title: "Enterprise knowledge assistant",
        description:
          "Employees ask questions about policies, procedures and technical manuals and receive cited answers drawn from internal documents.",
      },
      {
        title: "Document drafting and summarization",
        description:
          "Produce first drafts of letters, tender responses and reports, and condense long meeting notes or contracts into their key points.",
      },
      {
        title: "Multilingual translation and localization",
        description:
          "Translate product content, notices and customer replies between Malay, English and Chinese while keeping the right business tone and terminology.",
      },
      {
        title: "Email and ticket triage",
        description:
          "Classify incoming requests by topic, urgency and sentiment, extract the key details and route each one to the correct team automatically.",
      },
      {
        title: "Data extraction from forms and invoices",
        description:
          "Pull structured fields from scanned forms, invoices and claims into ERP or case management systems, reducing manual keying.",
      },
      {
        title: "Developer and analyst copilot",
        description:
          "Generate SQL queries, explain unfamiliar code and write report narratives from data for technical and finance teams.",
      },
    ],
  },
] satisfies Product[];
