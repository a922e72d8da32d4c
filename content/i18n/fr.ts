/** French UI strings. Every key of `en` is translated; {placeholders} are kept as in English. */
import type { TranslationKey } from "./en";

export const fr: Partial<Record<TranslationKey, string>> = {
  // Navigation
  "nav.home": "Accueil",
  "nav.product": "Produits",
  "nav.solutions": "Solutions",
  "nav.industry": "Secteurs",
  "nav.services": "Services",
  "nav.company": "Entreprise",
  "nav.contact": "Contact",
  "nav.aboutUs": "À propos",
  "nav.careers": "Carrières",
  "nav.blog": "Blog",
  "nav.caseStudies": "Études de cas",
  "nav.partners": "Partenaires",
  "nav.openMenu": "Ouvrir le menu",
  "nav.closeMenu": "Fermer le menu",
  "nav.main": "Principale",
  "nav.mobile": "Menu du site",
  "nav.skipToContent": "Aller au contenu principal",

  // Pied de page
  "footer.company": "Entreprise",
  "footer.resources": "Ressources",
  "footer.getInTouch": "Nous contacter",
  "footer.rights": "Tous droits réservés.",
  "footer.nav": "Pied de page",

  // Page de contact
  "contact.title": "Contactez-nous",
  "contact.subtitle":
    "Une question sur nos produits d'IA ou nos services gérés ? Écrivez-nous ou réservez un créneau avec notre équipe à Kuala Lumpur.",
  "contact.infoTitle": "Coordonnées",
  "contact.emailLabel": "E-mail",
  "contact.phoneLabel": "Téléphone",
  "contact.addressLabel": "Bureau",
  "contact.hoursTitle": "Heures d'ouverture",

  // Formulaires
  "form.messageTitle": "Envoyer un message",
  "form.appointmentTitle": "Prendre rendez-vous",
  "form.fullName": "Nom complet",
  "form.email": "Adresse e-mail",
  "form.subject": "Objet",
  "form.message": "Message",
  "form.sendMessage": "Envoyer le message",
  "form.preferredDate": "Date souhaitée",
  "form.preferredTime": "Créneau horaire souhaité",
  "form.requestAppointment": "Demander un rendez-vous",
  "form.fullNamePlaceholder": "Vos nom et prénom",
  "form.emailPlaceholder": "vous@entreprise.com",
  "form.subjectPlaceholder": "Comment pouvons-nous vous aider ?",
  "form.messagePlaceholder": "Parlez-nous de votre projet...",
  "form.pickDate": "Choisir une date",
  "form.noDate": "Aucune date sélectionnée",
  "form.tooLong": "Le champ {field} est trop long : {count} caractères sur {max}. Merci de le raccourcir.",
  "form.dateInvalid": "La date saisie n'est pas valide.",
  "form.typeDate": "Ou saisissez une date (AAAA-MM-JJ)",
  "form.weekendNote": "Notre bureau est fermé le week-end : les samedis et dimanches ne peuvent pas être réservés.",
  "form.dateWeekend": "Notre bureau est fermé le week-end. Veuillez choisir un jour de semaine.",
  "form.datePast": "Ce jour est passé. Veuillez choisir aujourd'hui ou un jour de semaine ultérieur.",
  "form.linkUsage": "{percent} % de ce qu'un lien e-mail peut contenir",
  "form.linkNearlyFull": "Presque plein. Les lettres hors A–Z et les emoji prennent plus de place dans un lien e-mail.",
  "form.linkOver":
    "Trop long pour un lien e-mail. À l'envoi, nous copions le message entier et ouvrons votre messagerie avec l'objet rempli, pour que vous puissiez le coller.",
  "form.noScriptTitle": "Vous écrivez sans JavaScript ?",
  "form.noScriptMessage":
    "Ce formulaire a besoin de JavaScript pour préparer votre e-mail. Écrivez plutôt à {email}, ou partez de cet e-mail préparé :",
  "form.noScriptMessageLink": "Écrire un message dans votre messagerie",
  "form.noScriptAppointment":
    "Ce formulaire a besoin de JavaScript pour préparer votre e-mail. Écrivez plutôt à {email}, ou partez de cette demande préparée et ajoutez votre nom, un jour de semaine et un créneau :",
  "form.noScriptAppointmentLink": "Demander un rendez-vous dans votre messagerie",

  // Notifications
  "toast.incompleteFormTitle": "Formulaire incomplet",
  "toast.incompleteFormDescription": "Veuillez remplir tous les champs pour envoyer un message.",
  "toast.messageSentTitle": "Message envoyé !",
  "toast.messageSentDescription":
    "Votre messagerie devrait s'ouvrir. Envoyez l'e-mail prérempli. Nous vous répondrons rapidement.",
  "toast.incompleteAppointmentTitle": "Rendez-vous incomplet",
  "toast.incompleteAppointmentDescription": "Veuillez choisir une date et un créneau, puis indiquer votre nom et votre e-mail.",
  "toast.appointmentRequestedTitle": "Rendez-vous demandé !",
  "toast.appointmentRequestedDescription":
    "Votre messagerie devrait s'ouvrir. Envoyez l'e-mail prérempli. Nous vous confirmerons le rendez-vous sous peu.",
  "toast.storageFailed":
    "Votre navigateur ne nous a pas permis d'en garder une copie sur cet appareil, mais votre e-mail est prêt à être envoyé.",
  "toast.copyMessage": "Copier le message",
  "toast.copied": "Copié dans le presse-papiers",
  "toast.messageCopiedTitle": "Message copié",
  "toast.messageCopiedDescription":
    "Votre message était trop long pour un lien e-mail : il est dans votre presse-papiers. Votre messagerie devrait s'ouvrir avec l'objet rempli : collez le message dans le corps et envoyez-le.",
  "toast.copyFailedTitle": "Impossible de copier votre message",
  "toast.copyFailedDescription":
    "Votre message est trop long pour un lien e-mail et votre navigateur ne nous a pas permis de le copier. Il est toujours dans le formulaire : sélectionnez-le, copiez-le et envoyez-le à {email}.",
  "toast.close": "Fermer la notification",
  "toast.label": "Notification",
  "toast.region": "Notifications ({hotkey})",
  "toast.notImplementedTitle": "Bientôt disponible",
  "toast.notImplementedDescription": "Cette fonctionnalité n'est pas encore disponible.",
  "toast.tooLongTitle": "Message trop long",
  "toast.emailInitiatedTitle": "E-mail préparé pour {program}",
  "toast.emailInitiatedDescription":
    "Votre messagerie devrait s'ouvrir. Sinon, écrivez à l'équipe partenariats à l'adresse {email}.",

  // Sélecteur de langue du site
  langToastTitle: "Préférence de langue mise à jour",
  langToastDescription:
    "La traduction du site (langue : {languageName}) est une fonctionnalité prévue. Pour l'instant, le contenu reste en anglais et votre préférence est enregistrée.",
  langToastDescriptionNotSaved:
    "La traduction du site (langue : {languageName}) est une fonctionnalité prévue. Pour l'instant, le contenu reste en anglais. Votre navigateur ne nous a pas permis d'enregistrer cette préférence : elle sera oubliée à votre départ.",
  "language.button": "Changer de langue",
  "language.listLabel": "Langue du site",

  // Assistant de chat
  "chat.open": "Ouvrir l'assistant de chat",
  "chat.close": "Fermer le chat",
  "widgets.region": "Assistants et langue",
  "framework.failed":
    "Certaines parties interactives de cette page n’ont pas pu se charger ; son texte et ses liens fonctionnent.",
  "framework.reload": "Recharger la page",
  "chat.title": "Assistant IA",
  "chat.placeholder": "Saisissez votre message...",
  "chat.send": "Envoyer le message",
  "chat.voiceInput": "Saisie vocale",
  "chat.gptToggle": "Activer ou désactiver le mode GPT",
  "chat.language": "Langue de l'assistant",
  "chat.languageSwitchedTitle": "Langue modifiée",
  "chat.languageSwitchedDescription": "L'assistant répondra désormais en {language}. (Réponses prédéfinies uniquement.)",
  "chat.voiceTitle": "Saisie vocale (conceptuelle)",
  "chat.voiceDescription": "La saisie vocale complète n'est pas encore disponible.",
  "chat.gptOnTitle": "Mode GPT activé",
  "chat.gptOnDescription":
    "Le mode GPT conceptuel est activé. L'intégration directe avec un modèle externe n'est pas en service ; les réponses restent prédéfinies.",
  "chat.gptOffTitle": "Mode GPT désactivé",
  "chat.gptOffDescription": "L'assistant revient à ses réponses prédéfinies habituelles.",
  "chat.messages": "Conversation",

  // Bots flottants vidéo et vocal
  "bots.videoOpen": "Ouvrir le bot vidéo",
  "bots.voiceOpen": "Ouvrir le bot vocal",
  "bots.videoTitle": "Bot vidéo (conceptuel)",
  "bots.voiceTitle": "Bot vocal (conceptuel)",
  "bots.videoDescription": "Une simulation, en texte seulement, de notre assistant vidéo.",
  "bots.voiceDescription": "Une simulation, en texte seulement, de notre assistant vocal.",
  "bots.placeholder": "Saisissez un message...",
  "bots.send": "Envoyer",
  "bots.close": "Fermer",
  "bots.speaking": "En train de parler",
  "bots.videoEnabledTitle": "Bot vidéo conceptuel activé",
  "bots.videoEnabledDescription":
    "Il s'agit d'une simulation ; les fonctionnalités complètes en temps réel sont en cours de développement.",

  // Page introuvable
  "notFound.code": "404",
  "notFound.title": "Oups ! Page introuvable.",
  "notFound.text": "La page que vous cherchez a peut-être été déplacée, ou l'adresse a pu être mal saisie.",
  "notFound.home": "Retour à la page d'accueil",
  "partners.title": "Développez-vous avec nos programmes partenaires",
  "partners.subtitle":
    "Rejoignez les revendeurs, intégrateurs et partenaires de services qui apportent avec nous une IA concrète aux entreprises de toute l'Asie du Sud-Est.",
  "partners.learnMore": "En savoir plus",
  "form.mailTooLong":
    "Ce message est trop long pour un lien e-mail ({count} sur {max} caractères une fois encodé). Veuillez le raccourcir et réessayer.",
  "form.characterCount": "{count} sur {max} caractères",
};
