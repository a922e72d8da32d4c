/**
 * French dictionary of the rule-based chat assistant (SPEC §2.15, §4).
 * Keywords are lower-case substrings matched case-insensitively; accented and
 * unaccented spellings are both listed because visitors often skip accents.
 * The chat engine checks gptKeywords, greetings, help, services and products
 * from this dictionary, then contact, about, pricing and demo from the English
 * one (which carries the French phrasings too), then the catalogue's product
 * names. So no keyword here may sit inside a product question ("qu'est-ce que
 * le Voice Bot", "parlez-moi du Chat Bot") or inside a catalogue name: bare
 * "services" or "contact" would catch "Cloud Services" or "Contact Center".
 * Stems that hide inside common words are avoided ("cout" is inside "écouter").
 */
import type { ChatDictionary } from "@/lib/content/types";

export const chatFr = {
  keywords: {
    greetings: ["bonjour", "bonsoir", "salut", "coucou", "rebonjour", "salam", "selamat pagi"],
    services: [
      "quels services",
      "vos services",
      "services proposez",
      "services gérés",
      "services geres",
      "services managés",
      "services manages",
      "service géré",
      "infogérance",
      "infogerance",
      "microsoft teams",
      "webex",
      "cisco",
      "genesys",
      "gestion du réseau",
      "gestion du reseau",
      "réseau d'entreprise",
      "téléphonie ip",
      "telephonie ip",
      "téléphones ip",
      "postes ip",
      "standard téléphonique",
      "migration vers le cloud",
      "stockage",
      "sauvegarde",
      "cybersécurité",
      "cybersecurite",
      "pare-feu",
    ],
    products: [
      "produit",
      "catalogue",
      "que vendez-vous",
      "vos solutions",
      "votre offre",
      "vos offres",
      "que proposez-vous",
    ],
    contact: [
      "vous contacter",
      "vous joindre",
      "coordonnées",
      "coordonnees",
      "e-mail",
      "courriel",
      "numéro de téléphone",
      "numero de telephone",
      "vous appeler",
      "parler à quelqu'un",
      "votre adresse",
      "vos bureaux",
      "heures d'ouverture",
      "horaires d'ouverture",
      "où êtes-vous",
      "ou etes-vous",
    ],
    about: [
      "qui êtes-vous",
      "qui etes-vous",
      "à propos de vous",
      "a propos de vous",
      "à propos de nusantara",
      "a propos de nusantara",
      "votre entreprise",
      "votre société",
      "votre societe",
      "fondée",
      "fondee",
      "votre mission",
    ],
    pricing: [
      "prix",
      "tarif",
      "coût",
      "combien ca coute",
      "combien coute",
      "un devis",
      "budget",
      "forfait",
      "abonnement",
      "licence",
    ],
    demo: [
      "démo",
      "une demo",
      "démonstration",
      "demonstration",
      "essai gratuit",
      "voir en action",
      "projet pilote",
      "preuve de concept",
    ],
    help: [
      "aide",
      "que pouvez-vous faire",
      "que sais-tu faire",
      "comment utiliser ce chat",
      "comment fonctionne ce chat",
      "assistance",
      "support technique",
      "mes options",
    ],
    gptKeywords: [
      "météo",
      "meteo",
      "quel temps fait-il",
      "capitale de",
      "capitale du",
      "population de",
      "population du",
      "qui a inventé",
      "qui a invente",
      "qui a découvert",
      "qui a decouvert",
      "qui a gagné",
      "qui a gagne",
      "recette de",
      "recette du",
      "traduis",
      "comment dit-on",
      "sens de la vie",
      "raconte-moi une blague",
      "raconte moi une blague",
      "actualités du jour",
      "actualites du jour",
      "cours de l'action",
      "cours de bourse",
      "football",
      "coupe du monde",
      "président de",
      "president de",
      "premier ministre",
      "histoire du monde",
      "histoire de la malaisie",
      "horoscope",
    ],
  },
  responses: {
    greeting:
      "Bonjour et bienvenue chez Nusantara AI ! Je suis l'assistant du site : je peux vous aider à trouver le produit d'IA, le service géré ou la solution sectorielle qui vous convient. Que souhaitez-vous savoir ?",
    help:
      "Avec plaisir. Vous pouvez m'interroger sur nos produits (bots d'IA, centre de contact, téléphonie cloud, etc.), nos services gérés, nos tarifs, la demande de démonstration ou la manière de joindre notre équipe.",
    services:
      "Nos services gérés couvrent Microsoft Teams, Cisco Webex et Genesys, ainsi que le réseau, la voix, les téléphones IP, le cloud, le stockage et la sécurité. Chacun peut être enrichi par l'IA ; tous les détails figurent dans la rubrique Services du menu.",
    products:
      "Nous concevons des bots vocaux, de chat et vidéo, un centre de contact à base d'IA, de la téléphonie cloud, des solutions omnicanales et notre propre grand modèle de langage (LLM), ainsi que des applications métier : RH, gestion des services informatiques, point de vente, e-commerce, achats et bien d'autres. Citez un produit et je vous en dirai plus.",
    contact:
      "Écrivez-nous à info@nusantara-ai.com.my ou appelez le +60 3-2785 1200. Notre bureau de Kuala Lumpur est ouvert du lundi au vendredi, de 9 h à 18 h (heure de Malaisie). La page Contact propose aussi un formulaire de message et un formulaire de prise de rendez-vous.",
    about:
      "Fondée en 2019, Nusantara AI Communications Sdn. Bhd. est basée à Kuala Lumpur. Nous associons l'IA et les technologies de communication au service des PME, des grandes entreprises, des opérateurs et des administrations en Malaisie et en Asie du Sud-Est.",
    pricing:
      "Chaque solution fait l'objet d'un devis adapté à votre taille et à vos besoins : nous ne publions donc pas de grille tarifaire. Contactez notre équipe commerciale depuis la page Contact et nous vous préparerons une offre sur mesure.",
    demo:
      "Nous serions ravis de vous montrer nos solutions en situation réelle. Demandez une démonstration depuis la page Contact, en envoyant un message ou en réservant un rendez-vous au moment qui vous arrange.",
    default:
      "J'apprends encore et je n'ai pas de réponse à cette question pour le moment. Parcourez les pages Produits, Solutions ou Services, contactez notre équipe d'experts depuis la page Contact, ou activez le mode GPT pour les questions ouvertes.",
    productInquiryFallback:
      "Sur quel produit souhaitez-vous en savoir plus ? Par exemple le bot vocal, le chatbot, le bot vidéo, le centre de contact, la téléphonie cloud ou notre grand modèle de langage.",
    gptMode:
      "Le mode GPT est activé, mais il reste conceptuel : aucun modèle externe n'est sollicité, et mes réponses proviennent toujours d'un ensemble prédéfini. Pour une question précise, notre équipe n'est qu'à un message de vous.",
  },
} satisfies ChatDictionary;
