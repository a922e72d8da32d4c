import type { LocaleContent } from "@/content/units";

/** es: delivery. */
export const delivery = {
  text: {
    source: "63f10e41e1b2",
    text: {
      messageReceived: "Hemos recibido su mensaje. Su número de referencia es {reference}. Le responderemos pronto.",
      appointmentReceived: "Hemos recibido su solicitud. Su número de referencia es {reference}. Se la confirmaremos en breve.",
      notSentTitle: "Aún no se ha enviado",
      keptText: "Todo lo que ha escrito sigue en el formulario.",
      offline: "No hemos podido conectar con nuestro servicio de mensajería. Compruebe su conexión.",
      timeout: "Nuestro servicio de mensajería no respondió a tiempo.",
      server: "Nuestro servicio de mensajería ha tenido un problema.",
      rateLimited: "Hemos recibido demasiados mensajes desde su conexión. Espere {wait} y vuelva a intentarlo.",
      forbidden: "Esta página no tiene permiso para enviar a nuestro servicio de mensajería.",
      tooLarge: "El mensaje es demasiado grande para enviarlo por esta vía.",
      refused: "Nuestro servicio de mensajería no pudo aceptarlo. Corrija lo siguiente:",
      tryAgain: "Intentar de nuevo",
      sendByEmail: "Enviar por correo electrónico",
      sending: "Enviando…",
      minutes: "{count} minutos",
      oneMinute: "un minuto",
      seconds: "{count} segundos",
      fieldProblems: {
        required: "no se ha rellenado",
        "too-long": "supera la longitud máxima",
        invalid: "no tiene un formato válido",
        past: "ya ha pasado; elija hoy o un día laborable posterior",
        weekend: "cae en fin de semana; elija un día laborable",
        unknown: "no forma parte de este formulario",
      },
    },
  },
} satisfies NonNullable<LocaleContent["delivery"]>;
