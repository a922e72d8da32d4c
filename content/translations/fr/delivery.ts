import type { LocaleContent } from "@/content/units";

/** fr: delivery. */
export const delivery = {
  text: {
    source: "63f10e41e1b2",
    text: {
      messageReceived: "Nous avons bien reçu votre message. Votre référence : {reference}. Nous vous répondrons rapidement.",
      appointmentReceived:
        "Nous avons bien reçu votre demande. Votre référence : {reference}. Nous vous confirmerons le rendez-vous sous peu.",
      notSentTitle: "Pas encore envoyé",
      keptText: "Tout ce que vous avez saisi est toujours dans le formulaire.",
      offline: "Impossible de joindre notre service de messagerie. Veuillez vérifier votre connexion.",
      timeout: "Notre service de messagerie n'a pas répondu à temps.",
      server: "Notre service de messagerie a rencontré un problème.",
      rateLimited: "Trop de messages ont été envoyés depuis votre connexion. Veuillez patienter {wait}, puis réessayer.",
      forbidden: "Cette page n'est pas autorisée à écrire à notre service de messagerie.",
      tooLarge: "Ce message est trop volumineux pour être envoyé de cette manière.",
      refused: "Notre service de messagerie n'a pas pu l'accepter. Veuillez corriger les points suivants :",
      tryAgain: "Réessayer",
      sendByEmail: "Envoyer plutôt par e-mail",
      sending: "Envoi en cours…",
      minutes: "{count} minutes",
      oneMinute: "une minute",
      seconds: "{count} secondes",
      fieldProblems: {
        required: ": ce champ est vide",
        "too-long": ": ce champ est trop long",
        invalid: ": cette valeur n'est pas valide",
        past: ": cette date est passée ; choisissez aujourd'hui ou un jour de semaine ultérieur",
        weekend: ": ce jour tombe un week-end ; choisissez un jour de semaine",
        unknown: ": ce champ ne fait pas partie de ce formulaire",
      },
    },
  },
} satisfies NonNullable<LocaleContent["delivery"]>;
