import type { LocaleContent } from "@/content/units";

/** es: pages. */
export const pages = {
  home: {
    source: "e52548ef7212",
    text: {
      title: "Nusantara AI: bots de IA, aplicaciones empresariales y comunicaciones gestionadas en Kuala Lumpur",
      heading: "Transforme su mundo con inteligencia artificial",
      description:
        "Bots de voz, chat y vídeo, un centro de contacto con IA, nuestro propio modelo de lenguaje de gran tamaño y los servicios gestionados para operarlos, desarrollados en Kuala Lumpur para empresas de todo el Sudeste Asiático.",
      summary: "Bots de IA, aplicaciones empresariales y comunicaciones gestionadas desde Kuala Lumpur",
      cardTitle: "Transforme su mundo con inteligencia artificial",
      crumb: "Inicio",
    },
  },
  products: {
    source: "c7b972fe1b64",
    text: {
      title: "Productos de IA",
      heading: "Nuestra gama de productos con IA",
      description:
        "Bots de voz, chat y vídeo, centro de contacto y telefonía en la nube, nuestro propio modelo de lenguaje de gran tamaño y una gama completa de aplicaciones empresariales con IA, desarrollados y respaldados desde Kuala Lumpur.",
      summary: "42 productos para voz, chat, vídeo y operaciones empresariales",
      cardTitle: "Nuestra gama de productos con IA",
      crumb: "Productos",
    },
  },
  solutions: {
    source: "62cdfc576a5d",
    text: {
      title: "Soluciones",
      heading: "Soluciones para cada etapa de su camino hacia la IA",
      description:
        "Seis familias de soluciones, del CRM y los centros de contacto al aprendizaje automático, la migración a la nube y la tecnología financiera, todas implantadas con nuestros propios productos de IA y servicios gestionados.",
      summary: "Seis familias de soluciones para cada etapa de su camino hacia la IA",
      crumb: "Soluciones",
    },
  },
  industries: {
    source: "91b9a41c6e5f",
    text: {
      title: "Sectores que atendemos",
      heading: "Soluciones de IA por sector",
      description:
        "Las pymes, las grandes empresas, los proveedores de servicios y los organismos públicos adquieren la IA de maneras distintas. Descubra los casos de uso y los productos que hemos adaptado a cada uno.",
      summary: "Pymes, grandes empresas, proveedores de servicios y administración pública",
      cardTitle: "Soluciones de IA por sector",
      crumb: "Sectores",
    },
  },
  services: {
    source: "02c1cbe7c7b5",
    text: {
      title: "Panel de servicios gestionados",
      heading: "Panel de servicios",
      description:
        "Servicios gestionados de colaboración, centro de contacto, red, voz, nube, almacenamiento y seguridad, operados las 24 horas por nuestro equipo de operaciones de Kuala Lumpur.",
      summary: "Colaboración, centro de contacto, red, voz, nube, almacenamiento y seguridad",
      cardTitle: "Servicios gestionados",
      crumb: "Servicios",
    },
  },
  contact: {
    source: "788b6ad345de",
    text: {
      title: "Contacto",
      heading: "Póngase en contacto",
      description:
        "¿Tiene alguna pregunta sobre nuestros productos de IA o servicios gestionados? Envíenos un mensaje o reserve una cita con nuestro equipo en Kuala Lumpur. Horario de oficina: de lunes a viernes, de 9:00 a 18:00.",
      lead: "¿Tiene alguna pregunta sobre nuestros productos de IA o servicios gestionados? Envíenos un mensaje o reserve una cita con nuestro equipo en Kuala Lumpur.",
      summary: "Envíe un mensaje o reserve una cita con nuestro equipo de Kuala Lumpur",
      crumb: "Contacto",
    },
  },
  about: {
    source: "f1bffce084e6",
    text: {
      title: "Quiénes somos",
      heading: "Sobre Nusantara AI",
      description:
        "Creamos productos de IA prácticos, desde bots conversacionales hasta nuestro propio modelo de lenguaje de gran tamaño, y los ofrecemos con los servicios gestionados y el conocimiento local que convierten la tecnología en resultados de negocio duraderos.",
      lead: "Desde 2019 creamos IA para los idiomas, los acentos y los sectores del Sudeste Asiático: conozca a las personas, la historia y los productos de Nusantara AI.",
      summary:
        "Nusantara AI desarrolla soluciones de automatización inteligente e IA que ayudan a las empresas de Malasia y de todo el Sudeste Asiático a atender más rápido a sus clientes, operar con más eficiencia y crecer con confianza.",
      cardTitle: "Sobre Nusantara AI",
      crumb: "Quiénes somos",
    },
  },
  careers: {
    source: "fb9b6c0b9891",
    text: {
      title: "Empleo",
      heading: "Construya con nosotros el futuro de la IA",
      description:
        "Únase al equipo que desarrolla una IA presente en el día a día de personas de todo el Sudeste Asiático. En Nusantara AI trabajará en productos reales para clientes reales, desde bots de voz que atienden millones de llamadas hasta un modelo de lenguaje que entiende la región, junto a compañeros que se preocupan por hacer bien las cosas.",
      summary: "Construya con nosotros el futuro de la IA",
      crumb: "Empleo",
    },
  },
  blog: {
    source: "cc01e8c54672",
    text: {
      title: "Blog",
      heading: "Ideas y análisis sobre la IA y la experiencia del cliente",
      description:
        "Artículos prácticos de nuestros ingenieros y consultores sobre chatbots, bots de voz, modelos de lenguaje de gran tamaño, CRM y centros de contacto por vídeo.",
      summary: "Ideas y análisis sobre la IA y la experiencia del cliente",
      crumb: "Blog",
    },
  },
  caseStudies: {
    source: "4c242a410ba7",
    text: {
      title: "Casos de éxito",
      heading: "Historias de éxito de nuestros clientes",
      description:
        "Cómo comercios minoristas, operadores de telecomunicaciones, bancos, aerolíneas, fabricantes y organismos públicos de todo el Sudeste Asiático han puesto a trabajar nuestra IA, y qué cambió gracias a ella.",
      summary: "Historias de éxito de clientes de todo el Sudeste Asiático",
      crumb: "Casos de éxito",
    },
  },
  partners: {
    source: "aa733c852dde",
    text: {
      title: "Programas de socios",
      heading: "Crezca con nuestros programas de socios",
      description:
        "Únase a los revendedores, integradores y socios de servicios que llevan con nosotros una IA práctica a empresas de todo el Sudeste Asiático.",
      summary: "Crezca con nuestro ecosistema de socios",
      crumb: "Socios",
    },
  },
  siteMap: {
    source: "bb422987ea0e",
    text: {
      title: "Mapa del sitio",
      heading: "Mapa del sitio",
      description:
        "Todas las páginas del sitio, ordenadas por tipo: productos, soluciones, sectores, servicios, casos de éxito y artículos.",
      summary: "Todas las páginas del sitio, ordenadas por tipo",
      crumb: "Mapa del sitio",
    },
  },
  sent: {
    source: "285d745b3c3e",
    text: {
      title: "Mensaje recibido",
      heading: "Gracias, lo hemos recibido",
      description:
        "Su mensaje o solicitud de cita ha llegado a nuestro equipo de Kuala Lumpur. Respondemos a los mensajes y confirmamos las citas por correo electrónico.",
      back: "Volver a la página de contacto",
    },
  },
  "not-sent": {
    source: "cac418fa5618",
    text: {
      title: "Mensaje no enviado",
      heading: "Su mensaje no se ha enviado",
      description:
        "Nuestro servicio de mensajería no pudo aceptar lo que envió el formulario, o no se pudo conectar con él. No se ha guardado nada. Vuelva atrás, revise el formulario según las reglas siguientes y envíelo de nuevo, o escríbanos por correo electrónico.",
      rulesTitle: "Qué aceptan los formularios",
      rules: [
        "Todos los campos son obligatorios: su nombre, su dirección de correo electrónico y, además, un asunto y un mensaje, o bien una fecha y una franja horaria.",
        "Una dirección de correo electrónico tiene la forma nombre@empresa.com.",
        "El nombre admite como máximo 100 caracteres; el asunto, 150, y el mensaje, 10 000.",
        "Las citas se conciertan en días laborables (de lunes a viernes), de hoy en adelante, en una de las franjas horarias disponibles.",
        "Si llegan demasiados mensajes desde una misma conexión en diez minutos, se rechazan durante un tiempo.",
      ],
      mailTitle: "O envíelo por correo electrónico",
      messageLink: "Escribir un mensaje en su aplicación de correo",
      appointmentLink: "Solicitar una cita en su aplicación de correo",
      back: "Volver al formulario",
    },
  },
} satisfies NonNullable<LocaleContent["pages"]>;
