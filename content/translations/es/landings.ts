import type { LocaleContent } from "@/content/units";

/** es: landings. */
export const landings = {
  healthcare: {
    source: "e96c158e2d33",
    text: {
      heroImage: { alt: "Profesionales sanitarios apoyados por asistentes de IA e historias clínicas digitales" },
      name: "Sanidad",
      title: "Soluciones de IA para la sanidad",
      tagline: "Mejores experiencias para los pacientes y menos carga administrativa para hospitales y clínicas.",
      intro:
        "Los proveedores de atención sanitaria de Malasia se enfrentan a un número creciente de pacientes, a la escasez de personal y a unas expectativas cada vez mayores de comodidad digital. Nusantara AI ayuda a hospitales, clínicas especializadas y grupos médicos a automatizar la gestión de citas, la comunicación con los pacientes y la documentación clínica, sin comprometer la seguridad de los historiales sensibles. Nuestros bots de voz y chatbots gestionan reservas y recordatorios, nuestro modelo de lenguaje de gran tamaño ayuda al personal clínico con resúmenes y redacción de documentos, y nuestra aplicación de gestión hospitalaria une admisión, facturación e historiales, de modo que los equipos asistenciales disponen de más tiempo para el trabajo que solo ellos pueden hacer.",
      highlights: [
        {
          title: "Agenda más inteligente",
          text: "Las reservas, los cambios de cita y los recordatorios automatizados reducen las ausencias y mantienen puntuales las consultas.",
        },
        {
          title: "Menos papeleo",
          text: "Las notas, cartas de derivación e informes de alta redactados por IA reducen el tiempo que médicos y enfermeras dedican a la documentación.",
        },
        {
          title: "Datos de pacientes protegidos",
          text: "El cifrado, el registro de accesos y el alojamiento local ayudan a cumplir las obligaciones de la PDPA y a superar las auditorías de acreditación hospitalaria.",
        },
      ],
      ctaLabel: "Hablemos de IA para su centro sanitario",
    },
  },
  finance: {
    source: "b94c49001ea2",
    text: {
      name: "Servicios financieros",
      title: "Soluciones de IA para los servicios financieros",
      tagline: "Automatización segura y conforme a la normativa para bancos, aseguradoras y otras entidades financieras.",
      intro:
        "Bancos, aseguradoras, operadores de takaful y entidades de crédito deben ofrecer un servicio digital inmediato sin dejar de cumplir estrictas normas regulatorias y de seguridad. Nusantara AI ofrece IA conversacional y un modelo de lenguaje de gran tamaño especializado en finanzas que autentican a los clientes, responden preguntas sobre cuentas y pólizas, y ayudan al personal a revisar documentos y elaborar informes. Nuestras aplicaciones de servicio al cliente y de compras añaden flujos de trabajo estructurados, registros de auditoría y control del gasto, y ayudan a las entidades financieras a reducir sus costes operativos, responder antes a sus clientes y demostrar el cumplimiento de las directrices del Bank Negara Malaysia.",
      highlights: [
        {
          title: "Seguridad de nivel bancario",
          text: "El cifrado, la biometría de voz y el acceso basado en roles protegen cada interacción con los clientes y cada flujo de trabajo interno.",
        },
        {
          title: "Cumplimiento integrado",
          text: "Los registros de auditoría, la captura del consentimiento y los controles alineados con la RMiT simplifican las revisiones regulatorias y las auditorías internas.",
        },
        {
          title: "Respuestas más rápidas",
          text: "La automatización de consultas y el análisis de documentos con IA acortan los tiempos de respuesta en reclamaciones, solicitudes y disputas.",
        },
      ],
      ctaLabel: "Hablemos de IA para su entidad financiera",
    },
  },
  retail: {
    source: "793dc83b867c",
    text: {
      name: "Comercio minorista",
      title: "Soluciones de IA para el comercio minorista",
      tagline: "Experiencias de compra conectadas y personalizadas, desde el escaparate hasta la puerta de casa.",
      intro:
        "Hoy los minoristas venden en tiendas físicas, sitios web, marketplaces y redes sociales, y los compradores esperan el mismo servicio en todas partes. Nusantara AI ofrece a las marcas del comercio minorista asistentes de chat y de voz que recomiendan productos, siguen los pedidos y gestionan las devoluciones; un modelo de lenguaje de gran tamaño que redacta contenidos de producto y analiza las opiniones de los clientes; y aplicaciones integradas de comercio electrónico, punto de venta y servicio al cliente. Juntos unifican existencias, perfiles de clientes y promociones para que todos los canales trabajen con la misma información, y ayudan a los minoristas a aumentar la conversión, el importe medio de la cesta y la fidelidad.",
      highlights: [
        {
          title: "Comercio unificado",
          text: "Existencias, precios y promociones se mantienen sincronizados entre tiendas físicas, tiendas en línea y marketplaces.",
        },
        {
          title: "Venta personalizada",
          text: "Las recomendaciones de IA y las ofertas a medida convierten a quien solo está mirando en un cliente habitual.",
        },
        {
          title: "Entregas sin complicaciones",
          text: "El seguimiento de pedidos, los avisos de entrega y las devoluciones se gestionan automáticamente en el canal que prefiera cada comprador.",
        },
      ],
      ctaLabel: "Hablemos de IA para su negocio minorista",
    },
  },
  manufacturing: {
    source: "cc9e46ded528",
    text: {
      name: "Industria manufacturera",
      title: "Soluciones de IA para la industria manufacturera",
      tagline: "Plantas más inteligentes, cadenas de suministro más eficientes y almacenes más seguros.",
      intro:
        "Los fabricantes malasios de electrónica, automoción, alimentación y caucho están sometidos a una fuerte presión para aumentar la producción, contener los costes y reaccionar con rapidez a los cambios de la demanda. Nusantara AI conecta la planta, el almacén y la cadena de suministro mediante aplicaciones impulsadas por IA. Los bots de voz y los chatbots dan a los trabajadores acceso manos libres a los procedimientos y a la información de existencias, nuestro modelo de lenguaje de gran tamaño convierte manuales e informes de calidad en respuestas inmediatas, y nuestras aplicaciones de cadena de suministro, carretillas elevadoras e inventario mantienen los materiales en movimiento de forma eficiente, del proveedor al cliente.",
      highlights: [
        {
          title: "Operaciones conectadas",
          text: "Los datos de producción, almacén y compras confluyen en una vista única para planificadores y directores de planta.",
        },
        {
          title: "Manipulación de materiales más segura",
          text: "Las tareas guiadas de las carretillas elevadoras y el seguimiento de los movimientos reducen los accidentes, los palés extraviados y los tiempos muertos.",
        },
        {
          title: "Planificación según la demanda",
          text: "Las previsiones con IA ajustan los pedidos de materias primas y los programas de producción a la demanda real de los clientes.",
        },
      ],
      ctaLabel: "Hablemos de IA para su planta",
    },
  },
  sme: {
    source: "154e69bc601a",
    text: {
      name: "Pymes",
      title: "IA sencilla para pymes",
      tagline: "Herramientas de calidad empresarial, a la medida y al precio de las empresas en crecimiento.",
      intro:
        "Dirigir una pequeña o mediana empresa obliga a desempeñar muchos papeles, y el tiempo dedicado a responder preguntas repetitivas o a actualizar hojas de cálculo es tiempo que se resta a los clientes. Nusantara AI reúne bots de voz y chatbots, telefonía en la nube y aplicaciones de servicio al cliente, comercio electrónico y punto de venta en suscripciones asequibles que pueden estar operativas en pocos días. No hay que comprar servidores ni contratar personal especializado: nuestro equipo local lo configura todo, forma a su personal y sigue a su disposición a medida que su negocio se expande a nuevos establecimientos o mercados.",
      highlights: [
        {
          title: "Suscripciones asequibles",
          text: "Pague cada mes solo por lo que utiliza, sin licencias ni servidores que adquirir por adelantado.",
        },
        {
          title: "En marcha en pocos días",
          text: "Gracias a las plantillas listas para usar y a la configuración guiada, su primer asistente de IA puede ponerse en marcha esta misma semana.",
        },
        {
          title: "Soporte local",
          text: "Nuestro equipo de Kuala Lumpur le atiende en inglés y en Bahasa Malaysia siempre que lo necesite.",
        },
      ],
      ctaLabel: "Descubra soluciones de IA para su pyme",
    },
  },
  "large-enterprise": {
    source: "8a3893447cd2",
    text: {
      name: "Gran empresa",
      title: "IA para grandes empresas",
      tagline: "IA integrada y bien gobernada que da resultados en todas las unidades de negocio.",
      intro:
        "En las grandes organizaciones, el problema rara vez es la falta de ideas sobre IA, sino convertirlas en servicios seguros e integrados en los que confían miles de empleados y clientes. Nusantara AI ofrece bots de voz y chatbots listos para producción, un modelo de lenguaje de gran tamaño alojado de forma privada, un centro de contacto en la nube y aplicaciones empresariales de cadena de suministro, RR. HH. y compras. Nuestros arquitectos los integran con las plataformas de ERP, CRM e identidad existentes, y aplican la gobernanza, la supervisión y los niveles de servicio que exigen las empresas reguladas con presencia en varios países.",
      highlights: [
        {
          title: "Integración profunda",
          text: "Conectores y API enlazan los servicios de IA con los sistemas de ERP, CRM, RR. HH. e identidad que ya tiene implantados.",
        },
        {
          title: "Gobernanza empresarial",
          text: "El acceso basado en roles, los registros de auditoría y las opciones de residencia de los datos satisfacen a los comités de seguridad y de riesgos.",
        },
        {
          title: "Fiabilidad probada a gran escala",
          text: "Las implantaciones multisede y multilingües funcionan de forma fiable para miles de usuarios simultáneos.",
        },
      ],
      ctaLabel: "Impulse su empresa con IA a gran escala",
    },
  },
  "service-provider": {
    source: "2072bcf18a4b",
    text: {
      name: "Proveedores de servicios",
      title: "IA para proveedores de servicios",
      tagline: "Automatice la atención al cliente y lance nuevos servicios de IA con su propia marca.",
      intro:
        "Operadores de telecomunicaciones, proveedores de internet, empresas de externalización y compañías de servicios de TI gestionan enormes volúmenes de interacciones con clientes con márgenes muy ajustados. Nusantara AI les ayuda a automatizar la atención con bots de voz y chatbots, a ampliar la capacidad de sus agentes con un centro de contacto en la nube y la asistencia de un modelo de lenguaje de gran tamaño, y a agilizar su TI interna con nuestra aplicación de gestión de servicios. Nuestras plataformas de telefonía en la nube y de bots también están disponibles en marca blanca, para que los proveedores puedan empaquetar servicios de voz con IA, chat y centro de contacto para sus propios clientes empresariales y aumentar sus ingresos recurrentes.",
      highlights: [
        {
          title: "Fiabilidad de nivel operador",
          text: "Una infraestructura redundante y multirregión mantiene los servicios de voz y mensajería disponibles las 24 horas.",
        },
        {
          title: "Plataformas listas para marca blanca",
          text: "Ponga su marca a nuestras plataformas de bots, telefonía y centro de contacto, y revéndalas con sus propios precios.",
        },
        {
          title: "Menor coste de atención",
          text: "El autoservicio automatizado resuelve las solicitudes rutinarias de los abonados sin ocupar a los agentes.",
        },
      ],
      ctaLabel: "Optimice la prestación de sus servicios con IA",
    },
  },
  government: {
    source: "9168c2c7157e",
    text: {
      name: "Administración pública",
      title: "IA para la administración y el sector público",
      tagline: "Servicios digitales accesibles, seguros y transparentes para toda la ciudadanía.",
      intro:
        "Los organismos públicos deben atender a comunidades diversas a través de muchos canales, al tiempo que protegen los datos públicos y gastan con responsabilidad. Nusantara AI dota a ministerios, organismos de derecho público y autoridades locales de asistentes de voz y chat multilingües para las consultas ciudadanas, de un modelo de lenguaje de gran tamaño que puede funcionar en infraestructura soberana y de aplicaciones específicas para licitaciones, control de acceso a edificios y soporte de TI. El resultado: colas más cortas, respuestas más rápidas y procesos transparentes que refuerzan la confianza de los ciudadanos, todo ello de acuerdo con los requisitos de contratación y de seguridad del sector público.",
      highlights: [
        {
          title: "Acceso inclusivo",
          text: "Los ciudadanos reciben atención en malayo, inglés, mandarín y tamil en los canales que ya utilizan.",
        },
        {
          title: "Soberanía de los datos",
          text: "El alojamiento en centros de datos malasios mantiene la información de los ciudadanos bajo jurisdicción nacional.",
        },
        {
          title: "Rendición de cuentas total",
          text: "Cada decisión, transacción y fase de contratación queda registrada para auditorías e informes públicos.",
        },
      ],
      ctaLabel: "Modernice los servicios públicos con IA",
    },
  },
} satisfies NonNullable<LocaleContent["landings"]>;
