/**
 * Español: lo que el asistente responde sobre cada producto, escrito para el chat (véase en.ts). Un resumen de una o
 * dos frases enteras (150 caracteres como máximo) y el texto de sus dos primeros casos de uso (50 como máximo), en
 * minúscula tras los dos puntos: «• Gestión de citas: reservar, cambiar o cancelar por teléfono». Los términos son
 * los del glosario (content/translations/es/glossary.ts): clientes potenciales, agente, servicio gestionado.
 */
import type { ChatProductAnswerTranslations } from "@/content/types";

export const chatAnswersEs: ChatProductAnswerTranslations = {
  "voice-bot": {
    source: "c7349e9041a6",
    summary:
      "Nuestro bot de voz atiende cada llamada al primer tono, en malayo, inglés o chino, y resuelve las gestiones habituales sin esperas.",
    useCases: ["verificar clientes, dar saldos y bloquear tarjetas", "reservar, cambiar o cancelar citas por teléfono"],
  },
  "chat-bot": {
    source: "fe75fc9e54a8",
    summary:
      "Nuestro chatbot responde a sus clientes en la web, WhatsApp y Messenger, en el idioma de cada uno y con la información que usted aprueba.",
    useCases: ["tallas, envíos y devoluciones a cualquier hora", "cualificar compradores y agendar visitas"],
  },
  "video-bot": {
    source: "d24c2946b741",
    summary:
      "Nuestro bot de vídeo pone cara a su servicio digital: saluda, escucha y responde de viva voz, con imágenes de apoyo en pantalla.",
    useCases: ["documento de identidad y selfi, paso a paso", "enseñar el producto mientras resuelve dudas"],
  },
  "contact-center": {
    source: "b50c8ccc4b20",
    summary:
      "Nuestro centro de contacto reúne llamadas, chats, correos, WhatsApp y redes sociales en una sola cola, con ayuda de la IA para cada agente.",
    useCases: ["atención entrante por voz y canales digitales", "campañas salientes conformes y con guion"],
  },
  "cloud-telephony": {
    source: "95f53b4a34cf",
    summary:
      "La telefonía en la nube sustituye la vieja centralita por un sistema gestionado: cada empleado conserva su número y atiende desde cualquier equipo.",
    useCases: ["números profesionales y operadora automática", "todas las sedes en un mismo plan de marcación"],
  },
  "omni-channel-solutions": {
    source: "eeb351c93168",
    summary:
      "Nuestras soluciones omnicanal unen redes sociales, WhatsApp, teléfono y web en una sola conversación, que cada agente ve completa.",
    useCases: ["respuestas coherentes del anuncio a la recogida", "empezar en la app y seguir por teléfono"],
  },
  "large-language-model": {
    source: "7c437e00dea7",
    summary:
      "Nusantara LLM es nuestro propio modelo de lenguaje, ajustado al malayo, el inglés y el chino de empresa, en nuestra nube o en la suya.",
    useCases: ["respuestas con fuentes de sus documentos internos", "borradores de cartas, licitaciones e informes"],
  },
  "itsm-app": {
    source: "d80b104f7a34",
    summary:
      "Nuestra aplicación ITSM es un centro de servicios alineado con ITIL para registrar, seguir y resolver incidencias, solicitudes y cambios con IA.",
    useCases: ["un único portal de TI para todas las sedes", "un centro de servicios y SLA para cada cliente"],
  },
  "hrms-app": {
    source: "e96d5bd6654c",
    summary:
      "Nuestro HRMS cubre todo el ciclo del empleado, de la contratación a la nómina y el desempeño, con una IA que responde a la plantilla a cualquier hora.",
    useCases: ["una nómina por empresa y los formularios EA", "la IA preselecciona y agenda las entrevistas"],
  },
  "fork-lift-app": {
    source: "1fe59120430c",
    summary:
      "Nuestra aplicación conecta cada carretilla elevadora a un único panel de uso, seguridad y mantenimiento, y anticipa las averías con IA.",
    useCases: ["carretillas libres y repartidas en tiempo real", "alertas que evitan averías durante las escalas"],
  },
  "supply-chain-management-app": {
    source: "885f67df6175",
    summary:
      "Nuestra gestión de la cadena de suministro muestra dónde está el stock, adónde va y cuándo llegará, con previsión de la demanda y alertas por IA.",
    useCases: ["prever miles de referencias antes de las fiestas", "aviso temprano si un componente se retrasa"],
  },
  "procurement-application": {
    source: "642a4cc36810",
    summary:
      "Nuestra aplicación de compras cubre todo el ciclo, del abastecimiento al pago, con una IA que detecta ahorros y riesgos de proveedores.",
    useCases: ["catálogos aprobados y aprobaciones más rápidas", "ofertas cerradas en línea y registro de auditoría"],
  },
  "attendance-management-application": {
    source: "cf34088872db",
    summary:
      "Nuestro control de asistencia registra cuándo y dónde trabaja cada persona, con reconocimiento facial y una IA que detecta huecos en los turnos.",
    useCases: ["horas extra y pluses calculados automáticamente", "plantillas ajustadas a la afluencia prevista"],
  },
  "visitor-management-application": {
    source: "0cfd032b6577",
    summary:
      "Nuestra gestión de visitantes registra cada llegada en segundos, con registro previo, lectura de documentos, acreditación y control por IA.",
    useCases: ["registro previo, quiosco y acceso por planta", "contratistas verificados antes de entrar"],
  },
  "inventory-app": {
    source: "33e323f2ddd3",
    summary:
      "Nuestra gestión de inventario mantiene el stock exacto en tiendas, almacenes y furgonetas, con sugerencias de reposición por IA.",
    useCases: ["traspasos automáticos cuando falta stock", "la pieza exacta, por número de serie y ubicación"],
  },
  "csm-app": {
    source: "2666d70c0f5a",
    summary:
      "Nuestra gestión del servicio al cliente reúne cada caso en un solo espacio de trabajo, donde la IA resume los casos y sugiere respuestas.",
    useCases: ["niveles de servicio por plan y alertas de bajas", "cada reclamación seguida hasta su resolución"],
  },
  "pos-application": {
    source: "664fc4920c10",
    summary:
      "Nuestro punto de venta sincroniza todas sus tiendas, acepta tarjetas, DuitNow QR, monederos electrónicos y efectivo, y funciona sin conexión.",
    useCases: ["pedidos enviados directamente a la cocina", "tallas, colores y cambios en cualquier tienda"],
  },
  "e-commerce-application": {
    source: "ad818a1840d2",
    summary:
      "Nuestra plataforma de comercio electrónico da a cada marca su propia tienda en línea, con pagos locales, marketplaces y recomendaciones por IA.",
    useCases: ["una tienda de marca y clientes propios", "compra en línea y recogida en tienda"],
  },
  "call-billing-application": {
    source: "8a087dbe295e",
    summary:
      "Nuestra solución tarifica cada llamada de su centralita, troncales SIP y Teams según las tarifas del operador, y su IA detecta el fraude.",
    useCases: ["costes de voz imputados a cada departamento", "cada llamada, cargada en la cuenta del huésped"],
  },
  "order-management-application": {
    source: "85e5b377f3d0",
    summary:
      "Nuestro sistema reúne los pedidos de todos los canales, envía cada uno al mejor punto de servicio y promete fechas de entrega fiables.",
    useCases: ["cada pedido, a la tienda más cercana con stock", "límites de crédito y entregas agrupadas por ruta"],
  },
  "super-app": {
    source: "1ae715032589",
    summary:
      "Nuestra superapp reúne pagos, reservas, fidelización y servicios de socios en una sola aplicación con su marca y un único inicio de sesión.",
    useCases: ["recargas, facturas y recompensas cada día", "pases de visita, reservas y mantenimiento"],
  },
  "mobile-applications": {
    source: "cd73efb2ef86",
    summary:
      "Nuestro equipo diseña, desarrolla y mantiene sus aplicaciones iOS y Android, nativas o multiplataforma, con IA integrada desde el primer día.",
    useCases: ["pedidos y recompensas que hacen volver al cliente", "listas, fotos y firmas sin conexión"],
  },
  "build-websites": {
    source: "77075faf0724",
    summary:
      "Creamos sitios web rápidos, profesionales y bien posicionados, con un gestor de contenidos que su equipo puede usar con confianza.",
    useCases: ["una web móvil y un chatbot que capta clientes", "años de contenidos migrados a un nuevo CMS"],
  },
  "hospital-management-application": {
    source: "6e4ebde51e6c",
    summary:
      "Nuestra aplicación reúne admisión, equipos clínicos, farmacia y facturación en una sola plataforma, con una única historia por paciente.",
    useCases: ["consultas, plantas y facturación en un sistema", "historias y stock compartidos entre sedes"],
  },
  "hotel-management-application": {
    source: "399a5ebca84a",
    summary:
      "Nuestro PMS en la nube gestiona reservas, recepción, pisos, facturación y mensajería con los huéspedes en una sola interfaz.",
    useCases: ["un sistema asequible y fácil de aprender", "cada cargo en la cuenta del huésped"],
  },
  "travel-management-application": {
    source: "0d86ffde9bfc",
    summary:
      "Nuestra aplicación sirve tanto a empresas como a agencias de viajes: reservas, aprobaciones, documentos y costes en un mismo sistema.",
    useCases: ["autorreserva dentro de la política de viajes", "presupuestos, billetes y pagos en un solo sitio"],
  },
  sdk: {
    source: "c7679b9bba5b",
    summary:
      "Nuestro SDK de IA da a sus desarrolladores los motores de nuestro bot de voz, nuestro chatbot y nuestro LLM, mediante API documentadas.",
    useCases: ["estado de tarjetas y disputas sin salir de la app", "indicaciones, recargas y recibos de viva voz"],
  },
  software: {
    source: "75bed018b533",
    summary:
      "Nuestro software empresarial reúne nuestras aplicaciones y nuestro motor de IA bajo una licencia, en sus instalaciones, en nube privada o como SaaS.",
    useCases: ["los expedientes se quedan en su centro de datos", "RR. HH., compras y TI para cada filial"],
  },
  hardware: {
    source: "a889c0b63d96",
    summary:
      "Especificamos, suministramos e instalamos servidores GPU, equipos de IA perimetrales y terminales a la medida de sus cargas de IA reales.",
    useCases: ["sus documentos nunca salen de sus instalaciones", "defectos detectados en la línea, incluso sin red"],
  },
  "iot-solutions": {
    source: "0451aed12e1e",
    summary:
      "Nuestras soluciones IoT conectan sensores, máquinas y vehículos a una plataforma de IA que convierte los datos en alertas y decisiones a tiempo.",
    useCases: ["el desgaste detectado semanas antes de la avería", "cámaras frigoríficas y camiones vigilados"],
  },
  "custom-development": {
    source: "76e32a0cab68",
    summary:
      "Nuestro desarrollo a medida crea los sistemas que no se pueden comprar, según su forma de trabajar, con IA allí donde aporta valor.",
    useCases: ["sustitución por fases, sin frenar la operación", "despacho y facturación en papel, en un solo flujo"],
  },
  "custom-web-apps": {
    source: "1cad0f816dab",
    summary:
      "Diseñamos aplicaciones web rápidas, seguras y accesibles, del portal de clientes al panel interno, según sus requisitos exactos.",
    useCases: ["facturas, pagos y averías, todo en línea", "disponibilidad en directo y recordatorios"],
  },
  "custom-mobile-apps": {
    source: "ffe94e940868",
    summary:
      "Llevamos sus aplicaciones iOS y Android de principio a fin, de la estrategia a la publicación, pensadas para sus clientes y su personal de campo.",
    useCases: ["trabajos, fotos y listas sin conexión", "tarjetas, vales y ofertas personalizadas"],
  },
  "network-switch": {
    source: "c6ecb85a46d6",
    summary:
      "Suministramos y configuramos switches de acceso, distribución y núcleo que transportan voz, vídeo y tráfico de IA sin concesiones.",
    useCases: ["switches y cableado listos el primer día", "PoE y VLAN de voz para cientos de teléfonos"],
  },
  router: {
    source: "a45b07aee787",
    summary:
      "Suministramos y gestionamos routers profesionales y equipos SD-WAN para que cada sede siga conectada, segura y con prioridad para la voz.",
    useCases: ["tiendas en SD-WAN con respaldo móvil automático", "prioridad para la voz en cada sede"],
  },
  "aws-cloud": {
    source: "8b36bf604f16",
    summary:
      "Como socio de AWS, revendemos, desplegamos y gestionamos Amazon Web Services por usted, con una factura en ringgits y operación las 24 horas.",
    useCases: ["sus servidores migrados a AWS por fases", "escalado automático en las grandes rebajas"],
  },
  "microsoft-services": {
    source: "03a97c954ef1",
    summary:
      "Como socio de Microsoft, gestionamos por usted las licencias, la implantación y la seguridad de Microsoft 365, Teams, Azure y Dynamics 365.",
    useCases: ["buzones migrados a Exchange Online", "bloqueo de accesos de riesgo y borrado remoto"],
  },
  "google-services": {
    source: "afe225767517",
    summary:
      "Como socio de Google, revendemos, migramos y gestionamos Google Workspace y Google Cloud, con un solo equipo local para todo.",
    useCases: ["correo y archivos reunidos en Workspace", "Classroom, Meet y Drive con cuentas gestionadas"],
  },
  "security-services": {
    source: "3558a68304f4",
    summary:
      "Nuestros servicios de seguridad vigilan, prueban y responden las 24 horas, para frenar los ataques sin montar un equipo interno completo.",
    useCases: ["EDR, copias inmutables y un plan de respuesta", "evaluaciones y pruebas que respaldan la RMiT"],
  },
  "network-services": {
    source: "ebf7b5c094cf",
    summary:
      "Nuestros servicios de red se ocupan de sus redes LAN, WAN y wifi, del diseño a la operación diaria, con vigilancia las 24 horas.",
    useCases: ["toda la WAN externalizada, con un solo panel", "wifi fiable para huéspedes y eventos"],
  },
  "cloud-services": {
    source: "f28961b9d52a",
    summary:
      "Ubicamos cada carga de trabajo donde mejor encaja (nube pública, privada o sus instalaciones) y operamos el conjunto como servicio gestionado.",
    useCases: ["datos sensibles en nube privada en Malasia", "contenedores en Kubernetes gestionado, paso a paso"],
  },
  "storage-services": {
    source: "8a49cfa8d122",
    summary:
      "Nuestros servicios de almacenamiento dan a ficheros, copias, archivos históricos y datos de IA la capacidad adecuada, con recuperación probada.",
    useCases: ["copias inmutables para restaurar rápido", "años de grabaciones, seguras y localizables"],
  },
};
