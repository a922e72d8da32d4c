import type { LocaleContent } from "@/content/units";

/** es: solutions. */
export const solutions = {
  "business-solutions": {
    source: "ee2ef593d7f3",
    text: {
      name: "Soluciones empresariales",
      items: [
        {
          title: "Gestión de las relaciones con los clientes (CRM)",
          description:
            "Unifique cada conversación, oportunidad y registro de servicio de sus clientes en un espacio de trabajo asistido por IA, para que los equipos de ventas y de soporte actúen con la misma información.",
          overview: [
            "Nuestra solución de CRM reúne contactos, oportunidades, tickets de servicio y respuestas a campañas en una única ficha que se actualiza cada vez que el cliente llama, chatea o escribe un correo. Al estar construida sobre la misma plataforma que nuestros bots de voz y chatbots, registra automáticamente cada interacción, de modo que los gestores de cuentas de Kuala Lumpur, Penang o Yakarta abren la ficha de un cliente y ven todo el historial sin tener que pedir notas a sus compañeros.",
            "La puntuación con IA clasifica a los clientes potenciales según su probabilidad de compra, sugiere la siguiente mejor acción y señala las cuentas que muestran los primeros indicios de abandono. Configuramos embudos, campos y reglas de aprobación según la forma real de vender de su equipo, migramos los datos desde hojas de cálculo o sistemas heredados y conectamos el CRM con sus herramientas de contabilidad, comercio electrónico y marketing, para que nada se introduzca dos veces.",
          ],
          keyFeatures: [
            "Perfiles de cliente de 360 grados en voz, chat y correo electrónico",
            "Puntuación de clientes potenciales con IA y sugerencias de la siguiente mejor acción",
            "Embudo de ventas visual con etapas de arrastrar y soltar",
            "Recordatorios de seguimiento y secuencias de correo automatizados",
            "Tickets de servicio vinculados al historial del cliente",
            "Alertas de riesgo de abandono basadas en señales de interacción",
            "Paneles personalizados y previsión de ventas",
            "Integración con contabilidad, comercio electrónico y WhatsApp Business",
          ],
          benefits: [
            "Los equipos de ventas dedican más tiempo a vender y menos a actualizar registros.",
            "Los clientes ya no tienen que repetirse cuando cambian de canal.",
            "Los directivos prevén los ingresos con datos, no por intuición.",
            "Los clientes potenciales de más valor se contactan primero, mientras su interés está vivo.",
            "Las cuentas en riesgo se detectan a tiempo para conservarlas.",
            "Una única fuente de datos fiable sustituye a las hojas de cálculo dispersas.",
          ],
        },
        {
          title: "Planificación de recursos empresariales (ERP)",
          description:
            "Conecte finanzas, inventario, compras y producción en un solo sistema, con previsiones de IA que mantienen en equilibrio los niveles de existencias y la tesorería.",
          overview: [
            "Nuestra solución de ERP sustituye los programas de contabilidad inconexos, las hojas de cálculo de existencias y las cadenas de correos con órdenes de compra por una única plataforma integrada. Finanzas, compras, almacén, producción y ventas comparten los mismos datos maestros, de modo que un pedido confirmado reserva existencias al instante, lanza las compras necesarias y se contabiliza en el libro mayor. La gestión multiempresa y multidivisa se adapta a grupos que operan en Malasia y en el resto de la ASEAN.",
            "Los modelos de aprendizaje automático estudian la demanda histórica, los plazos de entrega de los proveedores y los patrones estacionales, como Hari Raya y los picos de fin de año, para recomendar puntos de pedido y programas de producción. Nos encargamos de la implantación de principio a fin: mapeo de procesos, migración de datos, configuración del SST y de la facturación electrónica, formación de usuarios y soporte tras la puesta en marcha, todo por fases, para que la operación diaria continúe mientras cada módulo entra en funcionamiento.",
          ],
          keyFeatures: [
            "Libro mayor, cuentas a pagar y cuentas a cobrar integrados",
            "Consolidación multiempresa y multidivisa",
            "Previsión de la demanda con IA y recomendaciones de reposición",
            "Flujos de solicitud y aprobación de compras",
            "Gestión de almacenes con trazabilidad por lote y número de serie",
            "Planificación de la producción y listas de materiales",
            "Configuración fiscal preparada para el SST y la facturación electrónica",
            "Informes de gestión en tiempo real con desglose detallado",
          ],
          benefits: [
            "El cierre mensual lleva días, no semanas.",
            "Las roturas de stock y el exceso de inventario disminuyen a medida que mejoran las previsiones.",
            "Todos los departamentos trabajan con las mismas cifras.",
            "Los controles de compras reducen el gasto no autorizado.",
            "La expansión a nuevas sociedades o países no requiere un nuevo sistema.",
            "Los auditores disponen de un rastro de transacciones completo y trazable.",
          ],
        },
        {
          title: "Gestión de recursos humanos (HRM)",
          description:
            "Gestione todo el ciclo de vida del empleado, de la contratación a la nómina y el desempeño, con un asistente de RR. HH. de autoservicio que responde a la plantilla a cualquier hora.",
          overview: [
            "Nuestra solución de HRM abarca selección, incorporación, vacaciones, asistencia, nómina, gastos y evaluaciones del desempeño en un único expediente por empleado. Las cotizaciones obligatorias, como EPF, SOCSO, EIS y PCB, se calculan automáticamente y se actualizan cuando cambian los tipos, lo que elimina una de las tareas más propensas a errores de los equipos de RR. HH. en Malasia. Los responsables aprueban las solicitudes desde el móvil en lugar de firmar formularios en papel.",
            "Un asistente de IA basado en nuestro chatbot responde en inglés o en Bahasa Malaysia a las preguntas habituales sobre saldo de vacaciones, estado de los gastos y normativa interna, y libera al personal de RR. HH. para las tareas que requieren criterio. La analítica señala los focos de rotación, las tendencias de horas extra y las carencias de competencias, y ofrece a la dirección una base objetiva para planificar la plantilla, los presupuestos de formación y la sucesión en toda la organización.",
          ],
          keyFeatures: [
            "Seguimiento de candidatos y entrevistas estructuradas con puntuación",
            "Listas de incorporación digitales y firma electrónica",
            "Vacaciones, asistencia y planificación de turnos",
            "Nómina con cálculo de EPF, SOCSO, EIS y PCB",
            "Notas de gastos con captura de recibos",
            "Fijación de objetivos, evaluaciones y evaluación de 360 grados",
            "Asistente de RR. HH. con IA para el autoservicio de los empleados",
            "Analítica de rotación y de plantilla",
          ],
          benefits: [
            "La nómina se procesa con exactitud y puntualidad en cada ciclo.",
            "Los empleados obtienen respuestas al instante sin esperar a RR. HH.",
            "Las nuevas incorporaciones son productivas antes gracias a una acogida guiada.",
            "Las declaraciones obligatorias son coherentes y están listas para auditoría.",
            "Los responsables toman decisiones sobre personas basándose en datos reales.",
            "El papeleo y las aprobaciones manuales desaparecen del día a día.",
          ],
        },
        {
          title: "Gestión de proyectos",
          description:
            "Planifique, asigne y siga proyectos con cronogramas compartidos, vistas de recursos y alertas de IA que detectan los retrasos antes de que comprometan un plazo.",
          overview: [
            "Nuestra solución de gestión de proyectos ofrece a los equipos un único lugar para planificar el trabajo, compartir archivos, registrar horas e informar del avance. Los proyectos pueden gestionarse con diagramas de Gantt para la planificación de obras e ingeniería, con tableros Kanban para equipos de software y marketing, o con una combinación de ambos. Clientes y subcontratistas pueden participar con acceso limitado, de modo que la colaboración externa se mantiene en un espacio controlado y no en grupos de mensajería dispersos.",
            "El análisis con IA compara el avance previsto con el real, estima las fechas de finalización y avisa a los jefes de proyecto cuando una dependencia entre tareas o un miembro del equipo sobrecargado pone en riesgo un hito. Las vistas de recursos muestran quién está disponible en todos los proyectos, y el seguimiento presupuestario vincula las horas registradas y los gastos a cada fase. Los paneles de cartera permiten a los directivos revisar todos los proyectos activos en minutos.",
          ],
          keyFeatures: [
            "Diagramas de Gantt con dependencias entre tareas y líneas base",
            "Tableros Kanban y planificación de sprints",
            "Asignación de recursos y vistas de capacidad",
            "Registro de horas y aprobación de partes de horas",
            "Seguimiento de presupuesto y costes por fase",
            "Alertas de riesgo y previsiones de finalización con IA",
            "Portales seguros para clientes y subcontratistas",
            "Paneles de cartera para la dirección",
          ],
          benefits: [
            "Los plazos se protegen con avisos tempranos en lugar de sorpresas de última hora.",
            "Los equipos saben exactamente en qué trabajar cada día.",
            "Los costes del proyecto están a la vista desde el arranque hasta la entrega.",
            "Las cargas de trabajo se equilibran para que el personal clave no se agote.",
            "Los clientes ven el avance sin reuniones de seguimiento constantes.",
            "Las lecciones de proyectos anteriores mejoran las estimaciones futuras.",
          ],
        },
      ],
    },
  },
  "communication-&-collaboration": {
    source: "4a46d8e3850c",
    text: {
      name: "Comunicación y colaboración",
      items: [
        {
          title: "Comunicaciones unificadas",
          description:
            "Reúna llamadas, mensajería, reuniones y presencia en una sola plataforma que funciona igual en teléfonos de sobremesa, portátiles y móviles.",
          overview: [
            "Nuestra solución de comunicaciones unificadas integra voz, vídeo, mensajería instantánea, buzón de voz y presencia en una sola experiencia. El personal hace y recibe llamadas de empresa en cualquier dispositivo con un único número, ve de un vistazo si un compañero está disponible y convierte un chat en una videorreunión con un solo clic. Lo implantamos en Microsoft Teams, Cisco Webex o nuestra propia plataforma en la nube, según lo que ya utilice su organización.",
            "La migración se planifica sede por sede, con portabilidad de los números existentes e integración de las centralitas heredadas mientras sigan siendo útiles. Las funciones de IA añaden transcripción en directo, resúmenes de reuniones y supresión de ruido, y la administración centralizada permite a TI dar de alta usuarios, asignar números y aplicar políticas de llamadas desde un único portal. La analítica de uso muestra la calidad de las llamadas y el grado de adopción, para corregir los problemas antes de que los usuarios se quejen.",
          ],
          keyFeatures: [
            "Un único número de empresa en teléfono de sobremesa, ordenador y móvil",
            "Presencia, chat y paso a videollamada con un clic",
            "Integración con las llamadas de Microsoft Teams y Cisco Webex",
            "Portabilidad de números e interconexión con centralitas heredadas",
            "Transcripción y resúmenes de reuniones con IA",
            "Administración centralizada de usuarios y políticas",
            "Supervisión de la calidad de las llamadas y analítica de adopción",
            "Voz, vídeo y mensajería cifrados",
          ],
          benefits: [
            "Los empleados están localizables dondequiera que trabajen.",
            "Menos herramientas suponen menores costes de licencias y soporte.",
            "Las reuniones empiezan antes y terminan con un seguimiento claro.",
            "TI gestiona todas las sedes desde una sola consola.",
            "Los clientes contactan con la persona adecuada al primer intento.",
            "El trabajo híbrido resulta tan conectado como estar en la oficina.",
          ],
        },
        {
          title: "Soluciones de centro de contacto",
          description:
            "Opere un centro de contacto en la nube que dirige cada llamada, chat y mensaje al mejor agente, con IA que asiste a los agentes y automatiza las solicitudes rutinarias.",
          overview: [
            "Nuestra solución de centro de contacto gestiona interacciones entrantes y salientes por voz, chat web, WhatsApp, correo electrónico y mensajería social desde un único escritorio de agente. El enrutamiento predictivo y por habilidades pone en contacto a cada cliente con el agente que tiene más probabilidades de resolver su problema, mientras nuestros bots de voz y chatbots atienden consultas de saldo, reservas de citas y seguimiento de pedidos sin colas. Los supervisores controlan en directo las colas y los niveles de servicio.",
            "Durante cada conversación, la asistencia al agente escucha, muestra artículos de conocimiento y sugiere respuestas, y después redacta automáticamente las notas de cierre. Tras la llamada, la analítica del habla puntúa cada interacción por sentimiento y cumplimiento, y sustituye el muestreo aleatorio por una cobertura total. La plataforma escala desde un servicio de asistencia de diez puestos hasta una operación multisede con varios cientos de agentes, y se integra con los principales CRM y con las implantaciones de Genesys existentes.",
          ],
          keyFeatures: [
            "Escritorio de agente omnicanal para voz, chat, correo y redes sociales",
            "Enrutamiento predictivo y por habilidades",
            "Autoservicio con IA mediante bots de voz y chatbots",
            "Asistencia al agente y sugerencias de conocimiento en tiempo real",
            "Resúmenes de llamadas y notas de cierre automáticos",
            "Analítica del habla y de sentimiento en cada interacción",
            "Gestión y previsión de la plantilla",
            "Integración con CRM y Genesys",
          ],
          benefits: [
            "Los clientes esperan menos y resuelven sus problemas en el primer contacto.",
            "Las consultas rutinarias se resuelven sin un agente.",
            "Los nuevos agentes alcanzan antes su plena productividad.",
            "Los equipos de calidad revisan todas las interacciones, no una pequeña muestra.",
            "La capacidad crece o se reduce con la demanda estacional.",
            "Los responsables ven los niveles de servicio en tiempo real.",
          ],
        },
        {
          title: "VoIP y telefonía en la nube",
          description:
            "Sustituya las líneas telefónicas antiguas y las centralitas locales por telefonía en la nube, que reduce el coste de las llamadas y añade enrutamiento inteligente, grabación y analítica.",
          overview: [
            "Nuestra solución VoIP traslada su servicio de voz a la nube y ofrece llamadas de calidad profesional a través de su conexión a internet actual. Los números locales de Kuala Lumpur, Johor Bahru, Singapur y otros mercados se activan en días, y los números existentes se portan con interrupciones mínimas. Las llamadas llegan a teléfonos de sobremesa, softphones y aplicaciones móviles, de modo que una sucursal o una oficina en casa se pone en marcha sin nuevo cableado.",
            "Un IVR inteligente saluda a quien llama, entiende sus peticiones habladas y lo enruta sin largos menús. La grabación de llamadas, el buzón de voz al correo, los grupos de llamada y las reglas horarias se gestionan desde un portal web, sin tener que llamar a un técnico. Los informes muestran por departamento los volúmenes de llamadas, las llamadas perdidas y las horas punta, y un precio por usuario previsible sustituye a los imprevisibles alquileres de línea y cargos de larga distancia.",
          ],
          keyFeatures: [
            "Centralita en la nube con extensiones, grupos de llamada y colas",
            "Activación de números locales e internacionales",
            "Portabilidad de números desde los operadores actuales",
            "IVR por voz con IA",
            "Grabación de llamadas y buzón de voz al correo",
            "Softphone y aplicaciones móviles para el personal en remoto",
            "Portal web para modificar los flujos de llamadas por su cuenta",
            "Analítica de llamadas e informes de llamadas perdidas",
          ],
          benefits: [
            "Los costes mensuales de telefonía bajan y se vuelven previsibles.",
            "Las nuevas oficinas y el personal en remoto empiezan a funcionar en días.",
            "Quien llama llega al departamento adecuado sin recorrer menús.",
            "No hay hardware de centralita in situ que mantener ni sustituir.",
            "Las oportunidades perdidas quedan a la vista y se les puede dar seguimiento.",
            "El sistema telefónico crece con la plantilla, usuario a usuario.",
          ],
        },
        {
          title: "Plataformas de colaboración",
          description:
            "Implante y optimice Microsoft Teams, Cisco Webex o Google Workspace con complementos de IA, gobernanza y apoyo a la adopción adaptados a su organización.",
          overview: [
            "Comprar licencias de colaboración es fácil; conseguir que la gente las use bien es más difícil. Nuestra solución de plataformas de colaboración abarca el diseño, la implantación y la gestión continua de Microsoft Teams, Cisco Webex y Google Workspace, incluidas la estructura de canales, las políticas para compartir archivos, el acceso de invitados y el equipamiento de las salas de reuniones. Adaptamos la configuración a la forma real de trabajar de sus departamentos, para que la adopción llegue de forma natural y no por imposición.",
            "Sobre la plataforma añadimos capacidades de IA: chatbots que responden dentro de Teams preguntas sobre normativa interna y TI, asistentes de reuniones que registran decisiones y tareas, y automatizaciones que enrutan las aprobaciones sin correos. Los controles de gobernanza cubren la retención, la prevención de pérdida de datos y el uso compartido externo, y las revisiones trimestrales de adopción muestran qué equipos necesitan más formación o mejores plantillas.",
          ],
          keyFeatures: [
            "Despliegue de inquilinos de Teams, Webex y Google Workspace",
            "Diseño de la arquitectura de espacios de trabajo y canales",
            "Configuración y gestión de los dispositivos de las salas de reuniones",
            "Chatbots de IA integrados en las aplicaciones de colaboración",
            "Asistentes de reuniones que registran decisiones y tareas",
            "Automatización de flujos de aprobación y solicitudes",
            "Gobernanza de retención, DLP y acceso de invitados",
            "Analítica de adopción y programas de formación de usuarios",
          ],
          benefits: [
            "Las licencias de colaboración que ya paga rinden todo su valor.",
            "La información es más fácil de encontrar y menos propensa a filtrarse.",
            "El volumen de correo disminuye a medida que las conversaciones pasan a espacios compartidos.",
            "Las reuniones terminan con responsables y próximos pasos claros.",
            "Los empleados obtienen respuestas de TI y RR. HH. sin salir de su espacio de trabajo.",
            "La dirección puede medir la adopción en lugar de suponerla.",
          ],
        },
      ],
    },
  },
  "ai-&-automation": {
    source: "82ee8e881615",
    text: {
      name: "IA y automatización",
      items: [
        {
          title: "Chatbots con IA",
          description:
            "Implante IA conversacional en su sitio web, WhatsApp y aplicaciones para responder preguntas, captar clientes potenciales y completar transacciones en varios idiomas.",
          overview: [
            "Nuestra solución de chatbots con IA utiliza nuestro propio modelo de lenguaje de gran tamaño, ajustado para las lenguas del Sudeste Asiático, para mantener conversaciones naturales en inglés, Bahasa Malaysia, mandarín y tamil, incluida la alternancia de idiomas que los clientes malasios practican a diario. Los bots se entrenan con la información de sus productos, sus políticas y sus preguntas frecuentes, y se conectan a los sistemas internos para poder consultar un pedido, reservar una cita o actualizar una cuenta, en lugar de limitarse a responder.",
            "Cuando una conversación necesita a una persona, el bot la transfiere a un agente con la transcripción y el contexto completos, para que el cliente nunca tenga que empezar de nuevo. Un estudio sin código permite a su equipo ajustar respuestas y flujos sin desarrolladores, y la analítica revela las preguntas más frecuentes, los puntos en que se abandonan las conversaciones y los temas que conviene añadir a continuación.",
          ],
          keyFeatures: [
            "Comprensión multilingüe, incluida la alternancia entre malayo e inglés",
            "Implantación en web, WhatsApp, Facebook Messenger y aplicaciones",
            "Entrenamiento con sus documentos, preguntas frecuentes y políticas",
            "Integración con los sistemas internos para reservas, pedidos y cuentas",
            "Transferencia fluida a agentes con el contexto completo",
            "Estudio de conversaciones sin código",
            "Flujos de captación y cualificación de clientes potenciales",
            "Analítica de conversaciones e informes de carencias de contenido",
          ],
          benefits: [
            "Los clientes obtienen respuestas a cualquier hora, sin esperas.",
            "Gran parte de las consultas rutinarias nunca llega a un agente.",
            "Los clientes potenciales se captan y cualifican incluso fuera del horario de oficina.",
            "Los agentes se centran en conversaciones complejas y de alto valor.",
            "Las respuestas son coherentes en todos los canales.",
            "El análisis de las conversaciones orienta las mejoras de productos y servicios.",
          ],
        },
        {
          title: "Automatización robótica de procesos (RPA)",
          description:
            "Automatice tareas repetitivas basadas en reglas, como la introducción de datos, las conciliaciones o la generación de informes, con robots de software que trabajan con precisión las 24 horas.",
          overview: [
            "Nuestra solución de RPA implanta robots de software que manejan las aplicaciones como lo haría una persona: inician sesión, copian datos entre sistemas, rellenan formularios, concilian registros y envían informes. Son ideales para procesos que dependen de sistemas antiguos sin API modernas, como la grabación de siniestros de seguros, la conciliación de extractos bancarios, el procesamiento de facturas o las declaraciones regulatorias mensuales. Los robots funcionan de forma programada o bajo demanda, de día y de noche.",
            "Empezamos con un taller de descubrimiento de procesos para identificar los candidatos con mayor rentabilidad y, después, creamos, probamos y supervisamos las automatizaciones por usted. Al combinar RPA con lectura de documentos por IA y nuestro modelo de lenguaje de gran tamaño, la automatización se extiende a entradas no estructuradas, como facturas escaneadas y correos de clientes. Una sala de control registra cada ejecución de los robots, cada excepción y las horas ahorradas.",
          ],
          keyFeatures: [
            "Robots de software asistidos y desatendidos",
            "Descubrimiento de procesos y evaluación del ROI",
            "Extracción de documentos con IA para facturas y formularios",
            "Tratamiento de correos y texto libre con nuestro LLM",
            "Integración con aplicaciones heredadas y web",
            "Programación, colas de trabajo y gestión de excepciones",
            "Sala de control central con registros de auditoría",
            "Informes de horas ahorradas y de ROI",
          ],
          benefits: [
            "El personal se libera de las pulsaciones repetitivas para dedicarse a trabajo de más valor.",
            "Los errores de procesamiento caen drásticamente frente a la introducción manual.",
            "Las tareas que llevaban días se completan en una noche.",
            "Los sistemas heredados se automatizan sin costosas sustituciones.",
            "Cada paso automatizado queda registrado para el cumplimiento normativo.",
            "La automatización se amortiza rápido y se extiende a nuevos procesos.",
          ],
        },
        {
          title: "Soluciones de aprendizaje automático",
          description:
            "Convierta sus datos históricos en modelos predictivos de demanda, riesgo, precios y mantenimiento, creados, implantados y supervisados por nuestro equipo de ciencia de datos.",
          overview: [
            "Nuestra solución de aprendizaje automático ayuda a las organizaciones a pasar de informar sobre lo ocurrido a predecir lo que va a ocurrir. Nuestros científicos de datos trabajan con su equipo para plantear una pregunta de negocio (qué clientes tienen más probabilidades de irse, qué máquinas van a fallar o cuántas existencias necesita cada tienda) y, a continuación, preparan los datos, entrenan modelos candidatos y los validan con resultados reales.",
            "Los modelos se implantan como API seguras o se integran en las aplicaciones que su personal ya utiliza, para que las predicciones aparezcan allí donde se toman las decisiones. Supervisamos la precisión a lo largo del tiempo y volvemos a entrenar los modelos cuando cambian los patrones, como suele ocurrir tras cambios de precios o temporadas festivas. Los informes de explicabilidad muestran qué factores determinan cada predicción, lo que facilita la gobernanza y la revisión regulatoria en los sectores financiero y sanitario.",
          ],
          keyFeatures: [
            "Identificación de casos de uso y estudio de viabilidad",
            "Preparación de datos e ingeniería de variables",
            "Modelos de previsión, clasificación y detección de anomalías",
            "Visión artificial para inspección y tratamiento de documentos",
            "Implantación como API o integrada en las aplicaciones de negocio",
            "Supervisión de modelos y detección de desviaciones",
            "Canalizaciones de reentrenamiento programadas",
            "Informes de explicabilidad y gobernanza de modelos",
          ],
          benefits: [
            "Las decisiones se basan en probabilidades, no en suposiciones.",
            "Problemas como la pérdida de clientes o las averías de equipos se detectan antes.",
            "Inventario, precios y personal se ajustan a la demanda real.",
            "Los modelos mantienen su precisión cuando cambian las condiciones del negocio.",
            "Reguladores y auditores pueden entender el comportamiento de los modelos.",
            "Sus propios datos se convierten en una ventaja competitiva duradera.",
          ],
        },
        {
          title: "Analítica de datos e inteligencia de negocio",
          description:
            "Consolide los datos de toda la empresa en paneles en vivo e informes en lenguaje claro, para que cada equipo pueda responder rápidamente a sus propias preguntas.",
          overview: [
            "Nuestra solución de analítica de datos conecta fuentes de ERP, CRM, POS, centro de contacto y hojas de cálculo en un almacén de datos en la nube con gobernanza. Los datos se depuran, se normalizan y se actualizan automáticamente, lo que pone fin a la carrera mensual por reunir cifras de distintos departamentos. Los paneles por rol ofrecen a directivos, responsables de sucursal y analistas las vistas que necesitan, todas con una única versión acordada de los ingresos, el margen y las métricas de clientes.",
            "Con nuestro modelo de lenguaje de gran tamaño integrado, los usuarios pueden escribir una pregunta como «¿Qué tiendas no alcanzaron el objetivo el mes pasado y por qué?» y recibir un gráfico con una explicación escrita. Las alertas automáticas avisan a los responsables cuando una métrica se sale de su rango habitual, y los informes programados llegan por correo o a Teams. Además, formamos a su personal para que el análisis se convierta en un hábito y no en una tarea de especialistas.",
          ],
          keyFeatures: [
            "Conectores para datos de ERP, CRM, POS y centro de contacto",
            "Almacén de datos en la nube con actualización automática",
            "Controles de calidad de datos y definiciones normalizadas",
            "Paneles interactivos por rol",
            "Preguntas en lenguaje natural con nuestro LLM",
            "Alertas de anomalías en las métricas clave",
            "Informes programados por correo y en Microsoft Teams",
            "Seguridad a nivel de fila y controles de acceso",
          ],
          benefits: [
            "La dirección ve el rendimiento cada día en lugar de a final de mes.",
            "Todos trabajan con un mismo conjunto de cifras fiables.",
            "El personal no técnico explora los datos sin esperar a los analistas.",
            "Las tendencias inusuales se detectan cuando aún hay tiempo para actuar.",
            "El esfuerzo de elaborar informes pasa de días a minutos.",
            "El acceso a los datos sigue controlado y es auditable.",
          ],
        },
      ],
    },
  },
  "cloud-&-infrastructure": {
    source: "cbc7fc56caca",
    text: {
      name: "Nube e infraestructura",
      items: [
        {
          title: "Migración a la nube",
          description:
            "Traslade aplicaciones y datos de sus servidores locales a AWS, Microsoft Azure o Google Cloud con una migración planificada, de bajo riesgo y con control de costes desde el primer día.",
          overview: [
            "Nuestra solución de migración a la nube empieza con una evaluación de sus servidores, aplicaciones, licencias y dependencias para decidir qué cargas de trabajo conviene realojar, cambiar de plataforma, modernizar o retirar. Después elaboramos un plan por oleadas y el diseño de una zona de aterrizaje que abarca red, identidad, seguridad y copias de seguridad, con regiones en la nube de Malasia y Singapur siempre que la residencia de los datos sea importante para su negocio o su regulador.",
            "Las migraciones se ejecutan en oleadas programadas, con ensayos y planes de marcha atrás, normalmente fuera del horario laboral, de modo que los usuarios apenas notan nada, salvo que los sistemas van más rápido. Tras la transición, ajustamos el tamaño de las instancias, aplicamos precios de capacidad reservada y configuramos alertas de presupuesto para mantener el gasto bajo control. Su equipo recibe documentación de traspaso y formación, o puede optar por nuestro servicio de nube gestionada para la operación continua.",
          ],
          keyFeatures: [
            "Inventario de cargas de trabajo y mapa de dependencias",
            "Planificación del realojamiento, el cambio de plataforma y la modernización",
            "Diseño de zonas de aterrizaje para AWS, Azure y Google Cloud",
            "Residencia de los datos en regiones de Malasia y Singapur",
            "Migración por oleadas con ensayos y marcha atrás",
            "Transferencia de bases de datos y archivos con validación",
            "Optimización de costes y alertas de presupuesto",
            "Documentación y formación posteriores a la migración",
          ],
          benefits: [
            "El hardware obsoleto se retira antes de que falle.",
            "Los sistemas crecen en los periodos punta y se reducen después.",
            "Las interrupciones durante la migración se limitan a ventanas planificadas.",
            "Los costes de la nube se prevén y controlan desde el principio.",
            "La recuperación ante desastres se vuelve más sencilla y fiable.",
            "Los equipos de TI pasan de mantener servidores a mejorar servicios.",
          ],
        },
        {
          title: "Servicios de TI gestionados",
          description:
            "Confíe la operación diaria de TI a nuestro centro de soporte de Kuala Lumpur y disponga de supervisión proactiva, soporte técnico y mantenimiento con niveles de servicio claros.",
          overview: [
            "Nuestros servicios de TI gestionados actúan como una extensión de su equipo de TI, o como el equipo completo en organizaciones que no lo tienen. Supervisamos servidores, redes, equipos de usuario y servicios en la nube las 24 horas, aplicamos parches según un calendario acordado y resolvemos las alertas antes de que se conviertan en caídas. Un servicio de soporte local atiende al personal por teléfono, chat y sesión remota, en inglés y en Bahasa Malaysia.",
            "Cada contrato se rige por acuerdos de nivel de servicio con tiempos de respuesta y resolución definidos, y los informes mensuales muestran incidencias, tendencias y recomendaciones. Nuestra plataforma ITSM registra cada solicitud, y un asistente de IA resuelve al instante problemas habituales como el restablecimiento de contraseñas. Las revisiones trimestrales alinean la hoja de ruta tecnológica con los planes de negocio, para que el gasto en TI impulse el crecimiento en lugar de limitarse a reaccionar ante las averías.",
          ],
          keyFeatures: [
            "Supervisión 24/7 de servidores, red y nube",
            "Gestión de parches y mantenimiento de equipos",
            "Soporte técnico local en inglés y Bahasa Malaysia",
            "Autoservicio con IA para restablecer contraseñas y resolver fallos habituales",
            "Tickets ITSM con seguimiento de los SLA",
            "Gestión de activos y licencias",
            "Supervisión de copias de seguridad y pruebas de restauración",
            "Informes de servicio mensuales y revisiones trimestrales de la hoja de ruta",
          ],
          benefits: [
            "Unas cuotas mensuales previsibles sustituyen a las facturas de reparación imprevistas.",
            "Los problemas se resuelven antes de que la mayoría de los usuarios los noten.",
            "Los empleados reciben un soporte rápido y cercano cuando lo necesitan.",
            "El personal interno de TI puede centrarse en proyectos estratégicos.",
            "Los sistemas se mantienen actualizados y alineados con las políticas de seguridad.",
            "Las decisiones tecnológicas siguen una hoja de ruta clara y acordada.",
          ],
        },
        {
          title: "Ciberseguridad",
          description:
            "Proteja a sus usuarios, datos y sistemas con defensas por capas, supervisión de amenazas 24/7 y apoyo para cumplir la PDPA y la normativa sectorial.",
          overview: [
            "Nuestra solución de ciberseguridad combina prevención, detección y respuesta en endpoints, correo electrónico, redes y nube. Empezamos con una evaluación de riesgos y un análisis de vulnerabilidades, y después cerramos las brechas más graves con cortafuegos de nueva generación, detección y respuesta en endpoints, autenticación multifactor y pasarelas de correo seguras. Los controles se alinean con la Ley de Protección de Datos Personales de Malasia (PDPA) y con requisitos sectoriales como la política RMiT del Bank Negara Malaysia.",
            "Nuestro centro de operaciones de seguridad supervisa registros y alertas las 24 horas y utiliza el aprendizaje automático para distinguir los ataques reales del ruido de fondo. Cuando se produce un incidente, los analistas lo contienen, investigan la causa y guían la recuperación. Las simulaciones periódicas de phishing y la formación de concienciación refuerzan la capa humana, y los informes trimestrales ofrecen a la dirección una visión clara del nivel de riesgo y de los avances.",
          ],
          keyFeatures: [
            "Evaluación de riesgos y análisis de vulnerabilidades",
            "Detección y respuesta en endpoints",
            "Cortafuegos de nueva generación y pasarela de correo segura",
            "Autenticación multifactor y protección de identidades",
            "Supervisión 24/7 desde el centro de operaciones de seguridad",
            "Respuesta a incidentes y análisis forense digital",
            "Correspondencia de los controles con la PDPA y la RMiT",
            "Simulaciones de phishing y formación en concienciación de seguridad",
          ],
          benefits: [
            "Las amenazas se detectan y contienen en minutos, no en semanas.",
            "Los datos sensibles de los clientes siguen protegidos.",
            "Las auditorías de cumplimiento son más fáciles de preparar y de superar.",
            "El personal se convierte en una línea de defensa y no en un punto débil.",
            "La inversión en seguridad se dirige primero a los riesgos más altos.",
            "La dirección obtiene una imagen clara y periódica del riesgo cibernético.",
          ],
        },
        {
          title: "DevOps e ingeniería de plataformas",
          description:
            "Acelere la entrega de software con canalizaciones automatizadas, infraestructura como código y observabilidad, para que las publicaciones sean frecuentes, seguras y rutinarias.",
          overview: [
            "Nuestra solución de DevOps ayuda a los equipos de desarrollo y operaciones a publicar cambios más rápido sin sacrificar la estabilidad. Diseñamos canalizaciones de integración y entrega continuas que compilan, prueban y analizan cada commit, y después despliegan automáticamente en preproducción y producción, con puntos de aprobación donde haga falta. La infraestructura se define como código, lo que hace los entornos reproducibles y elimina las desviaciones de configuración que hay detrás de los fallos del tipo «en mi máquina funciona».",
            "Contenerizamos las aplicaciones y las ejecutamos en Kubernetes gestionado cuando encaja, con escalado automático y despliegues azul-verde o canario que limitan el impacto de cualquier fallo. Las herramientas de observabilidad reúnen métricas, registros y trazas, y las alertas asistidas por IA orientan a los ingenieros hacia la causa raíz probable. La formación práctica y la documentación garantizan que su equipo pueda hacerse cargo de la plataforma tras el traspaso.",
          ],
          keyFeatures: [
            "Diseño y automatización de canalizaciones de CI/CD",
            "Infraestructura como código con Terraform",
            "Contenerización y Kubernetes gestionado",
            "Estrategias de despliegue azul-verde y canario",
            "Pruebas automatizadas y análisis de seguridad en las canalizaciones",
            "Métricas, registros y trazas centralizados",
            "Alertas asistidas por IA y pistas sobre la causa raíz",
            "Acompañamiento de equipos y evaluación de la madurez DevOps",
          ],
          benefits: [
            "Las nuevas funciones llegan a los clientes en días, no en meses.",
            "Las publicaciones fallidas son raras y se revierten rápidamente.",
            "Los entornos son coherentes desde el desarrollo hasta la producción.",
            "Los controles de seguridad se ejecutan automáticamente con cada cambio.",
            "Los ingenieros dedican menos tiempo a apagar fuegos y más a construir.",
            "Los recursos en la nube escalan con el tráfico real y mantienen los costes bajo control.",
          ],
        },
      ],
    },
  },
  "industry-specific-solutions": {
    source: "1e96ff0d96c8",
    text: {
      name: "Soluciones sectoriales",
      items: [
        {
          title: "Soluciones de comercio electrónico",
          description:
            "Lance y haga crecer tiendas en línea y canales de marketplace con inventario unificado, métodos de pago locales y recomendaciones impulsadas por IA.",
          overview: [
            "Nuestra solución de comercio electrónico ofrece a minoristas y marcas una tienda en línea rápida, pensada para móviles y conectada a marketplaces como Shopee, Lazada y TikTok Shop. Productos, precios y existencias se gestionan en un solo lugar y se sincronizan en todos los canales, lo que evita vender por encima del stock durante las ventas flash. El proceso de pago admite FPX, DuitNow QR, monederos electrónicos, tarjetas y pago aplazado (BNPL), con tarifas de envío obtenidas en directo de las principales empresas de mensajería.",
            "Las recomendaciones con IA personalizan las sugerencias de productos y packs para cada comprador, y nuestro chatbot responde en la tienda y en WhatsApp preguntas sobre tallas, entregas y devoluciones. Los recordatorios de carritos abandonados, los puntos de fidelidad y las campañas de cupones hacen que los clientes vuelvan. La integración con nuestras aplicaciones de punto de venta y de gestión de pedidos ofrece una verdadera visión omnicanal, de modo que las existencias de las tiendas físicas también pueden servir pedidos en línea.",
          ],
          keyFeatures: [
            "Tienda pensada para móviles, con páginas de carga rápida",
            "Sincronización con Shopee, Lazada y TikTok Shop",
            "Inventario unificado entre los canales en línea y las tiendas físicas",
            "Pagos con FPX, DuitNow QR, monederos electrónicos y BNPL",
            "Tarifas de mensajería en directo y seguimiento de envíos",
            "Recomendaciones de productos y packs con IA",
            "Chatbot para consultas antes y después de la venta",
            "Campañas de carrito abandonado, cupones y fidelización",
          ],
          benefits: [
            "Las ventas crecen al llegar a los clientes en todos los canales importantes.",
            "Se acaban las ventas sin stock y los descuadres de existencias.",
            "Los compradores pagan con los métodos en los que confían.",
            "El valor medio del pedido aumenta con recomendaciones relevantes.",
            "Las preguntas de los clientes se responden al instante, de día o de noche.",
            "Las operaciones en línea y en tienda comparten un único inventario.",
          ],
        },
        {
          title: "TI para la sanidad",
          description:
            "Digitalice el recorrido del paciente, de la reserva de la cita a la facturación, con sistemas hospitalarios, asistentes de IA y un tratamiento seguro de los datos pensados para los proveedores de atención sanitaria.",
          overview: [
            "Nuestra solución de TI sanitaria da servicio a hospitales, centros especializados y grupos de clínicas con una aplicación integrada de gestión hospitalaria que abarca admisión, citas, historia clínica electrónica, farmacia, laboratorio, facturación y reclamaciones a las aseguradoras concertadas. El personal clínico accede al historial de los pacientes desde cualquier puesto o tableta, mientras los administradores siguen en tiempo real la ocupación de camas, los tiempos de espera y el rendimiento del ciclo de ingresos en todos los centros.",
            "Los bots de voz y los chatbots se encargan de la reserva de citas, los recordatorios y las instrucciones previas a la consulta, lo que reduce las llamadas a los mostradores de admisión y las ausencias. Nuestro modelo de lenguaje de gran tamaño puede redactar informes de alta y cartas de derivación para que el personal clínico los revise. Todos los datos se cifran, los accesos quedan registrados y el alojamiento sigue la PDPA y las directrices del Ministerio de Sanidad, con integración con los equipos de laboratorio y los sistemas basados en HL7 o FHIR.",
          ],
          keyFeatures: [
            "Admisión de pacientes y programación de citas",
            "Historia clínica electrónica con notas clínicas",
            "Módulos de farmacia, laboratorio y radiología",
            "Gestión de facturación, aseguradoras concertadas y reclamaciones de seguros",
            "Bots de voz y chatbots para reservas y recordatorios",
            "Borradores de documentación clínica asistidos por el LLM",
            "Integración HL7 y FHIR",
            "Almacenamiento cifrado con registro de auditoría de todos los accesos",
          ],
          benefits: [
            "Los pacientes reservan y preparan sus visitas sin esperar al teléfono.",
            "El personal clínico dedica más tiempo a los pacientes y menos al papeleo.",
            "Las ausencias disminuyen gracias a los recordatorios automáticos.",
            "Las reclamaciones se presentan antes y se rechazan con menos frecuencia.",
            "Los datos de los pacientes permanecen privados, seguros y auditables.",
            "La dirección dispone de información en directo sobre capacidad e ingresos.",
          ],
        },
        {
          title: "Software logístico",
          description:
            "Optimice el almacenamiento, la flota y la entrega de última milla con software conectado que planifica rutas, sigue los envíos y mantiene informados a los clientes.",
          overview: [
            "Nuestro software logístico da servicio a operadores logísticos externos, distribuidores y fabricantes con gestión de almacenes, planificación del transporte y seguimiento de entregas en una sola plataforma. El escaneo de códigos de barras y RFID agiliza la recepción, la ubicación y la preparación de pedidos, mientras nuestra aplicación para carretillas elevadoras guía a los conductores a la ubicación correcta y registra cada movimiento de palés. La exactitud del inventario mejora desde el momento en que la mercancía llega al muelle.",
            "La optimización de rutas tiene en cuenta el tráfico, las franjas de entrega, la capacidad de los vehículos y las horas de conducción para crear rutas diarias eficientes en el valle del Klang y más allá. Los conductores registran la prueba de entrega con fotos y firma electrónica en una aplicación móvil, y los clientes reciben enlaces de seguimiento en directo y avisos proactivos de retraso por SMS o WhatsApp. Los paneles siguen la puntualidad, el coste por entrega y el aprovechamiento de la flota.",
          ],
          keyFeatures: [
            "Gestión de almacenes con escaneo de códigos de barras y RFID",
            "Guiado de tareas de carretillas elevadoras y seguimiento de palés",
            "Optimización de rutas con IA según las franjas de entrega",
            "Aplicación móvil para conductores con prueba de entrega electrónica",
            "Enlaces de seguimiento de envíos en directo para los clientes",
            "Avisos proactivos de retraso por SMS y WhatsApp",
            "Mantenimiento de la flota y control del combustible",
            "Paneles de puntualidad en las entregas y coste por entrega",
          ],
          benefits: [
            "Se completan más entregas con la misma flota.",
            "Los errores en la preparación de pedidos disminuyen de forma significativa.",
            "Los clientes saben exactamente cuándo llegará su mercancía.",
            "Las disputas se resuelven rápidamente con la prueba de entrega digital.",
            "Los costes de combustible y horas extra bajan gracias a una mejor planificación de rutas.",
            "Los responsables de operaciones ven el rendimiento de todos los centros de distribución.",
          ],
        },
        {
          title: "Tecnología inmobiliaria",
          description:
            "Ayude a promotores, agencias y administradores de fincas a vender, alquilar y gestionar inmuebles con gestión de clientes potenciales por IA, visitas virtuales y aplicaciones de servicio para residentes.",
          overview: [
            "Nuestra solución de tecnología inmobiliaria da servicio a promotores inmobiliarios, agencias inmobiliarias y gestores de instalaciones. Para los equipos de venta y alquiler, reúne en un solo CRM los clientes potenciales procedentes de portales inmobiliarios, anuncios en redes sociales y visitas a la sala de ventas; allí la IA puntúa la intención de compra y nuestro chatbot responde a cualquier hora preguntas sobre precios, distribuciones y requisitos de financiación. Los recorridos virtuales y la reserva de visitas en línea evitan desplazamientos inútiles a la obra.",
            "Tras la entrega de las viviendas, una aplicación para residentes con la marca del promotor gestiona los avisos de desperfectos, la reserva de instalaciones, el registro de visitantes y el pago de las cuotas de mantenimiento. Los administradores siguen las órdenes de trabajo, el rendimiento de los contratistas y los cobros desde un único panel, mientras los sensores IoT controlan ascensores, bombas y consumo energético para programar el mantenimiento antes de que se produzcan averías. Los propietarios y las juntas de gestión conjunta reciben informes mensuales transparentes sin recopilación manual.",
          ],
          keyFeatures: [
            "Captación de clientes potenciales desde portales, redes sociales y salas de ventas",
            "Puntuación de la intención de compra con IA y avisos de seguimiento",
            "Chatbot para preguntas sobre precios, distribuciones y financiación",
            "Recorridos virtuales y citas de visita en línea",
            "Reservas de venta y gestión del inventario de unidades",
            "Aplicación para residentes: desperfectos, instalaciones y pagos",
            "Gestión de visitantes para urbanizaciones cerradas",
            "Supervisión IoT de ascensores, bombas y energía",
          ],
          benefits: [
            "Los equipos de ventas se centran en los compradores dispuestos a comprometerse.",
            "Las consultas reciben respuesta en segundos, a cualquier hora.",
            "La disponibilidad de unidades está siempre actualizada para todos los agentes.",
            "Los residentes disfrutan de un servicio cómodo desde una aplicación.",
            "Los costes de mantenimiento bajan gracias a la supervisión predictiva.",
            "Los cobros mejoran con pagos en línea sencillos.",
          ],
        },
      ],
    },
  },
  "digital-transformation": {
    source: "9454b406912b",
    text: {
      name: "Transformación digital",
      items: [
        {
          title: "Soluciones de marketing digital",
          description:
            "Atraiga, convierta y fidelice clientes con campañas basadas en datos, automatización del marketing y contenidos generados por IA fieles a su marca.",
          overview: [
            "Nuestra solución de marketing digital combina estrategia, tecnología y analítica para que cada ringgit invertido en marketing rinda cuentas. Auditamos su sitio web, su visibilidad en buscadores, sus canales sociales y sus campañas de pago, y después elaboramos un plan centrado en resultados medibles, como clientes potenciales cualificados, reservas o ventas en línea. El seguimiento se configura de extremo a extremo, desde el primer clic en un anuncio hasta la conversión en su CRM.",
            "La automatización del marketing nutre a los clientes potenciales con recorridos personalizados por correo y WhatsApp que se activan según su comportamiento, mientras nuestro modelo de lenguaje de gran tamaño redacta textos de campaña, descripciones de productos y publicaciones para redes sociales en varios idiomas, que su equipo revisa y aprueba. La segmentación de audiencias se basa en el CRM y el historial de compras, y los paneles de atribución revelan qué canales generan realmente ingresos, para que el presupuesto se desplace hacia lo que funciona.",
          ],
          keyFeatures: [
            "Auditoría de la presencia digital y de las campañas",
            "Posicionamiento en buscadores (SEO) y estrategia de contenidos",
            "Gestión de campañas de búsqueda de pago y en redes sociales",
            "Automatización del marketing por correo y WhatsApp",
            "Creación de contenidos multilingües asistida por el LLM",
            "Segmentación de audiencias a partir de datos de CRM y de ventas",
            "Diseño de páginas de destino y pruebas A/B",
            "Atribución multitoque y paneles de ROI",
          ],
          benefits: [
            "La inversión en marketing se vincula directamente a los resultados de ingresos.",
            "Los clientes potenciales se nutren automáticamente hasta que están listos para comprar.",
            "Los contenidos se producen más rápido sin perder la voz de la marca.",
            "Las campañas llegan al público adecuado en el idioma adecuado.",
            "Los canales con bajo rendimiento se identifican y recortan rápidamente.",
            "El valor del ciclo de vida del cliente crece gracias a una reactivación en el momento oportuno.",
          ],
        },
        {
          title: "Desarrollo de software a medida",
          description:
            "Cree software adaptado a sus procesos, desde herramientas internas hasta plataformas para clientes, de la mano de nuestro equipo de ingeniería de Kuala Lumpur.",
          overview: [
            "Cuando los productos estándar obligan a su equipo a recurrir a soluciones improvisadas, nuestra solución de software a medida ofrece aplicaciones diseñadas en torno a su forma de trabajar. Nuestros ingenieros, diseñadores y analistas de negocio de Kuala Lumpur organizan talleres de descubrimiento, mapean los flujos de trabajo y crean prototipos navegables antes de empezar el desarrollo, para que las partes interesadas acuerden pronto el resultado y se eviten costosos cambios de última hora.",
            "Desarrollamos con frameworks modernos y bien mantenidos, y entregamos en sprints de dos semanas, con una demostración de software funcional al final de cada uno. Las capacidades de IA de nuestra propia plataforma, como la comprensión de documentos, las interfaces de chat y los modelos de predicción, pueden integrarse allí donde aporten valor. Cada proyecto incluye pruebas automatizadas, revisión de seguridad, documentación y la plena propiedad del código fuente, con acuerdos opcionales de soporte a largo plazo.",
          ],
          keyFeatures: [
            "Talleres de descubrimiento y mapeo de flujos de trabajo",
            "Diseño de UX y prototipos navegables",
            "Entrega ágil en sprints de dos semanas",
            "Desarrollo web, móvil y de API",
            "IA integrada de nuestra plataforma de chat, voz y LLM",
            "Integración con ERP, CRM y sistemas heredados",
            "Pruebas automatizadas y revisión de seguridad",
            "Plena propiedad del código fuente y documentación",
          ],
          benefits: [
            "El software se adapta a su proceso, y no al revés.",
            "Las partes interesadas ven avances funcionales cada dos semanas.",
            "Las funciones de IA se incorporan desde el diseño y no se añaden después.",
            "El código y la propiedad intelectual son totalmente suyos.",
            "La integración elimina la doble introducción de datos entre sistemas.",
            "Un equipo local ofrece un soporte ágil a largo plazo.",
          ],
        },
        {
          title: "Desarrollo de aplicaciones móviles",
          description:
            "Diseñe y desarrolle aplicaciones para iOS y Android que clientes y empleados disfruten usando, con funciones de IA, integraciones seguras y apoyo para el lanzamiento en las tiendas de aplicaciones.",
          overview: [
            "Nuestra solución de desarrollo de aplicaciones móviles lleva una idea desde el concepto hasta la aplicación publicada. Diseñamos interfaces intuitivas probadas con usuarios reales y, después, desarrollamos aplicaciones nativas o multiplataforma para iOS y Android según las necesidades de rendimiento y el presupuesto. Entre los proyectos habituales figuran aplicaciones de fidelización, herramientas para técnicos de campo, plataformas de reservas y superapps que reúnen varios servicios tras un único inicio de sesión.",
            "Las aplicaciones pueden incluir chatbots integrados, comandos de voz, notificaciones push, un modo sin conexión para zonas con poca cobertura y métodos de pago locales como DuitNow y los monederos electrónicos más populares. Gestionamos el envío y la revisión en las tiendas de aplicaciones, configuramos los informes de fallos y la analítica de uso, y planificamos publicaciones periódicas para que la aplicación siga mejorando tras el lanzamiento en lugar de quedarse anticuada poco a poco.",
          ],
          keyFeatures: [
            "Investigación de usuarios y diseño de interfaces",
            "Desarrollo nativo y multiplataforma para iOS y Android",
            "Chatbots y comandos de voz integrados en la aplicación",
            "Notificaciones push y personalización",
            "Modo sin conexión con sincronización en segundo plano",
            "Pagos con DuitNow, monederos electrónicos y tarjetas",
            "Envío a las tiendas de aplicaciones y gestión de versiones",
            "Informes de fallos y analítica de uso",
          ],
          benefits: [
            "Los clientes interactúan a diario con su marca desde el bolsillo.",
            "El personal de campo completa las tareas sobre el terreno en lugar de en papel.",
            "El desarrollo multiplataforma reduce el coste y el plazo.",
            "Las aplicaciones siguen funcionando en zonas con mala conectividad.",
            "Las publicaciones periódicas mantienen la aplicación actualizada y bien valorada.",
            "Los datos de uso muestran exactamente qué funciones aportan valor.",
          ],
        },
        {
          title: "Tecnología financiera (fintech)",
          description:
            "Modernice los servicios de banca, crédito, seguros y pagos con incorporación digital de clientes, modelos de riesgo con IA y canales de atención seguros y conformes a la normativa.",
          overview: [
            "Nuestra solución de tecnología financiera ayuda a bancos, aseguradoras, cooperativas, prestamistas autorizados y empresas de pagos a ofrecer servicios más rápidos y digitales desde el origen. La incorporación digital utiliza eKYC con captura de documentos y comprobación facial de prueba de vida, para que los clientes abran cuentas o soliciten financiación desde el teléfono. Los flujos de originación de préstamos recopilan los datos del solicitante, aplican las reglas de crédito y enrutan las decisiones para su aprobación, lo que reduce el plazo de días a horas.",
            "Los modelos de aprendizaje automático respaldan la calificación crediticia, la detección del fraude y la priorización de cobros, con informes de explicabilidad para los comités internos de riesgos. Los bots conversacionales gestionan de forma segura consultas de saldo, bloqueos de tarjetas y recordatorios de pago, y nuestro modelo de lenguaje de gran tamaño resume los documentos de los clientes para los suscriptores. Las soluciones están diseñadas para ajustarse a los documentos normativos de RMiT y e-KYC del Bank Negara Malaysia y, cuando es necesario, a estructuras de productos conformes con la sharía.",
          ],
          keyFeatures: [
            "Incorporación con eKYC y detección de prueba de vida",
            "Originación digital de préstamos y financiación",
            "Calificación crediticia con IA y explicabilidad",
            "Detección de fraude y anomalías en tiempo real",
            "Bots de voz y chatbots seguros para consultas bancarias",
            "Automatización de cobros y recordatorios de pago",
            "Resumen de documentos con el LLM para la suscripción de riesgos",
            "Controles de seguridad y auditoría alineados con la RMiT",
          ],
          benefits: [
            "Los clientes abren cuentas y solicitan financiación en minutos.",
            "Las decisiones de crédito son más rápidas y coherentes.",
            "Las pérdidas por fraude disminuyen gracias a la detección en tiempo real.",
            "Los costes de atención bajan a medida que los bots resuelven las solicitudes rutinarias.",
            "Las evidencias de cumplimiento se recopilan automáticamente.",
            "Los nuevos productos digitales llegan antes al mercado.",
          ],
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["solutions"]>;
