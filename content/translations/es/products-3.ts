import type { LocaleContent } from "@/content/units";

/** es: products. */
export const products3 = {
  "super-app": {
    source: "7c2a607f6c18",
    text: {
      name: "Superapp",
      tagline:
        "Una única aplicación con su marca que reúne pagos, servicios, fidelización y miniprogramas, con una personalización mediante IA que hace que los usuarios vuelvan.",
      topFeatures: [
        "Marco de miniprogramas para añadir servicios sin publicar nuevas versiones en las tiendas de aplicaciones",
        "Monedero integrado con recargas, transferencias y pagos con DuitNow QR",
        "Inicio de sesión único y alta con eKYC y verificación de MyKad",
        "Pantalla de inicio y recomendaciones de servicios personalizadas con IA",
        "Asistente de IA integrado para buscar, pedir ayuda y completar gestiones",
        "Puntos de fidelidad y recompensas unificados en todos los servicios",
        "Marketplace de socios con alta de comercios y liquidación",
        "Notificaciones push segmentadas y mensajería dentro de la aplicación",
        "Arquitectura de microservicios que escala a millones de usuarios",
        "Analítica de interacción, retención y uso cruzado de servicios",
      ],
      detailedDescription: [
        "Nuestra plataforma de superapp permite a una organización reunir muchos servicios en una sola aplicación móvil con su marca, en lugar de pedir a sus clientes que descarguen y aprendan a usar varias. Operadores de telecomunicaciones, bancos, comercios, promotoras inmobiliarias y organismos públicos la usan para combinar pagos, reservas, fidelización, pago de recibos, atención al cliente y ofertas de socios tras un único inicio de sesión. Los nuevos servicios se añaden como miniprogramas que pueden publicarse y actualizarse sin esperar a publicar una nueva versión en la tienda de aplicaciones.",
        "La IA mantiene sencilla para cada usuario una aplicación muy amplia. El motor de personalización aprende qué servicios usa cada persona, cuándo y dónde, y organiza en torno a esos hábitos la pantalla de inicio, las ofertas y los recordatorios: quien se desplaza a diario ve transporte y aparcamiento, mientras que una madre o un padre ven las cuotas escolares y la compra. Un asistente integrado, basado en nuestro modelo de lenguaje de gran tamaño, permite buscar, preguntar y completar gestiones como pagar un recibo o reservar una cita con lenguaje corriente.",
        "Por debajo, la plataforma está preparada para la escala y la regulación. Una arquitectura de microservicios atiende a millones de usuarios, el alta con eKYC verifica la identidad con MyKad y reconocimiento facial, y el módulo de monedero está pensado para operadores que tienen una licencia de dinero electrónico del Bank Negara Malaysia o que trabajan con un socio autorizado. El alta de comercios, la liquidación y las reglas de comisiones dan soporte a un ecosistema de socios, mientras la analítica muestra cuánto aporta cada servicio a la interacción y a los ingresos.",
      ],
      useCases: [
        {
          title: "Aplicación de estilo de vida de un operador",
          description:
            "Combine recargas de prepago, pago de facturas, bonos de datos, entretenimiento y recompensas de socios para que los abonados abran la aplicación cada día, y no solo cuando se quedan sin saldo.",
        },
        {
          title: "Vida en urbanizaciones inteligentes",
          description:
            "Ofrezca a los residentes una sola aplicación para pases de visitantes, reserva de instalaciones, solicitudes de mantenimiento, avisos de la comunidad y ofertas de los comercios del barrio.",
        },
        {
          title: "Ecosistema de un grupo de distribución",
          description:
            "Reúna supermercados, restaurantes y tiendas especializadas en un mismo monedero de fidelización, con ofertas de IA adaptadas al gasto de cada socio.",
        },
        {
          title: "Portal de servicios al ciudadano",
          description:
            "Permita a los organismos públicos ofrecer licencias, pagos, citas y notificaciones en una sola aplicación segura con identidad verificada.",
        },
        {
          title: "Superapp para empleados",
          description:
            "Reúna nóminas, ausencias, gastos, pagos en el comedor, horarios del autobús de empresa y noticias internas para plantillas numerosas.",
        },
      ],
    },
  },
  "mobile-applications": {
    source: "f44f870700ce",
    text: {
      name: "Desarrollo de aplicaciones móviles",
      tagline:
        "Aplicaciones nativas y multiplataforma para iOS y Android diseñadas, desarrolladas y mantenidas por nuestro equipo, con funciones de IA integradas desde el primer día.",
      topFeatures: [
        "Desarrollo nativo para iOS y Android en Swift y Kotlin",
        "Desarrollo multiplataforma con Flutter y React Native",
        "Investigación de experiencia de usuario, prototipado y diseño de interfaces",
        "Funciones de IA como asistentes de chat, reconocimiento de imágenes y entrada por voz",
        "Aprendizaje automático en el dispositivo para inferencia sin conexión y privada",
        "API de backend seguras, autenticación y alojamiento en la nube",
        "Integración de pasarelas de pago, mapas y notificaciones push",
        "Pruebas automatizadas en un laboratorio con los móviles más populares",
        "Publicación en App Store, Google Play y Huawei AppGallery",
        "Supervisión tras el lanzamiento, analítica de fallos y planes de mantenimiento",
      ],
      detailedDescription: [
        "Nuestro servicio de aplicaciones móviles lleva una idea desde el boceto de un taller hasta una aplicación publicada en la que clientes y empleados confían cada día. Un equipo dedicado de diseñadores de producto, ingenieros móviles y especialistas en calidad trabaja con usted en las fases de descubrimiento, prototipado, desarrollo y lanzamiento. Creamos aplicaciones nativas en Swift y Kotlin cuando el rendimiento o las funciones del dispositivo lo exigen, y aplicaciones multiplataforma en Flutter o React Native cuando un único código para iOS y Android es la mejor inversión.",
        "La IA se diseña desde el primer sprint, no se añade a posteriori. Integramos asistentes conversacionales basados en nuestro propio modelo de lenguaje, funciones de cámara que reconocen documentos, productos o defectos, y entrada por voz que entiende los acentos malasios y la mezcla de idiomas. Cuando la privacidad o la conectividad son importantes, los modelos se ejecutan en el propio dispositivo, de modo que las funciones siguen operativas sin conexión y las imágenes sensibles nunca salen del teléfono. Nuestros ingenieros usan además pruebas asistidas por IA para cubrir más escenarios en menos tiempo.",
        "Cada aplicación se construye para ser segura, medible y fácil de mantener. Implementamos una autenticación robusta, almacenamiento cifrado y API seguras, integramos pasarelas de pago locales, mapas y notificaciones, y probamos en un laboratorio con los móviles más populares, incluidos los Android de gama media habituales en la región. Tras el lanzamiento, nuestros planes de soporte incluyen supervisión, actualizaciones del sistema operativo y una hoja de ruta constante de mejoras guiada por la analítica de uso real.",
      ],
      useCases: [
        {
          title: "Aplicaciones de fidelización y pedidos",
          description:
            "Ofrezca a los clientes de comercios y restaurantes una aplicación con su marca para hacer pedidos, acumular recompensas y recibir ofertas personalizadas que fomentan que vuelvan.",
        },
        {
          title: "Aplicaciones para personal de campo",
          description:
            "Equipe a inspectores, técnicos y comerciales con aplicaciones que funcionan sin conexión para listas de comprobación, fotos, firmas y actualizaciones de trabajos.",
        },
        {
          title: "Aplicaciones para pacientes",
          description:
            "Permita a los pacientes reservar citas, consultar resultados y hacer preguntas previas a la visita a un asistente de IA, con sus datos de salud protegidos de extremo a extremo.",
        },
        {
          title: "Aplicaciones de servicios financieros",
          description:
            "Cree aplicaciones seguras para el acceso a cuentas, el alta con eKYC y las transacciones, con inicio de sesión biométrico y supervisión del fraude.",
        },
        {
          title: "Herramientas internas de empresa",
          description:
            "Convierta procesos en papel o solo de escritorio, como aprobaciones y consultas de stock, en flujos móviles sencillos para el personal.",
        },
      ],
    },
  },
  "build-websites": {
    source: "e525a304bb24",
    text: {
      name: "Creación de sitios web",
      tagline:
        "Sitios web profesionales, rápidos y bien posicionados, creados por nuestro equipo, con herramientas de IA que le ayudan a redactar contenidos y a convertir visitantes.",
      topFeatures: [
        "Diseño a medida acorde con su manual de marca",
        "Diseño adaptable probado en móvil, tableta y ordenador",
        "Asistente de redacción con IA para páginas, blogs y descripciones de productos",
        "Sitios multilingües en inglés, Bahasa Malaysia y chino",
        "CMS headless para que su equipo edite los contenidos sin desarrolladores",
        "SEO técnico, datos estructurados y optimización de las Core Web Vitals",
        "Chatbot de IA integrado para captar clientes potenciales y resolver dudas de los visitantes",
        "Formularios, reservas en línea y botón de chat de WhatsApp",
        "Alojamiento gestionado con CDN, certificados SSL y copias de seguridad diarias",
        "Paneles de analítica y configuración del seguimiento de conversiones",
      ],
      detailedDescription: [
        "Nuestro servicio de creación de sitios web desarrolla sitios corporativos, páginas de aterrizaje, catálogos en línea y portales que representan bien a su empresa y cargan rápido en cualquier dispositivo. Empezamos con una breve fase de descubrimiento para conocer su público, sus objetivos y su marca; después diseñamos la estructura de las páginas, redactamos o pulimos los contenidos y desarrollamos sobre una tecnología moderna con un gestor de contenidos que su equipo puede usar con soltura. Tanto si necesita un sitio de cinco páginas para una pyme como un portal corporativo multilingüe, el proceso y el nivel de calidad son los mismos.",
        "La IA agiliza el trabajo y mantiene el sitio útil después del lanzamiento. Nuestro asistente de redacción prepara textos de página, artículos de blog y metadescripciones en inglés, Bahasa Malaysia y chino, que nuestros editores revisan después para comprobar su exactitud y su tono. Un chatbot integrado responde a las preguntas habituales de los visitantes, cualifica clientes potenciales y reserva citas fuera del horario de oficina. La analítica, con conclusiones generadas por IA, explica qué páginas despiertan interés, dónde abandonan los visitantes y qué cambios tienen más probabilidades de aumentar las conversiones.",
        "El rendimiento, la accesibilidad y la seguridad forman parte de cada proyecto. Los sitios siguen las pautas de accesibilidad WCAG, se optimizan para las Core Web Vitals e incluyen datos estructurados para que los buscadores entiendan su contenido. Configuramos SSL, una red de distribución de contenidos, copias de seguridad y supervisión de la disponibilidad en un alojamiento gestionado, o desplegamos en la nube que usted prefiera. Los planes de mantenimiento incluyen actualizaciones, cambios de contenido, nuevas páginas de aterrizaje y revisiones trimestrales del posicionamiento y de las conversiones.",
      ],
      useCases: [
        {
          title: "Presencia en línea para pymes",
          description:
            "Las pequeñas empresas obtienen un sitio profesional y adaptado al móvil, con contacto por WhatsApp, un mapa de ubicación y un chatbot que capta clientes potenciales a cualquier hora.",
        },
        {
          title: "Rediseño de un sitio web corporativo",
          description:
            "Las grandes organizaciones modernizan un sitio anticuado, migran años de contenidos e incorporan un CMS con flujos de aprobación para varios departamentos.",
        },
        {
          title: "Páginas de aterrizaje para campañas",
          description:
            "Los equipos de marketing publican rápidamente páginas para lanzamientos de productos y eventos, con pruebas A/B y seguimiento de conversiones configurados desde el principio.",
        },
        {
          title: "Sitios regionales multilingües",
          description:
            "Llegue a clientes de Malasia y de todo el Sudeste Asiático con sitios en varios idiomas, cada uno con su propio contenido optimizado para buscadores.",
        },
        {
          title: "Relación con inversores e información pública",
          description:
            "Publique comunicados, informes anuales y avisos oficiales en sitios seguros y accesibles que cumplen las exigencias de transparencia informativa y accesibilidad.",
        },
      ],
    },
  },
  "hospital-management-application": {
    source: "294d0e95e0be",
    text: {
      name: "Aplicación de gestión hospitalaria",
      tagline:
        "Un sistema integrado para hospitales y clínicas que abarca la admisión de pacientes, la historia clínica, la farmacia, la facturación y la comunicación con el paciente asistida por IA.",
      topFeatures: [
        "Admisión de pacientes con lectura de MyKad y gestión de colas",
        "Historia clínica electrónica con notas clínicas, peticiones y resultados",
        "Agenda de consultas externas con recordatorios por SMS y WhatsApp",
        "Ingresos hospitalarios, gestión de camas y paneles de planta",
        "Control de farmacia y almacén con seguimiento de lotes y caducidades",
        "Peticiones de laboratorio y radiología con resultados integrados",
        "Facturación a empresas concertadas, aseguradoras y administradores externos",
        "Turnos de médicos y enfermeras con guardias localizadas",
        "Portal del paciente y chatbot de IA para citas y consultas",
        "Acceso basado en roles, pistas de auditoría y protección de datos alineada con la PDPA",
      ],
      detailedDescription: [
        "La aplicación de gestión hospitalaria de Nusantara AI reúne en una sola plataforma la recepción, los equipos clínicos, la farmacia y las finanzas. Diseñada para hospitales privados, centros de especialidades y grupos de clínicas con varias sedes en Malasia, sustituye las hojas de cálculo inconexas y los sistemas heredados obsoletos por una única historia del paciente que lo acompaña desde la admisión hasta el alta y en cada visita de seguimiento.",
        "La admisión es rápida gracias a la lectura de MyKad y a los formularios digitales, y las pantallas de turno mantienen la calma en las salas de espera. Los médicos documentan las consultas, solicitan pruebas de laboratorio y de imagen y prescriben desde la misma pantalla, con alertas de alergias e interacciones farmacológicas. El personal de enfermería gestiona ingresos, asignación de camas y rondas de medicación desde paneles de planta que se actualizan en tiempo real.",
        "El equipo financiero genera automáticamente facturas detalladas a partir de cada servicio prestado, gestiona los depósitos y presenta las reclamaciones a aseguradoras, empresas concertadas y administradores externos con la documentación justificativa adjunta. Los módulos de farmacia y almacén controlan el stock por lote y fecha de caducidad, lanzan pedidos al alcanzar los niveles fijados y reducen el desperdicio de medicamentos y fungibles costosos.",
        "Los pacientes siguen en contacto con el centro mediante un portal y un chatbot de IA que reservan citas, envían recordatorios, comparten los resultados de laboratorio una vez que el médico los libera y responden a las preguntas habituales en malayo, inglés y chino. El sistema admite interfaces HL7 y FHIR con los equipos de laboratorio y de imagen, y se aloja de forma segura con acceso basado en roles y pistas de auditoría completas.",
      ],
      useCases: [
        {
          title: "Hospitales privados de especialidades",
          description:
            "Coordine consultas externas, plantas, quirófanos y facturación para cientos de pacientes diarios en una sola plataforma integrada.",
        },
        {
          title: "Grupos de clínicas con varias sedes",
          description:
            "Comparta historias de pacientes, niveles de stock e informes de actividad entre sedes mientras cada clínica gestiona su propia agenda.",
        },
        {
          title: "Reclamaciones a aseguradoras y empresas concertadas",
          description:
            "Reduzca los rechazos validando la cobertura en la admisión y presentando electrónicamente reclamaciones completas.",
        },
        {
          title: "Relación con el paciente y recordatorios",
          description:
            "Reduzca las ausencias con recordatorios automáticos de citas y permita a los pacientes cambiarlas por WhatsApp o desde el portal del paciente.",
        },
        {
          title: "Control de farmacia y suministros médicos",
          description:
            "Siga los medicamentos y fungibles desde la compra hasta la dispensación, con alertas antes de que se agoten o caduquen.",
        },
      ],
    },
  },
  "hotel-management-application": {
    source: "45b14879d0c7",
    text: {
      name: "Aplicación de gestión hotelera",
      tagline:
        "Un sistema de gestión hotelera (PMS) en la nube que gestiona reservas, recepción, pisos y mensajería con los huéspedes en hoteles y resorts.",
      topFeatures: [
        "Calendario de reservas con planes tarifarios, paquetes y bloqueos de grupo",
        "Channel manager que sincroniza tarifas y disponibilidad con las agencias de viajes en línea",
        "Motor de reservas sin comisiones para su propio sitio web",
        "Check-in y check-out en recepción con fichas de registro digitales",
        "Tablero móvil de pisos con el estado de las habitaciones en directo",
        "Integración con el punto de venta de restaurantes, spa y minibar",
        "Bot de mensajería por WhatsApp para peticiones antes de la llegada y durante la estancia",
        "Facturación de la cuenta del huésped con impuesto de servicios, tasa turística y pagos divididos",
        "Informes de ingresos sobre ocupación, ADR y RevPAR",
        "Gestión de varios establecimientos desde un único panel",
      ],
      detailedDescription: [
        "La aplicación de gestión hotelera de Nusantara AI es un sistema de gestión hotelera en la nube diseñado para hoteles boutique, hoteles urbanos de negocios, resorts y apartamentos con servicios. Reúne reservas, recepción, pisos, facturación y comunicación con los huéspedes en una interfaz fácil de aprender, para que el personal dedique menos tiempo a lidiar con sistemas y más a atender a los huéspedes y conseguir que vuelvan.",
        "Un channel manager integrado mantiene sincronizadas las tarifas y la disponibilidad entre las agencias de viajes en línea y su propio motor de reservas sin comisiones, lo que reduce el riesgo de sobreventa. Planes tarifarios, paquetes, tarifas de empresa y bloqueos de grupo se gestionan desde un solo calendario, y los informes de ingresos sobre ocupación, tarifa media diaria y RevPAR ayudan a los directores a fijar con confianza el precio de cada noche.",
        "En recepción, los huéspedes hacen el check-in con fichas de registro digitales y escaneo del pasaporte o del MyKad, mientras las cuentas calculan automáticamente el impuesto de servicios y la tasa turística. El personal de pisos actualiza el estado de las habitaciones desde el móvil, y las averías detectadas durante la limpieza llegan directamente al equipo de mantenimiento con fotos adjuntas, de modo que las habitaciones vuelven antes a estar a la venta.",
        "Los huéspedes pueden escribir al hotel por WhatsApp antes de llegar y durante toda su estancia. Un asistente de IA responde a preguntas sobre el horario del desayuno, el aparcamiento o los lugares de interés cercanos, atiende peticiones de toallas adicionales o de salida tardía y traslada a recepción cualquier cosa fuera de lo habitual. Los cargos del restaurante, el spa y el minibar se cargan directamente en la cuenta de la habitación gracias a la integración con el punto de venta.",
      ],
      useCases: [
        {
          title: "Hoteles independientes y boutique",
          description:
            "Sustituya las hojas de cálculo y las actualizaciones manuales de canales por un sistema en la nube asequible que el nuevo personal aprende en pocos turnos.",
        },
        {
          title: "Resorts con varios puntos de venta",
          description:
            "Enlace habitaciones, restaurantes, spa y actividades para que cada cargo llegue a la cuenta del huésped y al informe diario de ingresos.",
        },
        {
          title: "Grupos y cadenas hoteleras",
          description:
            "Gestione varios establecimientos de forma centralizada, con perfiles de huésped compartidos, informes consolidados y estrategias de tarifas para todo el grupo.",
        },
        {
          title: "Apartamentos con servicios y estancias largas",
          description:
            "Gestione la facturación mensual, los cargos de suministros y la limpieza periódica junto con las reservas por noches habituales.",
        },
        {
          title: "Automatización de la experiencia del huésped",
          description:
            "Envíe mensajes antes de la llegada, ofrezca mejoras de habitación y recoja opiniones tras la estancia automáticamente por el canal que prefiera el huésped.",
        },
      ],
    },
  },
  "travel-management-application": {
    source: "c21f54b0e71f",
    text: {
      name: "Aplicación de gestión de viajes",
      tagline:
        "Una plataforma para viajes de empresa y agencias de viajes que reúne reservas, aprobaciones, control de gastos y asistencia al viajero.",
      topFeatures: [
        "Reserva de vuelos, hoteles, tren y coche de alquiler en una sola interfaz",
        "Motor de políticas con topes de tarifa, reglas de clase y proveedores preferentes",
        "Flujos de aprobación de viajes en varios niveles, en web y en móvil",
        "Gestión de itinerarios con alertas del estado de los vuelos en directo",
        "Registro de gastos con escaneo de recibos y reglas de dietas",
        "Localización de viajeros por deber de protección y mensajes de emergencia",
        "Creador de paquetes turísticos e itinerarios para agencias de viajes",
        "Facturación en varias divisas y conciliación con proveedores",
        "Asistente de viajes con IA por chat y WhatsApp para cambios y consultas",
        "Analítica del gasto por departamento, ruta y proveedor",
      ],
      detailedDescription: [
        "La aplicación de gestión de viajes de Nusantara AI está pensada para dos públicos: las empresas que necesitan controlar sus viajes de negocios y las agencias de viajes que necesitan una plataforma eficiente para vender y operar viajes. Ambos obtienen un único sistema para buscar disponibilidad, componer itinerarios, aprobar viajes, emitir documentos y liquidar costes, que sustituye a las largas cadenas de correos y a las herramientas de reserva inconexas.",
        "En las empresas, los empleados reservan vuelos, hoteles y transporte terrestre dentro de la política de la compañía, y el sistema destaca la opción más barata que la cumple. Los responsables aprueban las solicitudes desde el móvil, el área financiera ve el gasto comprometido antes del viaje y los gastos se registran sobre la marcha fotografiando los recibos. Los informes de viajes desglosan el gasto por departamento, destino y proveedor para negociar mejor.",
        "Las agencias de viajes usan la plataforma para diseñar paquetes turísticos, gestionar salidas de grupo, emitir presupuestos y facturas en varias divisas y conciliar los pagos a proveedores. Los datos de los clientes, sus pasaportes y sus preferencias se guardan de forma segura, de modo que las reservas repetidas se hacen en minutos, el margen de cada venta está a la vista y las ofertas personalizadas llegan a los clientes adecuados en el momento oportuno.",
        "Los viajeros cuentan durante todo el trayecto con un asistente de IA por chat y WhatsApp que comparte los itinerarios, avisa de cambios de puerta y retrasos y ayuda a cambiar los vuelos afectados. Las herramientas de deber de protección muestran dónde están los empleados durante una emergencia y permiten a la empresa enviar en pocos minutos mensajes de seguridad a todas las personas que se encuentren en una ciudad afectada.",
      ],
      useCases: [
        {
          title: "Viajes de negocios corporativos",
          description:
            "Ofrezca a los empleados reservas en autoservicio dentro de la política de viajes mientras el área financiera gana control y visibilidad sobre cada desplazamiento.",
        },
        {
          title: "Operaciones de agencias de viajes",
          description:
            "Gestione presupuestos, reservas, emisión de billetes y pagos a proveedores de viajes individuales y de grupo desde un único panel de gestión.",
        },
        {
          title: "Paquetes de umrah y peregrinación",
          description:
            "Organice salidas de grupo con listas de documentos, pagos a plazos y avisos a los peregrinos en Bahasa Malaysia.",
        },
        {
          title: "Eventos y viajes de incentivo",
          description:
            "Coordine vuelos, habitaciones y traslados para congresos y viajes de incentivo, con listas de alojamiento y avisos a los asistentes.",
        },
        {
          title: "Seguridad del viajero y gestión de incidencias",
          description:
            "Localice al personal afectado durante una incidencia, envíe alertas y reserve alternativas con rapidez a través del asistente de IA.",
        },
      ],
    },
  },
  sdk: {
    source: "ec39acdf00e4",
    text: {
      name: "SDK de IA",
      tagline:
        "Integre la inteligencia de voz, chat y lenguaje de Nusantara AI en sus propias aplicaciones con unas pocas líneas de código.",
      topFeatures: [
        "Bibliotecas cliente para TypeScript, Python, Java, Kotlin y Swift",
        "API REST y WebSocket para chat, voz e inferencia del LLM",
        "Voz a texto y síntesis de voz en streaming en Bahasa Malaysia, inglés, mandarín y tamil",
        "Widget de chat web listo para usar y componentes de interfaz para móvil",
        "Eventos webhook del ciclo de vida de conversaciones, traspasos y llamadas",
        "Claves de API con permisos acotados y credenciales de cliente OAuth 2.0",
        "Entorno de pruebas aislado con bots de ejemplo y créditos de prueba",
        "Plantillas de prompts y conectores de recuperación para su propia base de conocimiento",
        "Medición del consumo, cabeceras de límite de peticiones y analítica por clave",
        "API versionada con avisos de obsolescencia y guías de migración",
      ],
      detailedDescription: [
        "El SDK de IA de Nusantara AI da a su equipo de ingeniería acceso directo a los mismos motores que impulsan nuestro bot de voz, nuestro chatbot y nuestro modelo de lenguaje de gran tamaño. En lugar de reconstruir desde cero la lógica conversacional, el reconocimiento de voz o la detección de intenciones, los desarrolladores llaman a API bien documentadas y a bibliotecas cliente tipadas, y dan forma a la experiencia dentro de sus propios portales web, aplicaciones móviles, quioscos o sistemas de gestión interna. El resultado es una IA que parece nativa de su producto y no un añadido.",
        "Los modelos de voz y de lenguaje están ajustados a la forma en que realmente habla la gente en Malasia y el Sudeste Asiático, incluida la alternancia entre Bahasa Malaysia e inglés, y los nombres de personas y lugares locales. Los endpoints en streaming devuelven transcripciones parciales y tokens a medida que se generan, para que las interfaces respondan con fluidez. Los conectores de recuperación le permiten basar las respuestas en sus propias políticas, fichas de producto y preguntas frecuentes, y cada respuesta incluye metadatos que su equipo puede registrar, auditar y revisar.",
        "Los proyectos empiezan en un entorno de pruebas aislado con bots de ejemplo y créditos de prueba, y pasan después a producción con claves de permisos acotados, alertas de consumo y configuración por entorno. Nuestros ingenieros de éxito para desarrolladores imparten talleres de incorporación, revisan la arquitectura de los lanzamientos con mucho tráfico y le ayudan a elegir entre despliegue en la nube o privado. Las versiones numeradas, los registros de cambios y el aviso anticipado de los cambios incompatibles hacen que la integración que publique hoy siga funcionando a medida que evoluciona la plataforma.",
      ],
      useCases: [
        {
          title: "Asistente bancario dentro de la aplicación",
          description:
            "Un banco digital integra los componentes de chat y los endpoints del LLM en su aplicación móvil, para que los clientes consulten el estado de su tarjeta, reclamen cargos y pregunten por productos sin salir de la aplicación.",
        },
        {
          title: "Quioscos de autoservicio por voz",
          description:
            "Operadores de comercio y transporte añaden reconocimiento de voz en streaming a sus quioscos, para que los visitantes pidan indicaciones, recarguen tarjetas o impriman recibos hablando en el idioma que prefieran.",
        },
        {
          title: "Copilotos de conocimiento interno",
          description:
            "Los equipos de TI conectan las API de recuperación a los documentos de la intranet y a las políticas de RR. HH., y ofrecen al personal un asistente seguro dentro de los portales que ya usa a diario.",
        },
        {
          title: "Funciones de IA para fabricantes de software",
          description:
            "Los fabricantes de software independientes usan el SDK para añadir resúmenes, respuestas inteligentes y etiquetado de sentimiento a sus propias plataformas, con facturación por consumo en una sola cuenta.",
        },
        {
          title: "Flujos de analítica de llamadas",
          description:
            "Los centros de contacto procesan las llamadas grabadas con los endpoints de transcripción por lotes y de analítica para puntuar la calidad, detectar las frases obligatorias por normativa e identificar nuevos motivos de queja.",
        },
      ],
    },
  },
  software: {
    source: "17643afa97b9",
    text: {
      name: "Software empresarial",
      tagline:
        "Las aplicaciones de negocio y el motor de IA de Nusantara AI, preparados para una implantación empresarial segura en sus instalaciones, en nube privada o como SaaS.",
      topFeatures: [
        "Implantación como SaaS, en nube privada o totalmente en sus instalaciones",
        "Inicio de sesión único mediante SAML 2.0, OpenID Connect y Active Directory",
        "Control de acceso basado en roles con permisos por campo",
        "Conectores predefinidos para SAP, Oracle, Microsoft Dynamics y Salesforce",
        "Consola de administración central para todos los módulos con licencia",
        "Pistas de auditoría a prueba de manipulaciones para cada cambio de configuración",
        "Soporte multiempresa, multidivisa y multilingüe",
        "Asistentes de IA integrados para búsquedas, resúmenes y aprobaciones",
        "Actualizaciones por etapas con vuelta atrás probada",
        "Licencias flexibles por usuario, por módulo o mediante acuerdo corporativo",
      ],
      detailedDescription: [
        "Nuestra oferta de software empresarial reúne bajo una única licencia corporativa la cartera de aplicaciones de negocio de Nusantara AI, desde la gestión de servicios y RR. HH. hasta las compras y la cadena de suministro, junto con nuestro motor de IA. Las grandes organizaciones, los organismos públicos y las empresas reguladas obtienen las mismas capacidades que usan nuestros clientes de SaaS, pero con el control que necesitan sobre dónde residen los datos, quién los administra y cómo se pasan los cambios a producción.",
        "Todas las implantaciones comparten una capa de plataforma común: integración de identidades con su directorio actual, un modelo de permisos unificado, datos maestros compartidos y un único registro de auditoría. Así, una solicitud de compra en el módulo de compras, una aprobación de vacaciones en RR. HH. y un ticket en la gestión de servicios de TI siguen las mismas reglas de seguridad. Los adaptadores de integración y las API abiertas conectan la suite con los sistemas ERP, CRM, de almacén de datos y de gestión documental que ya tiene.",
        "Nuestro equipo de implantación sigue un programa estructurado que abarca el descubrimiento, el diseño de la solución, la migración de datos, las pruebas de aceptación de usuario y un periodo de soporte intensivo tras la puesta en marcha. Las actualizaciones se ensayan en un entorno de preproducción antes de llegar a producción, y las versiones con soporte a largo plazo se adaptan a las organizaciones con ventanas de cambio estrictas. Las licencias pueden ajustarse por usuario, por módulo o mediante acuerdo corporativo, de modo que los costes siguen el grado de adopción del software en departamentos y filiales.",
      ],
      useCases: [
        {
          title: "Servicios digitales de organismos públicos",
          description:
            "Un ministerio implanta la suite en su propio centro de datos para mantener en sus instalaciones los datos de ciudadanos y empleados mientras moderniza los flujos de compras, visitantes y centro de servicios.",
        },
        {
          title: "Servicios compartidos para todo el grupo",
          description:
            "Un conglomerado con filiales en Malasia e Indonesia gestiona RR. HH., compras y servicios de TI desde una sola instancia, con sociedades, divisas y cadenas de aprobación separadas.",
        },
        {
          title: "Entidades financieras reguladas",
          description:
            "Bancos y aseguradoras optan por la implantación en nube privada, con pistas de auditoría detalladas y revisiones periódicas de accesos que respaldan sus obligaciones de gestión del riesgo tecnológico.",
        },
        {
          title: "Sustitución de herramientas heredadas dispersas",
          description:
            "Las organizaciones retiran hojas de cálculo y sistemas departamentales obsoletos y los consolidan en una sola plataforma con datos maestros compartidos y un único contrato de soporte.",
        },
      ],
    },
  },
  hardware: {
    source: "20876e75cb57",
    text: {
      name: "Hardware preparado para IA",
      tagline:
        "Servidores con GPU, dispositivos de IA perimetrales (edge) y terminales de comunicaciones, especificados, suministrados e instalados para las cargas de IA que usted realmente ejecuta.",
      topFeatures: [
        "Servidores con GPU dimensionados para inferencia de LLM, ajuste fino y visión artificial",
        "Dispositivos perimetrales compactos de IA para sucursales, fábricas y tiendas",
        "Estaciones de trabajo con mucha memoria para ciencia de datos y desarrollo de modelos",
        "Imágenes de software de Nusantara AI preinstaladas y validadas",
        "Auriculares, teléfonos IP y equipos de vídeo probados con nuestra plataforma",
        "Evaluación de alimentación eléctrica, refrigeración y racks antes de la entrega",
        "Pruebas de estrés y configuración en nuestro laboratorio de preproducción",
        "Supervisión remota del estado del hardware y gestión del firmware",
        "Sustitución de piezas al siguiente día laborable en las principales ciudades de Malasia",
        "Financiación de hardware como servicio con ciclos de renovación planificados",
      ],
      detailedDescription: [
        "Ejecutar la IA cerca de sus datos suele tener más sentido que enviar cada petición a la nube pública. Nuestra cartera de hardware preparado para IA incluye servidores con GPU para modelos de lenguaje en sus instalaciones, dispositivos perimetrales (edge) compactos para analítica de vídeo y procesamiento de voz, y estaciones de trabajo para equipos de ciencia de datos. Cada configuración se elige en función de una carga de trabajo real, para que no pague aceleradores que se quedan ociosos ni descubra después que la memoria es el cuello de botella.",
        "Antes de cualquier envío, nuestros ingenieros evalúan el espacio en rack, el consumo eléctrico, la refrigeración y la capacidad de red de sus instalaciones. Los sistemas se montan, se someten a pruebas de estrés y se cargan con imágenes validadas de sistema operativo, controladores y software de Nusantara AI en nuestro laboratorio de preproducción, lo que reduce la instalación in situ de días a horas. Para centros de contacto y salas de reuniones, suministramos además auriculares, teléfonos IP y equipos de vídeo probados que funcionan sin problemas con nuestros bots y nuestra plataforma de telefonía.",
        "Tras la instalación, el hardware se incorpora a una supervisión remota que controla temperaturas, uso de GPU, estado de los discos y versiones de firmware, y abre tickets antes de que una avería interrumpa el servicio. Los planes de soporte incluyen la sustitución de piezas al siguiente día laborable en las principales ciudades de Malasia, y la financiación de hardware como servicio reparte el coste a lo largo de la vida útil de los equipos, con una renovación planificada al final. Usted obtiene presupuestos previsibles y una infraestructura que sigue el ritmo de modelos más nuevos y más grandes.",
      ],
      useCases: [
        {
          title: "LLM privado para datos sensibles",
          description:
            "Bancos, hospitales y organismos públicos alojan el modelo de lenguaje de Nusantara AI en servidores con GPU propios, para que los documentos confidenciales nunca salgan de sus instalaciones.",
        },
        {
          title: "Inspección visual en planta",
          description:
            "Los fabricantes colocan dispositivos perimetrales de IA junto a las líneas de producción para detectar defectos en tiempo real, incluso cuando la conexión a internet es lenta o no está disponible.",
        },
        {
          title: "Analítica de afluencia y colas en tiendas",
          description:
            "Los operadores de tiendas ejecutan analítica de cámaras en dispositivos perimetrales compactos para contar visitantes, medir la longitud de las colas y avisar al personal en las horas punta.",
        },
        {
          title: "Renovación de puestos del centro de contacto",
          description:
            "Los equipos de operaciones despliegan auriculares, teléfonos IP y ordenadores de agente preparados para la transcripción en tiempo real y la asistencia al agente, todo configurado antes de la entrega.",
        },
        {
          title: "Laboratorios de ciencia de datos",
          description:
            "Universidades y equipos de investigación equipan sus laboratorios con estaciones de trabajo con GPU para experimentar antes de pasar los modelos que funcionan a los servidores de producción.",
        },
      ],
    },
  },
  "iot-solutions": {
    source: "9c2a30938d2c",
    text: {
      name: "Soluciones IoT",
      tagline:
        "Conecte sensores, máquinas y vehículos a una plataforma de IA que convierte la telemetría en bruto en alertas y decisiones a tiempo.",
      topFeatures: [
        "Sensores industriales de temperatura, vibración, humedad, energía y calidad del aire",
        "Conectividad LoRaWAN, NB-IoT, 4G/5G y wifi",
        "Pasarelas perimetrales (edge) con reglas locales y almacenamiento temporal sin conexión",
        "Integración MQTT y OPC UA con las máquinas y los PLC existentes",
        "Modelos de detección de anomalías y de mantenimiento predictivo",
        "Paneles en tiempo real con mapas, planos de planta y vistas de activos",
        "Alertas por WhatsApp, SMS, correo y llamadas del bot de voz",
        "Actualizaciones de firmware por aire (OTA) y gestión remota de dispositivos",
        "Certificados por dispositivo y transporte cifrado de extremo a extremo",
        "API abiertas que envían eventos al ERP, al GMAO y a las herramientas de BI",
      ],
      detailedDescription: [
        "Las soluciones IoT de Nusantara AI conectan los activos físicos con la misma plataforma de IA que impulsa nuestros bots y aplicaciones de negocio. Diseñamos la cadena completa, desde la elección de sensores y conectividad hasta la instalación de pasarelas, la creación de paneles y la definición de las acciones que deben seguir a cada evento. Tanto si supervisa las enfriadoras de un hospital, los motores de una línea de producción o camiones frigoríficos en la autopista Norte-Sur, el objetivo es el mismo: menos sorpresas y respuestas más rápidas.",
        "Los datos fluyen desde los dispositivos a través de pasarelas perimetrales que filtran el ruido, aplican reglas locales y siguen almacenando datos si se pierde la conectividad, algo fundamental en plantaciones, almacenes y emplazamientos remotos. En la nube, modelos de aprendizaje automático aprenden el comportamiento normal de cada activo y señalan pronto las desviaciones, como una vibración creciente en una bomba o la puerta de un congelador que se ha quedado abierta. Las alertas llegan a la persona adecuada por WhatsApp, SMS, correo o una llamada de voz automática.",
        "La seguridad y la facilidad de gestión se diseñan desde el primer día. Cada dispositivo tiene su propio certificado, el tráfico se cifra de extremo a extremo y el firmware puede actualizarse por aire en oleadas controladas. Las API abiertas envían órdenes de trabajo a los sistemas de mantenimiento y resúmenes a las herramientas de inteligencia de negocio. Podemos empezar con un piloto acotado en una sola línea o un solo edificio, demostrar el ahorro y después escalar a cientos de emplazamientos.",
      ],
      useCases: [
        {
          title: "Mantenimiento predictivo en la industria",
          description:
            "Sensores de vibración y temperatura en motores, compresores y cintas transportadoras avisan a los equipos de mantenimiento del desgaste semanas antes de que una avería detenga la producción.",
        },
        {
          title: "Supervisión de la cadena de frío",
          description:
            "Distribuidores de alimentación y farmacias controlan la temperatura de cámaras frigoríficas y camiones de reparto, con registros automáticos que respaldan las auditorías de seguridad alimentaria y farmacéuticas.",
        },
        {
          title: "Gestión energética de edificios inteligentes",
          description:
            "Los responsables de instalaciones miden el consumo de climatización, iluminación y ascensores planta por planta, y aplican las recomendaciones de la IA para reducirlo sin afectar al confort de los ocupantes.",
        },
        {
          title: "Supervisión de plantaciones y cultivos",
          description:
            "Sensores de humedad del suelo, meteorología y nivel de agua conectados por LoRaWAN ayudan a los gestores de fincas a programar el riego y el abonado con más precisión.",
        },
        {
          title: "Seguimiento de flotas y activos",
          description:
            "Las empresas de logística siguen vehículos, remolques y equipos de alto valor en mapas en directo, con alertas de geovalla e informes de conducción.",
        },
      ],
    },
  },
  "custom-development": {
    source: "3028c3505d7f",
    text: {
      name: "Desarrollo a medida",
      tagline: "Software a medida diseñado en torno a sus procesos, con IA allí donde realmente aporta valor.",
      topFeatures: [
        "Talleres de descubrimiento y prototipos navegables antes del desarrollo",
        "Equipos multidisciplinares dedicados, con alcance cerrado o con contratos ágiles de dedicación",
        "Sprints de dos semanas con demostraciones y un backlog transparente",
        "Integración de funciones de IA con modelos y API de Nusantara AI",
        "Modernización de sistemas heredados y migración de plataforma por fases",
        "Desarrollo de API y middleware para la integración de sistemas",
        "Pruebas automatizadas, revisión de código y análisis de seguridad en la integración continua",
        "Arquitectura nativa en la nube sobre AWS, Azure, Google Cloud o nube privada",
        "Entrega de todo el código fuente y la documentación",
        "Planes de soporte, mantenimiento y mejora tras el lanzamiento",
      ],
      detailedDescription: [
        "El software estándar rara vez se ajusta a todos los procesos, sobre todo cuando su ventaja competitiva consiste en hacer las cosas de otra manera. Nuestro servicio de desarrollo a medida construye los sistemas que no se pueden comprar: plataformas internas, capas de integración, motores de flujos de trabajo y productos de datos diseñados según la forma real de trabajar de sus equipos. Cada proyecto lo dirige un responsable de entrega y lo integran analistas de negocio, diseñadores, ingenieros y especialistas en pruebas que han puesto en producción sistemas para empresas malasias y organismos del sector público.",
        "Empezamos con talleres de descubrimiento que trazan los procesos actuales, los puntos débiles y los indicadores de éxito, y validamos las ideas con prototipos navegables antes de comprometernos con el desarrollo completo. La entrega avanza en sprints de dos semanas, con software funcional que se presenta al final de cada uno, de modo que las prioridades pueden cambiar sin desperdiciar trabajo. Cuando la inteligencia artificial ayuda, por ejemplo en la extracción de documentos, la previsión o las interfaces conversacionales, incorporamos componentes probados de Nusantara AI en lugar de código experimental.",
        "La calidad se asegura con pruebas automatizadas, revisión de código entre pares y análisis de seguridad dentro del flujo de entrega, y los despliegues están automatizados para que los entornos sean coherentes. Al final del proyecto, el código fuente, las definiciones de infraestructura y la documentación son suyos. Tras el lanzamiento, planes de soporte flexibles cubren corrección de errores, optimización del rendimiento, actualizaciones de plataforma y nuevas funciones; o bien formamos a su equipo interno para que asuma el sistema por completo.",
      ],
      useCases: [
        {
          title: "Modernización de un sistema central heredado",
          description:
            "Una aseguradora sustituye por fases un sistema de siniestros de veinte años de antigüedad: primero lo envuelve con API y después traslada los módulos a una plataforma moderna sin interrumpir la operativa diaria.",
        },
        {
          title: "Automatización de flujos de trabajo operativos",
          description:
            "Una empresa de logística digitaliza en un único flujo la expedición, el justificante de entrega y la facturación, que antes se hacían en papel, y acaba con la introducción manual repetida de datos entre departamentos.",
        },
        {
          title: "Plataforma de integración entre sistemas",
          description:
            "Las empresas conectan ERP, CRM, plataformas de pago y el servicio de facturación electrónica MyInvois de LHDN mediante un middleware central que gestiona la correspondencia de datos, los reintentos y la supervisión.",
        },
        {
          title: "Procesamiento de documentos asistido por IA",
          description:
            "Los equipos de finanzas y cumplimiento extraen automáticamente los datos de facturas, contratos y formularios de solicitud, y las personas revisan solo los resultados de baja confianza.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
