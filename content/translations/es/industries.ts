import type { LocaleContent } from "@/lib/content/units";

/** es: industries. */
export const industries = {
  sme: {
    source: "d6fbd2fd653b",
    text: {
      name: "Pymes",
      title: "Soluciones de IA para pequeñas y medianas empresas",
      description:
        "Las pymes son el 90 % de las empresas, pero hasta ahora solo el 23 % ha adoptado la IA. Ofrecemos paquetes asequibles de IA y aplicaciones empresariales listos para usar, para que las empresas en crecimiento compitan con rivales mucho mayores sin un gran equipo de TI.",
      detailedInfo: [
        "Las pymes son la columna vertebral de la economía de Malasia y del Sudeste Asiático, desde empresas comerciales familiares y clínicas hasta marcas en línea en pleno auge. La mayoría de los propietarios sabe que la IA y la automatización les ahorrarían tiempo y atraerían clientes, pero les preocupan el coste, la complejidad y la falta de personal técnico propio. Nuestra oferta para pymes está pensada para eliminar cada una de esas barreras.",
        "Todo se ofrece por suscripción, sin comprar hardware por adelantado; nuestro equipo lo configura en días, no en meses, con soporte local en inglés y Bahasa Malaysia. Una empresa puede empezar con una sola herramienta, como un chatbot de WhatsApp o una centralita en la nube, y añadir aplicaciones de punto de venta, comercio electrónico o servicio al cliente a medida que crece.",
        "Como nuestros productos comparten plataforma, los datos de clientes fluyen entre ellos automáticamente. La consulta que responde el chatbot pasa a ser un cliente potencial en la aplicación de servicio al cliente, un pedido en línea actualiza las existencias del mostrador y una llamada perdida se devuelve sin que nadie tenga que acordarse. El resultado: eficiencia de gran empresa a un precio al alcance de un pequeño negocio.",
      ],
      useCases: [
        {
          title: "Respuestas por WhatsApp las 24 horas",
          text: "Un chatbot responde sobre precios, horarios y existencias en WhatsApp y en su sitio web mientras el propietario duerme. Las consultas cualificadas llegan al personal por la mañana con todo el contexto.",
        },
        {
          title: "Recepcionista virtual",
          text: "Un bot de voz atiende cada llamada, responde a las preguntas habituales y agenda citas: un equipo pequeño nunca pierde negocio por un teléfono sin contestar.",
        },
        {
          title: "Modernización del punto de venta",
          text: "Cambie las viejas cajas registradoras por un POS en tableta que controla ventas, existencias y turnos en uno o varios locales. El resumen diario de ventas llega solo al teléfono del propietario.",
        },
        {
          title: "Lance su tienda en línea",
          text: "Abra una tienda en línea con su marca, conectada a marketplaces, con pagos locales y existencias sincronizadas con la tienda física. Los comercios de barrio llegan a clientes mucho más allá de su calle.",
        },
        {
          title: "Seguimiento y fidelización de clientes",
          text: "Registre cada cliente, compra y queja en un solo lugar y envíe a tiempo recordatorios, cupones y ofertas de cumpleaños. Las ventas recurrentes crecen sin más personal de marketing.",
        },
        {
          title: "Centralita en la nube para oficinas pequeñas",
          text: "Dé a cada empleado un número profesional para teléfono fijo, portátil y móvil, con grabación de llamadas y configuración sencilla en línea. Sin hardware de centralita (PBX) que comprar ni mantener.",
        },
        {
          title: "RR. HH. y asistencia sin complicaciones",
          text: "Registre la asistencia con fichaje móvil, apruebe vacaciones y prepare los datos de nómina sin hojas de cálculo. Para empresas de cinco a doscientos empleados.",
        },
        {
          title: "Seguimiento de pedidos y entregas",
          text: "Reúna en una cola los pedidos por teléfono, WhatsApp y canales en línea, y siga su embalaje y entrega. Los clientes reciben avisos de estado automáticos.",
        },
        {
          title: "Nube y seguridad asequibles",
          text: "Lleve archivos y correo a una nube segura, con copias de seguridad y protección contra amenazas gestionadas por nuestro equipo. Las pequeñas empresas logran seguridad de nivel empresarial sin contratar personal de TI.",
        },
        {
          title: "Sitio web corporativo en días",
          text: "Tenga un sitio web adaptado a móviles, con chat integrado, formularios de contacto y SEO, publicado en poco tiempo con plantillas probadas. Los propietarios actualizan las páginas ellos mismos, sin programar.",
        },
      ],
    },
  },
  "large-enterprise": {
    source: "e1627a59fdd9",
    text: {
      name: "Gran empresa",
      title: "IA empresarial a gran escala",
      description:
        "Las grandes organizaciones necesitan una IA que se integre con sistemas complejos, cumpla estrictas normas de gobernanza y sea fiable para miles de usuarios. Diseñamos, implantamos y operamos plataformas de IA y comunicaciones empresariales con resultados medibles en cada unidad de negocio.",
      detailedInfo: [
        "Las empresas de Malasia y del Sudeste Asiático funcionan con una mezcla de ERP, CRM, centros de contacto y plataformas heredadas acumuladas durante años. Llevar la IA a este entorno no es cuestión de un solo piloto, sino de conectar modelos y automatización a los sistemas que ya mueven el negocio, de forma segura y a escala.",
        "Nuestra área de grandes empresas une nuestro propio LLM, bots de voz y chatbots, centro de contacto y aplicaciones empresariales con una sólida experiencia en integración de sistemas. Las implantaciones admiten inicio de sesión único, acceso basado en roles, alojamiento en nube privada o local, residencia de los datos en Malasia y registros de auditoría que satisfacen a los equipos de riesgos internos y a los reguladores externos.",
        "Cada proyecto lo dirigen un arquitecto de soluciones y un director de programa dedicados, junto a sus responsables de TI, seguridad y negocio. Empezamos por casos de uso de alto valor con resultados en un trimestre y luego trazamos una hoja de ruta con gobernanza que extiende la IA al servicio al cliente, las operaciones, RR. HH. y compras.",
      ],
      useCases: [
        {
          title: "Transformación del centro de contacto",
          text: "Modernice centros de contacto multisede con enrutamiento por IA, bots de voz de autoservicio y asistencia al agente en tiempo real. Mejoran los niveles de servicio y baja el coste de cada interacción.",
        },
        {
          title: "LLM privado",
          text: "Implante nuestro LLM en su propia nube o centro de datos, alimentado con sus documentos y políticas internas. Los empleados obtienen respuestas precisas y los datos sensibles nunca salen de su control.",
        },
        {
          title: "Visibilidad de la cadena de suministro",
          text: "Conecte proveedores, plantas, almacenes y distribuidores en una plataforma con previsión de la demanda por IA. Los planificadores ven pronto las interrupciones y reequilibran existencias antes de que falten.",
        },
        {
          title: "Compras estratégicas automatizadas",
          text: "Digitalice abastecimiento, licitaciones, órdenes de compra y evaluación de proveedores con flujos de aprobación según su delegación de facultades. Mejora la visibilidad del gasto y caen las compras fuera de contrato.",
        },
        {
          title: "Gestión de personal en todas las filiales",
          text: "Gestione desde un solo sistema RR. HH., nómina, asistencia y desempeño de miles de empleados en varias empresas y países. El área de RR. HH. del grupo obtiene analítica consolidada de la plantilla.",
        },
        {
          title: "Gestión de servicios de TI con IA",
          text: "Resuelva antes las solicitudes de TI del personal con un centro de servicio con IA que clasifica tickets, sugiere soluciones y automatiza tareas habituales. El cumplimiento de los SLA es visible en todas las regiones.",
        },
        {
          title: "Bot de ayuda al empleado en Teams",
          text: "Integre en Microsoft Teams un chatbot que responde en segundos sobre las normas de RR. HH., finanzas y TI. Los centros de servicios compartidos reciben muchos menos tickets repetitivos.",
        },
        {
          title: "Infraestructura de nube híbrida segura",
          text: "Diseñe y opere una nube híbrida en AWS, Azure, Google Cloud y entornos locales, con seguridad y supervisión unificadas. Cada carga de trabajo se ejecuta donde mejor se equilibran coste, rendimiento y cumplimiento.",
        },
        {
          title: "Modernización de la red corporativa",
          text: "Actualice las redes de campus y sucursales con switches, routers y SD-WAN gestionados y supervisados las 24 horas. Las aplicaciones de negocio rinden igual en todas las sedes.",
        },
        {
          title: "Superapp para todo el grupo",
          text: "Reúna solicitudes de vacaciones y gastos, registro de visitantes y noticias de la empresa en una sola superapp móvil. El personal hace sus gestiones diarias desde el móvil, esté donde esté.",
        },
      ],
    },
  },
  "service-provider": {
    source: "e6d3015f5cce",
    text: {
      name: "Proveedores de servicios",
      title: "Plataformas de IA y comunicaciones para proveedores de servicios",
      description:
        "Operadores de telecomunicaciones, proveedores de internet, BPO y proveedores de servicios gestionados deben atender con eficiencia a millones de clientes y, a la vez, lanzar nuevas fuentes de ingresos. Nuestras plataformas de IA, centro de contacto y telefonía en la nube en marca blanca les ayudan a lograr ambas cosas.",
      detailedInfo: [
        "Los proveedores de servicios compiten en experiencia del cliente y rapidez de lanzamiento. Los abonados esperan soporte inmediato en todos los canales, los clientes empresariales piden nuevos servicios digitales y los márgenes no dan para grandes equipos de soporte. La automatización y la IA han pasado de experimentos opcionales a capacidades operativas esenciales.",
        "Trabajamos de dos maneras con operadores de telecomunicaciones, proveedores de internet, empresas de BPO y proveedores de servicios de TI gestionados. Primero, les ayudamos a automatizar sus propias operaciones: atención al cliente, consultas de facturación, notificación de averías y servicio técnico de campo. Segundo, les suministramos bots de voz, chatbots, telefonía en la nube y plataformas de centro de contacto en marca blanca, que revenden a sus clientes empresariales con su propia marca.",
        "Nuestra arquitectura multiinquilino, la integración SIP de nivel operador, la facturación por uso y las API para socios facilitan incorporar cientos de clientes finales, cada uno aislado y con su propia configuración. Un equipo de socios dedicado apoya la integración técnica, la capacitación de ventas y la planificación comercial conjunta en toda la región.",
      ],
      useCases: [
        {
          title: "Bot de voz de autoservicio para abonados",
          text: "Sus abonados consultan el saldo, recargan, cambian de tarifa y notifican averías hablando con naturalidad, sin esperar a un agente. Baja el volumen de llamadas y sube la satisfacción.",
        },
        {
          title: "Notificación automatizada de averías de red",
          text: "Un chatbot recoge los detalles de la avería, ejecuta diagnósticos de línea y abre incidencias automáticamente. El cliente recibe actualizaciones hasta que se resuelve el problema.",
        },
        {
          title: "Telefonía en la nube en marca blanca",
          text: "Ofrezca a sus clientes pyme centralita alojada (PBX), troncales SIP y números de empresa con su propia marca. La gestión multiinquilino mantiene a cada cliente aislado y facilita su soporte.",
        },
        {
          title: "Centro de contacto como servicio",
          text: "Revenda a clientes empresariales un centro de contacto en la nube completo, con enrutamiento omnicanal y funciones de IA. Los nuevos clientes se aprovisionan en horas, no en semanas.",
        },
        {
          title: "Tarificación y facturación de llamadas",
          text: "Tarifique llamadas, aplique planes de precios y emita facturas precisas de voz y mensajería para miles de cuentas. Los registros de uso transparentes reducen las reclamaciones de facturación.",
        },
        {
          title: "Productividad de los agentes de BPO",
          text: "Dé a los agentes externalizados orientación en tiempo real, resúmenes automáticos y respuestas redactadas por el LLM en los programas de cada cliente. Baja el tiempo medio de gestión y mejoran las puntuaciones de calidad.",
        },
        {
          title: "Operación de centros de servicio gestionados",
          text: "Opere centros de servicio para muchos clientes en una sola plataforma ITSM, con SLA, informes y marca propios por cliente. La clasificación por IA envía al instante cada ticket al grupo resolutor adecuado.",
        },
        {
          title: "Predicción de bajas y ofertas de retención",
          text: "Analice patrones de uso, pago y reclamaciones para detectar a los abonados con riesgo de baja. La plataforma de servicio al cliente activa entonces ofertas de retención personalizadas.",
        },
        {
          title: "Asignación de técnicos de campo",
          text: "Programe visitas de instalación y reparación, guíe a los técnicos con una aplicación móvil y registre in situ fotos y firmas de cierre. La resolución a la primera mejora de forma constante.",
        },
        {
          title: "Servicios de conectividad IoT",
          text: "Empaquete conectividad, gestión de dispositivos y paneles en ofertas IoT para clientes de flotas, suministros y edificios inteligentes. Su red actual sustenta nuevos ingresos recurrentes.",
        },
      ],
    },
  },
  government: {
    source: "818df274e92e",
    text: {
      name: "Administración pública",
      title: "Administración digital impulsada por IA",
      description:
        "Los organismos públicos deben ofrecer servicios más rápidos y accesibles con presupuestos limitados y una estricta rendición de cuentas. Ayudamos a ministerios, agencias estatales y ayuntamientos a modernizar con seguridad los servicios al ciudadano, las operaciones internas y la infraestructura.",
      detailedInfo: [
        "Hoy los ciudadanos comparan los servicios públicos con la comodidad de las aplicaciones de banca y comercio electrónico. Esperan renovar licencias, pagar tasas, presentar quejas y seguir sus solicitudes en línea, en su idioma preferido y a cualquier hora. Lograrlo con la plantilla actual exige una automatización fiable, inclusiva y transparente.",
        "Nuestras soluciones para la administración combinan bots de voz y chatbots multilingües, un LLM que puede alojarse en centros de datos malasios homologados y aplicaciones de compras, gestión de visitantes y gestión de servicios de TI. Todas se diseñan pensando en la soberanía de los datos, la accesibilidad y la auditabilidad, y se integran con los sistemas de los organismos y la identidad digital nacional.",
        "Cumplimos los requisitos de contratación pública y trabajamos con los departamentos de TI de los organismos del piloto al despliegue nacional. La formación, la gestión del cambio y los informes transparentes ayudan a los funcionarios a adoptar las nuevas herramientas con confianza, y los ciudadanos ganan colas más cortas, respuestas más rápidas y decisiones más coherentes.",
      ],
      useCases: [
        {
          title: "Chatbot de información al ciudadano",
          text: "Responda preguntas sobre permisos, tasas, documentos y requisitos en Bahasa Malaysia, inglés, mandarín y tamil, en portales y aplicaciones de mensajería. Así se acortan las colas en ventanilla y al teléfono.",
        },
        {
          title: "Asistente de voz para la línea de atención",
          text: "Un bot de voz absorbe los picos de llamadas en la campaña fiscal, la matrícula escolar o las emergencias. Solo los casos complejos pasan a los funcionarios.",
        },
        {
          title: "Búsqueda de normativa y reglamentos",
          text: "Los funcionarios preguntan en lenguaje natural y obtienen respuestas extraídas de leyes, circulares y directrices internas, con enlace a la fuente. Lo que antes llevaba horas ahora lleva minutos.",
        },
        {
          title: "Contratación electrónica transparente",
          text: "Gestione digitalmente licitaciones, presupuestos, evaluaciones y adjudicaciones, con registros de auditoría completos. Los ciclos de contratación se acortan y es más fácil demostrar el cumplimiento de la normativa financiera.",
        },
        {
          title: "Gestión segura de visitantes",
          text: "Registre previamente a los visitantes, verifique su identidad en los accesos y emita pases digitales para edificios e instalaciones ministeriales. El equipo de seguridad sabe siempre quién está en el recinto.",
        },
        {
          title: "Centro de servicio de TI para organismos",
          text: "Centralice el soporte de TI de departamentos y delegaciones con tickets, seguimiento de activos e informes de SLA. Un asistente de IA resuelve al instante las solicitudes rutinarias.",
        },
        {
          title: "Gestión y seguimiento de quejas",
          text: "Recoja las quejas de todos los canales, asígnelas a la unidad responsable e informe al ciudadano hasta el cierre. La dirección ve las tendencias por ubicación y categoría.",
        },
        {
          title: "Asistencia y RR. HH. en la función pública",
          text: "Registre la asistencia con geovallas móviles o terminales biométricos y gestione vacaciones, gastos y expedientes de plantillas repartidas por distritos y estados.",
        },
        {
          title: "Nube soberana y almacenamiento de datos",
          text: "Aloje datos y aplicaciones ciudadanas en una infraestructura de nube y almacenamiento segura y local, conforme a las políticas públicas de residencia de los datos. Copias de seguridad y recuperación ante desastres incluidas.",
        },
        {
          title: "Supervisión para ciudades inteligentes",
          text: "Conecte sensores de inundación, alumbrado público, tráfico y calidad del aire a un panel central con alertas automáticas. Los ayuntamientos responden antes a los incidentes.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["industries"]>;
