import type { LocaleContent } from "@/content/units";

/** fr: industries. */
export const industries = {
  sme: {
    source: "d6fbd2fd653b",
    text: {
      name: "PME",
      title: "Solutions d'IA pour les petites et moyennes entreprises",
      description:
        "Les petites et moyennes entreprises représentent 90 % des entreprises, et pourtant seules 23 % d'entre elles ont adopté l'IA à ce jour. Nous proposons des applications d'IA et de gestion abordables et prêtes à l'emploi, pour que les entreprises en croissance puissent rivaliser avec des concurrents bien plus grands sans disposer d'une grande équipe informatique.",
      detailedInfo: [
        "Les PME sont la colonne vertébrale de l'économie en Malaisie et dans toute l'Asie du Sud-Est, des sociétés de négoce familiales et des cliniques jusqu'aux marques en ligne en pleine croissance. La plupart des dirigeants savent que l'IA et l'automatisation pourraient leur faire gagner du temps et des clients, mais ils redoutent le coût, la complexité et le manque de compétences techniques en interne. Notre offre PME est conçue pour lever chacun de ces obstacles.",
        "Chaque solution est proposée sur abonnement, sans matériel à acheter au départ, configurée par notre équipe en quelques jours plutôt qu'en plusieurs mois, et accompagnée localement en anglais et en Bahasa Malaysia. Une entreprise peut commencer par un seul outil, comme un chatbot WhatsApp ou un standard téléphonique dans le cloud, puis ajouter des applications de caisse, d'e-commerce ou de service client au fil de sa croissance.",
        "Nos produits reposant sur une plateforme unique, les données clients circulent automatiquement de l'un à l'autre. Une demande traitée par le chatbot devient un prospect dans l'application de gestion du service client, une commande passée en ligne met à jour le stock du magasin, et un appel manqué est rappelé sans que personne ait à y penser. Résultat : l'efficacité d'une grande entreprise, à un prix adapté au budget d'une petite entreprise.",
      ],
      useCases: [
        {
          title: "Réponses WhatsApp 24 h/24, 7 j/7",
          text: "Un chatbot répond sur WhatsApp et sur votre site aux questions sur les prix, les horaires d'ouverture et le stock pendant que le gérant dort. Les demandes qualifiées sont transmises à l'équipe le lendemain matin, avec tout leur contexte.",
        },
        {
          title: "Standardiste virtuel",
          text: "Un bot vocal décroche à chaque appel, répond aux questions courantes et fixe les rendez-vous : une petite équipe ne perd plus jamais d'affaire à cause d'un téléphone qui sonne dans le vide.",
        },
        {
          title: "Modernisation de la caisse",
          text: "Remplacez vos anciennes caisses enregistreuses par une caisse sur tablette qui suit ventes, stocks et horaires du personnel dans un ou plusieurs points de vente. Le récapitulatif quotidien des ventes arrive automatiquement sur le téléphone du gérant.",
        },
        {
          title: "Ouvrir une boutique en ligne",
          text: "Ouvrez une boutique en ligne à votre marque, reliée aux marketplaces, avec des moyens de paiement locaux et un stock synchronisé avec le magasin physique. Les commerces de quartier touchent des clients bien au-delà de leur rue.",
        },
        {
          title: "Suivi et fidélisation des clients",
          text: "Suivez chaque client, chaque achat et chaque réclamation au même endroit, et envoyez au bon moment rappels, bons de réduction et offres d'anniversaire. Vos clients reviennent plus souvent, sans personnel marketing supplémentaire.",
        },
        {
          title: "Standard téléphonique cloud pour petits bureaux",
          text: "Donnez à chaque collaborateur un numéro professionnel qui fonctionne sur téléphone de bureau, ordinateur portable et mobile, avec enregistrement des appels et configuration simple en ligne. Aucun autocommutateur (PBX) à acheter ni à entretenir.",
        },
        {
          title: "RH et présences en toute simplicité",
          text: "Enregistrez les présences par pointage mobile, gérez la validation des congés et préparez les éléments de paie sans tableur. Convient aux entreprises de cinq à deux cents salariés.",
        },
        {
          title: "Suivi des commandes et des livraisons",
          text: "Centralisez dans une seule file les commandes reçues par téléphone, sur WhatsApp et en ligne, puis suivez-les jusqu'à l'emballage et la livraison. Les clients sont informés automatiquement de l'avancement de leur commande.",
        },
        {
          title: "Cloud et sécurité à prix abordable",
          text: "Migrez fichiers et messagerie vers des services cloud sécurisés, avec sauvegarde et protection contre les menaces gérées par notre équipe. Les petites entreprises bénéficient de protections dignes d'une grande entreprise, sans recruter d'informaticien.",
        },
        {
          title: "Un site d'entreprise en quelques jours",
          text: "Obtenez un site adapté aux mobiles, avec chat intégré, formulaires de contact et référencement naturel, lancé rapidement à partir de modèles éprouvés. Les dirigeants mettent eux-mêmes leurs pages à jour, sans coder.",
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
        "Les grandes organisations ont besoin d'une IA qui s'intègre à des systèmes complexes, respecte des règles de gouvernance strictes et reste fiable pour des milliers d'utilisateurs. Nous concevons, déployons et exploitons des plateformes d'IA et de communication d'entreprise qui produisent des résultats mesurables dans chaque division.",
      detailedInfo: [
        "En Malaisie comme dans toute l'Asie du Sud-Est, les entreprises s'appuient sur un ensemble de systèmes ERP, CRM, de centres de contact et de plateformes héritées accumulés au fil des années. Introduire l'IA dans ce paysage ne se résume pas à un projet pilote : il s'agit de connecter les modèles et l'automatisation aux systèmes qui font déjà tourner l'entreprise, de manière sécurisée et à grande échelle.",
        "Notre pôle grandes entreprises associe notre propre grand modèle de langage (LLM), nos bots vocaux et chatbots, nos technologies de centre de contact et nos applications métier à une solide expertise en intégration de systèmes. Les déploiements prennent en charge l'authentification unique, le contrôle d'accès par rôle, l'hébergement en cloud privé ou sur site, la localisation des données en Malaisie et une journalisation d'audit qui satisfait aussi bien les équipes risques internes que les régulateurs.",
        "Chaque mission est pilotée par un architecte solutions et un directeur de programme dédiés, qui travaillent avec vos équipes informatiques, sécurité et métiers. Nous commençons par des cas d'usage à forte valeur qui produisent des résultats en un trimestre, puis construisons une feuille de route encadrée qui étend l'IA au service client, aux opérations, aux RH et aux achats.",
      ],
      useCases: [
        {
          title: "Transformation des centres de contact d'entreprise",
          text: "Modernisez vos centres de contact multisites avec le routage par IA, des bots vocaux en libre-service et l'assistance aux conseillers en temps réel. Les niveaux de service s'améliorent tandis que le coût de chaque interaction diminue.",
        },
        {
          title: "Grand modèle de langage privé",
          text: "Déployez notre LLM dans votre propre environnement cloud ou votre centre de données, ancré dans vos documents et vos politiques internes. Les collaborateurs obtiennent des réponses exactes, et les données sensibles restent toujours sous votre contrôle.",
        },
        {
          title: "Visibilité sur la chaîne logistique",
          text: "Réunissez fournisseurs, usines, entrepôts et distributeurs sur une même plateforme dotée de prévisions de la demande par l'IA. Les planificateurs repèrent tôt les perturbations et rééquilibrent les stocks avant toute rupture.",
        },
        {
          title: "Automatisation des achats stratégiques",
          text: "Dématérialisez sourcing, appels d'offres, bons de commande et évaluation des fournisseurs, avec des circuits de validation alignés sur vos délégations de pouvoir. La visibilité sur les dépenses s'améliore et les achats hors contrat reculent.",
        },
        {
          title: "Gestion des effectifs de toutes vos filiales",
          text: "Gérez depuis un seul système la RH, la paie, les présences et la performance de milliers de collaborateurs répartis dans plusieurs sociétés et plusieurs pays. La DRH groupe dispose d'analyses consolidées sur ses effectifs.",
        },
        {
          title: "Gestion des services informatiques avec l'IA",
          text: "Traitez plus vite les demandes informatiques des collaborateurs grâce à un centre de services à base d'IA qui trie les tickets, propose des solutions et automatise les tâches courantes. Le respect des SLA devient transparent dans toutes les régions.",
        },
        {
          title: "Bot d'assistance interne dans Teams",
          text: "Installez dans Microsoft Teams un chatbot qui répond en quelques secondes aux questions sur les politiques RH, financières et informatiques. Les centres de services partagés reçoivent beaucoup moins de tickets répétitifs.",
        },
        {
          title: "Infrastructure de cloud hybride sécurisée",
          text: "Concevez et exploitez un cloud hybride réunissant AWS, Azure, Google Cloud et vos environnements sur site, avec une sécurité et une supervision unifiées. Chaque charge de travail s'exécute là où coût, performance et conformité sont le mieux équilibrés.",
        },
        {
          title: "Modernisation du réseau d'entreprise",
          text: "Modernisez les réseaux de vos sièges et agences avec des commutateurs, des routeurs et du SD-WAN gérés et supervisés 24 h/24. Les applications métier offrent les mêmes performances sur chaque site.",
        },
        {
          title: "Super-app collaborateurs pour tout le groupe",
          text: "Réunissez demandes de congés, notes de frais, enregistrement des visiteurs et actualités de l'entreprise dans une seule super-app mobile. Les collaborateurs effectuent leurs tâches courantes depuis leur téléphone, où qu'ils soient.",
        },
      ],
    },
  },
  "service-provider": {
    source: "e6d3015f5cce",
    text: {
      name: "Fournisseurs de services",
      title: "Plateformes d'IA et de communication pour les fournisseurs de services",
      description:
        "Opérateurs télécoms, fournisseurs d'accès à Internet, sociétés d'externalisation (BPO) et fournisseurs de services gérés doivent servir efficacement des millions de clients tout en lançant de nouvelles sources de revenus. Nos plateformes d'IA, de centre de contact et de téléphonie cloud en marque blanche les aident à faire les deux.",
      detailedInfo: [
        "Les fournisseurs de services se distinguent par l'expérience client et la rapidité de mise sur le marché. Les abonnés attendent une assistance immédiate sur tous les canaux, les clients entreprises attendent de nouveaux services numériques, et les marges laissent peu de place à de grandes équipes de support. L'automatisation et l'IA ne sont plus des expérimentations facultatives, mais des capacités opérationnelles essentielles.",
        "Nous travaillons de deux façons avec les opérateurs télécoms, les fournisseurs d'accès à Internet, les sociétés d'externalisation des processus métier et les prestataires de services informatiques gérés. D'abord, nous les aidons à automatiser leurs propres opérations : relation client, questions de facturation, signalement des pannes et interventions sur le terrain. Ensuite, nous leur fournissons en marque blanche des bots vocaux, des chatbots, de la téléphonie cloud et des plateformes de centre de contact qu'ils revendent à leurs clients professionnels sous leur propre marque.",
        "Notre architecture multi-tenant, notre intégration SIP de niveau opérateur, notre facturation à l'usage et nos API partenaires permettent d'intégrer simplement des centaines de clients finaux, chacun isolé et configuré individuellement. Une équipe partenaires dédiée accompagne l'intégration technique, la formation des équipes commerciales et la planification commerciale conjointe dans toute la région.",
      ],
      useCases: [
        {
          title: "Bot vocal en libre-service pour les abonnés",
          text: "Permettez aux abonnés de consulter leur solde, de recharger, de changer de forfait et de signaler une panne en parlant naturellement, sans attendre un conseiller. Les volumes du centre d'appels baissent et la satisfaction progresse.",
        },
        {
          title: "Signalement automatisé des pannes réseau",
          text: "Un chatbot recueille les détails de la panne, lance les diagnostics de ligne et ouvre automatiquement les tickets d'incident. Les clients sont informés de l'avancement jusqu'à la résolution.",
        },
        {
          title: "Téléphonie cloud en marque blanche",
          text: "Proposez à vos clients PME un standard hébergé, des trunks SIP et des numéros professionnels sous votre propre marque. La gestion multi-tenant isole chaque client et facilite le support.",
        },
        {
          title: "Centre de contact en tant que service",
          text: "Revendez à vos clients entreprises un centre de contact cloud complet, avec routage omnicanal et fonctions d'IA. Un nouveau client peut être mis en service en quelques heures plutôt qu'en plusieurs semaines.",
        },
        {
          title: "Taxation et facturation des appels",
          text: "Valorisez les appels, appliquez les grilles tarifaires et produisez des factures exactes pour les services voix et messagerie de milliers de comptes. Les litiges de facturation diminuent grâce à des relevés de consommation transparents.",
        },
        {
          title: "Productivité des conseillers en BPO",
          text: "Donnez aux conseillers externalisés un guidage en temps réel, des résumés automatiques et des réponses rédigées par le LLM, pour tous les programmes clients. La durée moyenne de traitement baisse et les scores qualité progressent.",
        },
        {
          title: "Exploitation de centres de services infogérés",
          text: "Exploitez les centres de services de nombreux clients sur une seule plateforme ITSM, avec SLA, reporting et image de marque propres à chacun. Le tri par l'IA oriente immédiatement chaque ticket vers le bon groupe de résolution.",
        },
        {
          title: "Prédiction de l'attrition et offres de fidélisation",
          text: "Analysez la consommation, les paiements et les réclamations pour repérer les abonnés susceptibles de partir. Des offres de fidélisation personnalisées sont alors déclenchées via la plateforme de service client.",
        },
        {
          title: "Planification des techniciens terrain",
          text: "Planifiez les installations et les dépannages, guidez les techniciens avec une application mobile et recueillez sur place photos de fin d'intervention et signatures. Le taux de résolution dès la première intervention progresse régulièrement.",
        },
        {
          title: "Services de connectivité IoT",
          text: "Regroupez connectivité, gestion des équipements et tableaux de bord dans des offres IoT destinées aux flottes, aux services publics et aux bâtiments intelligents. De nouveaux revenus récurrents s'appuient sur votre réseau existant.",
        },
      ],
    },
  },
  government: {
    source: "818df274e92e",
    text: {
      name: "Administrations",
      title: "Une administration numérique portée par l'IA",
      description:
        "On attend des organismes publics des services plus rapides et plus accessibles, avec des budgets limités et une stricte obligation de rendre des comptes. Nous aidons ministères, agences des États et collectivités locales à moderniser en toute sécurité leurs services aux citoyens, leur fonctionnement interne et leur infrastructure.",
      detailedInfo: [
        "Les citoyens comparent désormais les services publics à la commodité des applications bancaires et d'e-commerce. Ils veulent renouveler une licence, payer des frais, déposer une réclamation ou suivre une demande en ligne, dans leur langue, à toute heure. Répondre à ces attentes à effectifs constants exige une automatisation fiable, inclusive et transparente.",
        "Nos solutions pour les administrations réunissent des bots vocaux et des chatbots multilingues, un grand modèle de langage (LLM) pouvant être hébergé dans des centres de données malaisiens agréés, et des applications de gestion des achats, de gestion des visiteurs et de gestion des services informatiques. Chacune est conçue dans un souci de souveraineté des données, d'accessibilité et d'auditabilité, et s'intègre aux systèmes existants des organismes comme aux services nationaux d'identité numérique.",
        "Nous respectons les règles de la commande publique et travaillons aux côtés des services informatiques des organismes, du projet pilote au déploiement national. Formation, conduite du changement et reporting transparent aident les agents à adopter les nouveaux outils en toute confiance, tandis que les citoyens profitent de files d'attente plus courtes, de réponses plus rapides et de décisions plus cohérentes.",
      ],
      useCases: [
        {
          title: "Chatbot d'information des citoyens",
          text: "Répondez aux questions sur les autorisations, les frais, les pièces justificatives et les conditions d'éligibilité en Bahasa Malaysia, en anglais, en mandarin et en tamoul, sur les portails et les applications de messagerie. Les files d'attente aux guichets et sur les lignes d'information se réduisent en conséquence.",
        },
        {
          title: "Assistant vocal pour les lignes d'information publiques",
          text: "Un bot vocal absorbe les pics d'appels sur les lignes d'information pendant la saison fiscale, les inscriptions scolaires ou les situations d'urgence. Seuls les cas complexes sont transmis aux agents.",
        },
        {
          title: "Recherche dans les textes et la réglementation",
          text: "Les agents posent leurs questions en langage courant et obtiennent des réponses tirées des lois, des circulaires et des directives internes, avec un lien vers la source. Une recherche qui prenait des heures ne prend plus que quelques minutes.",
        },
        {
          title: "Marchés publics dématérialisés et transparents",
          text: "Gérez appels d'offres, demandes de devis, évaluations et attributions de marchés de manière dématérialisée, avec des pistes d'audit complètes. Les cycles d'achat raccourcissent et la conformité aux règles financières est plus facile à démontrer.",
        },
        {
          title: "Gestion sécurisée des visiteurs",
          text: "Préenregistrez les visiteurs, vérifiez leur identité aux points d'accès et délivrez des badges numériques pour les bâtiments et les sites des ministères. Les équipes de sécurité savent à tout moment qui se trouve sur place.",
        },
        {
          title: "Centre de services informatiques des organismes",
          text: "Centralisez le support informatique des services et des antennes locales avec la gestion des tickets, le suivi des équipements et le reporting des SLA. Un assistant IA résout instantanément les demandes courantes.",
        },
        {
          title: "Gestion et suivi des réclamations",
          text: "Recueillez les réclamations du public sur tous les canaux, attribuez-les au service compétent et tenez les citoyens informés jusqu'à la clôture. La direction suit les tendances par lieu et par catégorie.",
        },
        {
          title: "Présences et RH de la fonction publique",
          text: "Enregistrez les présences par géorepérage mobile ou terminaux biométriques, et gérez congés, remboursements de frais et dossiers d'agents répartis dans plusieurs districts et États.",
        },
        {
          title: "Cloud souverain et stockage des données",
          text: "Hébergez données des citoyens et applications sur une infrastructure cloud et de stockage sécurisée, implantée localement et conforme aux politiques publiques de localisation des données. Sauvegarde et reprise après sinistre sont intégrées.",
        },
        {
          title: "Supervision de la ville intelligente",
          text: "Reliez à un tableau de bord central, avec alertes automatiques, les capteurs de niveau des crues, d'éclairage public, de trafic et de qualité de l'air. Les collectivités locales réagissent plus vite aux incidents.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["industries"]>;
