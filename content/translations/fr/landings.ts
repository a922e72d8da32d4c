import type { LocaleContent } from "@/content/units";

/** fr: landings. */
export const landings = {
  healthcare: {
    source: "e96c158e2d33",
    text: {
      heroImage: { alt: "Des soignants épaulés par des assistants IA et des dossiers patients numériques" },
      name: "Santé",
      title: "Solutions d'IA pour la santé",
      tagline: "Une meilleure expérience patient et moins de charge administrative pour les hôpitaux et les cliniques.",
      intro:
        "En Malaisie, les établissements de santé font face à l'augmentation du nombre de patients, à la pénurie de personnel et à des attentes croissantes en matière de services numériques. Nusantara AI aide les hôpitaux, les cliniques spécialisées et les groupes de santé à automatiser la gestion des rendez-vous, la communication avec les patients et la documentation clinique, tout en préservant la sécurité des dossiers sensibles. Nos bots vocaux et nos chatbots gèrent les prises de rendez-vous et les rappels, notre grand modèle de langage (LLM) aide les soignants à résumer et à rédiger, et notre application de gestion hospitalière relie admissions, facturation et dossiers patients : les équipes soignantes gagnent du temps pour ce qu'elles seules peuvent faire.",
      highlights: [
        {
          title: "Des plannings mieux tenus",
          text: "Prise de rendez-vous, reports et rappels automatisés réduisent les rendez-vous manqués et permettent de tenir les horaires des consultations.",
        },
        {
          title: "Moins de paperasse",
          text: "Notes, lettres d'adressage et comptes rendus d'hospitalisation rédigés par l'IA réduisent le temps de documentation des médecins et des infirmiers.",
        },
        {
          title: "Des données patients protégées",
          text: "Chiffrement, journalisation des accès et hébergement local vous aident à respecter vos obligations au titre de la PDPA et facilitent les audits d'accréditation hospitalière.",
        },
      ],
      ctaLabel: "Échanger avec un expert de la santé",
    },
  },
  finance: {
    source: "b94c49001ea2",
    text: {
      name: "Services financiers",
      title: "Solutions d'IA pour les services financiers",
      tagline: "Une automatisation sûre et conforme pour les banques, les assureurs et les autres établissements financiers.",
      intro:
        "Banques, assureurs, opérateurs takaful et établissements de crédit doivent offrir un service numérique instantané tout en respectant des exigences réglementaires et de sécurité strictes. Nusantara AI leur apporte une IA conversationnelle et un grand modèle de langage (LLM) rompu au vocabulaire financier, qui authentifient les clients, répondent aux questions sur les comptes et les contrats, et assistent les équipes dans l'analyse documentaire et le reporting. Nos applications de gestion du service client et de gestion des achats ajoutent des workflows structurés, des pistes d'audit et le contrôle des dépenses : les établissements financiers réduisent leurs coûts d'exploitation, répondent plus vite à leurs clients et démontrent leur conformité aux lignes directrices de Bank Negara Malaysia.",
      highlights: [
        {
          title: "Une sécurité de niveau bancaire",
          text: "Chiffrement, biométrie vocale et contrôle d'accès par rôle protègent chaque interaction client et chaque processus interne.",
        },
        {
          title: "La conformité intégrée",
          text: "Journaux d'audit, recueil du consentement et contrôles alignés sur le RMiT facilitent les inspections réglementaires et les audits internes.",
        },
        {
          title: "Des délais raccourcis",
          text: "L'automatisation des demandes et l'analyse documentaire par l'IA accélèrent le traitement des sinistres, des demandes et des litiges.",
        },
      ],
      ctaLabel: "Échanger avec un expert de la finance",
    },
  },
  retail: {
    source: "793dc83b867c",
    text: {
      name: "Distribution",
      title: "Solutions d'IA pour la distribution",
      tagline: "Des parcours d'achat connectés et personnalisés, de la vitrine jusqu'à la porte du client.",
      intro:
        "Les distributeurs vendent aujourd'hui en magasin, sur leur site, sur les marketplaces et sur les réseaux sociaux, et leurs clients attendent partout le même service. Nusantara AI fournit aux enseignes des assistants de chat et vocaux qui recommandent des produits, suivent les commandes et gèrent les retours, un grand modèle de langage (LLM) qui rédige les contenus produits et analyse les avis, ainsi que des applications intégrées d'e-commerce, de caisse et de gestion du service client. Ensemble, elles unifient stocks, profils clients et promotions pour que chaque canal s'appuie sur les mêmes informations, ce qui aide les enseignes à améliorer leur taux de conversion, leur panier moyen et la fidélité de leurs clients.",
      highlights: [
        {
          title: "Un commerce unifié",
          text: "Stocks, prix et promotions restent synchronisés entre magasins, boutiques en ligne et marketplaces.",
        },
        {
          title: "Une vente personnalisée",
          text: "Recommandations par l'IA et offres ciblées transforment les simples visiteurs en clients fidèles.",
        },
        {
          title: "Une logistique sans effort",
          text: "Suivi de commande, informations de livraison et retours sont traités automatiquement sur le canal préféré de chaque client.",
        },
      ],
      ctaLabel: "Échanger avec un expert de la distribution",
    },
  },
  manufacturing: {
    source: "cc9e46ded528",
    text: {
      name: "Industrie",
      title: "Solutions d'IA pour l'industrie",
      tagline: "Des usines plus intelligentes, des chaînes logistiques plus agiles et des entrepôts plus sûrs.",
      intro:
        "Dans l'électronique, l'automobile, l'agroalimentaire ou le caoutchouc, les industriels malaisiens doivent augmenter leur production, maîtriser leurs coûts et s'adapter vite aux variations de la demande. Nusantara AI relie l'atelier, l'entrepôt et la chaîne logistique grâce à des applications pilotées par l'IA. Bots vocaux et chatbots donnent aux opérateurs un accès mains libres aux modes opératoires et aux informations de stock, notre grand modèle de langage (LLM) transforme manuels et rapports qualité en réponses instantanées, et nos applications de gestion de la chaîne logistique, des chariots élévateurs et des stocks assurent la fluidité des flux de matières, du fournisseur jusqu'au client.",
      highlights: [
        {
          title: "Des opérations connectées",
          text: "Les données de production, d'entrepôt et d'achats sont réunies dans une vue unique pour les planificateurs et les directeurs d'usine.",
        },
        {
          title: "Une manutention plus sûre",
          text: "Le guidage des missions des caristes et le suivi des mouvements réduisent les accidents, les palettes égarées et les temps morts.",
        },
        {
          title: "Une planification tirée par la demande",
          text: "Les prévisions de l'IA alignent commandes de matières premières et plannings de production sur la demande réelle des clients.",
        },
      ],
      ctaLabel: "Échanger avec un expert de l'industrie",
    },
  },
  sme: {
    source: "154e69bc601a",
    text: {
      name: "PME",
      title: "L'IA en toute simplicité pour les PME",
      tagline: "Des outils dignes des grandes entreprises, dimensionnés et tarifés pour les entreprises en croissance.",
      intro:
        "Diriger une petite ou moyenne entreprise, c'est porter toutes les casquettes, et chaque heure passée à répondre aux mêmes questions ou à mettre à jour des tableurs est une heure de moins pour vos clients. Nusantara AI réunit bots vocaux et chatbots, téléphonie cloud, service client, e-commerce et logiciel de caisse dans des abonnements abordables, opérationnels en quelques jours. Aucun serveur à acheter, aucun spécialiste à recruter : notre équipe locale configure tout, forme vos collaborateurs et reste disponible à mesure que votre entreprise s'étend à de nouveaux points de vente ou de nouveaux marchés.",
      highlights: [
        {
          title: "Des abonnements abordables",
          text: "Payez chaque mois uniquement ce que vous utilisez, sans licence ni serveur à acheter au départ.",
        },
        {
          title: "Opérationnel en quelques jours",
          text: "Grâce aux modèles prêts à l'emploi et à une configuration guidée, votre premier assistant IA peut être lancé dès cette semaine.",
        },
        {
          title: "Un accompagnement local",
          text: "Notre équipe de Kuala Lumpur vous aide en anglais et en Bahasa Malaysia, dès que vous en avez besoin.",
        },
      ],
      ctaLabel: "Équipez votre PME de solutions d'IA",
    },
  },
  "large-enterprise": {
    source: "8a3893447cd2",
    text: {
      name: "Grandes entreprises",
      title: "L'IA pour les grandes entreprises",
      tagline: "Une IA gouvernée et intégrée, qui produit des résultats dans chaque division.",
      intro:
        "Pour les grandes organisations, le défi est rarement le manque d'idées en matière d'IA : c'est de les transformer en services sécurisés et intégrés sur lesquels s'appuient des milliers de collaborateurs et de clients. Nusantara AI fournit des bots vocaux et des chatbots prêts pour la production, un grand modèle de langage (LLM) hébergé en privé, un centre de contact dans le cloud et des applications d'entreprise pour la chaîne logistique, les RH et les achats. Nos architectes les intègrent à vos plateformes ERP, CRM et de gestion des identités existantes, avec la gouvernance, la supervision et les niveaux de service qu'attendent les entreprises réglementées présentes dans plusieurs pays.",
      highlights: [
        {
          title: "Une intégration en profondeur",
          text: "Connecteurs et API relient les services d'IA aux systèmes ERP, CRM, RH et de gestion des identités déjà en place.",
        },
        {
          title: "Une gouvernance d'entreprise",
          text: "Contrôle d'accès par rôle, pistes d'audit et options de localisation des données répondent aux exigences des comités sécurité et risques.",
        },
        {
          title: "Éprouvé à grande échelle",
          text: "Des déploiements multisites et multilingues fonctionnent de manière fiable pour des milliers d'utilisateurs simultanés.",
        },
      ],
      ctaLabel: "Déployez l'IA à l'échelle de votre entreprise",
    },
  },
  "service-provider": {
    source: "2072bcf18a4b",
    text: {
      name: "Fournisseurs de services",
      title: "L'IA pour les fournisseurs de services",
      tagline: "Automatisez la relation client et lancez de nouveaux services d'IA sous votre propre marque.",
      intro:
        "Opérateurs télécoms, fournisseurs d'accès à Internet, sociétés d'externalisation et prestataires de services informatiques traitent d'énormes volumes d'interactions clients avec des marges réduites. Nusantara AI les aide à automatiser la relation client grâce aux bots vocaux et aux chatbots, à augmenter la capacité de leurs conseillers avec un centre de contact dans le cloud assisté par un grand modèle de langage (LLM), et à rationaliser leur informatique interne avec notre application de gestion des services informatiques. Nos plateformes de téléphonie cloud et de bots sont aussi disponibles en marque blanche : les fournisseurs peuvent ainsi proposer à leurs propres clients professionnels des services d'IA vocale, de chat et de centre de contact, et développer leurs revenus récurrents.",
      highlights: [
        {
          title: "Une fiabilité de niveau opérateur",
          text: "Une infrastructure redondante et multirégion assure la disponibilité des services voix et messagerie 24 h/24.",
        },
        {
          title: "Prêt pour la marque blanche",
          text: "Reprenez nos bots, notre téléphonie et nos plateformes de centre de contact sous votre marque et revendez-les à vos propres tarifs.",
        },
        {
          title: "Un coût de service réduit",
          text: "Le libre-service automatisé règle les demandes courantes des abonnés sans mobiliser les conseillers.",
        },
      ],
      ctaLabel: "Optimisez vos services grâce à l'IA",
    },
  },
  government: {
    source: "9168c2c7157e",
    text: {
      name: "Administrations",
      title: "L'IA pour les administrations et le secteur public",
      tagline: "Des services numériques accessibles, sécurisés et responsables pour chaque citoyen.",
      intro:
        "Les administrations doivent servir des publics variés sur de nombreux canaux, tout en protégeant les données publiques et en dépensant avec rigueur. Nusantara AI équipe ministères, organismes publics et collectivités locales d'assistants vocaux et de chat multilingues pour répondre aux demandes du public, d'un grand modèle de langage (LLM) pouvant fonctionner sur une infrastructure souveraine, et d'applications dédiées aux appels d'offres, au contrôle d'accès aux bâtiments et au support informatique. Résultat : des files d'attente plus courtes, des réponses plus rapides et des processus transparents qui renforcent la confiance du public, le tout dans le respect des exigences du secteur public en matière d'achats et de sécurité.",
      highlights: [
        {
          title: "Un accès pour tous",
          text: "Les citoyens sont servis en malais, en anglais, en mandarin et en tamoul, sur les canaux qu'ils utilisent déjà.",
        },
        {
          title: "Souveraineté des données",
          text: "Hébergées dans des centres de données malaisiens, les informations des citoyens restent sous juridiction nationale.",
        },
        {
          title: "Une traçabilité complète",
          text: "Chaque décision, chaque transaction et chaque étape d'achat est journalisée pour l'audit et les comptes rendus publics.",
        },
      ],
      ctaLabel: "Modernisez les services publics grâce à l'IA",
    },
  },
} satisfies NonNullable<LocaleContent["landings"]>;
