import type { LocaleContent } from "@/content/units";

/** es: caseStudies. */
export const caseStudies = {
  "chatbot-retail-success": {
    source: "a5558110645f",
    text: {
      title: "El comercio conversacional impulsa un 25 % las ventas en línea de una cadena minorista nacional",
      industry: "Comercio minorista",
      challenge:
        "Con 64 tiendas y una tienda en línea en pleno crecimiento, el equipo de atención al comercio electrónico de Kedai Mutiara, de ocho personas, tardaba hasta cuatro horas en responder a las consultas, y los compradores abandonaban el carrito mientras esperaban. Las preguntas sobre existencias, entregas y devoluciones llegaban en tres idiomas a través del sitio web, WhatsApp y Facebook Messenger.",
      solution:
        "Nusantara AI implantó su chatbot en los tres canales, integrado con el catálogo de productos, el inventario de las tiendas y el sistema de gestión de pedidos del minorista. El bot responde en Bahasa Malaysia, inglés y mandarín, recomienda productos, consulta las existencias en las tiendas cercanas y deriva los casos complejos a un agente con toda la conversación adjunta.",
      results: [
        "Aumento del 25 % de las ventas en línea en los seis meses siguientes al lanzamiento",
        "El 68 % de las consultas de los clientes se resuelve de principio a fin sin intervención de un agente",
        "Tiempo de primera respuesta reducido de hasta cuatro horas a menos de 5 segundos",
        "Reducción del 18 % de los carritos abandonados en las sesiones asistidas por chat",
      ],
      narrative: [
        "Kedai Mutiara Retail Group nació como una única tienda de artículos para el hogar en Ipoh y hoy es una cadena de 64 tiendas repartidas por la Malasia peninsular que vende menaje de cocina, mobiliario y pequeños electrodomésticos. Cuando el grupo amplió su tienda en línea en 2023, los pedidos digitales crecieron más rápido de lo que nadie había previsto. El equipo de atención al cliente no lo hizo. Ocho personas atendían todos los mensajes del sitio web, WhatsApp y Facebook Messenger, y durante las promociones la cola llegaba a las cuatro horas.",
        "El coste de ese retraso se veía con claridad en los datos. Los compradores que preguntaban si un artículo estaba disponible en su tienda más cercana, o si un sofá podía llegar a Kota Kinabalu antes de Hari Raya, a menudo desistían antes de recibir respuesta. El abandono de carritos iba en aumento, y un puñado de preguntas se repetía en la mayor parte de los mensajes. La dirección quería respuestas más rápidas sin contratar un segundo equipo de atención para los picos de temporada.",
        "Nusantara AI empezó con una fase de análisis de dos semanas en la que revisó más de 20 000 conversaciones anteriores para identificar las consultas más importantes. La disponibilidad de existencias, los plazos de entrega, el seguimiento de pedidos, las devoluciones y las comparativas de productos sumaban casi tres cuartas partes de todos los mensajes. Esas intenciones se convirtieron en el núcleo de un chatbot conectado directamente al catálogo de productos, al inventario de las tiendas y al sistema de gestión de pedidos de Kedai Mutiara, de modo que pudiera dar respuestas reales en lugar de textos genéricos sobre políticas.",
        "El idioma fue un factor decisivo. Los clientes de Kedai Mutiara escriben en Bahasa Malaysia, inglés y mandarín, y a menudo mezclan los tres en un mismo mensaje. El bot se entrenó con transcripciones anonimizadas del propio minorista, incluidas las abreviaturas locales y los apodos de los productos, y responde en el idioma que haya usado el comprador. Cuando una consulta requiere a una persona, como una entrega dañada o un pedido al por mayor para un hotel, el bot transfiere el chat a un agente junto con los datos del pedido y la conversación mantenida hasta ese momento.",
        "El equipo también diseñó el bot para vender, no solo para responder. Cuando un cliente pregunta por una arrocera, el bot puede comparar modelos, señalar una promoción y confirmar qué tiendas cercanas la tienen disponible. Los compradores pueden añadir artículos al carrito sin salir del chat, en WhatsApp y en el sitio web, y los recordatorios de carrito abandonado solo se envían a los clientes que han dado su consentimiento.",
        "Seis meses después del lanzamiento, los resultados eran claros. Las ventas en línea crecieron un 25 %, y la tasa de conversión de las sesiones asistidas por chat duplicaba con creces la de la navegación sin asistencia. El 68 % de las consultas se resuelve ya sin un agente, las primeras respuestas llegan en menos de cinco segundos a cualquier hora y los carritos abandonados se redujeron un 18 % en las sesiones en las que intervino el bot. El equipo de atención siguió siendo de ocho personas durante dos grandes temporadas de rebajas y ahora dedica su tiempo a las reclamaciones, los pedidos corporativos y los seguimientos que se benefician de un trato personal.",
        "Kedai Mutiara está extendiendo ahora el bot al uso en tienda, para que el personal de sala consulte existencias y franjas de entrega con el mismo asistente, y está probando el bot de voz en su línea telefónica de pedidos. Para un minorista que ha crecido gracias a un servicio local cercano, el chatbot se ha convertido en la forma de ofrecer ese mismo servicio a cada comprador en línea, a cualquier hora.",
      ],
    },
  },
  "voicebot-telecom-efficiency": {
    source: "9afd445bd758",
    text: {
      title: "El bot de voz resuelve el 40 % de las llamadas de un operador regional de telecomunicaciones",
      industry: "Telecomunicaciones",
      challenge:
        "El centro de contacto de Selat Connect recibía unas 180 000 llamadas al mes, y un antiguo menú de marcación por tonos enviaba la mayoría a un agente, fuera cual fuera su complejidad. En los picos de facturación de fin de mes, las esperas superaban con frecuencia los siete minutos, y cada caída de la red provocaba una avalancha de llamadas que el centro no podía absorber.",
      solution:
        "Nusantara AI sustituyó el menú por un bot de voz de lenguaje natural que entiende Bahasa Malaysia e inglés, integrado con los sistemas de facturación, de estado de la red y de cuentas de cliente. Quienes llaman pueden consultar sus facturas, acordar un plan de pago, notificar averías y conocer el estado de las interrupciones del servicio, y se les transfiere a un agente, con un resumen hablado, siempre que lo piden.",
      results: [
        "El 40 % de las llamadas entrantes se resuelve por completo con el bot de voz (contención de llamadas)",
        "Tiempo medio de espera reducido de más de 7 minutos a menos de 90 segundos",
        "Coste por contacto un 22 % menor en el primer año",
        "Satisfacción del cliente en las llamadas automatizadas: 4,3 sobre 5",
      ],
      narrative: [
        "Selat Connect Telecommunications ofrece conectividad móvil, fibra para el hogar y servicios para empresas a cerca de 1,2 millones de abonados en Malasia y el sur de Tailandia. Como muchos operadores, dependía de un menú de marcación por tonos que con los años había llegado a más de veinte opciones. A los clientes les resultaba confuso, y la mayoría simplemente pulsaba el cero para hablar con un agente. Como consecuencia, unas 180 000 llamadas al mes llegaban a un equipo de 240 personas en el centro de contacto, y muchas planteaban las mismas pocas preguntas.",
        "La presión alcanzaba su máximo dos veces al mes. Las facturas se emitían al comienzo de cada ciclo, y las fechas de vencimiento del pago llegaban dos semanas después. Esos días, los tiempos de espera superaban los siete minutos y el abandono de llamadas se disparaba. Las caídas de la red eran aún más difíciles: un solo corte de fibra en un barrio concurrido podía generar miles de llamadas en una hora, casi todas con la misma pregunta, y los agentes apenas podían hacer otra cosa que leer una y otra vez la misma actualización de estado.",
        "Nusantara AI empezó analizando seis meses de grabaciones de llamadas y códigos de resolución. Las consultas sobre facturas, los planes de pago, la notificación de averías, el estado de las interrupciones y los problemas de recarga de prepago representaban algo más de la mitad del volumen total de llamadas. Estas se convirtieron en el primer conjunto de intenciones de un bot de voz diseñado para sustituir por completo el menú. En lugar de escuchar opciones, quien llama oye ahora una sola pregunta: cuéntenos brevemente el motivo de su llamada.",
        "La precisión del reconocimiento era el principal obstáculo técnico. Los clientes de Selat Connect pasan con total libertad del Bahasa Malaysia al inglés y tienen acentos muy diversos, y a menudo llaman desde calles ruidosas o vehículos en marcha. Los modelos de voz se ajustaron con una muestra anonimizada, y con consentimiento, de llamadas del propio operador, y el vocabulario se amplió con nombres de tarifas, modelos de dispositivos y topónimos locales. El bot confirma en voz alta los números de cuenta y los importes de pago, admite interrupciones y pasa la llamada a una persona tras un segundo malentendido.",
        "La integración marcó la diferencia entre un menú que habla y un verdadero canal de autoservicio. El bot de voz lee los saldos y las fechas de vencimiento directamente del sistema de facturación, puede establecer un plan de pago aprobado, registra tickets de avería con los resultados de la prueba de línea adjuntos y consulta el sistema de estado de la red antes incluso de que el cliente explique la interrupción. Si alguien llama desde una zona afectada, el bot le indica de forma proactiva el tiempo estimado de restablecimiento y le ofrece un aviso por SMS cuando vuelva el servicio.",
        "A los cuatro meses de la puesta en marcha, el bot de voz resolvía por completo el 40 % de las llamadas entrantes. El tiempo medio de espera bajó de más de siete minutos a menos de noventa segundos, incluso en los picos de facturación, y el coste por contacto cayó un 22 % durante el primer año. Los clientes valoraron las conversaciones automatizadas con un 4,3 sobre 5, y las quejas sobre el antiguo menú desaparecieron. Los agentes reciben ahora un breve resumen hablado y en pantalla con cada llamada transferida, lo que también ha reducido el tiempo de gestión de las conversaciones que todavía los necesitan.",
        "Desde entonces, Selat Connect ha extendido el bot de voz a las llamadas salientes para recordatorios de pago y confirmaciones de citas de instalación, y prevé añadir el tailandés para sus abonados del sur de Tailandia. El equipo del centro de contacto se centra ahora en la retención, los clientes empresariales y los casos técnicos complejos, donde la experiencia humana marca la mayor diferencia.",
      ],
    },
  },
  "llm-financial-insights": {
    source: "439b36915fe5",
    text: {
      title: "Un modelo de lenguaje privado acaba con el retraso en los análisis y ofrece conclusiones en el mismo día",
      industry: "Servicios financieros",
      challenge:
        "Los analistas de crédito y de estudios de Permata Capital dedicaban la mayor parte de cada semana a leer informes anuales, expedientes de préstamos y circulares regulatorias antes de poder empezar cualquier análisis real. Las herramientas de IA públicas quedaban descartadas, porque los datos de clientes y prestatarios no podían salir del entorno controlado de la firma.",
      solution:
        "Nusantara AI implantó su modelo de lenguaje de gran tamaño (LLM) en el centro de datos de Permata Capital en Malasia, conectado a los repositorios internos de documentos mediante generación aumentada por recuperación (RAG). Los analistas preguntan en inglés o en Bahasa Malaysia y reciben resúmenes, comparativas y borradores de informes de crédito, cada uno enlazado a los pasajes exactos de las fuentes.",
      results: [
        "Decisiones de crédito un 40 % más rápidas en las solicitudes de préstamo del segmento de empresas medianas",
        "Tiempo de revisión de documentos por analista reducido en un 45 %",
        "Unos 2300 informes y documentos regulatorios resumidos cada semana",
        "Todos los datos de clientes y prestatarios se mantienen en la infraestructura propia de la firma en Malasia",
      ],
    },
  },
  "contact-center-airline-ux": {
    source: "411876b8a5c0",
    text: {
      title: "Un centro de contacto omnicanal mantiene informados a los pasajeros en las incidencias de temporada alta",
      industry: "Aviación",
      challenge:
        "Durante la temporada de monzones y los picos de las fiestas, los retrasos por mal tiempo en los aeropuertos base de Langit Biru llevaban a miles de pasajeros a llamar por teléfono y escribir en redes sociales al mismo tiempo. Los agentes trabajaban con cuatro herramientas desconectadas entre sí, y los pasajeros a menudo repetían los datos de su reserva en cada canal que probaban.",
      solution:
        "Nusantara AI implantó su centro de contacto en la nube con un escritorio unificado para los agentes que conecta la voz, WhatsApp, el correo electrónico y la mensajería de redes sociales con el sistema de reservas. Los protocolos de incidencias envían ahora de forma proactiva mensajes de cambio de reserva, mientras que el enrutamiento por competencias dirige a los pasajeros prioritarios y los itinerarios complejos a agentes especializados.",
      results: [
        "Tiempo medio de respuesta durante las incidencias reducido de 11 a 2 minutos",
        "Resolución en el primer contacto mejorada del 61 % al 79 %",
        "El 95 % de los pasajeros afectados recibe sus opciones de cambio de reserva en menos de 15 minutos",
        "Aumento de 12 puntos del Net Promoter Score (NPS) respecto al año anterior",
      ],
    },
  },
  "hrms-tech-growth": {
    source: "016833e87a21",
    text: {
      title: "El HRMS acompaña a una tecnológica en expansión que pasa de 180 a 620 empleados",
      industry: "Tecnología",
      challenge:
        "Cendana Digital Labs triplicó su plantilla en dos años en sus oficinas de Penang, Kuala Lumpur y Ciudad Ho Chi Minh, mientras que RR. HH. seguía funcionando con hojas de cálculo y aprobaciones por correo electrónico. La incorporación de un empleado llevaba una semana, los errores de nómina iban en aumento y las declaraciones obligatorias se preparaban a mano cada mes.",
      solution:
        "Nusantara AI implantó su sistema de gestión de RR. HH. (HRMS), que abarca selección, incorporación, permisos, gastos, nómina y evaluaciones del desempeño, con autoservicio para los empleados desde el móvil. Las reglas de nómina se configuraron según los requisitos malasios de EPF, SOCSO, EIS y PCB y la normativa vietnamita, y un chatbot de RR. HH. responde ahora a las preguntas habituales sobre políticas internas.",
      results: [
        "Incorporación de nuevos empleados reducida de cinco días laborables a uno",
        "Tiempo de procesamiento de la nómina mensual recortado en un 70 %",
        "Un 55 % menos de tickets de soporte de RR. HH. tras el lanzamiento del autoservicio",
        "Ninguna declaración obligatoria presentada fuera de plazo desde la puesta en marcha",
      ],
    },
  },
  "lms-corporate-training": {
    source: "cdd31f384077",
    text: {
      productName: "Sistema de gestión del aprendizaje (LMS)",
      title: "Una plataforma de aprendizaje unifica la formación de 9000 empleados en cuatro países",
      industry: "Conglomerado diversificado",
      challenge:
        "Las divisiones de plantaciones, inmobiliaria y hostelería de Harapan Group gestionaban cada una su propia formación, desde clases presenciales hasta manuales impresos. Los cursos de cumplimiento normativo eran difíciles de controlar, el personal de primera línea de las plantaciones remotas apenas tenía acceso y la dirección no podía ver las carencias de competencias en Malasia, Indonesia, Singapur y Vietnam.",
      solution:
        "Nusantara AI implantó un sistema de gestión del aprendizaje pensado para el móvil, con descargas para uso sin conexión en centros con poca cobertura, contenidos en cuatro idiomas y asignación automática de los cursos de cumplimiento según el puesto. Un asistente de IA recomienda itinerarios formativos y responde a preguntas sobre el material de los cursos, y los paneles de control ofrecen a cada división una visión en tiempo real del estado de las certificaciones.",
      results: [
        "Tasa de finalización de cursos elevada del 48 % al 86 %",
        "Un 60 % menos de tiempo para certificar al nuevo personal en la formación obligatoria de cumplimiento normativo",
        "Coste de formación por empleado un 32 % menor que el año anterior",
        "9000 empleados dados de alta en la plataforma en cuatro países en menos de cinco meses",
      ],
    },
  },
  "csm-saas-retention": {
    source: "61cc9d00a739",
    text: {
      title:
        "La gestión del servicio al cliente reduce en un tercio la pérdida de clientes de un proveedor de contabilidad en la nube",
      industry: "Software como servicio (SaaS)",
      challenge:
        "La plataforma de contabilidad de Awan Ledger da servicio a 14 000 pequeñas empresas de Malasia y Singapur, pero la tasa anual de abandono había subido al 14 % mientras las solicitudes de soporte se acumulaban en un buzón compartido. Los gestores de éxito del cliente no recibían ninguna alerta temprana de que una cuenta estaba en riesgo hasta que llegaba el aviso de cancelación.",
      solution:
        "Nusantara AI implantó su solución de gestión del servicio al cliente (CSM) para reunir tickets, chat y tareas de incorporación en un único espacio de trabajo, con objetivos de nivel de servicio según el plan contratado. Las puntuaciones de salud de cada cuenta combinan el uso del producto, el sentimiento de los tickets y las señales de facturación, y las cuentas en riesgo activan protocolos que asignan un gestor de éxito antes de la renovación.",
      results: [
        "Tasa anual de abandono de clientes reducida del 14 % al 9,5 %",
        "Tiempo medio de resolución de tickets un 42 % menor",
        "Ingresos por ventas adicionales a clientes existentes un 18 % mayores",
        "La satisfacción con el soporte subió de 4,1 a 4,6 sobre 5",
      ],
    },
  },
  "pos-restaurant-efficiency": {
    source: "c491c2ce2aa6",
    text: {
      title: "Un POS unificado agiliza el servicio en una cadena de 28 restaurantes",
      industry: "Alimentación y bebidas",
      challenge:
        "Los 28 locales de Rasa Warisan en el valle del Klang y Johor usaban tres sistemas de caja diferentes, y los pedidos se anotaban en papel para la cocina. Los pedidos de las plataformas de reparto se introducían a mano, los recuentos de existencias no eran fiables y los encargados dedicaban más de una hora cada noche a cuadrar la caja.",
      solution:
        "Nusantara AI implantó su aplicación de punto de venta (POS) con toma de pedidos en tableta en la mesa, pantallas de cocina e integración directa con las principales plataformas de reparto. El inventario se descuenta por receta en tiempo real, los pagos con QR y monedero electrónico se concilian automáticamente, y la sede central ve las ventas de todos los locales en un único panel de control.",
      results: [
        "Tiempo entre la toma del pedido y la cocina reducido en un 35 %",
        "Rotación de mesas en horas punta un 20 % mayor",
        "Un 22 % menos de desperdicio de alimentos e ingredientes gracias al control de existencias por receta",
        "Cuadre de caja nocturno reducido de 90 a 15 minutos",
      ],
    },
  },
  "erp-manufacturing-integration": {
    source: "5d773a6acb92",
    text: {
      productName: "Integración ERP",
      title: "La integración del ERP conecta la planta y el área financiera de un fabricante de precisión",
      industry: "Industria manufacturera",
      challenge:
        "Tenaga Presisi suministra componentes mecanizados a clientes de los sectores electrónico y de automoción desde dos plantas en Johor. Los equipos de producción, almacén y finanzas trabajaban con sistemas separados unidos por hojas de cálculo, de modo que las cifras de inventario rara vez coincidían y el cierre mensual llevaba casi dos semanas.",
      solution:
        "Nusantara AI integró el ERP del fabricante con su sistema de ejecución de la fabricación (MES), el escaneo de códigos de barras en el almacén y los portales de proveedores mediante una capa de integración central. La producción, el consumo de materiales y los envíos se registran ahora automáticamente en finanzas, y un modelo de previsión con IA sugiere órdenes de compra a partir de las señales de demanda de los clientes.",
      results: [
        "Precisión del inventario mejorada del 91 % al 99,2 %",
        "Cierre mensual reducido de 12 días laborables a 5",
        "Entregas puntuales a clientes elevadas del 84 % al 96 %",
        "Un 30 % menos de introducción manual de datos en producción y finanzas",
      ],
    },
  },
  "cloud-telephony-smb": {
    source: "2ea494cf7cd5",
    text: {
      title: "La telefonía en la nube da a una pyme logística en crecimiento una centralita de nivel empresarial",
      industry: "Logística",
      challenge:
        "Bayu Logistics, un transitario de 60 personas con sucursales en Port Klang, Penang y Kuantan, dependía de centralitas (PBX) locales ya obsoletas que no podían transferir llamadas entre oficinas. Las llamadas de los clientes se perdían cuando los responsables de expedición estaban en la carretera, y cada nueva sucursal necesitaba semanas de cableado y hardware.",
      solution:
        "Nusantara AI trasladó la empresa a la telefonía en la nube, con un plan de numeración único para todas las sucursales, una aplicación móvil para los responsables de expedición y los conductores, y un enrutamiento inteligente de llamadas según el tipo de envío. La grabación de llamadas, el buzón de voz enviado por correo electrónico y un panel de control en tiempo real dan a los responsables una visibilidad que nunca tuvieron con la antigua PBX.",
      results: [
        "Costes de telefonía un 35 % menores que con los anteriores contratos de PBX",
        "Un 70 % menos de llamadas de clientes perdidas",
        "Servicio telefónico de una nueva sucursal operativo en 2 días en lugar de 3 semanas",
        "Retorno total de la inversión en 4 meses",
      ],
    },
  },
  "video-contact-center-support": {
    source: "9e04b32f3011",
    text: {
      title: "La asistencia por vídeo reduce las visitas técnicas de una marca de electrodomésticos",
      industry: "Electrónica de consumo",
      challenge:
        "El equipo de posventa de Kilat enviaba a un técnico para la mayoría de las averías de lavadoras, aires acondicionados y calentadores de agua, porque las descripciones por teléfono eran demasiado vagas para diagnosticarlas. Cada visita costaba tiempo y dinero, y muchas resultaban ser simples problemas de instalación o de configuración que podrían haberse resuelto a distancia.",
      solution:
        "Nusantara AI puso en marcha un centro de contacto por vídeo en el que un bot de vídeo recibe a los clientes a través de un enlace en el navegador, obtiene los datos del modelo a partir de la etiqueta del producto y los guía por una serie de comprobaciones. Cuando es necesario, un técnico se une a la misma sesión, ve el electrodoméstico a través de la cámara del cliente y hace anotaciones en la pantalla para guiar la reparación.",
      results: [
        "Un 38 % menos de desplazamientos de técnicos por averías notificadas",
        "Resolución en el primer contacto mejorada del 52 % al 81 %",
        "Tiempo medio de resolución reducido de 3 días a una sola jornada",
        "Satisfacción del cliente con la atención posventa un 27 % mayor",
      ],
    },
  },
  "visitor-management-government": {
    source: "cc340e62fb9b",
    text: {
      title: "La gestión digital de visitantes acorta las colas en el vestíbulo de un organismo estatal",
      industry: "Administración pública",
      challenge:
        "El principal complejo administrativo de Teluk Permai recibe más de 1500 visitantes al día para trámites de licencias, asuntos de tierras y reuniones, y todos se anotaban en libros de registro en papel en el mostrador de seguridad. Por la mañana, las colas llegaban hasta la calle, y los auditores no podían rastrear con fiabilidad quién había entrado en las plantas de acceso restringido.",
      solution:
        "Nusantara AI implantó su aplicación de gestión de visitantes con registro previo en línea, quioscos de registro de entrada con código QR y lectura de la MyKad en el vestíbulo. Los anfitriones reciben un aviso cuando llegan sus invitados, los pases temporales controlan el acceso por planta y los registros de visitas se conservan y se eliminan según la política de protección de datos del organismo.",
      results: [
        "Tiempo medio de registro de entrada reducido de 8 minutos a 90 segundos",
        "Colas en el vestíbulo en horas punta reducidas en un 70 %",
        "El 100 % de las visitas queda registrado digitalmente y se puede consultar en las auditorías de seguridad",
        "Unos 45 000 formularios en papel eliminados cada año",
      ],
    },
  },
} satisfies NonNullable<LocaleContent["caseStudies"]>;
