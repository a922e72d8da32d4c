import type { Product } from "@/content/types";

/**
 * Products of the "Operational Excellence AI" group: applications that run
 * internal operations (IT, people, fleets, supply, buying, sites and stock).
 */
export const operationalExcellenceProducts = [
  {
    id: "itsm-app",
    name: "IT Service Management (ITSM)",
    icon: "ServerCog",
    tagline:
      "An ITIL-aligned service desk that uses AI to triage tickets, resolve routine requests and keep IT services running.",
    colorFrom: "#1d4ed8",
    colorTo: "#312e81",
    imageUrl: "/images/products/itsm-app.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "AI ticket triage that auto-categorizes, prioritizes and routes incidents",
      "Self-service portal with a virtual agent for password resets and access requests",
      "Incident, problem and change management aligned with ITIL 4 practices",
      "SLA timers with breach prediction and automatic escalation",
      "Configuration management database (CMDB) with service dependency maps",
      "Knowledge base that drafts new articles from resolved tickets",
      "Service catalog with approval workflows and request fulfillment",
      "IT asset lifecycle tracking from purchase to disposal",
      "Major incident bridge with stakeholder updates via Teams, email and SMS",
      "Dashboards for MTTR, first-contact resolution and agent workload",
    ],
    detailedDescription: [
      "IT Service Management gives internal IT teams and managed service providers a single place to log, track and resolve every incident, request and change. Built around ITIL 4 practices, it replaces shared inboxes and spreadsheets with structured workflows, a configuration management database and clear service level agreements. Employees raise issues through a web portal, email, Microsoft Teams or a chat bot, and every ticket carries its full history from the first report to closure.",
      "AI sits at the front of the queue. Our language model reads each new ticket, identifies the affected service, suggests a category and priority, and routes it to the right resolver group before an agent even opens it. Routine requests such as password resets, software installs and mailbox access are completed end to end by the virtual agent, while similar past incidents and relevant knowledge articles are surfaced to engineers as they work.",
      "For IT managers, predictive analytics flag tickets likely to breach their SLA, clusters of related incidents that point to an underlying problem, and changes that carry elevated risk based on past outcomes. The platform runs in our Malaysian cloud region or on premises, integrates with Active Directory, Microsoft Intune and common monitoring tools, and keeps the audit trails that support ISO/IEC 20000 and ISO/IEC 27001 assessments.",
    ],
    useCases: [
      {
        title: "Enterprise service desk",
        description:
          "Consolidate IT support for thousands of employees across branches into one portal, with AI routing that removes manual ticket sorting and shortens time to first response.",
      },
      {
        title: "Managed service provider operations",
        description:
          "Run separate service desks for many client companies from one instance, each with its own SLAs, branding and monthly performance reports.",
      },
      {
        title: "Change and release control",
        description:
          "Assess change requests against the CMDB, schedule maintenance windows and let the risk model flag changes that resemble past failed deployments.",
      },
      {
        title: "Major incident response",
        description:
          "Open a coordinated bridge when a critical system fails, notify affected users automatically and capture a post-incident review with root-cause findings.",
      },
      {
        title: "Joiner, mover and leaver requests",
        description:
          "Trigger account creation, laptop provisioning and license assignment from a single HR request, then revoke access reliably on an employee's last day.",
      },
    ],
  },
  {
    id: "hrms-app",
    name: "HR Management System (HRMS)",
    icon: "Users",
    tagline:
      "A complete HR platform for Malaysian employers, from hiring and payroll to performance, with AI that answers staff questions around the clock.",
    colorFrom: "#7e22ce",
    colorTo: "#be185d",
    imageUrl: "/images/products/hrms-app.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "Payroll with automatic EPF, SOCSO, EIS and PCB calculations",
      "AI recruitment assistant that screens resumes and ranks candidates",
      "Employee self-service app for payslips, leave and claims",
      "HR chat bot answering policy questions in English and Bahasa Malaysia",
      "Leave management with custom entitlements and state public holiday calendars",
      "Expense claims with receipt scanning and approval routing",
      "Performance reviews with KPI and OKR tracking",
      "Digital onboarding with e-signature and document collection",
      "Attrition risk insights based on engagement and tenure signals",
      "Statutory reporting including Form EA, Borang E and CP8D",
    ],
    detailedDescription: [
      "The HR Management System brings every stage of the employee lifecycle into one secure platform, from job requisition and onboarding to payroll, performance and exit. It is built for the way Malaysian organizations work: statutory contributions, state public holidays, multi-entity group structures and bilingual staff. HR teams stop reconciling spreadsheets, managers approve leave and claims from their phones, and employees finally have one place for payslips, policies and personal records.",
      "AI removes much of the repetitive work. The recruitment assistant parses resumes, matches them against the job profile and produces a ranked shortlist with the reasons behind each score, while the HR chat bot answers common questions about leave balances, claim limits and benefits at any hour. Receipt scanning reads amounts and merchants from photos, and payroll anomaly checks flag unusual overtime or allowance spikes before the pay run is locked.",
      "Leadership gains a clearer view of the workforce. Dashboards track headcount, overtime cost, absenteeism and time to hire by department, and the attrition model highlights teams where engagement and tenure patterns suggest a rising risk of resignations. Data is hosted in Malaysia with role-based access and audit logs to support PDPA obligations, and the platform connects with our Attendance Management application and popular accounting software.",
    ],
    useCases: [
      {
        title: "Monthly payroll for multi-entity groups",
        description:
          "Run payroll for several companies under one group with separate statutory numbers, cost centers and bank files, then generate year-end Form EA for every employee.",
      },
      {
        title: "High-volume recruitment",
        description:
          "Retail and manufacturing employers screening hundreds of applicants for shift roles let AI shortlist candidates and schedule interviews automatically.",
      },
      {
        title: "HR helpdesk deflection",
        description:
          "The bilingual HR chat bot resolves routine policy and entitlement queries, freeing the HR team to focus on employee relations and talent development.",
      },
      {
        title: "Performance and talent reviews",
        description:
          "Run mid-year and annual appraisals with weighted KPIs, calibration sessions and development plans linked to training records.",
      },
      {
        title: "Workforce planning",
        description:
          "Combine headcount, cost and attrition trends to set hiring budgets and spot departments that need retention programs before key people leave.",
      },
    ],
  },
  {
    id: "fork-lift-app",
    name: "Fork-lift Fleet Management",
    icon: "Forklift",
    tagline:
      "Connected fork-lift fleet management that tracks usage, safety and maintenance, with AI that predicts breakdowns before they stop operations.",
    colorFrom: "#b45309",
    colorTo: "#9a3412",
    imageUrl: "/images/products/fork-lift-app.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "Real-time location and utilization tracking for every truck",
      "Operator sign-in by RFID card or PIN with license validation",
      "Digital pre-shift safety checklists on the truck terminal or phone",
      "Impact detection with instant supervisor alerts",
      "Predictive maintenance from engine hours, battery and fault code data",
      "Battery charging and swap scheduling for electric fleets",
      "Zone-based speed limits and pedestrian proximity warnings",
      "Fleet right-sizing recommendations based on idle time",
      "Service history, parts and work orders for owned or rental fleets",
      "Operator performance and safety scorecards",
    ],
    detailedDescription: [
      "The Fork-lift Fleet Management app connects diesel, LPG and electric fork-lifts, reach trucks and pallet movers to a single cloud dashboard. Compact telematics units fitted to each truck report location, engine hours, battery state, impacts and fault codes, while operators sign in with an RFID card and complete a digital safety checklist before the truck will start. Warehouse, port and factory managers see exactly which trucks are working, idle, charging or waiting for repair.",
      "Machine learning turns that telemetry into decisions. The maintenance model learns the normal behavior of each truck and warns when hydraulic pressure, motor temperature or battery discharge patterns suggest a component is close to failure, so parts can be ordered and work scheduled during a quiet shift. Utilization analysis shows where the fleet is larger than the workload needs, and where one more truck at peak hours would clear a loading bottleneck.",
      "Safety is built into every shift. Impact sensors log collisions with time, location and operator, zone rules slow trucks near pedestrian walkways, and a failed checklist locks the truck until a supervisor clears it. The app keeps the inspection and training records needed for DOSH audits, works for owned, leased and rental fleets, and connects with our Inventory Management app so truck activity can be matched to picking and putaway tasks.",
    ],
    useCases: [
      {
        title: "Distribution center fleet control",
        description:
          "A logistics operator running several shifts sees truck availability in real time and rebalances fork-lifts between inbound and outbound docks as volumes change.",
      },
      {
        title: "Port and container yard operations",
        description:
          "Track reach stackers and heavy container handlers across a large yard, with predictive alerts that prevent breakdowns during vessel turnarounds.",
      },
      {
        title: "Manufacturing plant safety",
        description:
          "Enforce operator licensing, pre-use checks and speed zones around assembly lines, and investigate every impact with time-stamped evidence.",
      },
      {
        title: "Rental fleet management",
        description:
          "Equipment rental companies bill on actual hours used, schedule preventive servicing across customer sites and recover idle units sooner.",
      },
      {
        title: "Electric fleet charging",
        description:
          "Plan charging and battery swaps so electric trucks are ready for peak periods without overloading the site's power supply.",
      },
    ],
  },
  {
    id: "supply-chain-management-app",
    name: "Supply Chain Management",
    icon: "Truck",
    tagline:
      "End-to-end supply chain visibility, with AI demand forecasting and disruption alerts that keep goods moving from supplier to customer.",
    colorFrom: "#0f766e",
    colorTo: "#155e75",
    imageUrl: "/images/products/supply-chain-management-app.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "AI demand forecasting by SKU, location and sales channel",
      "Multi-echelon inventory planning across factories, warehouses and stores",
      "Shipment tracking across sea, air, road and courier partners",
      "Disruption alerts for port congestion, weather and supplier delays",
      "Supplier collaboration portal for forecasts, confirmations and ASNs",
      "Transport planning with route and load optimization",
      "Warehouse operations with slotting, wave picking and cycle counts",
      "Landed cost calculation covering freight, duties and SST",
      "Control tower dashboard with exception-based workflows",
      "Scenario planning to test the impact of demand or supply shocks",
    ],
    detailedDescription: [
      "Supply Chain Management connects planning, sourcing, warehousing and transport in one view, so manufacturers, distributors and retailers can see where stock is, where it is heading and when it will arrive. It consolidates data from ERP systems, suppliers, freight forwarders and carriers, replacing email chains and status calls with a shared control tower. Planners work from the same numbers as purchasing and logistics teams, and exceptions surface as tasks rather than surprises.",
      "AI forecasting is at the core. Models trained on sales history, promotions, festive peaks such as Hari Raya and Chinese New Year, and external signals produce demand forecasts by SKU and location that planners can review and adjust. A disruption engine monitors port congestion, carrier performance and supplier lead times, estimates the likely delay on each affected order, and recommends options such as re-routing, expediting or switching to an alternate source.",
      "Optimization tools then turn plans into action. Inventory targets are balanced across factories, regional warehouses and stores to protect service levels without tying up cash, while transport planning builds loads and routes that reduce empty kilometers. Scenario planning lets leaders test what happens if a key supplier closes for two weeks or demand rises by a fifth, and every planning decision stays traceable for audit and continuous improvement.",
    ],
    useCases: [
      {
        title: "FMCG distribution",
        description:
          "Forecast demand for thousands of SKUs across modern trade and traditional outlets, and replenish distributors well ahead of festive season peaks.",
      },
      {
        title: "Electronics manufacturing",
        description:
          "Track critical components from overseas suppliers, get early warning of shortages and re-plan production when parts arrive late.",
      },
      {
        title: "Retail replenishment",
        description:
          "Set store-level stock targets from AI forecasts and trigger automatic transfers from the regional warehouse when sell-through accelerates.",
      },
      {
        title: "Import and export logistics",
        description:
          "Monitor containers moving through Port Klang and other gateways, calculate landed cost per shipment and share live arrival estimates with customers.",
      },
      {
        title: "Cold chain oversight",
        description:
          "Combine shipment tracking with temperature readings to protect food and pharmaceutical goods and document compliance at every handover.",
      },
    ],
  },
  {
    id: "procurement-application",
    name: "Procurement Application",
    icon: "ClipboardList",
    tagline: "Source-to-pay procurement with AI that finds savings, checks supplier risk and matches invoices automatically.",
    colorFrom: "#4338ca",
    colorTo: "#6d28d9",
    imageUrl: "/images/products/procurement-application.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "Purchase requisitions with budget checks and multi-level approvals",
      "Guided buying catalogs with negotiated contract prices",
      "E-tendering and RFQ management with sealed bid evaluation",
      "AI spend classification across departments and categories",
      "Three-way matching of purchase orders, goods receipts and invoices",
      "Supplier onboarding with document and SSM registration checks",
      "Supplier risk scoring from delivery, quality and financial signals",
      "Contract repository with renewal reminders and clause search",
      "E-invoice intake aligned with LHDN MyInvois requirements",
      "Savings and compliance dashboards for finance and procurement leads",
    ],
    detailedDescription: [
      "The Procurement Application manages the full source-to-pay cycle, from the moment an employee needs something to the moment the supplier is paid. Requisitions are checked against budgets and routed to the right approvers, buyers run RFQs and tenders online, and purchase orders, deliveries and invoices are linked in one record. It suits private companies that want tighter spend control as well as government-linked bodies that need transparent, auditable tendering.",
      "AI helps buyers spend less time on paperwork and more on negotiation. Spend classification reads free-text purchase lines and sorts them into categories, revealing fragmented buying and contract leakage. Invoice capture extracts header and line data from PDFs and scanned documents, then matches them against purchase orders and goods receipts, so only genuine exceptions reach accounts payable. During tenders, the assistant compares bids side by side and summarizes differences in price, delivery and terms.",
      "Supplier risk is monitored continuously. Each vendor has a scorecard built from on-time delivery, quality rejections, price variance and document validity, and the risk model flags suppliers whose performance is slipping before they disrupt operations. Contracts, certificates and bank details sit in one repository with expiry alerts. The platform integrates with leading ERP and accounting systems and keeps a complete approval trail for internal and external auditors.",
    ],
    useCases: [
      {
        title: "Indirect spend control",
        description:
          "Guide employees to approved catalogs for office supplies, IT equipment and services, cutting off-contract buying and shortening approval times.",
      },
      {
        title: "Transparent public tenders",
        description:
          "Government agencies and GLCs publish tenders, receive sealed bids online and document every evaluation step for later audit.",
      },
      {
        title: "Accounts payable automation",
        description:
          "Match high volumes of supplier invoices automatically and send only price or quantity mismatches to finance staff for review.",
      },
      {
        title: "Strategic sourcing projects",
        description:
          "Use spend analytics to consolidate suppliers in a category, run a competitive RFQ and track realized savings against the baseline.",
      },
      {
        title: "Supplier compliance management",
        description:
          "Collect licenses, insurance policies and certifications during onboarding and receive alerts before any document expires.",
      },
    ],
  },
  {
    id: "attendance-management-application",
    name: "Attendance Management",
    icon: "CalendarCheck",
    tagline:
      "Accurate time and attendance for offices, factories and field teams, with face recognition and AI that spots rostering gaps.",
    colorFrom: "#047857",
    colorTo: "#14532d",
    imageUrl: "/images/products/attendance-management-application.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "Face recognition clock-in with liveness detection to stop buddy punching",
      "Geofenced mobile check-in for field and remote staff",
      "Works with existing biometric terminals and RFID readers",
      "Shift rostering with rotating, split and overnight patterns",
      "Automatic overtime calculation in line with the Employment Act 1955",
      "Rest day, leave and state public holiday handling",
      "Real-time late arrival and absence alerts to supervisors",
      "AI roster suggestions based on forecast workload and staff availability",
      "Project timesheets for client billing and cost tracking",
      "Payroll-ready exports to the HR Management System and third-party payroll",
    ],
    detailedDescription: [
      "Attendance Management records when and where people work, whether they clock in at a factory gate, an office lobby, a retail outlet or a customer site. Employees check in through wall-mounted face terminals, existing biometric readers or a mobile app with geofencing, and every record is time-stamped and location-verified. Supervisors see who is present, late or absent across all sites in real time, and HR receives clean, approved data for payroll at the end of each cycle.",
      "AI makes the records trustworthy and the rosters smarter. Face recognition with liveness detection confirms that the right person is clocking in and rejects photos or videos held up to the camera. Anomaly detection highlights irregular patterns such as repeated edits, impossible travel between sites or overtime that does not match output. For shift-based operations, the roster assistant proposes schedules that match forecast workload while respecting rest days, skills and personal preferences.",
      "Rules for overtime, rest days, public holidays and shift allowances are configured once and applied consistently, in line with the Employment Act 1955 and company policy. Managers approve exceptions and overtime from their phones, and employees can view their own records, which reduces disputes. The application exports payroll-ready data to our HR Management System or other payroll software, and supports offline clocking at sites with unreliable connectivity, syncing once the network returns.",
    ],
    useCases: [
      {
        title: "Factory shift operations",
        description:
          "Track three-shift production lines, calculate overtime and shift allowances automatically, and see staffing gaps before a line starts short-handed.",
      },
      {
        title: "Retail outlet staffing",
        description:
          "Roster part-time and full-time staff across dozens of outlets, matching staffing levels to expected footfall and promotions.",
      },
      {
        title: "Field service and sales teams",
        description:
          "Let technicians and sales representatives check in at customer sites with geofenced mobile clocking and photo proof of arrival.",
      },
      {
        title: "Construction and project sites",
        description:
          "Record attendance of direct staff and subcontractor workers on temporary sites using portable face terminals that keep working offline.",
      },
      {
        title: "Hybrid office policies",
        description:
          "Track office days and remote work for hybrid teams, giving managers a clear picture of desk usage and in-person collaboration.",
      },
    ],
  },
  {
    id: "visitor-management-application",
    name: "Visitor Management",
    icon: "IdCard",
    tagline:
      "Fast, secure visitor check-in with pre-registration, ID scanning and AI watchlist screening for every building and site.",
    colorFrom: "#0369a1",
    colorTo: "#1e3a8a",
    imageUrl: "/images/products/visitor-management-application.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "Pre-registration with QR code invitations sent by email or WhatsApp",
      "Self-service kiosk check-in in under a minute",
      "MyKad and passport scanning with automatic data capture",
      "Host notifications via Teams, email or SMS when guests arrive",
      "Badge printing with photo, host name and permitted zones",
      "AI watchlist screening and face matching for restricted persons",
      "Integration with turnstiles, door access and lift control",
      "Contractor safety induction and NDA signing on arrival",
      "Live on-site visitor list for emergency evacuation",
      "PDPA-aligned consent capture and automatic data retention rules",
    ],
    detailedDescription: [
      "Visitor Management replaces paper logbooks and manual badge handouts with a fast, professional arrival experience. Hosts invite guests in advance, and visitors receive a QR code that checks them in at a reception kiosk, tablet or security counter in seconds. Walk-in guests scan their MyKad or passport, take a photo and receive a printed badge, while the host is notified instantly. Every entry and exit is logged, giving security teams an accurate record of who is on the premises.",
      "AI strengthens security without slowing the queue. Face matching compares each visitor's photo with the organization's watchlist and earlier incident records, alerting security discreetly when there is a match. Document reading extracts names and ID numbers accurately from cards and passports, reducing typing errors at busy receptions. Visit pattern analysis highlights unusual behavior, such as repeated visits outside business hours or overstays in restricted zones, for review by the security team.",
      "The application connects to turnstiles, door controllers and lift systems so badges open only the floors and zones a visitor is cleared for, and only for the length of the visit. Contractors complete safety inductions and sign agreements before entry. During an emergency, wardens see a live list of everyone on site. Consent wording, retention periods and data deletion are configured to support the Personal Data Protection Act 2010.",
    ],
    useCases: [
      {
        title: "Corporate tower reception",
        description:
          "Welcome clients, interview candidates and couriers at a multi-tenant building with pre-registration, kiosk check-in and lift access by floor.",
      },
      {
        title: "Manufacturing and high-security sites",
        description:
          "Screen contractors against watchlists, enforce safety inductions and restrict access to production areas by shift.",
      },
      {
        title: "Hospitals and clinics",
        description:
          "Manage ward visiting hours, limit the number of visitors per patient and keep traceable visit records for infection control.",
      },
      {
        title: "Government service offices",
        description:
          "Register members of the public visiting service counters, verify identity documents and keep auditable records of every visit.",
      },
      {
        title: "Schools and campuses",
        description:
          "Control parent and vendor access during school hours and give staff a real-time view of every guest on the grounds.",
      },
    ],
  },
  {
    id: "inventory-app",
    name: "Inventory Management",
    icon: "Boxes",
    tagline:
      "Real-time stock control across stores and warehouses, with AI reorder suggestions that cut stock-outs and excess inventory.",
    colorFrom: "#4d7c0f",
    colorTo: "#115e59",
    imageUrl: "/images/products/inventory-app.svg",
    group: "Operational Excellence AI",
    topFeatures: [
      "Real-time stock levels across warehouses, stores and delivery vans",
      "Barcode and QR scanning on phones and handheld terminals",
      "AI reorder points and suggested purchase quantities",
      "Batch, lot and serial number tracking with expiry alerts",
      "FIFO and FEFO picking rules for perishable goods",
      "Stock transfers between locations with in-transit visibility",
      "Cycle counting with variance investigation workflows",
      "Early detection of slow-moving and dead stock",
      "Multiple units of measure and bill of materials support",
      "Inventory valuation by FIFO or weighted average cost",
    ],
    detailedDescription: [
      "Inventory Management gives businesses an accurate, real-time view of every item they hold, whether it sits on a warehouse rack, a store shelf or a delivery van. Staff receive, move, pick and count goods by scanning barcodes with a phone or handheld terminal, so stock records update as the physical work happens. Batch, lot, serial and expiry tracking support food, pharmaceutical, electronics and spare parts businesses that need precise traceability.",
      "AI takes the guesswork out of replenishment. Instead of fixed minimum and maximum levels, the system learns the demand pattern, lead time and variability of each item at each location, then recommends reorder points and order quantities that balance availability against holding cost. It flags slow-moving and dead stock early, predicts which products will run out before the next delivery, and highlights count variances that look like errors or shrinkage.",
      "Operations and finance work from the same numbers. Transfers between locations show stock in transit, cycle counts replace disruptive annual stocktakes, and valuation reports follow FIFO or weighted average costing for month-end closing. The app integrates with our Point of Sale, E-commerce, Procurement and Order Management applications as well as accounting software, and links to Fork-lift Fleet Management so warehouse movements and equipment use can be analyzed together.",
    ],
    useCases: [
      {
        title: "Multi-outlet retail stock control",
        description:
          "Keep stock accurate across stores and a central warehouse, with automatic transfers when one outlet runs low and another holds excess.",
      },
      {
        title: "Spare parts for maintenance teams",
        description:
          "Track critical spares by serial number and bin location so engineers find the right part quickly and equipment downtime is shorter.",
      },
      {
        title: "Food and beverage distribution",
        description:
          "Apply FEFO picking, monitor expiry dates and trace affected batches within minutes if a quality issue is reported.",
      },
      {
        title: "Manufacturing raw materials",
        description:
          "Manage components against bills of materials, reserve stock for production orders and reorder materials according to the production plan.",
      },
      {
        title: "Pharmacy and medical supplies",
        description:
          "Track lot numbers and expiry dates for medicines and consumables across clinic branches, with alerts well before items expire.",
      },
    ],
  },
] satisfies Product[];
