import type { LocaleContent } from "@/content/units";

/** es: products. */
export const products4 = {
  "custom-web-apps": {
    source: "868e611b1a68",
    text: {
      name: "Aplicaciones web a medida",
      tagline:
        "Aplicaciones web rápidas, seguras y accesibles, desde portales de clientes hasta paneles internos, desarrolladas exactamente según sus requisitos.",
      topFeatures: [
        "Interfaces adaptables desarrolladas con React, Next.js y TypeScript",
        "Portales de clientes, sistemas de reservas y paneles de autoservicio",
        "Aplicaciones web progresivas con funcionamiento sin conexión e instalación en la pantalla de inicio",
        "Contenidos multilingües en Bahasa Malaysia, inglés, chino y tamil",
        "Pagos locales, como FPX, DuitNow QR y monederos electrónicos",
        "Objetivos de accesibilidad WCAG 2.1 AA y de rendimiento Core Web Vitals",
        "Experiencias integradas de chat y búsqueda semántica de Nusantara AI",
        "Autenticación segura con MFA e inicio de sesión único",
        "CMS headless para que los editores actualicen los contenidos sin desarrolladores",
        "Despliegue automatizado, seguimiento de errores y alertas de disponibilidad",
      ],
      detailedDescription: [
        "Nuestro servicio de aplicaciones web a medida convierte procesos de negocio complejos en experiencias en el navegador que clientes y empleados usan con verdadero agrado. Diseñamos y desarrollamos portales de clientes, sistemas de reservas y pedidos, extranets para socios, paneles de analítica y herramientas internas, todos adaptados a sus flujos de trabajo en lugar de encajados a la fuerza en una plantilla. Cada aplicación se adapta a móviles, tabletas y ordenadores, de modo que los usuarios disponen de las mismas funciones en la oficina o en movimiento.",
        "Nuestra tecnología se basa en React, Next.js y TypeScript en el frontend, con API seguras y bases de datos gestionadas detrás. Desarrollamos para el público malasio desde el principio: contenidos multilingües, formatos de dirección locales y pagos mediante la banca en línea FPX, DuitNow QR y los monederos electrónicos más populares. Los presupuestos de rendimiento y las comprobaciones de accesibilidad según WCAG 2.1 AA forman parte de cada sprint, no de una auditoría de última hora antes del lanzamiento.",
        "Muchas aplicaciones web ganan con inteligencia integrada, por lo que podemos incorporar directamente en sus páginas asistentes de chat de Nusantara AI, búsqueda semántica o resúmenes automáticos. Los editores gestionan los contenidos con un CMS headless, mientras los ingenieros cuentan con flujos automatizados, seguimiento de errores y supervisión de la disponibilidad. Tras la puesta en marcha, ofrecemos alojamiento, parches de seguridad y planes de mejora continua, para que la aplicación siga mejorando a medida que cambian su negocio y sus usuarios.",
      ],
      useCases: [
        {
          title: "Portal de autoservicio para clientes",
          description:
            "Una compañía de suministros o de telecomunicaciones permite a sus clientes consultar facturas, pagar en línea, comunicar averías y seguir sus solicitudes, lo que reduce las llamadas rutinarias a su centro de contacto.",
        },
        {
          title: "Reservas y citas en línea",
          description:
            "Clínicas, servicios técnicos y ventanillas de la administración publican su disponibilidad en tiempo real y envían recordatorios automáticos que reducen las ausencias.",
        },
        {
          title: "Extranet de pedidos B2B",
          description:
            "Los distribuidores ofrecen a sus concesionarios un portal para consultar existencias, hacer pedidos grandes, descargar facturas y seguir las entregas a cualquier hora.",
        },
        {
          title: "Paneles de dirección y de operaciones",
          description:
            "Los equipos directivos ven en una sola pantalla del navegador las métricas de ventas, servicio y producción en directo, con datos de varios sistemas internos.",
        },
      ],
    },
  },
  "custom-mobile-apps": {
    source: "4cddef297648",
    text: {
      name: "Aplicaciones móviles a medida",
      tagline:
        "Aplicaciones nativas y multiplataforma para iOS y Android, diseñadas, desarrolladas y lanzadas en torno a sus clientes y sus equipos de campo.",
      topFeatures: [
        "Desarrollo nativo en Swift y Kotlin para aplicaciones exigentes",
        "Desarrollo multiplataforma con Flutter o React Native",
        "Investigación de experiencia de usuario, wireframes y prototipos interactivos",
        "Sincronización de datos pensada para trabajar sin conexión, para usuarios de campo y remotos",
        "Inicio de sesión biométrico, eKYC y almacenamiento seguro en el dispositivo",
        "Notificaciones push, enlaces profundos y mensajería dentro de la aplicación",
        "Pagos dentro de la aplicación con monederos electrónicos locales y pasarelas de tarjeta",
        "Asistentes de voz y chat de Nusantara AI integrados",
        "Publicación en App Store, Google Play y Huawei AppGallery",
        "Informes de fallos, analítica y despliegues escalonados tras el lanzamiento",
      ],
      detailedDescription: [
        "Nuestro servicio de aplicaciones móviles a medida es una oferta integral para organizaciones que necesitan una aplicación creada específicamente para sus clientes, sus socios o su personal de campo. Nos ocupamos de la estrategia de producto, la investigación de usuarios, el diseño de la interfaz, el desarrollo, las pruebas y la publicación en las tiendas, y después seguimos a su lado para mantener y hacer crecer la aplicación. A diferencia de las plantillas de aplicaciones prefabricadas, cada pantalla y cada flujo se diseñan en torno a su marca, sus sistemas internos y la forma en que sus usuarios usan realmente el móvil.",
        "Elegimos la tecnología según el trabajo. Swift y Kotlin nativos ofrecen el mejor rendimiento y el acceso más completo al dispositivo, mientras que Flutter o React Native permiten que un solo código sirva para iOS y Android cuando lo que más importa es llegar pronto al mercado. Entre los componentes habituales están el inicio de sesión biométrico, el eKYC con captura del documento de identidad, la sincronización de datos sin conexión, los servicios de ubicación, las notificaciones push y los pagos con monederos electrónicos locales y pasarelas de tarjeta.",
        "Las aplicaciones pueden incluir asistentes de voz y chat de Nusantara AI, para que los usuarios hagan preguntas, busquen productos o completen gestiones hablando con naturalidad en Bahasa Malaysia o en inglés. Antes de publicarlas, las probamos en un laboratorio de dispositivos con los móviles más populares de la región, incluidos los modelos Android económicos. Tras el lanzamiento, los informes de fallos, la analítica y los despliegues escalonados nos permiten corregir problemas con rapidez y priorizar las funciones que los usuarios adoptan de verdad.",
      ],
      useCases: [
        {
          title: "Servicio técnico e inspecciones",
          description:
            "Los técnicos reciben los trabajos, capturan fotos y firmas y completan listas de comprobación sin conexión en emplazamientos remotos, con sincronización automática en cuanto vuelve la cobertura.",
        },
        {
          title: "Aplicaciones de fidelización y socios",
          description:
            "Comercios y cadenas de restauración premian las visitas repetidas con tarjetas de socio digitales, vales y ofertas personalizadas enviadas por notificación push.",
        },
        {
          title: "Alta digital en servicios financieros",
          description:
            "Entidades de crédito y aseguradoras dan de alta a sus clientes íntegramente en la aplicación con eKYC, carga de documentos y firma electrónica, y reducen las aprobaciones de días a minutos.",
        },
        {
          title: "Aplicaciones de relación con el paciente",
          description:
            "Hospitales y clínicas permiten a los pacientes reservar citas, consultar resultados, recibir recordatorios de medicación y plantear preguntas habituales a un asistente de IA a cualquier hora.",
        },
      ],
    },
  },
  "network-switch": {
    source: "86cec9ee4434",
    text: {
      name: "Switches de red",
      tagline:
        "Switches gestionados de acceso, distribución y núcleo, suministrados y configurados para transportar tráfico de voz, vídeo e IA sin concesiones.",
      topFeatures: [
        "Switches gestionados de capa 2 y capa 3, de 8 a 48 puertos",
        "Alimentación PoE+ y PoE++ para teléfonos IP, cámaras y puntos de acceso wifi",
        "Enlaces ascendentes de 1, 10, 25 y 100 Gigabit",
        "Apilamiento y alimentación redundante para alta disponibilidad",
        "VLAN de voz y políticas de QoS ajustadas para llamadas nítidas",
        "Seguridad de puertos 802.1X y control de acceso a la red",
        "Aprovisionamiento automático a partir de plantillas de configuración estándar",
        "Supervisión asistida por IA de errores de puerto, bucles y capacidad",
        "Instalación profesional, etiquetado y documentación de la instalación final",
        "Sustitución anticipada de hardware y gestión del ciclo de vida del firmware",
      ],
      detailedDescription: [
        "Cada llamada, videorreunión y petición de IA en sus instalaciones pasa por un switch de red, así que la calidad de ese switch se refleja directamente en la experiencia del usuario. Nusantara AI suministra switches gestionados de acceso, distribución y núcleo de fabricantes empresariales consolidados, y los configura para el tráfico que usted realmente transporta. Dimensionamos el número de puertos, el presupuesto de potencia y los enlaces ascendentes según sus dispositivos actuales, con margen para los teléfonos, cámaras y puntos de acceso que añadirá mañana.",
        "Venimos del mundo de la voz y el vídeo, así que configuramos los switches con VLAN de voz dedicadas, políticas de calidad de servicio y presupuestos de alimentación por Ethernet (PoE) que mantienen funcionando sin problemas los teléfonos IP y los sistemas de las salas de reuniones. La seguridad se aplica en el borde con autenticación 802.1X, seguridad de puertos y segmentación entre las redes del personal, de invitados y de tecnología operativa. El apilamiento, las fuentes de alimentación redundantes y los enlaces ascendentes dobles eliminan los puntos únicos de fallo en los armarios de comunicaciones y las salas de servidores.",
        "El despliegue se basa en plantillas estándar y aprovisionamiento automático, de modo que una nueva sucursal puede ponerse en marcha de forma homogénea sin un ingeniero sénior in situ. Una vez en servicio, nuestra supervisión asistida por IA vigila errores de puerto, tormentas de difusión, bucles y tendencias de capacidad, y abre tickets antes de que los usuarios noten lentitud. Los servicios de ciclo de vida incluyen actualizaciones de firmware, sustitución anticipada de hardware y planificación del fin de vida, para que su parque de switches siga soportado y seguro durante años.",
      ],
      useCases: [
        {
          title: "Equipamiento de una oficina nueva",
          description:
            "Las empresas que se trasladan a un nuevo local reciben los switches, la coordinación del cableado y la configuración en un solo proyecto, listos para el personal desde el primer día.",
        },
        {
          title: "Despliegue de telefonía IP y centro de contacto",
          description:
            "Switches PoE con VLAN de voz alimentan cientos de teléfonos de sobremesa y auriculares de agentes y mantienen estable la calidad de las llamadas en los periodos de más actividad.",
        },
        {
          title: "Redes de campus y hospitales",
          description:
            "Los grandes recintos separan los equipos clínicos, los portátiles del personal, los invitados y los sistemas del edificio en un diseño resiliente de núcleo y acceso con enlaces redundantes.",
        },
        {
          title: "Homogeneización de sucursales",
          description:
            "Cadenas de tiendas y bancos instalan en cada sucursal switches idénticos preconfigurados, lo que simplifica la resolución de problemas y la gestión de repuestos.",
        },
      ],
    },
  },
  router: {
    source: "8389efa990c7",
    text: {
      name: "Routers empresariales",
      tagline:
        "Routers profesionales y equipos de borde SD-WAN que mantienen cada sucursal conectada, segura y con prioridad para el tráfico en tiempo real.",
      topFeatures: [
        "Modelos para sucursales, borde de campus y centros de datos",
        "SD-WAN con selección de ruta según la aplicación",
        "Doble WAN con conmutación automática a 4G y 5G",
        "Cortafuegos de nueva generación y VPN IPsec integrados",
        "QoS que prioriza el tráfico de voz, vídeo y centro de contacto",
        "Compatibilidad con BGP, OSPF y enrutamiento basado en políticas",
        "Gestión centralizada en la nube y plantillas de configuración",
        "Analítica de enlaces: latencia, jitter y pérdida de paquetes",
        "Coordinación con operadores de fibra, líneas dedicadas y redes móviles",
        "Supervisión proactiva con tickets de avería automáticos",
      ],
      detailedDescription: [
        "Sus routers deciden cómo llega cada paquete a internet, a sus proveedores de nube y a sus demás oficinas. Nusantara AI suministra y gestiona routers profesionales y equipos de borde SD-WAN para sedes centrales, sucursales, fábricas y tiendas en toda Malasia y el resto de la región. Asignamos a cada emplazamiento el modelo adecuado según el ancho de banda, el número de usuarios, las necesidades de redundancia y las aplicaciones más importantes, desde la telefonía en la nube hasta el punto de venta y el ERP.",
        "Los routers de sucursal actuales hacen mucho más que reenviar tráfico. La SD-WAN con reconocimiento de aplicaciones dirige la voz y el vídeo por el enlace más limpio, mientras las descargas masivas usan la capacidad que quede libre. La conmutación automática a 4G o 5G permite que una tienda o una clínica siga operando cuando se corta la fibra. El cortafuegos, la VPN IPsec y el filtrado web integrados protegen cada sede sin equipos adicionales, y protocolos de enrutamiento como BGP y OSPF responden a diseños empresariales más complejos.",
        "Trabajamos en su nombre con los principales operadores locales y coordinamos los circuitos de fibra, líneas dedicadas y redes móviles para que la instalación siga un único calendario. Los equipos se gestionan desde una consola central con plantillas homogéneas, y nuestra supervisión mide la latencia, el jitter y la pérdida de paquetes de cada enlace. Cuando un circuito se degrada, se abre automáticamente un ticket y nuestro equipo se pone en contacto con el operador, a menudo antes de que su personal note el problema.",
      ],
      useCases: [
        {
          title: "Conectividad para comercios con muchas tiendas",
          description:
            "Las cadenas de tiendas conectan cientos de establecimientos con la sede central mediante SD-WAN y mantienen en línea los terminales de pago y los sistemas de inventario gracias a la conmutación automática a la red móvil.",
        },
        {
          title: "Garantía de calidad en la telefonía en la nube",
          description:
            "Las empresas que pasan a la telefonía en la nube priorizan el tráfico de voz en cada sede, de modo que las llamadas se oyen con nitidez aunque se estén subiendo archivos grandes en segundo plano.",
        },
        {
          title: "Emplazamientos remotos seguros",
          description:
            "Plantaciones, obras y almacenes disponen de enlaces cifrados con los sistemas corporativos por 4G o 5G donde no hay líneas fijas.",
        },
        {
          title: "Acceso a centros de datos y a la nube",
          description:
            "Las empresas enrutan el tráfico de forma eficiente entre oficinas, centros de coubicación y regiones de nube pública con diseños resilientes basados en BGP.",
        },
      ],
    },
  },
  "aws-cloud": {
    source: "69d0f981bbba",
    text: {
      name: "Servicios en la nube de AWS",
      tagline:
        "Amazon Web Services revendido, desplegado y gestionado por Nusantara AI, con facturación local, asesoramiento experto y operación ininterrumpida.",
      topFeatures: [
        "Alta de cuentas de AWS y facturación consolidada en ringgits malasios",
        "Zonas de aterrizaje seguras multicuenta con salvaguardas",
        "Evaluación, planificación y ejecución de la migración de servidores y bases de datos",
        "Alojamiento en la región AWS Asia Pacífico (Malasia) y regiones cercanas",
        "Soluciones de IA generativa basadas en Amazon Bedrock",
        "Operación gestionada con supervisión 24/7 y respuesta a incidentes",
        "Optimización de costes con Savings Plans, ajuste de tamaño y etiquetado",
        "Revisiones de arquitectura alineadas con el AWS Well-Architected Framework",
        "Líneas base de seguridad con GuardDuty, Security Hub y AWS Config",
        "Copias de seguridad y recuperación ante desastres entre zonas de disponibilidad y regiones",
      ],
      detailedDescription: [
        "Nusantara AI revende Amazon Web Services y lo gestiona por usted como socio de AWS, combinando la amplitud de una plataforma en la nube global con un equipo local que conoce a las empresas malasias. Recibe una única factura mensual en ringgits, soporte en su idioma e ingenieros capaces de diseñar, migrar y operar sus cargas de trabajo de principio a fin, en lugar de tener que orientarse usted solo entre cientos de servicios y una relación de facturación con el extranjero.",
        "Los proyectos suelen empezar con una zona de aterrizaje (landing zone) segura: cuentas separadas para producción, desarrollo y servicios compartidos, con salvaguardas de identidad, registro y seguridad aplicadas desde el principio. Después evaluamos los servidores, las bases de datos y las aplicaciones existentes y planificamos las oleadas de migración, decidiendo para cada carga de trabajo si se realoja, se cambia de plataforma o se moderniza. Los datos pueden permanecer en la región AWS Asia Pacífico (Malasia) cuando la residencia importa, con regiones cercanas disponibles para ganar resiliencia.",
        "Una vez en producción, nuestro equipo de operaciones supervisa el estado y la seguridad a todas horas, aplica parches a los sistemas y responde a los incidentes según los niveles de servicio acordados. Las revisiones mensuales de costes detectan recursos ociosos, oportunidades de ajuste de tamaño y descuentos por compromiso como los Savings Plans. Para los equipos que exploran la IA generativa, creamos soluciones sobre Amazon Bedrock y las conectamos a los bots de Nusantara AI, de modo que obtiene aplicaciones prácticas en lugar de experimentos aislados.",
      ],
      useCases: [
        {
          title: "Salida del centro de datos",
          description:
            "Las empresas con servidores propios obsoletos migran aplicaciones y bases de datos a AWS en oleadas planificadas, evitando costosas renovaciones de hardware y liberando espacio.",
        },
        {
          title: "Plataformas digitales escalables",
          description:
            "Las empresas de comercio electrónico y de medios funcionan sobre una infraestructura con autoescalado que absorbe los picos de tráfico de las grandes rebajas y las campañas festivas.",
        },
        {
          title: "IA generativa sobre datos privados",
          description:
            "Las empresas crean herramientas de búsqueda y resumen de documentos sobre Amazon Bedrock sin que sus datos salgan de sus propias cuentas de AWS.",
        },
        {
          title: "Control del gasto en la nube",
          description:
            "Los equipos de finanzas y de TI reciben informes de costes etiquetados por departamento y recomendaciones que reducen el despilfarro sin frenar el desarrollo.",
        },
        {
          title: "Recuperación ante desastres resiliente",
          description:
            "Las organizaciones replican sus sistemas críticos entre zonas de disponibilidad, con procedimientos de recuperación probados y objetivos de tiempo de recuperación claramente definidos.",
        },
      ],
    },
  },
  "microsoft-services": {
    source: "f62bd2b1a202",
    text: {
      name: "Servicios de Microsoft",
      tagline:
        "Microsoft 365, Teams, Azure y Dynamics 365: licencias, implantación y gestión a cargo de Nusantara AI como socio de Microsoft.",
      topFeatures: [
        "Licencias de Microsoft 365 con condiciones flexibles, mensuales o anuales",
        "Configuración del inquilino, migración de buzones y traslado de archivos a OneDrive y SharePoint",
        "Activación de Teams Phone con integración de la telefonía de Nusantara AI",
        "Identidad y acceso con Microsoft Entra ID y acceso condicional",
        "Gestión de dispositivos y protección de aplicaciones con Microsoft Intune",
        "Protección frente a amenazas con Microsoft Defender para correo y endpoints",
        "Infraestructura en Azure, escritorios virtuales e implantaciones híbridas",
        "Evaluaciones de preparación para Copilot y gobierno del dato con Purview",
        "Implantación de Dynamics 365 para ventas, servicio y finanzas",
        "Centro de servicios gestionado para usuarios, licencias y estado del inquilino",
      ],
      detailedDescription: [
        "La mayoría de las organizaciones ya dependen de Microsoft para el correo, los documentos y las reuniones, pero muchas solo aprovechan una parte de lo que incluyen sus suscripciones. Nusantara AI revende y gestiona servicios de Microsoft como socio, y le ayuda a elegir los planes adecuados de Microsoft 365, Azure y Dynamics 365, a implantarlos correctamente y a mantenerlos seguros. Un único equipo local se encarga de las licencias, la migración, la configuración y la administración diaria, para que su personal de TI pueda centrarse en los proyectos que hacen avanzar el negocio.",
        "Las implantaciones empiezan con una línea base del inquilino y de seguridad: identidades en Entra ID, autenticación multifactor, acceso condicional, políticas de dispositivos en Intune y protección de Defender para el correo y los endpoints. Migramos buzones, recursos compartidos de archivos e intranets heredadas a Exchange Online, OneDrive y SharePoint con el mínimo tiempo de inactividad. Para la voz, activamos Teams Phone y lo conectamos con la telefonía en la nube, los bots de voz y los servicios de centro de contacto de Nusantara AI, para que llamadas, chats y reuniones compartan una misma interfaz conocida.",
        "Más allá de Microsoft 365, nuestros ingenieros diseñan zonas de aterrizaje de Azure, escritorios virtuales y configuraciones híbridas que extienden a la nube sus servidores locales. También preparamos a las organizaciones para Copilot: ajustamos los permisos, clasificamos los datos sensibles con Purview y hacemos pilotos con equipos seleccionados. Las revisiones mensuales de licencias eliminan las que no se usan, y nuestro centro de servicios gestionado atiende las solicitudes de los usuarios, las comprobaciones del estado del inquilino y las actualizaciones de funciones de Microsoft dentro de un plan de servicio acordado.",
      ],
      useCases: [
        {
          title: "Migración desde Exchange local",
          description:
            "Las empresas retiran sus viejos servidores de correo y trasladan buzones, calendarios y carpetas compartidas a Exchange Online con una migración escalonada en un fin de semana.",
        },
        {
          title: "Trabajo híbrido seguro",
          description:
            "El personal trabaja desde la oficina, desde casa o desde las instalaciones del cliente con dispositivos gestionados; el acceso condicional bloquea los inicios de sesión de riesgo y los portátiles perdidos se borran en remoto.",
        },
        {
          title: "Teams como centralita de la empresa",
          description:
            "Las organizaciones sustituyen las centralitas de sobremesa por Teams Phone conectado a la telefonía de Nusantara AI, conservan sus números y añaden enrutamiento de llamadas con IA.",
        },
        {
          title: "Programa de adopción de Copilot",
          description:
            "Los equipos directivos prueban Copilot con un grupo definido tras una revisión de permisos y miden el tiempo ahorrado antes de ampliarlo a toda la organización.",
        },
        {
          title: "Dynamics 365 para equipos comerciales en crecimiento",
          description:
            "Los equipos de ventas y servicio dejan las hojas de cálculo por Dynamics 365, con embudos, casos y paneles conectados a Outlook y Teams.",
        },
      ],
    },
  },
  "google-services": {
    source: "2eb7f9a8a48c",
    text: {
      name: "Servicios de Google Workspace y Google Cloud",
      tagline:
        "Google Workspace y Google Cloud revendidos, migrados y gestionados por Nusantara AI para la colaboración, la analítica y la IA a gran escala.",
      topFeatures: [
        "Licencias de Google Workspace en las ediciones Business y Enterprise",
        "Migración de correo, calendarios y archivos desde servidores locales y otras suites",
        "Implantación de Gmail, unidades compartidas, Meet y Chat con formación para los usuarios",
        "Activación de Gemini para Google Workspace y plan de adopción",
        "Refuerzo de la consola de administración, reglas de DLP y acceso según el contexto",
        "Gestión con Chrome Enterprise de navegadores y dispositivos ChromeOS",
        "Diseño de zonas de aterrizaje, redes e IAM en Google Cloud",
        "Analítica de datos con BigQuery y paneles de Looker Studio",
        "Aprendizaje automático a medida e IA generativa en Vertex AI",
        "Aplicaciones en contenedores en Google Kubernetes Engine y Cloud Run",
      ],
      detailedDescription: [
        "Google Workspace y Google Cloud ofrecen herramientas de colaboración ágiles y algunos de los servicios de datos e IA más potentes del mercado. Nusantara AI revende y gestiona ambos como socio de Google, de modo que usted tiene un único interlocutor local para licencias, migración, configuración de seguridad y soporte continuo. Tanto si es una empresa en crecimiento que cambia de plataforma de correo como una gran empresa que construye una plataforma de datos, diseñamos el despliegue en torno a sus usuarios, sus datos y sus requisitos de cumplimiento normativo.",
        "Para los clientes de Workspace, planificamos la verificación del dominio, migramos correo, calendarios y archivos desde los servidores existentes u otras suites en la nube, y configuramos unidades compartidas que reflejan cómo colaboran los departamentos. Las políticas de la consola de administración, las reglas de prevención de pérdida de datos y el acceso según el contexto protegen la información en todos los dispositivos. Las sesiones de formación y las redes internas de embajadores ayudan al personal a ir más allá del correo y a aprovechar Meet, Chat, Sheets y las funciones de Gemini que agilizan el trabajo diario.",
        "En Google Cloud, nuestros ingenieros construyen zonas de aterrizaje seguras y después desarrollan proyectos de analítica e IA que ponen sus datos a trabajar. BigQuery consolida la información de ventas, operaciones y clientes para consultarla con rapidez, y Looker Studio la convierte en paneles para los responsables. Vertex AI da soporte a modelos propios y aplicaciones de IA generativa que podemos conectar a los bots de Nusantara AI, y Cloud Run y GKE alojan aplicaciones modernas con escalado automático.",
      ],
      useCases: [
        {
          title: "Cambio a Google Workspace",
          description:
            "Las empresas reúnen en Workspace un alojamiento de correo y unos servidores de archivos dispersos, y en pocas semanas cada empleado dispone de unidades compartidas, videorreuniones y acceso móvil.",
        },
        {
          title: "Centros de estudios y de formación",
          description:
            "Las instituciones dotan a profesores y estudiantes de Classroom, Meet y Drive con cuentas gestionadas de forma centralizada y políticas claras para compartir contenidos.",
        },
        {
          title: "Plataforma de analítica unificada",
          description:
            "Los comercios reúnen en BigQuery los datos del punto de venta, el comercio electrónico y el marketing para seguir los márgenes y el rendimiento de las campañas casi en tiempo real.",
        },
        {
          title: "Asistentes de IA generativa para el personal",
          description:
            "Los equipos usan Gemini en Gmail y Docs, además de asistentes de Vertex AI basados en documentos internos, para redactar, resumir y buscar más rápido.",
        },
        {
          title: "Alojamiento de aplicaciones modernas",
          description:
            "Los equipos de desarrollo despliegan servicios en contenedores en Cloud Run y GKE, pagan solo por los recursos que usan y escalan automáticamente con la demanda.",
        },
      ],
    },
  },
  "security-services": {
    source: "aa0a729e6b34",
    text: {
      name: "Servicios de seguridad",
      tagline:
        "Supervisión de amenazas, pruebas y respuesta a todas horas para proteger a su personal, sus datos y sus sistemas de IA frente a los ataques actuales.",
      topFeatures: [
        "Supervisión 24/7 desde un centro de operaciones de seguridad con SIEM",
        "Detección y respuesta gestionadas en endpoints (EDR), en servidores y portátiles",
        "Evaluación de vulnerabilidades y pruebas de penetración de aplicaciones y redes",
        "Seguridad del correo, simulaciones de phishing y formación de concienciación",
        "Cortafuegos, filtrado web y prevención de intrusiones gestionados",
        "Protección de identidades con MFA, accesos privilegiados y revisiones de accesos",
        "Servicio de respuesta a incidentes contratado con tiempos de intervención definidos",
        "Apoyo al cumplimiento de la PDPA, la RMiT del BNM, la ISO/IEC 27001 y el PCI DSS",
        "Pruebas de seguridad de chatbots, bots de voz y aplicaciones de LLM",
        "Informes mensuales de riesgos y sesiones informativas de seguridad para la dirección",
      ],
      detailedDescription: [
        "Las ciberamenazas a las que se enfrentan las organizaciones malasias son cada vez más dirigidas, desde el ransomware y el fraude del correo corporativo hasta las fugas de datos que atraen la atención de los reguladores. Los servicios de seguridad de Nusantara AI aportan las personas, los procesos y la tecnología necesarios para detectar y detener estos ataques sin tener que crear un equipo de seguridad interno completo. Nuestros analistas supervisan su entorno a todas horas, investigan la actividad sospechosa y actúan con rapidez, mientras nuestros consultores le ayudan a cerrar las brechas que aprovecharían los atacantes.",
        "La cobertura abarca endpoints, servidores, cuentas en la nube, correo, cortafuegos y sistemas de identidad, con los eventos correlacionados en un SIEM central y enriquecidos con inteligencia de amenazas. La analítica basada en IA filtra el ruido para que los analistas se centren en los incidentes reales. Las evaluaciones de vulnerabilidades y las pruebas de penetración periódicas revisan aplicaciones web, aplicaciones móviles y redes, y probamos los sistemas de IA conversacional frente a la inyección de prompts, las fugas de datos y el uso indebido, un riesgo creciente a medida que las empresas implantan chatbots y modelos de lenguaje.",
        "La seguridad es también una cuestión de gobierno. Contrastamos los controles con la Ley de Protección de Datos Personales, la política Risk Management in Technology del Bank Negara Malaysia, la ISO/IEC 27001 y el PCI DSS, y preparamos las evidencias para las auditorías. Las simulaciones de phishing y los módulos de formación breves mantienen alerta a la plantilla. Si se produce un incidente grave, nuestro equipo de respuesta contiene la amenaza, preserva las pruebas, apoya las notificaciones de brechas y guía la recuperación, y después entrega un informe claro con las lecciones aprendidas.",
      ],
      useCases: [
        {
          title: "Preparación frente al ransomware",
          description:
            "Las empresas medianas combinan EDR gestionado, copias de seguridad inmutables y un plan de respuesta probado, para que un ataque a un portátil no acabe paralizando toda la empresa.",
        },
        {
          title: "Cumplimiento en el sector financiero",
          description:
            "Bancos, aseguradoras y fintechs reciben evaluaciones de controles, pruebas de penetración e informes que respaldan los requisitos de la RMiT y las revisiones del regulador.",
        },
        {
          title: "Protección de las implantaciones de IA",
          description:
            "Las organizaciones que lanzan chatbots o asistentes basados en LLM los someten a pruebas de inyección de prompts, exposición de datos sensibles y respuestas dañinas antes de la puesta en marcha.",
        },
        {
          title: "Prevención del fraude del correo corporativo",
          description:
            "Los equipos financieros quedan protegidos con filtrado avanzado del correo, procedimientos de verificación de pagos y ejercicios de phishing dirigidos.",
        },
        {
          title: "Seguridad para equipos de TI reducidos",
          description:
            "Las empresas sin un área de seguridad propia disponen de un SOC 24/7 y de sesiones informativas mensuales para la dirección por una cuota de suscripción previsible.",
        },
      ],
    },
  },
  "network-services": {
    source: "93752c8ade02",
    text: {
      name: "Servicios de red",
      tagline:
        "Diseño, despliegue y gestión integrales de redes LAN, WAN y wifi, vigiladas a todas horas por una operación asistida por IA.",
      topFeatures: [
        "Evaluaciones de red, estudios de emplazamiento y diseño de arquitectura",
        "Coordinación del cableado estructurado e instalación de racks",
        "Diseño de wifi empresarial con mapas de cobertura predictivos",
        "Contratación de circuitos SD-WAN, MPLS e internet",
        "Supervisión 24/7 desde un centro de operaciones de red",
        "Detección de anomalías con IA y propuestas de causa raíz",
        "Copias de seguridad de configuraciones y gestión controlada de cambios",
        "Segmentación de red y control de acceso para invitados e IoT",
        "Niveles de servicio con tiempos de respuesta y restablecimiento definidos",
        "Planificación trimestral de capacidad y revisiones del ciclo de vida",
      ],
      detailedDescription: [
        "Nuestros servicios de red son una oferta gestionada completa para las organizaciones que quieren una red fiable sin tener que gestionar ellas mismas cada equipo y cada circuito. Asumimos la responsabilidad del diseño, el despliegue y la operación diaria de redes LAN, WAN e inalámbricas, tanto si tiene una sola torre de oficinas en Kuala Lumpur como cientos de sedes en Malasia y en los países vecinos. Un solo equipo, un solo centro de servicios y un solo conjunto de niveles de servicio cubren toda la red.",
        "Los proyectos empiezan con una evaluación detallada de la topología, el rendimiento, la seguridad y la documentación actuales, seguida de estudios de emplazamiento y mapas de cobertura wifi predictivos para los nuevos espacios. Después diseñamos una arquitectura de destino, coordinamos el cableado y los circuitos, e instalamos switches, routers, cortafuegos y puntos de acceso. La segmentación separa al personal, los invitados, los sistemas de pago y los dispositivos IoT, lo que limita el impacto de cualquier brecha y mantiene el tráfico sensible aislado de todo lo demás.",
        "Una vez en servicio, nuestro centro de operaciones de red supervisa cada equipo y cada enlace a todas horas. La analítica basada en IA correlaciona alarmas, detecta patrones inusuales y sugiere las causas raíz probables, lo que acorta el tiempo de restablecimiento del servicio. Todas las configuraciones tienen copia de seguridad y los cambios siguen un proceso aprobado con planes de vuelta atrás. Las revisiones trimestrales abarcan capacidad, incidencias, estado del firmware y equipos próximos al fin de vida, de modo que las decisiones de inversión se planifican en lugar de tomarse con prisas.",
      ],
      useCases: [
        {
          title: "WAN corporativa multisede",
          description:
            "Las organizaciones con sucursales en todo el país externalizan toda la WAN, de los circuitos a los routers, con un único panel que muestra el estado de cada sede y el cumplimiento del SLA.",
        },
        {
          title: "Wifi para hoteles y recintos",
          description:
            "Hoteles, centros comerciales y palacios de congresos ofrecen una wifi fiable a sus clientes, con portales cautivos, control del ancho de banda y cobertura de alta densidad para eventos.",
        },
        {
          title: "Redes de fábricas y almacenes",
          description:
            "Los fabricantes construyen redes cableadas e inalámbricas robustas que dan servicio a escáneres, carretillas elevadoras, sensores y sistemas de producción en VLAN segmentadas.",
        },
        {
          title: "Renovación de red sin interrupciones",
          description:
            "Los equipos de TI sustituyen los equipos obsoletos por fases en ventanas nocturnas, con configuraciones preparadas de antemano y vuelta atrás probada en cada paso.",
        },
      ],
    },
  },
  "cloud-services": {
    source: "08f82d113431",
    text: {
      name: "Servicios en la nube",
      tagline:
        "Infraestructura híbrida y multinube, alojada y gestionada por Nusantara AI, que da a cada carga de trabajo el lugar que le corresponde.",
      topFeatures: [
        "Evaluación de la preparación para la nube y estrategia de ubicación de cargas de trabajo",
        "Nube privada alojada en centros de datos de Malasia para la residencia de los datos",
        "Gestión unificada de AWS, Azure, Google Cloud y nube privada",
        "Kubernetes y plataformas de contenedores gestionados",
        "Capacidad de GPU en la nube para entrenamiento e inferencia de IA",
        "Recuperación ante desastres como servicio con conmutación por error probada",
        "Infraestructura como código con Terraform y flujos GitOps",
        "Paneles FinOps con el gasto por equipo y proyecto",
        "Gestión de parches, copias de seguridad y rendimiento con SLA",
        "Gestión de la postura de seguridad en la nube e informes de cumplimiento",
      ],
      detailedDescription: [
        "No todas las cargas de trabajo deben estar en el mismo sitio. Los servicios en la nube de Nusantara AI le ayudan a decidir qué aplicaciones encajan en la nube pública, cuáles deben quedarse en una nube privada por motivos de residencia o de rendimiento y cuáles conviene mantener por ahora en sus instalaciones. Después construimos y operamos ese entorno híbrido y multinube como servicio gestionado, con un único equipo responsable de la disponibilidad, la seguridad y el coste en todas las plataformas.",
        "Nuestra nube privada funciona en centros de datos de Malasia, adecuada para organizaciones cuyos datos deben permanecer en el país, y se conecta de forma segura con AWS, Microsoft Azure y Google Cloud allí donde los servicios globales aportan valor. Kubernetes gestionado ofrece a los desarrolladores una plataforma homogénea en todas partes, mientras la capacidad de GPU da soporte al entrenamiento y la inferencia de IA, incluidos los despliegues privados del modelo de lenguaje de Nusantara AI. Todo se define como código, de modo que los entornos son reproducibles y auditables.",
        "La operación diaria incluye supervisión, parches, copias de seguridad, gestión de la capacidad y comprobaciones de la postura de seguridad, todo ello con niveles de servicio acordados. La recuperación ante desastres como servicio replica los sistemas críticos en un emplazamiento secundario con pruebas de conmutación programadas, que demuestran la recuperación en lugar de darla por hecha. Los paneles FinOps desglosan el gasto por unidad de negocio, proyecto y entorno, y nuestras revisiones mensuales recomiendan cambios para que la factura de la nube se corresponda con el valor que aporta cada carga de trabajo.",
      ],
      useCases: [
        {
          title: "Residencia de los datos en sectores regulados",
          description:
            "Proveedores sanitarios, organismos públicos y entidades financieras guardan sus registros sensibles en una nube privada en Malasia y usan la nube pública para los servicios menos sensibles.",
        },
        {
          title: "Modernización híbrida",
          description:
            "Las empresas llevan sus aplicaciones a contenedores paso a paso y las ejecutan en Kubernetes gestionado, tanto en sus instalaciones como en la nube pública, durante la transición.",
        },
        {
          title: "Infraestructura de IA bajo demanda",
          description:
            "Los equipos de ciencia de datos reservan capacidad de GPU para entrenar y ajustar modelos sin comprar hardware que quede ocioso entre proyectos.",
        },
        {
          title: "Recuperación ante desastres demostrada",
          description:
            "Las empresas replican sus sistemas principales en un emplazamiento secundario y realizan simulacros de conmutación programados, con informes que satisfacen a auditores y consejos de administración.",
        },
        {
          title: "Gobierno del gasto multinube",
          description:
            "Los directores de sistemas ven en una sola vista el gasto con todos los proveedores, con presupuestos, alertas y recomendaciones de ajuste de tamaño para cada departamento.",
        },
      ],
    },
  },
  "storage-services": {
    source: "8fdb2feb4e7a",
    text: {
      name: "Servicios de almacenamiento",
      tagline:
        "Almacenamiento escalable y protegido para archivos, copias de seguridad, archivado y conjuntos de datos de IA, con una recuperación que puede probar y en la que puede confiar.",
      topFeatures: [
        "Diseño, suministro e instalación de SAN y NAS empresariales",
        "Almacenamiento de objetos compatible con S3 alojado en Malasia",
        "Copias de seguridad automáticas de servidores, bases de datos, Microsoft 365 y Google Workspace",
        "Copias inmutables y aisladas (air gap) resistentes al ransomware",
        "Replicación para recuperación ante desastres con RPO y RTO definidos",
        "Archivado a largo plazo con políticas de conservación y retención legal",
        "Cifrado AES-256 en reposo y en tránsito con gestión de claves",
        "Jerarquización automática entre almacenamiento flash, disco y nube",
        "Almacenamiento de alto rendimiento para datos de entrenamiento de IA y grabaciones de llamadas",
        "Previsión de capacidad e informes mensuales de pruebas de restauración",
      ],
      detailedDescription: [
        "El volumen de datos no deja de crecer, desde documentos y bases de datos hasta grabaciones de llamadas, imágenes de cámaras y los conjuntos de datos que hay detrás de los modelos de IA. Los servicios de almacenamiento de Nusantara AI le ofrecen la capacidad adecuada en el lugar adecuado, combinando sistemas SAN y NAS en sus instalaciones, almacenamiento de objetos compatible con S3 alojado en Malasia y niveles de nube pública. Diseñamos, suministramos y gestionamos todo su parque de almacenamiento para que el rendimiento sea constante y los costes crezcan de forma previsible con su negocio.",
        "La protección es central en cada diseño. Las copias de seguridad automáticas cubren servidores, máquinas virtuales, bases de datos y suites en la nube como Microsoft 365 y Google Workspace, siguiendo la regla 3-2-1 con al menos una copia inmutable que el ransomware no puede cifrar ni borrar. La replicación a un emplazamiento secundario permite la recuperación ante desastres con objetivos de punto y de tiempo de recuperación acordados, y las pruebas de restauración mensuales demuestran que los datos pueden recuperarse de verdad.",
        "Las políticas de ciclo de vida trasladan automáticamente los datos antiguos del flash rápido a niveles de disco o de archivo más económicos, y las reglas de conservación con retención legal responden a las necesidades regulatorias y judiciales. El cifrado en reposo y en tránsito, con una gestión de claves controlada, protege los registros sensibles. Para los proyectos de IA y los centros de contacto, el almacenamiento de alto rendimiento mantiene abastecidos los flujos de entrenamiento y las plataformas de grabación, mientras las previsiones de capacidad le avisan con tiempo de sobra antes de que se agote el espacio.",
      ],
      useCases: [
        {
          title: "Copias de seguridad resistentes al ransomware",
          description:
            "Las empresas conservan copias de seguridad inmutables y aisladas, de modo que, aunque se cifren los sistemas de producción, pueden restaurar rápidamente datos limpios.",
        },
        {
          title: "Conservación de grabaciones del centro de contacto",
          description:
            "Los centros de contacto almacenan de forma segura años de grabaciones de llamadas y chats, con políticas de búsqueda y conservación que cumplen las exigencias regulatorias y de control de calidad.",
        },
        {
          title: "Imagen médica e historias clínicas",
          description:
            "Los hospitales archivan estudios de imagen e historias de pacientes en un almacenamiento por niveles que equilibra el acceso rápido para los clínicos con un coste asumible a largo plazo.",
        },
        {
          title: "Lagos de datos (data lakes) para IA y analítica",
          description:
            "Los equipos de datos consolidan datos estructurados y no estructurados en un almacenamiento de objetos escalable que alimenta los flujos de analítica y de entrenamiento de modelos.",
        },
        {
          title: "Copia de seguridad de la suite ofimática",
          description:
            "Las organizaciones protegen correos, archivos y chats de Microsoft 365 o Google Workspace más allá de la retención nativa, con restauración elemento a elemento.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
