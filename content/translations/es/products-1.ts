import type { LocaleContent } from "@/content/units";

/** es: products. */
export const products1 = {
  "voice-bot": {
    source: "0dc14c74c85c",
    text: {
      name: "Bot de voz",
      tagline:
        "Agentes de voz con IA que hablan con naturalidad y atienden, derivan y resuelven las llamadas de sus clientes en malayo, inglés y chino, a cualquier hora.",
      topFeatures: [
        "Reconocimiento de voz ajustado a los acentos malasios y a la alternancia de idiomas",
        "Respuestas habladas en menos de 5 segundos, incluso en las horas punta",
        "Voz multilingüe en Bahasa Malaysia, inglés, mandarín y cantonés",
        "Enrutamiento inteligente de llamadas que traspasa todo el contexto al agente",
        "Autoservicio para consultar saldos, reservas, estado de pedidos y pagos",
        "Campañas de voz salientes para recordatorios, cobros y encuestas",
        "Autenticación de quien llama con OTP y preguntas de seguridad",
        "Detección de sentimiento que deriva a tiempo a los clientes frustrados",
        "Integración por API con el CRM, el sistema de tickets y los sistemas centrales del negocio",
        "Transcripciones, informes de contención y paneles de analítica",
      ],
      detailedDescription: [
        "El bot de voz de Nusantara AI es un agente conversacional que contesta cada llamada al primer tono y la gestiona como lo haría un agente bien formado. Quien llama habla con naturalidad en lugar de pulsar opciones en el teclado, y el bot entiende su intención, hace preguntas para aclarar lo necesario y completa la gestión. Basado en nuestros propios modelos de voz y de lenguaje, entiende los acentos malasios, las frases que mezclan idiomas y el ruido de fondo de una calle concurrida o de una planta de producción.",
        "Las consultas rutinarias, como comprobar un saldo, cambiar una cita, seguir un envío o restablecer una contraseña, se resuelven de principio a fin; así es como nuestros clientes suelen reducir hasta un 60 % la carga de su centro de llamadas. Las respuestas llegan en menos de 5 segundos, de modo que nadie tiene que escuchar música de espera. Cuando la conversación necesita a una persona, el bot la transfiere junto con un resumen escrito, la identidad verificada del cliente y la transcripción completa.",
        "El bot se conecta a su telefonía actual, ya sea una centralita en la nube de Nusantara AI, un centro de contacto de Genesys o Cisco, o troncales SIP de un operador local. Los equipos de negocio diseñan los flujos de llamada en un editor visual, los prueban con llamadas grabadas y publican los cambios sin esperar a una entrega del departamento de TI. Cada conversación se transcribe, se puntúa y se puede consultar para el control de calidad.",
        "Por defecto, los datos permanecen en centros de datos de Malasia, con cifrado en tránsito y en reposo, acceso basado en roles y reglas de conservación alineadas con la Ley de Protección de Datos Personales de 2010 (PDPA). Nuestro equipo define con usted los primeros casos de uso, entrena el bot con sus grabaciones de llamadas y su base de conocimiento, y lo ajusta cada semana durante los tres primeros meses en producción.",
      ],
      useCases: [
        {
          title: "Líneas de atención de banca y seguros",
          description:
            "Verifique a quien llama, informe de saldos y condiciones de pólizas, bloquee tarjetas perdidas y registre siniestros sin intervención de un agente, reservando los casos complejos para los especialistas.",
        },
        {
          title: "Gestión de citas",
          description:
            "Clínicas, servicios técnicos y ventanillas de la administración permiten reservar, cambiar o cancelar citas conversando con naturalidad, con sincronización con la agenda en tiempo real.",
        },
        {
          title: "Seguimiento de pedidos y envíos",
          description:
            "Comercios y empresas de logística responden al instante a las llamadas sobre el estado de un paquete consultando el sistema de seguimiento, y después envían por SMS un enlace de seguimiento en directo.",
        },
        {
          title: "Recordatorios y cobros salientes",
          description:
            "Llamadas automáticas recuerdan a los clientes pagos pendientes, renovaciones o citas, registran compromisos de pago y trasladan las disputas al equipo de cobros.",
        },
        {
          title: "Atención fuera de horario y en picos de llamadas",
          description:
            "El bot atiende cuando todas las líneas están ocupadas o la oficina está cerrada, resuelve lo que puede y programa una devolución de llamada para lo demás.",
        },
      ],
    },
  },
  "chat-bot": {
    source: "8e50301a8e16",
    text: {
      name: "Chatbot",
      tagline:
        "Un asistente de chat con IA para su sitio web, WhatsApp y redes sociales que responde preguntas, capta clientes potenciales y completa transacciones.",
      topFeatures: [
        "Disponible en su sitio web, WhatsApp, Facebook Messenger, Instagram y Telegram",
        "Respuestas basadas en sus propios documentos, preguntas frecuentes y catálogo de productos",
        "Entiende mensajes en malayo, inglés y chino, también cuando mezclan idiomas",
        "Captación y cualificación de clientes potenciales con sincronización automática con el CRM",
        "Flujos transaccionales para reservas, pedidos, pagos y reembolsos",
        "Traspaso a un agente con todo el historial de la conversación",
        "Mensajes enriquecidos con carruseles, respuestas rápidas, formularios y envío de archivos",
        "Editor de flujos sin código, con control de versiones y un canal de pruebas",
        "Salvaguardas que mantienen las respuestas fieles a la marca y a los temas aprobados",
        "Analítica de conversaciones, informes de preguntas sin respuesta y encuestas CSAT",
      ],
      detailedDescription: [
        "El chatbot de Nusantara AI ofrece a sus clientes una respuesta rápida y precisa allí donde prefieran escribir, desde el widget de su sitio web hasta WhatsApp y Facebook Messenger. En lugar de obligar a recorrer rígidos menús de botones, lee la pregunta, busca la política o el dato de producto pertinente en sus fuentes de conocimiento aprobadas y responde en el idioma del cliente. Los compradores malasios cambian a menudo entre malayo, inglés y chino en mitad de una frase, y el bot los sigue sin problema.",
        "Además de responder preguntas, el bot resuelve gestiones. Puede consultar existencias, crear y modificar pedidos, reservar citas, emitir etiquetas de devolución, cobrar mediante un enlace de pago seguro y abrir un ticket cuando algo requiere seguimiento. Cada acción pasa por API autenticadas conectadas a su plataforma de comercio electrónico, CRM o ERP, de modo que el cliente ve los datos reales de su cuenta y no una respuesta genérica.",
        "Los equipos de marketing y ventas usan el mismo asistente para cualificar a los visitantes, recomendar los productos adecuados y pasar los clientes potenciales más interesados al comercial correspondiente, con la conversación adjunta. Un editor sin código permite al personal no técnico ajustar los flujos, añadir promociones de temporada y probar cada cambio en un canal de pruebas antes de publicarlo para los clientes.",
        "Cada respuesta puede rastrearse hasta su fuente, y las salvaguardas impiden que el bot especule sobre precios, consejos médicos o cuestiones legales fuera del contenido que usted ha aprobado. Los paneles muestran la tasa de contención, el tiempo de resolución y las preguntas que el bot no supo responder, lo que da a su equipo una lista semanal clara de lagunas de conocimiento que cubrir.",
      ],
      useCases: [
        {
          title: "Atención al cliente en comercio electrónico",
          description:
            "Responda a cualquier hora a preguntas sobre tallas, envíos y devoluciones, siga pedidos e inicie cambios sin esperar a un agente.",
        },
        {
          title: "Captación de clientes en inmobiliaria y automoción",
          description:
            "Cualifique a los compradores por presupuesto, ubicación y plazos, y reserve visitas o pruebas de conducción directamente en la agenda del equipo comercial.",
        },
        {
          title: "Soporte interno de TI y RR. HH.",
          description:
            "Los empleados consultan sus días de vacaciones, nóminas, restablecimientos de contraseña y políticas de la empresa desde Microsoft Teams y obtienen respuesta al instante.",
        },
        {
          title: "Información y matrícula en educación",
          description:
            "Universidades y centros de formación orientan a los futuros estudiantes sobre programas, tasas y fechas de inicio, y recogen solicitudes en el propio chat.",
        },
        {
          title: "Información de servicios públicos",
          description:
            "Los organismos ofrecen un único asistente que explica trámites, documentos necesarios y ubicación de oficinas en el idioma que prefiera cada ciudadano.",
        },
      ],
    },
  },
  "video-bot": {
    source: "40f221a51eb9",
    text: {
      name: "Bot de vídeo",
      tagline:
        "Un asistente de vídeo con IA de aspecto realista que ofrece atención cara a cara en su sitio web, quioscos y aplicaciones móviles.",
      category: "IA conversacional en vídeo",
      heroTitle: "Atención cara a cara, impulsada por IA",
      heroSubtitle:
        "Un asistente de vídeo realista que recibe a sus clientes en su sitio web, quioscos y aplicaciones, explica los productos de forma visual y da paso a un agente por videollamada cuando hace falta el trato humano.",
      topFeatures: [
        "Presentador digital fotorrealista con sincronización labial y gestos naturales",
        "Conversación hablada en tiempo real en malayo, inglés y mandarín",
        "Elementos visuales de producto, formularios y guías paso a paso en pantalla",
        "Derivación a un agente por videollamada dentro de la misma sesión",
        "Avatar personalizado acorde con su marca, su uniforme y su tono de voz",
        "Funciona en navegadores, aplicaciones móviles y quioscos de autoservicio sin complementos",
        "Flujo eKYC opcional con captura de documento de identidad y prueba de vida",
        "Subtítulos en pantalla y controles de accesibilidad",
        "Grabación de sesiones con consentimiento para cumplimiento normativo y formación",
        "Analítica de interacción: tiempo de visualización, abandono y conversión",
      ],
      detailedDescription: [
        "El bot de vídeo de Nusantara AI pone un rostro amable y realista a su atención digital. El visitante hace clic para iniciar la conversación y un asistente en vídeo lo saluda de viva voz, escucha su pregunta y responde con habla natural, expresiones faciales y apoyo visual en pantalla. Está pensado para los momentos en que el texto resulta frío, como abrir una cuenta, elegir un seguro o aprender a configurar un dispositivo nuevo.",
        "El asistente puede mostrar diapositivas, resaltar campos de un formulario, reproducir demostraciones de producto y acompañar al cliente en cada paso de un proceso mientras responde a sus dudas. Como se nutre de la misma base de conocimiento que nuestros chatbots y bots de voz, la información es coherente en todos los canales, y un cambio hecho una sola vez aparece en todas partes.",
        "Cuando el cliente necesita la confirmación o la decisión de una persona, la sesión pasa a una videollamada con un agente que ve toda la conversación anterior. Bancos y operadores de telecomunicaciones usan este esquema para combinar la verificación automática de identidad con la aprobación final de una persona, y así reducen las visitas a la sucursal sin perder el trato personal.",
        "Los avatares se crean a partir de presentadores con licencia o de su propio personal, con su consentimiento por escrito, y cada sesión puede subtitularse, grabarse y revisarse. El bot funciona en los navegadores actuales y dentro de aplicaciones Android o iOS, y puede instalarse en quioscos del vestíbulo de sucursales bancarias, hospitales, centros comerciales y oficinas de atención de la administración.",
      ],
      useCases: [
        {
          title: "Apertura de cuentas en línea",
          description:
            "Guíe a los solicitantes en la captura del documento de identidad, la verificación con selfi y la cumplimentación de formularios; un empleado se une a la llamada para la aprobación final.",
        },
        {
          title: "Demostraciones de producto",
          description:
            "Muestre con apoyo visual cómo funciona un router, un electrodoméstico o una función de software, y responda a las preguntas mientras el cliente lo ve.",
        },
        {
          title: "Quioscos en sucursales y vestíbulos",
          description:
            "Reciba a los visitantes, entregue números de turno y responda a las preguntas habituales en bancos, clínicas y oficinas públicas.",
        },
        {
          title: "Asesoramiento en seguros y finanzas",
          description:
            "Compare planes de forma visual y recoja las respuestas del análisis de necesidades antes de derivar a los clientes cualificados a un asesor autorizado.",
        },
        {
          title: "Incorporación y formación de empleados",
          description:
            "Ofrezca sesiones de acogida interactivas que los nuevos empleados pueden pausar, consultar y repasar a su propio ritmo.",
        },
      ],
    },
  },
  "contact-center": {
    source: "3eeb77d92720",
    text: {
      name: "Centro de contacto",
      tagline:
        "Un centro de contacto en la nube que reúne voz, chat, correo electrónico y mensajería social, con asistencia de IA para cada agente.",
      topFeatures: [
        "Escritorio unificado del agente para voz, chat, correo, WhatsApp y redes sociales",
        "Enrutamiento por habilidades y por prioridad entre equipos y sedes",
        "Asistencia de IA en tiempo real con respuestas sugeridas y fichas de conocimiento",
        "Resúmenes de llamada y códigos de resultado automáticos",
        "Marcación saliente predictiva, progresiva y con vista previa",
        "Entrada por IVR y bot de voz con IA, con un diseñador visual de flujos",
        "Paneles murales en directo y supervisión con escucha, susurro e intervención",
        "Gestión de personal con previsión de demanda y planificación de turnos",
        "Evaluación de calidad con IA de cada interacción grabada",
        "Conectores para Salesforce, Microsoft Dynamics, Zendesk y CRM propios",
      ],
      detailedDescription: [
        "El centro de contacto de Nusantara AI es una plataforma en la nube que reúne cada conversación con los clientes en un único escritorio de agente. Llamadas, chats en directo, correos, mensajes de WhatsApp y comentarios en redes sociales llegan a una sola cola, se asignan al mejor agente disponible y se muestran junto al historial del cliente. Los agentes dejan de saltar entre pestañas del navegador, y los clientes dejan de repetirse al pasar de un canal a otro.",
        "La IA trabaja junto a cada agente, no en su lugar. Durante la llamada transcribe la conversación, muestra el artículo de conocimiento adecuado, sugiere la siguiente mejor acción y redacta un resumen de cierre en cuanto la llamada termina. Los nuevos empleados alcanzan antes la soltura necesaria, y los agentes con experiencia dedican su tiempo a decidir en lugar de a escribir notas.",
        "Los supervisores siguen en paneles murales en directo las colas, los niveles de servicio y el estado de los agentes, y pueden escuchar una llamada, orientar al agente sin que el cliente lo oiga o tomar el control desde cualquier navegador. La gestión de personal prevé los volúmenes a partir de patrones históricos, incluidos los picos de temporada festiva en torno a Hari Raya y el Año Nuevo chino, y elabora cuadrantes de turnos que mantienen el nivel de servicio en su objetivo.",
        "La plataforma funciona sobre una infraestructura resiliente en Malasia con un compromiso de disponibilidad del 99,9 %, y puede aumentar o reducir puestos cada mes sin comprar hardware. Se conecta con su CRM, sus herramientas de tickets y sus operadores de telefonía, y nuestro equipo de servicios gestionados puede migrar un centro existente en sus instalaciones con un periodo de funcionamiento en paralelo para reducir al mínimo las interrupciones.",
      ],
      useCases: [
        {
          title: "Operaciones de atención al cliente",
          description:
            "Gestione la atención entrante de telecomunicaciones, suministros o banca por voz y canales digitales desde una sola plataforma con informes unificados.",
        },
        {
          title: "Ventas y telemarketing",
          description:
            "Impulse campañas salientes con modos de marcación conformes a la normativa, guiones de llamada guiados y fichas del CRM que se actualizan solas.",
        },
        {
          title: "Equipos de agentes en remoto e híbridos",
          description:
            "Los agentes trabajan desde casa u oficinas satélite con solo un navegador y unos auriculares, mientras los supervisores mantienen plena visibilidad de todas las colas.",
        },
        {
          title: "Gestión de picos estacionales",
          description:
            "Añada puestos temporales para las rebajas de fin de año, la campaña fiscal o las fiestas, y libérelos cuando los volúmenes vuelvan a la normalidad.",
        },
        {
          title: "Operaciones de BPO externalizadas",
          description:
            "Los proveedores de servicios alojan a varios clientes en un mismo entorno, cada uno con su propia imagen de marca, reglas de enrutamiento e informes de facturación.",
        },
      ],
    },
  },
  "cloud-telephony": {
    source: "db7b59d005ec",
    text: {
      name: "Telefonía en la nube",
      tagline:
        "Una centralita en la nube totalmente gestionada, con números locales, enrutamiento inteligente de llamadas y funciones de IA, lista en días y no en meses.",
      topFeatures: [
        "Centralita alojada con extensiones, grupos de llamada y grupos de salto",
        "Números geográficos malasios, 1-300 y 1-800, con portabilidad",
        "Softphones para Windows, macOS, Android e iOS",
        "Aprovisionamiento automático de teléfonos IP de sobremesa de los principales fabricantes",
        "Operadora automática multinivel con reglas por franja horaria y festivos",
        "Grabación de llamadas con transcripciones de IA que se pueden buscar",
        "Buzón de voz al correo electrónico con transcripción automática",
        "Integración con Microsoft Teams Direct Routing",
        "Analítica de llamadas en directo, alertas de llamadas perdidas e informes de uso",
        "Administración de varias sedes desde un único portal web",
      ],
      detailedDescription: [
        "La telefonía en la nube de Nusantara AI sustituye la vieja centralita de la sala de servidores por un sistema telefónico que reside en la nube y que gestionamos por usted. El personal conserva sus extensiones y números directos, y puede atender llamadas en un teléfono de sobremesa, un portátil o una aplicación móvil mostrando siempre la misma identidad de empresa. Cambiar de oficina o abrir una nueva sucursal pasa a ser un cambio de configuración y no una obra de cableado.",
        "Los administradores gestionan usuarios, flujos de llamada, operadoras automáticas y calendarios de festivos desde un portal web, y los cambios se aplican al momento. Las llamadas se enrutan según la hora, la ubicación de quien llama o el departamento, y las llamadas perdidas generan alertas para que ninguna consulta comercial quede sin respuesta. La grabación y la transcripción integradas facilitan revisar conversaciones para formar al equipo o resolver reclamaciones.",
        "Le proporcionamos números locales de Malasia, portamos los que ya tiene con su operador actual y ofrecemos números gratuitos y 1-300 para las líneas de atención al cliente. El tráfico de voz circula por troncales SIP redundantes de nivel operador con supervisión continua de la calidad, y el servicio se integra con Microsoft Teams para que los empleados hagan y reciban llamadas externas directamente desde el cliente de Teams.",
        "La suscripción por usuario elimina cualquier inversión inicial, algo que conviene tanto a las pymes en crecimiento como a las empresas con decenas de sucursales. Funciones de IA como los resúmenes de llamada, las alertas por palabras clave o el bot de voz de Nusantara AI pueden activarse cuando usted lo decida, y convierten una centralita básica en una plataforma completa de relación con el cliente.",
      ],
      useCases: [
        {
          title: "Centralita para la oficina de una pyme",
          description:
            "Dé a un equipo en crecimiento números profesionales, operadora automática y aplicaciones móviles sin comprar ni mantener una centralita.",
        },
        {
          title: "Comercios y clínicas con varias sedes",
          description:
            "Conecte establecimientos de distintos estados bajo un mismo plan de numeración, con llamadas internas gratuitas e informes centralizados.",
        },
        {
          title: "Equipos en remoto y de campo",
          description:
            "El personal comercial y técnico hace y recibe llamadas de empresa en su móvil sin revelar su número personal.",
        },
        {
          title: "Líneas de atención al cliente",
          description:
            "Ponga en marcha una línea 1-300 con mensajes de cola, enrutamiento por desbordamiento y grabación de llamadas en pocos días laborables.",
        },
        {
          title: "Llamadas con Microsoft Teams",
          description:
            "Active las llamadas externas en Teams para que el personal use una sola aplicación para chatear, reunirse y telefonear.",
        },
      ],
    },
  },
  "omni-channel-solutions": {
    source: "2215ecf1a0e1",
    text: {
      name: "Soluciones omnicanal",
      tagline:
        "Conecte la voz, la mensajería, el correo electrónico y las redes sociales en un recorrido del cliente continuo, con contexto compartido y automatización con IA.",
      category: "Plataforma de relación con el cliente",
      heroTitle: "Todos los canales, una sola conversación",
      heroSubtitle:
        "Unifique voz, WhatsApp, chat web, correo electrónico, SMS y mensajería social en un único recorrido del cliente, con una IA que recuerda el contexto de cada punto de contacto.",
      idealFor:
        "Organizaciones medianas y grandes de comercio minorista, banca, telecomunicaciones, sanidad y sector público que atienden a sus clientes por varios canales y quieren una visión única de cada conversación.",
      topFeatures: [
        "Bandeja de entrada unificada para voz, WhatsApp, chat web, correo, SMS, Facebook, Instagram y Telegram",
        "Perfil único del cliente que acompaña la conversación de un canal a otro",
        "Cambio de canal sin perder historial ni contexto",
        "Bots de IA en todos los canales con una base de conocimiento común",
        "Orquestación de recorridos con disparadores, reglas y seguimientos automáticos",
        "Notificaciones proactivas y campañas masivas con gestión del consentimiento",
        "Enrutamiento por habilidad, idioma, prioridad y valor del cliente",
        "Conectores para CRM, ERP, comercio electrónico y plataformas de datos de clientes",
        "Analítica multicanal de recorridos, resolución y esfuerzo del cliente",
        "Controles de consentimiento, conservación y auditoría alineados con la PDPA",
      ],
      detailedDescription: [
        "Los clientes ya no piensan en canales. Ven un anuncio en Instagram, preguntan por WhatsApp, llaman a la línea de atención y terminan la compra en su sitio web, y esperan que usted los reconozca en cada paso. Las soluciones omnicanal de Nusantara AI conectan esos puntos de contacto en una sola conversación, para que cada agente y cada bot conozcan toda la historia antes de responder.",
        "El corazón de la plataforma es un perfil unificado del cliente que fusiona sus identidades en números de teléfono, direcciones de correo y cuentas en redes sociales. Los mensajes de cada canal se ordenan en una única cronología junto con pedidos, tickets y resultados anteriores. Cuando un cliente pasa del chat a una llamada, el agente retoma la conversación exactamente donde quedó la última interacción.",
        "La orquestación de recorridos le permite decidir cómo responde la empresa en cada canal: una llamada perdida puede generar un mensaje de WhatsApp, un carrito abandonado puede provocar un recordatorio y una queja en redes sociales puede abrir un caso prioritario. Los bots de IA resuelven las solicitudes rutinarias en todos los canales desde una base de conocimiento común, mientras el enrutamiento envía los casos complejos al especialista adecuado.",
        "Como cada interacción queda registrada en un único lugar, los informes reflejan por fin la experiencia real del cliente y no estadísticas aisladas por canal. Los responsables ven el tiempo de resolución de principio a fin, la tasa de contactos repetidos y el esfuerzo del cliente, y pueden localizar los recorridos que generan fricción. Las preferencias de consentimiento y las reglas de conservación de datos se aplican de forma centralizada para ayudarle a cumplir sus obligaciones de la PDPA.",
      ],
      useCases: [
        {
          title: "Recorridos en comercio minorista y electrónico",
          description:
            "Enlace anuncios en redes sociales, consultas por WhatsApp, pago en línea y recogida en tienda para que los compradores reciban respuestas coherentes y avisos puntuales sobre su pedido.",
        },
        {
          title: "Continuidad del servicio bancario",
          description:
            "Permita que el cliente inicie la reclamación de un cargo en la aplicación, la continúe por teléfono y reciba la resolución por correo sin repetir ningún dato.",
        },
        {
          title: "Atención al cliente en telecomunicaciones",
          description:
            "Gestione cambios de tarifa, avisos de incidencias y preguntas de facturación en todos los canales con un solo equipo y una sola cronología del cliente.",
        },
        {
          title: "Comunicación con pacientes",
          description:
            "Coordine recordatorios de citas, instrucciones previas a la visita y mensajes de seguimiento por el canal que prefiera cada paciente.",
        },
        {
          title: "Servicios al ciudadano en el sector público",
          description:
            "Ofrezca a los ciudadanos la opción de línea telefónica, chat web o mensajería para solicitudes y renovaciones, con el estado de cada expediente visible para todos los funcionarios.",
        },
      ],
      benefits: [
        "Una visión única de cada cliente en todos los canales, tanto para agentes como para bots",
        "Menos contactos repetidos, porque el cliente nunca tiene que explicar su problema dos veces",
        "Resolución más rápida gracias a un enrutamiento que tiene en cuenta el contexto",
        "Mayor interacción con mensajes personalizados y proactivos en el canal preferido de cada cliente",
        "Menores costes operativos al automatizar las solicitudes rutinarias con bots de IA compartidos",
        "Gestión centralizada del consentimiento y gobierno del dato en todos los puntos de contacto",
      ],
      faqs: [
        {
          question: "¿Qué canales puede conectar la plataforma omnicanal?",
          answer:
            "De serie admitimos voz, WhatsApp Business Platform, chat web y dentro de aplicaciones, correo electrónico, SMS, Facebook Messenger, Instagram, Telegram y LINE. Pueden añadirse otros canales, incluidas sus propias aplicaciones móviles, mediante nuestra API de mensajería abierta.",
        },
        {
          question: "¿Tenemos que sustituir nuestro centro de contacto o nuestro CRM actual?",
          answer:
            "No. La plataforma se integra con los principales sistemas de CRM y de centro de contacto, como Salesforce, Microsoft Dynamics y Genesys, de modo que puede conservar sus inversiones actuales e incorporar capacidades omnicanal por fases.",
        },
        {
          question: "¿Cuánto dura una implantación típica?",
          answer:
            "Una implantación del plan Inicial con dos o tres canales digitales suele estar en marcha en un plazo de cuatro a seis semanas. Los proyectos más amplios, con integración de voz, orquestación de recorridos y conectores a medida, suelen llevar de ocho a dieciséis semanas y se entregan por fases.",
        },
        {
          question: "¿Dónde se almacenan los datos de nuestros clientes?",
          answer:
            "Por defecto, los datos de clientes se alojan en centros de datos de Malasia y se cifran en tránsito y en reposo. Las multinacionales pueden optar por un alojamiento regional, y toda implantación incluye control de acceso basado en roles y registros de auditoría.",
        },
      ],
      packages: [
        {
          name: "Inicial",
          features: [
            "Hasta tres canales digitales, incluidos WhatsApp y el chat web",
            "Bandeja de entrada compartida para los agentes con perfiles de cliente unificados",
            "Chatbot de IA preconfigurado para automatizar las preguntas frecuentes",
            "Informes estándar y encuestas CSAT",
            "Soporte por correo electrónico en horario de oficina",
          ],
          idealFor:
            "Pymes y equipos de una sola marca que pasan de bandejas de entrada separadas a un espacio de trabajo compartido",
        },
        {
          name: "Crecimiento",
          features: [
            "Todos los canales digitales más voz en la nube integrada",
            "Orquestación de recorridos con seguimientos automáticos",
            "Conectores de CRM y comercio electrónico",
            "Enrutamiento por habilidades y por idioma",
            "Analítica de recorridos entre canales",
            "Soporte prioritario con un responsable de éxito del cliente asignado",
          ],
          idealFor: "Empresas en crecimiento que venden y atienden por voz y por canales digitales",
        },
        {
          name: "Empresarial",
          features: [
            "Canales, marcas y unidades de negocio ilimitados",
            "Conectores a medida para core bancario, ERP y sistemas heredados",
            "Nusantara LLM con asistencia al agente en tiempo real",
            "Alojamiento dedicado o regional con controles de seguridad reforzados",
            "Módulos de gestión de personal y de calidad",
            "Soporte ininterrumpido respaldado por un nivel de servicio de disponibilidad del 99,9 %",
          ],
          idealFor: "Grandes empresas, sectores regulados y organizaciones multimarca con necesidades de integración complejas",
        },
      ],
      primaryButton: {
        label: "Solicitar una demostración omnicanal",
      },
      secondaryButton: {
        label: "Ver las funciones del producto",
      },
    },
  },
  "large-language-model": {
    source: "7d0b4e5eacf8",
    text: {
      name: "Modelo de lenguaje de gran tamaño (LLM)",
      tagline:
        "Nusantara LLM, nuestro propio modelo de lenguaje, ajustado al uso empresarial en malayo, inglés y chino, y desplegable en nuestra nube o en la suya.",
      topFeatures: [
        "Ajustado al lenguaje empresarial en Bahasa Malaysia, inglés y chino",
        "Entiende la alternancia de idiomas, los términos locales y las fórmulas de tratamiento de Malasia",
        "Generación aumentada por recuperación (RAG) sobre sus documentos privados",
        "Ajuste fino con datos de la empresa mediante adaptadores aislados y propiedad del cliente",
        "Despliegue en la nube malasia, en nube privada o en GPU en sus instalaciones",
        "API compatible con OpenAI y SDK para Python, JavaScript y Java",
        "Resumen, redacción, traducción, clasificación y extracción",
        "Llamadas a funciones y uso de herramientas para flujos de trabajo con agentes",
        "Salvaguardas de seguridad, enmascaramiento de datos personales y restricción de temas",
        "Medición del consumo, paneles de evaluación y registros de auditoría",
      ],
      detailedDescription: [
        "Nusantara LLM es el modelo de lenguaje de gran tamaño que Nusantara AI ha desarrollado para las empresas de Malasia y el Sudeste Asiático. Los modelos globales suelen tropezar con el Bahasa Malaysia, con los mensajes de clientes que mezclan idiomas y con los términos empresariales locales; el nuestro se ha ajustado con textos seleccionados en malayo, inglés y chino, entre ellos correspondencia formal, formularios del sector público y lenguaje conversacional cotidiano. El resultado es un modelo que escribe y razona como realmente se comunican sus clientes y su personal.",
        "El modelo impulsa nuestros bots de voz, chat y vídeo, y también está a disposición de sus desarrolladores a través de una API compatible con OpenAI. Los equipos lo usan para resumir informes, redactar cartas y propuestas, traducir documentos entre los tres idiomas, clasificar los correos entrantes, extraer campos de facturas y responder preguntas sobre bases de conocimiento internas citando la fuente.",
        "Los sectores que manejan información sensible pueden ejecutar Nusantara LLM allí donde ya residen sus datos. Ofrecemos un servicio compartido alojado en centros de datos de Malasia, instancias privadas dedicadas y despliegue en sus propios servidores con GPU. Sus instrucciones y documentos nunca se usan para entrenar modelos compartidos, y los adaptadores ajustados con sus datos siguen siendo de su propiedad.",
        "Las salvaguardas enmascaran los datos personales, bloquean los temas restringidos y mantienen las respuestas ancladas en fuentes aprobadas, mientras los paneles de evaluación miden la precisión, la latencia y el coste de cada caso de uso. Nuestros arquitectos de soluciones le ayudan a identificar los flujos de trabajo de mayor valor, a construir una prueba de concepto en pocas semanas y a llevarla a producción con supervisión y gobernanza desde el primer día.",
      ],
      useCases: [
        {
          title: "Asistente de conocimiento corporativo",
          description:
            "Los empleados preguntan por políticas, procedimientos y manuales técnicos y reciben respuestas con citas extraídas de los documentos internos.",
        },
        {
          title: "Redacción y resumen de documentos",
          description:
            "Genere primeros borradores de cartas, respuestas a licitaciones e informes, y condense en sus puntos clave largas actas de reuniones o contratos.",
        },
        {
          title: "Traducción y localización multilingüe",
          description:
            "Traduzca contenidos de producto, avisos y respuestas a clientes entre malayo, inglés y chino, manteniendo el tono y la terminología empresarial adecuados.",
        },
        {
          title: "Clasificación de correos y tickets",
          description:
            "Clasifique las solicitudes entrantes por tema, urgencia y sentimiento, extraiga los datos clave y envíe cada una automáticamente al equipo correcto.",
        },
        {
          title: "Extracción de datos de formularios y facturas",
          description:
            "Traslade campos estructurados de formularios escaneados, facturas y reclamaciones al ERP o al sistema de gestión de expedientes, reduciendo la introducción manual de datos.",
        },
        {
          title: "Copiloto para desarrolladores y analistas",
          description:
            "Genere consultas SQL, explique código desconocido y redacte el comentario de los informes a partir de los datos para los equipos técnicos y financieros.",
        },
      ],
    },
  },
  "itsm-app": {
    source: "3990b61009ba",
    text: {
      name: "Gestión de servicios de TI (ITSM)",
      tagline:
        "Un centro de servicios alineado con ITIL que usa IA para clasificar tickets, resolver solicitudes rutinarias y mantener en marcha los servicios de TI.",
      topFeatures: [
        "Clasificación de tickets con IA que categoriza, prioriza y asigna las incidencias automáticamente",
        "Portal de autoservicio con agente virtual para restablecer contraseñas y solicitar accesos",
        "Gestión de incidencias, problemas y cambios alineada con las prácticas de ITIL 4",
        "Temporizadores de SLA con predicción de incumplimientos y escalado automático",
        "Base de datos de gestión de la configuración (CMDB) con mapas de dependencias de servicios",
        "Base de conocimiento que redacta nuevos artículos a partir de los tickets resueltos",
        "Catálogo de servicios con flujos de aprobación y atención de solicitudes",
        "Seguimiento del ciclo de vida de los activos de TI, de la compra a la baja",
        "Sala de crisis para incidencias graves con avisos a las partes interesadas por Teams, correo y SMS",
        "Paneles de MTTR, resolución en el primer contacto y carga de trabajo de los técnicos",
      ],
      detailedDescription: [
        "Nuestra aplicación de gestión de servicios de TI (ITSM) ofrece a los equipos internos de TI y a los proveedores de servicios gestionados un único lugar para registrar, seguir y resolver cada incidencia, solicitud y cambio. Construida en torno a las prácticas de ITIL 4, sustituye los buzones compartidos y las hojas de cálculo por flujos de trabajo estructurados, una base de datos de gestión de la configuración y acuerdos de nivel de servicio claros. Los empleados comunican sus problemas por un portal web, por correo, por Microsoft Teams o a través de un chatbot, y cada ticket conserva todo su historial, desde el primer aviso hasta el cierre.",
        "La IA se sitúa al principio de la cola. Nuestro modelo de lenguaje lee cada ticket nuevo, identifica el servicio afectado, propone una categoría y una prioridad y lo asigna al grupo resolutor adecuado antes incluso de que un técnico lo abra. El agente virtual resuelve de principio a fin las solicitudes rutinarias, como restablecer contraseñas, instalar software o dar acceso a un buzón, mientras que a los ingenieros se les muestran, sobre la marcha, incidencias anteriores similares y los artículos de conocimiento pertinentes.",
        "Para los responsables de TI, la analítica predictiva señala los tickets con riesgo de incumplir su SLA, las agrupaciones de incidencias relacionadas que apuntan a un problema de fondo y los cambios que conllevan un riesgo elevado según resultados anteriores. La plataforma funciona en nuestra región de nube en Malasia o en sus instalaciones, se integra con Active Directory, Microsoft Intune y las herramientas de monitorización habituales, y conserva las pistas de auditoría que respaldan las evaluaciones ISO/IEC 20000 e ISO/IEC 27001.",
      ],
      useCases: [
        {
          title: "Centro de servicios corporativo",
          description:
            "Concentre en un solo portal el soporte de TI para miles de empleados de distintas sucursales, con un enrutamiento por IA que elimina la clasificación manual de tickets y acorta el tiempo de primera respuesta.",
        },
        {
          title: "Operaciones de proveedores de servicios gestionados",
          description:
            "Gestione centros de servicios separados para muchas empresas clientes desde una sola instancia, cada uno con sus propios SLA, su imagen de marca y sus informes mensuales de rendimiento.",
        },
        {
          title: "Control de cambios y versiones",
          description:
            "Evalúe las solicitudes de cambio con la CMDB, programe ventanas de mantenimiento y deje que el modelo de riesgo señale los cambios parecidos a despliegues fallidos del pasado.",
        },
        {
          title: "Respuesta a incidencias graves",
          description:
            "Abra una sala de crisis coordinada cuando falle un sistema crítico, avise automáticamente a los usuarios afectados y documente una revisión posterior con el análisis de la causa raíz.",
        },
        {
          title: "Altas, cambios de puesto y bajas",
          description:
            "Active la creación de cuentas, la preparación del portátil y la asignación de licencias a partir de una única solicitud de RR. HH., y revoque los accesos sin falta el último día del empleado.",
        },
      ],
    },
  },
  "hrms-app": {
    source: "06fa904599ea",
    text: {
      name: "Sistema de gestión de RR. HH. (HRMS)",
      tagline:
        "Una plataforma completa de RR. HH. para empleadores en Malasia, de la contratación y la nómina al desempeño, con una IA que responde a las preguntas del personal a cualquier hora.",
      topFeatures: [
        "Nómina con cálculo automático de EPF, SOCSO, EIS y PCB",
        "Asistente de selección con IA que criba currículos y clasifica candidatos",
        "Aplicación de autoservicio para nóminas, ausencias y gastos",
        "Chatbot de RR. HH. que responde sobre las políticas en inglés y en Bahasa Malaysia",
        "Gestión de ausencias con derechos personalizados y calendarios de festivos de cada estado",
        "Notas de gastos con escaneo de recibos y circuito de aprobación",
        "Evaluaciones del desempeño con seguimiento de KPI y OKR",
        "Incorporación digital con firma electrónica y recogida de documentos",
        "Indicadores de riesgo de rotación basados en señales de compromiso y antigüedad",
        "Declaraciones obligatorias, como el Form EA, el Borang E y el CP8D",
      ],
      detailedDescription: [
        "El sistema de gestión de RR. HH. (HRMS) reúne cada etapa del ciclo de vida del empleado en una sola plataforma segura, desde la solicitud de vacante y la incorporación hasta la nómina, el desempeño y la salida. Está pensado para la forma de trabajar de las organizaciones malasias: cotizaciones obligatorias, festivos de cada estado, grupos con varias sociedades y plantillas bilingües. El equipo de RR. HH. deja de conciliar hojas de cálculo, los responsables aprueban ausencias y gastos desde el móvil, y los empleados tienen por fin un único lugar para sus nóminas, las políticas de la empresa y sus datos personales.",
        "La IA elimina buena parte del trabajo repetitivo. El asistente de selección analiza los currículos, los compara con el perfil del puesto y elabora una lista priorizada con los motivos de cada puntuación, mientras el chatbot de RR. HH. responde a cualquier hora a las preguntas habituales sobre días de vacaciones, límites de gastos y beneficios. El escaneo de recibos lee importes y establecimientos a partir de fotos, y la detección de anomalías en la nómina señala horas extra o complementos inusuales antes de cerrar el pago.",
        "La dirección obtiene una visión más clara de la plantilla. Los paneles muestran por departamento la plantilla, el coste de las horas extra, el absentismo y el tiempo de contratación, y el modelo de rotación destaca los equipos en los que las pautas de compromiso y antigüedad apuntan a un riesgo creciente de bajas voluntarias. Los datos se alojan en Malasia, con acceso basado en roles y registros de auditoría para ayudarle a cumplir sus obligaciones de la PDPA, y la plataforma se conecta con nuestra aplicación de control de asistencia y con los programas de contabilidad más extendidos.",
      ],
      useCases: [
        {
          title: "Nómina mensual para grupos de empresas",
          description:
            "Procese la nómina de varias sociedades de un mismo grupo, con números de registro oficiales, centros de coste y ficheros bancarios separados, y genere el Form EA de fin de año para cada empleado.",
        },
        {
          title: "Selección a gran escala",
          description:
            "Los empleadores del comercio y la industria que criban a cientos de candidatos para puestos por turnos dejan que la IA preseleccione candidatos y programe las entrevistas automáticamente.",
        },
        {
          title: "Descarga del servicio de atención de RR. HH.",
          description:
            "El chatbot bilingüe de RR. HH. resuelve las consultas rutinarias sobre políticas y derechos, y libera al equipo de RR. HH. para centrarse en las relaciones laborales y el desarrollo del talento.",
        },
        {
          title: "Evaluación del desempeño y del talento",
          description:
            "Realice las evaluaciones semestrales y anuales con KPI ponderados, sesiones de calibración y planes de desarrollo vinculados al historial de formación.",
        },
        {
          title: "Planificación de la plantilla",
          description:
            "Combine las tendencias de plantilla, costes y rotación para fijar presupuestos de contratación y detectar los departamentos que necesitan programas de retención antes de que se marchen personas clave.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
