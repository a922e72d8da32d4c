import type { LocaleContent } from "@/content/units";

/** es: productDefaults. */
export const productDefaults = {
  overview: {
    source: "52afd269a6e0",
    text: [
      "Este producto de Nusantara AI forma parte de una cartera integrada de soluciones de IA y comunicaciones creada para organizaciones de Malasia y el Sudeste Asiático. Está diseñado para eliminar el trabajo manual de los procesos cotidianos, ofrecer a los equipos información precisa cuando la necesitan y crear una experiencia más ágil para clientes, empleados y socios.",
      "Cada solución se entrega como una plataforma segura y preparada para la nube que se conecta con los sistemas que ya utiliza, del CRM y el ERP a los canales de mensajería y la telefonía. La mayoría de los cambios se hacen por configuración y no con código a medida, de modo que los equipos de negocio pueden adaptar los flujos de trabajo a medida que evolucionan las necesidades, mientras la analítica integrada muestra el rendimiento del producto frente a sus objetivos.",
      "Nuestros consultores le acompañan desde el descubrimiento hasta la implantación y después de ella: acordamos los indicadores de éxito al principio y los revisamos tras la puesta en marcha. El soporte local en Kuala Lumpur, el alojamiento de los datos en Malasia y unos precios ajustados a su escala permiten que tanto las pymes como las grandes empresas adopten la IA con confianza, y muchos clientes ven el retorno en un plazo de 3 a 6 meses.",
    ],
  },
  useCases: {
    source: "542c7d5176cc",
    text: [
      {
        title: "Automatización de la atención al cliente",
        description:
          "Resuelva al instante las solicitudes rutinarias de los clientes en los canales digitales y de voz, y libere al personal para centrarse en los casos complejos.",
      },
      {
        title: "Digitalización de procesos",
        description:
          "Sustituya formularios en papel, hojas de cálculo y aprobaciones por correo por flujos de trabajo digitales estructurados, más rápidos y fáciles de auditar.",
      },
      {
        title: "Decisiones basadas en datos",
        description:
          "Convierta los datos operativos en paneles e informes en directo para que los responsables actúen sobre hechos y no sobre suposiciones.",
      },
      {
        title: "Productividad de los empleados",
        description:
          "Ofrezca a los equipos herramientas de autoservicio y asistencia de IA que reducen el tiempo dedicado a buscar información y a repetir tareas manuales.",
      },
      {
        title: "Coordinación entre sedes",
        description:
          "Homogeneice los procesos y comparta la información entre sucursales, regiones y filiales desde una plataforma central.",
      },
      {
        title: "Cumplimiento normativo y seguridad",
        description:
          "Aplique controles de acceso basados en roles, pistas de auditoría y protección de datos que respaldan el cumplimiento de la PDPA y de la normativa de cada sector.",
      },
      {
        title: "Integración de sistemas",
        description:
          "Conéctese mediante API con sus sistemas de CRM, ERP, finanzas y comunicaciones para eliminar la introducción duplicada de datos.",
      },
      {
        title: "Crecimiento escalable",
        description:
          "Empiece con una implantación acotada y añada usuarios, sedes y funciones a medida que crece el negocio, sin cambiar de plataforma.",
      },
    ],
  },
} satisfies NonNullable<LocaleContent["productDefaults"]>;
