import type { LocaleContent } from "@/content/units";

/** es: industries. */
export const industries = {
  sme: {
    source: "d6fbd2fd653b",
    text: {
      name: "Pymes",
      title: "Soluciones de IA para pequeñas y medianas empresas",
      description:
        "Las pequeñas y medianas empresas representan el 90 % del tejido empresarial, pero hasta ahora solo el 23 % de las pymes ha adoptado la IA. Ofrecemos paquetes asequibles de IA y aplicaciones empresariales listos para funcionar, para que las empresas en crecimiento puedan competir con rivales mucho más grandes sin necesidad de un gran equipo de TI.",
      detailedInfo: [
        "Las pymes son la columna vertebral de la economía de Malasia y del Sudeste Asiático, desde empresas comerciales familiares y clínicas hasta marcas en línea de rápido crecimiento. La mayoría de los propietarios saben que la IA y la automatización podrían ahorrarles tiempo y atraer clientes, pero les preocupan el coste, la complejidad y la falta de personal técnico propio. Nuestra oferta para pymes está pensada para eliminar cada una de esas barreras.",
        "Todas las soluciones se ofrecen por suscripción, sin inversión inicial en hardware; nuestro equipo las configura en días, no en meses, y el soporte es local, en inglés y en Bahasa Malaysia. Una empresa puede empezar con una sola herramienta, como un chatbot de WhatsApp o una centralita en la nube, e ir añadiendo aplicaciones de punto de venta, comercio electrónico o servicio al cliente a medida que crece.",
        "Como nuestros productos comparten una misma plataforma, los datos de los clientes fluyen entre ellos automáticamente. Una consulta respondida por el chatbot se convierte en un cliente potencial en la aplicación de servicio al cliente, un pedido realizado en línea actualiza las existencias en el mostrador de la tienda y una llamada perdida se devuelve sin que nadie tenga que acordarse. El resultado: la eficiencia de una gran empresa a un precio que cabe en el presupuesto de un pequeño negocio.",
      ],
      useCases: [
        {
          title: "Respuestas por WhatsApp las 24 horas",
          text: "Un chatbot responde en WhatsApp y en su sitio web a preguntas sobre precios, horarios y existencias mientras el propietario duerme. Las consultas cualificadas pasan al personal a la mañana siguiente con todo el contexto.",
        },
        {
          title: "Recepcionista virtual",
          text: "Un bot de voz atiende todas las llamadas, responde a las preguntas habituales y agenda citas, de modo que un equipo pequeño nunca pierde negocio por un teléfono que nadie contesta.",
        },
        {
          title: "Modernización del punto de venta",
          text: "Sustituya las viejas cajas registradoras por un POS en tableta que controla ventas, existencias y turnos del personal en uno o varios establecimientos. El propietario recibe automáticamente en su teléfono el resumen diario de ventas.",
        },
        {
          title: "Lance su tienda en línea",
          text: "Abra una tienda en línea con su propia marca, conectada a los marketplaces, con métodos de pago locales y existencias sincronizadas con la tienda física. Los comercios de barrio llegan a clientes mucho más allá de su calle.",
        },
        {
          title: "Seguimiento y fidelización de clientes",
          text: "Registre cada cliente, compra y queja en un solo lugar y envíe en el momento oportuno recordatorios, cupones y ofertas de cumpleaños. Las ventas recurrentes crecen sin necesidad de más personal de marketing.",
        },
        {
          title: "Centralita en la nube para oficinas pequeñas",
          text: "Dé a cada empleado un número profesional que funciona en teléfonos de sobremesa, portátiles y móviles, con grabación de llamadas y una configuración sencilla en línea. No hay que comprar ni mantener hardware de centralita (PBX).",
        },
        {
          title: "RR. HH. y control de asistencia sencillos",
          text: "Registre la asistencia con fichaje desde el móvil, gestione la aprobación de vacaciones y prepare los datos de la nómina sin hojas de cálculo. Se adapta a empresas de entre cinco y doscientos empleados.",
        },
        {
          title: "Seguimiento de pedidos y entregas",
          text: "Reúna en una sola cola los pedidos que llegan por teléfono, WhatsApp y canales en línea, y sígalos durante el embalaje y la entrega. Los clientes reciben actualizaciones de estado automáticamente.",
        },
        {
          title: "Nube y seguridad asequibles",
          text: "Traslade sus archivos y su correo a servicios en la nube seguros, con copias de seguridad y protección frente a amenazas gestionadas por nuestro equipo. Las pequeñas empresas obtienen protección de nivel empresarial sin contratar personal de TI.",
        },
        {
          title: "Sitio web corporativo en días",
          text: "Obtenga un sitio web adaptado a móviles, con chat integrado, formularios de contacto y optimización para buscadores, publicado rápidamente a partir de plantillas probadas. Los propietarios pueden actualizar las páginas ellos mismos, sin programar.",
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
        "Las grandes organizaciones necesitan una IA que se integre con sistemas complejos, cumpla estrictas normas de gobernanza y funcione de forma fiable para miles de usuarios. Diseñamos, implantamos y operamos plataformas empresariales de IA y comunicaciones que ofrecen resultados medibles en cada unidad de negocio.",
      detailedInfo: [
        "Las empresas de Malasia y del Sudeste Asiático funcionan con una combinación de ERP, CRM, centros de contacto y plataformas heredadas acumuladas a lo largo de muchos años. Incorporar IA a este entorno no consiste en un único proyecto piloto, sino en conectar modelos y automatización a los sistemas que ya mueven el negocio, de forma segura y a escala.",
        "Nuestra área de grandes empresas combina nuestro propio modelo de lenguaje de gran tamaño, bots de voz y chatbots, tecnología de centro de contacto y aplicaciones empresariales con una amplia experiencia en integración de sistemas. Las implantaciones admiten inicio de sesión único, acceso basado en roles, alojamiento en nube privada o en sus instalaciones, residencia de los datos en Malasia y registros de auditoría que satisfacen tanto a los equipos internos de riesgos como a los reguladores externos.",
        "Cada proyecto lo dirigen un arquitecto de soluciones y un director de programa dedicados, que trabajan con sus responsables de TI, de seguridad y de negocio. Empezamos por casos de uso de alto valor que dan resultados en un solo trimestre y, después, trazamos una hoja de ruta con una gobernanza clara que extiende la IA al servicio al cliente, las operaciones, RR. HH. y las compras.",
      ],
      useCases: [
        {
          title: "Transformación del centro de contacto",
          text: "Modernice centros de contacto multisede con enrutamiento por IA, bots de voz de autoservicio y asistencia a los agentes en tiempo real. Los niveles de servicio mejoran mientras baja el coste de cada interacción.",
        },
        {
          title: "Modelo de lenguaje de gran tamaño privado",
          text: "Implante nuestro LLM en su propio entorno en la nube o en su centro de datos, alimentado con sus documentos y políticas internas. Los empleados obtienen respuestas precisas sin que los datos sensibles salgan nunca de su control.",
        },
        {
          title: "Visibilidad de la cadena de suministro",
          text: "Conecte proveedores, plantas, almacenes y distribuidores en una sola plataforma con previsión de la demanda por IA. Los planificadores detectan pronto las interrupciones y reequilibran las existencias antes de que se produzcan roturas de stock.",
        },
        {
          title: "Automatización de las compras estratégicas",
          text: "Digitalice el abastecimiento, las licitaciones, las órdenes de compra y la evaluación de proveedores con flujos de aprobación alineados con su régimen de delegación de facultades. La visibilidad del gasto mejora y las compras fuera de contrato disminuyen.",
        },
        {
          title: "Gestión de la plantilla en todas las filiales",
          text: "Gestione desde un solo sistema los procesos de RR. HH., nómina, asistencia y desempeño de miles de empleados en varias empresas y países. El departamento de RR. HH. del grupo dispone de analítica consolidada de toda la plantilla.",
        },
        {
          title: "Gestión de servicios de TI con IA",
          text: "Resuelva antes las solicitudes de TI de los empleados con un centro de servicio con IA que clasifica los tickets, sugiere soluciones y automatiza las tareas habituales. El cumplimiento de los SLA se vuelve transparente en todas las regiones.",
        },
        {
          title: "Bot de ayuda al empleado en Teams",
          text: "Integre en Microsoft Teams un chatbot que responde en segundos preguntas sobre las normas internas de RR. HH., finanzas y TI. Los centros de servicios compartidos gestionan muchos menos tickets repetitivos.",
        },
        {
          title: "Infraestructura de nube híbrida segura",
          text: "Diseñe y opere una nube híbrida que abarque AWS, Azure, Google Cloud y entornos locales, con seguridad y supervisión unificadas. Cada carga de trabajo se ejecuta donde mejor se equilibran coste, rendimiento y cumplimiento normativo.",
        },
        {
          title: "Modernización de la red corporativa",
          text: "Actualice las redes de campus y sucursales con switches, routers y SD-WAN gestionados y supervisados las 24 horas. Las aplicaciones de negocio rinden de forma homogénea en todas las sedes.",
        },
        {
          title: "Superapp para toda la plantilla del grupo",
          text: "Reúna solicitudes de vacaciones, notas de gastos, registro de visitantes y noticias corporativas en una única superapp móvil. El personal realiza sus gestiones cotidianas desde el teléfono, esté donde esté.",
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
        "Los operadores de telecomunicaciones, los proveedores de internet, las empresas de BPO y los proveedores de servicios gestionados deben atender con eficiencia a millones de clientes mientras lanzan nuevas fuentes de ingresos. Nuestras plataformas de IA, centro de contacto y telefonía en la nube en marca blanca les ayudan a conseguir ambas cosas.",
      detailedInfo: [
        "Los proveedores de servicios compiten en experiencia del cliente y en rapidez de lanzamiento al mercado. Los abonados esperan soporte inmediato en todos los canales, los clientes empresariales esperan nuevos servicios digitales y los márgenes dejan poco espacio para grandes equipos de soporte. La automatización y la IA han dejado de ser experimentos opcionales para convertirse en capacidades operativas esenciales.",
        "Trabajamos de dos maneras con operadores de telecomunicaciones, proveedores de servicios de internet, empresas de externalización de procesos de negocio y proveedores de servicios gestionados de TI. Primero, les ayudamos a automatizar sus propias operaciones: atención al cliente, consultas de facturación, notificación de averías y servicio técnico de campo. Segundo, les suministramos bots de voz, chatbots, telefonía en la nube y plataformas de centro de contacto en marca blanca, que revenden a sus clientes empresariales con su propia marca.",
        "Nuestra arquitectura multiinquilino, la integración SIP de nivel operador, la facturación por uso y las API para socios facilitan la incorporación de cientos de clientes finales, cada uno aislado y configurado de forma individual. Un equipo de socios dedicado respalda la integración técnica, la capacitación comercial y la planificación conjunta de la salida al mercado en toda la región.",
      ],
      useCases: [
        {
          title: "Bot de voz de autoservicio para abonados",
          text: "Permita a los abonados consultar el saldo, recargar, cambiar de tarifa y notificar averías hablando con naturalidad, sin esperar a un agente. El volumen del centro de llamadas baja y la satisfacción sube.",
        },
        {
          title: "Notificación automatizada de averías de red",
          text: "Un chatbot recoge los detalles de la avería, ejecuta diagnósticos de línea y abre automáticamente las incidencias. Los clientes reciben actualizaciones hasta que el problema queda resuelto.",
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
          text: "Tarifique las llamadas, aplique los planes de precios y emita facturas precisas de servicios de voz y mensajería para miles de cuentas. Las reclamaciones de facturación disminuyen gracias a unos registros de uso transparentes.",
        },
        {
          title: "Productividad de los agentes de BPO",
          text: "Dote a los agentes externalizados de orientación en tiempo real, resúmenes automáticos y respuestas redactadas por el LLM en los programas de todos sus clientes. El tiempo medio de gestión baja y las puntuaciones de calidad mejoran.",
        },
        {
          title: "Operación de centros de servicio gestionados",
          text: "Opere centros de servicio para muchos clientes en una sola plataforma ITSM, con SLA, informes e imagen de marca propios de cada cliente. La clasificación por IA envía cada ticket de inmediato al grupo resolutor adecuado.",
        },
        {
          title: "Predicción de bajas y ofertas de retención",
          text: "Analice los patrones de uso, pago y reclamaciones para identificar a los abonados con más probabilidades de darse de baja. Después, la plataforma de servicio al cliente activa ofertas de retención personalizadas.",
        },
        {
          title: "Asignación de técnicos de campo",
          text: "Programe visitas de instalación y reparación, guíe a los técnicos con una aplicación móvil y registre in situ fotos y firmas de finalización. La tasa de resolución a la primera mejora de forma constante.",
        },
        {
          title: "Servicios de conectividad IoT",
          text: "Integre conectividad, gestión de dispositivos y paneles de control en ofertas IoT para clientes de flotas, compañías de suministros y edificios inteligentes. Su red actual se convierte en la base de nuevos ingresos recurrentes.",
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
        "Se espera que los organismos públicos presten servicios más rápidos y accesibles con presupuestos limitados y una exigente rendición de cuentas. Ayudamos a ministerios, agencias estatales y autoridades locales a modernizar de forma segura los servicios al ciudadano, las operaciones internas y la infraestructura.",
      detailedInfo: [
        "Hoy los ciudadanos comparan los servicios públicos con la comodidad de las aplicaciones de banca y de comercio electrónico. Esperan renovar licencias, pagar tasas, presentar quejas y seguir sus solicitudes en línea, en su idioma preferido y a cualquier hora del día. Responder a estas expectativas con la plantilla actual exige una automatización fiable, inclusiva y transparente.",
        "Nuestras soluciones para la administración pública combinan bots de voz y chatbots multilingües, un modelo de lenguaje de gran tamaño que puede alojarse en centros de datos malasios homologados y aplicaciones de compras, gestión de visitantes y gestión de servicios de TI. Todas están diseñadas teniendo en cuenta la soberanía de los datos, la accesibilidad y la auditabilidad, y se integran con los sistemas existentes de los organismos y con los servicios nacionales de identidad digital.",
        "Seguimos los requisitos de contratación del sector público y trabajamos junto a los departamentos de TI de los organismos desde el proyecto piloto hasta el despliegue en todo el país. La formación, la gestión del cambio y unos informes transparentes ayudan a los funcionarios a adoptar las nuevas herramientas con confianza, mientras los ciudadanos se benefician de colas más cortas, respuestas más rápidas y decisiones más coherentes.",
      ],
      useCases: [
        {
          title: "Chatbot de información al ciudadano",
          text: "Responda preguntas sobre permisos, tasas, documentos y requisitos en Bahasa Malaysia, inglés, mandarín y tamil, en portales y aplicaciones de mensajería. Así se acortan las colas en ventanillas y líneas de atención.",
        },
        {
          title: "Asistente de voz para líneas de atención ciudadana",
          text: "Un bot de voz gestiona grandes volúmenes de llamadas durante la campaña fiscal, el periodo de matriculación escolar o las emergencias. Solo los casos complejos se derivan a los funcionarios.",
        },
        {
          title: "Búsqueda de normativa y reglamentos",
          text: "Los funcionarios formulan preguntas en lenguaje natural y obtienen respuestas extraídas de leyes, circulares y directrices internas, con enlaces a la fuente. Una consulta que antes llevaba horas ahora se resuelve en minutos.",
        },
        {
          title: "Contratación electrónica transparente",
          text: "Gestione de forma digital licitaciones, presupuestos, evaluaciones y adjudicaciones de contratos, con registros de auditoría completos. Los ciclos de contratación se acortan y resulta más fácil demostrar el cumplimiento de la normativa financiera.",
        },
        {
          title: "Gestión segura de visitantes",
          text: "Registre previamente a los visitantes, verifique su identidad en los puntos de acceso y emita pases digitales para los edificios e instalaciones ministeriales. Los equipos de seguridad saben en todo momento quién está en el recinto.",
        },
        {
          title: "Centro de servicio de TI para organismos",
          text: "Centralice el soporte de TI de departamentos y delegaciones con gestión de tickets, seguimiento de activos e informes de SLA. Un asistente de IA resuelve al instante las solicitudes rutinarias.",
        },
        {
          title: "Gestión y seguimiento de quejas",
          text: "Recoja las quejas ciudadanas de todos los canales, asígnelas a la unidad responsable y mantenga informados a los ciudadanos hasta su cierre. La dirección ve las tendencias por ubicación y categoría.",
        },
        {
          title: "Control de asistencia y RR. HH. en la función pública",
          text: "Registre la asistencia mediante geovallas en el móvil o terminales biométricos y gestione vacaciones, reclamaciones de gastos y expedientes de plantillas repartidas por distritos y estados.",
        },
        {
          title: "Nube soberana y almacenamiento de datos",
          text: "Aloje los datos y las aplicaciones de los ciudadanos en una infraestructura de nube y almacenamiento segura y ubicada en el país, que cumple las políticas gubernamentales de residencia de los datos. Las copias de seguridad y la recuperación ante desastres vienen incluidas.",
        },
        {
          title: "Supervisión para ciudades inteligentes",
          text: "Conecte sensores de nivel de inundación, alumbrado público, tráfico y calidad del aire a un panel de control central con alertas automáticas. Las autoridades locales responden antes a los incidentes.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["industries"]>;
