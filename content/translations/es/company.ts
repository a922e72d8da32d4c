import type { LocaleContent } from "@/content/units";

/** es: company. */
export const company = {
  company: {
    source: "07c5ac568aa8",
    text: {
      name: "Nusantara AI",
      blurb:
        "Nusantara AI desarrolla soluciones de automatización inteligente e IA que ayudan a las empresas de Malasia y de todo el Sudeste Asiático a atender más rápido a sus clientes, operar con más eficiencia y crecer con confianza.",
      address: {},
      officeHours: {
        weekdays: "De lunes a viernes: de 9:00 a 18:00 (hora de Malasia)",
        weekend: "Sábados y domingos: cerrado",
      },
    },
  },
  home: {
    source: "fdf373ee244e",
    text: {
      hero: {
        titlePrefix: "Transforme su mundo con",
        titleHighlight: "inteligencia artificial",
        subtitle:
          "Bots de voz, chat y vídeo, un centro de contacto con IA, nuestro propio modelo de lenguaje de gran tamaño y los servicios gestionados para operarlos, desarrollados en Kuala Lumpur para empresas de todo el Sudeste Asiático.",
        primary: {
          label: "Ver productos",
        },
        secondary: {
          label: "Solicitar una demostración",
        },
      },
      sections: [
        {
          eyebrow: "Por qué elegirnos",
          heading: "IA que se adapta a la forma en que ya trabaja su empresa",
          paragraphs: [
            "Desde 2019 ayudamos a las organizaciones a automatizar conversaciones y procesos sin sustituir los sistemas de los que dependen. Nuestros bots, aplicaciones y servicios gestionados se conectan con su CRM, su telefonía y sus herramientas de colaboración actuales, y nuestro equipo sigue a su lado mucho después de la puesta en marcha.",
          ],
          stats: [
            {
              value: "Hasta un 60 %",
              label: "menos carga en el centro de llamadas",
            },
            {
              value: "< 5 s",
              label: "tiempo de respuesta habitual de un bot",
            },
          ],
          points: [
            {
              title: "Una oferta completa",
              text: "Bots, centro de contacto, telefonía en la nube, aplicaciones empresariales e infraestructura de un único proveedor que responde de todo.",
            },
            {
              title: "A la medida de la región",
              text: "Modelos de lenguaje y reconocimiento de voz ajustados al Bahasa Malaysia, el inglés, el mandarín y la alternancia de idiomas habitual en el día a día.",
            },
            {
              title: "Se integra, nunca sustituye",
              text: "Las API abiertas y los conectores listos para usar permiten que nuestra IA trabaje junto a las plataformas en las que usted ya ha invertido.",
            },
            {
              title: "El equipo detrás de la plataforma",
              text: "Ingenieros y gestores de éxito del cliente con base en Kuala Lumpur, que le responden en su mismo huso horario.",
            },
          ],
        },
        {
          eyebrow: "Transformación empresarial con IA",
          heading: "Convierta datos y conversaciones en resultados medibles",
          paragraphs: [
            "La inteligencia artificial ya no es un experimento reservado a los gigantes tecnológicos. Las organizaciones que incorporan la IA a sus operaciones diarias deciden más rápido, gastan menos en tareas repetitivas y responden a sus clientes en el mismo momento en que preguntan.",
            "Empezamos por los procesos que más le cuestan, ya sea la atención de llamadas, la tramitación de pedidos o la elaboración de informes, y les aplicamos primero productos de IA probados. Los resultados se miden desde la primera semana, de modo que cada paso siguiente se justifica con datos.",
          ],
          stats: [
            {
              value: "40 %",
              label: "más rapidez en la toma de decisiones",
            },
            {
              value: "35 %",
              label: "de reducción de costes",
            },
            {
              value: "50 %",
              label: "de aumento en la satisfacción del cliente",
            },
            {
              value: "De 3 a 6 meses",
              label: "plazo habitual de retorno de la inversión",
            },
          ],
          link: {
            label: "Ver nuestras soluciones",
          },
        },
        {
          eyebrow: "Las pymes y la IA",
          heading: "IA de nivel empresarial, a la medida de las pymes",
          paragraphs: [
            "Las pequeñas y medianas empresas son la columna vertebral de la economía y, sin embargo, la mayoría aún no ha adoptado la IA. Los motivos son conocidos: presupuestos ajustados, equipos de TI reducidos y herramientas pensadas para corporaciones con ejércitos de especialistas.",
            "Nuestros paquetes para pymes eliminan esas barreras con precios por suscripción, plantillas para tareas habituales como responder consultas, gestionar reservas o reclamar el pago de facturas, y una puesta en marcha que se mide en días. Una empresa en crecimiento puede empezar con un solo chatbot e ir sumando aplicaciones de voz, de punto de venta o de RR. HH. a medida que se expande.",
          ],
          stats: [
            {
              value: "90 %",
              label: "de las empresas son pymes",
            },
            {
              value: "23 %",
              label: "de las pymes han adoptado la IA",
            },
          ],
          points: [
            {
              title: "En marcha en días",
              text: "Bots y aplicaciones preconfigurados que se ponen en marcha rápidamente, sin un largo proyecto de integración.",
            },
            {
              title: "Pague a medida que crece",
              text: "Los planes mensuales se ajustan al uso, así que nunca paga por una capacidad que no necesita.",
            },
          ],
          link: {
            label: "Descubra la IA para pymes",
          },
        },
        {
          eyebrow: "Nuestra visión global",
          heading: "De Kuala Lumpur al mundo",
          paragraphs: [
            "Nacimos para demostrar que en el Sudeste Asiático se puede diseñar una IA de primer nivel mundial pensada para la realidad de sus empresas: muchos idiomas, una adopción digital que crece con rapidez y empresas de tamaños muy diversos.",
            "Hoy nuestras plataformas dan servicio a clientes de Malasia, Singapur, Indonesia y otros países. Nuestra ambición es poner la automatización inteligente al alcance de cualquier organización, dondequiera que opere, manteniendo los datos sujetos a la normativa local.",
          ],
          points: [
            {
              title: "Alcance regional",
              text: "Socios y clientes en toda la ASEAN, atendidos desde nuestra sede central en Kuala Lumpur.",
            },
            {
              title: "Responsable desde el diseño",
              text: "Opciones de residencia de los datos, modelos transparentes y supervisión humana integrados en cada producto.",
            },
            {
              title: "Crecer junto a nuestros socios",
              text: "Integradores, operadores y desarrolladores amplían nuestra presencia en nuevos mercados y sectores.",
            },
          ],
        },
        {
          eyebrow: "LLM y ecosistema de startups",
          heading: "Nuestro propio modelo de lenguaje, abierto a quienes quieran construir con él",
          paragraphs: [
            "En el centro de nuestros productos está el LLM de Nusantara AI, entrenado con especial atención a los idiomas de la región, la terminología empresarial local y los sectores regulados. Impulsa nuestros bots y aplicaciones, y está a disposición de los clientes que quieran crear los suyos propios.",
            "También apoyamos a la próxima generación de empresas de IA. Las startups de nuestro ecosistema reciben acceso al modelo, SDK, créditos en la nube y la mentoría de nuestros ingenieros, y las mejores ideas llegan al mercado a través de nuestra red de socios.",
          ],
          points: [
            {
              title: "Un LLM que habla la lengua de la región",
              text: "Entiende el lenguaje empresarial en malayo, inglés y chino, incluidas las expresiones locales y los textos que mezclan idiomas.",
            },
            {
              title: "SDK listos para desarrolladores",
              text: "API y SDK que permiten a los equipos integrar nuestros modelos en aplicaciones web, móviles y de centro de contacto.",
            },
            {
              title: "Programa para startups",
              text: "Créditos, mentoría técnica y apoyo para salir al mercado, dirigidos a fundadores de empresas de IA en fase inicial.",
            },
          ],
        },
        {
          eyebrow: "Por qué elegirnos",
          heading: "Un socio para todo el recorrido, no solo para el lanzamiento",
          paragraphs: [
            "Comprar IA es fácil; hacer que funcione todos los días es más difícil. Nuestros clientes siguen con nosotros porque medimos el éxito por sus resultados, seguimos mejorando lo que implantamos y hablamos con claridad de lo que la IA puede hacer y de lo que no.",
            "Tanto si necesita un solo bot como un centro de contacto totalmente gestionado, obtiene el mismo rigor: un plan claro, un presupuesto transparente ajustado a sus necesidades y un equipo que responde cuando usted llama.",
          ],
          points: [
            {
              title: "Proyectos orientados a resultados",
              text: "Cada proyecto empieza con objetivos de negocio acordados y un panel de control para seguir su evolución.",
            },
            {
              title: "Seguridad y cumplimiento ante todo",
              text: "Desde el primer taller, todo se diseña teniendo en cuenta los requisitos de la PDPA y de los sectores financiero y sanitario.",
            },
            {
              title: "Mejora continua",
              text: "Revisiones mensuales para reentrenar los modelos, afinar los flujos y retirar lo que ya no aporta valor.",
            },
            {
              title: "Experiencia probada en muchos sectores",
              text: "Implantaciones en comercio minorista, servicios financieros, sanidad, industria manufacturera, administración pública y telecomunicaciones.",
            },
          ],
        },
      ],
    },
  },
  about: {
    source: "7cf96b391292",
    text: {
      vision:
        "Ser la empresa de IA de mayor confianza del Sudeste Asiático y hacer que la automatización inteligente forme parte natural de la forma en que cualquier organización, grande o pequeña, atiende a sus clientes y gestiona sus operaciones.",
      mission:
        "Creamos productos de IA prácticos, desde bots conversacionales hasta nuestro propio modelo de lenguaje de gran tamaño, y los ofrecemos con los servicios gestionados y el conocimiento local que convierten la tecnología en resultados de negocio duraderos.",
      genesis: [
        "Nusantara AI se fundó en Kuala Lumpur en 2019 de la mano de un grupo de ingenieros de telecomunicaciones y científicos de datos que veían el mismo problema en un cliente tras otro: centros de contacto desbordados por llamadas rutinarias y herramientas de IA que tenían dificultades con los idiomas y los acentos de la región. El nombre refleja nuestras raíces en el archipiélago malayo y nuestra ambición de estar al servicio de toda la región.",
        "Nuestro primer producto fue un bot de voz entrenado con voces de hablantes malasios, implantado en la línea de atención de facturación de una empresa de suministros. Después llegaron los chatbots y los bots de vídeo, y más tarde una plataforma completa de centro de contacto y telefonía en la nube. Cuando los clientes nos pidieron conectar estas herramientas con el resto de sus operaciones, añadimos aplicaciones empresariales de RR. HH., cadena de suministro, punto de venta, hostelería, sanidad y otros ámbitos, junto con servicios gestionados de red, nube, almacenamiento y seguridad.",
        "En 2023 empezamos a entrenar Nusantara LLM, nuestro modelo de lenguaje, para dar a nuestros productos una base común que domina los idiomas de la región. Hoy la empresa da servicio a pymes, grandes empresas, proveedores de servicios y organismos públicos de Malasia y el Sudeste Asiático, y colabora con una red creciente de socios para llegar a nuevos mercados.",
      ],
      aiProductStack: [
        {
          title: "Bots conversacionales",
          text: "Bots de voz, chat y vídeo que atienden consultas, reservas y transacciones a cualquier hora y en varios idiomas.",
        },
        {
          title: "Centro de contacto y telefonía",
          text: "Un centro de contacto omnicanal en la nube y una plataforma de telefonía en la nube con enrutamiento por IA y asistencia a los agentes.",
        },
        {
          title: "Nusantara LLM",
          text: "Nuestro propio modelo, ajustado a los idiomas de la región y a los sectores regulados, disponible mediante API y SDK.",
        },
        {
          title: "Aplicaciones empresariales",
          text: "ITSM, HRMS, cadena de suministro, compras, POS, hospitales, hoteles y muchas otras aplicaciones que comparten una misma capa de IA.",
        },
        {
          title: "Infraestructura gestionada",
          text: "Servicios de red, nube, almacenamiento y seguridad que mantienen cada carga de trabajo de IA rápida, disponible y protegida.",
        },
      ],
      leadership: [
        {
          name: "Aisyah Rahman",
          role: "Directora ejecutiva (CEO)",
          description:
            "Cofundadora de la empresa, trabajó quince años en el sector de las telecomunicaciones de la región antes de crear Nusantara AI. Dirige la estrategia de la empresa y su expansión por la ASEAN.",
        },
        {
          name: "Daniel Lim",
          role: "Director de tecnología (CTO)",
          description:
            "Supervisa la ingeniería de las plataformas de bots, centro de contacto y nube, con especial atención a la fiabilidad a gran escala y a la integración abierta.",
        },
        {
          name: "Priya Nair",
          role: "Directora de investigación en IA",
          description:
            "Dirige el equipo responsable del modelo de lenguaje y del reconocimiento de voz de Nusantara AI, y está especializada en modelado de lenguaje multilingüe y para lenguas con pocos recursos.",
        },
        {
          name: "Hafiz Abdullah",
          role: "Director de operaciones (COO)",
          description:
            "Dirige los servicios gestionados, el éxito del cliente y la red de socios, y se asegura de que cada implantación ofrezca los resultados prometidos desde el principio.",
        },
      ],
    },
  },
  careers: {
    source: "0f7cba181892",
    text: {
      intro:
        "Únase al equipo que desarrolla una IA presente en el día a día de personas de todo el Sudeste Asiático. En Nusantara AI trabajará en productos reales para clientes reales, desde bots de voz que atienden millones de llamadas hasta un modelo de lenguaje que entiende la región, junto a compañeros que se preocupan por hacer bien las cosas.",
      values: [
        {
          title: "Innovar",
          text: "Cuestionamos cómo se hacen las cosas, probamos nuevas ideas con rapidez y lanzamos mejoras que los clientes notan.",
        },
        {
          title: "Colaborar",
          text: "Ingeniería, diseño, ventas y soporte trabajan como un solo equipo, comparten conocimiento abiertamente y triunfan juntos.",
        },
        {
          title: "Crecer",
          text: "Presupuesto para formación, certificaciones, mentoría y trayectorias profesionales claras le ayudan a construir la carrera que desea.",
        },
      ],
      openings: [
        {
          title: "Ingeniero/a sénior de IA/ML",
          department: "Ingeniería",
          location: "Labuan, Malasia (posibilidad de teletrabajo)",
          description:
            "Diseñará, entrenará y desplegará los modelos en los que se basan nuestros bots de voz, chatbots y nuestro modelo de lenguaje de gran tamaño. Será responsable de los experimentos, desde la preparación de los datos hasta la supervisión en producción, y guiará a un equipo creciente de ingenieros de aprendizaje automático.",
          skills: [
            "Python con PyTorch o TensorFlow",
            "Ajuste fino y evaluación de modelos de lenguaje de gran tamaño",
            "Reconocimiento de voz o PLN con datos multilingües",
            "MLOps: servicio de modelos, supervisión y flujos de reentrenamiento",
            "Más de 5 años de experiencia en aprendizaje automático aplicado",
          ],
        },
        {
          title: "Desarrollador/a full stack, especialidad en IA",
          department: "Ingeniería",
          location: "Kuala Lumpur, Malasia",
          description:
            "Creará las aplicaciones web, los paneles de control y las API con los que los clientes configuran y supervisan nuestros productos de IA. Convertirá las capacidades de los modelos en interfaces que los usuarios de negocio encuentren sencillas y fiables.",
          skills: [
            "TypeScript, React y Next.js",
            "Servicios back-end en Node.js o Python",
            "Diseño de API REST y WebSocket",
            "PostgreSQL y Redis",
            "Experiencia en integración de API de LLM o de IA conversacional",
          ],
        },
        {
          title: "Especialista en ventas de soluciones de IA",
          department: "Desarrollo de negocio",
          location: "Singapur (con viajes por la región)",
          description:
            "Captará nuevos clientes de gran empresa y del sector público en Singapur y los mercados vecinos. Dirigirá talleres de descubrimiento, elaborará propuestas con nuestros arquitectos de soluciones y gestionará cada oportunidad desde la primera reunión hasta la firma.",
          skills: [
            "Venta consultiva B2B de software o servicios en la nube",
            "Conocimiento de soluciones de centro de contacto, experiencia del cliente (CX) o IA",
            "Creación de relaciones con la alta dirección y elaboración de casos de negocio",
            "Gestión de la cartera de oportunidades en un CRM",
            "Disponibilidad para viajar por la ASEAN",
          ],
        },
        {
          title: "Responsable de alianzas, ecosistema de IA",
          department: "Desarrollo de negocio",
          location: "En remoto (global)",
          description:
            "Captará, capacitará y hará crecer a los integradores, operadores y socios tecnológicos que llevan nuestra plataforma a nuevos mercados. Gestionará programas de socios, planes de negocio conjuntos y campañas de marketing conjunto que generen una cartera de oportunidades medible.",
          skills: [
            "Gestión de canal o de alianzas en el sector tecnológico",
            "Diseño de incentivos y programas de capacitación para socios",
            "Planificación comercial conjunta y previsiones",
            "Excelente inglés escrito y hablado",
            "Soltura para trabajar con distintas zonas horarias",
            "Conocimiento del ecosistema de la IA o de la nube",
          ],
        },
      ],
    },
  },
  dashboard: {
    source: "a3a01c4c4e88",
    text: {
      avgClientRoi: "230 %",
      customerRetention: "98 %",
      adoption: [
        {
          label: "Bot de voz",
        },
        {
          label: "Chatbot",
        },
        {
          label: "Centro de contacto",
        },
        {
          label: "LLM",
        },
        {
          label: "Omnicanal",
        },
      ],
      uptime: [
        {
          label: "Nube",
        },
        {
          label: "Voz",
        },
        {
          label: "Red",
        },
        {
          label: "Almacenamiento",
        },
        {
          label: "Seguridad",
        },
      ],
      productGroups: [
        {
          name: "IA para la comunicación y la relación con el cliente",
          description:
            "Bots de voz, chat y vídeo, centro de contacto, telefonía en la nube y herramientas omnicanal para cada conversación con sus clientes.",
        },
        {
          name: "IA para la excelencia operativa",
          description:
            "Aplicaciones de ITSM, RR. HH., control de asistencia, gestión de visitantes y flotas de carretillas elevadoras que agilizan las operaciones internas.",
        },
        {
          name: "Plataformas de crecimiento empresarial",
          description:
            "Aplicaciones de punto de venta, comercio electrónico, gestión de pedidos y servicio al cliente que ayudan a aumentar los ingresos.",
        },
        {
          name: "Soluciones sectoriales",
          description:
            "Sistemas diseñados específicamente para hospitales, hoteles, viajes y equipos de cadena de suministro y de compras.",
        },
        {
          name: "Desarrollo e infraestructura",
          description:
            "Nuestro modelo de lenguaje de gran tamaño, SDK, desarrollo a medida, sitios web y aplicaciones móviles para los equipos que crean sus propias soluciones.",
        },
        {
          name: "Infraestructura de nube y red",
          description:
            "Servicios de nube, red, almacenamiento, seguridad y hardware que mantienen en marcha las cargas de trabajo de IA.",
        },
      ],
    },
  },
  partners: {
    source: "e4d4fb45daff",
    text: {
      benefits: [
        {
          title: "Acceso a IA de vanguardia",
          text: "Revenda nuestros bots de voz, chat y vídeo, nuestra plataforma de centro de contacto y nuestro propio modelo de lenguaje de gran tamaño, y cree soluciones sobre ellos, con acceso anticipado a las nuevas versiones y presentaciones de la hoja de ruta.",
        },
        {
          title: "Formación, certificación y soporte",
          text: "Itinerarios de formación estructurados, laboratorios prácticos y un servicio de atención exclusivo para socios ayudan a sus equipos comerciales y técnicos a ser productivos en pocas semanas.",
        },
        {
          title: "Márgenes atractivos e ingresos recurrentes",
          text: "Los descuentos escalonados en licencias y servicios por suscripción generan unos ingresos mensuales previsibles que crecen con cada cliente que usted conserva.",
        },
        {
          title: "Marketing conjunto y generación de clientes potenciales",
          text: "Campañas conjuntas, patrocinio de eventos, fondos de desarrollo de mercado y clientes potenciales cualificados de nuestra propia cartera en su territorio.",
        },
        {
          title: "Un entorno de colaboración",
          text: "Planificación compartida de cuentas, diseño conjunto de soluciones y una comunidad de socios en la que integradores, operadores y desarrolladores aprenden unos de otros.",
        },
      ],
      programs: [
        {
          title: "Certificación",
          description:
            "Acredite la experiencia de su equipo en el diseño, la implantación y la venta de soluciones de Nusantara AI. Los socios certificados figuran en nuestro directorio de socios y tienen acceso prioritario a las oportunidades con clientes.",
          details: [
            "Tres niveles (Associate, Professional y Expert), cada uno con un examen en línea y una evaluación práctica",
            "Itinerarios específicos para consultores comerciales, arquitectos de soluciones e ingenieros de soporte",
            "Condición de socio certificado visible en el directorio público de socios y en las propuestas",
            "La recertificación anual mantiene las competencias al día con cada versión de la plataforma",
          ],
        },
        {
          title: "Soporte",
          description:
            "Ofrezca soporte de primer nivel a sus propios clientes mientras nuestros ingenieros le respaldan en los casos que requieren escalado. Ideal para integradores que quieren gestionar la relación con el cliente de principio a fin.",
          details: [
            "Línea directa de escalado con los ingenieros de segundo y tercer nivel de Nusantara AI",
            "Portal de tickets compartido con tiempos de respuesta acordados según la gravedad",
            "Acceso a la base de conocimiento interna, a las herramientas de diagnóstico y a la lista de problemas conocidos",
            "Revisiones trimestrales del servicio para hacer seguimiento de la calidad de la resolución y de la satisfacción del cliente",
          ],
        },
        {
          title: "Prestación de servicios",
          description:
            "Implante nuestros bots de IA, nuestro centro de contacto y nuestros servicios gestionados para sus clientes con métodos y plantillas probados. Nosotros aportamos las guías; usted dirige el proyecto y la facturación.",
          details: [
            "Metodología de implantación estándar con planes de proyecto, listas de comprobación y plantillas de aceptación",
            "Integraciones prediseñadas y plantillas de bots para los recorridos más habituales de cada sector",
            "Opción de implantación acompañada, en la que nuestros consultores le apoyan en sus primeros proyectos",
            "El margen de los servicios es íntegramente para el socio que los presta",
          ],
        },
        {
          title: "Soporte local",
          description:
            "Represente a Nusantara AI sobre el terreno ante los clientes de su ciudad o estado. Los socios locales se encargan de las visitas in situ, los cambios de hardware y la formación presencial cuando la ayuda remota no basta.",
          details: [
            "Pensado para socios en Malasia Oriental, en ciudades secundarias de Malasia y en los mercados vecinos de la ASEAN",
            "Desplazamientos remunerados para instalaciones in situ, sustitución de teléfonos IP y revisiones de red",
            "Comisiones por las nuevas oportunidades detectadas durante las visitas",
            "Acuerdos de depósito de repuestos para sustituir el hardware con más rapidez",
          ],
        },
        {
          title: "Formación",
          description:
            "Imparta cursos acreditados de Nusantara AI a clientes, universidades y a su propio personal. Los socios de formación ayudan a las organizaciones a adquirir las competencias que necesitan para adoptar la IA con confianza.",
          details: [
            "Material de curso con licencia para administradores, diseñadores de bots y usuarios de negocio",
            "Sesiones de formación de formadores y acreditación de instructores",
            "Reparto de ingresos por cada alumno de pago formado en su academia",
            "Los cursos que cumplan los requisitos pueden alinearse con la formación reembolsable por HRD Corp en Malasia",
          ],
        },
        {
          title: "SLA en la nube",
          description:
            "Aloje o revenda los servicios en la nube de Nusantara AI con un acuerdo de nivel de servicio garantizado. Pensado para operadores de telecomunicaciones, operadores de centros de datos y proveedores de servicios gestionados con infraestructura propia.",
          details: [
            "Niveles de servicio respaldados por los nuestros (back-to-back), que cubren la disponibilidad y los tiempos de respuesta y de restablecimiento",
            "Opciones de marca blanca para las plataformas de telefonía en la nube, centro de contacto y bots",
            "Paneles de supervisión conjuntos y procedimientos compartidos de gestión de incidentes",
            "Créditos de servicio e informes mensuales de disponibilidad para informar con transparencia a los clientes",
          ],
        },
      ],
    },
  },
  formsPrivacy: {
    source: "cd92dc308dda",
    text: "Su mensaje solo llega a nuestro propio servicio de mensajería, que lo transmite a nuestro equipo de Kuala Lumpur; se conserva durante 180 días y después se elimina.",
  },
} satisfies NonNullable<LocaleContent["company"]>;
