import type { SeoTranslationTable } from "./types";

/**
 * French: every page's title and meta description, written for French readers (not word for word from
 * content/seo/en.ts), keyed by the English route path. `source` is the hash of the English entry it answers to.
 */
export const fr: SeoTranslationTable = {
  "/": {
    source: "7ce16e8223cb",
    title: "Nusantara AI | Bots d'IA, applications et services gérés",
    description:
      "Bots vocaux, chatbots et bots vidéo, notre propre LLM, des applications métier et des communications gérées, conçus et exploités à Kuala Lumpur.",
  },
  "/product/": {
    source: "d52678b0910b",
    title: "Produits d'IA : bots, LLM et applications métier",
    description:
      "Découvrez nos 42 produits d'IA : bots vocaux, chatbots et bots vidéo, téléphonie cloud, notre propre LLM et des applications métier, avec un support local.",
  },
  "/product/voice-bot/": {
    source: "b704f6189fc9",
    title: "Bot vocal IA en malais, anglais et chinois",
    description:
      "Des agents vocaux IA à la voix naturelle répondent aux appels de vos clients, les orientent et règlent leurs demandes en malais, anglais et chinois, 24 h/24.",
  },
  "/product/chat-bot/": {
    source: "62f174c8e44e",
    title: "Chatbot IA pour votre site web et WhatsApp",
    description:
      "Répondez aux questions, captez des prospects et concluez des ventes sur votre site, WhatsApp et vos réseaux sociaux, avec un chatbot IA disponible 24 h/24.",
  },
  "/product/video-bot/": {
    source: "8d0d0bc657d4",
    title: "Bot vidéo IA : le service client en face à face",
    description:
      "Offrez à toute heure un service en face à face grâce à un assistant vidéo IA plus vrai que nature, sur votre site web, vos bornes et vos applications mobiles.",
  },
  "/product/contact-center/": {
    source: "409872c320d6",
    title: "Centre de contact cloud avec assistance IA",
    description:
      "Réunissez voix, chat, e-mail et messageries sociales dans un centre de contact cloud où l'IA épaule chaque conseiller et traite seule les demandes courantes.",
  },
  "/product/cloud-telephony/": {
    source: "f2007a3c5881",
    title: "Téléphonie cloud : standard d'entreprise géré",
    description:
      "Un standard téléphonique cloud entièrement géré, avec numéros locaux, routage intelligent des appels et fonctions d'IA, opérationnel en quelques jours.",
  },
  "/product/omni-channel-solutions/": {
    source: "7aa165bee6bf",
    title: "Plateforme omnicanale de relation client",
    description:
      "Reliez voix, messageries, e-mail et réseaux sociaux en un seul parcours client : le contexte suit chaque client et l'IA automatise les étapes répétitives.",
  },
  "/product/itsm-app/": {
    source: "851ea62cc14a",
    title: "ITSM : centre de services IT aligné sur ITIL",
    description:
      "Un centre de services informatiques aligné sur ITIL, où l'IA trie et oriente les tickets, règle les demandes courantes et garde vos services en marche.",
  },
  "/product/hrms-app/": {
    source: "87042d90aa99",
    title: "SIRH pour employeurs malaisiens : paie et talents",
    description:
      "Recrutement, paie, congés et performance dans un seul SIRH conçu pour les employeurs malaisiens, avec un assistant IA qui répond aux questions des salariés.",
  },
  "/product/fork-lift-app/": {
    source: "3ab842e060f0",
    title: "Gestion de flotte de chariots élévateurs",
    description:
      "Suivez l'utilisation, la sécurité et la maintenance de vos chariots élévateurs sur tous vos sites, et laissez l'IA prévoir les pannes avant l'arrêt.",
  },
  "/product/supply-chain-management-app/": {
    source: "3cae70d97b32",
    title: "Chaîne logistique : prévisions de demande par IA",
    description:
      "Pilotez votre chaîne logistique de bout en bout, avec des prévisions de demande par IA et des alertes de perturbation, du fournisseur jusqu'au client.",
  },
  "/product/procurement-application/": {
    source: "4bfd3e3dccc4",
    title: "Logiciel achats du sourcing au paiement, avec IA",
    description:
      "Gérez vos achats du sourcing au paiement dans une seule application, avec une IA qui repère les économies, évalue les fournisseurs et rapproche les factures.",
  },
  "/product/attendance-management-application/": {
    source: "30392276c8b1",
    title: "Gestion des temps par reconnaissance faciale",
    description:
      "Enregistrez les temps et présences de vos bureaux, usines et équipes terrain par reconnaissance faciale ; l'IA signale les manques dans les plannings.",
  },
  "/product/visitor-management-application/": {
    source: "17c885b03bca",
    title: "Gestion des visiteurs et accueil numérique",
    description:
      "Un accueil rapide et sécurisé : préenregistrement, lecture des pièces d'identité et contrôle par IA des listes de surveillance, pour chaque bâtiment et site.",
  },
  "/product/csm-app/": {
    source: "640546db8510",
    title: "Logiciel de gestion du service client (CSM)",
    description:
      "Un espace de travail unique pour vos conseillers, où l'IA résume les dossiers, suggère des réponses et signale les clients qui ont besoin d'attention.",
  },
  "/product/pos-application/": {
    source: "bd723ab5988c",
    title: "Caisse cloud pour commerces et restaurants",
    description:
      "Encaissez plus vite avec une caisse cloud pour boutiques et restaurants, qui accepte les paiements courants en Malaisie et suggère des ventes additionnelles.",
  },
  "/product/e-commerce-application/": {
    source: "5afda842941f",
    title: "Plateforme e-commerce pour l'Asie du Sud-Est",
    description:
      "Lancez et développez votre boutique en ligne avec recommandations produits par IA, recherche intelligente et intégration aux marketplaces d'Asie du Sud-Est.",
  },
  "/product/call-billing-application/": {
    source: "0be7b232fbda",
    title: "Logiciel de taxation et facturation des appels",
    description:
      "Taxez et facturez chaque appel avec précision pour entreprises, hôtels et opérateurs, avec une IA qui détecte tôt la fraude téléphonique et les usages anormaux.",
  },
  "/product/order-management-application/": {
    source: "644ad8b0c473",
    title: "Gestion des commandes multicanale",
    description:
      "Saisissez, orientez et exécutez les commandes de tous vos canaux dans un seul système, avec une IA qui fiabilise les dates de livraison et repère les risques.",
  },
  "/product/large-language-model/": {
    source: "b6132d14dc81",
    title: "Nusantara LLM : grand modèle de langage métier",
    description:
      "Nusantara LLM, notre grand modèle de langage optimisé pour le malais, l'anglais et le chinois en entreprise, se déploie dans notre cloud malaisien ou le vôtre.",
  },
  "/product/hospital-management-application/": {
    source: "9b0a2f1e62b6",
    title: "Logiciel de gestion hospitalière et de clinique",
    description:
      "Admissions, dossier clinique, pharmacie et facturation dans un seul système pour hôpitaux et cliniques, avec une IA qui garde le lien avec les patients.",
  },
  "/product/hotel-management-application/": {
    source: "ed539da5c298",
    title: "Logiciel de gestion hôtelière (PMS cloud)",
    description:
      "Réservations, réception, gouvernance des chambres et messagerie clients : un PMS cloud avec IA intégrée pour piloter vos hôtels et vos complexes hôteliers.",
  },
  "/product/travel-management-application/": {
    source: "1636696aa78e",
    title: "Gestion des voyages d'affaires",
    description:
      "Réservations, validations, maîtrise des dépenses et assistance aux voyageurs réunies dans une seule plateforme, pour les entreprises comme pour les agences.",
  },
  "/product/mobile-applications/": {
    source: "b68550ba750d",
    title: "Développement d'applications iOS et Android",
    description:
      "Notre équipe conçoit, développe et maintient vos applications iOS et Android natives ou multiplateformes, avec des fonctions d'IA utiles dès la version 1.",
  },
  "/product/build-websites/": {
    source: "16326593eb2e",
    title: "Création de sites web professionnels",
    description:
      "Un site web professionnel, rapide et bien référencé, réalisé par notre équipe, avec des outils d'IA pour rédiger vos contenus et convertir plus de visiteurs.",
  },
  "/product/super-app/": {
    source: "72a7dc4ae234",
    title: "Développement de super-app à votre marque",
    description:
      "Réunissez paiements, services, fidélité et mini-programmes dans une seule application à vos couleurs, avec une personnalisation par IA qui fidélise.",
  },
  "/product/sdk/": {
    source: "b28809c212e5",
    title: "SDK IA : voix, chat et langage dans vos applis",
    description:
      "Intégrez les capacités vocales, conversationnelles et linguistiques de Nusantara AI à vos applications web et mobiles en quelques lignes de code.",
  },
  "/product/software/": {
    source: "07693405e5e8",
    title: "Logiciels d'IA d'entreprise, sur site ou en SaaS",
    description:
      "Déployez nos applications métier et notre moteur d'IA sur site, dans un cloud privé ou en SaaS, packagés pour un usage sécurisé et maîtrisé en entreprise.",
  },
  "/product/hardware/": {
    source: "a8d50dfeda46",
    title: "Matériel pour l'IA : serveurs GPU et périphérie",
    description:
      "Nous spécifions, fournissons et installons serveurs GPU, appliances d'IA en périphérie et terminaux de communication, dimensionnés pour vos vrais usages d'IA.",
  },
  "/product/network-switch/": {
    source: "294311113262",
    title: "Commutateurs réseau pour la voix et l'IA",
    description:
      "Commutateurs d'accès, de distribution et de cœur de réseau, fournis et configurés par nos ingénieurs pour acheminer voix, vidéo et trafic d'IA sans faiblir.",
  },
  "/product/router/": {
    source: "1b3006229d30",
    title: "Routeurs d'entreprise et SD-WAN pour agences",
    description:
      "Gardez chaque agence connectée, sécurisée et prête pour le temps réel grâce à des routeurs professionnels et des équipements SD-WAN installés par nos soins.",
  },
  "/product/aws-cloud/": {
    source: "6085b7d44228",
    title: "Services cloud AWS avec facturation locale",
    description:
      "Achetez, déployez et exploitez Amazon Web Services avec Nusantara AI : facturation locale en ringgits, architectes experts et exploitation 24 h/24.",
  },
  "/product/microsoft-services/": {
    source: "c1d1b44d865e",
    title: "Partenaire Microsoft 365, Azure et Dynamics",
    description:
      "Licences, déploiement et gestion de Microsoft 365, Teams, Azure et Dynamics 365 : Nusantara AI, partenaire Microsoft, vous suit de la mise en place au support.",
  },
  "/product/google-services/": {
    source: "187879fe42e9",
    title: "Partenaire Google Workspace et Google Cloud",
    description:
      "Passez à Google Workspace et Google Cloud avec Nusantara AI, qui gère licences, migration et exploitation pour la collaboration, l'analyse de données et l'IA.",
  },
  "/product/security-services/": {
    source: "049087798087",
    title: "Cybersécurité : surveillance et réponse 24 h/24",
    description:
      "Protégez vos collaborateurs, vos données et vos systèmes d'IA grâce à la surveillance des menaces, aux tests d'intrusion et à la réponse aux incidents, 24 h/24.",
  },
  "/product/network-services/": {
    source: "a6929465f495",
    title: "Services réseau : LAN, WAN et Wi-Fi",
    description:
      "Nous concevons, déployons et gérons vos réseaux LAN, WAN et Wi-Fi de bout en bout, sous la surveillance 24 h/24 d'ingénieurs d'exploitation assistés par l'IA.",
  },
  "/product/cloud-services/": {
    source: "bacd35d99eed",
    title: "Infrastructure cloud hybride et multicloud",
    description:
      "Hébergez chaque charge de travail là où elle fonctionne le mieux, grâce à une infrastructure hybride et multicloud conçue et gérée par Nusantara AI en Malaisie.",
  },
  "/product/storage-services/": {
    source: "78967ed6dbfa",
    title: "Stockage et sauvegarde pour les entreprises",
    description:
      "Fichiers, sauvegardes, archives et jeux de données d'IA sur un stockage évolutif et protégé, avec une restauration que vous pouvez tester à tout moment.",
  },
  "/product/iot-solutions/": {
    source: "9850bd406022",
    title: "Solutions IoT : des capteurs aux alertes IA",
    description:
      "Connectez capteurs, machines et véhicules à une plateforme d'IA qui transforme les données brutes en alertes et en décisions utiles pour vos équipes terrain.",
  },
  "/product/custom-development/": {
    source: "4d36e24d23d5",
    title: "Développement de logiciels sur mesure avec IA",
    description:
      "Des logiciels conçus autour de vos processus par notre équipe de Kuala Lumpur, avec de l'IA là où elle fait vraiment gagner du temps ou améliore une décision.",
  },
  "/product/custom-web-apps/": {
    source: "1e30ddec429f",
    title: "Développement d'applications web sur mesure",
    description:
      "Nous développons des applications web rapides, sûres et accessibles selon votre cahier des charges, du portail client aux tableaux de bord et outils internes.",
  },
  "/product/custom-mobile-apps/": {
    source: "56c2cfe65857",
    title: "Applications mobiles sur mesure pour le terrain",
    description:
      "Lancez des applications iOS et Android natives ou multiplateformes, pensées pour la façon dont vos clients achètent et dont vos équipes terrain travaillent.",
  },
  "/product/inventory-app/": {
    source: "8fc3f809dbd2",
    title: "Gestion des stocks avec réapprovisionnement IA",
    description:
      "Contrôlez vos stocks en temps réel dans vos magasins et entrepôts, avec des suggestions de réapprovisionnement par IA contre les ruptures et les surstocks.",
  },
  "/solutions/": {
    source: "0ddd4e6bd3de",
    title: "Solutions d'IA pour chaque étape de votre projet",
    description:
      "Six familles de solutions, du CRM et des centres de contact à l'apprentissage automatique, au cloud et à la fintech, avec nos propres produits et services.",
  },
  "/solutions/communication-&-collaboration/unified-communications/": {
    source: "d0252009a26d",
    title: "Solutions de communications unifiées",
    description:
      "Réunissez appels, messagerie, réunions et présence sur une seule plateforme, identique sur téléphone de bureau, ordinateur et mobile, dans tous vos sites.",
  },
  "/solutions/communication-&-collaboration/contact-center/": {
    source: "8740205afacf",
    title: "Solutions de centre de contact cloud avec IA",
    description:
      "Un centre de contact cloud qui oriente chaque appel, chat et message vers le bon conseiller, avec une IA qui l'assiste et automatise les demandes courantes.",
  },
  "/solutions/communication-&-collaboration/voip/": {
    source: "aa06f9f15975",
    title: "Solutions VoIP et téléphonie cloud",
    description:
      "Remplacez lignes vieillissantes et PBX sur site par une téléphonie cloud qui réduit le coût des appels et ajoute routage intelligent, enregistrement et analyse.",
  },
  "/solutions/communication-&-collaboration/collaboration-platforms/": {
    source: "b84e688a0c87",
    title: "Solutions Teams, Webex et Google Workspace",
    description:
      "Déployez et tirez le meilleur de Microsoft Teams, Cisco Webex ou Google Workspace, avec extensions d'IA, gouvernance et accompagnement à l'adoption sur mesure.",
  },
  "/solutions/ai-&-automation/ai-chatbots/": {
    source: "005aa03a41a0",
    title: "Chatbots IA pour entreprises",
    description:
      "Déployez une IA conversationnelle sur votre site, WhatsApp et vos applications pour répondre aux questions, capter des prospects et vendre en plusieurs langues.",
  },
  "/solutions/ai-&-automation/rpa/": {
    source: "5b4c3edf1aad",
    title: "Automatisation robotisée des processus (RPA)",
    description:
      "Confiez saisie de données, rapprochements et production de rapports à des robots logiciels qui exécutent ces tâches répétitives sans erreur, jour et nuit.",
  },
  "/solutions/ai-&-automation/machine-learning/": {
    source: "8415aa09f349",
    title: "Apprentissage automatique et modèles prédictifs",
    description:
      "Transformez vos données historiques en modèles qui prévoient demande, risque, prix et maintenance, conçus, déployés et suivis par nos data scientists.",
  },
  "/solutions/ai-&-automation/data-analytics/": {
    source: "82108f09065b",
    title: "Analyse de données et business intelligence",
    description:
      "Réunissez les données de toute l'entreprise dans des tableaux de bord en direct et des rapports en langage clair, où chaque équipe trouve seule ses réponses.",
  },
  "/solutions/business-solutions/crm/": {
    source: "ba5980f1f93d",
    title: "CRM pour équipes commerciales et service client",
    description:
      "Réunissez échanges, affaires et dossiers de service dans un CRM assisté par l'IA, pour que commerciaux et support partagent la même vision de chaque client.",
  },
  "/solutions/business-solutions/erp/": {
    source: "bbe7d9e7d91d",
    title: "ERP : de la finance à la production",
    description:
      "Reliez finance, stocks, achats et production dans un seul ERP, avec des prévisions par IA qui maintiennent l'équilibre entre niveaux de stock et trésorerie.",
  },
  "/solutions/business-solutions/hrm/": {
    source: "2c7e3a5454ed",
    title: "GRH : recrutement, paie et performance",
    description:
      "Gérez tout le cycle de vie des collaborateurs, du recrutement à la paie et à la performance, avec un assistant RH en libre-service qui répond à toute heure.",
  },
  "/solutions/business-solutions/project-management/": {
    source: "14fe39694d60",
    title: "Gestion de projet avec alertes par IA",
    description:
      "Planifiez, attribuez et suivez vos projets avec calendriers partagés et vue des ressources, et recevez des alertes de l'IA bien avant qu'une échéance ne glisse.",
  },
  "/solutions/cloud-&-infrastructure/cloud-migration/": {
    source: "c4b18db8d87e",
    title: "Migration vers AWS, Azure ou Google Cloud",
    description:
      "Migrez applications et données de vos serveurs sur site vers AWS, Microsoft Azure ou Google Cloud, selon un plan à faible risque et avec des coûts maîtrisés.",
  },
  "/solutions/cloud-&-infrastructure/managed-it-services/": {
    source: "2d51848df8b1",
    title: "Infogérance informatique depuis Kuala Lumpur",
    description:
      "Confiez votre informatique courante à notre centre de support de Kuala Lumpur : supervision proactive, assistance et maintenance, avec des SLA clairs.",
  },
  "/solutions/cloud-&-infrastructure/cybersecurity/": {
    source: "491860c264f5",
    title: "Cybersécurité et conformité PDPA",
    description:
      "Protégez utilisateurs, données et systèmes grâce à des défenses en couches, une surveillance 24 h/24 et un accompagnement à la conformité PDPA et sectorielle.",
  },
  "/solutions/cloud-&-infrastructure/devops/": {
    source: "8365f9d50b4a",
    title: "DevOps et ingénierie de plateforme",
    description:
      "Livrez plus vite grâce aux pipelines automatisés, à l'infrastructure as code et à l'observabilité : vos mises en production deviennent fréquentes et sûres.",
  },
  "/solutions/industry-specific-solutions/ecommerce-solutions/": {
    source: "eebe8d00eb00",
    title: "Solutions e-commerce et marketplaces",
    description:
      "Lancez et développez boutiques en ligne et canaux marketplace avec un stock unifié, les moyens de paiement locaux et des recommandations produits par IA.",
  },
  "/solutions/industry-specific-solutions/healthcare-it/": {
    source: "da78a6c5c7e8",
    title: "Informatique de santé pour hôpitaux et cliniques",
    description:
      "Dématérialisez le parcours patient, du rendez-vous à la facturation, avec systèmes hospitaliers, assistants IA et données de santé traitées en toute sécurité.",
  },
  "/solutions/industry-specific-solutions/logistics-software/": {
    source: "7dfb51c3c0a3",
    title: "Logiciels logistiques : entrepôt et livraison",
    description:
      "Planifiez les tournées, suivez les expéditions et informez vos clients grâce à des logiciels connectés pour l'entreposage, la flotte et le dernier kilomètre.",
  },
  "/solutions/industry-specific-solutions/real-estate-tech/": {
    source: "8f777f59aae1",
    title: "Technologies pour l'immobilier",
    description:
      "Aidez promoteurs, agences et gestionnaires à vendre, louer et gérer leurs biens : prospects traités par IA, visites virtuelles et applis pour les résidents.",
  },
  "/solutions/digital-transformation/digital-marketing/": {
    source: "a5fee01c2ab0",
    title: "Marketing digital et contenus générés par IA",
    description:
      "Attirez, convertissez et fidélisez vos clients avec des campagnes fondées sur les données, l'automatisation marketing et des contenus IA fidèles à votre marque.",
  },
  "/solutions/digital-transformation/custom-software/": {
    source: "e7a03f254afb",
    title: "Solutions de logiciels sur mesure",
    description:
      "Des logiciels pensés pour vos processus, des outils internes aux plateformes destinées à vos clients, conçus et livrés par nos ingénieurs de Kuala Lumpur.",
  },
  "/solutions/digital-transformation/mobile-app-dev/": {
    source: "a7da58f62bd6",
    title: "Solutions de développement d'applications mobiles",
    description:
      "Concevez des applications iOS et Android que clients et collaborateurs aiment utiliser, avec fonctions d'IA, intégrations sécurisées et aide à la publication.",
  },
  "/solutions/digital-transformation/financial-tech/": {
    source: "a564a477a884",
    title: "Fintech pour banques et assureurs",
    description:
      "Modernisez banque, crédit, assurance et paiements avec l'entrée en relation numérique, des modèles de risque par IA et des canaux clients sûrs et conformes.",
  },
  "/solutions/healthcare/": {
    source: "cc8be392cb9c",
    title: "Solutions d'IA pour hôpitaux et cliniques",
    description:
      "Des bots qui gèrent rendez-vous et rappels, un LLM qui aide les soignants à résumer et rédiger, et un système hospitalier qui rend du temps aux soignants.",
  },
  "/solutions/finance/": {
    source: "0ddf79ed00af",
    title: "Solutions d'IA pour banques et assureurs",
    description:
      "IA conversationnelle et modèle de langage spécialisé qui authentifient vos clients, répondent sur les contrats et aident vos équipes à analyser les documents.",
  },
  "/solutions/retail/": {
    source: "43c6311404aa",
    title: "Solutions d'IA pour le commerce et l'e-commerce",
    description:
      "Assistants chat et vocaux, fiches produits rédigées par IA, e-commerce, caisse et service client connectés : le même service pour vos clients sur chaque canal.",
  },
  "/solutions/manufacturing/": {
    source: "a848587cbefc",
    title: "Solutions d'IA pour l'industrie",
    description:
      "Des réponses mains libres pour vos opérateurs, une IA qui lit manuels et rapports qualité, et des applications logistiques qui font circuler les matières.",
  },
  "/industry/": {
    source: "6a249c4a5eb4",
    title: "Solutions d'IA par secteur et taille d'entreprise",
    description:
      "PME, grandes entreprises, opérateurs et administrations n'achètent pas l'IA de la même façon. Découvrez les cas d'usage et produits pensés pour chacun.",
  },
  "/industry/sme/": {
    source: "8dca156c826f",
    title: "L'IA pour les PME : abordable et prête à l'emploi",
    description:
      "Une IA et des applications métier abordables et prêtes à l'emploi, pour que les PME en croissance rivalisent avec de grands groupes sans grande équipe IT.",
  },
  "/industry/large-enterprise/": {
    source: "92eff3a83784",
    title: "IA et communications pour grandes entreprises",
    description:
      "Des plateformes d'IA et de communication qui s'intègrent à des systèmes complexes, respectent une gouvernance stricte et restent fiables à grande échelle.",
  },
  "/industry/service-provider/": {
    source: "787050bd2961",
    title: "IA en marque blanche pour opérateurs et BPO",
    description:
      "Des plateformes d'IA, de centre de contact et de téléphonie cloud en marque blanche pour servir des millions de clients et créer de nouveaux revenus.",
  },
  "/industry/government/": {
    source: "ef542c763c4a",
    title: "L'IA pour les administrations et le secteur public",
    description:
      "Nous aidons ministères, agences d'État et collectivités locales à moderniser services aux citoyens, fonctionnement interne et infrastructures, en sécurité.",
  },
  "/services/": {
    source: "58e9d8218176",
    title: "Services gérés : collaboration, réseau et cloud",
    description:
      "Collaboration, centre de contact, réseau, voix, cloud, stockage et sécurité : des services gérés 24 h/24 par notre équipe d'exploitation de Kuala Lumpur.",
  },
  "/services/microsoft-teams/": {
    source: "fb0138ca405e",
    title: "Microsoft Teams géré, avec assistants IA",
    description:
      "Assistants IA, bots vocaux, analyse des réunions et workflows automatisés dans Microsoft Teams, bâtis sur le tenant Microsoft 365 que vous possédez déjà.",
  },
  "/services/cisco-webex/": {
    source: "65b3641735c3",
    title: "Cisco Webex géré, avec comptes rendus par IA",
    description:
      "Nous ajoutons l'IA aux réunions, à la messagerie et à la téléphonie Cisco Webex : chaque séance produit des notes exploitables, chaque espace gagne en utilité.",
  },
  "/services/genesys/": {
    source: "9c7088472a64",
    title: "Infogérance Genesys Cloud CX et services d'IA",
    description:
      "Nous concevons, intégrons et exploitons l'IA dans votre centre de contact Genesys Cloud CX ou Genesys Engage, du serveur vocal au planning des équipes.",
  },
  "/services/network/": {
    source: "c2616891b241",
    title: "Réseaux gérés et supervisés par l'IA",
    description:
      "Nous concevons, supervisons et exploitons des réseaux autoréparateurs pour bureaux, agences et datacenters : l'IA repère les incidents avant vos utilisateurs.",
  },
  "/services/voice/": {
    source: "61d382f85b54",
    title: "Services voix gérés : SVI, bots et analyse",
    description:
      "Bots vocaux IA, SVI intelligent et analyse de la parole sur une téléphonie cloud de niveau opérateur, gérés pour vous de la sonnerie à la transcription.",
  },
  "/services/ip-phones/": {
    source: "910446a69887",
    title: "Téléphones IP fournis, configurés et gérés",
    description:
      "Postes de bureau et de conférence des grandes marques, préconfigurés pour votre PBX cloud ou votre plateforme de communications, fournis et gérés par nos soins.",
  },
  "/services/cloud/": {
    source: "f9e4f746f799",
    title: "Infogérance cloud : AWS, Azure et Google Cloud",
    description:
      "De la stratégie cloud à l'exploitation quotidienne en passant par la migration, nous gérons vos charges de travail sur AWS, Microsoft Azure et Google Cloud.",
  },
  "/services/storage/": {
    source: "d4a4dbe258b0",
    title: "Stockage, sauvegarde et archivage gérés",
    description:
      "Nous concevons et gérons votre stockage, des baies sur site au stockage objet dans le cloud, avec sauvegarde, archivage et chiffrement intégrés dès le départ.",
  },
  "/services/security/": {
    source: "29b26fd649a8",
    title: "Sécurité gérée et SOC 24 h/24",
    description:
      "Notre centre des opérations de sécurité détecte, contient et analyse 24 h/24 les menaces qui visent vos utilisateurs, vos terminaux, vos réseaux et votre cloud.",
  },
  "/contact-us/": {
    source: "193f3325090c",
    title: "Contactez notre équipe à Kuala Lumpur",
    description:
      "Une question sur nos produits d'IA ou nos services gérés ? Écrivez-nous ou réservez un échange avec notre équipe, du lundi au vendredi, de 9 h à 18 h.",
  },
  "/about-us/": {
    source: "664055cdf28f",
    title: "À propos : une IA conçue à Kuala Lumpur",
    description:
      "Nous concevons des produits d'IA concrets, des bots conversationnels à notre propre grand modèle de langage, livrés avec services gérés et expertise locale.",
  },
  "/careers/": {
    source: "a77acf2e9f7d",
    title: "Carrières : IA, ingénierie et conseil",
    description:
      "Rejoignez à Kuala Lumpur une équipe qui crée une IA utilisée chaque jour dans toute l'Asie du Sud-Est, sur de vrais produits pour de vrais clients.",
  },
  "/blog/": {
    source: "55bd6499ff97",
    title: "Blog : IA et expérience client",
    description:
      "Des articles pratiques de nos ingénieurs et consultants sur les chatbots, les bots vocaux, les grands modèles de langage, le CRM et le centre de contact vidéo.",
  },
  "/blog/ai-chatbots-ux/": {
    source: "980b87925e8d",
    title: "Concevoir des chatbots que les clients apprécient",
    description:
      "Les reproches faits aux chatbots visent surtout la conception de la conversation, pas l'IA. Voici notre méthode UX pour qu'ils règlent vraiment les problèmes.",
  },
  "/blog/voice-bots-revolution/": {
    source: "25980f75d05c",
    title: "Bots vocaux : la fin du menu téléphonique",
    description:
      "Le menu à touches a fait son temps. Les bots vocaux qui comprennent la parole naturelle changent ce que les clients attendent lorsqu'ils appellent.",
  },
  "/blog/llm-impact-on-ux/": {
    source: "044b3924d90d",
    title: "Les LLM réinventent l'expérience utilisateur",
    description:
      "Les grands modèles de langage permettent de dire ce que l'on veut au lieu de fouiller des menus, avec de nouvelles exigences de confiance et d'exactitude.",
  },
  "/blog/crm-ux-ai/": {
    source: "6eef1fd1638a",
    title: "L'IA dans le CRM : rendre du temps aux équipes",
    description:
      "Le CRM promet une vue complète de chaque client, mais les équipes y voient une corvée de saisie. Une IA bien conçue peut leur rendre ce temps.",
  },
  "/blog/video-contact-center-ux/": {
    source: "2f0b2a9119ad",
    title: "Concevoir l'expérience du centre de contact vidéo",
    description:
      "La vidéo apporte à tout smartphone l'assurance d'une visite en agence. Où l'assistance vidéo fonctionne-t-elle le mieux, et comment la rendre simple ?",
  },
  "/case-studies/": {
    source: "07f32ef3356c",
    title: "Études de cas : l'IA en action en Asie du Sud-Est",
    description:
      "Distributeurs, opérateurs télécoms, banques, compagnies aériennes, industriels et organismes publics d'Asie du Sud-Est : ce que notre IA a changé pour eux.",
  },
  "/case-studies/chatbot-retail-success/": {
    source: "6ddf178f47e2",
    title: "Kedai Mutiara : +25 % de ventes en ligne",
    description:
      "Comment un distributeur de 64 magasins a augmenté ses ventes en ligne de 25 % en six mois, avec un assistant IA qui règle 68 % des demandes sans conseiller.",
  },
  "/case-studies/voicebot-telecom-efficiency/": {
    source: "b9d1eb56d2cd",
    title: "Selat Connect : 40 % des appels traités par un bot",
    description:
      "Comment un opérateur télécom régional fait traiter 40 % de ses appels par un bot vocal et ramène l'attente moyenne de plus de 7 minutes à moins de 90 secondes.",
  },
  "/case-studies/llm-financial-insights/": {
    source: "81d5694bdee0",
    title: "Permata Capital : un LLM privé pour le crédit",
    description:
      "Comment un groupe financier malaisien accélère de 40 % ses décisions de crédit grâce à un LLM privé, sans que les données clients quittent son infrastructure.",
  },
  "/case-studies/contact-center-airline-ux/": {
    source: "9917e40b981c",
    title: "Langit Biru Airways : informer en pleine crise",
    description:
      "Comment une compagnie aérienne a ramené son délai de réponse de 11 à 2 minutes en période de perturbations et prévenu 95 % des passagers en moins de 15 minutes.",
  },
  "/case-studies/hrms-tech-growth/": {
    source: "6cc163daa561",
    title: "Cendana Digital Labs : un SIRH pour tripler",
    description:
      "Comment une scale-up tech a triplé ses effectifs avec un SIRH : recrues intégrées en un jour au lieu de cinq et 70 % de temps de paie en moins chaque mois.",
  },
  "/case-studies/lms-corporate-training/": {
    source: "9210d5966872",
    title: "Harapan Group : 9 000 salariés formés dans 4 pays",
    description:
      "Comment un conglomérat a porté l'achèvement des formations de 48 % à 86 % et formé 9 000 salariés dans quatre pays en moins de cinq mois, sur une plateforme.",
  },
  "/case-studies/csm-saas-retention/": {
    source: "3721d6364dcd",
    title: "Awan Ledger : l'attrition réduite d'un tiers",
    description:
      "Comment un éditeur de comptabilité en ligne a ramené son attrition annuelle de 14 % à 9,5 % et résolu ses tickets 42 % plus vite avec notre logiciel CSM.",
  },
  "/case-studies/pos-restaurant-efficiency/": {
    source: "60b063d79224",
    title: "Rasa Warisan : une caisse pour 28 restaurants",
    description:
      "Comment une chaîne de 28 restaurants a réduit de 35 % le délai entre commande et cuisine et accéléré de 20 % la rotation des tables aux heures de pointe.",
  },
  "/case-studies/erp-manufacturing-integration/": {
    source: "91faef3beb4b",
    title: "Tenaga Presisi : l'ERP relie atelier et finance",
    description:
      "Comment un industriel de la mécanique de précision a atteint 99,2 % de fiabilité des stocks et clôturé ses comptes en 5 jours au lieu de 12 grâce à l'ERP.",
  },
  "/case-studies/cloud-telephony-smb/": {
    source: "2353f3cc8d8b",
    title: "Bayu Logistics : la téléphonie cloud pour une PME",
    description:
      "Comment un commissionnaire de 60 personnes a réduit ses coûts téléphoniques de 35 % et ses appels manqués de 70 %, avec des agences raccordées en deux jours.",
  },
  "/case-studies/video-contact-center-support/": {
    source: "6e7abb4b934b",
    title: "Kilat : l'assistance vidéo évite les déplacements",
    description:
      "Comment une marque d'électroménager a envoyé des techniciens pour 38 % de pannes en moins, en diagnostiquant en vidéo et en réglant presque tout le jour même.",
  },
  "/case-studies/visitor-management-government/": {
    source: "8c1111d36b5e",
    title: "Teluk Permai : 70 % d'attente en moins à l'accueil",
    description:
      "Comment une administration d'État a ramené l'enregistrement des visiteurs de 8 minutes à 90 secondes et réduit de 70 % les files d'attente aux heures de pointe.",
  },
  "/partners/": {
    source: "e19be4617a48",
    title: "Programmes partenaires : revendeurs, intégrateurs",
    description:
      "Rejoignez les revendeurs, intégrateurs et partenaires de services qui apportent avec nous une IA concrète aux entreprises d'Asie du Sud-Est, avec certification.",
  },
  "/site-map/": {
    source: "cc1ffa6521ef",
    title: "Plan du site : toutes les pages",
    description:
      "Toutes les pages du site, classées par type : produits, solutions, secteurs, services, études de cas et articles, pour trouver chaque page en un clic.",
  },
};
