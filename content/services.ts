import type { ManagedService } from "@/content/types";

/**
 * Managed services. Each entry feeds a card on the /services dashboard
 * and its own page at /services/{id}/. Offerings and benefits are shown exactly
 * six at a time; ctaLabel is the wording of the page's contact-us call to action, enquiryLabel and
 * enquiryText the hero's link to the contact page and the sentence under the call to action.
 */
export const managedServices = [
  {
    id: "microsoft-teams",
    name: "Microsoft Teams",
    icon: "Users",
    color: "#4b53bc",
    tagline: "Bring AI assistants, voice bots and automated workflows into the hub your people already use.",
    description:
      "We extend Microsoft Teams with conversational AI, meeting intelligence and workflow automation built on the Microsoft 365 tenant you already own. Your staff get answers, approvals and insights without leaving the channel they are working in.",
    detailedDescription: [
      "Most organisations adopted Microsoft Teams for chat and meetings, then stopped there. Our managed Teams service turns it into a working surface for the whole business: AI chatbots answer HR, IT and policy questions in any channel, voice bots pick up Teams Phone calls, and approvals flow through adaptive cards instead of email chains.",
      "Everything is deployed inside your own Microsoft 365 tenant and respects your existing Entra ID groups, retention policies and data residency settings. Our Kuala Lumpur team handles the Azure Bot Service registrations, Graph API permissions and Power Automate connectors, then monitors usage and tunes the bots month by month.",
      "Because the service is managed, you are never left holding an experimental app nobody maintains. We publish release notes, track adoption per department and retire features that are not earning their place.",
    ],
    keyFeatures: [
      "AI chatbots published to chats, channels and the Teams app store of your tenant",
      "Teams Phone integration with Nusantara AI voice bots for inbound call handling",
      "Meeting recaps, action-item extraction and follow-up reminders",
      "Power Automate and Logic Apps workflows triggered from adaptive cards",
      "Role-based dashboards embedded as Teams tabs",
      "Monthly adoption reporting and bot tuning by our Teams specialists",
    ],
    targetAudience:
      "Organisations on Microsoft 365 that want Teams to handle service requests, approvals and routine calls, not just chat and video.",
    outcomes: [
      "Fewer internal tickets as staff self-serve common IT and HR questions",
      "Shorter approval cycles once requests move from email to adaptive cards",
      "Consistent meeting follow-up with owners and deadlines captured automatically",
      "A single collaboration hub instead of a dozen disconnected tools",
    ],
    imageUrl: "/images/services/microsoft-teams.svg",
    offerings: [
      {
        icon: "Bot",
        title: "AI Chatbots",
        description:
          "Custom assistants that live in Teams chats and channels, answering policy, IT and product questions from your own knowledge base.",
      },
      {
        icon: "Mic",
        title: "Voice Bot Integration",
        description:
          "Connect Teams Phone to our voice bots so routine calls are answered, verified and routed before a person picks up.",
      },
      {
        icon: "CalendarCheck",
        title: "Smart Meetings",
        description:
          "Automatic agendas, live notes, recaps and action items posted to the meeting chat as soon as the call ends.",
      },
      {
        icon: "Workflow",
        title: "Workflow Automation",
        description: "Leave, purchase and access requests handled through adaptive cards with Power Automate flows behind them.",
      },
      {
        icon: "LayoutDashboard",
        title: "Personalized Dashboards",
        description: "Teams tabs showing each role the metrics it cares about, from sales pipeline to open service tickets.",
      },
      {
        icon: "Puzzle",
        title: "Custom Extensions",
        description:
          "Message extensions, tabs and connectors built for your line-of-business systems and published to your tenant.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Faster answers",
        description: "Employees get a reply in the channel in seconds instead of raising a ticket and waiting a day.",
      },
      {
        icon: "Settings",
        title: "Built on what you own",
        description: "We configure your existing Microsoft 365 licences rather than adding another platform to pay for.",
      },
      {
        icon: "Shield",
        title: "Tenant-level governance",
        description: "Bots inherit your Entra ID permissions, retention rules and compliance boundaries from day one.",
      },
      {
        icon: "Zap",
        title: "Meetings that lead somewhere",
        description: "Recaps and tasks land in the chat automatically, so decisions turn into work the same afternoon.",
      },
      {
        icon: "Settings",
        title: "Managed lifecycle",
        description: "We patch, monitor and retune every bot and flow so nothing drifts after go-live.",
      },
      {
        icon: "Shield",
        title: "Data stays in Microsoft 365",
        description: "Conversation logs and files remain in your tenant's chosen region, including Malaysia and Singapore.",
      },
    ],
    ctaLabel: "Integrate AI with Your Teams",
    enquiryLabel: "Ask about our managed Teams service",
    enquiryText:
      "Tell us how your people use Teams today: we will review your Microsoft 365 tenant and propose a managed plan for bots, calls and workflows.",
  },
  {
    id: "cisco-webex",
    name: "Cisco Webex",
    icon: "Video",
    color: "#0b5f8a",
    tagline: "Add meeting assistants, analytics and tailored tools to your Webex estate.",
    description:
      "Our Webex service layers AI onto Cisco's meetings, messaging and calling so every session produces usable notes and every space gets smarter. We deploy, integrate and run it for you alongside the Webex devices already in your rooms.",
    detailedDescription: [
      "Cisco Webex is a strong foundation, particularly for organisations with Cisco room systems and calling. What it often lacks is a connection to the rest of the business. We build that connection: meeting assistants that write into your CRM, Webex spaces that talk to your ticketing system and dashboards that show how rooms and meetings are really used.",
      "Our engineers work with the Webex Control Hub, the Webex APIs and the Webex Assistant capabilities you are licensed for, adding Nusantara AI language services where you need Malay, Chinese or Tamil support alongside English.",
      "Once live, we monitor integrations, apply Cisco's release changes and report quarterly on meeting quality, room utilisation and assistant usage.",
    ],
    keyFeatures: [
      "Meeting assistants that take notes and capture decisions in several languages",
      "Webex messaging bots linked to CRM, ITSM and HR systems",
      "Video and audio quality analytics across rooms and users",
      "Post-meeting summaries shared to spaces and email automatically",
      "Integrations with Cisco room devices and Webex Calling",
    ],
    targetAudience:
      "Enterprises and public bodies standardised on Cisco collaboration that want more value from their Webex licences and room systems.",
    outcomes: [
      "Meeting notes and decisions recorded for every session without a dedicated note-taker",
      "Clear visibility of room usage to guide workspace investment",
      "Less context switching as Webex spaces connect to core business systems",
    ],
    imageUrl: "/images/services/cisco-webex.svg",
    offerings: [
      {
        icon: "Sparkles",
        title: "Meeting Assistants",
        description:
          "AI companions that join meetings, transcribe speakers and flag decisions and open questions as they happen.",
      },
      {
        icon: "MessagesSquare",
        title: "Chat Integration",
        description: "Webex messaging bots that create tickets, look up orders or check leave balances right inside a space.",
      },
      {
        icon: "ChartColumn",
        title: "Video Analytics",
        description:
          "Reports on call quality, attendance patterns and room occupancy drawn from Control Hub and device telemetry.",
      },
      {
        icon: "Blocks",
        title: "Custom Integrations",
        description: "Connectors between Webex and Salesforce, ServiceNow, SAP or your in-house platforms using the Webex APIs.",
      },
      {
        icon: "FileText",
        title: "Post-Meeting Summaries",
        description: "Concise recaps with owners and due dates sent to participants and filed to the right space within minutes.",
      },
      {
        icon: "SlidersHorizontal",
        title: "Personalized Tools",
        description: "Shortcuts, templates and assistant behaviours tuned per team, from sales stand-ups to board meetings.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "No more lost actions",
        description: "Every meeting ends with a written summary, so follow-ups no longer depend on someone's memory.",
      },
      {
        icon: "Settings",
        title: "Works with your Cisco rooms",
        description: "Assistants and analytics run on the Webex devices and licences you have already deployed.",
      },
      {
        icon: "Shield",
        title: "Enterprise-grade security",
        description: "Integrations honour Webex end-to-end encryption options and your Control Hub policies.",
      },
      {
        icon: "Zap",
        title: "Quicker handovers",
        description: "Summaries posted to the space let absent colleagues catch up in two minutes instead of an hour.",
      },
      {
        icon: "Settings",
        title: "One partner for the stack",
        description: "We manage the Webex configuration, the integrations and the AI layer under a single agreement.",
      },
      {
        icon: "Shield",
        title: "Controlled data sharing",
        description: "You decide which spaces and meetings the assistants may read, with audit logs for every access.",
      },
    ],
    ctaLabel: "Enhance Your Webex with AI",
    enquiryLabel: "Ask about our managed Webex service",
    enquiryText:
      "Tell us about your Webex licences and meeting rooms: we will review your Control Hub set-up and propose a managed plan for assistants, integrations and analytics.",
  },
  {
    id: "genesys",
    name: "Genesys",
    icon: "Headphones",
    color: "#b43c12",
    tagline: "Put AI to work across your Genesys Cloud CX contact center, from the IVR to the workforce plan.",
    description:
      "We design, integrate and operate AI capabilities for Genesys Cloud CX and Genesys Engage contact centers. Customers resolve more on their own, agents get real-time help and supervisors plan with accurate forecasts.",
    detailedDescription: [
      "Genesys gives contact centers a powerful orchestration engine, but turning it into measurable results takes careful design. Our Genesys practice combines certified Architect flow builders with the conversational AI team behind the Nusantara AI Voice Bot and Chat Bot, so self-service, routing and agent tools are designed together rather than bolted on.",
      "We start with a discovery of your contact reasons and current containment, then prioritise the journeys where automation pays back fastest. Typical early wins are balance and order-status enquiries, appointment changes and identity verification, which together often account for a large share of inbound volume.",
      "After launch we run the platform as a managed service: flow changes, prompt updates, routing tuning and monthly reviews against agreed service levels.",
    ],
    keyFeatures: [
      "Conversational IVR and digital self-service built in Genesys Architect",
      "Real-time agent assist with suggested answers and knowledge articles",
      "Predictive routing matched to agent skills and customer value",
      "Outbound campaigns with compliant dialling rules",
      "Workforce forecasting, scheduling and quality management",
      "Integrations with CRM, billing and core banking systems",
    ],
    targetAudience:
      "Contact center leaders running Genesys who need higher self-service containment, shorter handling times and better-planned staffing.",
    outcomes: [
      "Call center load reduced by up to 60% through automated self-service",
      "Lower average handling time as agents receive live guidance",
      "Better first-contact resolution from smarter routing",
      "Schedules that match demand, cutting both overtime and idle time",
    ],
    imageUrl: "/images/services/genesys.svg",
    offerings: [
      {
        icon: "PhoneCall",
        title: "IVR & Self-Service",
        description:
          "Natural-language IVR and chat journeys that authenticate callers and complete common tasks without an agent.",
      },
      {
        icon: "Lightbulb",
        title: "Agent Assist",
        description: "Live transcription, next-best-action prompts and knowledge suggestions shown beside each interaction.",
      },
      {
        icon: "Route",
        title: "Predictive Routing",
        description: "Machine-learning models that send each customer to the agent most likely to resolve the issue first time.",
      },
      {
        icon: "Megaphone",
        title: "Outbound Campaigns",
        description: "Collection, renewal and reminder campaigns with voice bot pre-qualification and do-not-call compliance.",
      },
      {
        icon: "CalendarClock",
        title: "Workforce Optimization",
        description: "Forecasting, scheduling, adherence tracking and quality scoring tuned to your seasonal demand.",
      },
      {
        icon: "Cable",
        title: "Custom Integrations",
        description:
          "Data actions and APIs linking Genesys to CRM, ticketing, payments and core systems for full customer context.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Higher containment",
        description: "Self-service journeys settle routine requests so agents can focus on complex conversations.",
      },
      {
        icon: "Settings",
        title: "Certified flow design",
        description: "Architect flows are built and documented by engineers who know Genesys inside out.",
      },
      {
        icon: "Shield",
        title: "Compliant by design",
        description: "Payment masking, consent capture and call recording rules are applied to every journey.",
      },
      {
        icon: "Zap",
        title: "Shorter handling time",
        description: "Agents spend less time searching because answers and customer history arrive with the call.",
      },
      {
        icon: "Settings",
        title: "Continuous tuning",
        description: "Monthly reviews adjust prompts, routing weights and schedules based on live results.",
      },
      {
        icon: "Shield",
        title: "Resilient operations",
        description: "Fallback routes and monitoring keep customers served even when a connected system is down.",
      },
    ],
    ctaLabel: "Transform Your Genesys CC with AI",
    enquiryLabel: "Ask about our managed Genesys service",
    enquiryText:
      "Tell us about your Genesys contact center: we will review your IVR, routing and workforce planning, and show you where AI will raise containment and cut handling time first.",
  },
  {
    id: "network",
    name: "Network Services",
    icon: "Network",
    color: "#1e40af",
    tagline: "Self-healing, AI-monitored networks for offices, branches and data centers.",
    description:
      "We design, monitor and run enterprise networks using AI that spots problems before users do. From campus Wi-Fi to SD-WAN across South-East Asia, one team keeps your traffic moving.",
    detailedDescription: [
      "Every AI product we sell depends on a network that performs, so we treat networking as a core discipline. Our network operations center in Kuala Lumpur watches switches, routers, firewalls and access points around the clock, using machine-learning baselines to flag unusual latency, packet loss or traffic before it becomes an outage.",
      "We work across the major enterprise vendors and can take over an existing estate or build a new one. Configuration is held as code, changes go through review, and routine fixes such as restarting a stuck port or rerouting a congested link can run automatically within limits you approve.",
    ],
    keyFeatures: [
      "24/7 monitoring from our Kuala Lumpur network operations center",
      "Anomaly detection based on each site's normal traffic profile",
      "Wi-Fi surveys, design and ongoing radio optimization",
      "Configuration as code with automated compliance checks",
      "SD-WAN design and management for multi-branch organisations",
      "Integrated network security policies and segmentation",
    ],
    targetAudience:
      "Multi-site businesses, campuses and public agencies that need reliable connectivity without building a large in-house network team.",
    outcomes: [
      "Fewer outages as issues are caught and fixed before users notice",
      "Faster branch roll-outs using standard, pre-tested templates",
      "Lower WAN costs by combining broadband and private links through SD-WAN",
      "A documented, auditable network configuration",
    ],
    imageUrl: "/images/services/network.svg",
    offerings: [
      {
        icon: "Activity",
        title: "Network Monitoring",
        description: "Round-the-clock visibility of devices, links and applications with alerts ranked by business impact.",
      },
      {
        icon: "Gauge",
        title: "Traffic Management",
        description: "Quality-of-service policies that keep voice, video and critical apps ahead of bulk downloads.",
      },
      {
        icon: "ShieldCheck",
        title: "Network Security",
        description: "Next-generation firewalls, segmentation and access control managed as part of the same service.",
      },
      {
        icon: "Wifi",
        title: "Wi-Fi Optimization",
        description: "Site surveys, channel planning and continuous tuning so coverage holds up in busy offices and warehouses.",
      },
      {
        icon: "Cog",
        title: "Automated Configuration",
        description: "Templated, version-controlled device configuration pushed safely with automatic rollback on failure.",
      },
      {
        icon: "Waypoints",
        title: "SD-WAN",
        description: "Software-defined WAN linking branches over mixed connections with application-aware path selection.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Proactive fixes",
        description: "AI baselines surface degradation early, so most incidents are resolved before a call is logged.",
      },
      {
        icon: "Settings",
        title: "Vendor-neutral expertise",
        description: "We manage mixed estates and recommend hardware on merit, not on a single vendor's price list.",
      },
      {
        icon: "Shield",
        title: "Security built in",
        description: "Segmentation and firewall policy are part of the design, not an afterthought added later.",
      },
      {
        icon: "Zap",
        title: "Rapid branch openings",
        description: "Zero-touch provisioning brings a new site online in days rather than weeks.",
      },
      {
        icon: "Settings",
        title: "Changes you can trace",
        description: "Every configuration change is recorded, reviewed and reversible from a central repository.",
      },
      {
        icon: "Shield",
        title: "Agreed service levels",
        description: "Response and restoration targets are written into the contract and reported every month.",
      },
    ],
    ctaLabel: "Optimize Your Network with AI",
    enquiryLabel: "Ask about our managed network services",
    enquiryText:
      "Walk us through your sites and links: we will assess your network, from campus Wi-Fi to SD-WAN, and propose a monitoring and support plan to match.",
  },
  {
    id: "voice",
    name: "Voice Services",
    icon: "AudioLines",
    color: "#6b21a8",
    tagline: "Intelligent voice for every call, from the first ring to the final transcript.",
    description:
      "Our voice services combine AI voice bots, smart IVR and speech analytics with carrier-grade cloud telephony. Calls are answered faster, callers are verified securely and every conversation becomes searchable insight.",
    detailedDescription: [
      "Voice remains the channel customers choose when something matters. We help organisations modernise it without losing the personal touch: voice bots handle the predictable calls around the clock, smart IVR understands what callers say rather than forcing them through keypad menus, and live agents receive transcripts and sentiment cues as they speak.",
      "The service is delivered on Nusantara AI cloud telephony or integrated with your current carrier and PBX. Our speech models are trained for the accents and code-switching common in Malaysia and Singapore, with Bahasa Malaysia, English and Mandarin supported out of the box.",
      "We manage numbers, routing, voice bot scripts and analytics dashboards as one service, with response times for routine enquiries under 5 seconds.",
    ],
    keyFeatures: [
      "AI voice bots for bookings, payments, status checks and FAQs",
      "Speech-enabled IVR in Bahasa Malaysia, English and Mandarin",
      "Voice biometric verification for returning callers",
      "Real-time transcription, sentiment and compliance analysis",
      "Cloud telephony numbers and SIP trunks across Malaysia and the region",
    ],
    targetAudience:
      "Businesses with significant call volumes, such as banks, insurers, clinics, utilities and service providers, that want to automate routine calls without frustrating callers.",
    outcomes: [
      "Round-the-clock call answering without extra headcount",
      "Faster, safer caller verification than security questions",
      "Searchable transcripts that reveal why customers call",
      "Lower telephony costs after moving from legacy lines to cloud",
    ],
    imageUrl: "/images/services/voice.svg",
    offerings: [
      {
        icon: "Bot",
        title: "Voice Bots",
        description: "Natural-sounding bots that complete routine calls end to end and hand over to an agent with full context.",
      },
      {
        icon: "PhoneForwarded",
        title: "Smart IVR",
        description: "Callers say what they need in their own words and are routed instantly, with no nested keypad menus.",
      },
      {
        icon: "FingerprintPattern",
        title: "Voice Biometrics",
        description: "Passive voiceprint matching that confirms identity during the first few seconds of natural speech.",
      },
      {
        icon: "Captions",
        title: "Real-Time Transcription & Analysis",
        description: "Live transcripts with sentiment, keyword and compliance alerts for agents and supervisors.",
      },
      {
        icon: "Wrench",
        title: "Custom Voice Solutions",
        description: "Branded voices, industry vocabularies and bespoke call flows designed for your specific processes.",
      },
      {
        icon: "Cloud",
        title: "Cloud Telephony Integration",
        description: "Numbers, SIP trunking and call routing on our cloud platform or connected to your existing carrier.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Instant pickup",
        description: "Voice bots answer on the first ring at any hour, even during seasonal peaks.",
      },
      {
        icon: "Settings",
        title: "Local language models",
        description: "Speech recognition tuned for Malaysian accents and mixed-language conversations.",
      },
      {
        icon: "Shield",
        title: "Stronger verification",
        description: "Voice biometrics reduce account-takeover risk compared with knowledge-based questions.",
      },
      {
        icon: "Zap",
        title: "Insight from every call",
        description: "Analytics highlight emerging complaints and sales signals days before they show in reports.",
      },
      {
        icon: "Settings",
        title: "Flexible deployment",
        description: "Run on our cloud telephony or keep your carrier and PBX while adding the AI layer.",
      },
      {
        icon: "Shield",
        title: "Privacy-aware recording",
        description: "Card numbers and personal data are redacted from recordings and transcripts automatically.",
      },
    ],
    ctaLabel: "Elevate Your Voice Strategy with AI",
    enquiryLabel: "Ask about our managed voice services",
    enquiryText:
      "Tell us about your call volumes and the calls you want to automate: we will review your telephony and IVR, and propose a plan that handles routine calls without frustrating callers.",
  },
  {
    id: "ip-phones",
    name: "IP Phones",
    icon: "Phone",
    color: "#0f6b63",
    tagline: "Desk and conference phones supplied, provisioned and supported as one service.",
    description:
      "We supply and manage IP phones from leading manufacturers, pre-configured for your cloud PBX or unified communications platform. Handsets arrive ready to use, with AI call features and local support included.",
    detailedDescription: [
      "A good desk phone still matters for receptionists, contact center agents, clinicians and anyone who spends the day on calls. Our IP phone service covers the full lifecycle: selecting the right models, provisioning them centrally, shipping them to each site and replacing faulty units quickly.",
      "Phones are registered to Nusantara AI cloud PBX, Microsoft Teams Phone, Webex Calling or your own platform, and can use AI features such as live call transcription, voicemail-to-text and smart call routing. Firmware and security updates are pushed remotely, so your IT team never has to walk desk to desk.",
    ],
    keyFeatures: [
      "Desk, DECT, conference and receptionist phones from leading vendors",
      "Zero-touch provisioning from a central management portal",
      "Certified for cloud PBX, Teams Phone and Webex Calling",
      "AI call features including transcription and voicemail-to-text",
      "Next-business-day replacement across Peninsular and East Malaysia",
    ],
    targetAudience:
      "Offices, clinics, hotels and contact centers replacing ageing PBX handsets or standardising phones across several sites.",
    outcomes: [
      "Phones working on day one at every new desk or branch",
      "Consistent configuration and call features across the organisation",
      "Predictable monthly cost covering hardware, licences and support",
    ],
    imageUrl: "/images/services/ip-phones.svg",
    offerings: [
      {
        icon: "Phone",
        title: "IP Phone Systems",
        description: "Handsets, headsets and conference units matched to each role, from front desk to boardroom.",
      },
      {
        icon: "Settings2",
        title: "Configuration & Provisioning",
        description: "Central templates set extensions, line keys and directories so phones configure themselves on first boot.",
      },
      {
        icon: "CloudCog",
        title: "Cloud PBX Integration",
        description: "Registration to our cloud PBX or your chosen hosted platform, including number porting and failover.",
      },
      {
        icon: "Sparkles",
        title: "AI Call Features",
        description: "Live transcription, voicemail-to-text, call summaries and intelligent call routing on supported models.",
      },
      {
        icon: "MonitorSmartphone",
        title: "Unified Communications Setup",
        description: "Desk phones, softphones and mobile apps sharing one number, presence status and call history.",
      },
      {
        icon: "LifeBuoy",
        title: "Support & Maintenance",
        description: "Helpdesk, remote diagnostics, firmware management and swift hardware swaps under one agreement.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Plug-and-play deployment",
        description: "Pre-provisioned handsets need only a network cable to be ready for calls.",
      },
      {
        icon: "Settings",
        title: "Central control",
        description: "Move, add or change extensions from one portal without a technician visit.",
      },
      {
        icon: "Shield",
        title: "Secured endpoints",
        description: "Encrypted signalling, signed firmware and regular patching protect every handset.",
      },
      {
        icon: "Zap",
        title: "Smarter calls",
        description: "AI features turn voicemails and calls into text that staff can search and share.",
      },
      {
        icon: "Settings",
        title: "Platform freedom",
        description: "The same phones work with several call platforms, protecting your hardware investment.",
      },
      {
        icon: "Shield",
        title: "Quick replacement",
        description: "Faulty units are swapped on the next business day so no desk is left without a line.",
      },
    ],
    ctaLabel: "Upgrade Your Phone System",
    enquiryLabel: "Ask about our managed IP phone service",
    enquiryText:
      "Let us know how many handsets and sites you need to equip: we will confirm they suit your cloud PBX or unified communications platform and propose phones, provisioning and support as one service.",
  },
  {
    id: "cloud",
    name: "Cloud Services",
    icon: "Cloud",
    color: "#075985",
    tagline: "Plan, migrate and run workloads on the cloud with AI ready from the start.",
    description:
      "We guide organisations from cloud strategy through migration to day-to-day operations on AWS, Microsoft Azure and Google Cloud. Our managed cloud service keeps costs visible, workloads secure and data prepared for AI.",
    detailedDescription: [
      "Moving to the cloud is rarely a single project. It is a series of decisions about which applications move, when, to which provider and how they will be run afterwards. Our cloud team begins with an assessment of your portfolio and regulatory position, including Bank Negara Malaysia RMiT and the Personal Data Protection Act where they apply, and produces a roadmap with costs and milestones.",
      "Migrations are carried out in waves with tested rollback plans. Once workloads are live, our managed service covers monitoring, patching, backup, cost optimization and security posture, with monthly reports your finance and risk teams can read.",
      "Because we also build AI products, we design cloud landing zones that are ready for data platforms, model hosting and LLM workloads, so the next step after migration is innovation rather than another rebuild.",
    ],
    keyFeatures: [
      "Cloud readiness assessments and multi-year roadmaps",
      "Wave-based migration with rehearsed cut-overs",
      "24/7 managed operations on AWS, Azure and Google Cloud",
      "Landing zones with identity, network and policy guardrails",
      "FinOps reporting and rightsizing recommendations",
      "Platforms for machine learning and LLM workloads",
    ],
    targetAudience:
      "Organisations moving from on-premises data centers, or already in the cloud but struggling with cost, security or operational overhead.",
    outcomes: [
      "A clear migration plan with costs agreed before work starts",
      "Lower infrastructure spend through rightsizing and reserved capacity",
      "Faster release cycles on cloud-native platforms",
      "A foundation ready for analytics and AI projects",
    ],
    imageUrl: "/images/services/cloud.svg",
    offerings: [
      {
        icon: "Compass",
        title: "Cloud Strategy",
        description: "Portfolio assessment, provider selection and a phased roadmap aligned with business and compliance goals.",
      },
      {
        icon: "CloudUpload",
        title: "Cloud Migration",
        description: "Rehosting, replatforming and refactoring of applications and databases with minimal downtime.",
      },
      {
        icon: "ServerCog",
        title: "Managed Cloud Services",
        description: "Monitoring, patching, backup and cost control for your cloud estate, run by our operations team.",
      },
      {
        icon: "Lock",
        title: "Cloud Security",
        description:
          "Identity controls, encryption, posture management and threat detection across every account and subscription.",
      },
      {
        icon: "Container",
        title: "Cloud-Native Development",
        description: "Containerised and serverless applications built with CI/CD pipelines and infrastructure as code.",
      },
      {
        icon: "BrainCircuit",
        title: "AI & ML on Cloud",
        description: "Data pipelines, GPU capacity and model hosting set up for machine learning and large language models.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Scale on demand",
        description: "Capacity grows with traffic peaks and shrinks afterwards, so you pay for what you use.",
      },
      {
        icon: "Settings",
        title: "Multi-cloud know-how",
        description: "Certified engineers across AWS, Azure and Google Cloud recommend the right fit per workload.",
      },
      {
        icon: "Shield",
        title: "Regulator-ready controls",
        description: "Guardrails and evidence packs support audits under RMiT, PDPA and ISO 27001.",
      },
      {
        icon: "Zap",
        title: "Faster delivery",
        description: "Automated pipelines let development teams ship updates daily rather than quarterly.",
      },
      {
        icon: "Settings",
        title: "Costs under control",
        description: "Monthly FinOps reviews find idle resources and commit discounts before the bill arrives.",
      },
      {
        icon: "Shield",
        title: "Tested recovery",
        description: "Backups and cross-region failover are rehearsed on a schedule, not just configured.",
      },
    ],
    ctaLabel: "Unlock Your Cloud Potential",
    enquiryLabel: "Ask about our managed cloud services",
    enquiryText:
      "Tell us where your workloads run today, on premises or already in the cloud: we will assess your environment and propose a plan for migration, cost control and day-to-day operations.",
  },
  {
    id: "storage",
    name: "Storage Services",
    icon: "HardDrive",
    color: "#3730a3",
    tagline: "Secure, scalable storage that protects today's data and prepares it for tomorrow's AI.",
    description:
      "We design and manage storage across on-premises arrays and cloud object stores, with backup, archiving and encryption built in. AI-driven tiering keeps hot data fast and cold data cheap.",
    detailedDescription: [
      "Data volumes grow every year, yet storage budgets rarely do. Our storage service brings order to sprawling file shares, ageing SANs and unmanaged cloud buckets. We classify what you hold, place it on the most suitable tier and set lifecycle rules so old data moves or expires automatically.",
      "Protection is part of the same design. Immutable backups guard against ransomware, recovery points are tested regularly, and long-term archives meet retention requirements for finance, healthcare and government records. Encryption keys can remain under your control throughout.",
      "For organisations preparing AI projects, we also organise and catalogue data so that analytics and model-training teams can find trusted datasets quickly.",
    ],
    keyFeatures: [
      "Block, file and object storage on-premises and in the cloud",
      "Immutable, off-site backups with scheduled restore tests",
      "Policy-based archiving for regulated record retention",
      "Encryption at rest and in transit with customer-managed keys",
      "Automated tiering driven by access patterns",
    ],
    targetAudience:
      "Organisations with fast-growing or regulated data, including hospitals, financial institutions, media firms and manufacturers.",
    outcomes: [
      "Lower cost per terabyte as cold data moves to cheaper tiers",
      "Confident recovery from ransomware or accidental deletion",
      "Evidence of retention and encryption for auditors",
      "Well-organised data ready for analytics and AI",
    ],
    imageUrl: "/images/services/storage.svg",
    offerings: [
      {
        icon: "Database",
        title: "Scalable Storage Solutions",
        description: "Capacity that expands from terabytes to petabytes across arrays and cloud object storage without redesign.",
      },
      {
        icon: "DatabaseBackup",
        title: "Backup & Recovery",
        description: "Automated, immutable backups with defined recovery objectives and restore tests you can verify.",
      },
      {
        icon: "Archive",
        title: "Data Archiving",
        description: "Low-cost, searchable archives that satisfy retention rules for financial, medical and public records.",
      },
      {
        icon: "Lock",
        title: "Storage Security & Encryption",
        description: "Encryption, access controls and anomaly alerts that protect stored data from theft and tampering.",
      },
      {
        icon: "Recycle",
        title: "Data Lifecycle Management",
        description: "Rules that move, retain or delete data automatically according to its age, value and legal status.",
      },
      {
        icon: "Brain",
        title: "AI-Optimized Storage",
        description: "Machine learning predicts access patterns to place data on the right tier and flag capacity risks early.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Fast where it counts",
        description: "Frequently used data sits on flash so applications and analytics stay responsive.",
      },
      {
        icon: "Settings",
        title: "Hands-off housekeeping",
        description: "Lifecycle policies tidy storage continuously, so nobody has to clean up shares by hand.",
      },
      {
        icon: "Shield",
        title: "Ransomware resilience",
        description: "Immutable copies cannot be altered or deleted, even with stolen administrator credentials.",
      },
      {
        icon: "Zap",
        title: "Quick restores",
        description: "Individual files or whole systems are recovered in minutes from indexed backups.",
      },
      {
        icon: "Settings",
        title: "Hybrid flexibility",
        description: "Mix on-premises arrays with cloud tiers and manage both through one set of policies.",
      },
      {
        icon: "Shield",
        title: "Your keys, your data",
        description: "Customer-managed encryption keys keep sensitive records readable only by you.",
      },
    ],
    ctaLabel: "Secure Your Data Future",
    enquiryLabel: "Ask about our managed storage services",
    enquiryText:
      "Tell us how much data you hold and how fast it grows: we will review your arrays, backups and retention rules, and propose a storage plan that keeps it protected.",
  },
  {
    id: "security",
    name: "Security Services",
    icon: "ShieldCheck",
    color: "#a11d1d",
    tagline: "AI-assisted cyber defence, monitored around the clock by our security operations center.",
    description:
      "Our managed security service detects, contains and investigates threats across your users, devices, networks and cloud. It pairs AI-driven analytics with experienced analysts and clear compliance reporting.",
    detailedDescription: [
      "Attackers increasingly target organisations in South-East Asia with phishing, ransomware and business email compromise, and smaller security teams struggle to keep pace. Our security operations center in Kuala Lumpur monitors your environment day and night, correlating signals from endpoints, email, identity, network and cloud to separate genuine attacks from noise.",
      "When something is found, analysts act within agreed response times: isolating devices, disabling compromised accounts and guiding your team through recovery. Afterwards we investigate root cause and close the gaps that allowed it.",
      "Alongside detection and response, we help you build lasting defences through identity hardening, data protection, regular audits and evidence for frameworks such as ISO 27001, PCI DSS and Malaysia's Cyber Security Act 2024.",
    ],
    keyFeatures: [
      "24/7 security monitoring and threat hunting",
      "Extended detection and response across endpoints, email and cloud",
      "Identity and access management with multi-factor authentication",
      "Incident response retainer with digital forensics",
      "Vulnerability management and penetration testing",
      "Compliance audits and board-level security reporting",
    ],
    targetAudience:
      "Organisations that hold sensitive customer or citizen data and need expert, always-on protection without staffing a full security team.",
    outcomes: [
      "Threats detected and contained in minutes rather than days",
      "Reduced exposure from compromised credentials and unpatched systems",
      "Audit-ready evidence for regulators, customers and insurers",
      "A clear, prioritised security roadmap for leadership",
    ],
    imageUrl: "/images/services/security.svg",
    offerings: [
      {
        icon: "Radar",
        title: "Threat Detection",
        description: "AI correlation of logs and telemetry to spot intrusions, malware and insider misuse as they unfold.",
      },
      {
        icon: "Lock",
        title: "Data Encryption & Privacy",
        description: "Classification, encryption and data-loss prevention that keep personal and confidential records protected.",
      },
      {
        icon: "KeyRound",
        title: "Identity & Access Management",
        description: "Single sign-on, multi-factor authentication and least-privilege access reviewed on a regular cycle.",
      },
      {
        icon: "Siren",
        title: "Incident Response & Forensics",
        description: "Rapid containment, evidence preservation and root-cause investigation when a breach is suspected.",
      },
      {
        icon: "ClipboardCheck",
        title: "Security Audits & Compliance",
        description: "Gap assessments, penetration tests and control evidence mapped to ISO 27001, PCI DSS and local regulation.",
      },
      {
        icon: "ShieldCheck",
        title: "Managed Security Services",
        description: "An outsourced security operations center with named analysts, agreed response times and monthly reviews.",
      },
    ],
    benefits: [
      {
        icon: "Zap",
        title: "Rapid containment",
        description: "Automated playbooks isolate infected devices and block malicious senders within minutes.",
      },
      {
        icon: "Settings",
        title: "Fits your existing tools",
        description: "We work with the endpoint, firewall and identity products you already license where possible.",
      },
      {
        icon: "Shield",
        title: "Always-on vigilance",
        description: "Analysts watch your environment through nights, weekends and public holidays.",
      },
      {
        icon: "Zap",
        title: "Less alert fatigue",
        description: "AI triage filters false positives so your team sees only incidents that need a decision.",
      },
      {
        icon: "Settings",
        title: "Clear reporting",
        description: "Monthly summaries translate technical findings into risk language for management and boards.",
      },
      {
        icon: "Shield",
        title: "Compliance confidence",
        description: "Controls and evidence are mapped to the frameworks your auditors and regulators expect.",
      },
    ],
    ctaLabel: "Strengthen Your Cybersecurity",
    enquiryLabel: "Ask about our managed security services",
    enquiryText:
      "Tell us what you need to protect: we will assess the risks facing your users, devices, networks and cloud, and propose round-the-clock monitoring and incident response with clear compliance reporting.",
  },
] satisfies ManagedService[];
