import type { LocaleContent } from "@/lib/content/units";

/** fr: industries. */
export const industries = {
  sme: {
    source: "d6fbd2fd653b",
    text: {
      name: "PME",
      title: "Solutions d'IA pour les PME",
      description:
        "Les PME représentent 90 % des entreprises, mais seules 23 % ont adopté l'IA. Nos applications d'IA et de gestion, abordables et prêtes à l'emploi, les aident à rivaliser avec bien plus grand, sans grande équipe informatique.",
      detailedInfo: [
        "Pilier des économies malaisienne et sud-est asiatique, les PME vont du négoce familial aux cliniques et aux marques en ligne en plein essor. La plupart des dirigeants savent que l'IA et l'automatisation feraient gagner temps et clients, mais craignent coût, complexité et manque de compétences techniques. Notre offre PME lève ces trois freins.",
        "Chaque solution est proposée en abonnement, sans matériel, configurée par nos soins en jours et non en mois, et suivie localement en anglais et en Bahasa Malaysia. On commence par un outil, chatbot WhatsApp ou standard cloud, puis on ajoute caisse, e-commerce ou service client en grandissant.",
        "Nos produits partageant une plateforme, les données clients circulent seules. Une demande traitée par le chatbot devient un prospect dans l'application de service client, une commande en ligne met à jour le stock en boutique, un appel manqué est rappelé sans y penser. L'efficacité d'un grand groupe, au prix d'une PME.",
      ],
      useCases: [
        {
          title: "Réponses WhatsApp 24 h/24, 7 j/7",
          text: "Un chatbot répond sur WhatsApp et votre site aux questions de prix, d'horaires et de stock pendant que vous dormez. Au matin, l'équipe reçoit les demandes qualifiées avec leur contexte.",
        },
        {
          title: "Standardiste virtuel",
          text: "Un bot vocal décroche à chaque appel, répond aux questions courantes et prend les rendez-vous. Plus aucune affaire perdue faute de réponse.",
        },
        {
          title: "Modernisation de la caisse",
          text: "Une caisse sur tablette remplace vos vieilles caisses et suit ventes, stocks et plannings sur un ou plusieurs magasins. Chaque jour, le bilan arrive sur le téléphone du gérant.",
        },
        {
          title: "Ouvrir une boutique en ligne",
          text: "Une boutique en ligne à votre marque, reliée aux marketplaces, avec paiements locaux et stock commun au magasin. Les commerces de quartier vendent bien au-delà de leur rue.",
        },
        {
          title: "Suivi et fidélisation client",
          text: "Clients, achats et réclamations au même endroit, et rappels, bons d'achat et offres d'anniversaire envoyés à temps. Les clients reviennent, sans renfort marketing.",
        },
        {
          title: "Standard cloud pour petits bureaux",
          text: "Un numéro professionnel par salarié, sur poste fixe, ordinateur et mobile, avec enregistrement des appels et configuration en ligne. Aucun PBX à acheter ni entretenir.",
        },
        {
          title: "RH et présences simplifiées",
          text: "Pointage mobile, validation des congés et préparation de la paie sans tableur. Pour les entreprises de cinq à deux cents salariés.",
        },
        {
          title: "Suivi des commandes et des livraisons",
          text: "Une seule file pour les commandes par téléphone, WhatsApp et en ligne, suivies jusqu'à l'emballage et la livraison. Les clients sont informés automatiquement.",
        },
        {
          title: "Cloud et sécurité abordables",
          text: "Fichiers et messagerie migrés vers un cloud sécurisé, sauvegarde et protection contre les menaces gérées par nos soins. Une sécurité de grand groupe, sans informaticien.",
        },
        {
          title: "Un site web en quelques jours",
          text: "Un site responsive, avec chat intégré, formulaires de contact et référencement, lancé vite sur des modèles éprouvés. Vous le mettez à jour vous-même, sans coder.",
        },
      ],
    },
  },
  "large-enterprise": {
    source: "e1627a59fdd9",
    text: {
      name: "Grandes entreprises",
      title: "L'IA d'entreprise à grande échelle",
      description:
        "Les grandes organisations veulent une IA intégrée à des systèmes complexes, sous gouvernance stricte, fiable pour des milliers d'utilisateurs. Nous concevons, déployons et exploitons des plateformes d'IA et de communication aux résultats mesurables dans chaque division.",
      detailedInfo: [
        "En Malaisie et en Asie du Sud-Est, les entreprises reposent sur des ERP, CRM, centres de contact et systèmes hérités accumulés au fil des ans. L'enjeu n'est pas un pilote, mais de relier modèles et automatisation aux systèmes existants, en sécurité et à grande échelle.",
        "Notre pôle grands comptes associe notre propre LLM, nos bots vocaux et chatbots, notre centre de contact et nos applications métier à une forte expertise d'intégration. Authentification unique, accès par rôle, cloud privé ou sur site, données en Malaisie et journaux d'audit satisfont équipes risques et régulateurs.",
        "Un architecte solutions et un chef de programme dédiés pilotent chaque mission avec vos équipes IT, sécurité et métiers. Nous partons de cas d'usage à forte valeur, probants en un trimestre, puis une feuille de route encadrée étend l'IA au service client, aux opérations, aux RH et aux achats.",
      ],
      useCases: [
        {
          title: "Transformation du centre de contact",
          text: "Routage IA, bots vocaux en libre-service et aide en temps réel aux conseillers modernisent vos centres multisites. Meilleur service, moindre coût par interaction.",
        },
        {
          title: "Grand modèle de langage privé",
          text: "Déployez notre LLM dans votre cloud ou centre de données, ancré dans vos documents et politiques. Réponses exactes, données sensibles sous votre contrôle.",
        },
        {
          title: "Visibilité logistique",
          text: "Fournisseurs, usines, entrepôts et distributeurs sur une plateforme à prévision IA de la demande. Perturbations vues tôt, stocks ajustés avant la rupture.",
        },
        {
          title: "Automatisation des achats stratégiques",
          text: "Dématérialisez sourcing, appels d'offres, commandes et évaluation fournisseurs, validations selon vos délégations de pouvoir. Dépenses plus visibles, achats hors contrat en recul.",
        },
        {
          title: "Gestion des effectifs de toutes vos filiales",
          text: "Gérez dans un seul système RH, paie, présences et performance de milliers de salariés, sur plusieurs sociétés et pays. La DRH groupe obtient des analyses consolidées.",
        },
        {
          title: "ITSM avec l'IA",
          text: "Un centre de services IA trie les tickets, propose des correctifs et automatise les tâches courantes. Demandes traitées plus vite, SLA visibles dans toutes les régions.",
        },
        {
          title: "Bot d'assistance interne dans Teams",
          text: "Un chatbot dans Microsoft Teams répond en secondes sur les politiques RH, finance et IT. Les services partagés reçoivent bien moins de tickets répétitifs.",
        },
        {
          title: "Cloud hybride sécurisé",
          text: "Concevez et exploitez un cloud hybride AWS, Azure, Google Cloud et sur site, sécurité et supervision unifiées. Chaque charge tourne là où coût, performance et conformité s'équilibrent.",
        },
        {
          title: "Modernisation du réseau d'entreprise",
          text: "Modernisez les réseaux de vos sièges et agences avec commutateurs, routeurs et SD-WAN gérés, supervisés 24 h/24. Performances égales sur chaque site.",
        },
        {
          title: "Une super-app pour tout le groupe",
          text: "Congés, frais, accueil des visiteurs et actualités internes dans une super-app mobile. Les salariés font leurs démarches sur leur téléphone, partout.",
        },
      ],
    },
  },
  "service-provider": {
    source: "e6d3015f5cce",
    text: {
      name: "Fournisseurs de services",
      title: "Plateformes IA et communication pour fournisseurs de services",
      description:
        "Opérateurs, FAI, BPO et fournisseurs de services gérés doivent servir des millions de clients efficacement tout en créant de nouveaux revenus. Nos plateformes IA, centre de contact et téléphonie cloud en marque blanche permettent les deux.",
      detailedInfo: [
        "Les fournisseurs de services rivalisent d'expérience client et de rapidité de lancement. Les abonnés veulent une aide immédiate partout, les entreprises de nouveaux services numériques, et les marges excluent les grosses équipes de support. Automatisation et IA sont désormais des capacités clés, non des options.",
        "Nous aidons opérateurs, FAI, sociétés de BPO et infogéreurs de deux façons. En automatisant leurs propres opérations (relation client, facturation, pannes, interventions terrain), et en leur fournissant en marque blanche bots vocaux, chatbots, téléphonie cloud et centre de contact, qu'ils revendent sous leur marque à leurs clients professionnels.",
        "Architecture multi-tenant, SIP de niveau opérateur, facturation à l'usage et API partenaires permettent d'accueillir simplement des centaines de clients finaux, isolés et configurés chacun. Une équipe partenaires dédiée accompagne intégration, formation commerciale et go-to-market commun dans toute la région.",
      ],
      useCases: [
        {
          title: "Bot vocal libre-service pour abonnés",
          text: "Les abonnés consultent leur solde, rechargent, changent de forfait ou signalent une panne de vive voix, sans attendre un conseiller. Moins d'appels, plus de satisfaction.",
        },
        {
          title: "Signalement automatisé des pannes réseau",
          text: "Un chatbot recueille les détails de la panne, lance les diagnostics de ligne et ouvre les tickets automatiquement. Les clients sont informés jusqu'à la résolution.",
        },
        {
          title: "Téléphonie cloud en marque blanche",
          text: "Proposez à vos clients PME standard hébergé, trunks SIP et numéros professionnels sous votre marque. La gestion multi-tenant isole chaque client et simplifie le support.",
        },
        {
          title: "Centre de contact en tant que service",
          text: "Revendez aux entreprises un centre de contact cloud complet, avec routage omnicanal et IA. Un nouveau client est actif en heures, pas en semaines.",
        },
        {
          title: "Taxation et facturation des appels",
          text: "Valorisez les appels, appliquez les tarifs et facturez juste la voix et la messagerie de milliers de comptes. Des relevés transparents réduisent les litiges.",
        },
        {
          title: "Productivité des conseillers BPO",
          text: "Guidage en direct, résumés automatiques et réponses rédigées par le LLM pour vos conseillers externalisés, sur tous les programmes. Traitement plus court, qualité en hausse.",
        },
        {
          title: "Centres de services infogérés",
          text: "Exploitez les centres de services de nombreux clients sur une plateforme ITSM, SLA, reporting et marque propres à chacun. Le tri IA envoie aussitôt chaque ticket au bon groupe.",
        },
        {
          title: "Prédire l'attrition et fidéliser",
          text: "Analysez consommation, paiements et réclamations pour repérer les abonnés sur le départ et leur proposer des offres ciblées via la plateforme de service client.",
        },
        {
          title: "Envoi des techniciens",
          text: "Planifiez installations et dépannages, guidez les techniciens via une appli mobile et recueillez photos et signatures sur place. Plus de résolutions au premier passage.",
        },
        {
          title: "Services de connectivité IoT",
          text: "Connectivité, gestion des équipements et tableaux de bord en offres IoT pour flottes, services publics et bâtiments intelligents. De nouveaux revenus récurrents sur votre réseau.",
        },
      ],
    },
  },
  government: {
    source: "818df274e92e",
    text: {
      name: "Administrations",
      title: "L'administration numérique par l'IA",
      description:
        "Les organismes publics doivent être plus rapides et accessibles, à budget serré et avec des comptes à rendre. Nous aidons ministères, agences des États et conseils locaux à moderniser en sécurité services, fonctionnement interne et infrastructure.",
      detailedInfo: [
        "Habitués aux applis bancaires et d'e-commerce, les citoyens veulent renouveler une licence, payer des frais, se plaindre ou suivre une demande en ligne, dans leur langue, à toute heure. Y répondre à effectifs constants exige une automatisation fiable, inclusive et transparente.",
        "Bots vocaux et chatbots multilingues, LLM hébergeable dans des centres de données malaisiens agréés, applications d'achats, de gestion des visiteurs et d'ITSM : tout est conçu pour la souveraineté des données, l'accessibilité et l'audit, et s'intègre aux systèmes en place comme à l'identité numérique nationale.",
        "Dans le respect de la commande publique, nous épaulons les DSI du pilote au déploiement national. Formation, conduite du changement et reporting transparent aident les agents à adopter les outils, et les citoyens attendent moins, avec des réponses plus rapides et des décisions plus cohérentes.",
      ],
      useCases: [
        {
          title: "Chatbot d'information citoyenne",
          text: "Répondez sur permis, frais, pièces et éligibilité en Bahasa Malaysia, anglais, mandarin et tamoul, sur portails et messageries. Moins de files aux guichets et au téléphone.",
        },
        {
          title: "Assistant vocal des lignes publiques",
          text: "Un bot vocal absorbe les pics d'appels (saison fiscale, inscriptions scolaires, urgences). Seuls les cas complexes vont aux agents.",
        },
        {
          title: "Recherche réglementaire",
          text: "Les agents interrogent en langage courant lois, circulaires et directives internes, et obtiennent des réponses sourcées. Des heures de recherche réduites à quelques minutes.",
        },
        {
          title: "Marchés publics transparents",
          text: "Gérez en ligne appels d'offres, devis, évaluations et attributions, avec pistes d'audit complètes. Achats plus rapides, conformité financière facile à prouver.",
        },
        {
          title: "Gestion sécurisée des visiteurs",
          text: "Préenregistrement, contrôle d'identité à l'entrée et badges numériques pour les sites ministériels. La sécurité sait toujours qui est sur place.",
        },
        {
          title: "Support IT des organismes",
          text: "Centralisez le support IT des services et antennes : tickets, suivi du parc, reporting SLA. Un assistant IA règle aussitôt les demandes courantes.",
        },
        {
          title: "Gestion et suivi des réclamations",
          text: "Recueillez les réclamations de tous les canaux, confiez-les au bon service et informez les citoyens jusqu'à la clôture. La direction suit les tendances par lieu et catégorie.",
        },
        {
          title: "Présences et RH des agents publics",
          text: "Pointage par géorepérage mobile ou bornes biométriques, et gestion des congés, frais et dossiers d'agents répartis entre districts et États.",
        },
        {
          title: "Cloud et stockage souverains",
          text: "Données citoyennes et applications sur un cloud sécurisé local, conforme aux règles de localisation. Sauvegarde et reprise après sinistre incluses.",
        },
        {
          title: "Ville intelligente supervisée",
          text: "Reliez capteurs de crue, éclairage, trafic et qualité de l'air à un tableau de bord central avec alertes automatiques. Les conseils locaux réagissent plus vite.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["industries"]>;
