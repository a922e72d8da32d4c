import type { AboutContent, CareersContent, Company, DashboardContent, HomeContent } from "@/content/types";

import { DEFAULT_RETENTION_DAYS } from "./forms-retention";

/** The company's name, on its own so a client leaf can read it without the rest of this file. */
export const companyName = "Nusantara AI";

/** Under each contact form when the forms send to the company's message service (NEXT_PUBLIC_FORMS_ENDPOINT). */
export const formsPrivacy = `Your message goes only to our own message service, which passes it to our Kuala Lumpur team; it is kept for ${DEFAULT_RETENTION_DAYS} days, then deleted.`;

/** Company facts used by the header, footer, contact page, metadata and structured data. */
export const company = {
  name: companyName,
  legalName: "Nusantara AI Communications Sdn. Bhd.",
  blurb:
    "Nusantara AI works on intelligent automation and AI solutions that help businesses across Malaysia and South-East Asia serve customers faster, run leaner operations and grow with confidence.",
  foundingYear: 2019,
  pagesUpdated: "2026-11-20",
  email: "info@nusantara-ai.com.my",
  careersEmail: "careers@nusantara-ai.com.my",
  partnershipsEmail: "partners@nusantara-ai.com.my",
  phone: "+60 3-2785 1200",
  phoneE164: "+60327851200",
  address: {
    street: "Level 23, Menara Nusantara, 8 Jalan Sultan Ismail",
    locality: "Kuala Lumpur",
    postalCode: "50250",
    region: "Wilayah Persekutuan Kuala Lumpur",
    country: "Malaysia",
  },
  officeHours: {
    weekdays: "Monday – Friday: 9:00 AM – 6:00 PM (Malaysia time)",
    weekend: "Saturday – Sunday: Closed",
    timeZone: "Asia/Kuala_Lumpur",
    opens: "09:00",
    closes: "18:00",
  },
} satisfies Company;

/** Home page: the hero and the six sections below it, in display order. */
export const home = {
  hero: {
    titlePrefix: "Transform Your World with",
    titleHighlight: "Intelligent AI",
    subtitle:
      "Voice, chat and video bots, an AI-powered contact center, our own large language model and the managed services to run them, built in Kuala Lumpur for businesses across South-East Asia.",
    primary: { label: "Explore Products", href: "/product/" },
    secondary: { label: "Request a Demo", href: "/contact-us/" },
  },
  sections: [
    {
      id: "why-choose-us",
      eyebrow: "Why Choose Us",
      heading: "AI that fits the way your business already works",
      paragraphs: [
        "Since 2019 we have helped organisations automate conversations and processes without tearing out the systems they rely on. Our bots, applications and managed services connect to your existing CRM, telephony and collaboration tools, and our team stays with you long after go-live.",
      ],
      stats: [
        { value: "Up to 60%", label: "lower call center load" },
        { value: "< 5 s", label: "typical bot response time" },
      ],
      points: [
        {
          icon: "Layers",
          title: "One complete stack",
          text: "Bots, contact center, cloud telephony, business applications and infrastructure from a single accountable provider.",
        },
        {
          icon: "Languages",
          title: "Built for the region",
          text: "Language models and speech recognition tuned for Bahasa Malaysia, English, Mandarin and everyday code-switching.",
        },
        {
          icon: "Plug",
          title: "Integrates, never replaces",
          text: "Open APIs and ready connectors let our AI work alongside the platforms you have already invested in.",
        },
        {
          icon: "Headset",
          title: "People behind the platform",
          text: "Local engineers and customer success managers in Kuala Lumpur who answer in your time zone.",
        },
      ],
    },
    {
      id: "ai-transformation",
      eyebrow: "AI Business Transformation",
      heading: "Turn data and conversations into measurable results",
      paragraphs: [
        "Artificial intelligence is no longer an experiment reserved for tech giants. Organisations that put AI into daily operations make decisions faster, spend less on repetitive work and give customers answers the moment they ask.",
        "We start with the processes that cost you most, whether that is call handling, order processing or reporting, and apply proven AI products to them first. Results are tracked from the first week so every next step is justified by evidence.",
      ],
      stats: [
        { value: "40%", label: "faster decisions" },
        { value: "35%", label: "cost reduction" },
        { value: "50%", label: "gain in customer satisfaction" },
        { value: "3–6 months", label: "typical return on investment" },
      ],
      link: { label: "Explore Our Solutions", href: "/solutions/" },
    },
    {
      id: "sme-ai",
      eyebrow: "SMEs and AI",
      heading: "Enterprise-grade AI, sized for small and medium businesses",
      paragraphs: [
        "Small and medium enterprises form the backbone of the economy, yet most have not adopted AI. The reasons are familiar: tight budgets, small IT teams and tools designed for corporations with armies of specialists.",
        "Our SME packages remove those barriers with subscription pricing, templates for common tasks such as answering enquiries, taking bookings and chasing invoices, and set-up measured in days. A growing business can start with a single chat bot and add voice, point of sale or HR applications as it expands.",
      ],
      stats: [
        { value: "90%", label: "of businesses are SMEs" },
        { value: "23%", label: "of SMEs have adopted AI" },
      ],
      points: [
        {
          icon: "Rocket",
          title: "Live in days",
          text: "Pre-configured bots and apps launch quickly without a lengthy integration project.",
        },
        {
          icon: "PiggyBank",
          title: "Pay as you grow",
          text: "Monthly plans scale with usage, so you never pay for capacity you do not need.",
        },
      ],
      link: { label: "See AI for SMEs", href: "/industry/sme/" },
    },
    {
      id: "global-vision",
      eyebrow: "Our Global Vision",
      heading: "From Kuala Lumpur to the world",
      paragraphs: [
        "We were founded to prove that world-class AI can be designed in South-East Asia for the realities of South-East Asian businesses: many languages, fast-growing digital adoption and a wide range of company sizes.",
        "Today our platforms serve customers across Malaysia, Singapore, Indonesia and beyond. Our ambition is to make intelligent automation accessible to every organisation, wherever it operates, while keeping data governed by local rules.",
      ],
      points: [
        {
          icon: "Globe",
          title: "Regional reach",
          text: "Partners and customers across ASEAN, supported from our Kuala Lumpur headquarters.",
        },
        {
          icon: "ShieldCheck",
          title: "Responsible by design",
          text: "Data residency options, transparent models and human oversight built into every product.",
        },
        {
          icon: "Handshake",
          title: "Growth through partners",
          text: "Integrators, carriers and developers extend our reach into new markets and industries.",
        },
      ],
    },
    {
      id: "llm-startup",
      eyebrow: "LLM and Startup Ecosystem",
      heading: "Our own language model, open to builders",
      paragraphs: [
        "At the core of our products sits the Nusantara AI large language model, trained with a strong focus on regional languages, local business terminology and regulated industries. It powers our bots and applications and is available to customers who want to build their own.",
        "We also back the next generation of AI companies. Startups in our ecosystem receive model access, SDKs, cloud credits and mentoring from our engineers, and the best ideas are brought to market through our partner network.",
      ],
      points: [
        {
          icon: "BrainCircuit",
          title: "Regionally fluent LLM",
          text: "Understands Malay, English and Chinese business language, including local idioms and mixed-language text.",
        },
        {
          icon: "Code",
          title: "Developer-ready SDKs",
          text: "APIs and SDKs that let teams embed our models in web, mobile and contact center applications.",
        },
        {
          icon: "Sprout",
          title: "Startup programme",
          text: "Credits, technical mentoring and go-to-market support for early-stage AI founders.",
        },
      ],
    },
    {
      id: "why-choose-us-again",
      eyebrow: "Why Choose Us",
      heading: "A partner for the whole journey, not just the launch",
      paragraphs: [
        "Buying AI is easy; making it work every day is harder. Our customers stay with us because we measure success by their results, keep improving what we deploy and speak plainly about what AI can and cannot do.",
        "Whether you need one bot or a fully managed contact center, you get the same discipline: a clear plan, transparent pricing quoted for your needs and a team that answers when you call.",
      ],
      points: [
        {
          icon: "Target",
          title: "Outcome-driven delivery",
          text: "Every project begins with agreed business targets and a dashboard that tracks them.",
        },
        {
          icon: "Lock",
          title: "Security and compliance first",
          text: "Designed for PDPA, financial-sector and healthcare requirements from the first workshop.",
        },
        {
          icon: "RefreshCw",
          title: "Continuous improvement",
          text: "Monthly reviews retrain models, refine flows and retire what no longer adds value.",
        },
        {
          icon: "Award",
          title: "Proven across industries",
          text: "Deployments in retail, finance, healthcare, manufacturing, government and telecoms.",
        },
      ],
    },
  ],
} satisfies HomeContent;

/** About page. */
export const about = {
  vision:
    "To be South-East Asia's most trusted AI company, making intelligent automation a natural part of how every organisation, large or small, serves its customers and runs its operations.",
  mission:
    "We build practical AI products, from conversational bots to our own large language model, and deliver them with the managed services and local expertise that turn technology into lasting business results.",
  genesis: [
    "Nusantara AI was founded in Kuala Lumpur in 2019 by a group of telecommunications engineers and data scientists who saw the same problem at client after client: contact centers overwhelmed by routine calls, and AI tools that struggled with the languages and accents of the region. The name reflects our roots in the Malay archipelago and our ambition to serve it.",
    "Our first product was a voice bot trained on Malaysian speech, deployed for a utility provider's billing hotline. Chat and video bots followed, then a full cloud contact center and cloud telephony platform. As customers asked us to connect these tools to their wider operations, we added business applications for HR, supply chain, point of sale, hospitality, healthcare and more, together with managed network, cloud, storage and security services.",
    "In 2023 we began training the Nusantara AI large language model to give our products a shared, regionally fluent foundation. Today the company serves SMEs, large enterprises, service providers and government bodies across Malaysia and South-East Asia, and works with a growing network of partners to reach new markets.",
  ],
  aiProductStack: [
    {
      icon: "BotMessageSquare",
      title: "Conversational bots",
      text: "Voice, chat and video bots that handle enquiries, bookings and transactions around the clock in several languages.",
    },
    {
      icon: "Headphones",
      title: "Contact center and telephony",
      text: "An omni-channel cloud contact center and cloud telephony platform with AI routing and agent assist.",
    },
    {
      icon: "BrainCircuit",
      title: "Nusantara LLM",
      text: "Our large language model, tuned for regional languages and regulated industries, available through APIs and SDKs.",
    },
    {
      icon: "AppWindow",
      title: "Business applications",
      text: "ITSM, HRMS, supply chain, procurement, POS, hospital, hotel and many more apps sharing one AI layer.",
    },
    {
      icon: "Server",
      title: "Managed infrastructure",
      text: "Network, cloud, storage and security services that keep every AI workload fast, available and protected.",
    },
  ],
  // Example entries: an editor replaces these with the real leadership team
  // (name, role, avatar under public/images/team/ and a short biography).
  leadership: [
    {
      name: "Aisyah Rahman",
      role: "Chief Executive Officer",
      avatar: "/images/team/aisyah-rahman.svg",
      description:
        "Co-founder who spent fifteen years in regional telecommunications before starting Nusantara AI. She leads company strategy and its expansion across ASEAN.",
    },
    {
      name: "Daniel Lim",
      role: "Chief Technology Officer",
      avatar: "/images/team/daniel-lim.svg",
      description:
        "Oversees engineering for the bot, contact center and cloud platforms, with a focus on reliability at scale and open integration.",
    },
    {
      name: "Priya Nair",
      role: "Head of AI Research",
      avatar: "/images/team/priya-nair.svg",
      description:
        "Leads the team behind the Nusantara AI language model and speech recognition, specialising in multilingual and low-resource language modelling.",
    },
    {
      name: "Hafiz Abdullah",
      role: "Chief Operating Officer",
      avatar: "/images/team/hafiz-abdullah.svg",
      description:
        "Runs managed services, customer success and the partner network, making sure every deployment delivers the results promised at the outset.",
    },
  ],
} satisfies AboutContent;

/** Careers page. */
export const careers = {
  intro:
    "Join a team building AI that people across South-East Asia use every day. At Nusantara AI you will work on real products for real customers, from voice bots answering millions of calls to a language model that understands the region, alongside colleagues who care about doing it well.",
  values: [
    {
      icon: "Lightbulb",
      title: "Innovate",
      text: "Question how things are done, test new ideas quickly and ship improvements that customers can feel.",
    },
    {
      icon: "Users",
      title: "Collaborate",
      text: "Engineers, designers, sales and support work as one team, share knowledge openly and succeed together.",
    },
    {
      icon: "Sprout",
      title: "Grow",
      text: "Learning budgets, certifications, mentoring and clear career paths help you build the career you want.",
    },
  ],
  openings: [
    {
      id: "senior-ai-ml-engineer",
      title: "Senior AI/ML Engineer",
      department: "Engineering",
      location: "Labuan, Malaysia (remote optional)",
      icon: "BrainCircuit",
      description:
        "Design, train and deploy the models behind our voice bots, chat bots and large language model. You will own experiments from data preparation to production monitoring and mentor a growing team of machine-learning engineers.",
      skills: [
        "Python with PyTorch or TensorFlow",
        "Fine-tuning and evaluating large language models",
        "Speech recognition or NLP for multilingual data",
        "MLOps: model serving, monitoring and retraining pipelines",
        "5+ years of applied machine-learning experience",
      ],
      color: "violet",
    },
    {
      id: "full-stack-developer-ai",
      title: "Full-Stack Developer, AI Focus",
      department: "Engineering",
      location: "Kuala Lumpur, Malaysia",
      icon: "CodeXml",
      description:
        "Build the web applications, dashboards and APIs through which customers configure and monitor our AI products. You will turn model capabilities into interfaces that business users find simple and reliable.",
      skills: [
        "TypeScript, React and Next.js",
        "Node.js or Python back-end services",
        "REST and WebSocket API design",
        "PostgreSQL and Redis",
        "Experience integrating LLM or conversational AI APIs",
      ],
      color: "blue",
    },
    {
      id: "ai-solutions-sales-specialist",
      title: "AI Solutions Sales Specialist",
      department: "Business Development",
      location: "Singapore (with regional travel)",
      icon: "Briefcase",
      description:
        "Win new enterprise and public-sector customers across Singapore and neighbouring markets. You will lead discovery workshops, shape proposals with our solution architects and manage deals from first meeting to signature.",
      skills: [
        "Consultative B2B sales of software or cloud services",
        "Understanding of contact center, CX or AI solutions",
        "Building executive relationships and business cases",
        "Pipeline management in a CRM",
        "Willingness to travel across ASEAN",
      ],
      color: "emerald",
    },
    {
      id: "partnership-manager-ai-ecosystem",
      title: "Partnership Manager, AI Ecosystem",
      department: "Business Development",
      location: "Remote (global)",
      icon: "Handshake",
      description:
        "Recruit, enable and grow the integrators, carriers and technology partners who take our platform to new markets. You will run partner programs, joint business plans and co-marketing campaigns that produce measurable pipeline.",
      skills: [
        "Channel or alliance management in technology",
        "Designing partner incentives and enablement programs",
        "Joint go-to-market planning and forecasting",
        "Excellent written and spoken English",
        "Comfort working across time zones",
        "Knowledge of the AI or cloud ecosystem",
      ],
      color: "amber",
    },
  ],
} satisfies CareersContent;

/** Services dashboard. Figures are fixed marketing values. */
export const dashboard = {
  avgClientRoi: "230%",
  customerRetention: "98%",
  adoption: [
    { label: "Voice Bot", value: 60 },
    { label: "Chat Bot", value: 75 },
    { label: "Contact Center", value: 80 },
    { label: "LLM", value: 70 },
    { label: "Omni-channel", value: 90 },
  ],
  uptime: [
    { label: "Cloud", value: 99.9 },
    { label: "Voice", value: 99.8 },
    { label: "Network", value: 100 },
    { label: "Storage", value: 99.95 },
    { label: "Security", value: 99.85 },
  ],
  productGroups: [
    {
      name: "Communication & Engagement AI",
      icon: "MessagesSquare",
      description:
        "Voice, chat and video bots, contact center, cloud telephony and omni-channel tools for every customer conversation.",
    },
    {
      name: "Operational Excellence AI",
      icon: "Settings2",
      description: "ITSM, HR, attendance, visitor and fork-lift applications that streamline internal operations.",
    },
    {
      name: "Business Growth Platforms",
      icon: "TrendingUp",
      description: "Point of sale, e-commerce, order management and customer service apps that help revenue grow.",
    },
    {
      name: "Industry-Specific Solutions",
      icon: "Factory",
      description: "Purpose-built systems for hospitals, hotels, travel, supply chain and procurement teams.",
    },
    {
      name: "Development & Infrastructure",
      icon: "Code",
      description: "Our large language model, SDKs, custom development, websites and mobile apps for builders.",
    },
    {
      name: "Cloud & Network Infrastructure",
      icon: "Network",
      description: "Cloud, network, storage, security and hardware services that keep AI workloads running.",
    },
  ],
} satisfies DashboardContent;
