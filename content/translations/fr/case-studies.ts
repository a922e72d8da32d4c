import type { LocaleContent } from "@/content/units";

/** fr: caseStudies. */
export const caseStudies = {
  "chatbot-retail-success": {
    source: "a5558110645f",
    text: {
      title: "Le commerce conversationnel fait progresser de 25 % les ventes en ligne d'un distributeur national",
      industry: "Distribution",
      challenge:
        "Avec 64 magasins et une boutique en ligne en plein essor, l'équipe de support e-commerce de Kedai Mutiara, forte de huit personnes, répondait aux demandes avec jusqu'à quatre heures de retard, et les clients abandonnaient leur panier en attendant. Les questions sur le stock, la livraison et les retours arrivaient en trois langues, sur le site web, WhatsApp et Facebook Messenger.",
      solution:
        "Nusantara AI a déployé son chatbot sur ces trois canaux, en l'intégrant au catalogue produits, aux stocks des magasins et au système de gestion des commandes de l'enseigne. Le bot répond en Bahasa Malaysia, en anglais et en mandarin, recommande des produits, vérifie la disponibilité dans les magasins proches et transmet les cas complexes aux conseillers avec l'intégralité de la conversation.",
      results: [
        "Ventes en ligne en hausse de 25 % dans les six mois suivant le lancement",
        "68 % des demandes clients résolues de bout en bout sans conseiller",
        "Délai de première réponse ramené d'un maximum de quatre heures à moins de 5 secondes",
        "Paniers abandonnés en baisse de 18 % sur les sessions accompagnées par le chat",
      ],
      narrative: [
        "Kedai Mutiara Retail Group a débuté comme une simple boutique d'articles ménagers à Ipoh. C'est aujourd'hui une chaîne de 64 magasins répartis dans toute la Malaisie péninsulaire, qui vend des articles de cuisine, de l'ameublement et du petit électroménager. Lorsque le groupe a développé sa boutique en ligne en 2023, les commandes numériques ont progressé plus vite que toutes les prévisions. L'équipe de support client, elle, n'avait pas suivi : huit personnes traitaient tous les messages du site web, de WhatsApp et de Facebook Messenger, et pendant les promotions l'attente atteignait quatre heures.",
        "Le coût de ce retard apparaissait clairement dans les données. Les clients qui demandaient si un article était en stock dans leur magasin, ou si un canapé pouvait être livré à Kota Kinabalu avant Hari Raya, abandonnaient souvent avant d'avoir reçu une réponse. Les abandons de panier augmentaient, et une poignée de questions revenait dans la majorité des messages. La direction voulait des réponses plus rapides sans recruter une seconde équipe de support pour les pics saisonniers.",
        "Nusantara AI a commencé par une phase de cadrage de deux semaines, en analysant plus de 20 000 conversations passées pour repérer les demandes les plus importantes. Disponibilité des produits, délais de livraison, suivi de commande, retours et comparaisons de produits représentaient près des trois quarts des messages. Ces intentions sont devenues le cœur d'un chatbot directement relié au catalogue produits, au flux de stocks des magasins et au système de gestion des commandes de Kedai Mutiara, afin qu'il donne de vraies réponses plutôt que des extraits génériques de la politique commerciale.",
        "La langue a été un facteur décisif. Les clients de Kedai Mutiara écrivent en Bahasa Malaysia, en anglais et en mandarin, et mélangent souvent les trois dans un même message. Le bot a été entraîné sur les transcriptions anonymisées de l'enseigne, abréviations locales et surnoms de produits compris, et il répond dans la langue utilisée par le client. Lorsqu'une question nécessite une personne, par exemple une livraison endommagée ou une commande en gros pour un hôtel, le bot transfère la conversation à un conseiller avec les détails de la commande et l'historique de l'échange.",
        "L'équipe a aussi conçu le bot pour vendre, et pas seulement pour répondre. Quand un client s'intéresse à un cuiseur à riz, le bot peut comparer les modèles, signaler une promotion et confirmer quels magasins proches l'ont en rayon. Les clients peuvent ajouter des articles à leur panier sans quitter la conversation, sur WhatsApp comme sur le site web, et les relances de panier abandonné ne sont envoyées qu'à ceux qui les ont acceptées.",
        "Six mois après le lancement, les résultats étaient nets. Les ventes en ligne ont progressé de 25 %, et les sessions accompagnées par le chat convertissent à un taux plus de deux fois supérieur à celui de la navigation seule. Soixante-huit pour cent des demandes sont désormais résolues sans conseiller, les premières réponses arrivent en moins de cinq secondes à toute heure, et les abandons de panier ont reculé de 18 % sur les sessions où le bot est intervenu. L'équipe de support est restée à huit personnes pendant deux grandes saisons de soldes et consacre désormais son temps aux réclamations, aux commandes d'entreprise et aux suivis qui gagnent à une touche personnelle.",
        "Kedai Mutiara étend maintenant le bot à l'usage en magasin, pour que les vendeurs puissent vérifier le stock et les créneaux de livraison avec le même assistant, et teste le bot vocal sur sa ligne de commande téléphonique. Pour une enseigne bâtie sur un service de proximité chaleureux, le chatbot est devenu le moyen d'offrir ce même service à chaque client en ligne, à toute heure.",
      ],
    },
  },
  "voicebot-telecom-efficiency": {
    source: "9afd445bd758",
    text: {
      title: "Un bot vocal absorbe 40 % des appels d'un opérateur télécom régional",
      industry: "Télécommunications",
      challenge:
        "Le centre de contact de Selat Connect recevait environ 180 000 appels par mois, et un ancien menu à touches en orientait la plupart vers les conseillers, quelle que soit leur complexité. L'attente dépassait régulièrement sept minutes lors des pics de facturation de fin de mois, et chaque panne réseau déclenchait un afflux que le centre ne pouvait pas absorber.",
      solution:
        "Nusantara AI a remplacé le menu par un bot vocal en langage naturel qui comprend le Bahasa Malaysia et l'anglais, intégré aux systèmes de facturation, d'état du réseau et de comptes clients. Les appelants peuvent consulter leurs factures, convenir d'un échéancier de paiement, signaler un dérangement et écouter les informations sur les pannes ; dès qu'ils le demandent, ils sont transférés à un conseiller, accompagnés d'un résumé vocal.",
      results: [
        "40 % des appels entrants entièrement résolus par le bot vocal (délestage d'appels)",
        "Temps d'attente moyen ramené de plus de 7 minutes à moins de 90 secondes",
        "Coût par contact réduit de 22 % la première année",
        "Satisfaction client sur les appels automatisés : 4,3 sur 5",
      ],
      narrative: [
        "Selat Connect Telecommunications fournit des services mobiles, de fibre à domicile et de connectivité professionnelle à environ 1,2 million d'abonnés en Malaisie et dans le sud de la Thaïlande. Comme de nombreux opérateurs, il s'appuyait sur un menu à touches qui avait fini par compter plus de vingt options au fil des ans. Les clients le trouvaient déroutant, et la plupart appuyaient simplement sur zéro pour joindre un conseiller. Résultat : environ 180 000 appels par mois arrivaient sur une équipe de 240 personnes, et beaucoup posaient les mêmes quelques questions.",
        "La pression culminait deux fois par mois. Les factures étaient émises au début de chaque cycle, et les dates d'échéance tombaient deux semaines plus tard. Ces jours-là, l'attente dépassait sept minutes et les abandons d'appels grimpaient en flèche. Les pannes réseau étaient plus difficiles encore : une seule coupure de fibre dans un quartier animé pouvait générer des milliers d'appels en une heure, presque tous pour la même question, et les conseillers ne pouvaient guère faire plus que relire la même information, encore et encore.",
        "Nusantara AI a commencé par analyser six mois d'enregistrements d'appels et de codes de qualification. Questions sur les factures, échéanciers de paiement, signalements de dérangement, état des pannes et problèmes de recharge prépayée représentaient un peu plus de la moitié du volume d'appels. Ils sont devenus les premières intentions d'un bot vocal conçu pour remplacer entièrement le menu. Au lieu d'écouter une liste d'options, les appelants entendent désormais une seule question : dites-nous en quelques mots pourquoi vous appelez.",
        "La précision de la reconnaissance était le principal obstacle technique. Les clients de Selat Connect passent librement du Bahasa Malaysia à l'anglais, avec une grande variété d'accents, et appellent souvent depuis une rue bruyante ou un véhicule en mouvement. Les modèles vocaux ont été adaptés à partir d'un échantillon anonymisé d'appels de l'opérateur, enregistrés avec le consentement des clients, et le vocabulaire a été enrichi des noms de forfaits, des modèles d'appareils et des noms de lieux locaux. Le bot confirme à voix haute les numéros de compte et les montants, accepte d'être interrompu et passe la main à un conseiller après une deuxième incompréhension.",
        "C'est l'intégration qui a fait la différence entre un menu parlant et un véritable canal en libre-service. Le bot vocal lit les soldes et les dates d'échéance directement dans le système de facturation, peut mettre en place un échéancier de paiement autorisé, enregistre les tickets de dérangement avec les résultats des tests de ligne et consulte l'état du réseau avant même que l'appelant n'évoque une panne. Lorsqu'un client appelle depuis une zone touchée, le bot lui indique d'emblée l'heure estimée de rétablissement et propose de le prévenir par SMS au retour du service.",
        "Dans les quatre mois suivant la mise en production, le bot vocal résolvait entièrement 40 % des appels entrants. Le temps d'attente moyen est passé de plus de sept minutes à moins de quatre-vingt-dix secondes, même lors des pics de facturation, et le coût par contact a baissé de 22 % sur la première année. Les appelants ont noté les conversations automatisées 4,3 sur 5, et les plaintes contre l'ancien menu ont disparu. Les conseillers reçoivent désormais un court résumé, vocal et à l'écran, avec chaque appel transféré, ce qui a aussi réduit la durée de traitement des conversations qui nécessitent encore leur intervention.",
        "Selat Connect a depuis étendu le bot vocal aux appels sortants, pour les rappels de paiement et la confirmation des rendez-vous d'installation, et prévoit d'ajouter le thaï pour ses abonnés du sud de la Thaïlande. L'équipe du centre de contact se concentre désormais sur la fidélisation, les clients professionnels et les cas techniques complexes, là où l'expertise humaine fait la plus grande différence.",
      ],
    },
  },
  "llm-financial-insights": {
    source: "439b36915fe5",
    text: {
      title: "Un grand modèle de langage privé résorbe l'arriéré de recherche et livre des analyses dans la journée",
      industry: "Services financiers",
      challenge:
        "Les analystes crédit et recherche de Permata Capital passaient l'essentiel de leur semaine à lire des rapports annuels, des dossiers de prêt et des circulaires réglementaires avant de pouvoir commencer la moindre analyse. Les outils d'IA publics étaient exclus, car les données des clients et des emprunteurs ne pouvaient pas sortir de l'environnement contrôlé de l'établissement.",
      solution:
        "Nusantara AI a déployé son grand modèle de langage (LLM) dans le centre de données malaisien de Permata Capital, relié aux bases documentaires internes par génération augmentée par récupération (RAG). Les analystes posent leurs questions en anglais ou en Bahasa Malaysia et obtiennent synthèses, comparaisons et projets de notes de crédit, chacun relié aux passages sources exacts.",
      results: [
        "Décisions de crédit 40 % plus rapides sur les demandes de financement des entreprises de taille intermédiaire",
        "Temps d'examen des documents réduit de 45 % par analyste",
        "Environ 2 300 rapports et documents réglementaires synthétisés chaque semaine",
        "Toutes les données des clients et des emprunteurs conservées sur l'infrastructure malaisienne de l'établissement",
      ],
    },
  },
  "contact-center-airline-ux": {
    source: "411876b8a5c0",
    text: {
      title: "Un centre de contact omnicanal informe les passagers malgré les perturbations de haute saison",
      industry: "Transport aérien",
      challenge:
        "Pendant la mousson et les pics des périodes de fêtes, les retards dus à la météo sur les hubs de Langit Biru envoyaient des milliers de passagers à la fois vers les lignes téléphoniques et les réseaux sociaux. Les conseillers jonglaient entre quatre outils non connectés, et les passagers devaient souvent répéter leur numéro de réservation sur chaque canal essayé.",
      solution:
        "Nusantara AI a mis en place son centre de contact cloud, avec un poste de travail unifié pour les conseillers qui relie la voix, WhatsApp, l'e-mail et les messageries sociales au système de réservation. Des scénarios de gestion des perturbations déclenchent désormais l'envoi proactif de propositions de réacheminement, tandis que le routage par compétences oriente les passagers prioritaires et les itinéraires complexes vers des conseillers spécialisés.",
      results: [
        "Délai moyen de décroché pendant les perturbations ramené de 11 minutes à 2 minutes",
        "Taux de résolution au premier contact passé de 61 % à 79 %",
        "95 % des passagers concernés informés de leurs options de réacheminement en moins de 15 minutes",
        "NPS (Net Promoter Score) en hausse de 12 points sur un an",
      ],
    },
  },
  "hrms-tech-growth": {
    source: "016833e87a21",
    text: {
      title: "Le SIRH accompagne une scale-up tech passée de 180 à 620 salariés",
      industry: "Technologies",
      challenge:
        "En deux ans, Cendana Digital Labs a triplé ses effectifs entre ses bureaux de Penang, Kuala Lumpur et Hô Chi Minh-Ville, alors que les RH fonctionnaient encore avec des tableurs et des validations par e-mail. L'intégration d'un nouveau salarié prenait une semaine, les erreurs de paie se multipliaient et les déclarations obligatoires étaient constituées à la main chaque mois.",
      solution:
        "Nusantara AI a déployé son système d'information RH (SIRH), qui couvre le recrutement, l'intégration, les congés, les notes de frais, la paie et les entretiens d'évaluation, avec un libre-service mobile pour les salariés. Les règles de paie ont été paramétrées pour les obligations malaisiennes (EPF, SOCSO, EIS et PCB) et pour la réglementation vietnamienne, et un chatbot RH répond désormais aux questions courantes sur les règles internes.",
      results: [
        "Intégration des nouvelles recrues ramenée de cinq jours ouvrés à un seul",
        "Temps de traitement de la paie mensuelle réduit de 70 %",
        "55 % de tickets d'assistance RH en moins après le lancement du libre-service",
        "Aucune déclaration obligatoire en retard depuis la mise en production",
      ],
    },
  },
  "lms-corporate-training": {
    source: "cdd31f384077",
    text: {
      productName: "Système de gestion de l'apprentissage (LMS)",
      title: "Une plateforme de formation harmonise l'apprentissage de 9 000 salariés dans quatre pays",
      industry: "Conglomérat diversifié",
      challenge:
        "Les divisions plantations, immobilier et hôtellerie du groupe Harapan géraient chacune leur propre formation, des sessions en salle aux manuels imprimés. Les formations réglementaires étaient difficiles à suivre, le personnel de terrain des domaines isolés y avait peu accès, et la direction ne voyait pas les lacunes de compétences en Malaisie, en Indonésie, à Singapour et au Viêt Nam.",
      solution:
        "Nusantara AI a livré un système de gestion de l'apprentissage (LMS) pensé d'abord pour le mobile, avec téléchargement hors ligne pour les sites mal connectés, des contenus en quatre langues et l'attribution automatique des formations réglementaires selon le poste. Un assistant d'IA recommande des parcours de formation et répond aux questions sur les contenus des cours, tandis que des tableaux de bord donnent à chaque division une vue en temps réel des certifications.",
      results: [
        "Taux d'achèvement des formations porté de 48 % à 86 %",
        "Délai d'obtention des certifications obligatoires par les nouveaux salariés réduit de 60 %",
        "Coût de formation par salarié en baisse de 32 % sur un an",
        "9 000 salariés inscrits dans quatre pays en moins de cinq mois",
      ],
    },
  },
  "csm-saas-retention": {
    source: "61cc9d00a739",
    text: {
      title: "La gestion du service client réduit d'un tiers l'attrition d'un éditeur de comptabilité en ligne",
      industry: "Logiciel en tant que service (SaaS)",
      challenge:
        "La plateforme comptable d'Awan Ledger sert 14 000 petites entreprises en Malaisie et à Singapour, mais l'attrition annuelle était montée à 14 % à mesure que les demandes de support s'accumulaient dans une boîte de réception partagée. Les responsables de la réussite client n'étaient avertis qu'un compte était menacé qu'à l'arrivée de l'avis de résiliation.",
      solution:
        "Nusantara AI a mis en place son application CSM, qui réunit tickets, chat et tâches d'intégration des nouveaux clients dans un même espace de travail, avec des objectifs de niveau de service selon la formule souscrite. Des scores de santé combinent l'usage du produit, la tonalité des tickets et les signaux de facturation, et les comptes à risque déclenchent des scénarios qui leur attribuent un responsable de la réussite client avant le renouvellement.",
      results: [
        "Attrition annuelle ramenée de 14 % à 9,5 %",
        "Délai moyen de résolution des tickets en baisse de 42 %",
        "Chiffre d'affaires additionnel auprès des clients existants en hausse de 18 %",
        "Satisfaction à l'égard du support passée de 4,1 à 4,6 sur 5",
      ],
    },
  },
  "pos-restaurant-efficiency": {
    source: "c491c2ce2aa6",
    text: {
      title: "Un logiciel de caisse unifié accélère le service dans une chaîne de 28 restaurants",
      industry: "Restauration",
      challenge:
        "Les 28 restaurants de Rasa Warisan, dans la vallée de Klang et le Johor, utilisaient trois systèmes de caisse différents, et les commandes étaient transmises en cuisine sur papier. Les commandes des plateformes de livraison étaient ressaisies à la main, les inventaires n'étaient pas fiables et les gérants passaient plus d'une heure chaque soir à rapprocher la caisse.",
      solution:
        "Nusantara AI a déployé son logiciel de caisse (POS) avec prise de commande sur tablette à table, écrans en cuisine et intégration directe aux principales plateformes de livraison. Les stocks sont décomptés recette par recette en temps réel, les paiements par QR code et portefeuille électronique sont rapprochés automatiquement, et le siège suit les ventes de tous les restaurants sur un seul tableau de bord.",
      results: [
        "Délai entre la commande et la cuisine réduit de 35 %",
        "Rotation des tables aux heures de pointe en hausse de 20 %",
        "Gaspillage alimentaire et d'ingrédients en baisse de 22 % grâce au suivi des stocks par recette",
        "Rapprochement de caisse du soir ramené de 90 minutes à 15",
      ],
    },
  },
  "erp-manufacturing-integration": {
    source: "5d773a6acb92",
    text: {
      productName: "Intégration ERP",
      title: "L'intégration de l'ERP relie l'atelier et la finance d'un industriel de la mécanique de précision",
      industry: "Industrie",
      challenge:
        "Depuis deux usines du Johor, Tenaga Presisi fournit des pièces usinées à des clients de l'électronique et de l'automobile. Les équipes de production, d'entrepôt et de finance travaillaient dans des systèmes distincts reliés par des tableurs : les chiffres de stock concordaient rarement et la clôture mensuelle prenait près de deux semaines.",
      solution:
        "Nusantara AI a intégré l'ERP de l'industriel à son système d'exécution de la production (MES), à la lecture de codes-barres en entrepôt et aux portails fournisseurs, au moyen d'une couche d'intégration centrale. La production, la consommation de matières et les expéditions sont désormais comptabilisées automatiquement en finance, et un modèle de prévision à base d'IA propose des commandes d'achat à partir des signaux de demande des clients.",
      results: [
        "Fiabilité des stocks portée de 91 % à 99,2 %",
        "Clôture mensuelle ramenée de 12 jours ouvrés à 5",
        "Taux de livraison à temps passé de 84 % à 96 %",
        "30 % de saisie manuelle en moins entre la production et la finance",
      ],
    },
  },
  "cloud-telephony-smb": {
    source: "2ea494cf7cd5",
    text: {
      title: "La téléphonie cloud offre à une PME de la logistique un standard digne d'un grand groupe",
      industry: "Logistique",
      challenge:
        "Commissionnaire de transport de 60 personnes doté d'agences à Port Klang, Penang et Kuantan, Bayu Logistics s'appuyait sur des autocommutateurs (PBX) vieillissants installés sur site, incapables de transférer les appels d'une agence à l'autre. Les appels des clients restaient sans réponse quand les répartiteurs étaient sur la route, et chaque nouvelle agence exigeait des semaines de câblage et de matériel.",
      solution:
        "Nusantara AI a fait passer l'entreprise à la téléphonie cloud, avec un plan de numérotation unique pour toutes les agences, une application mobile pour les répartiteurs et les chauffeurs, et un routage intelligent des appels selon le type d'expédition. L'enregistrement des appels, la messagerie vocale transmise par e-mail et un tableau de bord en temps réel donnent aux responsables une visibilité qu'ils n'avaient jamais eue avec l'ancien PBX.",
      results: [
        "Coûts de téléphonie réduits de 35 % par rapport aux anciens contrats PBX",
        "Appels clients manqués en baisse de 70 %",
        "Téléphonie d'une nouvelle agence opérationnelle en 2 jours au lieu de 3 semaines",
        "Retour sur investissement complet obtenu en 4 mois",
      ],
    },
  },
  "video-contact-center-support": {
    source: "9e04b32f3011",
    text: {
      title: "L'assistance vidéo réduit les déplacements de techniciens pour une marque d'électroménager",
      industry: "Électronique grand public",
      challenge:
        "Le service après-vente de Kilat envoyait un technicien pour la plupart des pannes de lave-linge, de climatiseur et de chauffe-eau, car les descriptions faites au téléphone étaient trop vagues pour établir un diagnostic. Chaque intervention coûtait du temps et de l'argent, et beaucoup se révélaient être de simples problèmes d'installation ou de réglage, qui auraient pu être résolus à distance.",
      solution:
        "Nusantara AI a mis en place un centre de contact vidéo dans lequel un bot vidéo accueille les clients via un lien ouvert dans le navigateur, relève les informations du modèle sur l'étiquette du produit et les guide pas à pas dans une série de vérifications. Si nécessaire, un technicien rejoint la même session, voit l'appareil à travers la caméra du client et annote l'écran pour guider la réparation.",
      results: [
        "38 % de déplacements de techniciens en moins pour les pannes signalées",
        "Taux de résolution au premier contact passé de 52 % à 81 %",
        "Délai moyen de résolution ramené de 3 jours au jour même",
        "Satisfaction client à l'égard du service après-vente en hausse de 27 %",
      ],
    },
  },
  "visitor-management-government": {
    source: "cc340e62fb9b",
    text: {
      title: "La gestion numérique des visiteurs raccourcit les files d'attente d'une administration d'État",
      industry: "Administrations",
      challenge:
        "Le principal complexe administratif de Teluk Permai accueille plus de 1 500 visiteurs par jour pour des demandes de licences et de permis, des questions foncières et des réunions, tous consignés dans des registres papier au poste de sécurité. Le matin, la file d'attente débordait hors du bâtiment, et les auditeurs ne pouvaient pas retracer de façon fiable qui était entré dans les étages à accès restreint.",
      solution:
        "Nusantara AI a déployé son application de gestion des visiteurs, avec préinscription en ligne, bornes d'enregistrement par QR code et lecture de la MyKad dans le hall. Les hôtes sont prévenus de l'arrivée de leurs invités, des badges temporaires contrôlent l'accès étage par étage, et les registres de visite sont conservés puis purgés conformément à la politique de protection des données de l'organisme.",
      results: [
        "Temps moyen d'enregistrement ramené de 8 minutes à 90 secondes",
        "Files d'attente aux heures de pointe réduites de 70 %",
        "100 % des visites enregistrées numériquement et consultables lors des audits de sécurité",
        "Environ 45 000 formulaires papier supprimés chaque année",
      ],
    },
  },
} satisfies NonNullable<LocaleContent["caseStudies"]>;
