/*
 * Customer case studies. The spec states twelve studies but names only eleven ids; the
 * twelfth, visitor-management-government, was chosen here. Clients are fictional, and the figures are
 * static marketing content. Only the two studies the spec calls out carry a hand-written narrative; the
 * site generates the others from client, product, challenge, solution and results.
 */
import type { CaseStudy } from "@/content/types";

export const caseStudies = [
  {
    id: "chatbot-retail-success",
    title: "Conversational Commerce Lifts Online Sales by 25% for a Nationwide Retailer",
    client: "Kedai Mutiara Retail Group",
    productId: "chat-bot",
    icon: "ShoppingCart",
    color: "#1d4ed8",
    industry: "Retail",
    date: "2024-11-18",
    challenge:
      "With 64 stores and a fast-growing online shop, Kedai Mutiara's eight-person e-commerce support team was answering inquiries up to four hours late, and shoppers were abandoning carts while they waited. Questions about stock, delivery and returns arrived in three languages across the website, WhatsApp and Facebook Messenger.",
    solution:
      "Nusantara AI deployed its Chat Bot across all three channels, integrated with the retailer's product catalog, store inventory and order management system. The bot answers in Bahasa Malaysia, English and Mandarin, recommends products, checks stock at nearby stores and hands complex cases to agents with the full conversation attached.",
    results: [
      "25% increase in online sales within six months of launch",
      "68% of customer inquiries resolved end to end without an agent",
      "First response time cut from up to four hours to under 5 seconds",
      "18% reduction in abandoned carts on chat-assisted sessions",
    ],
    imageUrl: "/images/case-studies/chatbot-retail-success.svg",
    narrative: [
      "Kedai Mutiara Retail Group began as a single household goods shop in Ipoh and has grown into a chain of 64 stores across Peninsular Malaysia, selling kitchenware, home furnishings and small appliances. When the group expanded its online shop in 2023, digital orders grew faster than anyone had forecast. The customer support team did not. Eight people were handling every message from the website, WhatsApp and Facebook Messenger, and during promotions the queue stretched to four hours.",
      "The cost of that delay showed up clearly in the data. Shoppers asking whether an item was in stock at their local branch, or whether a sofa could be delivered to Kota Kinabalu before Hari Raya, often gave up before anyone replied. Cart abandonment was rising, and the same handful of questions made up most of the volume. Management wanted faster answers without hiring a second support team for seasonal peaks.",
      "Nusantara AI began with a two-week discovery phase, reviewing more than 20,000 past conversations to identify the inquiries that mattered most. Stock availability, delivery timing, order tracking, returns and product comparisons accounted for nearly three quarters of all messages. Those intents became the core of a Chat Bot connected directly to Kedai Mutiara's product catalog, store inventory feed and order management system, so that it could give real answers rather than generic policy text.",
      "Language was a deciding factor. Kedai Mutiara's customers write in Bahasa Malaysia, English and Mandarin, frequently mixing all three in one message. The bot was trained on the retailer's own anonymized transcripts, including local abbreviations and product nicknames, and it replies in whichever language the shopper used. Where a question needs a person, such as a damaged delivery or a bulk order for a hotel, the bot transfers the chat to an agent together with the order details and the conversation so far.",
      "The team also designed the bot to sell, not just to answer. When a customer asks about a rice cooker, the bot can compare models, point out a promotion and confirm which nearby stores have it on the shelf. Shoppers can add items to their cart from inside the chat on WhatsApp and the website, and abandoned-cart reminders are sent only to customers who opted in.",
      "Six months after launch the results were clear. Online sales grew by 25%, with chat-assisted sessions converting at more than twice the rate of unassisted browsing. Sixty-eight percent of inquiries are now resolved without an agent, first responses arrive in under five seconds around the clock, and abandoned carts fell by 18% on sessions where the bot was involved. The support team stayed at eight people through two major sale seasons and now spends its time on complaints, corporate orders and follow-ups that benefit from a personal touch.",
      "Kedai Mutiara is now extending the bot to in-store use, letting floor staff check stock and delivery slots through the same assistant, and is piloting Voice Bot for its telephone order line. For a retailer built on friendly local service, the chatbot has become a way to offer that same service to every online shopper, at any hour.",
    ],
  },
  {
    id: "voicebot-telecom-efficiency",
    title: "Voice Bot Deflects 40% of Calls for a Regional Telecom Operator",
    client: "Selat Connect Telecommunications",
    productId: "voice-bot",
    icon: "PhoneCall",
    color: "#6d28d9",
    industry: "Telecommunications",
    date: "2024-09-23",
    challenge:
      "Selat Connect's contact center received around 180,000 calls a month, and a legacy touch-tone menu routed most of them to agents regardless of complexity. Waiting times regularly passed seven minutes at month-end billing peaks, and every network outage triggered a surge the center could not absorb.",
    solution:
      "Nusantara AI replaced the menu with a natural-language Voice Bot that understands Bahasa Malaysia and English, integrated with billing, network status and customer account systems. Callers can check bills, make payment arrangements, report faults and hear outage updates, and are transferred to an agent with a spoken summary whenever they ask.",
    results: [
      "40% of inbound calls fully resolved by the Voice Bot (call deflection)",
      "Average waiting time reduced from over 7 minutes to under 90 seconds",
      "22% lower cost per contact in the first year",
      "Customer satisfaction on automated calls rated 4.3 out of 5",
    ],
    imageUrl: "/images/case-studies/voicebot-telecom-efficiency.svg",
    narrative: [
      "Selat Connect Telecommunications provides mobile, home fiber and business connectivity to around 1.2 million subscribers in Malaysia and southern Thailand. Like many operators, it relied on a touch-tone menu that had grown to more than twenty options over the years. Customers found it confusing, and most simply pressed zero to reach an agent. As a result, around 180,000 calls a month landed on a contact center team of 240 people, many of them asking the same few questions.",
      "The pressure peaked twice a month. Bills were issued at the start of each cycle, and payment due dates followed two weeks later. On those days, waiting times passed seven minutes and abandonment rose sharply. Network outages were even harder: a single fiber cut in a busy district could generate thousands of calls within an hour, nearly all asking the same question, and agents could do little more than read out the same status update again and again.",
      "Nusantara AI started by analyzing six months of call recordings and disposition codes. Bill inquiries, payment arrangements, fault reporting, outage status and prepaid top-up problems made up just over half of all call volume. These became the first set of intents for a Voice Bot designed to replace the menu entirely. Instead of listening to options, callers now hear a single question: tell us briefly what you are calling about.",
      "Recognition accuracy was the main technical hurdle. Selat Connect's customers switch freely between Bahasa Malaysia and English and use a wide range of accents, often calling from noisy streets or moving vehicles. The speech models were tuned on a consented, anonymized sample of the operator's own calls, and the vocabulary was extended with plan names, device models and local place names. The bot confirms account numbers and payment amounts aloud, supports interruption, and moves to a human after a second misunderstanding.",
      "Integration made the difference between a talking menu and a genuine self-service channel. The Voice Bot reads account balances and due dates directly from billing, can set up an approved payment arrangement, logs fault tickets with line test results attached and checks the network status system before a caller even explains an outage. When a customer is calling from an affected area, the bot proactively gives the estimated restoration time and offers an SMS update when service returns.",
      "Within four months of go-live, the Voice Bot was fully resolving 40% of inbound calls. Average waiting time dropped from more than seven minutes to under ninety seconds, even during billing peaks, and cost per contact fell by 22% over the first year. Callers rated automated conversations 4.3 out of 5, and complaints about the old menu disappeared. Agents now receive a short spoken and on-screen summary with every transferred call, which has also trimmed handling time for the conversations that still need them.",
      "Selat Connect has since extended the Voice Bot to outbound calls for payment reminders and installation appointment confirmations, and plans to add Thai language support for its southern Thailand subscribers. The contact center team has shifted its focus toward retention, business customers and complex technical cases, where human expertise makes the greatest difference.",
    ],
  },
  {
    id: "llm-financial-insights",
    title: "Private Large Language Model Turns Research Backlogs into Same-Day Insights",
    client: "Permata Capital Berhad",
    productId: "large-language-model",
    icon: "BrainCircuit",
    color: "#0f766e",
    industry: "Financial Services",
    date: "2025-03-12",
    challenge:
      "Permata Capital's credit and research analysts spent most of each week reading annual reports, loan files and regulatory circulars before any real analysis could begin. Public AI tools were ruled out because client and borrower data could not leave the firm's controlled environment.",
    solution:
      "Nusantara AI deployed its Large Language Model inside Permata Capital's Malaysian data center, connected to internal document stores through retrieval-augmented generation. Analysts ask questions in English or Bahasa Malaysia and receive summaries, comparisons and draft credit memos, each linked to the exact source passages.",
    results: [
      "40% faster credit decisions on mid-market lending applications",
      "Document review time per analyst reduced by 45%",
      "Around 2,300 reports and filings summarized every week",
      "All client and borrower data kept within the firm's own Malaysian infrastructure",
    ],
    imageUrl: "/images/case-studies/llm-financial-insights.svg",
  },
  {
    id: "contact-center-airline-ux",
    title: "Omnichannel Contact Center Keeps Passengers Informed Through Peak-Season Disruption",
    client: "Langit Biru Airways",
    productId: "contact-center",
    icon: "Plane",
    color: "#0369a1",
    industry: "Aviation",
    date: "2024-07-08",
    challenge:
      "During monsoon season and festive peaks, weather delays at Langit Biru's hubs sent thousands of passengers to phone lines and social media at once. Agents worked across four disconnected tools, and passengers often repeated their booking details on every channel they tried.",
    solution:
      "Nusantara AI implemented its cloud Contact Center with a unified agent desktop connecting voice, WhatsApp, email and social messaging to the reservation system. Disruption playbooks now trigger proactive rebooking messages, while skills-based routing sends priority passengers and complex itineraries to specialist agents.",
    results: [
      "Average speed of answer during disruptions cut from 11 minutes to 2 minutes",
      "First-contact resolution improved from 61% to 79%",
      "95% of affected passengers notified of rebooking options within 15 minutes",
      "Net Promoter Score up 12 points year on year",
    ],
    imageUrl: "/images/case-studies/contact-center-airline-ux.svg",
  },
  {
    id: "hrms-tech-growth",
    title: "HRMS Supports a Tech Scale-Up Growing from 180 to 620 Employees",
    client: "Cendana Digital Labs",
    productId: "hrms-app",
    icon: "UserCog",
    color: "#7e22ce",
    industry: "Technology",
    date: "2024-05-27",
    challenge:
      "Cendana Digital Labs tripled its headcount in two years across offices in Penang, Kuala Lumpur and Ho Chi Minh City, while HR still ran on spreadsheets and email approvals. Onboarding took a week, payroll errors were increasing and statutory submissions were assembled by hand every month.",
    solution:
      "Nusantara AI rolled out its HRMS Application covering recruitment, onboarding, leave, claims, payroll and performance reviews, with employee self-service on mobile. Payroll rules were configured for Malaysian EPF, SOCSO, EIS and PCB requirements and for Vietnamese regulations, and an HR chatbot now answers routine policy questions.",
    results: [
      "New-hire onboarding reduced from five working days to one",
      "Monthly payroll processing time cut by 70%",
      "55% fewer HR support tickets after self-service launch",
      "Zero late statutory submissions since go-live",
    ],
    imageUrl: "/images/case-studies/hrms-tech-growth.svg",
  },
  {
    id: "lms-corporate-training",
    title: "Learning Platform Brings Consistent Training to 9,000 Staff in Four Countries",
    client: "Harapan Group Holdings",
    productName: "Learning Management System",
    icon: "GraduationCap",
    color: "#b45309",
    industry: "Diversified Conglomerate",
    date: "2025-01-20",
    challenge:
      "Harapan Group's plantation, property and hospitality divisions each ran their own training, from classroom sessions to printed manuals. Compliance courses were hard to track, frontline staff in remote estates had little access, and leadership could not see skills gaps across Malaysia, Indonesia, Singapore and Vietnam.",
    solution:
      "Nusantara AI delivered a mobile-first Learning Management System with offline downloads for low-connectivity sites, content in four languages and automated compliance assignment by role. An AI assistant recommends learning paths and answers questions about course material, while dashboards give each division a live view of certification status.",
    results: [
      "Course completion rate raised from 48% to 86%",
      "Time to certify new staff on mandatory compliance cut by 60%",
      "Training cost per employee down 32% year on year",
      "9,000 employees onboarded across four countries in under five months",
    ],
    imageUrl: "/images/case-studies/lms-corporate-training.svg",
  },
  {
    id: "csm-saas-retention",
    title: "Customer Service Management Cuts Churn by a Third for a Cloud Accounting Provider",
    client: "Awan Ledger Software",
    productId: "csm-app",
    icon: "HeartHandshake",
    color: "#be185d",
    industry: "Software as a Service",
    date: "2025-02-17",
    challenge:
      "Awan Ledger's accounting platform serves 14,000 small businesses in Malaysia and Singapore, but annual churn had climbed to 14% as support requests piled up in a shared inbox. Customer success managers had no early warning when an account was at risk until a cancellation notice arrived.",
    solution:
      "Nusantara AI implemented its CSM Application to unify tickets, chat and onboarding tasks in one workspace, with service-level targets by plan. Health scores combine product usage, ticket sentiment and billing signals, and at-risk accounts trigger playbooks that assign a success manager before renewal.",
    results: [
      "Annual customer churn reduced from 14% to 9.5%",
      "Average ticket resolution time down 42%",
      "Expansion revenue from existing customers up 18%",
      "Support satisfaction rose from 4.1 to 4.6 out of 5",
    ],
    imageUrl: "/images/case-studies/csm-saas-retention.svg",
  },
  {
    id: "pos-restaurant-efficiency",
    title: "Unified POS Speeds Up Service Across a 28-Outlet Restaurant Chain",
    client: "Rasa Warisan Restaurants",
    productId: "pos-application",
    icon: "UtensilsCrossed",
    color: "#c2410c",
    industry: "Food & Beverage",
    date: "2024-10-14",
    challenge:
      "Rasa Warisan's 28 outlets in the Klang Valley and Johor used three different till systems, and orders were written on paper for the kitchen. Delivery platform orders were keyed in by hand, stock counts were unreliable and managers spent over an hour reconciling cash every night.",
    solution:
      "Nusantara AI rolled out its POS Application with tablet ordering at the table, kitchen display screens and direct integration with the major delivery platforms. Inventory is deducted by recipe in real time, QR and e-wallet payments are reconciled automatically, and head office sees sales across every outlet on one dashboard.",
    results: [
      "Order-to-kitchen time reduced by 35%",
      "Table turnover at peak hours up 20%",
      "Food and ingredient wastage down 22% through recipe-level stock tracking",
      "Nightly cash reconciliation shortened from 90 minutes to 15",
    ],
    imageUrl: "/images/case-studies/pos-restaurant-efficiency.svg",
  },
  {
    id: "erp-manufacturing-integration",
    title: "ERP Integration Connects Shop Floor and Finance for a Precision Manufacturer",
    client: "Tenaga Presisi Manufacturing",
    productName: "ERP Integration",
    icon: "Factory",
    color: "#334155",
    industry: "Manufacturing",
    date: "2024-08-05",
    challenge:
      "Tenaga Presisi supplies machined components to electronics and automotive customers from two plants in Johor. Production, warehouse and finance teams worked in separate systems linked by spreadsheets, so inventory figures rarely matched and month-end close took nearly two weeks.",
    solution:
      "Nusantara AI integrated the manufacturer's ERP with its manufacturing execution system, barcode-based warehouse scanning and supplier portals through a central integration layer. Production output, material consumption and shipments now post to finance automatically, and an AI forecasting model suggests purchase orders from customer demand signals.",
    results: [
      "Inventory accuracy improved from 91% to 99.2%",
      "Month-end close shortened from 12 working days to 5",
      "On-time delivery to customers rose from 84% to 96%",
      "30% less manual data entry across production and finance",
    ],
    imageUrl: "/images/case-studies/erp-manufacturing-integration.svg",
  },
  {
    id: "cloud-telephony-smb",
    title: "Cloud Telephony Gives a Growing Logistics SME an Enterprise-Grade Phone System",
    client: "Bayu Logistics Services",
    productId: "cloud-telephony",
    icon: "Cloud",
    color: "#0e7490",
    industry: "Logistics",
    date: "2025-04-07",
    challenge:
      "Bayu Logistics, a 60-person freight forwarder with branches in Port Klang, Penang and Kuantan, relied on ageing on-site PBX systems that could not transfer calls between offices. Customer calls were missed when dispatchers were on the road, and each new branch needed weeks of cabling and hardware.",
    solution:
      "Nusantara AI moved the company to Cloud Telephony with a single number plan across all branches, a mobile app for dispatchers and drivers, and smart call routing by shipment type. Call recording, voicemail-to-email and a live dashboard give managers visibility they never had with the old PBX.",
    results: [
      "Telephony costs reduced by 35% compared with the previous PBX contracts",
      "Missed customer calls down 70%",
      "New branch phone service live in 2 days instead of 3 weeks",
      "Full return on investment achieved within 4 months",
    ],
    imageUrl: "/images/case-studies/cloud-telephony-smb.svg",
  },
  {
    id: "video-contact-center-support",
    title: "Video Support Reduces Technician Visits for a Home Appliance Brand",
    client: "Kilat Home Appliances",
    productId: "video-bot",
    icon: "Video",
    color: "#4338ca",
    industry: "Consumer Electronics",
    date: "2025-05-06",
    challenge:
      "Kilat's after-sales team dispatched a technician for most washing machine, air conditioner and water heater faults because phone descriptions were too vague to diagnose. Each visit cost time and money, and many turned out to be simple setup or settings issues that could have been fixed remotely.",
    solution:
      "Nusantara AI introduced a video contact center in which a Video Bot greets customers through a browser link, captures model details from the product label and walks them through guided checks. When needed, a technician joins the same session, sees the appliance through the customer's camera and annotates the screen to guide the repair.",
    results: [
      "38% fewer technician dispatches for reported faults",
      "First-contact resolution improved from 52% to 81%",
      "Average time to resolution shortened from 3 days to same day",
      "Customer satisfaction for after-sales support up 27%",
    ],
    imageUrl: "/images/case-studies/video-contact-center-support.svg",
  },
  {
    id: "visitor-management-government",
    title: "Digital Visitor Management Shortens Lobby Queues at a State Government Agency",
    client: "Teluk Permai State Administration Office",
    productId: "visitor-management-application",
    icon: "IdCard",
    color: "#1e3a8a",
    industry: "Government",
    date: "2025-01-08",
    challenge:
      "Teluk Permai's main administrative complex receives more than 1,500 visitors a day for licensing, land matters and meetings, all recorded in paper logbooks at the security counter. Morning queues stretched outside the building, and auditors could not reliably trace who had entered restricted floors.",
    solution:
      "Nusantara AI deployed its Visitor Management Application with online pre-registration, QR-code check-in kiosks and MyKad scanning at the lobby. Hosts are notified when their guests arrive, temporary passes control access by floor, and visitor records are retained and purged according to the agency's data protection policy.",
    results: [
      "Average check-in time cut from 8 minutes to 90 seconds",
      "Peak-hour lobby queues reduced by 70%",
      "100% of visits digitally logged and searchable for security audits",
      "Around 45,000 paper forms eliminated each year",
    ],
    imageUrl: "/images/case-studies/visitor-management-government.svg",
  },
] satisfies CaseStudy[];
