import type { LocaleContent } from "@/content/units";

/** fr: services. */
export const services = {
  "microsoft-teams": {
    source: "25fbf127d425",
    text: {
      name: "Microsoft Teams",
      tagline: "Intégrez assistants IA, bots vocaux et workflows automatisés à l'outil que vos équipes utilisent déjà.",
      description:
        "Nous enrichissons Microsoft Teams d'IA conversationnelle, d'outils d'analyse des réunions et d'automatisation des workflows, en nous appuyant sur le tenant Microsoft 365 dont vous disposez déjà. Vos collaborateurs obtiennent réponses, validations et informations sans quitter le canal dans lequel ils travaillent.",
      detailedDescription: [
        "La plupart des organisations ont adopté Microsoft Teams pour la messagerie et les réunions, et s'en sont tenues là. Notre service géré Teams en fait un véritable espace de travail pour toute l'entreprise : des chatbots IA répondent aux questions RH, informatiques et réglementaires dans n'importe quel canal, des bots vocaux prennent les appels Teams Phone, et les validations passent par des cartes adaptatives plutôt que par des chaînes d'e-mails.",
        "Tout est déployé dans votre propre tenant Microsoft 365, dans le respect de vos groupes Entra ID, de vos stratégies de rétention et de vos paramètres de localisation des données. Notre équipe de Kuala Lumpur se charge des inscriptions Azure Bot Service, des autorisations Graph API et des connecteurs Power Automate, puis suit l'utilisation et affine les bots mois après mois.",
        "Le service étant géré, vous ne vous retrouvez jamais avec une application expérimentale que personne ne maintient. Nous publions des notes de version, suivons l'adoption par service et retirons les fonctionnalités qui ne font pas leurs preuves.",
      ],
      keyFeatures: [
        "Chatbots IA publiés dans les conversations, les canaux et le magasin d'applications Teams de votre tenant",
        "Intégration de Teams Phone aux bots vocaux Nusantara AI pour le traitement des appels entrants",
        "Comptes rendus de réunion, extraction des actions à mener et rappels de suivi",
        "Workflows Power Automate et Logic Apps déclenchés depuis des cartes adaptatives",
        "Tableaux de bord par rôle intégrés sous forme d'onglets Teams",
        "Rapports d'adoption mensuels et ajustement des bots par nos spécialistes Teams",
      ],
      targetAudience:
        "Les organisations sous Microsoft 365 qui veulent que Teams prenne en charge les demandes de service, les validations et les appels courants, et pas seulement la messagerie et la visio.",
      outcomes: [
        "Moins de tickets internes, les collaborateurs trouvant seuls les réponses aux questions informatiques et RH courantes",
        "Des circuits de validation plus courts une fois les demandes passées de l'e-mail aux cartes adaptatives",
        "Un suivi des réunions systématique, avec responsables et échéances consignés automatiquement",
        "Un point central de collaboration à la place d'une douzaine d'outils cloisonnés",
      ],
      offerings: [
        {
          title: "Chatbots IA",
          description:
            "Des assistants sur mesure, présents dans les conversations et canaux Teams, qui répondent aux questions sur vos règles internes, l'informatique et vos produits à partir de votre propre base de connaissances.",
        },
        {
          title: "Intégration du bot vocal",
          description:
            "Reliez Teams Phone à nos bots vocaux : les appels courants sont pris, l'appelant vérifié et l'appel orienté avant qu'un collaborateur ne décroche.",
        },
        {
          title: "Réunions intelligentes",
          description:
            "Ordres du jour automatiques, prise de notes en direct, comptes rendus et actions à mener publiés dans la conversation de la réunion dès la fin de l'appel.",
        },
        {
          title: "Automatisation des workflows",
          description:
            "Demandes de congés, d'achat et d'accès traitées via des cartes adaptatives, avec des flux Power Automate en coulisses.",
        },
        {
          title: "Tableaux de bord personnalisés",
          description:
            "Des onglets Teams qui présentent à chaque rôle les indicateurs qui le concernent, du pipeline commercial aux tickets ouverts.",
        },
        {
          title: "Extensions sur mesure",
          description:
            "Extensions de messagerie, onglets et connecteurs développés pour vos applications métier et publiés dans votre tenant.",
        },
      ],
      benefits: [
        {
          title: "Des réponses plus rapides",
          description:
            "Les collaborateurs obtiennent une réponse dans le canal en quelques secondes au lieu d'ouvrir un ticket et d'attendre une journée.",
        },
        {
          title: "Bâti sur vos acquis",
          description:
            "Nous configurons vos licences Microsoft 365 existantes au lieu d'ajouter une plateforme supplémentaire à payer.",
        },
        {
          title: "Une gouvernance au niveau du tenant",
          description:
            "Dès le premier jour, les bots héritent de vos autorisations Entra ID, de vos règles de rétention et de vos périmètres de conformité.",
        },
        {
          title: "Des réunions qui débouchent sur l'action",
          description:
            "Comptes rendus et tâches arrivent automatiquement dans la conversation : les décisions se traduisent en travail dès l'après-midi.",
        },
        {
          title: "Un cycle de vie géré",
          description:
            "Nous mettons à jour, supervisons et réajustons chaque bot et chaque flux pour que rien ne dérive après la mise en production.",
        },
        {
          title: "Vos données restent dans Microsoft 365",
          description:
            "Historiques de conversation et fichiers restent dans la région choisie pour votre tenant, y compris la Malaisie et Singapour.",
        },
      ],
      ctaLabel: "Intégrez l'IA à votre Teams",
      enquiryLabel: "Se renseigner sur notre offre Teams",
      enquiryText:
        "Parlez-nous de l'usage que vos équipes font de Teams aujourd'hui : nous examinerons votre tenant Microsoft 365 et vous proposerons un plan de service géré pour vos bots, vos appels et vos workflows.",
    },
  },
  "cisco-webex": {
    source: "6fda220c2bbb",
    text: {
      name: "Cisco Webex",
      tagline: "Ajoutez assistants de réunion, analyses et outils sur mesure à votre environnement Webex.",
      description:
        "Notre service Webex ajoute une couche d'IA aux réunions, à la messagerie et à la téléphonie de Cisco : chaque séance produit des notes exploitables et chaque espace devient plus intelligent. Nous le déployons, l'intégrons et l'exploitons pour vous, aux côtés des équipements Webex déjà installés dans vos salles.",
      detailedDescription: [
        "Cisco Webex est une base solide, en particulier pour les organisations équipées de systèmes de salle et de téléphonie Cisco. Ce qui lui manque souvent, c'est le lien avec le reste de l'entreprise. C'est ce lien que nous créons : des assistants de réunion qui alimentent votre CRM, des espaces Webex qui dialoguent avec votre outil de ticketing et des tableaux de bord qui montrent l'usage réel des salles et des réunions.",
        "Nos ingénieurs s'appuient sur le Webex Control Hub, les API Webex et les fonctions Webex Assistant incluses dans vos licences, et ajoutent les services linguistiques de Nusantara AI lorsque vous avez besoin du malais, du chinois ou du tamoul en plus de l'anglais.",
        "Une fois le service en production, nous supervisons les intégrations, appliquons les évolutions publiées par Cisco et rendons compte chaque trimestre de la qualité des réunions, de l'occupation des salles et de l'utilisation des assistants.",
      ],
      keyFeatures: [
        "Assistants de réunion qui prennent des notes et consignent les décisions en plusieurs langues",
        "Bots de messagerie Webex reliés aux systèmes CRM, ITSM et RH",
        "Analyse de la qualité audio et vidéo par salle et par utilisateur",
        "Synthèses post-réunion partagées automatiquement dans les espaces et par e-mail",
        "Intégrations avec les équipements de salle Cisco et Webex Calling",
      ],
      targetAudience:
        "Les entreprises et organismes publics standardisés sur les solutions de collaboration Cisco qui veulent tirer davantage de leurs licences Webex et de leurs systèmes de salle.",
      outcomes: [
        "Notes et décisions consignées pour chaque réunion, sans secrétaire de séance dédié",
        "Une vision claire de l'occupation des salles pour orienter les investissements immobiliers",
        "Moins d'allers-retours entre outils, les espaces Webex étant reliés aux systèmes métier essentiels",
      ],
      offerings: [
        {
          title: "Assistants de réunion",
          description:
            "Des assistants IA qui rejoignent les réunions, transcrivent les intervenants et signalent en direct décisions et questions en suspens.",
        },
        {
          title: "Intégration de la messagerie",
          description:
            "Des bots de messagerie Webex qui créent des tickets, retrouvent des commandes ou consultent des soldes de congés, directement dans un espace.",
        },
        {
          title: "Analyse vidéo",
          description:
            "Rapports sur la qualité des appels, les habitudes de participation et l'occupation des salles, tirés du Control Hub et de la télémétrie des équipements.",
        },
        {
          title: "Intégrations sur mesure",
          description: "Connecteurs entre Webex et Salesforce, ServiceNow, SAP ou vos plateformes internes, via les API Webex.",
        },
        {
          title: "Synthèses post-réunion",
          description:
            "Des comptes rendus concis, avec responsables et échéances, envoyés aux participants et classés dans le bon espace en quelques minutes.",
        },
        {
          title: "Outils personnalisés",
          description:
            "Raccourcis, modèles et comportements de l'assistant ajustés pour chaque équipe, du point commercial quotidien au conseil d'administration.",
        },
      ],
      benefits: [
        {
          title: "Plus aucune action oubliée",
          description: "Chaque réunion se termine par une synthèse écrite : le suivi ne dépend plus de la mémoire de quelqu'un.",
        },
        {
          title: "Compatible avec vos salles Cisco",
          description: "Assistants et analyses fonctionnent sur les équipements et licences Webex que vous avez déjà déployés.",
        },
        {
          title: "Une sécurité de niveau entreprise",
          description:
            "Les intégrations respectent les options de chiffrement de bout en bout de Webex et les stratégies de votre Control Hub.",
        },
        {
          title: "Des passations plus rapides",
          description:
            "Grâce aux synthèses publiées dans l'espace, les collègues absents se mettent à jour en deux minutes au lieu d'une heure.",
        },
        {
          title: "Un seul partenaire pour tout l'environnement",
          description:
            "Nous gérons la configuration Webex, les intégrations et la couche d'IA dans le cadre d'un contrat unique.",
        },
        {
          title: "Un partage des données maîtrisé",
          description:
            "Vous décidez quels espaces et quelles réunions les assistants peuvent lire, avec un journal d'audit pour chaque accès.",
        },
      ],
      ctaLabel: "Enrichissez votre Webex avec l'IA",
      enquiryLabel: "Se renseigner sur notre offre Webex",
      enquiryText:
        "Présentez-nous vos licences Webex et vos salles de réunion : nous examinerons votre configuration Control Hub et vous proposerons un plan de service géré pour les assistants, les intégrations et les analyses.",
    },
  },
  genesys: {
    source: "b14cd6528668",
    text: {
      name: "Genesys",
      tagline:
        "Mettez l'IA au service de votre centre de contact Genesys Cloud CX, du SVI jusqu'à la planification des effectifs.",
      description:
        "Nous concevons, intégrons et exploitons des fonctionnalités d'IA pour les centres de contact Genesys Cloud CX et Genesys Engage. Les clients règlent davantage de demandes par eux-mêmes, les conseillers sont aidés en temps réel et les superviseurs planifient à partir de prévisions fiables.",
      detailedDescription: [
        "Genesys offre aux centres de contact un moteur d'orchestration puissant, mais en tirer des résultats mesurables demande une conception soignée. Notre pôle Genesys réunit des concepteurs de flux Architect certifiés et l'équipe d'IA conversationnelle à l'origine du bot vocal et du chatbot de Nusantara AI : libre-service, routage et outils des conseillers sont ainsi conçus ensemble, et non greffés après coup.",
        "Nous commençons par analyser vos motifs de contact et votre taux de traitement automatisé actuel, puis nous donnons la priorité aux parcours où l'automatisation est la plus vite rentabilisée. Les premiers gains portent généralement sur les demandes de solde et de suivi de commande, les modifications de rendez-vous et la vérification d'identité, qui représentent souvent ensemble une grande part des contacts entrants.",
        "Après le lancement, nous exploitons la plateforme en tant que service géré : modifications de flux, mises à jour des messages, ajustement du routage et revues mensuelles au regard des niveaux de service convenus.",
      ],
      keyFeatures: [
        "SVI conversationnel et libre-service numérique conçus dans Genesys Architect",
        "Assistance aux conseillers en temps réel, avec suggestions de réponses et d'articles de connaissances",
        "Routage prédictif selon les compétences des conseillers et la valeur du client",
        "Campagnes d'appels sortants respectant les règles de numérotation",
        "Prévision des effectifs, planification et gestion de la qualité",
        "Intégrations avec les systèmes CRM, de facturation et bancaires centraux",
      ],
      targetAudience:
        "Les responsables de centres de contact sous Genesys qui veulent davantage de demandes traitées en libre-service, des durées de traitement plus courtes et des effectifs mieux planifiés.",
      outcomes: [
        "Une charge du centre d'appels réduite jusqu'à 60 % grâce au libre-service automatisé",
        "Une durée moyenne de traitement plus courte, les conseillers étant guidés en direct",
        "Davantage de demandes résolues dès le premier contact grâce à un routage plus intelligent",
        "Des plannings ajustés à la demande, qui réduisent à la fois les heures supplémentaires et les temps morts",
      ],
      offerings: [
        {
          title: "SVI et libre-service",
          description:
            "SVI en langage naturel et parcours de chat qui authentifient les appelants et réalisent les opérations courantes sans conseiller.",
        },
        {
          title: "Assistance aux conseillers",
          description:
            "Transcription en direct, suggestions de la meilleure action suivante et articles de connaissances affichés à côté de chaque interaction.",
        },
        {
          title: "Routage prédictif",
          description:
            "Des modèles d'apprentissage automatique qui orientent chaque client vers le conseiller le plus à même de régler sa demande du premier coup.",
        },
        {
          title: "Campagnes sortantes",
          description:
            "Campagnes de recouvrement, de renouvellement et de rappel, avec préqualification par bot vocal et respect des listes d'opposition au démarchage.",
        },
        {
          title: "Optimisation des effectifs",
          description:
            "Prévision, planification, suivi du respect des plannings et évaluation de la qualité, calibrés sur la saisonnalité de votre activité.",
        },
        {
          title: "Intégrations sur mesure",
          description:
            "Actions de données et API reliant Genesys au CRM, au ticketing, aux paiements et aux systèmes centraux pour une vision complète du client.",
        },
      ],
      benefits: [
        {
          title: "Davantage de demandes automatisées",
          description:
            "Les parcours en libre-service règlent les demandes courantes pour que les conseillers se concentrent sur les échanges complexes.",
        },
        {
          title: "Des flux conçus par des experts certifiés",
          description:
            "Les flux Architect sont conçus et documentés par des ingénieurs qui connaissent Genesys sur le bout des doigts.",
        },
        {
          title: "Conforme dès la conception",
          description:
            "Masquage des données de paiement, recueil du consentement et règles d'enregistrement des appels s'appliquent à chaque parcours.",
        },
        {
          title: "Une durée de traitement réduite",
          description: "Les conseillers cherchent moins, car réponses et historique client arrivent avec l'appel.",
        },
        {
          title: "Un ajustement continu",
          description:
            "Des revues mensuelles ajustent messages, pondérations de routage et plannings en fonction des résultats réels.",
        },
        {
          title: "Une exploitation résiliente",
          description:
            "Routes de secours et supervision permettent de continuer à servir les clients, même lorsqu'un système connecté est indisponible.",
        },
      ],
      ctaLabel: "Transformez votre centre de contact Genesys avec l'IA",
      enquiryLabel: "Se renseigner sur notre offre Genesys",
      enquiryText:
        "Parlez-nous de votre centre de contact Genesys : nous examinerons votre SVI, votre routage et votre planification des effectifs, puis nous vous indiquerons les premiers leviers de l'IA pour relever le taux de traitement automatisé et réduire la durée moyenne de traitement.",
    },
  },
  network: {
    source: "40cfcde1dcfb",
    text: {
      name: "Services réseau",
      tagline: "Des réseaux autoréparateurs, supervisés par l'IA, pour vos bureaux, vos agences et vos centres de données.",
      description:
        "Nous concevons, supervisons et exploitons des réseaux d'entreprise grâce à une IA qui repère les problèmes avant les utilisateurs. Du Wi-Fi de vos sites au SD-WAN à travers l'Asie du Sud-Est, une seule équipe assure la fluidité de votre trafic.",
      detailedDescription: [
        "Chacun des produits d'IA que nous vendons dépend d'un réseau performant : le réseau est donc pour nous une discipline à part entière. Notre centre d'exploitation réseau de Kuala Lumpur surveille 24 h/24 commutateurs, routeurs, pare-feu et points d'accès, en s'appuyant sur des références établies par apprentissage automatique pour signaler une latence, une perte de paquets ou un trafic inhabituels avant qu'ils ne provoquent une panne.",
        "Nous travaillons avec les principaux constructeurs du marché et pouvons reprendre un parc existant comme en construire un nouveau. La configuration est gérée sous forme de code, les modifications sont revues, et les corrections courantes, comme le redémarrage d'un port bloqué ou le détournement du trafic d'un lien saturé, peuvent s'exécuter automatiquement dans les limites que vous validez.",
      ],
      keyFeatures: [
        "Supervision 24 h/24, 7 j/7 depuis notre centre d'exploitation réseau de Kuala Lumpur",
        "Détection d'anomalies fondée sur le profil de trafic habituel de chaque site",
        "Audits, conception et optimisation radio continue des réseaux Wi-Fi",
        "Configuration sous forme de code avec contrôles de conformité automatisés",
        "Conception et gestion du SD-WAN pour les organisations multisites",
        "Politiques de sécurité réseau et segmentation intégrées",
      ],
      targetAudience:
        "Les entreprises multisites, les campus et les organismes publics qui ont besoin d'une connectivité fiable sans constituer une grande équipe réseau en interne.",
      outcomes: [
        "Moins de pannes, les incidents étant détectés et corrigés avant que les utilisateurs ne s'en aperçoivent",
        "Des ouvertures d'agences plus rapides grâce à des modèles standard déjà testés",
        "Des coûts WAN réduits en combinant accès haut débit et liaisons privées via le SD-WAN",
        "Une configuration réseau documentée et auditable",
      ],
      offerings: [
        {
          title: "Supervision du réseau",
          description:
            "Une visibilité 24 h/24 sur les équipements, les liens et les applications, avec des alertes classées selon leur impact métier.",
        },
        {
          title: "Gestion du trafic",
          description:
            "Des politiques de qualité de service qui donnent la priorité à la voix, à la vidéo et aux applications critiques sur les téléchargements volumineux.",
        },
        {
          title: "Sécurité réseau",
          description: "Pare-feu de nouvelle génération, segmentation et contrôle d'accès gérés dans le cadre du même service.",
        },
        {
          title: "Optimisation du Wi-Fi",
          description:
            "Audits de site, plan de fréquences et réglages continus pour une couverture qui tient même dans les bureaux et entrepôts très fréquentés.",
        },
        {
          title: "Configuration automatisée",
          description:
            "Des configurations d'équipements standardisées et versionnées, déployées en toute sécurité avec retour arrière automatique en cas d'échec.",
        },
        {
          title: "SD-WAN",
          description:
            "Un WAN défini par logiciel qui relie les agences sur des liaisons hétérogènes, avec une sélection des chemins adaptée à chaque application.",
        },
      ],
      benefits: [
        {
          title: "Des corrections proactives",
          description:
            "Les références établies par l'IA font apparaître tôt les dégradations : la plupart des incidents sont résolus avant même d'être signalés.",
        },
        {
          title: "Une expertise indépendante des constructeurs",
          description:
            "Nous gérons des parcs hétérogènes et recommandons le matériel sur ses mérites, pas d'après le catalogue d'un seul fournisseur.",
        },
        {
          title: "La sécurité intégrée",
          description: "Segmentation et règles de pare-feu font partie de la conception, au lieu d'être ajoutées après coup.",
        },
        {
          title: "Des agences ouvertes rapidement",
          description:
            "Le provisionnement automatique (zero-touch) met un nouveau site en service en quelques jours plutôt qu'en plusieurs semaines.",
        },
        {
          title: "Des modifications traçables",
          description: "Chaque modification de configuration est enregistrée, revue et réversible depuis un référentiel central.",
        },
        {
          title: "Des niveaux de service contractuels",
          description:
            "Les délais d'intervention et de rétablissement sont inscrits au contrat et font l'objet d'un rapport chaque mois.",
        },
      ],
      ctaLabel: "Optimisez votre réseau avec l'IA",
      enquiryLabel: "Se renseigner sur nos services réseau gérés",
      enquiryText:
        "Décrivez-nous vos sites et vos liaisons : nous évaluerons votre réseau, du Wi-Fi de vos locaux au SD-WAN, et vous proposerons un plan de supervision et de support adapté.",
    },
  },
  voice: {
    source: "557f7fada77d",
    text: {
      name: "Services voix",
      tagline: "Une voix intelligente pour chaque appel, de la première sonnerie à la transcription finale.",
      description:
        "Nos services voix associent bots vocaux IA, SVI intelligent et analyse de la parole à une téléphonie cloud de niveau opérateur. Les appels sont pris plus vite, les appelants vérifiés en toute sécurité et chaque conversation devient une source d'informations consultable.",
      detailedDescription: [
        "La voix reste le canal que les clients choisissent quand l'enjeu est important. Nous aidons les organisations à la moderniser sans perdre le contact humain : les bots vocaux traitent 24 h/24 les appels prévisibles, le SVI intelligent comprend ce que disent les appelants au lieu de leur imposer des menus à touches, et les conseillers reçoivent transcriptions et indicateurs de ressenti pendant qu'ils parlent.",
        "Le service s'appuie sur la téléphonie cloud de Nusantara AI ou s'intègre à votre opérateur et à votre PBX actuels. Nos modèles vocaux sont entraînés sur les accents et les alternances de langues courants en Malaisie et à Singapour, avec le Bahasa Malaysia, l'anglais et le mandarin pris en charge d'emblée.",
        "Nous gérons numéros, routage, scripts des bots vocaux et tableaux de bord d'analyse comme un service unique, avec des temps de réponse inférieurs à 5 secondes pour les demandes courantes.",
      ],
      keyFeatures: [
        "Bots vocaux IA pour les réservations, les paiements, le suivi de dossiers et les questions fréquentes",
        "SVI à reconnaissance vocale en Bahasa Malaysia, en anglais et en mandarin",
        "Vérification par biométrie vocale des appelants récurrents",
        "Transcription, analyse du ressenti et contrôle de conformité en temps réel",
        "Numéros de téléphonie cloud et trunks SIP en Malaisie et dans la région",
      ],
      targetAudience:
        "Les entreprises qui reçoivent d'importants volumes d'appels, comme les banques, les assureurs, les cliniques, les fournisseurs d'énergie et d'eau ou les fournisseurs de services, et qui veulent automatiser les appels courants sans frustrer leurs interlocuteurs.",
      outcomes: [
        "Une prise d'appels 24 h/24 sans effectifs supplémentaires",
        "Une vérification des appelants plus rapide et plus sûre que les questions de sécurité",
        "Des transcriptions consultables qui révèlent pourquoi les clients appellent",
        "Des coûts de téléphonie réduits après le passage des lignes traditionnelles au cloud",
      ],
      offerings: [
        {
          title: "Bots vocaux",
          description:
            "Des bots à la voix naturelle qui traitent de bout en bout les appels courants et les transfèrent à un conseiller avec tout le contexte.",
        },
        {
          title: "SVI intelligent",
          description:
            "Les appelants expriment leur besoin avec leurs propres mots et sont orientés immédiatement, sans arborescence de menus à touches.",
        },
        {
          title: "Biométrie vocale",
          description:
            "Une reconnaissance passive de l'empreinte vocale qui confirme l'identité dès les premières secondes de conversation naturelle.",
        },
        {
          title: "Transcription et analyse en temps réel",
          description:
            "Transcriptions en direct avec alertes sur le ressenti, les mots-clés et la conformité, pour les conseillers et les superviseurs.",
        },
        {
          title: "Solutions vocales sur mesure",
          description: "Voix de marque, vocabulaires sectoriels et scénarios d'appel sur mesure, conçus pour vos processus.",
        },
        {
          title: "Intégration de la téléphonie cloud",
          description:
            "Numéros, trunks SIP et routage des appels sur notre plateforme cloud ou raccordés à votre opérateur actuel.",
        },
      ],
      benefits: [
        {
          title: "Un décroché immédiat",
          description: "Les bots vocaux répondent dès la première sonnerie, à toute heure, même lors des pics saisonniers.",
        },
        {
          title: "Des modèles adaptés aux langues locales",
          description:
            "Une reconnaissance vocale calibrée pour les accents malaisiens et les conversations mêlant plusieurs langues.",
        },
        {
          title: "Une vérification renforcée",
          description:
            "La biométrie vocale réduit le risque de prise de contrôle de compte par rapport aux questions de sécurité.",
        },
        {
          title: "Chaque appel devient une source d'information",
          description:
            "Les analyses font ressortir les nouveaux motifs de réclamation et les signaux commerciaux plusieurs jours avant qu'ils n'apparaissent dans les rapports.",
        },
        {
          title: "Un déploiement souple",
          description: "Utilisez notre téléphonie cloud, ou conservez votre opérateur et votre PBX en y ajoutant la couche d'IA.",
        },
        {
          title: "Des enregistrements respectueux de la vie privée",
          description:
            "Numéros de carte et données personnelles sont automatiquement masqués dans les enregistrements et les transcriptions.",
        },
      ],
      ctaLabel: "Donnez une nouvelle dimension à votre stratégie voix grâce à l'IA",
      enquiryLabel: "Se renseigner sur nos services voix gérés",
      enquiryText:
        "Parlez-nous de vos volumes d'appels et de ce que vous souhaitez automatiser : nous examinerons votre téléphonie et votre SVI, puis vous proposerons un plan qui prend en charge les appels courants sans frustrer vos interlocuteurs.",
    },
  },
  "ip-phones": {
    source: "18e7c8e2aefb",
    text: {
      name: "Téléphones IP",
      tagline: "Téléphones de bureau et de conférence fournis, configurés et maintenus dans le cadre d'un service unique.",
      description:
        "Nous fournissons et gérons des téléphones IP des principaux fabricants, préconfigurés pour votre PBX cloud ou votre plateforme de communications unifiées. Les postes arrivent prêts à l'emploi, avec fonctions d'appel IA et support local inclus.",
      detailedDescription: [
        "Un bon téléphone de bureau reste indispensable pour les standardistes, les conseillers de centre de contact, les soignants et tous ceux qui passent leur journée au téléphone. Notre service de téléphonie IP couvre tout le cycle de vie : choix des modèles adaptés, configuration centralisée, livraison sur chaque site et remplacement rapide des appareils défectueux.",
        "Les téléphones s'enregistrent sur le PBX cloud de Nusantara AI, Microsoft Teams Phone, Webex Calling ou votre propre plateforme, et peuvent utiliser des fonctions d'IA comme la transcription des appels en direct, la conversion des messages vocaux en texte et le routage intelligent des appels. Les mises à jour de firmware et de sécurité sont déployées à distance : votre équipe informatique n'a plus à passer de bureau en bureau.",
      ],
      keyFeatures: [
        "Téléphones de bureau, DECT, de conférence et de standard des principaux constructeurs",
        "Provisionnement automatique (zero-touch) depuis un portail de gestion centralisé",
        "Certifiés pour PBX cloud, Teams Phone et Webex Calling",
        "Fonctions d'appel IA, dont la transcription et la conversion des messages vocaux en texte",
        "Remplacement le jour ouvré suivant en Malaisie péninsulaire et orientale",
      ],
      targetAudience:
        "Les bureaux, cliniques, hôtels et centres de contact qui remplacent des postes PBX vieillissants ou harmonisent leurs téléphones sur plusieurs sites.",
      outcomes: [
        "Des téléphones opérationnels dès le premier jour à chaque nouveau poste ou dans chaque nouvelle agence",
        "Une configuration et des fonctions d'appel homogènes dans toute l'organisation",
        "Un coût mensuel prévisible couvrant matériel, licences et support",
      ],
      offerings: [
        {
          title: "Systèmes de téléphonie IP",
          description:
            "Postes, casques et équipements de conférence adaptés à chaque fonction, de l'accueil à la salle du conseil.",
        },
        {
          title: "Configuration et provisionnement",
          description:
            "Des modèles centralisés définissent numéros de poste, touches de ligne et annuaires : les téléphones se configurent eux-mêmes au premier démarrage.",
        },
        {
          title: "Intégration au PBX cloud",
          description:
            "Enregistrement sur notre PBX cloud ou la plateforme hébergée de votre choix, portabilité des numéros et bascule de secours comprises.",
        },
        {
          title: "Fonctions d'appel IA",
          description:
            "Transcription en direct, messages vocaux convertis en texte, résumés d'appel et routage intelligent sur les modèles compatibles.",
        },
        {
          title: "Mise en place des communications unifiées",
          description:
            "Téléphones de bureau, softphones et applications mobiles partageant un même numéro, le statut de présence et l'historique des appels.",
        },
        {
          title: "Support et maintenance",
          description:
            "Assistance, diagnostic à distance, gestion des firmwares et remplacement rapide du matériel dans le cadre d'un contrat unique.",
        },
      ],
      benefits: [
        {
          title: "Un déploiement prêt à brancher",
          description: "Préconfigurés, les postes n'ont besoin que d'un câble réseau pour passer des appels.",
        },
        {
          title: "Un pilotage centralisé",
          description: "Déplacez, ajoutez ou modifiez des postes depuis un portail unique, sans déplacement de technicien.",
        },
        {
          title: "Des terminaux sécurisés",
          description: "Signalisation chiffrée, firmware signé et correctifs réguliers protègent chaque poste.",
        },
        {
          title: "Des appels plus intelligents",
          description:
            "Les fonctions d'IA transforment messages vocaux et appels en texte que les équipes peuvent rechercher et partager.",
        },
        {
          title: "Liberté de plateforme",
          description:
            "Les mêmes téléphones fonctionnent avec plusieurs plateformes de téléphonie, ce qui protège votre investissement matériel.",
        },
        {
          title: "Un remplacement rapide",
          description: "Les appareils défectueux sont remplacés le jour ouvré suivant : aucun poste ne reste sans ligne.",
        },
      ],
      ctaLabel: "Modernisez votre téléphonie",
      enquiryLabel: "Se renseigner sur notre offre de téléphones IP",
      enquiryText:
        "Indiquez-nous le nombre de postes et de sites à équiper : nous vérifierons leur compatibilité avec votre PBX cloud ou votre plateforme de communications unifiées, puis vous proposerons postes, configuration et support réunis dans un service unique.",
    },
  },
  cloud: {
    source: "c2bee6fbbdf8",
    text: {
      name: "Services cloud",
      tagline: "Planifiez, migrez et exploitez vos charges de travail dans le cloud, sur un socle prêt pour l'IA dès le départ.",
      description:
        "Nous accompagnons les organisations de la stratégie cloud jusqu'à l'exploitation quotidienne sur AWS, Microsoft Azure et Google Cloud, en passant par la migration. Avec notre service cloud géré, vos coûts restent visibles, vos charges de travail sécurisées et vos données prêtes pour l'IA.",
      detailedDescription: [
        "Passer au cloud est rarement un projet unique. C'est une série de décisions : quelles applications migrer, quand, chez quel fournisseur, et comment les exploiter ensuite. Notre équipe cloud commence par évaluer votre portefeuille applicatif et votre situation réglementaire, y compris le RMiT de Bank Negara Malaysia et la loi sur la protection des données personnelles (PDPA) lorsqu'ils s'appliquent, puis établit une feuille de route chiffrée et jalonnée.",
        "Les migrations se déroulent par vagues, avec des plans de retour arrière testés. Une fois les charges de travail en production, notre service géré couvre supervision, correctifs, sauvegarde, optimisation des coûts et posture de sécurité, avec des rapports mensuels lisibles par vos équipes finance et risques.",
        "Parce que nous développons aussi des produits d'IA, nous concevons des landing zones prêtes pour les plateformes de données, l'hébergement de modèles et les charges de travail LLM : après la migration, l'étape suivante est l'innovation, pas une nouvelle reconstruction.",
      ],
      keyFeatures: [
        "Évaluations de maturité cloud et feuilles de route pluriannuelles",
        "Migration par vagues avec bascules répétées à l'avance",
        "Exploitation gérée 24 h/24, 7 j/7 sur AWS, Azure et Google Cloud",
        "Landing zones dotées de garde-fous pour l'identité, le réseau et les politiques",
        "Reporting FinOps et recommandations de redimensionnement",
        "Plateformes pour les charges de travail d'apprentissage automatique et de LLM",
      ],
      targetAudience:
        "Les organisations qui quittent leurs centres de données sur site, ou qui sont déjà dans le cloud mais peinent à en maîtriser les coûts, la sécurité ou la charge d'exploitation.",
      outcomes: [
        "Un plan de migration clair, avec des coûts validés avant le début des travaux",
        "Des dépenses d'infrastructure réduites grâce au redimensionnement et aux capacités réservées",
        "Des cycles de mise en production plus rapides sur des plateformes cloud natives",
        "Un socle prêt pour les projets d'analyse de données et d'IA",
      ],
      offerings: [
        {
          title: "Stratégie cloud",
          description:
            "Évaluation du portefeuille, choix du fournisseur et feuille de route par étapes, alignée sur vos objectifs métier et de conformité.",
        },
        {
          title: "Migration vers le cloud",
          description:
            "Réhébergement, changement de plateforme et refonte des applications et des bases de données, avec un minimum d'interruption.",
        },
        {
          title: "Services cloud gérés",
          description:
            "Supervision, correctifs, sauvegarde et maîtrise des coûts de votre environnement cloud, assurés par notre équipe d'exploitation.",
        },
        {
          title: "Sécurité du cloud",
          description:
            "Contrôle des identités, chiffrement, gestion de la posture et détection des menaces sur chaque compte et chaque abonnement.",
        },
        {
          title: "Développement cloud natif",
          description:
            "Applications conteneurisées et serverless, construites avec des pipelines CI/CD et l'infrastructure as code.",
        },
        {
          title: "IA et apprentissage automatique dans le cloud",
          description:
            "Pipelines de données, capacités GPU et hébergement de modèles configurés pour l'apprentissage automatique et les grands modèles de langage.",
        },
      ],
      benefits: [
        {
          title: "Une capacité à la demande",
          description: "Elle augmente avec les pics de trafic puis se réduit ensuite : vous ne payez que ce que vous utilisez.",
        },
        {
          title: "Une expertise multicloud",
          description:
            "Nos ingénieurs certifiés AWS, Azure et Google Cloud recommandent la plateforme la mieux adaptée à chaque charge de travail.",
        },
        {
          title: "Des contrôles prêts pour les régulateurs",
          description: "Garde-fous et dossiers de preuves facilitent les audits au titre du RMiT, de la PDPA et de l'ISO 27001.",
        },
        {
          title: "Des livraisons plus rapides",
          description:
            "Grâce aux pipelines automatisés, les équipes de développement livrent des mises à jour chaque jour plutôt que chaque trimestre.",
        },
        {
          title: "Des coûts maîtrisés",
          description:
            "Des revues FinOps mensuelles repèrent les ressources inutilisées et les remises sur engagement avant l'arrivée de la facture.",
        },
        {
          title: "Une reprise testée",
          description: "Sauvegardes et bascule entre régions sont répétées selon un calendrier, pas seulement configurées.",
        },
      ],
      ctaLabel: "Libérez le potentiel de votre cloud",
      enquiryLabel: "Se renseigner sur nos services cloud gérés",
      enquiryText:
        "Dites-nous où s'exécutent aujourd'hui vos charges de travail, sur site ou déjà dans le cloud : nous évaluerons votre environnement et vous proposerons un plan de migration, de maîtrise des coûts et d'exploitation au quotidien.",
    },
  },
  storage: {
    source: "6be3d6d0511c",
    text: {
      name: "Services de stockage",
      tagline: "Un stockage sûr et évolutif, qui protège vos données d'aujourd'hui et les prépare à l'IA de demain.",
      description:
        "Nous concevons et gérons votre stockage, des baies sur site au stockage objet dans le cloud, avec sauvegarde, archivage et chiffrement intégrés. Grâce à une hiérarchisation pilotée par l'IA, les données actives restent rapides d'accès et les données froides peu coûteuses.",
      detailedDescription: [
        "Les volumes de données augmentent chaque année, contrairement aux budgets de stockage. Notre service de stockage remet de l'ordre dans les partages de fichiers tentaculaires, les SAN vieillissants et les buckets cloud laissés sans gestion. Nous classons ce que vous détenez, le plaçons sur le niveau de stockage le plus adapté et définissons des règles de cycle de vie pour que les anciennes données soient déplacées ou supprimées automatiquement.",
        "La protection fait partie de la même conception. Des sauvegardes immuables protègent contre les rançongiciels, les points de restauration sont testés régulièrement et les archives à long terme respectent les durées de conservation applicables aux dossiers financiers, médicaux et administratifs. Les clés de chiffrement peuvent rester sous votre contrôle de bout en bout.",
        "Pour les organisations qui préparent des projets d'IA, nous organisons et cataloguons également les données afin que les équipes d'analyse et d'entraînement des modèles trouvent rapidement des jeux de données fiables.",
      ],
      keyFeatures: [
        "Stockage bloc, fichier et objet, sur site et dans le cloud",
        "Sauvegardes immuables hors site, avec tests de restauration planifiés",
        "Archivage par règles pour la conservation des documents réglementés",
        "Chiffrement au repos et en transit, avec des clés gérées par le client",
        "Hiérarchisation automatique selon les habitudes d'accès",
      ],
      targetAudience:
        "Les organisations dont les données croissent vite ou sont réglementées, notamment les hôpitaux, les établissements financiers, les groupes de médias et les industriels.",
      outcomes: [
        "Un coût par téraoctet réduit, les données froides passant sur des niveaux moins chers",
        "Une restauration fiable après un rançongiciel ou une suppression accidentelle",
        "Des preuves de conservation et de chiffrement pour les auditeurs",
        "Des données bien organisées, prêtes pour l'analyse et l'IA",
      ],
      offerings: [
        {
          title: "Solutions de stockage évolutives",
          description:
            "Une capacité qui passe du téraoctet au pétaoctet, sur baies comme en stockage objet cloud, sans refonte de l'architecture.",
        },
        {
          title: "Sauvegarde et restauration",
          description:
            "Des sauvegardes automatisées et immuables, avec des objectifs de reprise définis et des tests de restauration vérifiables.",
        },
        {
          title: "Archivage des données",
          description:
            "Des archives consultables et peu coûteuses, conformes aux règles de conservation des documents financiers, médicaux et publics.",
        },
        {
          title: "Sécurité et chiffrement du stockage",
          description:
            "Chiffrement, contrôle d'accès et alertes sur les anomalies pour protéger les données stockées contre le vol et l'altération.",
        },
        {
          title: "Gestion du cycle de vie des données",
          description:
            "Des règles qui déplacent, conservent ou suppriment automatiquement les données selon leur ancienneté, leur valeur et leur statut juridique.",
        },
        {
          title: "Stockage optimisé par l'IA",
          description:
            "L'apprentissage automatique anticipe les habitudes d'accès pour placer les données sur le bon niveau et signaler tôt les risques de saturation.",
        },
      ],
      benefits: [
        {
          title: "Rapide là où ça compte",
          description:
            "Les données les plus utilisées résident sur du stockage flash, pour des applications et des analyses toujours réactives.",
        },
        {
          title: "Un entretien sans intervention",
          description:
            "Les règles de cycle de vie assainissent le stockage en continu : plus personne n'a à nettoyer les partages à la main.",
        },
        {
          title: "Résilience face aux rançongiciels",
          description:
            "Les copies immuables ne peuvent être ni modifiées ni supprimées, même avec des identifiants d'administrateur volés.",
        },
        {
          title: "Des restaurations rapides",
          description: "Fichiers isolés ou systèmes entiers sont restaurés en quelques minutes à partir de sauvegardes indexées.",
        },
        {
          title: "La souplesse de l'hybride",
          description: "Associez baies sur site et niveaux de stockage cloud, et gérez l'ensemble avec un seul jeu de règles.",
        },
        {
          title: "Vos clés, vos données",
          description: "Grâce aux clés de chiffrement gérées par vos soins, vos données sensibles ne sont lisibles que par vous.",
        },
      ],
      ctaLabel: "Sécurisez l'avenir de vos données",
      enquiryLabel: "Se renseigner sur nos services de stockage gérés",
      enquiryText:
        "Parlez-nous du volume de vos données et de leur rythme de croissance : nous examinerons vos baies, vos sauvegardes et vos règles de conservation, puis vous proposerons un plan de stockage qui les protège dans la durée.",
    },
  },
  security: {
    source: "9a44fa08b3de",
    text: {
      name: "Services de sécurité",
      tagline: "Une cyberdéfense assistée par l'IA, surveillée 24 h/24 par notre centre des opérations de sécurité.",
      description:
        "Notre service de sécurité géré détecte, contient et analyse les menaces qui visent vos utilisateurs, vos terminaux, vos réseaux et votre cloud. Il associe analyses pilotées par l'IA, analystes expérimentés et rapports de conformité clairs.",
      detailedDescription: [
        "Les attaquants ciblent de plus en plus les organisations d'Asie du Sud-Est par hameçonnage, rançongiciels et compromission de la messagerie professionnelle, et les équipes de sécurité réduites peinent à suivre. Notre centre des opérations de sécurité (SOC) de Kuala Lumpur surveille votre environnement jour et nuit, en corrélant les signaux issus des terminaux, de la messagerie, des identités, du réseau et du cloud pour distinguer les véritables attaques du bruit de fond.",
        "Lorsqu'une menace est détectée, nos analystes interviennent dans les délais convenus : isolement des appareils, désactivation des comptes compromis et accompagnement de votre équipe pendant la remise en état. Nous recherchons ensuite la cause première et comblons les failles qui l'ont rendue possible.",
        "Au-delà de la détection et de la réponse, nous vous aidons à bâtir des défenses durables : renforcement des identités, protection des données, audits réguliers et preuves à produire au titre de cadres tels que l'ISO 27001, la norme PCI DSS et le Cyber Security Act 2024 malaisien.",
      ],
      keyFeatures: [
        "Surveillance de la sécurité et recherche de menaces 24 h/24, 7 j/7",
        "Détection et réponse étendues (XDR) sur les terminaux, la messagerie et le cloud",
        "Gestion des identités et des accès avec authentification multifacteur",
        "Contrat de réponse aux incidents avec investigation numérique",
        "Gestion des vulnérabilités et tests d'intrusion",
        "Audits de conformité et rapports de sécurité destinés au conseil d'administration",
      ],
      targetAudience:
        "Les organisations qui détiennent des données sensibles de clients ou de citoyens et ont besoin d'une protection experte et permanente, sans constituer une équipe de sécurité complète.",
      outcomes: [
        "Des menaces détectées et contenues en quelques minutes plutôt qu'en plusieurs jours",
        "Une exposition réduite aux identifiants compromis et aux systèmes non corrigés",
        "Des preuves prêtes pour l'audit à l'intention des régulateurs, des clients et des assureurs",
        "Une feuille de route sécurité claire et hiérarchisée pour la direction",
      ],
      offerings: [
        {
          title: "Détection des menaces",
          description:
            "Corrélation par l'IA des journaux et de la télémétrie pour repérer intrusions, logiciels malveillants et abus internes au moment où ils se produisent.",
        },
        {
          title: "Chiffrement et confidentialité des données",
          description:
            "Classification, chiffrement et prévention des fuites de données pour protéger les informations personnelles et confidentielles.",
        },
        {
          title: "Gestion des identités et des accès",
          description:
            "Authentification unique, authentification multifacteur et principe du moindre privilège, revus à intervalles réguliers.",
        },
        {
          title: "Réponse aux incidents et investigation",
          description:
            "Confinement rapide, préservation des preuves et recherche de la cause première en cas de suspicion de violation.",
        },
        {
          title: "Audits de sécurité et conformité",
          description:
            "Analyses d'écarts, tests d'intrusion et preuves de contrôle rattachées à l'ISO 27001, à la norme PCI DSS et à la réglementation locale.",
        },
        {
          title: "Services de sécurité gérés",
          description:
            "Un centre des opérations de sécurité externalisé, avec des analystes attitrés, des délais de réponse convenus et des revues mensuelles.",
        },
      ],
      benefits: [
        {
          title: "Un confinement rapide",
          description:
            "Des playbooks automatisés isolent les appareils infectés et bloquent les expéditeurs malveillants en quelques minutes.",
        },
        {
          title: "Compatible avec vos outils",
          description:
            "Dans la mesure du possible, nous travaillons avec les solutions de protection des terminaux, de pare-feu et d'identité dont vous avez déjà les licences.",
        },
        {
          title: "Une vigilance permanente",
          description: "Nos analystes surveillent votre environnement la nuit, le week-end et les jours fériés.",
        },
        {
          title: "Moins de fatigue liée aux alertes",
          description:
            "Le tri par l'IA écarte les faux positifs : votre équipe ne voit que les incidents qui demandent une décision.",
        },
        {
          title: "Des rapports clairs",
          description:
            "Des synthèses mensuelles traduisent les constats techniques en termes de risque pour la direction et le conseil d'administration.",
        },
        {
          title: "Une conformité sereine",
          description: "Contrôles et preuves sont rattachés aux référentiels qu'attendent vos auditeurs et vos régulateurs.",
        },
      ],
      ctaLabel: "Renforcez votre cybersécurité",
      enquiryLabel: "Se renseigner sur nos services de sécurité gérés",
      enquiryText:
        "Dites-nous ce que vous devez protéger : nous évaluerons les risques qui pèsent sur vos utilisateurs, vos terminaux, vos réseaux et votre cloud, puis vous proposerons une surveillance et une réponse aux incidents 24 h/24, avec des rapports de conformité clairs.",
    },
  },
} satisfies NonNullable<LocaleContent["services"]>;
