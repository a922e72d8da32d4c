import type { LocaleContent } from "@/lib/content/units";

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
        "En Malaisie, les établissements de santé font face à l'augmentation du nombre de patients, à la pénurie de personnel et à des attentes croissantes en matière de services numériques. Nusantara AI aide les hôpitaux, les cliniques spécialisées et les groupes de santé à automatiser la gestion des rendez-vous, la communication avec les patients et la documentation clinique, tout en préservant la sécurité des dossiers sensibles. Nos bots vocaux et nos chatbots gèrent les prises de rendez-vous et les rappels, notre grand modèle de langage (LLM) aide les soignants à résumer et à rédiger, et notre application de gestion hospitalière relie admissions, facturation et dossiers patients : les équipes soignantes gagnent du temps pour ce qu'elles seules peuvent faire.",
      highlights: [
        {
          title: "Des plannings mieux tenus",
          text: "Prise de rendez-vous, reports et rappels automatisés réduisent les rendez-vous manqués et permettent aux consultations de commencer à l'heure.",
        },
        {
          title: "Moins de paperasse",
          text: "Notes, lettres d'adressage et comptes rendus d'hospitalisation rédigés par l'IA réduisent le temps de documentation des médecins et des infirmiers.",
        },
        {
          title: "Des données patients protégées",
          text: "Chiffrement, journalisation des accès et hébergement local facilitent le respect des obligations de la PDPA et les audits d'accréditation hospitalière.",
        },
      ],
      ctaLabel: "Parlons de vos besoins en IA pour la santé",
    },
  },
  finance: {
    source: "b94c49001ea2",
    text: {
      name: "Services financiers",
      title: "Solutions d'IA pour les services financiers",
      tagline: "Une automatisation sûre et conforme pour les banques, les assureurs et les autres établissements financiers.",
      intro:
        "Banques, assureurs, opérateurs takaful et établissements de crédit doivent offrir un service numérique instantané tout en respectant des exigences réglementaires et de sécurité strictes. Nusantara AI leur apporte une IA conversationnelle et un grand modèle de langage (LLM) rompu au vocabulaire financier, qui authentifient les clients, répondent aux questions sur les comptes et les contrats, et assistent les équipes dans l'analyse documentaire et le reporting. Nos applications de gestion du service client et de gestion des achats ajoutent des workflows structurés, des pistes d'audit et le contrôle des dépenses : les établissements financiers réduisent leurs coûts d'exploitation, répondent plus vite à leurs clients et démontrent leur conformité aux lignes directrices de Bank Negara Malaysia.",
      highlights: [
        {
          title: "Une sécurité de niveau bancaire",
          text: "Chiffrement, biométrie vocale et contrôle d'accès par rôle protègent chaque interaction client et chaque processus interne.",
        },
        {
          title: "La conformité intégrée",
          text: "Journaux d'audit, recueil du consentement et contrôles alignés sur le RMiT simplifient les contrôles réglementaires et les audits internes.",
        },
        {
          title: "Des délais raccourcis",
          text: "L'automatisation des demandes et l'analyse documentaire par l'IA accélèrent le traitement des sinistres, des demandes et des litiges.",
        },
      ],
      ctaLabel: "Parlons de vos besoins en IA pour la finance",
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
      ctaLabel: "Parlons de vos besoins en IA pour la distribution",
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
      ctaLabel: "Parlons de vos besoins en IA pour l'industrie",
    },
  },
  sme: {
    source: "154e69bc601a",
    text: {
      name: "PME",
      title: "L'IA simplifiée pour les PME",
      tagline: "Des outils de grand groupe, à la taille et au prix des PME en croissance.",
      intro:
        "Diriger une PME, c'est porter toutes les casquettes, et chaque heure passée sur les mêmes questions ou des tableurs manque à vos clients. Nusantara AI réunit bots vocaux et chatbots, téléphonie cloud, service client, e-commerce et caisse en abonnements abordables, actifs en quelques jours. Sans serveur ni spécialiste à recruter, notre équipe locale configure tout, forme vos équipes et vous suit vers de nouveaux points de vente ou marchés.",
      highlights: [
        {
          title: "Abonnements abordables",
          text: "Payez chaque mois ce que vous utilisez, sans licence ni serveur à l'achat.",
        },
        {
          title: "Prêt en quelques jours",
          text: "Modèles prêts et configuration guidée : votre premier assistant IA démarre cette semaine.",
        },
        {
          title: "Un support local",
          text: "Notre équipe de Kuala Lumpur vous aide en anglais et en Bahasa Malaysia, au besoin.",
        },
      ],
      ctaLabel: "Des solutions d'IA pour votre PME",
    },
  },
  "large-enterprise": {
    source: "8a3893447cd2",
    text: {
      name: "Grandes entreprises",
      title: "L'IA pour les grandes entreprises",
      tagline: "Une IA gouvernée et intégrée, avec des résultats dans chaque division.",
      intro:
        "Le défi des grandes organisations n'est guère de trouver des idées d'IA, mais d'en faire des services sûrs et intégrés pour des milliers de salariés et de clients. Nusantara AI fournit bots vocaux et chatbots prêts pour la production, grand modèle de langage (LLM) privé, centre de contact cloud et applications de chaîne logistique, RH et achats, que nos architectes relient à vos ERP, CRM et plateformes d'identité, avec la gouvernance, la supervision et les SLA des groupes réglementés et multinationaux.",
      highlights: [
        {
          title: "Intégration profonde",
          text: "Connecteurs et API relient l'IA aux systèmes ERP, CRM, RH et d'identité déjà en place.",
        },
        {
          title: "Gouvernance d'entreprise",
          text: "Accès par rôle, pistes d'audit et localisation des données rassurent comités sécurité et risques.",
        },
        {
          title: "Éprouvé à grande échelle",
          text: "Multisites, multilingues et fiables pour des milliers d'utilisateurs simultanés.",
        },
      ],
      ctaLabel: "Passez à l'échelle avec l'IA",
    },
  },
  "service-provider": {
    source: "2072bcf18a4b",
    text: {
      name: "Fournisseurs de services",
      title: "L'IA pour les fournisseurs de services",
      tagline: "Automatisez la relation client et lancez vos services d'IA sous votre marque.",
      intro:
        "Opérateurs, FAI, sociétés d'externalisation et prestataires informatiques gèrent d'énormes volumes d'interactions avec des marges minces. Nusantara AI automatise leur relation client avec bots vocaux et chatbots, renforce leurs conseillers par un centre de contact cloud assisté par un grand modèle de langage (LLM), et simplifie leur informatique interne avec notre application ITSM. Téléphonie cloud et bots existent en marque blanche, pour vendre voix, chat et centre de contact IA à leurs clients et accroître leurs revenus récurrents.",
      highlights: [
        {
          title: "Fiabilité de niveau opérateur",
          text: "Une infrastructure redondante et multirégion garde voix et messagerie disponibles 24 h/24.",
        },
        {
          title: "Prêt en marque blanche",
          text: "Revendez nos bots, notre téléphonie et nos centres de contact sous votre marque, à vos prix.",
        },
        {
          title: "Un coût de service réduit",
          text: "Le libre-service règle les demandes courantes des abonnés sans mobiliser de conseiller.",
        },
      ],
      ctaLabel: "Optimisez vos services grâce à l'IA",
    },
  },
  government: {
    source: "9168c2c7157e",
    text: {
      name: "Administrations",
      title: "L'IA pour les administrations publiques",
      tagline: "Des services numériques accessibles, sûrs et responsables pour chaque citoyen.",
      intro:
        "Les administrations servent des publics variés sur de multiples canaux, en protégeant données et deniers publics. Nusantara AI équipe ministères, organismes et collectivités d'assistants vocaux et de chat multilingues, d'un grand modèle de langage (LLM) déployable sur infrastructure souveraine, et d'applications d'appels d'offres, d'accès aux bâtiments et de support IT. Moins d'attente, des réponses rapides, des processus transparents : la confiance du public grandit, dans le respect des règles d'achat et de sécurité.",
      highlights: [
        {
          title: "Un accès pour tous",
          text: "Les citoyens sont servis en malais, anglais, mandarin et tamoul, sur leurs canaux habituels.",
        },
        {
          title: "Souveraineté des données",
          text: "Hébergées en Malaisie, les données des citoyens restent sous juridiction nationale.",
        },
        {
          title: "Traçabilité complète",
          text: "Chaque décision, transaction et étape d'achat est tracée pour l'audit et le compte rendu public.",
        },
      ],
      ctaLabel: "Modernisez le service public avec l'IA",
    },
  },
} satisfies NonNullable<LocaleContent["landings"]>;
