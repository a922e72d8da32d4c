import type { LocaleContent } from "@/content/units";

/** fr: pages. */
export const pages = {
  home: {
    source: "e52548ef7212",
    text: {
      title: "Nusantara AI : bots d'IA, applications métier et communications gérées à Kuala Lumpur",
      heading: "Transformez votre monde grâce à l'IA",
      description:
        "Bots vocaux, chatbots et bots vidéo, centre de contact assisté par l'IA, notre propre grand modèle de langage (LLM) et les services gérés pour les exploiter : le tout conçu à Kuala Lumpur pour les entreprises de toute l'Asie du Sud-Est.",
      summary: "Bots d'IA, applications métier et communications gérées depuis Kuala Lumpur",
      cardTitle: "Transformez votre monde grâce à l'IA",
      crumb: "Accueil",
    },
  },
  products: {
    source: "c7b972fe1b64",
    text: {
      title: "Produits d'IA",
      heading: "Notre gamme de produits à base d'IA",
      description:
        "Bots vocaux, chatbots et bots vidéo, centre de contact et téléphonie cloud, notre propre grand modèle de langage (LLM) et une gamme complète d'applications métier à base d'IA, développés et pris en charge à Kuala Lumpur.",
      summary: "42 produits pour la voix, le chat, la vidéo et la gestion de l'entreprise",
      cardTitle: "Notre gamme de produits à base d'IA",
      crumb: "Produits",
    },
  },
  solutions: {
    source: "62cdfc576a5d",
    text: {
      title: "Solutions",
      heading: "Des solutions pour chaque étape de votre parcours IA",
      description:
        "Six familles de solutions, du CRM et des centres de contact à l'apprentissage automatique, à la migration vers le cloud et à la fintech, chacune mise en œuvre avec nos propres produits d'IA et nos services gérés.",
      summary: "Six familles de solutions pour chaque étape de votre parcours IA",
      crumb: "Solutions",
    },
  },
  industries: {
    source: "91b9a41c6e5f",
    text: {
      title: "Nos secteurs d'intervention",
      heading: "Solutions d'IA par secteur",
      description:
        "PME, grandes entreprises, fournisseurs de services et administrations n'achètent pas l'IA de la même façon. Découvrez les cas d'usage et les produits que nous avons conçus pour chacun.",
      summary: "PME, grandes entreprises, fournisseurs de services et administrations",
      cardTitle: "Solutions d'IA par secteur",
      crumb: "Secteurs",
    },
  },
  services: {
    source: "02c1cbe7c7b5",
    text: {
      title: "Tableau de bord des services gérés",
      heading: "Tableau de bord des services",
      description:
        "Services gérés de collaboration, de centre de contact, de réseau, de voix, de cloud, de stockage et de sécurité, assurés 24 h/24 par notre équipe d'exploitation de Kuala Lumpur.",
      summary: "Collaboration, centre de contact, réseau, voix, cloud, stockage et sécurité",
      cardTitle: "Services gérés",
      crumb: "Services",
    },
  },
  contact: {
    source: "788b6ad345de",
    text: {
      title: "Contactez-nous",
      heading: "Prenons contact",
      description:
        "Une question sur nos produits d'IA ou nos services gérés ? Écrivez-nous ou réservez un créneau avec notre équipe à Kuala Lumpur. Horaires d'ouverture : du lundi au vendredi, de 9 h à 18 h.",
      lead: "Une question sur nos produits d'IA ou nos services gérés ? Écrivez-nous ou réservez un créneau avec notre équipe à Kuala Lumpur.",
      summary: "Écrivez-nous ou prenez rendez-vous avec notre équipe de Kuala Lumpur",
      crumb: "Contact",
    },
  },
  about: {
    source: "f1bffce084e6",
    text: {
      title: "À propos",
      heading: "À propos de Nusantara AI",
      description:
        "Nous concevons des produits d'IA concrets, des bots conversationnels à notre propre grand modèle de langage, et les déployons avec les services gérés et l'expertise locale qui transforment la technologie en résultats durables pour l'entreprise.",
      lead: "Depuis 2019, nous concevons une IA faite pour les langues, les accents et les secteurs d'Asie du Sud-Est : découvrez l'équipe, l'histoire et les produits de Nusantara AI.",
      summary:
        "Nusantara AI conçoit des solutions d'IA et d'automatisation intelligente qui aident les entreprises de Malaisie et d'Asie du Sud-Est à servir leurs clients plus vite, à alléger leurs opérations et à croître en toute confiance.",
      cardTitle: "À propos de Nusantara AI",
      crumb: "À propos",
    },
  },
  careers: {
    source: "fb9b6c0b9891",
    text: {
      title: "Carrières",
      heading: "Construisez avec nous l'avenir de l'IA",
      description:
        "Rejoignez une équipe qui crée une IA utilisée chaque jour dans toute l'Asie du Sud-Est. Chez Nusantara AI, vous travaillerez sur de vrais produits pour de vrais clients, qu'il s'agisse de bots vocaux qui répondent à des millions d'appels ou d'un modèle de langage qui comprend la région, aux côtés de collègues attachés au travail bien fait.",
      summary: "Construisez avec nous l'avenir de l'IA",
      crumb: "Carrières",
    },
  },
  blog: {
    source: "cc01e8c54672",
    text: {
      title: "Blog",
      heading: "Regards sur l'IA et l'expérience client",
      description:
        "Des articles pratiques signés par nos ingénieurs et consultants sur les chatbots, les bots vocaux, les grands modèles de langage, le CRM et les centres de contact vidéo.",
      summary: "Regards sur l'IA et l'expérience client",
      crumb: "Blog",
    },
  },
  caseStudies: {
    source: "4c242a410ba7",
    text: {
      title: "Études de cas",
      heading: "Ils ont réussi avec nous",
      description:
        "Comment des distributeurs, des opérateurs télécoms, des banques, des compagnies aériennes, des industriels et des organismes publics d'Asie du Sud-Est ont tiré parti de notre IA, et ce que cela a changé.",
      summary: "Les réussites de nos clients dans toute l'Asie du Sud-Est",
      crumb: "Études de cas",
    },
  },
  partners: {
    source: "aa733c852dde",
    text: {
      title: "Programmes partenaires",
      heading: "Développez votre activité avec nos programmes partenaires",
      description:
        "Rejoignez les revendeurs, intégrateurs et partenaires de services qui apportent avec nous une IA concrète aux entreprises de toute l'Asie du Sud-Est.",
      summary: "Développez votre activité avec notre écosystème de partenaires",
      crumb: "Partenaires",
    },
  },
  siteMap: {
    source: "bb422987ea0e",
    text: {
      title: "Plan du site",
      heading: "Plan du site",
      description:
        "Toutes les pages du site, classées par type : produits, solutions, secteurs, services, études de cas et articles.",
      summary: "Toutes les pages du site, classées par type",
      crumb: "Plan du site",
    },
  },
  sent: {
    source: "285d745b3c3e",
    text: {
      title: "Message reçu",
      heading: "Merci : votre demande nous est bien parvenue",
      description:
        "Notre équipe de Kuala Lumpur a bien reçu votre message ou votre demande de rendez-vous. Nous répondons aux messages et confirmons les rendez-vous par e-mail.",
      back: "Retour à la page de contact",
    },
  },
  "not-sent": {
    source: "cac418fa5618",
    text: {
      title: "Message non envoyé",
      heading: "Votre message n'a pas été envoyé",
      description:
        "Notre service de messagerie n'a pas pu accepter les données envoyées par le formulaire, ou il était injoignable. Rien n'a été enregistré. Revenez en arrière, vérifiez le formulaire à l'aide des règles ci-dessous et renvoyez-le, ou écrivez-nous par e-mail.",
      rulesTitle: "Ce que les formulaires acceptent",
      rules: [
        "Tous les champs sont obligatoires : votre nom, votre adresse e-mail, ainsi qu'un objet et un message, ou une date et un créneau horaire.",
        "Une adresse e-mail a la forme nom@example.com.",
        "Un nom compte au plus 100 caractères, un objet au plus 150, un message au plus 10 000.",
        "Les rendez-vous ont lieu en semaine (du lundi au vendredi), aujourd'hui ou plus tard, sur l'un des créneaux proposés.",
        "Si une même connexion envoie trop de messages en dix minutes, les suivants sont refusés pendant un moment.",
      ],
      mailTitle: "Ou envoyez-le par e-mail",
      messageLink: "Écrire un message dans votre messagerie",
      appointmentLink: "Demander un rendez-vous dans votre messagerie",
      back: "Retour au formulaire",
    },
  },
} satisfies NonNullable<LocaleContent["pages"]>;
