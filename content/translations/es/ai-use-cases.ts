import type { LocaleContent } from "@/content/units";

/** es: aiUseCases. */
export const aiUseCases = {
  healthcare: {
    source: "1e15b9b71f86",
    text: [
      {
        useCase:
          "Los pacientes reservan, cambian o cancelan sus citas y reciben las instrucciones previas a la consulta a través del sitio web del hospital o de WhatsApp. El bot también responde a cualquier hora preguntas sobre el horario de visitas, las aseguradoras concertadas y la disponibilidad de especialistas.",
      },
      {
        useCase:
          "Una línea de voz automatizada confirma citas, envía recordatorios para renovar la medicación y filtra las llamadas rutinarias antes de que lleguen al mostrador de admisión. Quien necesita hablar con una enfermera o un médico es transferido con sus datos ya registrados.",
      },
      {
        useCase:
          "El personal clínico recibe borradores de informes de alta, cartas de derivación y notas de consulta generados a partir de registros estructurados, listos para revisar y firmar. El modelo también puede condensar historias clínicas extensas para que los médicos capten lo esencial antes de la consulta.",
      },
    ],
  },
  finance: {
    source: "a03c2d442b4e",
    text: [
      {
        useCase:
          "Los clientes consultan saldos, revisan los movimientos de su tarjeta, piden extractos e inician solicitudes de préstamo o de indemnización de forma segura desde la banca móvil y los canales de mensajería. Las sesiones verificadas protegen sus datos financieros personales durante toda la conversación.",
      },
      {
        useCase:
          "La biometría de voz autentica a quien llama en cuestión de segundos y, a continuación, el bot se encarga del bloqueo de tarjetas, los recordatorios de pago y las consultas sobre la cuenta. Los equipos de cobro lanzan campañas de llamadas salientes que recuerdan a los prestatarios sus vencimientos con cortesía y de forma sistemática.",
      },
      {
        useCase:
          "Analistas y suscriptores reciben resúmenes concisos de estados financieros, condicionados de pólizas y circulares regulatorias. El modelo también señala cláusulas inusuales o incoherencias, lo que agiliza los análisis de crédito y las comprobaciones de cumplimiento normativo.",
      },
    ],
  },
  retail: {
    source: "3ebc07f24aa0",
    text: [
      {
        useCase:
          "Los compradores preguntan por tallas, existencias en las tiendas cercanas y plazos de entrega, y reciben sugerencias de productos personalizadas en el mismo chat. El bot puede cerrar la compra, aplicar cupones y tramitar devoluciones sin intervención del personal.",
      },
      {
        useCase:
          "Los clientes llaman para seguir sus pedidos, consultar el horario de las tiendas o reservar artículos para recogerlos, y se les atiende al instante, incluso en los picos de ventas de las temporadas festivas. Las llamadas salientes confirman los pedidos contra reembolso para reducir las entregas fallidas.",
      },
      {
        useCase:
          "Los equipos de merchandising generan descripciones de productos, textos de campaña y fichas para marketplaces en varios idiomas a partir de unos pocos atributos. El modelo también analiza miles de reseñas para descubrir qué les encanta a los clientes y qué motiva las devoluciones.",
      },
    ],
  },
  manufacturing: {
    source: "4073cd904912",
    text: [
      {
        useCase:
          "Proveedores y distribuidores consultan el estado de sus órdenes de compra, los calendarios de entrega y el pago de sus facturas en un portal de chat de autoservicio. El personal interno utiliza el mismo bot para consultar los niveles de existencias y emitir solicitudes de material.",
      },
      {
        useCase:
          "Los operarios de planta notifican averías, piden material o registran recuentos de producción mediante comandos de voz, sin usar las manos. Los equipos de mantenimiento reciben el aviso al instante y cada parte hablado se convierte en una orden de trabajo.",
      },
      {
        useCase:
          "Los ingenieros consultan en lenguaje natural manuales de equipos, procedimientos normalizados de trabajo e informes de incidencias de calidad anteriores. El modelo redacta resúmenes de causa raíz e informes de acciones correctivas para acelerar las investigaciones de calidad.",
      },
    ],
  },
  sme: {
    source: "da7e1e8561f3",
    text: [
      {
        useCase:
          "Un chatbot listo para usar en WhatsApp y en su sitio web responde preguntas sobre productos, precios y entregas, y toma pedidos mientras usted se centra en dirigir el negocio. Los clientes potenciales que capta pasan directamente a su lista de clientes.",
      },
      {
        useCase:
          "Un asistente de voz amable atiende las llamadas cuando todo el equipo está ocupado, toma recados, agenda citas y resuelve consultas sencillas. Los equipos pequeños ofrecen una primera atención profesional sin tener que contratar a un recepcionista.",
      },
      {
        useCase:
          "Los propietarios redactan en segundos publicaciones de marketing, correos a clientes, presupuestos y ofertas de empleo a partir de instrucciones sencillas. El modelo también convierte las cifras de ventas y las opiniones de los clientes en conclusiones claras para la planificación semanal.",
      },
    ],
  },
  largeenterprise: {
    source: "ace83833f407",
    text: [
      {
        useCase:
          "Un asistente corporativo atiende a los clientes en todos los canales digitales y a los empleados dentro de Microsoft Teams, y responde preguntas sobre normativa interna, TI y RR. HH. Al estar integrado con los sistemas centrales, puede completar transacciones en lugar de limitarse a dar información.",
      },
      {
        useCase:
          "Un IVR conversacional gestiona millones de llamadas en distintas regiones e idiomas, autentica a quienes llaman y resuelve de principio a fin las solicitudes habituales. Los casos complejos se derivan a agentes especializados con todo el contexto adjunto.",
      },
      {
        useCase:
          "Un modelo de lenguaje alojado de forma privada y alimentado con el conocimiento de la empresa ayuda al personal a buscar documentos, redactar informes y analizar contratos. Los controles de gobernanza mantienen los datos confidenciales dentro de su entorno y registran cada consulta.",
      },
    ],
  },
  serviceprovider: {
    source: "9b2c1b770405",
    text: [
      {
        useCase:
          "Los abonados resuelven problemas de conexión, cambian de tarifa, pagan facturas y notifican averías por chat, desde la aplicación o por mensajería. El bot ejecuta automáticamente diagnósticos de línea y solo abre un ticket cuando de verdad hace falta un técnico.",
      },
      {
        useCase:
          "Durante las caídas del servicio y los picos de facturación, el bot de voz absorbe las avalanchas de llamadas, informa del estado del servicio y guía a los abonados para reiniciar sus dispositivos. Los agentes quedan libres para los casos que requieren escalado y las conversaciones de venta de alto valor.",
      },
      {
        useCase:
          "Los agentes reciben sugerencias de respuesta en tiempo real y resúmenes automáticos de las llamadas, elaborados a partir de catálogos de productos y bases de conocimiento de red. Los equipos de producto usan el modelo para analizar la evolución de las reclamaciones y planificar mejoras del servicio.",
      },
    ],
  },
  government: {
    source: "4585d0944396",
    text: [
      {
        useCase:
          "Los ciudadanos preguntan por licencias, permisos, tasas y el estado de sus solicitudes en el idioma que prefieran, en los portales de los organismos y en aplicaciones de mensajería. El bot los guía paso a paso por los formularios en línea y las listas de documentos requeridos.",
      },
      {
        useCase:
          "Las líneas de atención ciudadana usan un bot de voz para responder a las preguntas frecuentes, informar del estado de las solicitudes y registrar quejas a cualquier hora. Las personas mayores y quienes se manejan peor con lo digital reciben ayuda sin necesidad de un teléfono inteligente.",
      },
      {
        useCase:
          "Los funcionarios buscan en lenguaje natural leyes, circulares y resoluciones anteriores, y obtienen respuestas con referencias y borradores de contestación a la correspondencia ciudadana. Los informes rutinarios y las actas de reuniones se resumen en minutos en lugar de horas.",
      },
    ],
  },
} satisfies NonNullable<LocaleContent["aiUseCases"]>;
