import type { LocaleContent } from "@/content/units";

/** es: services. */
export const services = {
  "microsoft-teams": {
    source: "25fbf127d425",
    text: {
      name: "Microsoft Teams",
      tagline: "Lleve asistentes de IA, bots de voz y flujos de trabajo automatizados al espacio que su equipo ya utiliza.",
      description:
        "Ampliamos Microsoft Teams con IA conversacional, inteligencia de reuniones y automatización de flujos de trabajo, sobre el inquilino de Microsoft 365 que ya tiene. Su personal obtiene respuestas, aprobaciones e información sin salir del canal en el que trabaja.",
      detailedDescription: [
        "La mayoría de las organizaciones adoptaron Microsoft Teams para el chat y las reuniones, y ahí se quedaron. Nuestro servicio gestionado de Teams lo convierte en una superficie de trabajo para toda la empresa: los chatbots de IA responden preguntas de RR. HH., TI y normativa interna en cualquier canal, los bots de voz atienden las llamadas de Teams Phone y las aprobaciones circulan mediante tarjetas adaptables en lugar de cadenas de correos.",
        "Todo se implanta dentro de su propio inquilino de Microsoft 365 y respeta sus grupos de Entra ID, sus directivas de retención y su configuración de residencia de los datos. Nuestro equipo de Kuala Lumpur se encarga de los registros en Azure Bot Service, los permisos de Graph API y los conectores de Power Automate; después supervisa el uso y ajusta los bots mes a mes.",
        "Al tratarse de un servicio gestionado, nunca se quedará con una aplicación experimental que nadie mantiene. Publicamos notas de versión, medimos la adopción por departamento y retiramos las funciones que no justifican su lugar.",
      ],
      keyFeatures: [
        "Chatbots de IA publicados en los chats, los canales y la tienda de aplicaciones de Teams de su inquilino",
        "Integración de Teams Phone con los bots de voz de Nusantara AI para atender las llamadas entrantes",
        "Resúmenes de reuniones, extracción de tareas pendientes y recordatorios de seguimiento",
        "Flujos de Power Automate y Logic Apps activados desde tarjetas adaptables",
        "Paneles de control por rol integrados como pestañas de Teams",
        "Informes mensuales de adopción y ajuste de los bots a cargo de nuestros especialistas en Teams",
      ],
      targetAudience:
        "Organizaciones con Microsoft 365 que quieren que Teams gestione solicitudes de servicio, aprobaciones y llamadas rutinarias, no solo chat y vídeo.",
      outcomes: [
        "Menos tickets internos, porque el personal resuelve por sí mismo las dudas habituales de TI y RR. HH.",
        "Ciclos de aprobación más cortos cuando las solicitudes pasan del correo a tarjetas adaptables",
        "Seguimiento sistemático de las reuniones, con responsables y plazos registrados automáticamente",
        "Un único espacio de colaboración en lugar de una docena de herramientas desconectadas",
      ],
      offerings: [
        {
          title: "Chatbots de IA",
          description:
            "Asistentes personalizados en los chats y canales de Teams que responden preguntas sobre normativa, TI y productos a partir de su propia base de conocimiento.",
        },
        {
          title: "Integración con bots de voz",
          description:
            "Conecte Teams Phone a nuestros bots de voz para que las llamadas rutinarias se atiendan, verifiquen y enruten antes de que conteste una persona.",
        },
        {
          title: "Reuniones inteligentes",
          description:
            "Órdenes del día automáticos, notas en directo, resúmenes y tareas publicados en el chat de la reunión en cuanto termina la llamada.",
        },
        {
          title: "Automatización de flujos de trabajo",
          description:
            "Solicitudes de vacaciones, compras y accesos gestionadas mediante tarjetas adaptables, con flujos de Power Automate detrás.",
        },
        {
          title: "Paneles personalizados",
          description:
            "Pestañas de Teams que muestran a cada rol las métricas que le importan, desde la cartera de ventas hasta los tickets de servicio abiertos.",
        },
        {
          title: "Extensiones a medida",
          description:
            "Extensiones de mensajería, pestañas y conectores creados para sus sistemas de negocio y publicados en su inquilino.",
        },
      ],
      benefits: [
        {
          title: "Respuestas más rápidas",
          description:
            "Los empleados obtienen respuesta en el propio canal en segundos, en lugar de abrir un ticket y esperar un día.",
        },
        {
          title: "Sobre lo que ya tiene",
          description: "Configuramos sus licencias actuales de Microsoft 365 en lugar de añadir otra plataforma que pagar.",
        },
        {
          title: "Gobernanza a nivel de inquilino",
          description:
            "Desde el primer día, los bots heredan sus permisos de Entra ID, sus reglas de retención y sus límites de cumplimiento normativo.",
        },
        {
          title: "Reuniones que dan fruto",
          description:
            "Los resúmenes y las tareas llegan solos al chat, así que las decisiones se convierten en trabajo esa misma tarde.",
        },
        {
          title: "Ciclo de vida gestionado",
          description:
            "Actualizamos, supervisamos y reajustamos cada bot y cada flujo para que nada se desvíe tras la puesta en marcha.",
        },
        {
          title: "Los datos se quedan en Microsoft 365",
          description:
            "Los registros de conversaciones y los archivos permanecen en la región elegida para su inquilino, incluidas Malasia y Singapur.",
        },
      ],
      ctaLabel: "Integre la IA en su Teams",
      enquiryLabel: "Infórmese sobre nuestro servicio gestionado de Teams",
      enquiryText:
        "Cuéntenos cómo se usa hoy Teams en su organización: revisaremos su inquilino de Microsoft 365 y le propondremos un plan de servicio gestionado para bots, llamadas y flujos de trabajo.",
    },
  },
  "cisco-webex": {
    source: "6fda220c2bbb",
    text: {
      name: "Cisco Webex",
      tagline: "Añada asistentes de reuniones, analítica y herramientas a medida a su entorno Webex.",
      description:
        "Nuestro servicio Webex incorpora IA a las reuniones, la mensajería y las llamadas de Cisco, para que cada sesión genere notas útiles y cada espacio sea más inteligente. Lo implantamos, integramos y operamos por usted, junto con los dispositivos Webex que ya tiene en sus salas.",
      detailedDescription: [
        "Cisco Webex es una base sólida, sobre todo para organizaciones con sistemas de sala y telefonía de Cisco. Lo que a menudo le falta es la conexión con el resto del negocio. Nosotros construimos esa conexión: asistentes de reuniones que escriben en su CRM, espacios de Webex que se comunican con su sistema de tickets y paneles que muestran cómo se usan realmente las salas y las reuniones.",
        "Nuestros ingenieros trabajan con Webex Control Hub, las API de Webex y las funciones de Webex Assistant incluidas en sus licencias, y añaden los servicios lingüísticos de Nusantara AI cuando necesita soporte en malayo, chino o tamil además de inglés.",
        "Una vez en marcha, supervisamos las integraciones, aplicamos los cambios de cada versión de Cisco e informamos cada trimestre sobre la calidad de las reuniones, la ocupación de las salas y el uso de los asistentes.",
      ],
      keyFeatures: [
        "Asistentes de reuniones que toman notas y registran decisiones en varios idiomas",
        "Bots de mensajería de Webex conectados a sistemas de CRM, ITSM y RR. HH.",
        "Analítica de la calidad de vídeo y audio por sala y por usuario",
        "Resúmenes posteriores a la reunión compartidos automáticamente en espacios y por correo",
        "Integración con dispositivos de sala de Cisco y Webex Calling",
      ],
      targetAudience:
        "Grandes empresas y organismos públicos estandarizados en la colaboración de Cisco que quieren sacar más partido a sus licencias de Webex y a sus sistemas de sala.",
      outcomes: [
        "Notas y decisiones registradas en cada sesión sin necesidad de una persona que tome acta",
        "Visibilidad clara del uso de las salas para orientar la inversión en espacios de trabajo",
        "Menos cambios de contexto al conectar los espacios de Webex con los sistemas centrales del negocio",
      ],
      offerings: [
        {
          title: "Asistentes de reuniones",
          description:
            "Asistentes de IA que se unen a las reuniones, transcriben a cada participante y señalan en el momento las decisiones y las cuestiones abiertas.",
        },
        {
          title: "Integración del chat",
          description:
            "Bots de mensajería de Webex que crean tickets, consultan pedidos o comprueban saldos de vacaciones sin salir de un espacio.",
        },
        {
          title: "Analítica de vídeo",
          description:
            "Informes sobre la calidad de las llamadas, los patrones de asistencia y la ocupación de las salas, obtenidos de Control Hub y de la telemetría de los dispositivos.",
        },
        {
          title: "Integraciones a medida",
          description:
            "Conectores entre Webex y Salesforce, ServiceNow, SAP o sus plataformas internas mediante las API de Webex.",
        },
        {
          title: "Resúmenes tras la reunión",
          description:
            "Resúmenes concisos, con responsables y fechas límite, enviados a los participantes y archivados en el espacio correspondiente en cuestión de minutos.",
        },
        {
          title: "Herramientas personalizadas",
          description:
            "Accesos directos, plantillas y comportamientos del asistente adaptados a cada equipo, desde las reuniones diarias de ventas hasta las del consejo de administración.",
        },
      ],
      benefits: [
        {
          title: "Ninguna tarea se pierde",
          description:
            "Cada reunión termina con un resumen escrito, así que el seguimiento ya no depende de la memoria de nadie.",
        },
        {
          title: "Compatible con sus salas Cisco",
          description:
            "Los asistentes y la analítica funcionan en los dispositivos y licencias de Webex que ya tiene implantados.",
        },
        {
          title: "Seguridad de nivel empresarial",
          description:
            "Las integraciones respetan las opciones de cifrado de extremo a extremo de Webex y sus políticas de Control Hub.",
        },
        {
          title: "Relevos más rápidos",
          description:
            "Los resúmenes publicados en el espacio permiten a los compañeros ausentes ponerse al día en dos minutos en lugar de una hora.",
        },
        {
          title: "Un solo socio para todo",
          description: "Gestionamos la configuración de Webex, las integraciones y la capa de IA con un único contrato.",
        },
        {
          title: "Datos compartidos bajo control",
          description:
            "Usted decide qué espacios y reuniones pueden leer los asistentes, con registros de auditoría de cada acceso.",
        },
      ],
      ctaLabel: "Potencie su Webex con IA",
      enquiryLabel: "Infórmese sobre nuestro servicio gestionado de Webex",
      enquiryText:
        "Háblenos de sus licencias de Webex y de sus salas de reuniones: revisaremos su configuración en Control Hub y le propondremos un plan de servicio gestionado para asistentes, integraciones y analítica.",
    },
  },
  genesys: {
    source: "b14cd6528668",
    text: {
      name: "Genesys",
      tagline:
        "Ponga la IA a trabajar en todo su centro de contacto Genesys Cloud CX, del IVR a la planificación de la plantilla.",
      description:
        "Diseñamos, integramos y operamos capacidades de IA para centros de contacto con Genesys Cloud CX y Genesys Engage. Los clientes resuelven más por sí mismos, los agentes reciben ayuda en tiempo real y los supervisores planifican con previsiones precisas.",
      detailedDescription: [
        "Genesys ofrece a los centros de contacto un potente motor de orquestación, pero convertirlo en resultados medibles exige un diseño cuidadoso. Nuestro equipo de Genesys une a creadores de flujos de Architect certificados con el equipo de IA conversacional que está detrás del bot de voz y el chatbot de Nusantara AI, de modo que el autoservicio, el enrutamiento y las herramientas de los agentes se diseñan de forma conjunta en lugar de añadirse a posteriori.",
        "Empezamos por analizar sus motivos de contacto y su tasa de contención actual, y después priorizamos los recorridos en los que la automatización se amortiza antes. Los primeros logros habituales son las consultas de saldo y de estado de pedidos, los cambios de cita y la verificación de identidad, que en conjunto suelen representar una gran parte del volumen entrante.",
        "Tras el lanzamiento, operamos la plataforma como servicio gestionado: cambios en los flujos, actualización de las locuciones, ajuste del enrutamiento y revisiones mensuales frente a los niveles de servicio acordados.",
      ],
      keyFeatures: [
        "IVR conversacional y autoservicio digital creados en Genesys Architect",
        "Asistencia a los agentes en tiempo real con respuestas sugeridas y artículos de conocimiento",
        "Enrutamiento predictivo según las habilidades del agente y el valor del cliente",
        "Campañas salientes con reglas de marcación conformes a la normativa",
        "Previsión, planificación de turnos y gestión de la calidad de la plantilla",
        "Integración con sistemas de CRM, facturación y core bancario",
      ],
      targetAudience:
        "Responsables de centros de contacto con Genesys que necesitan más contención en el autoservicio, tiempos de gestión más cortos y una plantilla mejor planificada.",
      outcomes: [
        "Hasta un 60 % menos de carga en el centro de llamadas gracias al autoservicio automatizado",
        "Menor tiempo medio de gestión, porque los agentes reciben orientación en directo",
        "Mayor resolución en el primer contacto gracias a un enrutamiento más inteligente",
        "Turnos que se ajustan a la demanda y reducen tanto las horas extra como los tiempos muertos",
      ],
      offerings: [
        {
          title: "IVR y autoservicio",
          description:
            "Recorridos de IVR en lenguaje natural y de chat que autentican a quien llama y completan las gestiones habituales sin un agente.",
        },
        {
          title: "Asistencia al agente",
          description:
            "Transcripción en directo, sugerencias de la siguiente mejor acción y artículos de conocimiento junto a cada interacción.",
        },
        {
          title: "Enrutamiento predictivo",
          description:
            "Modelos de aprendizaje automático que envían a cada cliente al agente con más probabilidades de resolver su problema a la primera.",
        },
        {
          title: "Campañas salientes",
          description:
            "Campañas de cobro, renovación y recordatorio con precalificación mediante bot de voz y cumplimiento de las listas de exclusión de llamadas.",
        },
        {
          title: "Optimización de la plantilla",
          description:
            "Previsión, planificación de turnos, seguimiento de la adherencia y evaluación de la calidad ajustados a su demanda estacional.",
        },
        {
          title: "Integraciones a medida",
          description:
            "Acciones de datos y API que conectan Genesys con el CRM, los tickets, los pagos y los sistemas centrales para disponer del contexto completo del cliente.",
        },
      ],
      benefits: [
        {
          title: "Mayor contención",
          description:
            "Los recorridos de autoservicio resuelven las solicitudes rutinarias para que los agentes se centren en las conversaciones complejas.",
        },
        {
          title: "Diseño de flujos certificado",
          description: "Los flujos de Architect los crean y documentan ingenieros que conocen Genesys a fondo.",
        },
        {
          title: "Cumplimiento desde el diseño",
          description:
            "El enmascaramiento de los datos de pago, la captura del consentimiento y las reglas de grabación de llamadas se aplican a cada recorrido.",
        },
        {
          title: "Menor tiempo de gestión",
          description:
            "Los agentes pierden menos tiempo buscando, porque las respuestas y el historial del cliente llegan con la llamada.",
        },
        {
          title: "Ajuste continuo",
          description:
            "Las revisiones mensuales ajustan locuciones, pesos de enrutamiento y turnos en función de los resultados reales.",
        },
        {
          title: "Operaciones resilientes",
          description:
            "Las rutas alternativas y la supervisión permiten seguir atendiendo a los clientes incluso cuando un sistema conectado está caído.",
        },
      ],
      ctaLabel: "Transforme su centro de contacto Genesys con IA",
      enquiryLabel: "Infórmese sobre nuestro servicio gestionado de Genesys",
      enquiryText:
        "Háblenos de su centro de contacto Genesys: revisaremos su IVR, su enrutamiento y la planificación de su plantilla, y le indicaremos dónde puede la IA aumentar primero la tasa de contención y reducir el tiempo de gestión.",
    },
  },
  network: {
    source: "40cfcde1dcfb",
    text: {
      name: "Servicios de red",
      tagline: "Redes con autorreparación y supervisadas por IA para oficinas, sucursales y centros de datos.",
      description:
        "Diseñamos, supervisamos y operamos redes corporativas con una IA que detecta los problemas antes que los usuarios. Del wifi del campus a la SD-WAN en todo el Sudeste Asiático, un solo equipo mantiene su tráfico en movimiento.",
      detailedDescription: [
        "Todos los productos de IA que vendemos dependen de una red que rinda, por eso tratamos las redes como una disciplina central. Nuestro centro de operaciones de red de Kuala Lumpur vigila switches, routers, cortafuegos y puntos de acceso las 24 horas, con líneas de base de aprendizaje automático que detectan latencias, pérdidas de paquetes o tráfico anómalos antes de que provoquen una caída.",
        "Trabajamos con los principales fabricantes de equipos de red corporativos y podemos hacernos cargo de una infraestructura existente o construir una nueva. La configuración se mantiene como código, los cambios pasan por revisión y las correcciones rutinarias, como reiniciar un puerto bloqueado o desviar el tráfico de un enlace congestionado, pueden ejecutarse automáticamente dentro de los límites que usted apruebe.",
      ],
      keyFeatures: [
        "Supervisión 24/7 desde nuestro centro de operaciones de red de Kuala Lumpur",
        "Detección de anomalías según el perfil de tráfico normal de cada sede",
        "Estudios de cobertura wifi, diseño y optimización radioeléctrica continua",
        "Configuración como código con comprobaciones de cumplimiento automatizadas",
        "Diseño y gestión de SD-WAN para organizaciones con varias sucursales",
        "Políticas de seguridad de red y segmentación integradas",
      ],
      targetAudience:
        "Empresas con varias sedes, campus y organismos públicos que necesitan una conectividad fiable sin crear un gran equipo de redes propio.",
      outcomes: [
        "Menos caídas, porque los problemas se detectan y corrigen antes de que los usuarios los noten",
        "Aperturas de sucursales más rápidas con plantillas estándar ya probadas",
        "Menor coste de WAN al combinar banda ancha y enlaces privados mediante SD-WAN",
        "Una configuración de red documentada y auditable",
      ],
      offerings: [
        {
          title: "Supervisión de la red",
          description:
            "Visibilidad permanente de dispositivos, enlaces y aplicaciones, con alertas priorizadas según su impacto en el negocio.",
        },
        {
          title: "Gestión del tráfico",
          description:
            "Políticas de calidad de servicio que dan prioridad a la voz, el vídeo y las aplicaciones críticas frente a las descargas masivas.",
        },
        {
          title: "Seguridad de red",
          description: "Cortafuegos de nueva generación, segmentación y control de acceso gestionados dentro del mismo servicio.",
        },
        {
          title: "Optimización del wifi",
          description:
            "Estudios de cobertura, planificación de canales y ajuste continuo para que la cobertura no falle en oficinas y almacenes concurridos.",
        },
        {
          title: "Configuración automatizada",
          description:
            "Configuración de dispositivos basada en plantillas y con control de versiones, aplicada de forma segura y con reversión automática en caso de fallo.",
        },
        {
          title: "SD-WAN",
          description:
            "WAN definida por software que enlaza las sucursales sobre conexiones mixtas, con selección de ruta según la aplicación.",
        },
      ],
      benefits: [
        {
          title: "Correcciones proactivas",
          description:
            "Las líneas de base de IA detectan pronto cualquier degradación, de modo que la mayoría de las incidencias se resuelven antes de que nadie llame.",
        },
        {
          title: "Independencia del fabricante",
          description:
            "Gestionamos entornos con equipos de distintos fabricantes y recomendamos hardware por sus méritos, no por la lista de precios de un único proveedor.",
        },
        {
          title: "Seguridad integrada",
          description: "La segmentación y la política de cortafuegos forman parte del diseño, no son un añadido de última hora.",
        },
        {
          title: "Aperturas de sucursales rápidas",
          description: "El aprovisionamiento sin intervención pone en línea una nueva sede en días, no en semanas.",
        },
        {
          title: "Cambios trazables",
          description:
            "Cada cambio de configuración queda registrado y revisado, y puede revertirse desde un repositorio central.",
        },
        {
          title: "Niveles de servicio acordados",
          description: "Los objetivos de respuesta y restablecimiento figuran en el contrato y se informan cada mes.",
        },
      ],
      ctaLabel: "Optimice su red con IA",
      enquiryLabel: "Infórmese sobre nuestros servicios de red gestionados",
      enquiryText:
        "Descríbanos sus sedes y sus enlaces: evaluaremos su red, del wifi del campus a la SD-WAN, y le propondremos un plan de supervisión y soporte a su medida.",
    },
  },
  voice: {
    source: "557f7fada77d",
    text: {
      name: "Servicios de voz",
      tagline: "Voz inteligente en cada llamada, del primer tono a la transcripción final.",
      description:
        "Nuestros servicios de voz combinan bots de voz con IA, IVR inteligente y analítica del habla con telefonía en la nube de nivel operador. Las llamadas se atienden antes, la identidad de quien llama se verifica de forma segura y cada conversación se convierte en información que se puede consultar.",
      detailedDescription: [
        "La voz sigue siendo el canal que eligen los clientes cuando algo importa. Ayudamos a las organizaciones a modernizarla sin perder el trato personal: los bots de voz atienden las llamadas previsibles a cualquier hora, el IVR inteligente entiende lo que dice quien llama en lugar de obligarle a recorrer menús de teclado, y los agentes reciben transcripciones e indicios de sentimiento mientras hablan.",
        "El servicio se presta sobre la telefonía en la nube de Nusantara AI o integrado con su operador y su centralita actuales. Nuestros modelos de voz están entrenados para los acentos y la alternancia de idiomas habituales en Malasia y Singapur, con Bahasa Malaysia, inglés y mandarín disponibles de serie.",
        "Gestionamos los números, el enrutamiento, los guiones de los bots de voz y los paneles de analítica como un único servicio, con tiempos de respuesta inferiores a 5 segundos en las consultas rutinarias.",
      ],
      keyFeatures: [
        "Bots de voz con IA para reservas, pagos, consultas de estado y preguntas frecuentes",
        "IVR con reconocimiento de voz en Bahasa Malaysia, inglés y mandarín",
        "Verificación por biometría de voz para quienes vuelven a llamar",
        "Transcripción, análisis de sentimiento y control del cumplimiento en tiempo real",
        "Números de telefonía en la nube y troncales SIP en Malasia y en toda la región",
      ],
      targetAudience:
        "Empresas con un volumen de llamadas importante, como bancos, aseguradoras, clínicas, compañías de suministros y proveedores de servicios, que quieren automatizar las llamadas rutinarias sin frustrar a quienes llaman.",
      outcomes: [
        "Atención telefónica las 24 horas sin aumentar la plantilla",
        "Verificación de quien llama más rápida y segura que las preguntas de seguridad",
        "Transcripciones con búsqueda que revelan por qué llaman los clientes",
        "Menores costes de telefonía tras pasar de las líneas tradicionales a la nube",
      ],
      offerings: [
        {
          title: "Bots de voz",
          description:
            "Bots de voz natural que completan de principio a fin las llamadas rutinarias y las transfieren a un agente con todo el contexto.",
        },
        {
          title: "IVR inteligente",
          description:
            "Quien llama dice lo que necesita con sus propias palabras y se le enruta al instante, sin menús de teclado anidados.",
        },
        {
          title: "Biometría de voz",
          description:
            "Comparación pasiva de la huella vocal que confirma la identidad en los primeros segundos de habla natural.",
        },
        {
          title: "Transcripción y análisis en tiempo real",
          description:
            "Transcripciones en directo con alertas de sentimiento, palabras clave y cumplimiento para agentes y supervisores.",
        },
        {
          title: "Soluciones de voz a medida",
          description:
            "Voces de marca, vocabularios sectoriales y flujos de llamada diseñados específicamente para sus procesos.",
        },
        {
          title: "Integración con telefonía en la nube",
          description:
            "Números, troncales SIP y enrutamiento de llamadas en nuestra plataforma en la nube o conectados a su operador actual.",
        },
      ],
      benefits: [
        {
          title: "Respuesta inmediata",
          description: "Los bots de voz contestan al primer tono a cualquier hora, incluso en los picos de temporada.",
        },
        {
          title: "Modelos de idioma locales",
          description: "Reconocimiento de voz ajustado a los acentos malasios y a las conversaciones que mezclan idiomas.",
        },
        {
          title: "Verificación más sólida",
          description: "La biometría de voz reduce el riesgo de usurpación de cuentas frente a las preguntas de seguridad.",
        },
        {
          title: "Información de cada llamada",
          description:
            "La analítica revela las nuevas quejas y las señales de venta días antes de que aparezcan en los informes.",
        },
        {
          title: "Implantación flexible",
          description: "Utilice nuestra telefonía en la nube o conserve su operador y su centralita y añada la capa de IA.",
        },
        {
          title: "Grabación respetuosa con la privacidad",
          description:
            "Los números de tarjeta y los datos personales se eliminan automáticamente de las grabaciones y transcripciones.",
        },
      ],
      ctaLabel: "Impulse su estrategia de voz con IA",
      enquiryLabel: "Infórmese sobre nuestros servicios de voz gestionados",
      enquiryText:
        "Cuéntenos qué volumen de llamadas recibe y qué le gustaría automatizar: revisaremos su telefonía y su IVR, y le propondremos un plan que atienda las llamadas rutinarias sin frustrar a quienes llaman.",
    },
  },
  "ip-phones": {
    source: "18e7c8e2aefb",
    text: {
      name: "Teléfonos IP",
      tagline: "Teléfonos de sobremesa y de conferencia suministrados, configurados y mantenidos como un único servicio.",
      description:
        "Suministramos y gestionamos teléfonos IP de los principales fabricantes, preconfigurados para su centralita en la nube o su plataforma de comunicaciones unificadas. Los terminales llegan listos para usar, con funciones de llamada con IA y soporte local incluidos.",
      detailedDescription: [
        "Un buen teléfono de sobremesa sigue siendo importante para recepcionistas, agentes de centros de contacto, personal clínico y cualquiera que pase el día al teléfono. Nuestro servicio de teléfonos IP cubre todo el ciclo de vida: elegir los modelos adecuados, configurarlos de forma centralizada, enviarlos a cada sede y sustituir rápidamente las unidades averiadas.",
        "Los teléfonos se registran en la centralita en la nube de Nusantara AI, Microsoft Teams Phone, Webex Calling o su propia plataforma, y pueden usar funciones de IA como la transcripción de llamadas en directo, el buzón de voz a texto y el enrutamiento inteligente de llamadas. Las actualizaciones de firmware y de seguridad se envían en remoto, así que su equipo de TI nunca tiene que ir de mesa en mesa.",
      ],
      keyFeatures: [
        "Teléfonos de sobremesa, DECT, de conferencia y de recepción de los principales fabricantes",
        "Aprovisionamiento sin intervención desde un portal de gestión central",
        "Certificados para centralita en la nube, Teams Phone y Webex Calling",
        "Funciones de llamada con IA, como la transcripción y el buzón de voz a texto",
        "Sustitución al siguiente día laborable en Malasia peninsular y Malasia Oriental",
      ],
      targetAudience:
        "Oficinas, clínicas, hoteles y centros de contacto que sustituyen los terminales de centralitas antiguas o estandarizan los teléfonos en varias sedes.",
      outcomes: [
        "Teléfonos operativos desde el primer día en cada nuevo puesto o sucursal",
        "Configuración y funciones de llamada homogéneas en toda la organización",
        "Un coste mensual previsible que cubre hardware, licencias y soporte",
      ],
      offerings: [
        {
          title: "Sistemas de telefonía IP",
          description:
            "Terminales, auriculares y equipos de conferencia adecuados a cada puesto, de la recepción a la sala de juntas.",
        },
        {
          title: "Configuración y aprovisionamiento",
          description:
            "Plantillas centrales que definen extensiones, teclas de línea y directorios para que los teléfonos se configuren solos al encenderse por primera vez.",
        },
        {
          title: "Integración con centralita en la nube",
          description:
            "Registro en nuestra centralita en la nube o en la plataforma alojada que elija, con portabilidad de números y conmutación por error.",
        },
        {
          title: "Funciones de llamada con IA",
          description:
            "Transcripción en directo, buzón de voz a texto, resúmenes de llamadas y enrutamiento inteligente en los modelos compatibles.",
        },
        {
          title: "Configuración de comunicaciones unificadas",
          description:
            "Teléfonos de sobremesa, softphones y aplicaciones móviles que comparten un mismo número, estado de presencia e historial de llamadas.",
        },
        {
          title: "Soporte y mantenimiento",
          description:
            "Servicio de asistencia, diagnóstico remoto, gestión del firmware y sustitución rápida de equipos con un único contrato.",
        },
      ],
      benefits: [
        {
          title: "Enchufar y listo",
          description: "Los terminales preconfigurados solo necesitan un cable de red para empezar a llamar.",
        },
        {
          title: "Control centralizado",
          description: "Traslade, añada o modifique extensiones desde un único portal, sin visitas de técnicos.",
        },
        {
          title: "Terminales protegidos",
          description:
            "La señalización cifrada, el firmware firmado y la aplicación periódica de parches protegen cada terminal.",
        },
        {
          title: "Llamadas más inteligentes",
          description:
            "Las funciones de IA convierten los mensajes de voz y las llamadas en texto que el personal puede buscar y compartir.",
        },
        {
          title: "Libertad de plataforma",
          description:
            "Los mismos teléfonos funcionan con varias plataformas de llamadas, lo que protege su inversión en hardware.",
        },
        {
          title: "Sustitución rápida",
          description:
            "Las unidades averiadas se reemplazan al siguiente día laborable para que ningún puesto se quede sin línea.",
        },
      ],
      ctaLabel: "Renueve su sistema telefónico",
      enquiryLabel: "Infórmese sobre nuestro servicio gestionado de teléfonos IP",
      enquiryText:
        "Indíquenos cuántos terminales y sedes necesita equipar: comprobaremos que son compatibles con su centralita en la nube o su plataforma de comunicaciones unificadas y le propondremos teléfonos, configuración y soporte en un único servicio.",
    },
  },
  cloud: {
    source: "c2bee6fbbdf8",
    text: {
      name: "Servicios en la nube",
      tagline: "Planifique, migre y opere sus cargas de trabajo en la nube, preparadas para la IA desde el principio.",
      description:
        "Acompañamos a las organizaciones desde la estrategia de nube hasta la migración y la operación diaria en AWS, Microsoft Azure y Google Cloud. Nuestro servicio de nube gestionada mantiene los costes a la vista, las cargas de trabajo seguras y los datos preparados para la IA.",
      detailedDescription: [
        "Pasar a la nube rara vez es un proyecto único: es una serie de decisiones sobre qué aplicaciones migrar, cuándo, a qué proveedor y cómo se operarán después. Nuestro equipo de nube empieza por evaluar su cartera de aplicaciones y su situación regulatoria, incluidas la política RMiT del Bank Negara Malaysia y la Ley de Protección de Datos Personales cuando sean aplicables, y elabora una hoja de ruta con costes e hitos.",
        "Las migraciones se realizan por oleadas, con planes de marcha atrás probados. Cuando las cargas de trabajo ya están en producción, nuestro servicio gestionado se ocupa de la supervisión, los parches, las copias de seguridad, la optimización de costes y la postura de seguridad, con informes mensuales que sus equipos de finanzas y de riesgos pueden entender.",
        "Como también desarrollamos productos de IA, diseñamos zonas de aterrizaje en la nube preparadas para plataformas de datos, alojamiento de modelos y cargas de trabajo de LLM, de modo que el paso siguiente a la migración sea innovar y no rehacer lo ya construido.",
      ],
      keyFeatures: [
        "Evaluaciones de preparación para la nube y hojas de ruta plurianuales",
        "Migración por oleadas con transiciones ensayadas",
        "Operación gestionada 24/7 en AWS, Azure y Google Cloud",
        "Zonas de aterrizaje con salvaguardas de identidad, red y políticas",
        "Informes FinOps y recomendaciones de dimensionamiento",
        "Plataformas para cargas de trabajo de aprendizaje automático y LLM",
      ],
      targetAudience:
        "Organizaciones que abandonan sus centros de datos propios, o que ya están en la nube pero tienen dificultades con los costes, la seguridad o la carga operativa.",
      outcomes: [
        "Un plan de migración claro, con los costes acordados antes de empezar",
        "Menor gasto en infraestructura gracias al dimensionamiento adecuado y la capacidad reservada",
        "Ciclos de publicación más rápidos en plataformas nativas de la nube",
        "Una base preparada para proyectos de analítica e IA",
      ],
      offerings: [
        {
          title: "Estrategia de nube",
          description:
            "Evaluación de la cartera, selección de proveedor y una hoja de ruta por fases alineada con los objetivos de negocio y de cumplimiento.",
        },
        {
          title: "Migración a la nube",
          description:
            "Realojamiento, cambio de plataforma y refactorización de aplicaciones y bases de datos con el mínimo tiempo de inactividad.",
        },
        {
          title: "Servicios de nube gestionada",
          description:
            "Supervisión, parches, copias de seguridad y control de costes de su entorno en la nube, a cargo de nuestro equipo de operaciones.",
        },
        {
          title: "Seguridad en la nube",
          description:
            "Controles de identidad, cifrado, gestión de la postura de seguridad y detección de amenazas en todas las cuentas y suscripciones.",
        },
        {
          title: "Desarrollo nativo de la nube",
          description:
            "Aplicaciones en contenedores y sin servidor creadas con canalizaciones de CI/CD e infraestructura como código.",
        },
        {
          title: "IA y ML en la nube",
          description:
            "Canalizaciones de datos, capacidad de GPU y alojamiento de modelos preparados para el aprendizaje automático y los modelos de lenguaje de gran tamaño.",
        },
      ],
      benefits: [
        {
          title: "Escalado bajo demanda",
          description: "La capacidad crece con los picos de tráfico y se reduce después, así que solo paga por lo que usa.",
        },
        {
          title: "Experiencia multinube",
          description:
            "Ingenieros certificados en AWS, Azure y Google Cloud recomiendan la opción adecuada para cada carga de trabajo.",
        },
        {
          title: "Controles listos para el regulador",
          description: "Las salvaguardas y los paquetes de evidencias facilitan las auditorías de RMiT, PDPA e ISO 27001.",
        },
        {
          title: "Entregas más rápidas",
          description:
            "Las canalizaciones automatizadas permiten a los equipos de desarrollo publicar actualizaciones a diario en lugar de cada trimestre.",
        },
        {
          title: "Costes bajo control",
          description:
            "Las revisiones FinOps mensuales detectan recursos ociosos y aprovechan los descuentos por compromiso antes de que llegue la factura.",
        },
        {
          title: "Recuperación probada",
          description:
            "Las copias de seguridad y la conmutación por error entre regiones se ensayan periódicamente, no solo se configuran.",
        },
      ],
      ctaLabel: "Aproveche todo el potencial de la nube",
      enquiryLabel: "Infórmese sobre nuestros servicios de nube gestionada",
      enquiryText:
        "Cuéntenos dónde se ejecutan hoy sus cargas de trabajo, en sus instalaciones o ya en la nube: evaluaremos su entorno y le propondremos un plan de migración, control de costes y operación diaria.",
    },
  },
  storage: {
    source: "6be3d6d0511c",
    text: {
      name: "Servicios de almacenamiento",
      tagline: "Almacenamiento seguro y escalable que protege los datos de hoy y los prepara para la IA del mañana.",
      description:
        "Diseñamos y gestionamos almacenamiento en cabinas locales y en almacenes de objetos en la nube, con copias de seguridad, archivado y cifrado integrados. La jerarquización impulsada por IA mantiene los datos más usados en almacenamiento rápido y los menos usados en almacenamiento económico.",
      detailedDescription: [
        "El volumen de datos crece cada año, pero los presupuestos de almacenamiento rara vez lo hacen. Nuestro servicio de almacenamiento pone orden en carpetas compartidas dispersas, redes SAN envejecidas y buckets en la nube sin gestionar. Clasificamos lo que tiene, lo ubicamos en el nivel más adecuado y definimos reglas de ciclo de vida para que los datos antiguos se trasladen o caduquen automáticamente.",
        "La protección forma parte del mismo diseño. Las copias de seguridad inmutables protegen frente al ransomware, los puntos de recuperación se prueban con regularidad y los archivos a largo plazo cumplen los requisitos de conservación de los registros financieros, sanitarios y de la administración pública. Las claves de cifrado pueden permanecer en todo momento bajo su control.",
        "Para las organizaciones que preparan proyectos de IA, también organizamos y catalogamos los datos, de modo que los equipos de analítica y de entrenamiento de modelos encuentren rápidamente conjuntos de datos fiables.",
      ],
      keyFeatures: [
        "Almacenamiento en bloque, de archivos y de objetos, local y en la nube",
        "Copias de seguridad inmutables fuera de las instalaciones, con pruebas de restauración programadas",
        "Archivado basado en políticas para la conservación de registros regulados",
        "Cifrado en reposo y en tránsito con claves gestionadas por el cliente",
        "Jerarquización automatizada según los patrones de acceso",
      ],
      targetAudience:
        "Organizaciones con datos regulados o en rápido crecimiento, como hospitales, entidades financieras, empresas de medios y fabricantes.",
      outcomes: [
        "Menor coste por terabyte al trasladar los datos poco usados a niveles más baratos",
        "Recuperación fiable tras un ataque de ransomware o un borrado accidental",
        "Pruebas de conservación y cifrado para los auditores",
        "Datos bien organizados y listos para la analítica y la IA",
      ],
      offerings: [
        {
          title: "Soluciones de almacenamiento escalables",
          description:
            "Capacidad que crece de terabytes a petabytes en cabinas y en almacenamiento de objetos en la nube, sin necesidad de rediseñar.",
        },
        {
          title: "Copia de seguridad y recuperación",
          description:
            "Copias de seguridad automatizadas e inmutables, con objetivos de recuperación definidos y pruebas de restauración verificables.",
        },
        {
          title: "Archivado de datos",
          description:
            "Archivos económicos y con búsqueda que cumplen las normas de conservación de los registros financieros, médicos y públicos.",
        },
        {
          title: "Seguridad y cifrado del almacenamiento",
          description:
            "Cifrado, controles de acceso y alertas de anomalías que protegen los datos almacenados frente a robos y manipulaciones.",
        },
        {
          title: "Gestión del ciclo de vida de los datos",
          description:
            "Reglas que trasladan, conservan o eliminan datos automáticamente según su antigüedad, su valor y su situación legal.",
        },
        {
          title: "Almacenamiento optimizado con IA",
          description:
            "El aprendizaje automático predice los patrones de acceso para situar los datos en el nivel adecuado y anticipar los riesgos de capacidad.",
        },
      ],
      benefits: [
        {
          title: "Rapidez donde importa",
          description:
            "Los datos de uso frecuente residen en almacenamiento flash para que las aplicaciones y la analítica respondan con agilidad.",
        },
        {
          title: "Mantenimiento sin intervención",
          description:
            "Las políticas de ciclo de vida ordenan el almacenamiento de forma continua, así que nadie tiene que limpiar a mano las carpetas compartidas.",
        },
        {
          title: "Resiliencia frente al ransomware",
          description:
            "Las copias inmutables no se pueden alterar ni borrar, ni siquiera con credenciales de administrador robadas.",
        },
        {
          title: "Restauraciones rápidas",
          description: "Archivos sueltos o sistemas completos se recuperan en minutos a partir de copias de seguridad indexadas.",
        },
        {
          title: "Flexibilidad híbrida",
          description: "Combine cabinas locales con niveles en la nube y gestione ambos con un mismo conjunto de políticas.",
        },
        {
          title: "Sus claves, sus datos",
          description: "Con las claves de cifrado gestionadas por el cliente, solo usted puede leer los registros sensibles.",
        },
      ],
      ctaLabel: "Asegure el futuro de sus datos",
      enquiryLabel: "Infórmese sobre nuestros servicios de almacenamiento gestionados",
      enquiryText:
        "Cuéntenos qué volumen de datos gestiona y a qué ritmo crece: revisaremos sus cabinas, sus copias de seguridad y sus políticas de retención, y le propondremos un plan de almacenamiento que mantenga sus datos protegidos.",
    },
  },
  security: {
    source: "9a44fa08b3de",
    text: {
      name: "Servicios de seguridad",
      tagline: "Ciberdefensa asistida por IA, vigilada las 24 horas por nuestro centro de operaciones de seguridad.",
      description:
        "Nuestro servicio de seguridad gestionada detecta, contiene e investiga las amenazas en sus usuarios, dispositivos, redes y nube. Combina analítica impulsada por IA con analistas experimentados e informes de cumplimiento claros.",
      detailedDescription: [
        "Los atacantes se dirigen cada vez más a organizaciones del Sudeste Asiático con phishing, ransomware y fraudes por correo electrónico corporativo, y a los equipos de seguridad más pequeños les cuesta seguir el ritmo. Nuestro centro de operaciones de seguridad de Kuala Lumpur vigila su entorno día y noche y correlaciona las señales de endpoints, correo, identidad, red y nube para distinguir los ataques reales del ruido.",
        "Cuando se detecta algo, los analistas actúan dentro de los tiempos de respuesta acordados: aíslan dispositivos, deshabilitan las cuentas comprometidas y guían a su equipo en la recuperación. Después investigamos la causa raíz y cerramos los huecos que lo hicieron posible.",
        "Además de la detección y la respuesta, le ayudamos a construir defensas duraderas mediante el refuerzo de la identidad, la protección de datos, auditorías periódicas y evidencias para marcos como ISO 27001, PCI DSS y la Ley de Ciberseguridad de 2024 de Malasia (Cyber Security Act 2024).",
      ],
      keyFeatures: [
        "Supervisión de seguridad y búsqueda de amenazas 24/7",
        "Detección y respuesta extendidas en endpoints, correo y nube",
        "Gestión de identidades y accesos con autenticación multifactor",
        "Servicio de respuesta a incidentes contratado de antemano, con análisis forense digital",
        "Gestión de vulnerabilidades y pruebas de penetración",
        "Auditorías de cumplimiento e informes de seguridad para el consejo de administración",
      ],
      targetAudience:
        "Organizaciones que custodian datos sensibles de clientes o ciudadanos y necesitan una protección experta y permanente sin tener que crear un equipo de seguridad interno completo.",
      outcomes: [
        "Amenazas detectadas y contenidas en minutos, no en días",
        "Menor exposición a credenciales comprometidas y sistemas sin parchear",
        "Evidencias listas para auditoría ante reguladores, clientes y aseguradoras",
        "Una hoja de ruta de seguridad clara y priorizada para la dirección",
      ],
      offerings: [
        {
          title: "Detección de amenazas",
          description:
            "Correlación por IA de registros y telemetría para detectar intrusiones, malware y usos indebidos internos mientras se producen.",
        },
        {
          title: "Cifrado de datos y privacidad",
          description:
            "Clasificación, cifrado y prevención de pérdida de datos para mantener protegidos los registros personales y confidenciales.",
        },
        {
          title: "Gestión de identidades y accesos",
          description:
            "Inicio de sesión único, autenticación multifactor y acceso con privilegios mínimos, revisado periódicamente.",
        },
        {
          title: "Respuesta a incidentes y análisis forense",
          description:
            "Contención rápida, preservación de pruebas e investigación de la causa raíz ante cualquier sospecha de brecha.",
        },
        {
          title: "Auditorías de seguridad y cumplimiento",
          description:
            "Análisis de deficiencias, pruebas de penetración y evidencias de control alineadas con ISO 27001, PCI DSS y la normativa local.",
        },
        {
          title: "Servicios de seguridad gestionada",
          description:
            "Un centro de operaciones de seguridad externalizado, con analistas asignados, tiempos de respuesta acordados y revisiones mensuales.",
        },
      ],
      benefits: [
        {
          title: "Contención rápida",
          description:
            "Los manuales de respuesta automatizados aíslan los dispositivos infectados y bloquean a los remitentes maliciosos en cuestión de minutos.",
        },
        {
          title: "Compatible con sus herramientas",
          description:
            "Siempre que es posible, trabajamos con los productos de endpoint, cortafuegos e identidad cuyas licencias ya tiene.",
        },
        {
          title: "Vigilancia permanente",
          description: "Los analistas vigilan su entorno por la noche, los fines de semana y los días festivos.",
        },
        {
          title: "Menos fatiga de alertas",
          description:
            "La clasificación por IA filtra los falsos positivos para que su equipo solo vea los incidentes que requieren una decisión.",
        },
        {
          title: "Informes claros",
          description:
            "Los resúmenes mensuales traducen los hallazgos técnicos al lenguaje del riesgo para la dirección y los consejos de administración.",
        },
        {
          title: "Cumplimiento con confianza",
          description: "Los controles y las evidencias se alinean con los marcos que esperan sus auditores y reguladores.",
        },
      ],
      ctaLabel: "Refuerce su ciberseguridad",
      enquiryLabel: "Infórmese sobre nuestros servicios de seguridad gestionada",
      enquiryText:
        "Cuéntenos qué necesita proteger: evaluaremos los riesgos a los que se exponen sus usuarios, dispositivos, redes y nube, y le propondremos supervisión y respuesta a incidentes las 24 horas, con informes de cumplimiento claros.",
    },
  },
} satisfies NonNullable<LocaleContent["services"]>;
