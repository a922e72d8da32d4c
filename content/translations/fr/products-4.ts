import type { LocaleContent } from "@/content/units";

/** fr: products. */
export const products4 = {
  "custom-web-apps": {
    source: "868e611b1a68",
    text: {
      name: "Applications web sur mesure",
      tagline:
        "Des applications web rapides, sûres et accessibles, du portail client au tableau de bord interne, conçues précisément selon vos besoins.",
      topFeatures: [
        "Interfaces adaptatives développées avec React, Next.js et TypeScript",
        "Portails clients, systèmes de réservation et tableaux de bord en libre-service",
        "Applications web progressives (PWA) utilisables hors ligne et installables sur l'écran d'accueil",
        "Contenus multilingues en Bahasa Malaysia, anglais, chinois et tamoul",
        "Paiements locaux, dont FPX, DuitNow QR et portefeuilles électroniques",
        "Objectifs d'accessibilité WCAG 2.1 AA et de performance Core Web Vitals",
        "Chat Nusantara AI et recherche sémantique intégrés",
        "Authentification sécurisée avec MFA et authentification unique",
        "CMS headless pour que les rédacteurs mettent à jour les contenus sans développeur",
        "Déploiement automatisé, suivi des erreurs et alertes de disponibilité",
      ],
      detailedDescription: [
        "Nos applications web sur mesure transforment les processus métier complexes en outils en ligne que clients et collaborateurs utilisent avec plaisir. Nous concevons et développons portails clients, systèmes de réservation et de commande, extranets partenaires, tableaux de bord analytiques et outils internes, tous adaptés à vos workflows plutôt que contraints dans un modèle. Chaque application s'adapte aux téléphones, tablettes et ordinateurs : les utilisateurs disposent des mêmes fonctions au bureau comme en déplacement.",
        "Notre socle technique repose sur React, Next.js et TypeScript côté front-end, avec des API sécurisées et des bases de données gérées en back-end. Nous développons d'emblée pour le public malaisien : contenus multilingues, formats d'adresse locaux et paiements par la banque en ligne FPX, DuitNow QR et les principaux portefeuilles électroniques. Budgets de performance et contrôles d'accessibilité WCAG 2.1 AA font partie de chaque sprint, et non d'un audit de dernière minute avant le lancement.",
        "Beaucoup d'applications web gagnent à intégrer de l'intelligence : nous pouvons insérer directement dans vos pages des assistants conversationnels Nusantara AI, une recherche sémantique ou des résumés automatiques. Les rédacteurs gèrent les contenus dans un CMS headless, tandis que les ingénieurs s'appuient sur des pipelines automatisés, le suivi des erreurs et la surveillance de la disponibilité. Après la mise en production, nous proposons hébergement, correctifs de sécurité et amélioration continue, pour que l'application progresse au rythme de votre activité et de vos utilisateurs.",
      ],
      useCases: [
        {
          title: "Portail client en libre-service",
          description:
            "Un fournisseur d'énergie ou un opérateur télécom permet à ses clients de consulter leurs factures, de payer en ligne, de signaler une panne et de suivre leurs demandes, ce qui réduit les appels courants vers son centre de contact.",
        },
        {
          title: "Réservation et prise de rendez-vous en ligne",
          description:
            "Cliniques, centres de service et guichets administratifs publient leurs disponibilités en temps réel et envoient des rappels automatiques qui réduisent les rendez-vous non honorés.",
        },
        {
          title: "Extranet de commande B2B",
          description:
            "Les distributeurs offrent à leurs revendeurs un portail pour vérifier les stocks, passer des commandes en volume, télécharger leurs factures et suivre leurs livraisons à toute heure.",
        },
        {
          title: "Tableaux de bord de direction et d'exploitation",
          description:
            "Les équipes dirigeantes suivent en direct les indicateurs de vente, de service et de production dans une seule vue du navigateur, alimentée par plusieurs systèmes back-end.",
        },
      ],
    },
  },
  "custom-mobile-apps": {
    source: "4cddef297648",
    text: {
      name: "Applications mobiles sur mesure",
      tagline:
        "Des applications iOS et Android natives et multiplateformes, conçues, développées et lancées autour de vos clients et de vos équipes terrain.",
      topFeatures: [
        "Développement natif en Swift et Kotlin pour les applications exigeantes",
        "Applications multiplateformes avec Flutter ou React Native",
        "Recherche UX, maquettes fil de fer et prototypes interactifs",
        "Synchronisation des données pensée pour le hors-ligne, pour les utilisateurs terrain et isolés",
        "Connexion biométrique, eKYC et stockage sécurisé sur l'appareil",
        "Notifications push, liens profonds et messagerie dans l'application",
        "Paiements intégrés via les portefeuilles électroniques locaux et les passerelles de paiement par carte",
        "Assistants vocaux et conversationnels Nusantara AI intégrés",
        "Publication sur l'App Store, Google Play et Huawei AppGallery",
        "Rapports de plantage, analyses d'usage et déploiements progressifs après le lancement",
      ],
      detailedDescription: [
        "Notre service d'applications mobiles sur mesure mène votre projet de bout en bout. Il s'adresse aux organisations qui ont besoin d'une application pensée spécifiquement pour leurs clients, leurs adhérents ou leurs équipes terrain. Nous prenons en charge la stratégie produit, la recherche utilisateur, le design d'interface, le développement, les tests et la publication sur les stores, puis nous restons à vos côtés pour maintenir et faire évoluer l'application. Contrairement aux modèles d'applications préconçus, chaque écran et chaque parcours sont conçus autour de votre marque, de vos systèmes back-end et de la façon dont vos utilisateurs se servent réellement de leur téléphone.",
        "Nous choisissons la technologie selon le besoin. Le natif en Swift et Kotlin offre les meilleures performances et l'accès le plus poussé aux fonctions de l'appareil, tandis que Flutter ou React Native permettent à une seule base de code de servir iOS et Android lorsque la rapidité de mise sur le marché prime. Les briques courantes comprennent la connexion biométrique, l'eKYC avec capture de pièce d'identité, la synchronisation hors ligne, la géolocalisation, les notifications push et les paiements par portefeuilles électroniques locaux et passerelles de paiement par carte.",
        "Les applications peuvent intégrer les assistants vocaux et conversationnels de Nusantara AI : les utilisateurs posent leurs questions, recherchent des produits ou accomplissent des tâches en parlant naturellement en Bahasa Malaysia ou en anglais. Avant la sortie, nous testons sur un parc d'appareils représentatif des smartphones répandus dans la région, y compris les modèles Android d'entrée de gamme. Après le lancement, rapports de plantage, analyses d'usage et déploiements progressifs nous permettent de corriger vite les problèmes et de prioriser les fonctionnalités que les utilisateurs adoptent vraiment.",
      ],
      useCases: [
        {
          title: "Interventions et inspections sur le terrain",
          description:
            "Les techniciens reçoivent leurs interventions, prennent photos et signatures et remplissent leurs check-lists hors ligne sur des sites isolés, avec synchronisation automatique au retour de la connexion.",
        },
        {
          title: "Applications de fidélité et d'adhésion",
          description:
            "Enseignes et chaînes de restauration récompensent les visites répétées avec des cartes de membre numériques, des bons d'achat et des offres personnalisées envoyées par notification push.",
        },
        {
          title: "Ouverture de compte en ligne pour les services financiers",
          description:
            "Prêteurs et assureurs font souscrire leurs clients entièrement dans l'application grâce à l'eKYC, à l'envoi de documents et à la signature électronique, et ramènent les délais d'approbation de plusieurs jours à quelques minutes.",
        },
        {
          title: "Applications de relation patient",
          description:
            "Hôpitaux et cliniques permettent aux patients de prendre rendez-vous, de consulter leurs résultats, de recevoir des rappels de traitement et de poser à toute heure leurs questions courantes à un assistant IA.",
        },
      ],
    },
  },
  "network-switch": {
    source: "86cec9ee4434",
    text: {
      name: "Commutateurs réseau",
      tagline:
        "Des commutateurs administrables d'accès, de distribution et de cœur de réseau, fournis et configurés pour acheminer voix, vidéo et trafic IA sans compromis.",
      topFeatures: [
        "Commutateurs administrables de niveau 2 et 3, de 8 à 48 ports",
        "Alimentation PoE+ et PoE++ pour téléphones IP, caméras et points d'accès Wi-Fi",
        "Liaisons montantes à 1, 10, 25 et 100 Gbit/s au choix",
        "Empilage et alimentation redondante pour la haute disponibilité",
        "VLAN voix et politiques de QoS réglés pour des appels clairs",
        "Sécurité des ports 802.1X et contrôle d'accès au réseau",
        "Provisionnement automatique à partir de modèles de configuration standard",
        "Supervision assistée par IA des erreurs de port, des boucles et de la capacité",
        "Installation professionnelle, étiquetage et dossier des ouvrages exécutés",
        "Remplacement anticipé du matériel et gestion du cycle de vie des firmwares",
      ],
      detailedDescription: [
        "Chaque appel, chaque visioconférence et chaque requête d'IA dans vos locaux transite par un commutateur réseau : la qualité de ce commutateur se ressent directement sur l'expérience des utilisateurs. Nusantara AI fournit des commutateurs administrables d'accès, de distribution et de cœur de réseau de grands constructeurs reconnus, puis les configure pour le trafic que vous transportez réellement. Nous dimensionnons le nombre de ports, le budget d'alimentation et les liaisons montantes selon votre parc actuel, avec de la marge pour les téléphones, caméras et points d'accès que vous ajouterez demain.",
        "La voix et la vidéo sont notre métier d'origine : les commutateurs sont configurés avec des VLAN voix dédiés, des politiques de qualité de service et des budgets Power over Ethernet qui assurent le bon fonctionnement des téléphones IP et des équipements de salles de réunion. La sécurité s'applique en bordure de réseau avec l'authentification 802.1X, la sécurité des ports et la segmentation entre les réseaux du personnel, des invités et des technologies opérationnelles. Empilage, alimentations redondantes et doubles liaisons montantes suppriment les points de défaillance uniques dans les locaux techniques et les salles serveurs.",
        "Le déploiement s'appuie sur des modèles standard et le provisionnement automatique : une nouvelle agence peut être mise en service de façon homogène sans ingénieur confirmé sur place. Une fois en production, notre supervision assistée par IA surveille erreurs de port, tempêtes de broadcast, boucles et tendances de capacité, et ouvre des tickets avant que les utilisateurs ne constatent de ralentissement. Les services de cycle de vie couvrent les mises à jour de firmware, le remplacement anticipé du matériel et la planification des fins de vie, pour que votre parc de commutation reste supporté et sécurisé pendant des années.",
      ],
      useCases: [
        {
          title: "Aménagement de nouveaux bureaux",
          description:
            "Les entreprises qui emménagent dans de nouveaux locaux reçoivent commutateurs, coordination du câblage et configuration dans un même projet, prêts pour l'arrivée du personnel dès le premier jour.",
        },
        {
          title: "Déploiement de la téléphonie IP et du centre de contact",
          description:
            "Des commutateurs PoE avec VLAN voix alimentent des centaines de téléphones de bureau et de casques de conseillers tout en préservant la qualité des appels aux périodes les plus chargées.",
        },
        {
          title: "Réseaux de campus et d'hôpitaux",
          description:
            "Les grands sites séparent dispositifs médicaux, ordinateurs du personnel, invités et systèmes du bâtiment sur une architecture cœur-accès résiliente, avec liaisons redondantes.",
        },
        {
          title: "Standardisation des agences",
          description:
            "Enseignes et banques déploient des commutateurs identiques et préconfigurés dans chaque agence, ce qui simplifie le dépannage et la gestion des pièces de rechange.",
        },
      ],
    },
  },
  router: {
    source: "8389efa990c7",
    text: {
      name: "Routeurs d'entreprise",
      tagline:
        "Des routeurs professionnels et des équipements SD-WAN pour que chaque agence reste connectée et sécurisée, avec la priorité donnée au trafic en temps réel.",
      topFeatures: [
        "Modèles pour agences, périphérie de campus et centres de données",
        "SD-WAN avec sélection du chemin selon l'application",
        "Double accès WAN avec bascule automatique en 4G et 5G",
        "Pare-feu nouvelle génération et VPN IPsec intégrés",
        "QoS qui donne la priorité au trafic voix, vidéo et centre de contact",
        "Prise en charge de BGP, d'OSPF et du routage par politique",
        "Gestion centralisée dans le cloud et modèles de configuration",
        "Analyse des liens : latence, gigue et perte de paquets",
        "Coordination avec les opérateurs fibre, liaisons louées et mobiles",
        "Supervision proactive avec ouverture automatique des tickets d'incident",
      ],
      detailedDescription: [
        "Vos routeurs décident du chemin de chaque paquet vers internet, vers vos fournisseurs cloud et vers vos autres bureaux. Nusantara AI fournit et gère des routeurs professionnels et des équipements SD-WAN pour sièges, agences, usines et magasins en Malaisie et dans toute la région. Nous associons chaque site au bon modèle selon la bande passante, le nombre d'utilisateurs, les besoins de redondance et les applications les plus importantes, de la téléphonie cloud à la caisse et à l'ERP.",
        "Les routeurs d'agence modernes font bien plus qu'acheminer le trafic. Le SD-WAN, qui reconnaît les applications, fait passer la voix et la vidéo par le lien de meilleure qualité, tandis que les téléchargements volumineux se contentent de la capacité restante. La bascule automatique en 4G ou 5G permet à un magasin ou à une clinique de continuer à fonctionner quand la fibre est coupée. Pare-feu, VPN IPsec et filtrage web intégrés protègent chaque site sans équipement supplémentaire, et des protocoles de routage comme BGP et OSPF répondent aux architectures d'entreprise plus complexes.",
        "Nous traitons en votre nom avec les principaux opérateurs locaux et coordonnons fibre, liaisons louées et accès mobiles pour que l'installation suive un calendrier unique. Les équipements sont gérés depuis une console centrale à l'aide de modèles cohérents, et notre supervision suit la latence, la gigue et la perte de paquets sur chaque lien. Lorsqu'un circuit se dégrade, un ticket est ouvert automatiquement et notre équipe sollicite l'opérateur, souvent avant même que votre personnel ne signale un problème.",
      ],
      useCases: [
        {
          title: "Connectivité d'un réseau de magasins",
          description:
            "Les enseignes relient des centaines de points de vente au siège en SD-WAN, et la bascule automatique sur le réseau mobile maintient en ligne terminaux de paiement et systèmes de stock.",
        },
        {
          title: "Qualité de la téléphonie cloud",
          description:
            "Les entreprises qui passent à la téléphonie cloud donnent la priorité au trafic voix sur chaque site : les appels restent clairs même pendant l'envoi de gros fichiers en arrière-plan.",
        },
        {
          title: "Sites isolés sécurisés",
          description:
            "Plantations, chantiers et entrepôts disposent de liaisons chiffrées en 4G ou 5G vers les systèmes de l'entreprise là où les lignes fixes font défaut.",
        },
        {
          title: "Accès aux centres de données et au cloud",
          description:
            "Les entreprises acheminent efficacement le trafic entre bureaux, centres d'hébergement en colocation et régions de cloud public grâce à des architectures résilientes fondées sur BGP.",
        },
      ],
    },
  },
  "aws-cloud": {
    source: "69d0f981bbba",
    text: {
      name: "Services cloud AWS",
      tagline:
        "L'offre Amazon Web Services, revendue, déployée et gérée par Nusantara AI, avec facturation locale, conseils d'experts et exploitation 24 h/24.",
      topFeatures: [
        "Création des comptes AWS et facturation consolidée en ringgits malaisiens",
        "Landing zones multicomptes sécurisées, avec garde-fous",
        "Évaluation, planification et exécution de la migration des serveurs et des bases de données",
        "Hébergement dans la région AWS Asie-Pacifique (Malaisie) et les régions voisines",
        "Solutions d'IA générative fondées sur Amazon Bedrock",
        "Exploitation gérée avec supervision et réponse aux incidents 24 h/24, 7 j/7",
        "Optimisation des coûts : Savings Plans, redimensionnement et étiquetage des ressources",
        "Revues d'architecture selon l'AWS Well-Architected Framework",
        "Socles de sécurité avec GuardDuty, Security Hub et AWS Config",
        "Sauvegarde et reprise après sinistre entre zones de disponibilité et entre régions",
      ],
      detailedDescription: [
        "Partenaire AWS, Nusantara AI revend Amazon Web Services et l'exploite pour votre compte. Nous associons ainsi l'étendue d'une plateforme cloud mondiale à une équipe locale qui connaît les entreprises malaisiennes. Vous recevez une facture mensuelle unique en ringgits, un support dans votre langue et des ingénieurs capables de concevoir, migrer et exploiter vos charges de travail de bout en bout, au lieu de vous retrouver seul face à des centaines de services et à la facturation d'un fournisseur étranger.",
        "Nos missions commencent en général par une landing zone sécurisée : des comptes séparés pour la production, le développement et les services partagés, avec garde-fous d'identité, de journalisation et de sécurité appliqués dès le départ. Nous évaluons ensuite les serveurs, bases de données et applications existants et planifions les vagues de migration, en décidant pour chaque charge de travail s'il faut la réhéberger, la replateformer ou la moderniser. Les données peuvent rester dans la région AWS Asie-Pacifique (Malaisie) lorsque leur localisation compte, les régions voisines apportant une résilience supplémentaire.",
        "Une fois les charges de travail en production, notre équipe d'exploitation surveille l'état de santé et la sécurité 24 h/24, applique les correctifs et répond aux incidents selon des niveaux de service convenus. Des revues mensuelles des coûts font apparaître les ressources inutilisées, les possibilités de redimensionnement et les remises sur engagement comme les Savings Plans. Pour les équipes qui explorent l'IA générative, nous bâtissons des solutions sur Amazon Bedrock et les connectons aux bots Nusantara AI : des applications concrètes plutôt que des expérimentations isolées.",
      ],
      useCases: [
        {
          title: "Sortie du centre de données",
          description:
            "Les entreprises dont les serveurs sur site vieillissent migrent applications et bases de données vers AWS par vagues planifiées, évitant de coûteux renouvellements de matériel et libérant de l'espace.",
        },
        {
          title: "Plateformes numériques évolutives",
          description:
            "Sites e-commerce et médias s'appuient sur une infrastructure à mise à l'échelle automatique qui absorbe les pics de trafic lors des grandes opérations promotionnelles et des campagnes de fêtes.",
        },
        {
          title: "IA générative sur données privées",
          description:
            "Les entreprises créent des outils de recherche documentaire et de synthèse sur Amazon Bedrock tout en gardant leurs données dans leurs propres comptes AWS.",
        },
        {
          title: "Maîtrise des coûts du cloud",
          description:
            "Les équipes finance et informatique reçoivent des rapports de coûts étiquetés par service et des recommandations qui réduisent le gaspillage sans ralentir le développement.",
        },
        {
          title: "Reprise après sinistre résiliente",
          description:
            "Les organisations répliquent leurs systèmes critiques entre zones de disponibilité, avec des procédures de reprise testées et des objectifs de délai de reprise clairement définis.",
        },
      ],
    },
  },
  "microsoft-services": {
    source: "f62bd2b1a202",
    text: {
      name: "Services Microsoft",
      tagline:
        "Licences, déploiement et gestion de Microsoft 365, Teams, Azure et Dynamics 365, assurés pour vous par Nusantara AI, partenaire Microsoft.",
      topFeatures: [
        "Licences Microsoft 365 avec engagement mensuel ou annuel, au choix",
        "Configuration du tenant, migration des boîtes mail et transfert des fichiers vers OneDrive et SharePoint",
        "Mise en service de Teams Phone avec intégration de la téléphonie Nusantara AI",
        "Identités et accès avec Microsoft Entra ID et l'accès conditionnel",
        "Gestion des appareils et protection des applications avec Microsoft Intune",
        "Protection contre les menaces avec Microsoft Defender pour la messagerie et les postes de travail",
        "Infrastructure Azure, bureaux virtuels et déploiements hybrides",
        "Évaluation de la préparation à Copilot et gouvernance des données avec Purview",
        "Mise en œuvre de Dynamics 365 pour la vente, le service client et la finance",
        "Centre de services géré pour les utilisateurs, les licences et la santé du tenant",
      ],
      detailedDescription: [
        "La plupart des organisations dépendent déjà de Microsoft pour la messagerie, les documents et les réunions, mais beaucoup n'utilisent qu'une fraction de ce qu'incluent leurs abonnements. Partenaire Microsoft, Nusantara AI revend et gère les services Microsoft : nous vous aidons à choisir les bons plans Microsoft 365, Azure et Dynamics 365, à les déployer correctement et à les maintenir sécurisés. Une seule équipe locale prend en charge licences, migration, configuration et administration au quotidien, pour que votre équipe informatique se consacre aux projets qui font avancer l'entreprise.",
        "Les déploiements commencent par un socle de configuration et de sécurité du tenant : identités Entra ID, authentification multifacteur, accès conditionnel, stratégies Intune pour les appareils et protection Defender pour la messagerie et les postes de travail. Nous migrons boîtes mail, partages de fichiers et anciens intranets vers Exchange Online, OneDrive et SharePoint avec un minimum d'interruption. Pour la voix, nous activons Teams Phone et le connectons à la téléphonie cloud, aux bots vocaux et au centre de contact de Nusantara AI : appels, chats et réunions partagent une même interface familière.",
        "Au-delà de Microsoft 365, nos ingénieurs conçoivent des landing zones Azure, des bureaux virtuels et des architectures hybrides qui prolongent vos serveurs sur site dans le cloud. Nous préparons aussi les organisations à Copilot en resserrant les droits d'accès, en classifiant les données sensibles avec Purview et en menant des pilotes avec des équipes choisies. Chaque mois, une revue des licences supprime celles qui ne servent pas, et notre centre de services géré traite les demandes des utilisateurs, les contrôles de santé du tenant et les nouveautés Microsoft dans le cadre d'un plan de service convenu.",
      ],
      useCases: [
        {
          title: "Abandon d'Exchange sur site",
          description:
            "Les entreprises retirent leurs vieux serveurs de messagerie et migrent boîtes mail, calendriers et dossiers partagés vers Exchange Online, avec une bascule progressive réalisée en un week-end.",
        },
        {
          title: "Travail hybride sécurisé",
          description:
            "Le personnel travaille au bureau, chez lui ou chez les clients sur des appareils gérés ; l'accès conditionnel bloque les connexions à risque et les ordinateurs perdus sont effacés à distance.",
        },
        {
          title: "Teams comme système téléphonique de l'entreprise",
          description:
            "Les organisations remplacent leurs autocommutateurs par Teams Phone connecté à la téléphonie Nusantara AI, en conservant leurs numéros et en ajoutant un routage des appels piloté par l'IA.",
        },
        {
          title: "Programme d'adoption de Copilot",
          description:
            "Les directions testent Copilot avec un groupe défini après une revue des droits d'accès, et mesurent le temps gagné avant un déploiement plus large.",
        },
        {
          title: "Dynamics 365 pour les équipes commerciales en croissance",
          description:
            "Les équipes commerciales et de service client passent des tableurs à Dynamics 365, avec pipelines, dossiers et tableaux de bord connectés à Outlook et à Teams.",
        },
      ],
    },
  },
  "google-services": {
    source: "2eb7f9a8a48c",
    text: {
      name: "Services Google Workspace et Google Cloud",
      tagline:
        "Les solutions Google Workspace et Google Cloud, revendues, migrées et gérées par Nusantara AI pour la collaboration, l'analyse de données et l'IA à grande échelle.",
      topFeatures: [
        "Licences Google Workspace, éditions Business et Enterprise",
        "Migration de la messagerie, des agendas et des fichiers depuis des serveurs sur site et d'autres suites",
        "Déploiement de Gmail, des Drive partagés, de Meet et de Chat, avec formation des utilisateurs",
        "Activation de Gemini pour Google Workspace et plan d'adoption",
        "Durcissement de la console d'administration, règles DLP et accès contextuel",
        "Gestion de Chrome Enterprise pour les navigateurs et les appareils ChromeOS",
        "Conception des landing zones, du réseau et de l'IAM sur Google Cloud",
        "Analyse de données avec BigQuery et tableaux de bord Looker Studio",
        "Apprentissage automatique sur mesure et IA générative sur Vertex AI",
        "Applications conteneurisées sur Google Kubernetes Engine et Cloud Run",
      ],
      detailedDescription: [
        "Google Workspace et Google Cloud offrent des outils de collaboration rapides et certains des meilleurs services de données et d'IA du marché. Partenaire Google, Nusantara AI revend et gère les deux : vous avez un seul interlocuteur local pour les licences, la migration, la configuration de la sécurité et le support au quotidien. Que vous soyez une entreprise en croissance qui change de messagerie ou un grand groupe qui construit sa plateforme de données, nous concevons le déploiement autour de vos utilisateurs, de vos données et de vos exigences de conformité.",
        "Pour les clients Workspace, nous planifions la validation du domaine, migrons messagerie, agendas et fichiers depuis vos serveurs existants ou d'autres suites cloud, et configurons des Drive partagés calqués sur la façon dont les services collaborent. Les règles de la console d'administration, la prévention des pertes de données et l'accès contextuel protègent l'information sur chaque appareil. Sessions de formation et réseaux d'ambassadeurs internes aident le personnel à aller au-delà de l'e-mail, vers Meet, Chat, Sheets et les fonctions Gemini qui allègent le travail quotidien.",
        "Sur Google Cloud, nos ingénieurs construisent des landing zones sécurisées, puis mènent des projets d'analyse de données et d'IA qui valorisent vos données. BigQuery consolide les informations commerciales, opérationnelles et clients pour des requêtes rapides, et Looker Studio les transforme en tableaux de bord pour les managers. Vertex AI accueille modèles sur mesure et applications d'IA générative, que nous pouvons connecter aux bots Nusantara AI, tandis que Cloud Run et GKE hébergent les applications modernes avec mise à l'échelle automatique.",
      ],
      useCases: [
        {
          title: "Passage à Google Workspace",
          description:
            "Les entreprises regroupent dans Workspace des hébergements de messagerie et des serveurs de fichiers dispersés, et offrent en quelques semaines à chaque collaborateur Drive partagés, visioconférence et accès mobile.",
        },
        {
          title: "Établissements d'enseignement et organismes de formation",
          description:
            "Les établissements équipent enseignants et étudiants de Classroom, Meet et Drive, avec des comptes gérés de façon centralisée et des règles de partage claires.",
        },
        {
          title: "Plateforme d'analyse unifiée",
          description:
            "Les enseignes rassemblent dans BigQuery leurs données de caisse, d'e-commerce et de marketing pour suivre marges et performance des campagnes quasiment en temps réel.",
        },
        {
          title: "Assistants d'IA générative pour le personnel",
          description:
            "Les équipes utilisent Gemini dans Gmail et Docs, ainsi que des assistants Vertex AI ancrés dans les documents internes, pour rédiger, résumer et chercher plus vite.",
        },
        {
          title: "Hébergement d'applications modernes",
          description:
            "Les équipes de développement déploient des services conteneurisés sur Cloud Run et GKE : elles ne paient que les ressources consommées, et les services s'adaptent automatiquement à la demande.",
        },
      ],
    },
  },
  "security-services": {
    source: "aa0a729e6b34",
    text: {
      name: "Services de sécurité",
      tagline:
        "Surveillance des menaces, tests et réponse aux incidents 24 h/24 pour protéger vos collaborateurs, vos données et vos systèmes d'IA face aux attaques actuelles.",
      topFeatures: [
        "Surveillance 24 h/24, 7 j/7 par un centre des opérations de sécurité (SOC) avec SIEM",
        "Détection et réponse gérées sur les postes de travail et les serveurs (EDR)",
        "Évaluation des vulnérabilités et tests d'intrusion des applications et des réseaux",
        "Sécurité de la messagerie, simulations d'hameçonnage et sensibilisation",
        "Pare-feu géré, filtrage web et prévention des intrusions",
        "Protection des identités : MFA, accès à privilèges et revues des accès",
        "Contrat de réponse aux incidents avec délais d'intervention définis",
        "Accompagnement à la conformité PDPA, BNM RMiT, ISO/IEC 27001 et PCI DSS",
        "Tests de sécurité des chatbots, des bots vocaux et des applications LLM",
        "Rapports de risque mensuels et points sécurité pour la direction",
      ],
      detailedDescription: [
        "Les cybermenaces qui visent les organisations malaisiennes sont de plus en plus ciblées, du rançongiciel et de la compromission de messagerie professionnelle (BEC) aux fuites de données qui attirent l'attention des régulateurs. Les services de sécurité de Nusantara AI apportent les compétences, les processus et les technologies nécessaires pour détecter et stopper ces attaques sans constituer une équipe de sécurité interne complète. Nos analystes surveillent votre environnement 24 h/24, examinent les activités suspectes et agissent vite, tandis que nos consultants vous aident à combler les failles que les attaquants exploiteraient.",
        "La couverture s'étend aux postes de travail, serveurs, comptes cloud, messagerie, pare-feu et systèmes d'identité, avec des événements corrélés dans un SIEM central et enrichis par le renseignement sur les menaces. Des analyses pilotées par l'IA filtrent le bruit pour que les analystes se concentrent sur les vrais incidents. Des évaluations de vulnérabilités et des tests d'intrusion réguliers contrôlent applications web, applications mobiles et réseaux, et nous testons les systèmes d'IA conversationnelle face à l'injection de prompts, aux fuites de données et aux détournements, un risque croissant à mesure que les entreprises déploient chatbots et modèles de langage.",
        "La sécurité est aussi une affaire de gouvernance. Nous mettons en correspondance vos contrôles avec le Personal Data Protection Act, la politique Risk Management in Technology de Bank Negara Malaysia, l'ISO/IEC 27001 et le PCI DSS, et préparons les preuves pour les audits. Simulations d'hameçonnage et modules de formation courts rendent vos équipes plus vigilantes. En cas d'incident grave, notre équipe de réponse contient la menace, préserve les preuves, accompagne les notifications de violation et guide le rétablissement, avant de remettre un rapport clair sur les enseignements à en tirer.",
      ],
      useCases: [
        {
          title: "Préparation face aux rançongiciels",
          description:
            "Les entreprises de taille moyenne associent EDR géré, sauvegardes immuables et plan de réponse testé : une attaque sur un ordinateur portable ne se transforme pas en arrêt de toute l'entreprise.",
        },
        {
          title: "Conformité du secteur financier",
          description:
            "Banques, assureurs et fintechs bénéficient d'évaluations des contrôles, de tests d'intrusion et de rapports qui les aident à satisfaire aux exigences RMiT et à préparer les examens du régulateur.",
        },
        {
          title: "Sécurisation des déploiements d'IA",
          description:
            "Les organisations qui lancent des chatbots ou des assistants LLM les font tester face à l'injection de prompts, à l'exposition de données sensibles et aux réponses préjudiciables avant la mise en production.",
        },
        {
          title: "Prévention de la compromission de messagerie (BEC)",
          description:
            "Les équipes financières sont protégées par un filtrage avancé des e-mails, des procédures de vérification des paiements et des exercices d'hameçonnage ciblés.",
        },
        {
          title: "Sécurité pour les petites équipes informatiques",
          description:
            "Les entreprises sans fonction sécurité dédiée disposent d'un SOC 24 h/24, 7 j/7 et de points mensuels avec la direction pour un abonnement au coût prévisible.",
        },
      ],
    },
  },
  "network-services": {
    source: "93752c8ade02",
    text: {
      name: "Services réseau",
      tagline:
        "Conception, déploiement et gestion de bout en bout de vos réseaux LAN, WAN et Wi-Fi, surveillés 24 h/24 par une exploitation assistée par IA.",
      topFeatures: [
        "Audits réseau, visites de site et conception d'architecture",
        "Coordination du câblage structuré et installation des baies",
        "Conception de Wi-Fi d'entreprise avec cartographie prédictive de couverture",
        "Achat de liaisons SD-WAN, MPLS et internet",
        "Surveillance 24 h/24, 7 j/7 par un centre d'exploitation réseau (NOC)",
        "Détection d'anomalies et suggestions de cause racine par IA",
        "Sauvegarde des configurations et gestion maîtrisée des changements",
        "Segmentation du réseau et contrôle d'accès pour les invités et l'IoT",
        "Niveaux de service avec délais d'intervention et de rétablissement définis",
        "Planification trimestrielle des capacités et revues du cycle de vie",
      ],
      detailedDescription: [
        "Notre offre complète de services réseau gérés s'adresse aux organisations qui veulent un réseau fiable. Elles n'ont plus à administrer elles-mêmes chaque équipement et chaque liaison. Nous prenons en charge la conception, le déploiement et l'exploitation quotidienne des réseaux LAN, WAN et sans fil, que vous occupiez une seule tour de bureaux à Kuala Lumpur ou des centaines de sites en Malaisie et dans les pays voisins. Une seule équipe, un seul centre de services et un seul ensemble de niveaux de service couvrent l'ensemble du réseau.",
        "Les projets commencent par un audit détaillé de la topologie, des performances, de la sécurité et de la documentation existantes, suivi de visites de site et de cartes prédictives de couverture Wi-Fi pour les nouveaux espaces. Nous concevons ensuite une architecture cible, coordonnons câblage et liaisons, et installons commutateurs, routeurs, pare-feu et points d'accès. La segmentation isole personnel, invités, systèmes de paiement et objets connectés, ce qui limite l'impact d'une éventuelle intrusion et tient le trafic sensible à l'écart de tout le reste.",
        "Une fois le réseau en service, notre centre d'exploitation réseau surveille chaque équipement et chaque lien 24 h/24. Des analyses pilotées par l'IA corrèlent les alarmes, détectent les comportements inhabituels et suggèrent les causes probables, ce qui raccourcit le délai de rétablissement. Toutes les configurations sont sauvegardées, et les changements suivent un processus validé avec plan de retour arrière. Des revues trimestrielles portent sur la capacité, les incidents, l'état des firmwares et les équipements bientôt en fin de vie : les investissements sont planifiés plutôt que décidés dans l'urgence.",
      ],
      useCases: [
        {
          title: "WAN d'entreprise multisite",
          description:
            "Les organisations dotées d'agences dans tout le pays externalisent l'ensemble de leur WAN, des liaisons aux routeurs, avec un tableau de bord unique de l'état des sites et du respect des SLA.",
        },
        {
          title: "Wi-Fi pour l'hôtellerie et les lieux d'accueil",
          description:
            "Hôtels, centres commerciaux et centres de congrès offrent un Wi-Fi fiable à leurs visiteurs, avec portails captifs, gestion de la bande passante et couverture haute densité pour les événements.",
        },
        {
          title: "Réseaux d'usines et d'entrepôts",
          description:
            "Les industriels construisent des réseaux filaires et sans fil robustes qui desservent scanners, chariots élévateurs, capteurs et systèmes de production sur des VLAN segmentés.",
        },
        {
          title: "Renouvellement du réseau sans interruption",
          description:
            "Les équipes informatiques remplacent les équipements vieillissants par étapes, de nuit, avec des configurations préparées à l'avance et un retour arrière testé à chaque étape.",
        },
      ],
    },
  },
  "cloud-services": {
    source: "08f82d113431",
    text: {
      name: "Services cloud",
      tagline:
        "Une infrastructure hybride et multicloud, hébergée et gérée par Nusantara AI, qui place chaque charge de travail au bon endroit.",
      topFeatures: [
        "Évaluation de la maturité cloud et stratégie de placement des charges de travail",
        "Hébergement en cloud privé dans des centres de données en Malaisie, pour la localisation des données",
        "Gestion unifiée d'AWS, d'Azure, de Google Cloud et du cloud privé",
        "Kubernetes et plateformes de conteneurs gérés",
        "Capacité GPU dans le cloud pour l'entraînement et l'inférence des modèles d'IA",
        "Reprise après sinistre en tant que service, avec bascule testée",
        "Infrastructure as code avec Terraform et pipelines GitOps",
        "Tableaux de bord FinOps des dépenses par équipe et par projet",
        "Gestion des correctifs, des sauvegardes et des performances sous SLA",
        "Gestion de la posture de sécurité cloud et rapports de conformité",
      ],
      detailedDescription: [
        "Toutes les charges de travail n'ont pas leur place au même endroit. Les services cloud de Nusantara AI vous aident à déterminer quelles applications conviennent au cloud public, lesquelles doivent rester dans un cloud privé pour des raisons de localisation des données ou de performance, et lesquelles ont intérêt à rester sur site pour l'instant. Nous construisons et exploitons ensuite cet ensemble hybride et multicloud en service géré : une seule équipe répond de la disponibilité, de la sécurité et des coûts sur toutes les plateformes.",
        "Notre cloud privé, hébergé dans des centres de données en Malaisie, convient aux organisations dont les données doivent rester dans le pays ; il se connecte de façon sécurisée à AWS, Microsoft Azure et Google Cloud lorsque des services mondiaux apportent une valeur ajoutée. Kubernetes géré offre aux développeurs une plateforme homogène partout, tandis que la capacité GPU prend en charge l'entraînement et l'inférence d'IA, y compris les déploiements privés du modèle de langage de Nusantara AI. Tout est défini sous forme de code : les environnements sont reproductibles et auditables.",
        "L'exploitation quotidienne comprend la supervision, les correctifs, les sauvegardes, la gestion des capacités et le contrôle de la posture de sécurité, le tout selon des niveaux de service convenus. La reprise après sinistre en tant que service réplique les systèmes critiques sur un site secondaire, avec des tests de bascule programmés qui prouvent la capacité de reprise au lieu de la supposer. Les tableaux de bord FinOps ventilent les dépenses par entité, projet et environnement, et nos revues mensuelles recommandent les ajustements qui alignent la facture cloud sur la valeur apportée par chaque charge de travail.",
      ],
      useCases: [
        {
          title: "Localisation des données pour les secteurs réglementés",
          description:
            "Établissements de santé, organismes publics et institutions financières conservent leurs données sensibles dans un cloud privé en Malaisie et utilisent le cloud public pour les services moins sensibles.",
        },
        {
          title: "Modernisation hybride",
          description:
            "Les entreprises conteneurisent leurs applications pas à pas et les exécutent sur Kubernetes géré, à la fois sur site et dans le cloud public, pendant la transition.",
        },
        {
          title: "Infrastructure d'IA à la demande",
          description:
            "Les équipes de data science réservent de la capacité GPU pour l'entraînement et l'affinage des modèles, sans acheter de matériel qui resterait inutilisé entre deux projets.",
        },
        {
          title: "Reprise après sinistre éprouvée",
          description:
            "Les entreprises répliquent leurs systèmes cœur sur un site secondaire et organisent des exercices de bascule programmés, avec des rapports qui satisfont auditeurs et conseils d'administration.",
        },
        {
          title: "Gouvernance des coûts multicloud",
          description:
            "Les DSI voient les dépenses de tous les fournisseurs dans une vue unique, avec budgets, alertes et conseils de redimensionnement pour chaque service.",
        },
      ],
    },
  },
  "storage-services": {
    source: "8fdb2feb4e7a",
    text: {
      name: "Services de stockage",
      tagline:
        "Un stockage évolutif et protégé pour les fichiers, les sauvegardes, les archives et les jeux de données d'IA, avec une restauration que vous pouvez tester et sur laquelle vous pouvez compter.",
      topFeatures: [
        "Conception, fourniture et installation de SAN et NAS d'entreprise",
        "Stockage objet compatible S3 hébergé en Malaisie",
        "Sauvegarde automatisée des serveurs, des bases de données, de Microsoft 365 et de Google Workspace",
        "Copies immuables et isolées (air gap) qui résistent aux rançongiciels",
        "Réplication pour la reprise après sinistre, avec RPO et RTO définis",
        "Archivage à long terme avec politiques de conservation et gel juridique",
        "Chiffrement AES-256 au repos et en transit, avec gestion des clés",
        "Hiérarchisation automatique entre stockage flash, disque et cloud",
        "Stockage à haut débit pour les données d'entraînement de l'IA et les enregistrements d'appels",
        "Prévision des capacités et rapports mensuels de tests de restauration",
      ],
      detailedDescription: [
        "Les volumes de données ne cessent de croître, des documents et bases de données aux enregistrements d'appels, aux images de vidéosurveillance et aux jeux de données des modèles d'IA. Les services de stockage de Nusantara AI vous donnent la bonne capacité au bon endroit, en combinant systèmes SAN et NAS sur site, stockage objet compatible S3 hébergé en Malaisie et niveaux de stockage dans le cloud public. Nous concevons, fournissons et gérons l'ensemble de votre stockage pour que les performances restent constantes et que les coûts évoluent de façon prévisible avec votre activité.",
        "La protection est au cœur de chaque conception. Les sauvegardes automatisées couvrent serveurs, machines virtuelles, bases de données et suites cloud comme Microsoft 365 et Google Workspace, selon la règle 3-2-1 avec au moins une copie immuable qu'aucun rançongiciel ne peut chiffrer ni supprimer. La réplication vers un site secondaire assure la reprise après sinistre selon des objectifs de point et de délai de reprise convenus, et des tests de restauration mensuels prouvent que les données peuvent réellement être récupérées.",
        "Des politiques de cycle de vie déplacent automatiquement les données anciennes du flash rapide vers des disques économiques ou des niveaux d'archivage, et des règles de conservation avec gel juridique accompagnent vos besoins réglementaires et contentieux. Le chiffrement au repos et en transit, avec une gestion maîtrisée des clés, protège les données sensibles. Pour les projets d'IA et les centres de contact, un stockage à haut débit alimente sans interruption les chaînes d'entraînement et les plateformes d'enregistrement, tandis que les prévisions de capacité vous alertent bien avant la saturation.",
      ],
      useCases: [
        {
          title: "Sauvegarde résistante aux rançongiciels",
          description:
            "Les entreprises conservent des copies de sauvegarde immuables et isolées : même si les systèmes de production sont chiffrés, des données saines peuvent être restaurées rapidement.",
        },
        {
          title: "Conservation des enregistrements du centre de contact",
          description:
            "Les centres de contact stockent en toute sécurité des années d'enregistrements d'appels et de chats, avec recherche et politiques de conservation conformes aux exigences réglementaires et de contrôle qualité.",
        },
        {
          title: "Imagerie et dossiers médicaux",
          description:
            "Les hôpitaux archivent examens d'imagerie et dossiers patients sur un stockage hiérarchisé qui concilie accès rapide pour les soignants et coût maîtrisé sur le long terme.",
        },
        {
          title: "Data lakes pour l'IA et l'analyse",
          description:
            "Les équipes data regroupent données structurées et non structurées dans un stockage objet évolutif qui alimente les chaînes d'analyse et d'entraînement des modèles.",
        },
        {
          title: "Sauvegarde des suites bureautiques",
          description:
            "Les organisations protègent e-mails, fichiers et conversations de Microsoft 365 ou de Google Workspace au-delà des paramètres de conservation natifs, avec restauration élément par élément.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
