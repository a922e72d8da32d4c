import type { LocaleContent } from "@/content/units";

/** fr: products. */
export const products1 = {
  "voice-bot": {
    source: "0dc14c74c85c",
    text: {
      name: "Bot vocal",
      tagline:
        "Des agents vocaux IA à la voix naturelle qui répondent aux appels de vos clients, les orientent et règlent leurs demandes en malais, en anglais et en chinois, 24 h/24.",
      topFeatures: [
        "Reconnaissance vocale adaptée aux accents malaisiens et aux changements de langue en cours de phrase",
        "Réponses orales en moins de 5 secondes, même aux pics d'appels",
        "Voix multilingue en Bahasa Malaysia, anglais, mandarin et cantonais",
        "Routage intelligent des appels, avec transmission de tout le contexte aux conseillers",
        "Libre-service pour les soldes, réservations, suivis de commande et paiements",
        "Campagnes d'appels sortants pour rappels, recouvrement et enquêtes",
        "Authentification des appelants par code OTP et questions de sécurité",
        "Détection des émotions pour transférer tôt les appelants mécontents",
        "Intégration par API avec le CRM, l'outil de ticketing et les systèmes métier",
        "Transcriptions d'appels, suivi du taux de traitement automatisé et tableaux de bord analytiques",
      ],
      detailedDescription: [
        "Le bot vocal de Nusantara AI est un agent vocal conversationnel qui décroche chaque appel dès la première sonnerie. Il traite chaque demande comme le ferait un conseiller bien formé. Les appelants parlent naturellement au lieu de taper sur les touches du clavier ; le bot comprend leur intention, pose des questions de précision et mène la demande à son terme. Fondé sur nos propres modèles de parole et de langage, il s'accommode des accents malaisiens, des phrases qui mêlent plusieurs langues et du bruit de fond d'une rue animée ou d'un atelier.",
        "Les demandes courantes (consultation de solde, modification de rendez-vous, suivi de livraison, réinitialisation de mot de passe) sont traitées de bout en bout : c'est ainsi que nos clients réduisent généralement la charge de leur centre d'appels jusqu'à 60 %. La réponse arrive en moins de 5 secondes : fini l'attente en musique. Lorsqu'une conversation exige un interlocuteur humain, le bot la transfère avec un résumé écrit, l'identité vérifiée de l'appelant et la transcription complète.",
        "Le bot se connecte à votre téléphonie existante, qu'il s'agisse d'un PBX cloud Nusantara AI, d'un centre de contact Genesys ou Cisco, ou de trunks SIP d'un opérateur local. Les équipes métier conçoivent les scénarios d'appel dans un éditeur visuel, les testent sur des appels enregistrés et publient leurs modifications sans attendre une mise en production informatique. Chaque conversation est transcrite, évaluée et consultable pour le contrôle qualité.",
        "Par défaut, les données restent dans des centres de données situés en Malaisie, chiffrées en transit et au repos, avec contrôle d'accès par rôle et règles de conservation alignées sur le Personal Data Protection Act 2010. Notre équipe définit avec vous les premiers cas d'usage, entraîne le bot sur vos enregistrements d'appels et votre base de connaissances, puis l'ajuste chaque semaine pendant les trois premiers mois d'exploitation.",
      ],
      useCases: [
        {
          title: "Lignes d'assistance bancaires et d'assurance",
          description:
            "Vérifiez l'identité des appelants, annoncez soldes et détails de contrat, bloquez les cartes perdues et enregistrez les déclarations de sinistre sans conseiller, en réservant les cas complexes aux spécialistes.",
        },
        {
          title: "Prise de rendez-vous",
          description:
            "Cliniques, centres de service et guichets administratifs permettent aux appelants de réserver, déplacer ou annuler un créneau en conversation naturelle, avec synchronisation en direct de l'agenda.",
        },
        {
          title: "Suivi des commandes et des livraisons",
          description:
            "Distributeurs et logisticiens répondent instantanément aux appels sur l'état des colis en interrogeant le système de suivi, puis envoient par SMS un lien de suivi en temps réel.",
        },
        {
          title: "Rappels et recouvrement",
          description:
            "Des appels automatisés rappellent aux clients leurs échéances de paiement, renouvellements ou rendez-vous, enregistrent les promesses de paiement et transmettent les litiges au service recouvrement.",
        },
        {
          title: "Couverture hors horaires et en débordement",
          description:
            "Le bot répond quand toutes les lignes sont occupées ou que les bureaux sont fermés : il règle ce qu'il peut et programme des rappels pour le reste.",
        },
      ],
    },
  },
  "chat-bot": {
    source: "8e50301a8e16",
    text: {
      name: "Chatbot",
      tagline:
        "Un assistant conversationnel IA pour votre site web, WhatsApp et vos réseaux sociaux, qui répond aux questions, capte des prospects et finalise des transactions.",
      topFeatures: [
        "Déploiement sur site web, WhatsApp, Facebook Messenger, Instagram et Telegram",
        "Réponses fondées sur vos propres documents, FAQ et catalogue produits",
        "Compréhension du malais, de l'anglais, du chinois et des messages multilingues",
        "Captation et qualification des prospects, avec synchronisation automatique vers le CRM",
        "Parcours transactionnels pour réservations, commandes, paiements et remboursements",
        "Transfert vers un conseiller avec l'historique complet de la conversation",
        "Messages enrichis : carrousels, réponses rapides, formulaires et envoi de fichiers",
        "Éditeur de parcours sans code, avec gestion des versions et canal de préproduction",
        "Garde-fous qui maintiennent les réponses dans le ton de la marque et sur les sujets validés",
        "Analyse des conversations, rapports sur les questions sans réponse et enquêtes CSAT",
      ],
      detailedDescription: [
        "Le chatbot de Nusantara AI apporte à vos clients une réponse rapide et exacte là où ils préfèrent écrire, du widget de votre site web à WhatsApp et Facebook Messenger. Plutôt que d'imposer des menus à boutons rigides, il lit la question, recherche la règle ou la caractéristique produit pertinente dans vos sources de connaissances validées et répond dans la langue du client. Les consommateurs malaisiens passent souvent du malais à l'anglais ou au chinois au milieu d'une phrase : le bot suit sans difficulté.",
        "Au-delà des réponses, le bot agit. Il peut vérifier un stock, passer et modifier une commande, prendre un rendez-vous, émettre une étiquette de retour, encaisser un paiement via un lien sécurisé et ouvrir un ticket lorsqu'un suivi s'impose. Chaque action passe par des API authentifiées vers votre système e-commerce, CRM ou ERP : le client voit les données réelles de son compte, pas une réponse générique.",
        "Les équipes marketing et commerciales s'appuient sur le même assistant pour qualifier les visiteurs, recommander les produits adaptés et transmettre les prospects chauds au bon commercial, conversation à l'appui. Un éditeur sans code permet au personnel non technique d'ajuster les parcours, d'ajouter des promotions saisonnières et de tester chaque modification sur un canal de préproduction avant sa mise en ligne.",
        "Chaque réponse peut être rattachée à sa source, et des garde-fous empêchent le bot de s'avancer sur les prix, les conseils médicaux ou les questions juridiques en dehors des contenus que vous avez validés. Les tableaux de bord affichent le taux de traitement automatisé, le délai de résolution et les questions restées sans réponse : votre équipe dispose chaque semaine d'une liste claire des lacunes à combler dans la base de connaissances.",
      ],
      useCases: [
        {
          title: "Service client e-commerce",
          description:
            "Répondez à toute heure aux questions sur les tailles, la livraison et les retours, suivez les commandes et lancez les échanges sans attendre un conseiller.",
        },
        {
          title: "Génération de prospects dans l'immobilier et l'automobile",
          description:
            "Qualifiez les acheteurs selon leur budget, leur localisation et leur calendrier, puis réservez visites ou essais directement dans l'agenda de l'équipe commerciale.",
        },
        {
          title: "Support informatique et RH interne",
          description:
            "Les collaborateurs posent leurs questions sur leurs soldes de congés, leurs fiches de paie, la réinitialisation de mot de passe ou les règles internes dans Microsoft Teams, et obtiennent une réponse immédiate.",
        },
        {
          title: "Information et inscriptions dans l'enseignement",
          description:
            "Universités et organismes de formation guident les futurs étudiants parmi les formations, les frais et les dates de rentrée, et recueillent les candidatures dans le chat.",
        },
        {
          title: "Information sur les services publics",
          description:
            "Les administrations proposent un assistant unique qui explique démarches, pièces justificatives et adresses des guichets dans la langue choisie par l'usager.",
        },
      ],
    },
  },
  "video-bot": {
    source: "40f221a51eb9",
    text: {
      name: "Bot vidéo",
      tagline:
        "Un assistant vidéo IA plus vrai que nature, qui offre un service en face à face sur votre site web, vos bornes et vos applications mobiles.",
      category: "IA vidéo conversationnelle",
      heroTitle: "Le face-à-face client, animé par l'IA",
      heroSubtitle:
        "Un assistant vidéo plus vrai que nature qui accueille vos clients sur votre site web, vos bornes et vos applications, présente vos produits en images et fait intervenir un conseiller en visio dès qu'une touche humaine s'impose.",
      topFeatures: [
        "Présentateur numérique photoréaliste, avec synchronisation labiale et gestuelle naturelles",
        "Conversation orale en temps réel en malais, anglais et mandarin",
        "Visuels produits, formulaires et guides pas à pas affichés à l'écran",
        "Transfert vers un conseiller en visio au sein de la même session",
        "Avatar personnalisé à l'image de votre marque, de votre tenue et de votre ton",
        "Fonctionne dans les navigateurs, les applications mobiles et les bornes en libre-service, sans plug-in",
        "Parcours eKYC en option, avec capture de pièce d'identité et détection du vivant",
        "Sous-titres à l'écran et réglages d'accessibilité",
        "Enregistrement des sessions avec consentement, pour la conformité et la formation",
        "Analyse de l'engagement : durée de visionnage, abandons et conversion",
      ],
      detailedDescription: [
        "Le bot vidéo de Nusantara AI donne un visage accueillant et réaliste à votre service numérique. D'un clic, le visiteur lance la conversation : un assistant vidéo l'accueille de vive voix, écoute sa question et lui répond avec une voix naturelle, des expressions faciales et des visuels à l'écran. Il est pensé pour les moments où le texte seul paraît froid : ouvrir un compte, choisir une formule d'assurance ou apprendre à configurer un nouvel appareil.",
        "L'assistant peut présenter des diapositives, mettre en évidence des champs de formulaire, lancer des démonstrations produits et guider le client à chaque étape d'une démarche tout en répondant à ses questions. Comme il puise dans la même base de connaissances que nos chatbots et bots vocaux, l'information reste cohérente sur tous les canaux : une mise à jour faite une fois s'applique partout.",
        "Lorsqu'un client a besoin d'être rassuré ou qu'une décision humaine est requise, la session bascule en appel vidéo avec un conseiller qui voit toute la conversation précédente. Banques et opérateurs télécoms s'appuient sur ce schéma pour associer vérification d'identité automatisée et validation humaine : moins de passages en agence, sans perdre la relation personnelle.",
        "Les avatars sont créés à partir de présentateurs sous licence ou de vos propres collaborateurs, avec leur consentement écrit, et chaque session peut être sous-titrée, enregistrée et réexaminée. Le bot fonctionne dans les navigateurs récents et au sein d'applications Android ou iOS ; il peut aussi être installé sur des bornes d'accueil en agence bancaire, à l'hôpital, en centre commercial ou dans les centres de services publics.",
      ],
      useCases: [
        {
          title: "Ouverture de compte en ligne",
          description:
            "Guidez les demandeurs dans la capture de leur pièce d'identité, la vérification par selfie et le remplissage des formulaires, un conseiller rejoignant l'appel pour la validation finale.",
        },
        {
          title: "Démonstrations produits",
          description:
            "Montrez en images le fonctionnement d'un routeur, d'un appareil ou d'une fonctionnalité logicielle, en répondant aux questions pendant que le client regarde.",
        },
        {
          title: "Bornes en agence et à l'accueil",
          description:
            "Accueillez les visiteurs, délivrez des tickets de file d'attente et répondez aux questions courantes dans les banques, les cliniques et les administrations.",
        },
        {
          title: "Conseil en assurance et en finance",
          description:
            "Comparez les formules en images et recueillez les réponses à l'analyse des besoins avant d'orienter les prospects qualifiés vers un conseiller agréé.",
        },
        {
          title: "Intégration et formation des collaborateurs",
          description:
            "Proposez des sessions d'accueil interactives que les nouvelles recrues peuvent mettre en pause, interroger et revoir à leur rythme.",
        },
      ],
    },
  },
  "contact-center": {
    source: "3eeb77d92720",
    text: {
      name: "Centre de contact",
      tagline:
        "Un centre de contact dans le cloud qui réunit voix, chat, e-mail et messageries sociales, avec une assistance IA pour chaque conseiller.",
      topFeatures: [
        "Poste de travail unifié pour la voix, le chat, l'e-mail, WhatsApp et les réseaux sociaux",
        "Routage par compétences et par priorité entre équipes et sites",
        "Assistance IA en temps réel pour les conseillers : suggestions de réponses et fiches de connaissances",
        "Résumés d'appels et codes de qualification automatiques",
        "Numérotation sortante en mode prédictif, progressif et preview",
        "SVI et bot vocal IA en accueil, avec éditeur visuel de scénarios",
        "Murs d'écrans en temps réel, écoute, chuchotement et intervention des superviseurs",
        "Gestion des effectifs avec prévisions et planification des équipes",
        "Évaluation qualité par IA de chaque interaction enregistrée",
        "Connecteurs pour Salesforce, Microsoft Dynamics, Zendesk et les CRM internes",
      ],
      detailedDescription: [
        "Le centre de contact de Nusantara AI est une plateforme cloud qui rassemble toutes les conversations clients dans un espace de travail unique. Appels, chats en direct, e-mails, messages WhatsApp et commentaires sur les réseaux sociaux arrivent dans une seule file d'attente, sont routés vers le meilleur conseiller disponible et s'affichent à côté de l'historique du client. Les conseillers ne jonglent plus entre les onglets du navigateur, et les clients n'ont plus à se répéter quand ils changent de canal.",
        "L'IA travaille aux côtés de chaque conseiller, sans le remplacer. Pendant l'appel, elle transcrit la conversation, fait remonter le bon article de la base de connaissances, suggère la meilleure action suivante et rédige un résumé de clôture dès la fin de l'appel. Les nouvelles recrues deviennent opérationnelles plus vite, et les conseillers expérimentés consacrent leur temps aux situations qui demandent du discernement plutôt qu'à la prise de notes.",
        "Les superviseurs suivent les files d'attente, les niveaux de service et l'état des conseillers sur des murs d'écrans en temps réel ; depuis n'importe quel navigateur, ils peuvent écouter un appel, souffler des consignes au conseiller ou reprendre la main. La gestion des effectifs prévoit les volumes à partir de l'historique, y compris les pics des fêtes de Hari Raya et du Nouvel An chinois, et établit des plannings qui tiennent les niveaux de service.",
        "La plateforme repose sur une infrastructure résiliente en Malaisie, avec un engagement de disponibilité de 99,9 %, et vous ajustez le nombre de postes chaque mois, à la hausse comme à la baisse, sans acheter de matériel. Elle se connecte à votre CRM, à vos outils de ticketing et à vos opérateurs téléphoniques, et notre équipe de services gérés peut migrer un centre existant sur site en prévoyant une période de fonctionnement en parallèle pour limiter au maximum les perturbations.",
      ],
      useCases: [
        {
          title: "Service client",
          description:
            "Pilotez le service client entrant d'un opérateur télécom, d'un fournisseur d'énergie ou d'une banque sur les canaux vocaux et numériques, depuis une plateforme unique au reporting unifié.",
        },
        {
          title: "Vente et télémarketing",
          description:
            "Menez vos campagnes sortantes avec des modes de numérotation conformes, des scripts d'appel guidés et des fiches CRM mises à jour automatiquement.",
        },
        {
          title: "Équipes à distance et hybrides",
          description:
            "Les conseillers travaillent depuis chez eux ou depuis des bureaux satellites avec un simple navigateur et un casque, tandis que les superviseurs gardent une visibilité complète sur chaque file d'attente.",
        },
        {
          title: "Gestion des pics saisonniers",
          description:
            "Ajoutez des postes temporaires pour les soldes de fin d'année, la période fiscale ou les fêtes, puis libérez-les quand les volumes reviennent à la normale.",
        },
        {
          title: "Centres d'appels externalisés (BPO)",
          description:
            "Les prestataires hébergent plusieurs clients sur un même tenant, chacun avec son habillage, ses règles de routage et ses rapports de facturation.",
        },
      ],
    },
  },
  "cloud-telephony": {
    source: "db7b59d005ec",
    text: {
      name: "Téléphonie cloud",
      tagline:
        "Un système téléphonique cloud entièrement géré, avec numéros locaux, routage intelligent des appels et fonctions d'IA, opérationnel en quelques jours plutôt qu'en plusieurs mois.",
      topFeatures: [
        "PBX hébergé avec postes, groupes d'appel et groupes de recherche",
        "Numéros géographiques malaisiens, 1-300 et 1-800, avec portabilité",
        "Softphones pour Windows, macOS, Android et iOS",
        "Provisionnement automatique des téléphones IP de bureau des grands fabricants",
        "Standard automatique multiniveau, avec règles selon l'heure et les jours fériés",
        "Enregistrement des appels avec transcriptions IA consultables",
        "Messagerie vocale transférée par e-mail avec transcription automatique",
        "Intégration Direct Routing pour Microsoft Teams",
        "Statistiques d'appels en temps réel, alertes d'appels manqués et rapports d'utilisation",
        "Administration multisite depuis un portail web unique",
      ],
      detailedDescription: [
        "La téléphonie cloud de Nusantara AI remplace le vieil autocommutateur de la salle serveurs par un système téléphonique dans le cloud, géré pour vous. Les collaborateurs conservent leurs postes et leurs lignes directes, et peuvent répondre sur un téléphone de bureau, un ordinateur portable ou une application mobile en présentant la même identité d'entreprise. Déménager ou ouvrir une nouvelle agence devient une simple modification de configuration, et non plus un chantier de câblage.",
        "Les administrateurs gèrent utilisateurs, scénarios d'appel, standards automatiques et calendriers de jours fériés depuis un portail web, avec prise d'effet immédiate. Les appels sont routés selon l'heure, la localisation de l'appelant ou le service, et les appels manqués déclenchent des alertes pour qu'aucune demande commerciale ne reste sans réponse. L'enregistrement et la transcription intégrés facilitent la relecture des conversations pour la formation ou le règlement des litiges.",
        "Nous fournissons des numéros locaux malaisiens, portons vos numéros existants depuis votre opérateur actuel et proposons des numéros gratuits et 1-300 pour vos lignes clients. Le trafic voix passe par des trunks SIP redondants de qualité opérateur, avec une surveillance continue de la qualité des appels, et le service s'intègre à Microsoft Teams pour que les collaborateurs passent et reçoivent leurs appels externes directement depuis le client Teams.",
        "La facturation par abonnement et par utilisateur supprime tout investissement initial, ce qui convient aussi bien aux PME en croissance qu'aux entreprises comptant des dizaines d'agences. Les fonctions d'IA, comme les résumés d'appels, les alertes sur mots-clés ou le bot vocal de Nusantara AI, s'activent quand vous le souhaitez et transforment un simple système téléphonique en une plateforme complète de relation client.",
      ],
      useCases: [
        {
          title: "Téléphonie de bureau pour PME",
          description:
            "Dotez une équipe en croissance de numéros professionnels, d'un standard automatique et d'applications mobiles, sans acheter ni entretenir d'autocommutateur.",
        },
        {
          title: "Réseaux de magasins et de cliniques",
          description:
            "Reliez vos points de vente répartis dans plusieurs États sous un même plan de numérotation, avec appels internes gratuits et reporting centralisé.",
        },
        {
          title: "Équipes nomades et de terrain",
          description:
            "Commerciaux et techniciens passent et reçoivent leurs appels professionnels sur leur mobile tout en gardant leur numéro personnel confidentiel.",
        },
        {
          title: "Lignes d'assistance clients",
          description:
            "Lancez une ligne 1-300 avec annonces d'attente, débordement et enregistrement des appels en quelques jours ouvrés.",
        },
        {
          title: "Téléphonie dans Microsoft Teams",
          description:
            "Activez les appels externes dans Teams pour que vos équipes utilisent une seule application pour le chat, les réunions et le téléphone.",
        },
      ],
    },
  },
  "omni-channel-solutions": {
    source: "2215ecf1a0e1",
    text: {
      name: "Solutions omnicanales",
      tagline:
        "Réunissez voix, messageries, e-mail et réseaux sociaux en un parcours client continu, avec un contexte partagé et l'automatisation par l'IA.",
      category: "Plateforme de relation client",
      heroTitle: "Tous les canaux, une seule conversation",
      heroSubtitle:
        "Unifiez voix, WhatsApp, chat web, e-mail, SMS et messageries sociales en un seul parcours client, avec une IA qui garde en mémoire le contexte de chaque point de contact.",
      idealFor:
        "Les moyennes et grandes organisations de la distribution, de la banque, des télécommunications, de la santé et du secteur public qui servent leurs clients sur plusieurs canaux et veulent une vue unique de chaque conversation.",
      topFeatures: [
        "Boîte de réception unifiée pour la voix, WhatsApp, le chat web, l'e-mail, les SMS, Facebook, Instagram et Telegram",
        "Profil client unique qui suit la conversation d'un canal à l'autre",
        "Changement de canal sans perte d'historique ni de contexte",
        "Bots IA sur chaque canal, adossés à une base de connaissances commune",
        "Orchestration des parcours avec déclencheurs, règles et relances automatiques",
        "Notifications proactives et campagnes de diffusion avec gestion des consentements",
        "Routage selon les compétences, la langue, la priorité et la valeur client",
        "Connecteurs pour CRM, ERP, e-commerce et plateformes de données clients",
        "Analyses multicanales des parcours, de la résolution et de l'effort client",
        "Contrôles du consentement, de la conservation et de l'audit alignés sur les exigences de la PDPA",
      ],
      detailedDescription: [
        "Les clients ne raisonnent plus en canaux. Ils voient une publicité sur Instagram, posent une question sur WhatsApp, appellent la hotline puis finalisent leur achat sur votre site web, en s'attendant à être reconnus à chaque étape. Les solutions omnicanales de Nusantara AI relient ces points de contact en une seule conversation : chaque conseiller et chaque bot voit tout l'historique avant de répondre.",
        "Au cœur de la plateforme, un profil client unifié rapproche les identités associées aux numéros de téléphone, aux adresses e-mail et aux comptes sociaux. Les messages de chaque canal sont regroupés sur une même chronologie, avec les commandes, les tickets et l'issue des échanges précédents. Quand un client passe du chat au téléphone, le conseiller reprend exactement là où la dernière interaction s'était arrêtée.",
        "L'orchestration des parcours vous permet de définir la réaction de l'entreprise d'un canal à l'autre : un appel manqué peut déclencher un message WhatsApp, un panier abandonné une relance, et une réclamation sur les réseaux sociaux l'ouverture d'un dossier prioritaire. Les bots IA traitent les demandes courantes sur chaque canal à partir d'une base de connaissances commune, tandis que le routage dirige les cas complexes vers le bon spécialiste.",
        "Comme chaque interaction est enregistrée au même endroit, le reporting reflète enfin l'expérience réelle du client plutôt que des statistiques cloisonnées par canal. Les managers voient le délai de résolution de bout en bout, le taux de recontact et l'effort client, et repèrent précisément les parcours qui créent des frictions. Préférences de consentement et règles de conservation des données sont appliquées de façon centralisée, pour vous aider à respecter vos obligations au titre de la PDPA.",
      ],
      useCases: [
        {
          title: "Parcours d'achat en magasin et en ligne",
          description:
            "Reliez publicités sociales, demandes WhatsApp, paiement en ligne et retrait en magasin pour que les acheteurs obtiennent des réponses cohérentes et des nouvelles de leur commande au bon moment.",
        },
        {
          title: "Continuité du service bancaire",
          description:
            "Permettez à vos clients d'ouvrir une contestation de carte dans l'application, de la poursuivre par téléphone et de recevoir la décision par e-mail, sans jamais répéter les détails.",
        },
        {
          title: "Service client télécom",
          description:
            "Traitez changements de forfait, avis de panne et questions de facturation sur tous les canaux, avec une seule équipe et une seule chronologie client.",
        },
        {
          title: "Communication avec les patients",
          description:
            "Coordonnez rappels de rendez-vous, consignes avant consultation et messages de suivi des soins sur le canal que chaque patient préfère.",
        },
        {
          title: "Services aux usagers du secteur public",
          description:
            "Laissez aux usagers le choix entre hotline, chat web et messagerie pour leurs demandes et renouvellements, avec un état du dossier visible par chaque agent.",
        },
      ],
      benefits: [
        "Une vue unique de chaque client sur tous les canaux, pour les conseillers comme pour les bots",
        "Moins de recontacts, car les clients n'ont jamais à expliquer deux fois leur problème",
        "Une résolution plus rapide grâce au routage contextuel vers la bonne équipe",
        "Un engagement accru grâce à des messages personnalisés et proactifs sur le canal préféré de chaque client",
        "Des coûts d'exploitation réduits en automatisant les demandes courantes avec des bots IA partagés",
        "Une gestion centralisée des consentements et une gouvernance des données sur chaque point de contact",
      ],
      faqs: [
        {
          question: "Quels canaux la plateforme omnicanale peut-elle connecter ?",
          answer:
            "En standard, nous prenons en charge la voix, la plateforme WhatsApp Business, le chat web et in-app, l'e-mail, les SMS, Facebook Messenger, Instagram, Telegram et LINE. D'autres canaux, y compris vos propres applications mobiles, peuvent être ajoutés grâce à notre API de messagerie ouverte.",
        },
        {
          question: "Devons-nous remplacer notre centre de contact ou notre CRM actuel ?",
          answer:
            "Non. La plateforme s'intègre aux principaux CRM et systèmes de centre de contact, dont Salesforce, Microsoft Dynamics et Genesys : vous préservez vos investissements et ajoutez les fonctions omnicanales par étapes.",
        },
        {
          question: "Combien de temps dure un déploiement type ?",
          answer:
            "Un déploiement Essentiel sur deux ou trois canaux numériques est généralement en service en quatre à six semaines. Les programmes plus vastes, avec intégration de la voix, orchestration des parcours et connecteurs sur mesure, prennent en général huit à seize semaines et sont livrés par phases.",
        },
        {
          question: "Où sont stockées les données de nos clients ?",
          answer:
            "Par défaut, les données clients sont hébergées dans des centres de données en Malaisie et chiffrées en transit et au repos. Un hébergement régional est possible pour les clients multinationaux, et chaque déploiement inclut un contrôle d'accès par rôle et des journaux d'audit.",
        },
      ],
      packages: [
        {
          name: "Essentiel",
          features: [
            "Jusqu'à trois canaux numériques, dont WhatsApp et le chat web",
            "Boîte de réception partagée avec profils clients unifiés",
            "Chatbot IA préconfiguré pour automatiser les FAQ",
            "Rapports standard et enquêtes CSAT",
            "Support par e-mail aux heures ouvrées",
          ],
          idealFor: "PME et équipes mono-marque qui passent de boîtes de réception séparées à un espace de travail partagé",
        },
        {
          name: "Croissance",
          features: [
            "Tous les canaux numériques, plus la voix cloud intégrée",
            "Orchestration des parcours avec relances automatiques",
            "Connecteurs CRM et e-commerce",
            "Routage par compétences et par langue",
            "Analyse des parcours multicanaux",
            "Support prioritaire avec un responsable de la réussite client dédié",
          ],
          idealFor: "Entreprises en croissance qui mènent vente et service sur les canaux vocaux et numériques",
        },
        {
          name: "Entreprise",
          features: [
            "Canaux, marques et entités illimités",
            "Connecteurs sur mesure vers le core banking, l'ERP et les systèmes historiques",
            "Nusantara LLM avec assistance en temps réel aux conseillers",
            "Hébergement dédié ou régional avec contrôles de sécurité renforcés",
            "Modules de gestion des effectifs et de la qualité",
            "Support 24 h/24 avec un niveau de service garantissant 99,9 % de disponibilité",
          ],
          idealFor: "Grandes entreprises, secteurs réglementés et organisations multimarques aux besoins d'intégration complexes",
        },
      ],
      primaryButton: {
        label: "Demander une démo omnicanale",
      },
      secondaryButton: {
        label: "Découvrir les fonctionnalités",
      },
    },
  },
  "large-language-model": {
    source: "7d0b4e5eacf8",
    text: {
      name: "Grand modèle de langage (LLM)",
      tagline:
        "Notre propre grand modèle de langage, Nusantara LLM, optimisé pour un usage professionnel en malais, en anglais et en chinois, et déployable dans notre cloud ou le vôtre.",
      topFeatures: [
        "Optimisé pour la langue des affaires en Bahasa Malaysia, en anglais et en chinois",
        "Comprend les alternances de langue propres à la Malaisie, les termes locaux et les formules de politesse",
        "Génération augmentée par récupération (RAG) sur vos documents privés",
        "Affinage sur les données de l'entreprise, avec des adaptateurs isolés qui vous appartiennent",
        "Déploiement dans le cloud malaisien, en cloud privé ou sur vos GPU sur site",
        "API compatible OpenAI, avec SDK pour Python, JavaScript et Java",
        "Synthèse, rédaction, traduction, classification et extraction",
        "Appel de fonctions et utilisation d'outils pour des workflows agentiques",
        "Garde-fous de sécurité, masquage des données personnelles et restriction des sujets",
        "Suivi de la consommation, tableaux de bord d'évaluation et journaux d'audit",
      ],
      detailedDescription: [
        "Nusantara LLM est le grand modèle de langage développé par Nusantara AI pour les entreprises de Malaisie et d'Asie du Sud-Est. Les modèles mondiaux butent souvent sur le Bahasa Malaysia, les messages clients qui mêlent plusieurs langues et la terminologie commerciale locale ; le nôtre a été affiné sur des textes sélectionnés en malais, en anglais et en chinois, dont de la correspondance officielle, des formulaires administratifs et la langue de tous les jours. Résultat : un modèle qui écrit et raisonne comme communiquent réellement vos clients et vos équipes.",
        "Le modèle alimente nos bots vocaux, chatbots et bots vidéo, et vos développeurs peuvent aussi l'utiliser via une API compatible OpenAI. Les équipes s'en servent pour résumer des rapports, rédiger courriers et propositions, traduire des documents entre les trois langues, classer les e-mails entrants, extraire des champs de factures et répondre à des questions sur les bases de connaissances internes, avec renvoi vers les sources.",
        "Les secteurs sensibles peuvent exécuter Nusantara LLM là où se trouvent déjà leurs données. Nous proposons un service mutualisé hébergé dans des centres de données en Malaisie, des instances privées dédiées et un déploiement sur site sur vos propres serveurs GPU. Vos prompts et vos documents ne servent jamais à entraîner des modèles partagés, et les adaptateurs affinés à partir de vos données restent votre propriété.",
        "Des garde-fous masquent les données personnelles, bloquent les sujets interdits et ancrent les réponses dans les sources validées, tandis que des tableaux de bord d'évaluation mesurent la précision, la latence et le coût de chaque cas d'usage. Nos architectes solutions vous aident à repérer les workflows à forte valeur, à bâtir une preuve de concept en quelques semaines et à la passer en production avec supervision et gouvernance en place dès le premier jour.",
      ],
      useCases: [
        {
          title: "Assistant de connaissances d'entreprise",
          description:
            "Les collaborateurs interrogent le modèle sur les règles internes, les procédures et les manuels techniques, et reçoivent des réponses sourcées tirées des documents internes.",
        },
        {
          title: "Rédaction et synthèse de documents",
          description:
            "Produisez les premières versions de courriers, de réponses à appels d'offres et de rapports, et ramenez de longs comptes rendus ou contrats à l'essentiel.",
        },
        {
          title: "Traduction et localisation multilingues",
          description:
            "Traduisez contenus produits, avis et réponses aux clients entre le malais, l'anglais et le chinois, en conservant le ton et la terminologie métier appropriés.",
        },
        {
          title: "Tri des e-mails et des tickets",
          description:
            "Classez les demandes entrantes par sujet, urgence et tonalité, extrayez les informations clés et routez automatiquement chacune vers la bonne équipe.",
        },
        {
          title: "Extraction de données de formulaires et de factures",
          description:
            "Récupérez les champs structurés de formulaires numérisés, de factures et de demandes de remboursement dans l'ERP ou l'outil de gestion des dossiers, et réduisez la saisie manuelle.",
        },
        {
          title: "Copilote pour développeurs et analystes",
          description:
            "Générez des requêtes SQL, expliquez du code inconnu et rédigez des commentaires de rapport à partir des données, pour les équipes techniques et financières.",
        },
      ],
    },
  },
  "itsm-app": {
    source: "3990b61009ba",
    text: {
      name: "Gestion des services informatiques (ITSM)",
      tagline:
        "Un centre de services aligné sur ITIL qui s'appuie sur l'IA pour trier les tickets, traiter les demandes courantes et assurer la continuité des services informatiques.",
      topFeatures: [
        "Tri des tickets par IA : catégorisation, priorisation et routage automatiques des incidents",
        "Portail en libre-service avec agent virtuel pour les réinitialisations de mot de passe et les demandes d'accès",
        "Gestion des incidents, des problèmes et des changements selon les pratiques ITIL 4",
        "Compteurs SLA avec prédiction des dépassements et escalade automatique",
        "Base de données de gestion des configurations (CMDB) avec cartographie des dépendances entre services",
        "Base de connaissances qui rédige de nouveaux articles à partir des tickets résolus",
        "Catalogue de services avec circuits de validation et traitement des demandes",
        "Suivi du cycle de vie des actifs informatiques, de l'achat à la mise au rebut",
        "Cellule de crise pour incidents majeurs, avec information des parties prenantes par Teams, e-mail et SMS",
        "Tableaux de bord du MTTR, de la résolution au premier contact et de la charge des techniciens",
      ],
      detailedDescription: [
        "La gestion des services informatiques offre un point d'entrée unique aux équipes IT internes et aux prestataires de services gérés. Chaque incident, chaque demande et chaque changement y est enregistré, suivi et résolu. Conçue autour des pratiques ITIL 4, elle remplace les boîtes mail partagées et les tableurs par des workflows structurés, une base de données de gestion des configurations et des accords de niveau de service clairs. Les collaborateurs signalent leurs problèmes via un portail web, par e-mail, dans Microsoft Teams ou auprès d'un chatbot, et chaque ticket conserve tout son historique, du premier signalement à la clôture.",
        "L'IA intervient dès l'entrée de la file d'attente. Notre modèle de langage lit chaque nouveau ticket, identifie le service concerné, propose une catégorie et une priorité, et l'oriente vers le bon groupe de résolution avant même qu'un technicien ne l'ouvre. Les demandes courantes, comme la réinitialisation d'un mot de passe, l'installation d'un logiciel ou l'accès à une boîte mail, sont traitées de bout en bout par l'agent virtuel, tandis que les incidents similaires passés et les articles de connaissances pertinents sont proposés aux ingénieurs au fil de leur travail.",
        "Pour les responsables informatiques, l'analyse prédictive signale les tickets susceptibles de dépasser leur SLA, les grappes d'incidents liés qui trahissent un problème sous-jacent et les changements présentant un risque élevé au vu des résultats passés. La plateforme fonctionne dans notre région cloud malaisienne ou sur site, s'intègre à Active Directory, Microsoft Intune et aux outils de supervision courants, et conserve les pistes d'audit utiles aux évaluations ISO/IEC 20000 et ISO/IEC 27001.",
      ],
      useCases: [
        {
          title: "Centre de services d'entreprise",
          description:
            "Regroupez le support informatique de milliers de collaborateurs répartis entre plusieurs agences dans un portail unique, avec un routage par IA qui supprime le tri manuel des tickets et réduit le délai de première réponse.",
        },
        {
          title: "Exploitation pour les prestataires de services gérés",
          description:
            "Gérez depuis une seule instance des centres de services distincts pour de nombreuses entreprises clientes, chacune avec ses SLA, son habillage et ses rapports de performance mensuels.",
        },
        {
          title: "Maîtrise des changements et des mises en production",
          description:
            "Évaluez les demandes de changement au regard de la CMDB, planifiez les fenêtres de maintenance et laissez le modèle de risque signaler les changements qui ressemblent à d'anciens déploiements ratés.",
        },
        {
          title: "Réponse aux incidents majeurs",
          description:
            "Ouvrez une cellule de crise coordonnée dès qu'un système critique tombe, prévenez automatiquement les utilisateurs concernés et consignez une revue post-incident avec l'analyse des causes profondes.",
        },
        {
          title: "Arrivées, mobilités et départs",
          description:
            "Déclenchez la création des comptes, la préparation de l'ordinateur portable et l'attribution des licences à partir d'une seule demande RH, puis révoquez les accès de façon fiable le dernier jour du collaborateur.",
        },
      ],
    },
  },
  "hrms-app": {
    source: "06fa904599ea",
    text: {
      name: "Système d'information RH (SIRH)",
      tagline:
        "Une plateforme RH complète pour les employeurs malaisiens, du recrutement à la paie et à la performance, avec une IA qui répond aux questions des collaborateurs 24 h/24.",
      topFeatures: [
        "Paie avec calcul automatique de l'EPF, de la SOCSO, de l'EIS et du PCB",
        "Assistant de recrutement IA qui trie les CV et classe les candidats",
        "Application en libre-service pour les fiches de paie, les congés et les notes de frais",
        "Chatbot RH qui répond aux questions sur les règles internes en anglais et en Bahasa Malaysia",
        "Gestion des congés avec droits personnalisés et calendriers des jours fériés de chaque État",
        "Notes de frais avec numérisation des justificatifs et circuit de validation",
        "Entretiens d'évaluation avec suivi des KPI et des OKR",
        "Intégration numérique avec signature électronique et collecte des documents",
        "Indicateurs de risque de départ fondés sur l'engagement et l'ancienneté",
        "Déclarations obligatoires, dont le Form EA, le Borang E et le CP8D",
      ],
      detailedDescription: [
        "Le système de gestion des ressources humaines réunit chaque étape du parcours collaborateur dans une plateforme sécurisée unique, de la demande de recrutement et de l'intégration à la paie, à la performance et au départ. Il est pensé pour le fonctionnement des organisations malaisiennes : cotisations obligatoires, jours fériés propres à chaque État, groupes multi-entités et personnel bilingue. Les équipes RH cessent de rapprocher des tableurs, les managers valident congés et notes de frais depuis leur téléphone, et les collaborateurs disposent enfin d'un lieu unique pour leurs fiches de paie, les règles internes et leurs données personnelles.",
        "L'IA prend en charge une grande partie des tâches répétitives. L'assistant de recrutement analyse les CV, les compare au profil de poste et produit une liste restreinte classée en expliquant chaque score, tandis que le chatbot RH répond à toute heure aux questions courantes sur les soldes de congés, les plafonds de remboursement et les avantages. La numérisation des justificatifs lit montants et commerçants sur les photos, et des contrôles d'anomalies signalent les heures supplémentaires ou les indemnités anormalement élevées avant le verrouillage de la paie.",
        "La direction gagne une vision plus nette de ses effectifs. Les tableaux de bord suivent les effectifs, le coût des heures supplémentaires, l'absentéisme et les délais de recrutement par service, et le modèle d'attrition met en évidence les équipes dont l'engagement et l'ancienneté laissent présager une hausse des démissions. Les données sont hébergées en Malaisie, avec contrôle d'accès par rôle et journaux d'audit pour vous aider à respecter vos obligations au titre de la PDPA, et la plateforme se connecte à notre application de gestion des temps et des présences ainsi qu'aux logiciels de comptabilité courants.",
      ],
      useCases: [
        {
          title: "Paie mensuelle des groupes multi-entités",
          description:
            "Traitez la paie de plusieurs sociétés d'un même groupe, avec numéros d'immatriculation, centres de coûts et fichiers bancaires distincts, puis générez le Form EA de fin d'année pour chaque salarié.",
        },
        {
          title: "Recrutement en volume",
          description:
            "Les employeurs de la distribution et de l'industrie qui examinent des centaines de candidatures pour des postes en équipes confient à l'IA la présélection des candidats et la planification automatique des entretiens.",
        },
        {
          title: "Désengorgement du support RH",
          description:
            "Le chatbot RH bilingue répond aux questions courantes sur les règles et les droits, et libère l'équipe RH pour les relations sociales et le développement des talents.",
        },
        {
          title: "Évaluation de la performance et des talents",
          description:
            "Menez les entretiens de mi-année et annuels avec des KPI pondérés, des sessions de calibrage et des plans de développement liés à l'historique de formation.",
        },
        {
          title: "Planification des effectifs",
          description:
            "Croisez les tendances d'effectifs, de coûts et d'attrition pour fixer les budgets de recrutement et repérer les services qui ont besoin de programmes de fidélisation avant le départ de personnes clés.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
