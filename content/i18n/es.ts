/** Spanish UI strings. Every key of `en` is translated; {placeholders} are kept as in English. */
import type { TranslationKey } from "./en";

export const es: Partial<Record<TranslationKey, string>> = {
  // Navegación
  "nav.home": "Inicio",
  "nav.product": "Productos",
  "nav.solutions": "Soluciones",
  "nav.industry": "Sectores",
  "nav.services": "Servicios",
  "nav.company": "Empresa",
  "nav.contact": "Contacto",
  "nav.aboutUs": "Quiénes somos",
  "nav.careers": "Empleo",
  "nav.blog": "Blog",
  "nav.caseStudies": "Casos de éxito",
  "nav.partners": "Socios",
  "nav.openMenu": "Abrir menú",
  "nav.closeMenu": "Cerrar menú",
  "nav.main": "Principal",
  "nav.mobile": "Menú del sitio",
  "nav.skipToContent": "Saltar al contenido principal",

  // Pie de página
  "footer.company": "Empresa",
  "footer.resources": "Recursos",
  "footer.getInTouch": "Contáctenos",
  "footer.rights": "Todos los derechos reservados.",
  "footer.nav": "Pie de página",

  // Página de contacto
  "contact.title": "Póngase en contacto",
  "contact.subtitle":
    "¿Tiene alguna pregunta sobre nuestros productos de IA o servicios gestionados? Envíenos un mensaje o reserve una cita con nuestro equipo en Kuala Lumpur.",
  "contact.infoTitle": "Información de contacto",
  "contact.emailLabel": "Correo electrónico",
  "contact.phoneLabel": "Teléfono",
  "contact.addressLabel": "Oficina",
  "contact.hoursTitle": "Horario de oficina",

  // Formularios
  "form.messageTitle": "Enviar un mensaje",
  "form.appointmentTitle": "Reservar una cita",
  "form.fullName": "Nombre completo",
  "form.email": "Correo electrónico",
  "form.subject": "Asunto",
  "form.message": "Mensaje",
  "form.sendMessage": "Enviar mensaje",
  "form.preferredDate": "Fecha preferida",
  "form.preferredTime": "Franja horaria preferida",
  "form.requestAppointment": "Solicitar cita",
  "form.fullNamePlaceholder": "Su nombre completo",
  "form.emailPlaceholder": "usted@empresa.com",
  "form.subjectPlaceholder": "¿En qué podemos ayudarle?",
  "form.messagePlaceholder": "Cuéntenos sobre su proyecto...",
  "form.pickDate": "Elija una fecha",
  "form.noDate": "Ninguna fecha seleccionada",
  "form.tooLong": "El campo {field} es demasiado largo: {count} de {max} caracteres. Por favor, acórtelo.",
  "form.dateInvalid": "La fecha introducida no es válida.",
  "form.typeDate": "O escriba una fecha (AAAA-MM-DD)",
  "form.weekendNote": "Nuestra oficina cierra los fines de semana, por lo que no se pueden reservar sábados ni domingos.",
  "form.dateWeekend": "Nuestra oficina cierra los fines de semana. Elija un día laborable.",
  "form.datePast": "Ese día ya ha pasado. Elija hoy o un día laborable posterior.",
  "form.linkUsage": "{percent}% de lo que cabe en un enlace de correo",
  "form.linkNearlyFull": "Casi lleno. Las letras fuera de A–Z y los emojis ocupan más espacio en un enlace de correo.",
  "form.linkOver":
    "Demasiado largo para un enlace de correo. Al enviar, copiamos el mensaje completo y abrimos su correo con el asunto, para que pueda pegarlo.",
  "form.noScriptTitle": "¿Escribe sin JavaScript?",
  "form.noScriptMessage":
    "Este formulario necesita JavaScript para preparar su correo. Escriba a {email}, o parta de este correo preparado:",
  "form.noScriptMessageLink": "Escribir un mensaje en su aplicación de correo",
  "form.noScriptAppointment":
    "Este formulario necesita JavaScript para preparar su correo. Escriba a {email}, o parta de esta solicitud preparada y añada su nombre, un día laborable y una franja horaria:",
  "form.noScriptAppointmentLink": "Solicitar una cita en su aplicación de correo",

  // Avisos
  "toast.incompleteFormTitle": "Formulario incompleto",
  "toast.incompleteFormDescription": "Rellene todos los campos para enviar un mensaje.",
  "toast.messageSentTitle": "¡Mensaje enviado!",
  "toast.messageSentDescription": "Debería abrirse su cliente de correo. Envíe el mensaje ya redactado. Le responderemos pronto.",
  "toast.incompleteAppointmentTitle": "Datos de la cita incompletos",
  "toast.incompleteAppointmentDescription": "Seleccione una fecha y una hora, e indique su nombre y correo electrónico.",
  "toast.appointmentRequestedTitle": "¡Cita solicitada!",
  "toast.appointmentRequestedDescription":
    "Debería abrirse su cliente de correo. Envíe el mensaje ya redactado. Le confirmaremos la cita en breve.",
  "toast.storageFailed":
    "Su navegador no nos permitió guardar una copia en este dispositivo, pero su correo está listo para enviarse.",
  "toast.copyMessage": "Copiar mensaje",
  "toast.copied": "Copiado al portapapeles",
  "toast.messageCopiedTitle": "Mensaje copiado",
  "toast.messageCopiedDescription":
    "Su mensaje era demasiado largo para un enlace de correo, así que está en su portapapeles. Su cliente de correo debería abrirse con el asunto: pegue el mensaje en el cuerpo y envíelo.",
  "toast.copyFailedTitle": "No se pudo copiar su mensaje",
  "toast.copyFailedDescription":
    "Su mensaje es demasiado largo para un enlace de correo y su navegador no nos permitió copiarlo. Sigue en el formulario: selecciónelo, cópielo y envíelo a {email}.",
  "toast.close": "Cerrar aviso",
  "toast.label": "Aviso",
  "toast.region": "Notificaciones ({hotkey})",
  "toast.notImplementedTitle": "Próximamente",
  "toast.notImplementedDescription": "Esta función aún no está disponible.",
  "toast.tooLongTitle": "Mensaje demasiado largo",
  "toast.emailInitiatedTitle": "Correo preparado para {program}",
  "toast.emailInitiatedDescription":
    "Debería abrirse su cliente de correo. Si no se abre, escriba al equipo de alianzas a {email}.",

  // Selector de idioma del sitio
  langToastTitle: "Preferencia de idioma actualizada",
  langToastDescription:
    "La traducción del sitio (idioma: {languageName}) es una función prevista. Por ahora el contenido sigue en inglés, y su preferencia queda guardada.",
  langToastDescriptionNotSaved:
    "La traducción del sitio (idioma: {languageName}) es una función prevista. Por ahora el contenido sigue en inglés. Su navegador no nos permitió guardar esta preferencia, así que se olvidará al salir.",
  "language.button": "Cambiar idioma",
  "language.listLabel": "Idioma del sitio",

  // Asistente de chat
  "chat.open": "Abrir el asistente de chat",
  "chat.close": "Cerrar el chat",
  "widgets.region": "Asistentes e idioma",
  "framework.failed": "Algunas partes interactivas de esta página no se pudieron cargar; su texto y sus enlaces funcionan.",
  "framework.reload": "Recargar la página",
  "chat.title": "Asistente de IA",
  "chat.placeholder": "Escriba su mensaje...",
  "chat.send": "Enviar mensaje",
  "chat.voiceInput": "Entrada de voz",
  "chat.gptToggle": "Activar o desactivar el modo GPT",
  "chat.language": "Idioma del asistente",
  "chat.languageSwitchedTitle": "Idioma cambiado",
  "chat.languageSwitchedDescription": "A partir de ahora el asistente responderá en {language}. (Solo respuestas predefinidas.)",
  "chat.voiceTitle": "Entrada de voz (conceptual)",
  "chat.voiceDescription": "La entrada de voz completa aún no está disponible.",
  "chat.gptOnTitle": "Modo GPT activado",
  "chat.gptOnDescription":
    "El modo GPT conceptual está activado. La integración directa con un modelo externo no está operativa; las respuestas siguen siendo predefinidas.",
  "chat.gptOffTitle": "Modo GPT desactivado",
  "chat.gptOffDescription": "El asistente vuelve a sus respuestas predefinidas habituales.",
  "chat.messages": "Conversación",

  // Bots flotantes de vídeo y voz
  "bots.videoOpen": "Abrir el bot de vídeo",
  "bots.voiceOpen": "Abrir el bot de voz",
  "bots.videoTitle": "Bot de vídeo (conceptual)",
  "bots.voiceTitle": "Bot de voz (conceptual)",
  "bots.videoDescription": "Una simulación, solo de texto, de nuestro asistente de vídeo.",
  "bots.voiceDescription": "Una simulación, solo de texto, de nuestro asistente de voz.",
  "bots.placeholder": "Escriba un mensaje...",
  "bots.send": "Enviar",
  "bots.close": "Cerrar",
  "bots.speaking": "Hablando",
  "bots.videoEnabledTitle": "Bot de vídeo conceptual activado",
  "bots.videoEnabledDescription": "Esto es una simulación; las funciones completas en tiempo real están en desarrollo.",

  // Página no encontrada
  "notFound.code": "404",
  "notFound.title": "¡Vaya! Página no encontrada.",
  "notFound.text": "Es posible que la página que busca se haya movido o que la dirección se haya escrito mal.",
  "notFound.home": "Volver a la página de inicio",
  "partners.title": "Crezca con nuestros programas de socios",
  "partners.subtitle":
    "Únase a los revendedores, integradores y socios de servicios que llevan con nosotros una IA práctica a empresas de todo el Sudeste Asiático.",
  "partners.learnMore": "Más información",
  "form.mailTooLong":
    "Este mensaje es demasiado largo para un enlace de correo ({count} de {max} caracteres una vez codificado). Acórtelo e inténtelo de nuevo.",
  "form.characterCount": "{count} de {max} caracteres",
};
