import type { SeoTranslationTable } from "./types";

/**
 * Spanish: every page's title and meta description, written for Spanish readers (not word for word from
 * content/seo/en.ts), keyed by the English route path. `source` is the hash of the English entry it answers to.
 */
export const es: SeoTranslationTable = {
  "/": {
    source: "7ce16e8223cb",
    title: "Nusantara AI | Bots de IA, aplicaciones y servicios gestionados",
    description:
      "Bots de voz, chatbots y bots de vídeo, nuestro propio LLM, aplicaciones de negocio y comunicaciones gestionadas, creados y operados desde Kuala Lumpur.",
  },
  "/product/": {
    source: "d52678b0910b",
    title: "Productos de IA: bots, LLM y aplicaciones",
    description:
      "Descubra 42 productos de IA: bots de voz, chat y vídeo, telefonía en la nube, nuestro propio LLM y aplicaciones de negocio, con soporte local en Malasia.",
  },
  "/product/voice-bot/": {
    source: "b704f6189fc9",
    title: "Bot de voz con IA en malayo, inglés y chino",
    description:
      "Agentes de voz con IA que hablan con naturalidad y atienden, derivan y resuelven las llamadas de sus clientes en malayo, inglés y chino, a cualquier hora.",
  },
  "/product/chat-bot/": {
    source: "62f174c8e44e",
    title: "Chatbot con IA para su web y WhatsApp",
    description:
      "Responda preguntas, capte clientes potenciales y cierre ventas en su web, WhatsApp y redes sociales con un asistente de chat con IA disponible día y noche.",
  },
  "/product/video-bot/": {
    source: "8d0d0bc657d4",
    title: "Bot de vídeo con IA: atención cara a cara",
    description:
      "Ofrezca atención cara a cara a cualquier hora con un asistente de vídeo con IA muy realista en su web, sus quioscos y sus aplicaciones móviles.",
  },
  "/product/contact-center/": {
    source: "409872c320d6",
    title: "Centro de contacto en la nube con IA",
    description:
      "Reúna voz, chat, correo y mensajería social en un centro de contacto en la nube donde la IA ayuda a cada agente y resuelve sola las consultas rutinarias.",
  },
  "/product/cloud-telephony/": {
    source: "f2007a3c5881",
    title: "Telefonía en la nube y centralita gestionada",
    description:
      "Una centralita en la nube totalmente gestionada, con números locales, enrutamiento inteligente de llamadas y funciones de IA, lista en días y no en meses.",
  },
  "/product/omni-channel-solutions/": {
    source: "7aa165bee6bf",
    title: "Plataforma omnicanal de atención al cliente",
    description:
      "Unifique voz, mensajería, correo y redes sociales en un solo recorrido del cliente: el contexto acompaña a cada cliente y la IA automatiza los pasos rutinarios.",
  },
  "/product/itsm-app/": {
    source: "851ea62cc14a",
    title: "ITSM: centro de servicios de TI según ITIL",
    description:
      "Un centro de servicios de TI alineado con ITIL, donde la IA clasifica y asigna los tickets, resuelve las peticiones rutinarias y mantiene sus servicios activos.",
  },
  "/product/hrms-app/": {
    source: "87042d90aa99",
    title: "HRMS para empresas en Malasia: nómina y talento",
    description:
      "Selección, nómina, vacaciones y desempeño en una sola plataforma de RR. HH. para empresas en Malasia, con un asistente de IA que responde a la plantilla.",
  },
  "/product/fork-lift-app/": {
    source: "3ab842e060f0",
    title: "Gestión de flotas de carretillas elevadoras",
    description:
      "Controle el uso, la seguridad y el mantenimiento de sus carretillas elevadoras en cada sede, y deje que la IA prevea las averías antes de que paren su almacén.",
  },
  "/product/supply-chain-management-app/": {
    source: "3cae70d97b32",
    title: "Cadena de suministro con previsión por IA",
    description:
      "Vea su cadena de suministro de principio a fin, con previsiones de demanda por IA y alertas de incidencias que mantienen la mercancía en movimiento.",
  },
  "/product/procurement-application/": {
    source: "4bfd3e3dccc4",
    title: "Software de compras, del abastecimiento al pago",
    description:
      "Gestione las compras del abastecimiento al pago en una sola aplicación, con IA que encuentra ahorros, evalúa a los proveedores y concilia las facturas.",
  },
  "/product/attendance-management-application/": {
    source: "30392276c8b1",
    title: "Control horario con reconocimiento facial",
    description:
      "Registre la jornada y la asistencia de oficinas, fábricas y equipos de campo con reconocimiento facial, y deje que la IA detecte los huecos en los turnos.",
  },
  "/product/visitor-management-application/": {
    source: "17c885b03bca",
    title: "Gestión de visitantes y registro digital",
    description:
      "Un registro de visitantes rápido y seguro, con prerregistro, lectura de documentos de identidad y control por IA de listas de vigilancia en cada edificio.",
  },
  "/product/csm-app/": {
    source: "640546db8510",
    title: "Software de gestión del servicio al cliente",
    description:
      "Un solo espacio de trabajo para sus agentes, donde la IA resume los casos, sugiere respuestas y avisa de qué clientes necesitan atención antes de perderlos.",
  },
  "/product/pos-application/": {
    source: "bd723ab5988c",
    title: "Punto de venta (POS) en la nube para comercios",
    description:
      "Cobre más rápido con un punto de venta en la nube para tiendas y restaurantes que acepta los pagos habituales en Malasia y sugiere ventas adicionales con IA.",
  },
  "/product/e-commerce-application/": {
    source: "5afda842941f",
    title: "Comercio electrónico para el Sudeste Asiático",
    description:
      "Lance y haga crecer su tienda en línea con recomendaciones de productos por IA, búsqueda inteligente e integración con los marketplaces del Sudeste Asiático.",
  },
  "/product/call-billing-application/": {
    source: "0be7b232fbda",
    title: "Tarificación y facturación de llamadas",
    description:
      "Tarifique y facture cada llamada con precisión en empresas, hoteles y operadores, con IA que detecta a tiempo el fraude telefónico y los consumos anómalos.",
  },
  "/product/order-management-application/": {
    source: "644ad8b0c473",
    title: "Sistema de gestión de pedidos omnicanal",
    description:
      "Capture, asigne y sirva los pedidos de todos sus canales en un solo sistema, con IA que promete fechas de entrega fiables y señala los pedidos de riesgo.",
  },
  "/product/large-language-model/": {
    source: "b6132d14dc81",
    title: "Nusantara LLM: modelo de lenguaje para empresas",
    description:
      "Nusantara LLM, nuestro propio modelo de lenguaje ajustado al malayo, el inglés y el chino de empresa, se implanta en nuestra nube malasia o en la suya.",
  },
  "/product/hospital-management-application/": {
    source: "9b0a2f1e62b6",
    title: "Software de gestión hospitalaria y de clínicas",
    description:
      "Admisión, historia clínica, farmacia y facturación en un solo sistema para hospitales y clínicas, con IA que mantiene el contacto con los pacientes.",
  },
  "/product/hotel-management-application/": {
    source: "ed539da5c298",
    title: "Software de gestión hotelera (PMS en la nube)",
    description:
      "Reservas, recepción, pisos y mensajería con los huéspedes en un solo sistema de gestión hotelera en la nube, con IA integrada, para hoteles y resorts.",
  },
  "/product/travel-management-application/": {
    source: "1636696aa78e",
    title: "Gestión de viajes de empresa",
    description:
      "Reservas, aprobaciones, control de gastos y asistencia al viajero en una sola plataforma, pensada tanto para empresas como para agencias de viajes.",
  },
  "/product/mobile-applications/": {
    source: "b68550ba750d",
    title: "Desarrollo de aplicaciones para iOS y Android",
    description:
      "Nuestro equipo diseña, desarrolla y mantiene sus aplicaciones iOS y Android, nativas o multiplataforma, con funciones de IA útiles desde la primera versión.",
  },
  "/product/build-websites/": {
    source: "16326593eb2e",
    title: "Diseño y desarrollo de sitios web profesionales",
    description:
      "Un sitio web profesional, rápido y bien posicionado, creado por nuestro equipo, con herramientas de IA para redactar contenidos y convertir más visitas.",
  },
  "/product/super-app/": {
    source: "72a7dc4ae234",
    title: "Desarrollo de superapps con su marca",
    description:
      "Reúna pagos, servicios, fidelización y miniprogramas en una sola aplicación con su marca, con una personalización por IA que hace volver a los usuarios.",
  },
  "/product/sdk/": {
    source: "b28809c212e5",
    title: "SDK de IA: voz, chat y lenguaje en sus apps",
    description:
      "Integre la inteligencia de voz, chat y lenguaje de Nusantara AI en sus propias aplicaciones web y móviles con solo unas líneas de código.",
  },
  "/product/software/": {
    source: "07693405e5e8",
    title: "Software de IA empresarial, local o SaaS",
    description:
      "Implante nuestras aplicaciones de negocio y nuestro motor de IA en sus instalaciones, en una nube privada o como SaaS, preparados para un uso seguro.",
  },
  "/product/hardware/": {
    source: "a8d50dfeda46",
    title: "Hardware para IA: servidores GPU y perimetrales",
    description:
      "Especificamos, suministramos e instalamos servidores GPU, dispositivos de IA perimetrales (edge) y terminales de comunicaciones a la medida de su IA real.",
  },
  "/product/network-switch/": {
    source: "294311113262",
    title: "Switches de red para voz, vídeo e IA",
    description:
      "Switches de acceso, distribución y núcleo, suministrados y configurados por nuestros ingenieros para transportar voz, vídeo y tráfico de IA sin fallos.",
  },
  "/product/router/": {
    source: "1b3006229d30",
    title: "Routers empresariales y SD-WAN para sucursales",
    description:
      "Mantenga cada sucursal conectada, segura y lista para el tiempo real con routers profesionales y equipos SD-WAN que instalamos y mantenemos nosotros.",
  },
  "/product/aws-cloud/": {
    source: "6085b7d44228",
    title: "Servicios de AWS con facturación local",
    description:
      "Contrate, implante y opere Amazon Web Services con Nusantara AI: facturación local en ringgits, arquitectos expertos y operación las 24 horas.",
  },
  "/product/microsoft-services/": {
    source: "c1d1b44d865e",
    title: "Socio de Microsoft 365, Azure y Dynamics",
    description:
      "Licencias, implantación y gestión de Microsoft 365, Teams, Azure y Dynamics 365 con Nusantara AI como socio de Microsoft, de la puesta en marcha al soporte.",
  },
  "/product/google-services/": {
    source: "187879fe42e9",
    title: "Socio de Google Workspace y Google Cloud",
    description:
      "Pase a Google Workspace y Google Cloud con Nusantara AI, que gestiona licencias, migración y operación para la colaboración, la analítica y la IA.",
  },
  "/product/security-services/": {
    source: "049087798087",
    title: "Ciberseguridad: vigilancia y respuesta 24/7",
    description:
      "Proteja a su plantilla, sus datos y sus sistemas de IA con vigilancia de amenazas, pruebas de seguridad y respuesta a incidentes, las 24 horas del día.",
  },
  "/product/network-services/": {
    source: "a6929465f495",
    title: "Servicios de red: LAN, WAN y wifi",
    description:
      "Diseñamos, desplegamos y gestionamos sus redes LAN, WAN y wifi de principio a fin, vigiladas las 24 horas por ingenieros de operaciones asistidos por IA.",
  },
  "/product/cloud-services/": {
    source: "bacd35d99eed",
    title: "Infraestructura en la nube híbrida y multinube",
    description:
      "Aloje cada carga de trabajo donde mejor funciona, con una infraestructura híbrida y multinube que Nusantara AI diseña, aloja y gestiona en Malasia.",
  },
  "/product/storage-services/": {
    source: "78967ed6dbfa",
    title: "Almacenamiento y copias de seguridad",
    description:
      "Archivos, copias de seguridad, archivo histórico y datos de IA en un almacenamiento escalable y protegido, con una recuperación que puede probar cuando quiera.",
  },
  "/product/iot-solutions/": {
    source: "9850bd406022",
    title: "Soluciones IoT: de los sensores a las alertas",
    description:
      "Conecte sensores, máquinas y vehículos a una plataforma de IA que convierte los datos brutos en alertas y decisiones a tiempo para sus equipos de operaciones.",
  },
  "/product/custom-development/": {
    source: "4d36e24d23d5",
    title: "Desarrollo de software a medida con IA",
    description:
      "Software diseñado en torno a sus procesos por nuestro equipo de Kuala Lumpur, con IA allí donde de verdad ahorra tiempo o mejora una decisión.",
  },
  "/product/custom-web-apps/": {
    source: "1e30ddec429f",
    title: "Desarrollo de aplicaciones web a medida",
    description:
      "Desarrollamos aplicaciones web rápidas, seguras y accesibles según sus requisitos exactos, desde portales de clientes hasta paneles y herramientas internas.",
  },
  "/product/custom-mobile-apps/": {
    source: "56c2cfe65857",
    title: "Apps móviles a medida para clientes y equipos",
    description:
      "Lance aplicaciones iOS y Android nativas o multiplataforma, pensadas en torno a cómo compran sus clientes y cómo trabajan sus equipos de campo.",
  },
  "/product/inventory-app/": {
    source: "8fc3f809dbd2",
    title: "Gestión de inventario con reposición por IA",
    description:
      "Controle el stock en tiempo real en tiendas y almacenes, con sugerencias de reposición por IA que reducen las roturas de stock y el exceso de inventario.",
  },
  "/solutions/": {
    source: "0ddd4e6bd3de",
    title: "Soluciones de IA para cada etapa de su proyecto",
    description:
      "Seis familias de soluciones, del CRM y el centro de contacto al aprendizaje automático, la nube y las fintech, con nuestros propios productos y servicios.",
  },
  "/solutions/communication-&-collaboration/unified-communications/": {
    source: "d0252009a26d",
    title: "Soluciones de comunicaciones unificadas",
    description:
      "Reúna llamadas, mensajería, reuniones y presencia en una sola plataforma que funciona igual en el teléfono de sobremesa, el portátil y el móvil.",
  },
  "/solutions/communication-&-collaboration/contact-center/": {
    source: "8740205afacf",
    title: "Soluciones de centro de contacto con IA",
    description:
      "Un centro de contacto en la nube que dirige cada llamada, chat y mensaje al mejor agente, con IA que le ayuda y automatiza las consultas rutinarias.",
  },
  "/solutions/communication-&-collaboration/voip/": {
    source: "aa06f9f15975",
    title: "Soluciones de VoIP y telefonía en la nube",
    description:
      "Sustituya líneas antiguas y centralitas locales por telefonía en la nube que reduce el coste de las llamadas y añade enrutamiento, grabación y analítica.",
  },
  "/solutions/communication-&-collaboration/collaboration-platforms/": {
    source: "b84e688a0c87",
    title: "Teams, Webex y Google Workspace: implantación",
    description:
      "Implante y saque partido a Microsoft Teams, Cisco Webex o Google Workspace, con complementos de IA, gobierno y apoyo a la adopción a su medida.",
  },
  "/solutions/ai-&-automation/ai-chatbots/": {
    source: "005aa03a41a0",
    title: "Chatbots con IA para empresas",
    description:
      "Despliegue IA conversacional en su web, WhatsApp y aplicaciones para responder preguntas, captar clientes potenciales y cerrar ventas en varios idiomas.",
  },
  "/solutions/ai-&-automation/rpa/": {
    source: "5b4c3edf1aad",
    title: "Automatización robótica de procesos (RPA)",
    description:
      "Delegue la introducción de datos, las conciliaciones y los informes en robots de software que hacen estas tareas repetitivas sin errores, día y noche.",
  },
  "/solutions/ai-&-automation/machine-learning/": {
    source: "8415aa09f349",
    title: "Aprendizaje automático y modelos predictivos",
    description:
      "Convierta sus datos históricos en modelos que predicen demanda, riesgo, precios y mantenimiento, creados, implantados y supervisados por nuestro equipo.",
  },
  "/solutions/ai-&-automation/data-analytics/": {
    source: "82108f09065b",
    title: "Analítica de datos e inteligencia de negocio",
    description:
      "Reúna los datos de toda la empresa en paneles en directo e informes en lenguaje claro, para que cada equipo responda a sus propias preguntas en minutos.",
  },
  "/solutions/business-solutions/crm/": {
    source: "ba5980f1f93d",
    title: "CRM para equipos comerciales y de atención",
    description:
      "Reúna conversaciones, oportunidades y casos de servicio en un CRM asistido por IA, para que ventas y soporte trabajen con la misma visión de cada cliente.",
  },
  "/solutions/business-solutions/erp/": {
    source: "bbe7d9e7d91d",
    title: "ERP: de las finanzas a la producción",
    description:
      "Conecte finanzas, inventario, compras y producción en un solo ERP, con previsiones por IA que mantienen en equilibrio el nivel de stock y la tesorería.",
  },
  "/solutions/business-solutions/hrm/": {
    source: "2c7e3a5454ed",
    title: "Gestión de RR. HH.: selección, nómina y desempeño",
    description:
      "Gestione todo el ciclo de vida del empleado, de la contratación a la nómina, con un asistente de RR. HH. que responde a la plantilla a cualquier hora.",
  },
  "/solutions/business-solutions/project-management/": {
    source: "14fe39694d60",
    title: "Gestión de proyectos con alertas de IA",
    description:
      "Planifique, asigne y siga sus proyectos con calendarios compartidos y vistas de recursos, y reciba alertas de IA mucho antes de que se pierda un plazo.",
  },
  "/solutions/cloud-&-infrastructure/cloud-migration/": {
    source: "c4b18db8d87e",
    title: "Migración a AWS, Azure o Google Cloud",
    description:
      "Lleve aplicaciones y datos de sus servidores locales a AWS, Microsoft Azure o Google Cloud con una migración planificada, de bajo riesgo y costes controlados.",
  },
  "/solutions/cloud-&-infrastructure/managed-it-services/": {
    source: "2d51848df8b1",
    title: "Servicios de TI gestionados desde Kuala Lumpur",
    description:
      "Confíe la operación diaria de TI a nuestro centro de soporte de Kuala Lumpur: supervisión proactiva, asistencia a usuarios y mantenimiento con SLA claros.",
  },
  "/solutions/cloud-&-infrastructure/cybersecurity/": {
    source: "491860c264f5",
    title: "Ciberseguridad y cumplimiento de la PDPA",
    description:
      "Proteja usuarios, datos y sistemas con defensas por capas, vigilancia de amenazas 24/7 y apoyo para cumplir la PDPA y la normativa de su sector.",
  },
  "/solutions/cloud-&-infrastructure/devops/": {
    source: "8365f9d50b4a",
    title: "DevOps e ingeniería de plataformas",
    description:
      "Acelere la entrega de software con pipelines automatizados, infraestructura como código y observabilidad, para que cada versión salga a menudo y sin riesgo.",
  },
  "/solutions/industry-specific-solutions/ecommerce-solutions/": {
    source: "eebe8d00eb00",
    title: "Soluciones de comercio electrónico y marketplaces",
    description:
      "Lance y haga crecer tiendas en línea y canales de marketplace con inventario unificado, medios de pago locales y recomendaciones de productos por IA.",
  },
  "/solutions/industry-specific-solutions/healthcare-it/": {
    source: "da78a6c5c7e8",
    title: "TI sanitaria para hospitales y clínicas",
    description:
      "Digitalice el recorrido del paciente, de la cita a la factura, con sistemas hospitalarios, asistentes de IA y un tratamiento seguro de los datos de salud.",
  },
  "/solutions/industry-specific-solutions/logistics-software/": {
    source: "7dfb51c3c0a3",
    title: "Software logístico: del almacén a la última milla",
    description:
      "Planifique rutas, siga los envíos y mantenga informados a sus clientes con software conectado para almacenes, flotas y entregas de última milla.",
  },
  "/solutions/industry-specific-solutions/real-estate-tech/": {
    source: "8f777f59aae1",
    title: "Tecnología inmobiliaria para promotoras y agencias",
    description:
      "Ayude a promotoras, agencias y administradores a vender, alquilar y gestionar inmuebles con atención por IA, visitas virtuales y apps para residentes.",
  },
  "/solutions/digital-transformation/digital-marketing/": {
    source: "a5fee01c2ab0",
    title: "Marketing digital con contenidos por IA",
    description:
      "Atraiga, convierta y fidelice clientes con campañas basadas en datos, automatización del marketing y contenidos generados por IA fieles a su marca.",
  },
  "/solutions/digital-transformation/custom-software/": {
    source: "e7a03f254afb",
    title: "Soluciones de software a medida",
    description:
      "Software pensado para sus procesos, de herramientas internas a plataformas para sus clientes, diseñado y entregado por nuestros ingenieros de Kuala Lumpur.",
  },
  "/solutions/digital-transformation/mobile-app-dev/": {
    source: "a7da58f62bd6",
    title: "Soluciones de desarrollo de apps móviles",
    description:
      "Diseñe y cree apps iOS y Android que clientes y empleados disfruten usando, con funciones de IA, integraciones seguras y apoyo hasta la publicación.",
  },
  "/solutions/digital-transformation/financial-tech/": {
    source: "a564a477a884",
    title: "Tecnología financiera para bancos y aseguradoras",
    description:
      "Modernice banca, préstamos, seguros y pagos con alta digital de clientes, modelos de riesgo por IA y canales de atención seguros y conformes a la normativa.",
  },
  "/solutions/healthcare/": {
    source: "cc8be392cb9c",
    title: "Soluciones de IA para hospitales y clínicas",
    description:
      "Bots que gestionan citas y recordatorios, un LLM que ayuda a resumir y redactar, y un sistema hospitalario que devuelve tiempo a los equipos asistenciales.",
  },
  "/solutions/finance/": {
    source: "0ddf79ed00af",
    title: "Soluciones de IA para bancos y aseguradoras",
    description:
      "IA conversacional y un modelo de lenguaje especializado en finanzas que autentican clientes, responden sobre pólizas y ayudan a revisar documentos.",
  },
  "/solutions/retail/": {
    source: "43c6311404aa",
    title: "Soluciones de IA para el comercio minorista",
    description:
      "Asistentes de chat y voz, fichas de producto redactadas por IA y comercio electrónico, POS y atención conectados: el mismo servicio en cada canal.",
  },
  "/solutions/manufacturing/": {
    source: "a848587cbefc",
    title: "Soluciones de IA para la industria manufacturera",
    description:
      "Respuestas manos libres para los operarios, IA que lee manuales e informes de calidad y apps de suministro, carretillas e inventario que mueven los materiales.",
  },
  "/industry/": {
    source: "6a249c4a5eb4",
    title: "Soluciones de IA por sector y tamaño de empresa",
    description:
      "Pymes, grandes empresas, proveedores de servicios y administraciones compran IA de forma distinta. Vea los casos de uso y productos pensados para cada uno.",
  },
  "/industry/sme/": {
    source: "8dca156c826f",
    title: "IA para pymes: asequible y lista para usar",
    description:
      "IA y aplicaciones de negocio asequibles y listas para usar, para que las empresas en crecimiento compitan con rivales mucho mayores sin un gran equipo de TI.",
  },
  "/industry/large-enterprise/": {
    source: "92eff3a83784",
    title: "IA y comunicaciones para grandes empresas",
    description:
      "Plataformas de IA y comunicaciones que se integran con sistemas complejos, cumplen normas de gobierno estrictas y rinden con fiabilidad para miles de usuarios.",
  },
  "/industry/service-provider/": {
    source: "787050bd2961",
    title: "IA de marca blanca para operadores y BPO",
    description:
      "Plataformas de IA, centro de contacto y telefonía en la nube de marca blanca para atender a millones de clientes y abrir nuevas fuentes de ingresos.",
  },
  "/industry/government/": {
    source: "ef542c763c4a",
    title: "IA para la administración y el sector público",
    description:
      "Ayudamos a ministerios, organismos estatales y ayuntamientos a modernizar la atención ciudadana, la gestión interna y las infraestructuras con total seguridad.",
  },
  "/services/": {
    source: "58e9d8218176",
    title: "Servicios gestionados: colaboración, red y nube",
    description:
      "Colaboración, centro de contacto, red, voz, nube, almacenamiento y seguridad: servicios gestionados las 24 horas por nuestro equipo de Kuala Lumpur.",
  },
  "/services/microsoft-teams/": {
    source: "fb0138ca405e",
    title: "Servicio gestionado de Microsoft Teams con IA",
    description:
      "Asistentes de IA, bots de voz, análisis de reuniones y flujos automatizados en Microsoft Teams, sobre el inquilino de Microsoft 365 que ya tiene su empresa.",
  },
  "/services/cisco-webex/": {
    source: "65b3641735c3",
    title: "Servicio gestionado de Cisco Webex con IA",
    description:
      "Añadimos IA a las reuniones, la mensajería y las llamadas de Cisco Webex: cada sesión deja notas aprovechables y cada espacio resulta más útil a sus equipos.",
  },
  "/services/genesys/": {
    source: "9c7088472a64",
    title: "Servicio gestionado de Genesys Cloud CX",
    description:
      "Diseñamos, integramos y operamos la IA de su centro de contacto Genesys Cloud CX o Genesys Engage, desde el IVR hasta la planificación de la plantilla.",
  },
  "/services/network/": {
    source: "c2616891b241",
    title: "Servicios de red gestionados y vigilados por IA",
    description:
      "Diseñamos, supervisamos y operamos redes que se reparan solas en oficinas, sucursales y centros de datos, con IA que detecta los fallos antes que sus usuarios.",
  },
  "/services/voice/": {
    source: "61d382f85b54",
    title: "Servicios de voz gestionados: IVR y analítica",
    description:
      "Bots de voz con IA, IVR inteligente y analítica de voz sobre telefonía en la nube de nivel operador, gestionados desde el primer tono hasta la transcripción.",
  },
  "/services/ip-phones/": {
    source: "910446a69887",
    title: "Teléfonos IP gestionados",
    description:
      "Suministramos teléfonos de sobremesa y de conferencia de los principales fabricantes, preconfigurados para su centralita en la nube y con soporte incluido.",
  },
  "/services/cloud/": {
    source: "f9e4f746f799",
    title: "Nube gestionada en AWS, Azure y Google Cloud",
    description:
      "De la estrategia a la migración y la operación diaria, gestionamos sus cargas de trabajo en AWS, Microsoft Azure y Google Cloud con la IA lista desde el inicio.",
  },
  "/services/storage/": {
    source: "d4a4dbe258b0",
    title: "Almacenamiento gestionado, copias y archivo",
    description:
      "Diseñamos y gestionamos su almacenamiento, de las cabinas locales al almacenamiento de objetos en la nube, con copias, archivo y cifrado integrados.",
  },
  "/services/security/": {
    source: "29b26fd649a8",
    title: "Seguridad gestionada y SOC 24/7",
    description:
      "Nuestro centro de operaciones de seguridad detecta, contiene e investiga las amenazas contra sus usuarios, dispositivos, redes y nube, las 24 horas del día.",
  },
  "/contact-us/": {
    source: "193f3325090c",
    title: "Contacte con nuestro equipo en Kuala Lumpur",
    description:
      "¿Preguntas sobre nuestros productos de IA o servicios gestionados? Escríbanos o reserve una llamada con nuestro equipo, de lunes a viernes, de 9:00 a 18:00.",
  },
  "/about-us/": {
    source: "664055cdf28f",
    title: "Sobre nosotros: IA creada en Kuala Lumpur",
    description:
      "Creamos productos de IA prácticos, de los bots conversacionales a nuestro propio modelo de lenguaje, y los ofrecemos con servicios gestionados y equipo local.",
  },
  "/careers/": {
    source: "a77acf2e9f7d",
    title: "Empleo en IA, ingeniería y consultoría",
    description:
      "Únase en Kuala Lumpur a un equipo que crea IA que personas de todo el Sudeste Asiático usan a diario, con productos reales para clientes reales.",
  },
  "/blog/": {
    source: "55bd6499ff97",
    title: "Blog: IA y experiencia del cliente",
    description:
      "Artículos prácticos de nuestros ingenieros y consultores sobre chatbots, bots de voz, modelos de lenguaje, CRM y centros de contacto por vídeo.",
  },
  "/blog/ai-chatbots-ux/": {
    source: "980b87925e8d",
    title: "Cómo diseñar chatbots que gusten a los clientes",
    description:
      "Casi todas las quejas sobre los chatbots se deben al diseño de la conversación, no a la IA. Este es nuestro método de UX para que resuelvan problemas.",
  },
  "/blog/voice-bots-revolution/": {
    source: "25980f75d05c",
    title: "Bots de voz: el fin del menú telefónico",
    description:
      "El menú de tonos ya no convence a nadie. Los bots de voz que entienden el habla natural están cambiando lo que los clientes esperan cuando llaman.",
  },
  "/blog/llm-impact-on-ux/": {
    source: "044b3924d90d",
    title: "Los LLM reescriben la experiencia de usuario",
    description:
      "Los modelos de lenguaje permiten pedir lo que se quiere en lugar de buscar en menús, y eso trae nuevas responsabilidades: confianza, exactitud y control.",
  },
  "/blog/crm-ux-ai/": {
    source: "6eef1fd1638a",
    title: "La IA en el CRM: más tiempo para sus equipos",
    description:
      "El CRM promete una visión completa de cada cliente, pero los equipos lo viven como una carga de introducción de datos. Una IA bien diseñada puede cambiarlo.",
  },
  "/blog/video-contact-center-ux/": {
    source: "2f0b2a9119ad",
    title: "Cómo diseñar un centro de contacto por vídeo",
    description:
      "El vídeo lleva a cualquier móvil la tranquilidad de una visita a la sucursal. Vemos dónde funciona mejor la atención por vídeo y cómo hacerla sencilla.",
  },
  "/case-studies/": {
    source: "07f32ef3356c",
    title: "Casos de éxito de IA en el Sudeste Asiático",
    description:
      "Cómo minoristas, operadoras, bancos, aerolíneas, fabricantes y organismos públicos del Sudeste Asiático usan nuestra IA, y qué cambió para ellos.",
  },
  "/case-studies/chatbot-retail-success/": {
    source: "6ddf178f47e2",
    title: "Kedai Mutiara: un 25 % más de ventas en línea",
    description:
      "Cómo una cadena de 64 tiendas aumentó un 25 % sus ventas en línea en seis meses con un asistente de IA que resuelve el 68 % de las consultas sin agentes.",
  },
  "/case-studies/voicebot-telecom-efficiency/": {
    source: "b9d1eb56d2cd",
    title: "Selat Connect: 40 % de llamadas resueltas por bot",
    description:
      "Cómo un operador de telecomunicaciones resolvió el 40 % de sus llamadas con un bot de voz y bajó la espera media de más de 7 minutos a menos de 90 segundos.",
  },
  "/case-studies/llm-financial-insights/": {
    source: "81d5694bdee0",
    title: "Permata Capital: un LLM privado para el crédito",
    description:
      "Cómo una firma financiera malasia decide sus créditos un 40 % más rápido con un LLM privado, sin que los datos de sus clientes salgan de su infraestructura.",
  },
  "/case-studies/contact-center-airline-ux/": {
    source: "9917e40b981c",
    title: "Langit Biru Airways: atención en plena crisis",
    description:
      "Cómo una aerolínea bajó su tiempo de respuesta de 11 a 2 minutos durante las incidencias y avisó al 95 % de los pasajeros afectados en menos de 15 minutos.",
  },
  "/case-studies/hrms-tech-growth/": {
    source: "6cc163daa561",
    title: "Cendana Digital Labs: de 180 a 620 empleados",
    description:
      "Cómo Cendana Digital Labs pasó de 180 a 620 empleados con el HRMS de Nusantara AI: incorporaciones en un día y un 70 % menos de tiempo de nómina.",
  },
  "/case-studies/lms-corporate-training/": {
    source: "9210d5966872",
    title: "Harapan Group: 9000 empleados formados en 4 países",
    description:
      "Cómo un conglomerado subió la finalización de cursos del 48 % al 86 % y formó a 9000 empleados de cuatro países en menos de cinco meses con una sola plataforma.",
  },
  "/case-studies/csm-saas-retention/": {
    source: "3721d6364dcd",
    title: "Awan Ledger: un tercio menos de bajas con CSM",
    description:
      "Cómo un proveedor de contabilidad en la nube redujo sus bajas anuales del 14 % al 9,5 % y resolvió los tickets un 42 % más rápido con nuestra plataforma CSM.",
  },
  "/case-studies/pos-restaurant-efficiency/": {
    source: "60b063d79224",
    title: "Rasa Warisan: un solo POS para 28 restaurantes",
    description:
      "Cómo una cadena de 28 restaurantes redujo un 35 % el tiempo del pedido a la cocina y subió un 20 % la rotación de mesas en horas punta con un solo POS.",
  },
  "/case-studies/erp-manufacturing-integration/": {
    source: "91faef3beb4b",
    title: "Tenaga Presisi: el ERP une planta y finanzas",
    description:
      "Cómo un fabricante de precisión logró un 99,2 % de exactitud de inventario y cerró el mes en 5 días en lugar de 12 al unir su planta y sus finanzas con el ERP.",
  },
  "/case-studies/cloud-telephony-smb/": {
    source: "2353f3cc8d8b",
    title: "Bayu Logistics: telefonía en la nube para una pyme",
    description:
      "Cómo Bayu Logistics unificó sus sucursales con telefonía en la nube: un 35 % menos de costes de telefonía y un 70 % menos de llamadas perdidas.",
  },
  "/case-studies/video-contact-center-support/": {
    source: "6e7abb4b934b",
    title: "Kilat: el soporte por vídeo evita visitas técnicas",
    description:
      "Cómo una marca de electrodomésticos envió técnicos a un 38 % menos de averías al diagnosticarlas por vídeo con el cliente y resolvió casi todo en el mismo día.",
  },
  "/case-studies/visitor-management-government/": {
    source: "8c1111d36b5e",
    title: "Teluk Permai: un 70 % menos de colas al entrar",
    description:
      "Cómo una administración estatal bajó el registro de visitantes de ocho minutos a 90 segundos y redujo un 70 % las colas del vestíbulo en horas punta.",
  },
  "/partners/": {
    source: "e19be4617a48",
    title: "Programas de socios: revendedores e integradores",
    description:
      "Únase a los revendedores, integradores y socios de servicios que llevan con nosotros una IA práctica a empresas de todo el Sudeste Asiático, con certificación.",
  },
  "/site-map/": {
    source: "cc1ffa6521ef",
    title: "Mapa del sitio: todas las páginas",
    description:
      "Todas las páginas del sitio, ordenadas por tipo: productos, soluciones, sectores, servicios, casos de éxito y artículos, para encontrar cualquier página.",
  },
};
