import type { PartnersContent } from "@/content/types";

/**
 * The partners page. Program titles are short on purpose: the
 * 'Learn More' e-mail subject is built as "Inquiry about {title} Partner Program",
 * so a title must not end in "Partner Program" itself.
 */
export const partnersContent = {
  benefits: [
    {
      icon: "Sparkles",
      title: "Access to cutting-edge AI",
      text: "Resell and build on our voice, chat and video bots, contact center platform and home-grown large language model, with early access to new releases and roadmap briefings.",
    },
    {
      icon: "GraduationCap",
      title: "Training, certification and support",
      text: "Structured learning paths, hands-on labs and a dedicated partner desk help your sales and technical teams become productive within weeks.",
    },
    {
      icon: "TrendingUp",
      title: "Attractive margins and recurring revenue",
      text: "Tiered discounts on licences and subscription services create predictable monthly income that grows with every customer you retain.",
    },
    {
      icon: "Megaphone",
      title: "Co-marketing and lead generation",
      text: "Joint campaigns, event sponsorship, market development funds and qualified leads passed from our own pipeline in your territory.",
    },
    {
      icon: "Handshake",
      title: "A collaborative environment",
      text: "Shared account planning, joint solution design and a partner community where integrators, carriers and developers learn from one another.",
    },
  ],
  programs: [
    {
      id: "certification",
      title: "Certification",
      description:
        "Validate your team's expertise in designing, deploying and selling Nusantara AI solutions. Certified partners are listed in our partner directory and receive priority access to customer opportunities.",
      color: "indigo",
      icon: "Award",
      details: [
        "Three levels: Associate, Professional and Expert, each with an online exam and practical assessment",
        "Separate tracks for sales consultants, solution architects and support engineers",
        "Certified status displayed in the public partner directory and on proposals",
        "Annual recertification keeps skills current with each platform release",
      ],
    },
    {
      id: "support",
      title: "Support",
      description:
        "Offer first-line support to your own customers while our engineers stand behind you for escalations. Ideal for integrators who want to own the customer relationship end to end.",
      color: "blue",
      icon: "LifeBuoy",
      details: [
        "Direct escalation line to Nusantara AI second- and third-line engineers",
        "Shared ticketing portal with agreed response times per severity",
        "Access to the internal knowledge base, diagnostic tools and known-issue list",
        "Quarterly service reviews to track resolution quality and customer satisfaction",
      ],
    },
    {
      id: "service-delivery",
      title: "Service Delivery",
      description:
        "Implement our AI bots, contact center and managed services on behalf of your clients using proven methods and templates. We provide the playbooks; you lead the project and the billing.",
      color: "teal",
      icon: "Truck",
      details: [
        "Standard delivery methodology with project plans, checklists and acceptance templates",
        "Pre-built integrations and bot templates for common industry journeys",
        "Shadow-delivery option where our consultants support your first projects",
        "Services margin retained entirely by the delivering partner",
      ],
    },
    {
      id: "local-support",
      title: "Local Support",
      description:
        "Become the on-the-ground presence for Nusantara AI customers in your city or state. Local partners handle site visits, hardware swaps and in-person training where remote help is not enough.",
      color: "emerald",
      icon: "MapPin",
      details: [
        "Designed for partners in East Malaysia, secondary Malaysian cities and neighbouring ASEAN markets",
        "Paid dispatch for on-site installations, IP phone replacement and network checks",
        "Referral fees for new opportunities identified during visits",
        "Spare-parts stock arrangements for faster hardware replacement",
      ],
    },
    {
      id: "training",
      title: "Training",
      description:
        "Deliver accredited Nusantara AI courses to customers, universities and your own staff. Training partners help organisations build the skills they need to adopt AI with confidence.",
      color: "amber",
      icon: "BookOpen",
      details: [
        "Licensed course material for administrators, bot designers and business users",
        "Train-the-trainer sessions and instructor accreditation",
        "Revenue share on every paid seat delivered through your academy",
        "Eligible courses can be aligned with HRD Corp claimable training in Malaysia",
      ],
    },
    {
      id: "cloud-sla",
      title: "Cloud SLA",
      description:
        "Host or resell Nusantara AI cloud services under a guaranteed service level agreement. Suited to carriers, data center operators and managed service providers with their own infrastructure.",
      color: "sky",
      icon: "CloudCog",
      details: [
        "Back-to-back service levels covering availability, response and restoration times",
        "White-label options for cloud telephony, contact center and bot platforms",
        "Joint monitoring dashboards and shared incident procedures",
        "Service credits and monthly availability reports for transparent customer reporting",
      ],
    },
  ],
} satisfies PartnersContent;
