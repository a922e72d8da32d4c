import type { GlossaryEntry } from "@/content/translations/types";

/**
 * Spanish: how this site writes its recurring terms. Product names first, then the rest, A to Z.
 *
 * House style (neutral international Spanish, "usted"):
 * - Product names: sentence case as a heading or label ("Bot de voz", "Telefonía en la nube"). In running text they
 *   are common nouns, in lower case with their article (grammar.ts): "el bot de voz de Nusantara AI", "la telefonía
 *   en la nube", "nuestra aplicación de gestión de inventario". Never "la Telefonía en la nube". Names that are brands
 *   keep their capitals: Nusantara AI, Nusantara LLM, Microsoft Teams, Genesys.
 * - Claims: write what the English claims, no more. "aligned with / supports PDPA" = "alineado con la PDPA" / "le
 *   ayuda a cumplir sus obligaciones de la PDPA"; only "meets / compliant" in the English allows "cumple" / "conforme".
 *   "no upfront hardware" = "sin inversión inicial en hardware" (never "sin hardware").
 * - Numbers: decimal comma ("4,3 sobre 5", "99,9 %"); a no-break space (U+00A0) before % ("60 %");
 *   thousands: no separator for four digits ("9000", "1500"), a no-break space (U+00A0) for five or more
 *   ("20 000", "180 000"), never a plain space, a point or a comma. Version numbers and "11.11" keep their point.
 * - Dates "23 de septiembre de 2024"; times in the 24-hour clock ("de 9:00 a 18:00"); ranges "de 3 a 6 meses".
 * - Quotation marks «…», with “…” inside; opening ¿ and ¡ always.
 * - A title or heading in sentence case (only the first word and proper names capitalised), lower case after a colon.
 */
export const glossary: GlossaryEntry[] = [
  // Nombres de productos (los 42 del catálogo)
  {
    en: "Voice Bot",
    translation: "Bot de voz",
    note: "product name; in running text 'el bot de voz de Nusantara AI', as content/chat/es.ts writes it",
  },
  { en: "Chat Bot", translation: "Chatbot", note: "product name; one word, as Spanish writes it" },
  { en: "Video Bot", translation: "Bot de vídeo", note: "product name; 'vídeo' with accent (neutral international usage)" },
  {
    en: "Contact Center",
    translation: "Centro de contacto",
    note: "product name; 'contact center' as a generic term is also 'centro de contacto'",
  },
  { en: "Cloud Telephony", translation: "Telefonía en la nube", note: "product name" },
  { en: "Omni-channel Solutions", translation: "Soluciones omnicanal", note: "product name; 'omnicanal' is invariable" },
  {
    en: "Large Language Model",
    translation: "Modelo de lenguaje de gran tamaño (LLM)",
    note: "product name; short form 'nuestro LLM'",
  },
  {
    en: "IT Service Management (ITSM)",
    translation: "Gestión de servicios de TI (ITSM)",
    note: "product name (key itsm-app); short: 'la aplicación ITSM'",
  },
  {
    en: "HR Management System (HRMS)",
    translation: "Sistema de gestión de RR. HH. (HRMS)",
    note: "product name (key hrms-app); short: 'el HRMS'",
  },
  {
    en: "Fork-lift Fleet Management",
    translation: "Gestión de flotas de carretillas elevadoras",
    note: "product name (key fork-lift-app)",
  },
  { en: "Supply Chain Management", translation: "Gestión de la cadena de suministro", note: "product name" },
  {
    en: "Procurement Application",
    translation: "Aplicación de compras",
    note: "product name; 'procurement' = 'compras' / 'aprovisionamiento'",
  },
  { en: "Attendance Management", translation: "Control de asistencia", note: "product name" },
  { en: "Visitor Management", translation: "Gestión de visitantes", note: "product name" },
  { en: "Inventory Management", translation: "Gestión de inventario", note: "product name" },
  { en: "Customer Service Management (CSM)", translation: "Gestión del servicio al cliente (CSM)", note: "product name" },
  {
    en: "Point of Sale (POS)",
    translation: "Punto de venta (POS)",
    note: "product name; 'POS' (not 'TPV') to stay neutral for Spain and Latin America",
  },
  { en: "E-commerce Platform", translation: "Plataforma de comercio electrónico", note: "product name" },
  { en: "Call Billing & Accounting", translation: "Tarificación y contabilidad de llamadas", note: "product name" },
  { en: "Order Management System", translation: "Sistema de gestión de pedidos", note: "product name" },
  { en: "Super App", translation: "Superapp", note: "product name; one word, as the Spanish press writes it" },
  { en: "Mobile App Development", translation: "Desarrollo de aplicaciones móviles", note: "product name" },
  { en: "Website Building", translation: "Creación de sitios web", note: "product name" },
  { en: "Hospital Management Application", translation: "Aplicación de gestión hospitalaria", note: "product name" },
  { en: "Hotel Management Application", translation: "Aplicación de gestión hotelera", note: "product name" },
  { en: "Travel Management Application", translation: "Aplicación de gestión de viajes", note: "product name" },
  { en: "AI SDK", translation: "SDK de IA", note: "product name" },
  { en: "Enterprise Software", translation: "Software empresarial", note: "product name" },
  { en: "AI-ready Hardware", translation: "Hardware preparado para IA", note: "product name" },
  { en: "IoT Solutions", translation: "Soluciones IoT", note: "product name" },
  { en: "Custom Development", translation: "Desarrollo a medida", note: "product name" },
  { en: "Custom Web Apps", translation: "Aplicaciones web a medida", note: "product name" },
  { en: "Custom Mobile Apps", translation: "Aplicaciones móviles a medida", note: "product name" },
  {
    en: "Network Switches",
    translation: "Switches de red",
    note: "product name; 'switch' is the usual word in Spanish IT (plural 'switches')",
  },
  { en: "Enterprise Routers", translation: "Routers empresariales", note: "product name" },
  { en: "AWS Cloud Services", translation: "Servicios en la nube de AWS", note: "product name" },
  { en: "Microsoft Services", translation: "Servicios de Microsoft", note: "product name" },
  { en: "Google Workspace & Cloud Services", translation: "Servicios de Google Workspace y Google Cloud", note: "product name" },
  { en: "Security Services", translation: "Servicios de seguridad", note: "product name" },
  { en: "Network Services", translation: "Servicios de red", note: "product name" },
  { en: "Cloud Services", translation: "Servicios en la nube", note: "product name" },
  { en: "Storage Services", translation: "Servicios de almacenamiento", note: "product name" },
  // Nombres de planes (precios)
  { en: "Starter", translation: "Inicial", note: "pricing plan name" },
  { en: "Growth", translation: "Crecimiento", note: "pricing plan name" },
  {
    en: "Enterprise",
    translation: "Empresarial",
    note: "pricing plan name (as a plan); 'enterprise' elsewhere = 'gran empresa'",
  },

  // Términos recurrentes, de la A a la Z
  {
    en: "agent (human)",
    translation: "agente",
    note: "a person in the contact center; 'agente humano' where it must be told apart from a bot",
  },
  { en: "AI", translation: "IA", note: "inteligencia artificial; 'con IA', 'impulsado por IA'" },
  { en: "AI-powered", translation: "con IA / impulsado por IA" },
  { en: "analytics", translation: "analítica", note: "'análisis' for a single analysis" },
  { en: "bot", translation: "bot", note: "plural 'bots'" },
  { en: "call center", translation: "centro de llamadas", note: "'call center' is also understood, prefer 'centro de llamadas'" },
  { en: "case study", translation: "caso de éxito", note: "as the site menu writes it" },
  { en: "chatbot", translation: "chatbot", note: "one word; never 'bot de chat'", avoid: ["bot de chat", "bots de chat"] },
  { en: "cloud", translation: "nube", note: "'en la nube'" },
  { en: "cloud telephony", translation: "telefonía en la nube" },
  { en: "code-switching", translation: "alternancia de idiomas", note: "'mezclar idiomas' in plain prose" },
  { en: "compliance", translation: "cumplimiento normativo" },
  { en: "contact center", translation: "centro de contacto" },
  { en: "customer experience", translation: "experiencia del cliente" },
  { en: "dashboard", translation: "panel de control", note: "or simply 'panel'" },
  { en: "data residency", translation: "residencia de los datos", note: "'los datos se quedan en Malasia'" },
  { en: "deployment", translation: "implantación", note: "'despliegue' for software rollout in a technical sense" },
  { en: "demo", translation: "demostración" },
  { en: "escalation / hand-off (to a human)", translation: "derivación a un agente" },
  {
    en: "escalation (support tiers, tickets)",
    translation: "escalado",
    note: "'los casos que requieren escalado', 'línea directa de escalado'; never 'escalación'",
  },
  { en: "finance", translation: "servicios financieros", note: "as an industry; 'finanzas' as a department" },
  { en: "go-live", translation: "puesta en marcha" },
  { en: "government", translation: "administración pública", note: "'organismos públicos' for government bodies" },
  { en: "healthcare", translation: "sanidad", note: "as an industry; 'salud' where Latin-American usage reads better" },
  { en: "HR", translation: "RR. HH.", note: "recursos humanos" },
  { en: "integration", translation: "integración" },
  { en: "IT", translation: "TI", note: "tecnologías de la información; 'departamento de TI'" },
  { en: "knowledge base", translation: "base de conocimiento" },
  {
    en: "landing zone (AWS, Azure, Google Cloud)",
    translation: "zona de aterrizaje",
    note: "'una zona de aterrizaje (landing zone)' the first time in a text; guardrails = 'salvaguardas'",
  },
  { en: "large enterprise", translation: "gran empresa" },
  { en: "large language model", translation: "modelo de lenguaje de gran tamaño (LLM)" },
  {
    en: "lead (sales)",
    translation: "cliente potencial",
    note: "'clientes potenciales cualificados', 'generación de clientes potenciales'; never 'lead(s)'",
    avoid: ["lead", "leads"],
  },
  { en: "Malaysia", translation: "Malasia" },
  {
    en: "managed service(s)",
    translation: "servicios gestionados",
    note: "as the site menu writes it; a managed offer is 'servicio gestionado de Genesys', 'servicios de red gestionados', never 'Gestión de Genesys' or 'Gestión de los servicios de red' (management as an activity, not the offer)",
    avoid: [
      /Gestión (?:de|del|de los|de las) (?:Cisco Webex|Genesys|Microsoft Teams|teléfonos IP|servicios (?:de red|en la nube|de seguridad|de voz|de almacenamiento)|almacenamiento)/giu,
      // the template that names a service page (JSON-LD serviceType): «Gestión de los servicios de red»
      /Gestión \{name:of\}/gu,
    ],
  },
  {
    en: "containment (rate)",
    translation: "tasa de contención",
    note: "the share of contacts resolved without an agent; not 'resolución' (containment is not resolution)",
    avoid: ["tasa de resolución automática"],
  },
  {
    en: "edge (computing)",
    translation: "perimetral",
    note: "'dispositivos de IA perimetrales (edge)' at the first mention on a page, then 'dispositivos perimetrales', 'pasarelas perimetrales'; never 'en el edge'",
    avoid: [/(?<![\p{L}(])edge(?![\p{L})])/giu],
  },
  {
    en: "data lake",
    translation: "lago de datos",
    note: "'lagos de datos (data lakes)' at the first mention",
    avoid: [/(?<![\p{L}(])data lakes?(?![\p{L})])/giu],
  },
  {
    en: "frustrated (caller, customer)",
    translation: "frustrado",
    note: "'clientes frustrados'; 'molesto' is weaker and colloquial",
    avoid: ["clientes molestos"],
  },
  {
    en: "payment arrangement (utility bill)",
    translation: "plan de pago",
    note: "deferring or spreading an overdue bill: 'acordar un plan de pago'",
  },
  {
    en: "shock (demand, supply)",
    translation: "perturbación",
    avoid: ["shock", "shocks"],
  },
  {
    en: "triage",
    translation: "clasificación",
    note: "'clasificación de tickets' for IT, 'derivación' for calls; 'triaje' only for clinical triage by clinicians (telemedicina)",
  },
  { en: "manufacturing", translation: "industria manufacturera", note: "or 'fabricación'" },
  { en: "omni-channel", translation: "omnicanal", note: "invariable adjective" },
  { en: "on-premises", translation: "en sus instalaciones", note: "'local' or 'on-premises' in technical lists" },
  { en: "partner program", translation: "programa de socios" },
  { en: "payroll", translation: "nómina" },
  {
    en: "PDPA compliance",
    translation: "cumplimiento de la PDPA",
    note: "PDPA: Ley de Protección de Datos Personales de 2010 de Malasia; acronym kept. 'aligned with PDPA' = 'alineado con la PDPA'; 'to support PDPA obligations' = 'para ayudarle a cumplir sus obligaciones de la PDPA'; never 'conforme a la PDPA' unless the English says so",
  },
  { en: "public sector", translation: "sector público" },
  {
    en: "qualify (a lead)",
    translation: "cualificar",
    note: "'cualificar clientes potenciales', as the product pages write it; 'calificación crediticia' (credit scoring) is another word",
    avoid: ["calificar", "califica", "califican", "calificado", "calificados", "calificada", "calificadas"],
  },
  { en: "real time", translation: "tiempo real", note: "'en tiempo real'" },
  { en: "reseller", translation: "revendedor" },
  {
    en: "ringgit (currency)",
    translation: "ringgit",
    note: "plural 'ringgits' (Fundéu): 'en ringgits', 'ringgits malasios'; 'cada ringgit invertido'",
    avoid: [/(?<![\p{L}])(?:en|los|de) ringgit(?![\p{L}])/giu],
  },
  { en: "retail", translation: "comercio minorista", note: "never 'retail' in running text; 'minorista(s)' for the businesses" },
  {
    en: "RMiT (Bank Negara Malaysia)",
    translation: "la RMiT",
    note: "feminine, as 'la política RMiT del Bank Negara Malaysia'; 'in line with' = 'de acuerdo con' / 'alineado con', never 'conforme a'",
  },
  { en: "self-service", translation: "autoservicio" },
  { en: "sentiment analysis", translation: "análisis de sentimiento" },
  { en: "service provider", translation: "proveedor de servicios" },
  { en: "SME", translation: "pyme", note: "plural 'pymes'" },
  { en: "South-East Asia", translation: "Sudeste Asiático" },
  { en: "speech recognition", translation: "reconocimiento de voz" },
  { en: "system integrator", translation: "integrador de sistemas" },
  {
    en: "tenant (Microsoft 365, cloud)",
    translation: "inquilino",
    note: "as Microsoft's Spanish documentation writes it; 'multiinquilino' for multi-tenant",
    avoid: ["tenant", "tenants"],
  },
  { en: "text-to-speech", translation: "síntesis de voz" },
  { en: "ticket", translation: "ticket", note: "plural 'tickets'; 'incidencia' where it means an IT incident" },
  { en: "uptime", translation: "disponibilidad" },
  { en: "use case", translation: "caso de uso" },
  { en: "website", translation: "sitio web" },
  { en: "workflow", translation: "flujo de trabajo" },
];
