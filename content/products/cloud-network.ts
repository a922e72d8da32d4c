import type { Product } from "@/content/types";

/**
 * Product group "Cloud & Network Infrastructure". AWS, Microsoft and Google offerings are
 * resold and managed by Nusantara AI as a partner: keep the copy free of partnership-tier claims.
 */
export const cloudNetworkProducts = [
  {
    id: "network-switch",
    name: "Network Switches",
    icon: "EthernetPort",
    tagline:
      "Managed access, distribution and core switches, supplied and configured to carry voice, video and AI traffic without compromise.",
    colorFrom: "#1e40af",
    colorTo: "#115e59",
    imageUrl: "/images/products/network-switch.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "Managed Layer 2 and Layer 3 switches from 8 to 48 ports",
      "PoE+ and PoE++ power for IP phones, cameras and Wi-Fi access points",
      "1, 10, 25 and 100 Gigabit uplink options",
      "Stacking and redundant power for high availability",
      "Voice VLANs and QoS policies tuned for clear calls",
      "802.1X port security and network access control",
      "Zero-touch provisioning from standard configuration templates",
      "AI-assisted monitoring of port errors, loops and capacity",
      "Professional installation, labeling and as-built documentation",
      "Advance hardware replacement and firmware lifecycle management",
    ],
    detailedDescription: [
      "Every call, video meeting and AI request on your premises travels through a network switch, so the quality of that switch shows up directly in user experience. Nusantara AI supplies managed access, distribution and core switches from established enterprise vendors, then configures them for the traffic you actually carry. We size port counts, power budgets and uplinks around your device inventory today, with headroom for the phones, cameras and access points you will add tomorrow.",
      "Voice and video are our heritage, so switches are configured with dedicated voice VLANs, quality-of-service policies and Power over Ethernet budgets that keep IP phones and conference room systems running smoothly. Security is applied at the edge with 802.1X authentication, port security and segmentation between staff, guest and operational technology networks. Stacking, redundant power supplies and dual uplinks remove single points of failure in wiring closets and server rooms.",
      "Deployment uses standard templates and zero-touch provisioning, so a new branch can be brought online consistently without a senior engineer on site. Once live, our AI-assisted monitoring watches for port errors, broadcast storms, loops and capacity trends, raising tickets before users notice slowdowns. Lifecycle services cover firmware updates, advance hardware replacement and end-of-life planning, keeping your switching estate supported and secure for years.",
    ],
    useCases: [
      {
        title: "New office fit-out",
        description:
          "Companies moving into new premises get switches, cabling coordination and configuration delivered as one project, ready for staff on the first day.",
      },
      {
        title: "IP telephony and contact center rollout",
        description:
          "PoE switches with voice VLANs power hundreds of desk phones and agent headsets while keeping call quality stable during the busiest periods.",
      },
      {
        title: "Campus and hospital networks",
        description:
          "Large sites separate clinical devices, staff laptops, guests and building systems on a resilient core-and-access design with redundant links.",
      },
      {
        title: "Branch standardization",
        description:
          "Retail chains and banks deploy identical pre-configured switches to every branch, simplifying troubleshooting and spare-part stocking.",
      },
    ],
  },
  {
    id: "router",
    name: "Enterprise Routers",
    icon: "Router",
    tagline:
      "Business-grade routers and SD-WAN edge devices that keep every branch connected, secure and prioritized for real-time traffic.",
    colorFrom: "#155e75",
    colorTo: "#3730a3",
    imageUrl: "/images/products/router.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "Branch, campus-edge and data center router models",
      "SD-WAN with application-aware path selection",
      "Dual-WAN with automatic 4G and 5G failover",
      "Integrated next-generation firewall and IPsec VPN",
      "QoS that prioritizes voice, video and contact center traffic",
      "BGP, OSPF and policy-based routing support",
      "Centralized cloud management and configuration templates",
      "Link analytics for latency, jitter and packet loss",
      "Coordination with fiber, leased-line and mobile carriers",
      "Proactive monitoring with automated fault tickets",
    ],
    detailedDescription: [
      "Your routers decide how every packet reaches the internet, your cloud providers and your other offices. Nusantara AI supplies and manages business-grade routers and SD-WAN edge devices for head offices, branches, factories and retail outlets across Malaysia and the wider region. We match each site to the right model based on bandwidth, number of users, redundancy needs and the applications that matter most, from cloud telephony to point-of-sale and ERP.",
      "Modern branch routers do far more than forward traffic. Application-aware SD-WAN steers voice and video over the cleanest link, while bulk downloads use whatever capacity remains. Automatic failover to 4G or 5G keeps a store or clinic trading when the fiber line is cut. Built-in firewall, IPsec VPN and web filtering protect each site without extra appliances, and routing protocols such as BGP and OSPF suit more complex enterprise designs.",
      "We work with the major local carriers on your behalf, coordinating fiber, leased-line and mobile circuits so installation happens on a single timeline. Devices are managed from a central console using consistent templates, and our monitoring tracks latency, jitter and packet loss on every link. When a circuit degrades, a ticket is raised automatically and our team engages the carrier, often before your staff report a problem.",
    ],
    useCases: [
      {
        title: "Multi-branch retail connectivity",
        description:
          "Retail chains connect hundreds of outlets to head office over SD-WAN, keeping payment terminals and inventory systems online through automatic mobile failover.",
      },
      {
        title: "Cloud telephony quality assurance",
        description:
          "Businesses moving to cloud telephony prioritize voice traffic at every site, so calls stay clear even while large files upload in the background.",
      },
      {
        title: "Secure remote sites",
        description:
          "Plantations, construction sites and warehouses gain encrypted links to corporate systems over 4G or 5G where fixed lines are unavailable.",
      },
      {
        title: "Data center and cloud on-ramp",
        description:
          "Enterprises route traffic efficiently between offices, colocation facilities and public cloud regions with resilient BGP-based designs.",
      },
    ],
  },
  {
    id: "aws-cloud",
    name: "AWS Cloud Services",
    icon: "Cloud",
    tagline:
      "Amazon Web Services resold, deployed and managed by Nusantara AI, with local billing, expert guidance and round-the-clock operations.",
    colorFrom: "#92400e",
    colorTo: "#1f2937",
    imageUrl: "/images/products/aws-cloud.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "AWS account provisioning and consolidated billing in Malaysian ringgit",
      "Secure multi-account landing zones with guardrails",
      "Migration assessment, planning and execution for servers and databases",
      "Hosting in the AWS Asia Pacific (Malaysia) Region and nearby regions",
      "Generative AI solutions built on Amazon Bedrock",
      "Managed operations with 24/7 monitoring and incident response",
      "Cost optimization with Savings Plans, rightsizing and tagging",
      "Architecture reviews aligned with the AWS Well-Architected Framework",
      "Security baselines using GuardDuty, Security Hub and AWS Config",
      "Backup and disaster recovery across Availability Zones and regions",
    ],
    detailedDescription: [
      "Nusantara AI resells Amazon Web Services and manages it on your behalf as an AWS partner, combining the breadth of a global cloud platform with a local team that understands Malaysian businesses. You receive a single monthly invoice in ringgit, support in your language and engineers who can design, migrate and operate workloads end to end, rather than navigating hundreds of services and a foreign billing relationship on your own.",
      "Engagements usually start with a secure landing zone: separate accounts for production, development and shared services, with identity, logging and security guardrails applied from the outset. We then assess existing servers, databases and applications and plan migration waves, deciding whether each workload is rehosted, re-platformed or modernized. Data can stay in the AWS Asia Pacific (Malaysia) Region where residency matters, with nearby regions available for added resilience.",
      "Once workloads are live, our operations team monitors health and security around the clock, patches systems and responds to incidents under agreed service levels. Monthly cost reviews surface idle resources, rightsizing opportunities and commitment discounts such as Savings Plans. For teams exploring generative AI, we build solutions on Amazon Bedrock and connect them to Nusantara AI bots, giving you practical applications instead of isolated experiments.",
    ],
    useCases: [
      {
        title: "Data center exit",
        description:
          "Companies with aging on-premises servers migrate applications and databases to AWS in planned waves, avoiding costly hardware refreshes and freeing up floor space.",
      },
      {
        title: "Scalable digital platforms",
        description:
          "E-commerce and media businesses run on auto-scaling infrastructure that absorbs traffic spikes during mega sales and festive campaigns.",
      },
      {
        title: "Generative AI on private data",
        description:
          "Enterprises build document search and summarization tools on Amazon Bedrock while keeping their data inside their own AWS accounts.",
      },
      {
        title: "Cloud cost control",
        description:
          "Finance and IT teams receive tagged, department-level cost reports and recommendations that reduce waste without slowing development.",
      },
      {
        title: "Resilient disaster recovery",
        description:
          "Organizations replicate critical systems across Availability Zones, with tested recovery runbooks and clearly defined recovery time objectives.",
      },
    ],
  },
  {
    id: "microsoft-services",
    name: "Microsoft Services",
    icon: "Grid2x2",
    tagline:
      "Microsoft 365, Teams, Azure and Dynamics 365 licensed, deployed and managed for you by Nusantara AI as a Microsoft partner.",
    colorFrom: "#0067b8",
    colorTo: "#107c10",
    imageUrl: "/images/products/microsoft-services.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "Microsoft 365 licensing on flexible monthly or annual terms",
      "Tenant setup, mailbox migration and file moves to OneDrive and SharePoint",
      "Teams Phone enablement with Nusantara AI calling integration",
      "Identity and access with Microsoft Entra ID and conditional access",
      "Device management and app protection with Microsoft Intune",
      "Threat protection using Microsoft Defender for email and endpoints",
      "Azure infrastructure, virtual desktop and hybrid deployments",
      "Copilot readiness assessments and data governance with Purview",
      "Dynamics 365 implementation for sales, service and finance",
      "Managed service desk for users, licenses and tenant health",
    ],
    detailedDescription: [
      "Most organizations already depend on Microsoft for email, documents and meetings, yet many use only a fraction of what their subscriptions include. Nusantara AI resells and manages Microsoft services as a partner, helping you choose the right Microsoft 365, Azure and Dynamics 365 plans, deploy them properly and keep them secure. One local team handles licensing, migration, configuration and day-to-day administration, so your IT staff can focus on projects that move the business forward.",
      "Deployments begin with a tenant and security baseline: Entra ID identities, multifactor authentication, conditional access, Intune device policies and Defender protection for email and endpoints. We migrate mailboxes, file shares and legacy intranets into Exchange Online, OneDrive and SharePoint with minimal downtime. For voice, we enable Teams Phone and connect it to Nusantara AI cloud telephony, voice bots and contact center services, so calls, chats and meetings share one familiar interface.",
      "Beyond Microsoft 365, our engineers design Azure landing zones, virtual desktops and hybrid setups that extend your on-premises servers into the cloud. We also prepare organizations for Copilot by tightening permissions, classifying sensitive data with Purview and piloting with selected teams. Monthly license reviews remove unused seats, and our managed service desk handles user requests, tenant health checks and Microsoft feature updates as part of an agreed service plan.",
    ],
    useCases: [
      {
        title: "Moving from on-premises Exchange",
        description:
          "Businesses retire aging mail servers and move mailboxes, calendars and shared folders to Exchange Online in a staged cutover over a weekend.",
      },
      {
        title: "Secure hybrid work",
        description:
          "Staff work from the office, home or client sites on managed devices, with conditional access blocking risky sign-ins and lost laptops wiped remotely.",
      },
      {
        title: "Teams as the business phone system",
        description:
          "Organizations replace desk PBXs with Teams Phone connected to Nusantara AI telephony, keeping existing numbers and adding AI-driven call routing.",
      },
      {
        title: "Copilot adoption program",
        description:
          "Leadership teams pilot Copilot with a defined group after a permissions review, measuring time saved before a wider rollout.",
      },
      {
        title: "Dynamics 365 for growing sales teams",
        description:
          "Sales and service teams move from spreadsheets to Dynamics 365, with pipelines, cases and dashboards connected to Outlook and Teams.",
      },
    ],
  },
  {
    id: "google-services",
    name: "Google Workspace & Cloud Services",
    icon: "Blocks",
    tagline:
      "Google Workspace and Google Cloud resold, migrated and managed by Nusantara AI for collaboration, analytics and AI at scale.",
    colorFrom: "#1967d2",
    colorTo: "#c5221f",
    imageUrl: "/images/products/google-services.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "Google Workspace licensing across Business and Enterprise editions",
      "Mail, calendar and file migration from on-premises servers and other suites",
      "Gmail, shared drives, Meet and Chat deployment with user training",
      "Gemini for Google Workspace enablement and adoption planning",
      "Admin console hardening, DLP rules and context-aware access",
      "Chrome Enterprise management for browsers and ChromeOS devices",
      "Google Cloud landing zones, networking and IAM design",
      "Data analytics with BigQuery and Looker Studio dashboards",
      "Custom machine learning and generative AI on Vertex AI",
      "Containerized apps on Google Kubernetes Engine and Cloud Run",
    ],
    detailedDescription: [
      "Google Workspace and Google Cloud give teams fast collaboration tools and some of the most capable data and AI services available. Nusantara AI resells and manages both as a Google partner, so you have one local contact for licensing, migration, security configuration and ongoing support. Whether you are a growing business switching email platforms or an enterprise building a data platform, we design the rollout around your users, data and compliance requirements.",
      "For Workspace customers, we plan domain verification, migrate mail, calendars and files from existing servers or other cloud suites, and configure shared drives that mirror how departments collaborate. Admin console policies, data loss prevention rules and context-aware access protect information on every device. Training sessions and internal champion networks help staff move beyond email to Meet, Chat, Sheets and the Gemini features that shorten everyday work.",
      "On Google Cloud, our engineers build secure landing zones, then deliver analytics and AI projects that put your data to work. BigQuery consolidates sales, operations and customer information for fast querying, while Looker Studio turns it into dashboards for managers. Vertex AI supports custom models and generative AI applications that we can connect to Nusantara AI bots, and Cloud Run and GKE host modern applications with automatic scaling.",
    ],
    useCases: [
      {
        title: "Switching to Google Workspace",
        description:
          "Companies consolidate scattered email hosting and file servers into Workspace, giving every employee shared drives, video meetings and mobile access within weeks.",
      },
      {
        title: "Colleges and training providers",
        description:
          "Institutions equip lecturers and students with Classroom, Meet and Drive under centrally managed accounts and clear content-sharing policies.",
      },
      {
        title: "Unified analytics platform",
        description:
          "Retailers pull point-of-sale, e-commerce and marketing data into BigQuery to track margins and campaign performance in near real time.",
      },
      {
        title: "Generative AI assistants for staff",
        description:
          "Teams use Gemini in Gmail and Docs, plus Vertex AI assistants grounded in internal documents, to draft, summarize and search faster.",
      },
      {
        title: "Modern application hosting",
        description:
          "Development teams deploy containerized services on Cloud Run and GKE, paying only for resources used and scaling automatically with demand.",
      },
    ],
  },
  {
    id: "security-services",
    name: "Security Services",
    icon: "ShieldCheck",
    tagline:
      "Around-the-clock threat monitoring, testing and response that protect your people, data and AI systems from modern attacks.",
    colorFrom: "#b91c1c",
    colorTo: "#1e293b",
    imageUrl: "/images/products/security-services.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "24/7 security operations center monitoring with SIEM",
      "Managed endpoint detection and response across servers and laptops",
      "Vulnerability assessment and penetration testing for apps and networks",
      "Email security, phishing simulation and awareness training",
      "Managed firewall, web filtering and intrusion prevention",
      "Identity protection with MFA, privileged access and access reviews",
      "Incident response retainer with defined engagement times",
      "Compliance support for PDPA, BNM RMiT, ISO/IEC 27001 and PCI DSS",
      "Security testing of chatbots, voice bots and LLM applications",
      "Monthly risk reports and executive security briefings",
    ],
    detailedDescription: [
      "Cyber threats facing Malaysian organizations have grown more targeted, from ransomware and business email compromise to data leaks that trigger regulatory scrutiny. Nusantara AI Security Services provide the people, processes and technology to detect and stop these attacks without building a full in-house security team. Our analysts monitor your environment around the clock, investigate suspicious activity and act quickly, while our consultants help you close the gaps attackers would exploit.",
      "Coverage spans endpoints, servers, cloud accounts, email, firewalls and identity systems, with events correlated in a central SIEM and enriched by threat intelligence. AI-driven analytics filter out noise so analysts focus on real incidents. Regular vulnerability assessments and penetration tests check web apps, mobile apps and networks, and we test conversational AI systems for prompt injection, data leakage and abuse, a growing risk as businesses deploy chatbots and language models.",
      "Security is also a governance matter. We map controls against the Personal Data Protection Act, the Bank Negara Malaysia Risk Management in Technology policy, ISO/IEC 27001 and PCI DSS, and prepare evidence for audits. Phishing simulations and short training modules build a vigilant workforce. If a serious incident occurs, our response team contains the threat, preserves evidence, supports breach notifications and guides recovery, followed by a clear report of lessons learned.",
    ],
    useCases: [
      {
        title: "Ransomware readiness",
        description:
          "Mid-sized firms combine managed EDR, immutable backups and a tested response plan, so an attack on one laptop does not become a company-wide shutdown.",
      },
      {
        title: "Financial sector compliance",
        description:
          "Banks, insurers and fintechs receive control assessments, penetration tests and reporting that support RMiT requirements and regulator reviews.",
      },
      {
        title: "Securing AI deployments",
        description:
          "Organizations launching chatbots or LLM assistants have them tested for prompt injection, sensitive data exposure and harmful output before go-live.",
      },
      {
        title: "Business email compromise prevention",
        description:
          "Finance teams are protected by advanced email filtering, payment-verification procedures and targeted phishing exercises.",
      },
      {
        title: "Security for lean IT teams",
        description:
          "Companies without a dedicated security function gain a 24/7 SOC and monthly executive briefings for a predictable subscription fee.",
      },
    ],
  },
  {
    id: "network-services",
    name: "Network Services",
    icon: "Network",
    tagline:
      "End-to-end design, deployment and management of LAN, WAN and Wi-Fi networks, watched around the clock by AI-assisted operations.",
    colorFrom: "#0e7490",
    colorTo: "#1e3a8a",
    imageUrl: "/images/products/network-services.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "Network assessments, site surveys and architecture design",
      "Structured cabling coordination and rack installation",
      "Enterprise Wi-Fi design with predictive heat mapping",
      "SD-WAN, MPLS and internet circuit procurement",
      "24/7 network operations center monitoring",
      "AI-driven anomaly detection and root-cause suggestions",
      "Configuration backups and controlled change management",
      "Network segmentation and access control for guests and IoT",
      "Service levels with defined response and restoration times",
      "Quarterly capacity planning and lifecycle reviews",
    ],
    detailedDescription: [
      "Network Services is our complete managed offering for organizations that want a reliable network without managing every device and circuit themselves. We take responsibility for design, deployment and daily operations across LANs, WANs and wireless networks, whether you run a single office tower in Kuala Lumpur or hundreds of sites across Malaysia and neighboring countries. One team, one service desk and one set of service levels cover the whole network.",
      "Projects begin with a detailed assessment of current topology, performance, security and documentation, followed by site surveys and predictive Wi-Fi heat maps for new spaces. We then design a target architecture, coordinate cabling and circuits, and install switches, routers, firewalls and access points. Segmentation separates staff, guests, payment systems and IoT devices, reducing the impact of any breach and keeping sensitive traffic isolated from everything else.",
      "Once live, our network operations center monitors every device and link around the clock. AI-driven analytics correlate alarms, detect unusual patterns and suggest likely root causes, shortening the time to restore service. All configurations are backed up and changes follow an approved process with rollback plans. Quarterly reviews cover capacity, incidents, firmware status and upcoming end-of-life equipment, so investment decisions are planned rather than rushed.",
    ],
    useCases: [
      {
        title: "Multi-site enterprise WAN",
        description:
          "Organizations with branches nationwide outsource the full WAN, from circuits to routers, with a single dashboard showing site health and SLA performance.",
      },
      {
        title: "Hospitality and venue Wi-Fi",
        description:
          "Hotels, malls and convention centers deliver dependable guest Wi-Fi with captive portals, bandwidth controls and high-density coverage for events.",
      },
      {
        title: "Factory and warehouse networks",
        description:
          "Manufacturers build rugged wired and wireless networks that support scanners, forklifts, sensors and production systems on segmented VLANs.",
      },
      {
        title: "Network refresh without downtime",
        description:
          "IT teams replace aging equipment in phased overnight windows, with pre-staged configurations and tested rollback at every step.",
      },
    ],
  },
  {
    id: "cloud-services",
    name: "Cloud Services",
    icon: "CloudCog",
    tagline:
      "Hybrid and multi-cloud infrastructure, hosted and managed by Nusantara AI, that gives every workload the right home.",
    colorFrom: "#0369a1",
    colorTo: "#5b21b6",
    imageUrl: "/images/products/cloud-services.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "Cloud readiness assessment and workload placement strategy",
      "Private cloud hosting in Malaysian data centers for data residency",
      "Unified management across AWS, Azure, Google Cloud and private cloud",
      "Managed Kubernetes and container platforms",
      "GPU cloud capacity for AI training and inference",
      "Disaster recovery as a service with tested failover",
      "Infrastructure as code with Terraform and GitOps pipelines",
      "FinOps dashboards showing spend by team and project",
      "Patch, backup and performance management under SLA",
      "Cloud security posture management and compliance reporting",
    ],
    detailedDescription: [
      "Not every workload belongs in the same place. Cloud Services from Nusantara AI help you decide which applications suit public cloud, which should stay in a private cloud for residency or performance reasons, and which are best left on-premises for now. We then build and run that hybrid, multi-cloud estate as a managed service, giving you a single team accountable for availability, security and cost across every platform.",
      "Our private cloud runs in Malaysian data centers, suited to organizations whose data must remain in the country, and connects securely to AWS, Microsoft Azure and Google Cloud where global services add value. Managed Kubernetes gives developers a consistent platform everywhere, while GPU capacity supports AI training and inference, including private deployments of the Nusantara AI language model. Everything is defined as code, so environments are repeatable and auditable.",
      "Day-to-day operations include monitoring, patching, backups, capacity management and security posture checks, all delivered under agreed service levels. Disaster recovery as a service replicates critical systems to a secondary site with scheduled failover tests, proving recovery rather than assuming it. FinOps dashboards break spending down by business unit, project and environment, and our monthly reviews recommend changes that keep cloud bills aligned with the value each workload delivers.",
    ],
    useCases: [
      {
        title: "Data residency for regulated sectors",
        description:
          "Healthcare providers, public agencies and financial institutions keep sensitive records on private cloud in Malaysia while using public cloud for less sensitive services.",
      },
      {
        title: "Hybrid modernization",
        description:
          "Enterprises containerize applications step by step, running them on managed Kubernetes both on-premises and in public cloud during the transition.",
      },
      {
        title: "AI infrastructure on demand",
        description:
          "Data science teams reserve GPU capacity for model training and fine-tuning without buying hardware that sits idle between projects.",
      },
      {
        title: "Proven disaster recovery",
        description:
          "Businesses replicate core systems to a secondary site and run scheduled failover drills, with reports that satisfy auditors and boards.",
      },
      {
        title: "Multi-cloud cost governance",
        description:
          "CIOs see spending across every provider in one view, with budgets, alerts and rightsizing advice for each department.",
      },
    ],
  },
  {
    id: "storage-services",
    name: "Storage Services",
    icon: "HardDrive",
    tagline: "Scalable, protected storage for files, backups, archives and AI datasets, with recovery you can test and trust.",
    colorFrom: "#44403c",
    colorTo: "#0f766e",
    imageUrl: "/images/products/storage-services.svg",
    group: "Cloud & Network Infrastructure",
    topFeatures: [
      "Enterprise SAN and NAS design, supply and installation",
      "S3-compatible object storage hosted in Malaysia",
      "Automated backup for servers, databases, Microsoft 365 and Google Workspace",
      "Immutable, air-gapped copies that resist ransomware",
      "Disaster recovery replication with defined RPO and RTO",
      "Long-term archiving with retention and legal hold policies",
      "AES-256 encryption at rest and in transit with key management",
      "Automatic tiering between flash, disk and cloud storage",
      "High-throughput storage for AI training data and call recordings",
      "Capacity forecasting and monthly restore testing reports",
    ],
    detailedDescription: [
      "Data volumes keep growing, from documents and databases to call recordings, camera footage and the datasets behind AI models. Nusantara AI Storage Services give you the right capacity in the right place, combining on-premises SAN and NAS systems, S3-compatible object storage hosted in Malaysia and public cloud tiers. We design, supply and manage the whole storage estate so performance stays consistent and costs grow predictably with your business.",
      "Protection is central to every design. Automated backups cover servers, virtual machines, databases and cloud suites such as Microsoft 365 and Google Workspace, following a 3-2-1 approach with at least one immutable copy that ransomware cannot encrypt or delete. Replication to a secondary site supports disaster recovery with agreed recovery point and recovery time objectives, and monthly restore tests prove that data can actually be brought back.",
      "Lifecycle policies move aging data automatically from fast flash to economical disk or archive tiers, and retention rules with legal hold support regulatory and litigation needs. Encryption at rest and in transit, with controlled key management, protects sensitive records. For AI projects and contact centers, high-throughput storage keeps training pipelines and recording platforms fed, while capacity forecasts warn you well before space runs out.",
    ],
    useCases: [
      {
        title: "Ransomware-resilient backup",
        description:
          "Companies keep immutable, isolated backup copies, so even if production systems are encrypted, clean data can be restored quickly.",
      },
      {
        title: "Contact center recording retention",
        description:
          "Contact centers store years of call and chat recordings securely, with search and retention policies that meet regulatory and quality-assurance needs.",
      },
      {
        title: "Medical imaging and records",
        description:
          "Hospitals archive imaging studies and patient records on tiered storage that balances fast access for clinicians with long-term affordability.",
      },
      {
        title: "AI and analytics data lakes",
        description:
          "Data teams consolidate structured and unstructured data in scalable object storage that feeds analytics and model training pipelines.",
      },
      {
        title: "Productivity suite backup",
        description:
          "Organizations protect emails, files and chats in Microsoft 365 or Google Workspace beyond native retention settings, with item-level restore.",
      },
    ],
  },
] satisfies Product[];
