import type { LocaleContent } from "@/content/units";

/** fr: solutions. */
export const solutions = {
  "business-solutions": {
    source: "ee2ef593d7f3",
    text: {
      name: "Solutions métier",
      items: [
        {
          title: "Gestion de la relation client (CRM)",
          description:
            "Réunissez chaque échange client, chaque affaire et chaque dossier de service dans un espace de travail assisté par l'IA, pour que les équipes commerciales et support agissent à partir de la même vision.",
          overview: [
            "Notre solution CRM rassemble contacts, opportunités, tickets de service et réponses aux campagnes dans une fiche unique, mise à jour à chaque appel, chat ou e-mail du client. Bâtie sur la même plateforme que nos bots vocaux et nos chatbots, elle enregistre automatiquement chaque interaction : à Kuala Lumpur, à Penang ou à Jakarta, les responsables de comptes ouvrent une fiche client et voient tout l'historique sans courir après les notes de leurs collègues.",
            "Le scoring par l'IA classe les prospects selon leur probabilité d'achat, suggère la meilleure action suivante et signale les comptes qui montrent les premiers signes de départ. Nous configurons pipelines, champs et règles de validation selon la façon dont votre équipe vend réellement, migrons les données de vos tableurs ou de vos anciens systèmes, et relions le CRM à vos outils de comptabilité, d'e-commerce et de marketing pour que rien ne soit saisi deux fois.",
          ],
          keyFeatures: [
            "Profils clients à 360° réunissant voix, chat et e-mail",
            "Scoring des prospects par l'IA et suggestions de meilleure action",
            "Pipeline commercial visuel avec étapes en glisser-déposer",
            "Rappels de relance et séquences d'e-mails automatisés",
            "Tickets de service liés à l'historique client",
            "Alertes de risque d'attrition fondées sur les signaux d'engagement",
            "Tableaux de bord personnalisés et prévisions des ventes",
            "Intégrations avec la comptabilité, l'e-commerce et WhatsApp Business",
          ],
          benefits: [
            "Les commerciaux passent plus de temps à vendre et moins à mettre à jour des fiches.",
            "Les clients n'ont plus à se répéter lorsqu'ils changent de canal.",
            "Les managers prévoient le chiffre d'affaires à partir de données, et non à l'intuition.",
            "Les prospects à forte valeur sont contactés en premier, tant que leur intérêt est vif.",
            "Les comptes à risque sont repérés assez tôt pour être sauvés.",
            "Une source de vérité unique remplace les tableurs éparpillés.",
          ],
        },
        {
          title: "Progiciel de gestion intégré (ERP)",
          description:
            "Reliez finance, stocks, achats et production dans un seul système, avec des prévisions par l'IA qui équilibrent niveaux de stock et trésorerie.",
          overview: [
            "Notre solution ERP remplace logiciels comptables isolés, tableurs de stock et échanges d'e-mails autour des bons de commande par une plateforme intégrée unique. Finance, achats, entreposage, production et ventes partagent les mêmes données de référence : une commande confirmée réserve immédiatement le stock, déclenche les achats nécessaires et est comptabilisée dans le grand livre. La gestion multisociété et multidevise convient aux groupes qui commercent à travers la Malaisie et l'ensemble de l'ASEAN.",
            "Des modèles d'apprentissage automatique étudient l'historique de la demande, les délais des fournisseurs et les effets saisonniers, comme Hari Raya et les pics de fin d'année, pour recommander points de commande et plannings de production. Nous prenons en charge le déploiement de bout en bout : cartographie des processus, migration des données, paramétrage de la SST et de la facture électronique, formation des utilisateurs et accompagnement après la mise en production, par étapes, pour que l'activité quotidienne continue pendant la mise en service de chaque module.",
          ],
          keyFeatures: [
            "Grand livre, comptabilité fournisseurs et clients intégrés",
            "Consolidation multisociété et multidevise",
            "Prévision de la demande et recommandations de réapprovisionnement par l'IA",
            "Workflows de demande d'achat et circuits de validation",
            "Gestion d'entrepôt avec suivi par lot et par numéro de série",
            "Planification de la production et nomenclatures",
            "Paramétrage fiscal prêt pour la SST et la facture électronique",
            "Reporting de gestion en temps réel avec exploration détaillée",
          ],
          benefits: [
            "La clôture mensuelle prend quelques jours au lieu de plusieurs semaines.",
            "Ruptures et surstocks reculent à mesure que les prévisions s'affinent.",
            "Tous les services travaillent à partir des mêmes chiffres.",
            "Le contrôle des achats réduit les dépenses non autorisées.",
            "Une implantation dans une nouvelle entité ou un nouveau pays ne nécessite aucun nouveau système.",
            "Les auditeurs disposent d'une piste complète et traçable de chaque transaction.",
          ],
        },
        {
          title: "Gestion des ressources humaines (GRH)",
          description:
            "Gérez tout le cycle de vie des collaborateurs, du recrutement à la paie et à la performance, avec un assistant RH en libre-service qui répond aux questions du personnel à toute heure.",
          overview: [
            "Notre solution de GRH couvre recrutement, intégration, congés, présences, paie, notes de frais et entretiens d'évaluation dans un dossier salarié unique. Les cotisations obligatoires comme l'EPF, la SOCSO, l'EIS et le PCB sont calculées automatiquement et mises à jour à chaque changement de taux, ce qui supprime l'une des tâches les plus sujettes aux erreurs pour les équipes RH en Malaisie. Les managers valident les demandes depuis leur téléphone au lieu de signer des formulaires papier.",
            "Un assistant IA bâti sur notre chatbot répond aux questions courantes sur les soldes de congés, le suivi des notes de frais et les règles de l'entreprise, en anglais ou en Bahasa Malaysia, libérant les équipes RH pour les tâches qui demandent du discernement. Les analyses mettent en évidence les foyers de rotation du personnel, l'évolution des heures supplémentaires et les lacunes de compétences : la direction dispose ainsi d'éléments factuels pour planifier les effectifs, les budgets de formation et les successions dans toute l'organisation.",
          ],
          keyFeatures: [
            "Suivi des candidatures et grilles d'entretien structurées",
            "Listes de contrôle d'intégration numériques et signature électronique",
            "Congés, présences et planification des équipes",
            "Paie avec calcul de l'EPF, de la SOCSO, de l'EIS et du PCB",
            "Notes de frais avec capture des justificatifs",
            "Fixation d'objectifs, évaluations et feedback à 360°",
            "Assistant RH IA en libre-service pour les collaborateurs",
            "Analyses de la rotation du personnel et des effectifs",
          ],
          benefits: [
            "La paie est exacte et à l'heure, à chaque cycle.",
            "Les collaborateurs obtiennent des réponses immédiates sans attendre les RH.",
            "Grâce à une intégration guidée, les nouvelles recrues sont plus vite opérationnelles.",
            "Les déclarations obligatoires sont homogènes et prêtes pour l'audit.",
            "Les managers prennent leurs décisions RH sur la base de données réelles.",
            "Paperasse et validations manuelles disparaissent du quotidien.",
          ],
        },
        {
          title: "Gestion de projet",
          description:
            "Planifiez, attribuez et suivez vos projets grâce à des calendriers partagés, une vue des ressources et des alertes de l'IA qui signalent les retards avant qu'ils ne compromettent une échéance.",
          overview: [
            "Notre solution de gestion de projet offre aux équipes un lieu unique pour planifier le travail, partager les fichiers, saisir leurs temps et rendre compte de l'avancement. Les projets peuvent être pilotés en diagramme de Gantt pour les plannings de construction et d'ingénierie, en tableaux Kanban pour les équipes logicielles et marketing, ou en combinant les deux. Clients et sous-traitants peuvent être invités avec un accès limité, ce qui maintient la collaboration externe dans un espace maîtrisé plutôt que dans des groupes de messagerie dispersés.",
            "L'analyse par l'IA compare l'avancement prévu et réel, estime les dates d'achèvement et avertit les chefs de projet lorsqu'une dépendance entre tâches ou un collaborateur surchargé met un jalon en danger. La vue des ressources montre qui est disponible sur l'ensemble des projets, tandis que le suivi budgétaire rattache heures saisies et dépenses à chaque phase. Grâce aux tableaux de bord de portefeuille, les directeurs passent en revue tous les projets en cours en quelques minutes.",
          ],
          keyFeatures: [
            "Diagrammes de Gantt avec dépendances entre tâches et plannings de référence",
            "Tableaux Kanban et planification des sprints",
            "Allocation des ressources et vue des capacités",
            "Saisie des temps et validation des feuilles de temps",
            "Suivi du budget et des coûts par phase",
            "Alertes de risque et prévisions d'achèvement par l'IA",
            "Portails sécurisés pour les clients et les sous-traitants",
            "Tableaux de bord de portefeuille pour la direction",
          ],
          benefits: [
            "Les échéances sont protégées par des alertes précoces plutôt que par de mauvaises surprises de dernière minute.",
            "Chaque équipe sait exactement sur quoi travailler chaque jour.",
            "Les coûts du projet restent visibles du lancement à la livraison.",
            "Les charges de travail sont équilibrées pour éviter l'épuisement des collaborateurs clés.",
            "Les clients suivent l'avancement sans multiplier les réunions de point.",
            "Les enseignements des projets passés améliorent les estimations futures.",
          ],
        },
      ],
    },
  },
  "communication-&-collaboration": {
    source: "4a46d8e3850c",
    text: {
      name: "Communication et collaboration",
      items: [
        {
          title: "Communications unifiées",
          description:
            "Réunissez appels, messagerie, réunions et présence sur une plateforme unique qui fonctionne de la même façon sur téléphone de bureau, ordinateur portable et mobile.",
          overview: [
            "Notre solution de communications unifiées fusionne voix, vidéo, messagerie instantanée, messagerie vocale et présence en une expérience unique. Les collaborateurs passent et reçoivent leurs appels professionnels sur n'importe quel appareil avec un seul numéro, voient d'un coup d'œil si un collègue est disponible et transforment un chat en visioconférence en un clic. Nous déployons la solution sur Microsoft Teams, Cisco Webex ou notre propre plateforme cloud, selon ce que votre organisation utilise déjà.",
            "La migration est planifiée site par site, avec portabilité des numéros existants et intégration des anciens PBX tant qu'ils restent utiles. Les fonctions d'IA ajoutent transcription en direct, comptes rendus de réunion et suppression du bruit, tandis qu'une administration centralisée permet à l'équipe informatique de créer les utilisateurs, d'attribuer les numéros et d'appliquer les règles d'appel depuis un portail unique. Les statistiques d'utilisation montrent la qualité des appels et le niveau d'adoption : les problèmes sont corrigés avant que les utilisateurs ne s'en plaignent.",
          ],
          keyFeatures: [
            "Un numéro professionnel unique sur téléphone de bureau, ordinateur et mobile",
            "Présence, chat et passage en visio en un clic",
            "Intégration de la téléphonie Microsoft Teams et Cisco Webex",
            "Portabilité des numéros et interconnexion avec les anciens PBX",
            "Transcription et comptes rendus de réunion par l'IA",
            "Administration centralisée des utilisateurs et des règles",
            "Suivi de la qualité des appels et analyse de l'adoption",
            "Voix, vidéo et messagerie chiffrées",
          ],
          benefits: [
            "Les collaborateurs restent joignables où qu'ils travaillent.",
            "Moins d'outils, c'est moins de coûts de licences et de support.",
            "Les réunions démarrent plus vite et débouchent sur des suites claires.",
            "L'équipe informatique gère tous les sites depuis une console unique.",
            "Les clients joignent la bonne personne du premier coup.",
            "En travail hybride, on reste aussi connecté qu'au bureau.",
          ],
        },
        {
          title: "Solutions de centre de contact",
          description:
            "Exploitez un centre de contact cloud qui oriente chaque appel, chat et message vers le meilleur conseiller, avec une IA qui assiste les conseillers et automatise les demandes courantes.",
          overview: [
            "Notre solution de centre de contact gère les interactions entrantes et sortantes par téléphone, chat web, WhatsApp, e-mail et messageries sociales depuis un poste de travail conseiller unique. Le routage par compétences et le routage prédictif mettent chaque client en relation avec le conseiller le plus à même de régler sa demande, tandis que nos bots vocaux et nos chatbots traitent demandes de solde, prises de rendez-vous et suivi de commandes sans file d'attente. Les superviseurs suivent en direct les files et les niveaux de service.",
            "Pendant chaque conversation, l'assistant conseiller écoute, fait remonter les articles de connaissances et suggère des réponses, puis rédige automatiquement les notes de clôture. Après l'appel, l'analyse de la parole évalue chaque interaction sous l'angle du ressenti et de la conformité : la couverture devient totale au lieu de reposer sur un échantillonnage aléatoire. La plateforme s'adapte aussi bien à un service d'assistance de dix postes qu'à une organisation multisite de plusieurs centaines de conseillers, et s'intègre aux principaux CRM comme aux déploiements Genesys existants.",
          ],
          keyFeatures: [
            "Poste de travail conseiller omnicanal pour la voix, le chat, l'e-mail et les réseaux sociaux",
            "Routage par compétences et routage prédictif",
            "Libre-service IA avec bots vocaux et chatbots",
            "Assistance aux conseillers et suggestions de connaissances en temps réel",
            "Résumés d'appel et notes de clôture automatiques",
            "Analyse de la parole et du ressenti sur chaque interaction",
            "Gestion et prévision des effectifs",
            "Intégration CRM et Genesys",
          ],
          benefits: [
            "Les clients attendent moins et voient leur demande réglée dès le premier contact.",
            "Les demandes courantes sont traitées sans conseiller.",
            "Les nouveaux conseillers sont pleinement opérationnels plus vite.",
            "Les équipes qualité examinent chaque interaction, pas un petit échantillon.",
            "La capacité augmente ou diminue selon la saisonnalité de la demande.",
            "Les managers voient les niveaux de service en temps réel.",
          ],
        },
        {
          title: "VoIP et téléphonie cloud",
          description:
            "Remplacez lignes téléphoniques vieillissantes et PBX sur site par une téléphonie cloud qui réduit le coût des appels et ajoute routage intelligent, enregistrement et analyses.",
          overview: [
            "Notre solution VoIP transfère votre téléphonie dans le cloud et offre une qualité d'appel professionnelle sur votre connexion Internet existante. Des numéros locaux à Kuala Lumpur, à Johor Bahru, à Singapour et sur d'autres marchés peuvent être attribués en quelques jours, et les numéros existants sont portés avec un minimum de perturbation. Les appels arrivent sur les téléphones de bureau, les softphones et les applications mobiles : une agence ou un bureau à domicile s'installe sans nouveau câblage.",
            "Un SVI intelligent accueille les appelants, comprend leurs demandes formulées à voix haute et les oriente sans longs menus. Enregistrement des appels, messagerie vocale transmise par e-mail, groupes d'appel et règles horaires se gèrent depuis un portail web, sans faire appel à un technicien. Les rapports montrent volumes d'appels, appels manqués et heures de pointe par service, et une tarification prévisible par utilisateur remplace des frais d'abonnement de ligne et d'appels longue distance imprévisibles.",
          ],
          keyFeatures: [
            "PBX cloud avec postes, groupes d'appel et files d'attente",
            "Attribution de numéros locaux et internationaux",
            "Portabilité des numéros depuis les opérateurs existants",
            "SVI à reconnaissance vocale fondé sur l'IA",
            "Enregistrement des appels et messagerie vocale par e-mail",
            "Softphone et applications mobiles pour les collaborateurs à distance",
            "Portail web pour modifier soi-même les scénarios d'appel",
            "Analyse des appels et rapports sur les appels manqués",
          ],
          benefits: [
            "Les coûts de téléphonie mensuels baissent et deviennent prévisibles.",
            "Nouveaux bureaux et collaborateurs à distance sont opérationnels en quelques jours.",
            "Les appelants joignent le bon service sans naviguer dans des menus à touches.",
            "Plus aucun matériel PBX sur site à entretenir ni à remplacer.",
            "Les occasions manquées deviennent visibles et peuvent être relancées.",
            "Le système téléphonique évolue avec vos effectifs, un utilisateur à la fois.",
          ],
        },
        {
          title: "Plateformes de collaboration",
          description:
            "Déployez et optimisez Microsoft Teams, Cisco Webex ou Google Workspace avec des extensions d'IA, une gouvernance et un accompagnement à l'adoption adaptés à votre organisation.",
          overview: [
            "Acheter des licences de collaboration est facile ; amener chacun à bien les utiliser l'est beaucoup moins. Notre solution de plateformes de collaboration couvre la conception, le déploiement et la gestion continue de Microsoft Teams, Cisco Webex et Google Workspace, y compris l'organisation des canaux, les règles de partage de fichiers, l'accès des invités et l'équipement des salles de réunion. Nous calquons la configuration sur la façon dont vos services travaillent réellement : l'adoption suit naturellement, sans avoir à l'imposer.",
            "Par-dessus la plateforme, nous ajoutons des capacités d'IA : des chatbots qui répondent aux questions sur les règles internes et l'informatique directement dans Teams, des assistants de réunion qui consignent décisions et actions à mener, et des automatisations qui acheminent les validations sans e-mail. Les contrôles de gouvernance couvrent la rétention, la prévention des fuites de données et le partage externe, et des revues d'adoption trimestrielles montrent quelles équipes ont besoin de plus de formation ou de meilleurs modèles.",
          ],
          keyFeatures: [
            "Déploiement de tenants Teams, Webex et Google Workspace",
            "Conception de l'architecture des espaces de travail et des canaux",
            "Installation et gestion des équipements de salle de réunion",
            "Chatbots IA intégrés aux applications de collaboration",
            "Assistants de réunion qui consignent décisions et actions à mener",
            "Automatisation des workflows de demande et de validation",
            "Gouvernance de la rétention, de la DLP et de l'accès des invités",
            "Analyse de l'adoption et programmes de formation des utilisateurs",
          ],
          benefits: [
            "Les licences de collaboration déjà payées donnent leur pleine valeur.",
            "L'information est plus facile à trouver et moins susceptible de fuiter.",
            "Le volume d'e-mails baisse à mesure que les échanges passent dans des espaces partagés.",
            "Les réunions se terminent avec des responsables et des prochaines étapes clairement définis.",
            "Les collaborateurs obtiennent leurs réponses informatiques et RH sans quitter leur espace de travail.",
            "La direction mesure l'adoption au lieu de la deviner.",
          ],
        },
      ],
    },
  },
  "ai-&-automation": {
    source: "82ee8e881615",
    text: {
      name: "IA et automatisation",
      items: [
        {
          title: "Chatbots IA",
          description:
            "Déployez une IA conversationnelle sur votre site, sur WhatsApp et dans vos applications pour répondre aux questions, capter des prospects et réaliser des transactions en plusieurs langues.",
          overview: [
            "Notre solution de chatbot IA s'appuie sur notre propre grand modèle de langage (LLM), affiné pour les langues d'Asie du Sud-Est, afin de tenir des conversations naturelles en anglais, en Bahasa Malaysia, en mandarin et en tamoul, y compris avec les alternances de langues que pratiquent chaque jour les clients malaisiens. Les bots sont entraînés sur vos informations produits, vos règles et vos FAQ, et se connectent à vos systèmes internes pour vérifier une commande, fixer un rendez-vous ou mettre à jour un compte, au lieu de se contenter de répondre.",
            "Quand une conversation nécessite un humain, le bot la transfère à un conseiller avec la transcription complète et le contexte : les clients n'ont jamais à tout recommencer. Un studio sans code permet à votre équipe d'ajuster réponses et scénarios sans développeur, et les analyses révèlent les questions les plus fréquentes, les moments où les conversations s'interrompent et les sujets à ajouter en priorité.",
          ],
          keyFeatures: [
            "Compréhension multilingue, y compris les alternances malais-anglais",
            "Déploiement sur le web, WhatsApp, Facebook Messenger et dans les applications",
            "Entraînement sur vos documents, vos FAQ et vos règles",
            "Intégration aux systèmes internes pour les réservations, les commandes et les comptes",
            "Transfert fluide vers un conseiller, avec le contexte",
            "Studio de conception de conversations sans code",
            "Scénarios de captation et de qualification des prospects",
            "Analyse des conversations et rapports sur les contenus manquants",
          ],
          benefits: [
            "Les clients obtiennent des réponses à toute heure, sans attendre.",
            "Une grande partie des demandes courantes n'atteint jamais un conseiller.",
            "Les prospects sont captés et qualifiés même en dehors des heures de bureau.",
            "Les conseillers se concentrent sur les échanges complexes et à forte valeur.",
            "Les réponses restent cohérentes sur tous les canaux.",
            "Les enseignements tirés des conversations orientent l'amélioration des produits et des services.",
          ],
        },
        {
          title: "Automatisation robotisée des processus (RPA)",
          description:
            "Automatisez les tâches répétitives et régies par des règles, comme la saisie de données, les rapprochements ou la production de rapports, avec des robots logiciels précis qui travaillent 24 h/24.",
          overview: [
            "Notre solution RPA déploie des robots logiciels qui utilisent les applications comme le ferait une personne : ils se connectent, copient des données d'un système à l'autre, remplissent des formulaires, rapprochent des enregistrements et envoient des rapports. Ils sont idéaux pour les processus qui reposent sur des systèmes anciens dépourvus d'API modernes, comme la saisie des sinistres d'assurance, le rapprochement des relevés bancaires, le traitement des factures ou les déclarations réglementaires mensuelles. Les robots fonctionnent selon un planning ou à la demande, de jour comme de nuit.",
            "Nous commençons par un atelier de découverte des processus pour repérer ceux qui offrent le meilleur retour, puis nous concevons, testons et supervisons les automatisations pour vous. En associant la RPA à la lecture de documents par l'IA et à notre grand modèle de langage (LLM), l'automatisation s'étend aux données non structurées comme les factures numérisées et les e-mails des clients. Une salle de contrôle suit chaque exécution de robot, chaque exception et les heures gagnées.",
          ],
          keyFeatures: [
            "Robots logiciels supervisés et autonomes",
            "Découverte des processus et évaluation du ROI",
            "Extraction par l'IA des données des factures et des formulaires",
            "Traitement des e-mails et du texte libre avec notre LLM",
            "Intégration aux applications anciennes et web",
            "Planification, files de travail et gestion des exceptions",
            "Salle de contrôle centrale avec journaux d'audit",
            "Rapports sur les heures gagnées et le ROI",
          ],
          benefits: [
            "Libérés des saisies répétitives, les collaborateurs se consacrent à des tâches à plus forte valeur.",
            "Les erreurs de traitement chutent nettement par rapport à la saisie manuelle.",
            "Des tâches qui prenaient des jours s'effectuent en une nuit.",
            "Les systèmes anciens s'automatisent sans remplacement coûteux.",
            "Chaque étape automatisée est journalisée pour la conformité.",
            "L'automatisation est vite rentabilisée et s'étend à de nouveaux processus.",
          ],
        },
        {
          title: "Solutions d'apprentissage automatique",
          description:
            "Transformez vos données historiques en modèles prédictifs de la demande, du risque, des prix et de la maintenance, conçus, déployés et supervisés par notre équipe de data science.",
          overview: [
            "Notre solution d'apprentissage automatique aide les organisations à passer du constat de ce qui s'est produit à la prévision de ce qui va se produire. Nos data scientists travaillent avec votre équipe pour formuler une question métier, par exemple quels clients risquent de partir, quelles machines vont tomber en panne ou de combien de stock chaque point de vente a besoin, puis préparent les données, entraînent des modèles candidats et les valident sur des résultats réels.",
            "Les modèles sont déployés sous forme d'API sécurisées ou intégrés aux applications que vos équipes utilisent déjà, pour que les prédictions apparaissent là où se prennent les décisions. Nous suivons leur précision dans le temps et les réentraînons lorsque les tendances évoluent, comme c'est souvent le cas après un changement de prix ou une période de fêtes. Des rapports d'explicabilité montrent quels facteurs déterminent chaque prédiction, à l'appui de la gouvernance et des contrôles réglementaires dans la finance et la santé.",
          ],
          keyFeatures: [
            "Identification des cas d'usage et étude de faisabilité",
            "Préparation des données et feature engineering",
            "Modèles de prévision, de classification et de détection d'anomalies",
            "Vision par ordinateur pour l'inspection et le traitement de documents",
            "Déploiement sous forme d'API ou intégré aux applications métier",
            "Suivi des modèles et détection des dérives",
            "Pipelines de réentraînement planifiés",
            "Rapports d'explicabilité et de gouvernance des modèles",
          ],
          benefits: [
            "Les décisions reposent sur des probabilités plutôt que sur des hypothèses.",
            "Les problèmes comme l'attrition ou les pannes d'équipement sont détectés plus tôt.",
            "Stocks, prix et effectifs s'alignent sur la demande réelle.",
            "Les modèles restent précis à mesure que le contexte économique évolue.",
            "Régulateurs et auditeurs peuvent comprendre le comportement des modèles.",
            "Vos propres données deviennent un avantage concurrentiel durable.",
          ],
        },
        {
          title: "Analyse de données et business intelligence",
          description:
            "Réunissez les données de toute l'entreprise dans des tableaux de bord en direct et des rapports en langage clair, pour que chaque équipe réponde rapidement à ses propres questions.",
          overview: [
            "Notre solution d'analyse de données relie vos sources ERP, CRM, de caisse, de centre de contact et vos tableurs à un entrepôt de données cloud encadré. Les données sont nettoyées, normalisées et actualisées automatiquement, ce qui met fin à la course mensuelle pour rassembler les chiffres des différents services. Des tableaux de bord par rôle offrent aux dirigeants, aux responsables d'agence et aux analystes les vues dont ils ont besoin, chacun présentant une version unique et partagée du chiffre d'affaires, des marges et des indicateurs clients.",
            "Grâce à notre grand modèle de langage (LLM) intégré, les utilisateurs peuvent saisir une question comme « Quels points de vente ont manqué leur objectif le mois dernier, et pourquoi ? » et obtenir un graphique accompagné d'une explication rédigée. Des alertes automatiques préviennent les responsables lorsqu'un indicateur sort de sa plage habituelle, et des rapports planifiés arrivent par e-mail ou dans Teams. Nous formons aussi vos équipes, pour que l'analyse devienne un réflexe plutôt qu'une affaire de spécialistes.",
          ],
          keyFeatures: [
            "Connecteurs pour les données ERP, CRM, de caisse et de centre de contact",
            "Entrepôt de données cloud à actualisation automatique",
            "Contrôles de qualité des données et définitions normalisées",
            "Tableaux de bord interactifs par rôle",
            "Questions en langage naturel grâce à notre LLM",
            "Alertes d'anomalie sur les indicateurs clés",
            "Rapports planifiés par e-mail et dans Microsoft Teams",
            "Sécurité au niveau des lignes et contrôle des accès",
          ],
          benefits: [
            "Les dirigeants suivent la performance chaque jour, et non en fin de mois.",
            "Tout le monde travaille à partir d'un même jeu de chiffres fiables.",
            "Les non-spécialistes explorent les données sans attendre les analystes.",
            "Les tendances inhabituelles sont signalées tant qu'il est encore temps d'agir.",
            "Le travail de reporting passe de plusieurs jours à quelques minutes.",
            "L'accès aux données reste maîtrisé et auditable.",
          ],
        },
      ],
    },
  },
  "cloud-&-infrastructure": {
    source: "cbc7fc56caca",
    text: {
      name: "Cloud et infrastructure",
      items: [
        {
          title: "Migration vers le cloud",
          description:
            "Transférez applications et données de vos serveurs sur site vers AWS, Microsoft Azure ou Google Cloud grâce à une migration planifiée et maîtrisée, avec un contrôle des coûts dès le premier jour.",
          overview: [
            "Notre solution de migration vers le cloud commence par l'évaluation de vos serveurs, applications, licences et dépendances, afin de déterminer quelles charges de travail réhéberger, migrer vers une nouvelle plateforme, moderniser ou retirer. Nous établissons ensuite un plan par vagues et la conception d'une landing zone couvrant réseau, identités, sécurité et sauvegarde, en utilisant les régions cloud de Malaisie et de Singapour partout où la localisation des données compte pour votre activité ou votre régulateur.",
            "Les migrations se déroulent par vagues planifiées, avec répétitions et plans de retour arrière, généralement en dehors des heures de bureau : les utilisateurs ne remarquent guère que des systèmes plus rapides. Après la bascule, nous redimensionnons les instances, appliquons la tarification réservée et configurons des alertes budgétaires pour maîtriser les dépenses. Votre équipe reçoit la documentation de transfert et une formation, ou peut opter pour notre service cloud géré pour l'exploitation courante.",
          ],
          keyFeatures: [
            "Inventaire des charges de travail et cartographie des dépendances",
            "Planification du réhébergement, du changement de plateforme et de la modernisation",
            "Conception de landing zones pour AWS, Azure et Google Cloud",
            "Hébergement des données dans les régions de Malaisie et de Singapour",
            "Migration par vagues avec répétition et retour arrière",
            "Transfert des bases de données et des fichiers avec validation",
            "Optimisation des coûts et alertes budgétaires",
            "Documentation et formation après la migration",
          ],
          benefits: [
            "Le matériel vieillissant est retiré avant de tomber en panne.",
            "Les systèmes montent en charge lors des pics d'activité, puis reviennent à la normale.",
            "Les interruptions liées à la migration se limitent aux fenêtres prévues.",
            "Les coûts du cloud sont prévus et maîtrisés dès le départ.",
            "La reprise après sinistre devient plus simple et plus fiable.",
            "Les équipes informatiques passent de la maintenance des serveurs à l'amélioration des services.",
          ],
        },
        {
          title: "Services informatiques gérés",
          description:
            "Confiez l'exploitation informatique courante à notre centre de support de Kuala Lumpur : supervision proactive, assistance aux utilisateurs et maintenance, avec des niveaux de service clairs.",
          overview: [
            "Nos services informatiques gérés prolongent votre équipe informatique, ou en tiennent lieu pour les organisations qui n'en ont pas. Nous supervisons 24 h/24 serveurs, réseaux, postes de travail et services cloud, appliquons les correctifs selon un calendrier convenu et traitons les alertes avant qu'elles ne deviennent des pannes. Un centre d'assistance local accompagne les collaborateurs par téléphone, par chat et par prise en main à distance, en anglais et en Bahasa Malaysia.",
            "Chaque contrat est encadré par des accords de niveau de service (SLA) qui fixent les délais de prise en charge et de résolution, et des rapports mensuels présentent incidents, tendances et recommandations. Notre plateforme ITSM enregistre chaque demande, et un assistant IA règle instantanément les problèmes courants comme la réinitialisation des mots de passe. Des revues trimestrielles alignent les feuilles de route technologiques sur les plans de l'entreprise, pour que les dépenses informatiques servent la croissance au lieu de réagir aux pannes.",
          ],
          keyFeatures: [
            "Supervision 24 h/24, 7 j/7 des serveurs, du réseau et du cloud",
            "Gestion des correctifs et maintenance des postes de travail",
            "Centre d'assistance local en anglais et en Bahasa Malaysia",
            "Libre-service IA pour la réinitialisation des mots de passe et les pannes courantes",
            "Gestion des tickets ITSM avec suivi des SLA",
            "Gestion des actifs et des licences",
            "Surveillance des sauvegardes et tests de restauration",
            "Rapports de service mensuels et revues trimestrielles de la feuille de route",
          ],
          benefits: [
            "Des forfaits mensuels prévisibles remplacent les factures de réparation imprévues.",
            "Les incidents sont corrigés avant que la plupart des utilisateurs ne les remarquent.",
            "Les collaborateurs bénéficient d'une assistance rapide et aimable quand ils en ont besoin.",
            "L'équipe informatique interne peut se concentrer sur les projets stratégiques.",
            "Les systèmes restent à jour et conformes aux politiques de sécurité.",
            "Les décisions technologiques suivent une feuille de route claire et partagée.",
          ],
        },
        {
          title: "Cybersécurité",
          description:
            "Protégez utilisateurs, données et systèmes grâce à des défenses en couches, une surveillance des menaces 24 h/24, 7 j/7 et un accompagnement à la conformité à la PDPA et aux réglementations sectorielles.",
          overview: [
            "Notre solution de cybersécurité associe prévention, détection et réponse sur les postes de travail, la messagerie, les réseaux et le cloud. Nous commençons par une analyse des risques et un scan de vulnérabilités, puis comblons les failles les plus graves avec des pare-feu de nouvelle génération, une solution de détection et de réponse sur les terminaux (EDR), l'authentification multifacteur et des passerelles de messagerie sécurisées. Les mesures sont rattachées à la loi malaisienne sur la protection des données personnelles (PDPA) et aux exigences sectorielles comme le RMiT de Bank Negara Malaysia.",
            "Notre centre des opérations de sécurité surveille journaux et alertes 24 h/24, en s'appuyant sur l'apprentissage automatique pour distinguer les véritables attaques du bruit de fond. En cas d'incident, nos analystes le contiennent, en recherchent la cause et accompagnent la remise en état. Des simulations d'hameçonnage régulières et des formations de sensibilisation renforcent le facteur humain, et des rapports trimestriels donnent à la direction une vision claire du niveau de risque et des progrès accomplis.",
          ],
          keyFeatures: [
            "Analyse des risques et scan de vulnérabilités",
            "Détection et réponse sur les terminaux (EDR)",
            "Pare-feu de nouvelle génération et passerelle de messagerie sécurisée",
            "Authentification multifacteur et protection des identités",
            "Surveillance 24 h/24, 7 j/7 par notre centre des opérations de sécurité",
            "Réponse aux incidents et investigation numérique",
            "Mise en correspondance avec les exigences de la PDPA et du RMiT",
            "Simulations d'hameçonnage et sensibilisation à la sécurité",
          ],
          benefits: [
            "Les menaces sont détectées et contenues en quelques minutes, et non en plusieurs semaines.",
            "Les données sensibles des clients restent protégées.",
            "Les audits de conformité sont plus faciles à préparer et à réussir.",
            "Le personnel devient une ligne de défense plutôt qu'un point faible.",
            "Les dépenses de sécurité ciblent d'abord les risques les plus élevés.",
            "La direction dispose d'une vision claire et régulière du risque cyber.",
          ],
        },
        {
          title: "DevOps et ingénierie de plateforme",
          description:
            "Accélérez la livraison logicielle grâce aux pipelines automatisés, à l'infrastructure as code et à l'observabilité : les mises en production deviennent fréquentes, sûres et routinières.",
          overview: [
            "Notre solution DevOps aide les équipes de développement et d'exploitation à livrer plus vite sans sacrifier la stabilité. Nous concevons des pipelines d'intégration et de livraison continues qui compilent, testent et analysent chaque commit, puis déploient automatiquement en préproduction et en production, avec des points de validation là où c'est nécessaire. L'infrastructure est définie sous forme de code, ce qui rend les environnements reproductibles et élimine les dérives de configuration à l'origine des échecs du type « ça marche sur ma machine ».",
            "Nous conteneurisons les applications et les exécutons sur Kubernetes géré lorsque c'est pertinent, avec mise à l'échelle automatique et déploiements blue-green ou canary qui limitent l'impact de toute anomalie. Les outils d'observabilité réunissent métriques, journaux et traces, et des alertes assistées par l'IA orientent les ingénieurs vers la cause probable. Coaching et documentation garantissent que votre équipe peut s'approprier la plateforme après le transfert.",
          ],
          keyFeatures: [
            "Conception et automatisation de pipelines CI/CD",
            "Infrastructure as code avec Terraform",
            "Conteneurisation et Kubernetes géré",
            "Stratégies de déploiement blue-green et canary",
            "Tests automatisés et analyses de sécurité dans les pipelines",
            "Centralisation des métriques, des journaux et des traces",
            "Alertes assistées par l'IA et pistes de cause première",
            "Coaching des équipes et évaluation de la maturité DevOps",
          ],
          benefits: [
            "Les nouvelles fonctionnalités arrivent chez les clients en quelques jours plutôt qu'en plusieurs mois.",
            "Les mises en production ratées sont rares et vite annulées.",
            "Les environnements restent cohérents du développement à la production.",
            "Les contrôles de sécurité s'exécutent automatiquement à chaque modification.",
            "Les ingénieurs passent moins de temps à éteindre des incendies et plus de temps à construire.",
            "Les ressources cloud suivent le trafic réel, ce qui maintient les coûts sous contrôle.",
          ],
        },
      ],
    },
  },
  "industry-specific-solutions": {
    source: "1e96ff0d96c8",
    text: {
      name: "Solutions sectorielles",
      items: [
        {
          title: "Solutions e-commerce",
          description:
            "Lancez et développez vos boutiques en ligne et vos canaux sur les marketplaces avec un stock unifié, des moyens de paiement locaux et des recommandations pilotées par l'IA.",
          overview: [
            "Notre solution e-commerce offre aux distributeurs et aux marques une boutique en ligne rapide, pensée d'abord pour le mobile et connectée aux marketplaces comme Shopee, Lazada et TikTok Shop. Produits, prix et stocks se gèrent en un seul endroit et se synchronisent sur tous les canaux, ce qui évite la survente lors des ventes flash. Le paiement accepte FPX, DuitNow QR, portefeuilles électroniques, cartes et paiement fractionné, avec des tarifs de livraison récupérés en direct auprès des principaux transporteurs.",
            "Les recommandations par l'IA personnalisent les suggestions de produits et de lots pour chaque client, et notre chatbot répond aux questions sur les tailles, la livraison et les retours sur la boutique et sur WhatsApp. Relances de paniers abandonnés, points de fidélité et campagnes de bons de réduction font revenir les clients. L'intégration à nos applications de caisse et de gestion des commandes offre une véritable vision omnicanale : le stock des magasins physiques peut aussi servir les commandes en ligne.",
          ],
          keyFeatures: [
            "Boutique pensée pour le mobile, aux pages rapides",
            "Synchronisation avec Shopee, Lazada et TikTok Shop",
            "Stock unifié entre canaux en ligne et magasins",
            "Paiements FPX, DuitNow QR, portefeuille électronique et paiement fractionné",
            "Tarifs transporteurs en direct et suivi des expéditions",
            "Recommandations de produits et de lots par l'IA",
            "Chatbot pour les questions avant et après la vente",
            "Campagnes de relance de paniers abandonnés, de bons de réduction et de fidélité",
          ],
          benefits: [
            "Les ventes progressent en touchant les clients sur tous les grands canaux.",
            "Survente et écarts de stock disparaissent.",
            "Les clients paient avec les moyens auxquels ils font confiance.",
            "Le panier moyen augmente grâce à des recommandations pertinentes.",
            "Les questions des clients obtiennent une réponse immédiate, de jour comme de nuit.",
            "Les activités en ligne et en magasin partagent un même stock.",
          ],
        },
        {
          title: "Informatique de santé",
          description:
            "Dématérialisez le parcours patient, de la prise de rendez-vous à la facturation, grâce à des systèmes hospitaliers, des assistants IA et un traitement sécurisé des données conçus pour les établissements de santé.",
          overview: [
            "Notre solution d'informatique de santé accompagne hôpitaux, centres spécialisés et groupes de cliniques avec une application de gestion hospitalière intégrée couvrant admissions, rendez-vous, dossier médical électronique, pharmacie, laboratoire, facturation et remboursements par les assurances conventionnées. Les soignants consultent l'historique des patients depuis n'importe quel poste ou tablette, tandis que les gestionnaires suivent en temps réel, sur chaque site, l'occupation des lits, les temps d'attente et la performance du cycle de facturation.",
            "Bots vocaux et chatbots gèrent prise de rendez-vous, rappels et consignes avant la visite, ce qui réduit le volume d'appels aux bureaux des admissions et les rendez-vous manqués. Notre grand modèle de langage (LLM) peut rédiger comptes rendus d'hospitalisation et lettres d'adressage, soumis à la relecture des soignants. Toutes les données sont chiffrées, les accès journalisés et l'hébergement respecte la PDPA et les lignes directrices du ministère de la Santé, avec une intégration aux équipements de laboratoire et aux systèmes fondés sur HL7 ou FHIR.",
          ],
          keyFeatures: [
            "Admission des patients et planification des rendez-vous",
            "Dossier médical électronique avec notes cliniques",
            "Modules de pharmacie, de laboratoire et de radiologie",
            "Gestion de la facturation et des remboursements des assurances et des conventions",
            "Bots vocaux et chatbots pour les rendez-vous et les rappels",
            "Projets de documents cliniques rédigés avec l'aide du LLM",
            "Intégration HL7 et FHIR",
            "Stockage chiffré avec pistes d'audit complètes des accès",
          ],
          benefits: [
            "Les patients prennent rendez-vous et préparent leur visite sans attendre au téléphone.",
            "Les soignants consacrent plus de temps aux patients et moins à la paperasse.",
            "Les rappels automatiques font baisser le taux de rendez-vous manqués.",
            "Les demandes de remboursement sont transmises plus vite et moins souvent rejetées.",
            "Les données des patients restent confidentielles, sécurisées et auditables.",
            "La direction dispose d'une vision en direct des capacités et des recettes.",
          ],
        },
        {
          title: "Logiciels logistiques",
          description:
            "Optimisez entreposage, flotte et livraison du dernier kilomètre grâce à des logiciels connectés qui planifient les tournées, suivent les expéditions et tiennent les clients informés.",
          overview: [
            "Nos logiciels logistiques accompagnent prestataires logistiques, distributeurs et industriels avec la gestion d'entrepôt, la planification du transport et le suivi des livraisons sur une seule plateforme. La lecture des codes-barres et des puces RFID accélère réception, rangement et préparation des commandes, tandis que notre application pour chariots élévateurs guide les caristes vers le bon emplacement et enregistre chaque mouvement de palette. La précision des stocks s'améliore dès l'arrivée des marchandises à quai.",
            "L'optimisation des tournées tient compte du trafic, des créneaux de livraison, de la capacité des véhicules et des heures de conduite pour bâtir des tournées quotidiennes efficaces dans la vallée de Klang et au-delà. Les chauffeurs enregistrent la preuve de livraison par photo et signature électronique sur une application mobile, et les clients reçoivent des liens de suivi en direct et des alertes de retard proactives par SMS ou WhatsApp. Des tableaux de bord suivent la ponctualité, le coût par livraison et l'utilisation de la flotte.",
          ],
          keyFeatures: [
            "Gestion d'entrepôt avec lecture des codes-barres et des puces RFID",
            "Guidage des missions des caristes et suivi des palettes",
            "Optimisation des tournées par l'IA selon les créneaux de livraison",
            "Application mobile chauffeur avec preuve de livraison électronique",
            "Liens de suivi des expéditions en direct pour les clients",
            "Alertes de retard proactives par SMS et WhatsApp",
            "Maintenance de la flotte et suivi du carburant",
            "Tableaux de bord de ponctualité et de coût par livraison",
          ],
          benefits: [
            "Davantage de livraisons réalisées avec la même flotte.",
            "Les erreurs de préparation en entrepôt diminuent nettement.",
            "Les clients savent exactement quand leurs marchandises arriveront.",
            "Les litiges se règlent vite grâce à la preuve de livraison numérique.",
            "Les coûts de carburant et d'heures supplémentaires baissent grâce à de meilleures tournées.",
            "Les responsables des opérations suivent la performance de chaque dépôt.",
          ],
        },
        {
          title: "Technologies immobilières",
          description:
            "Aidez promoteurs, agences et gestionnaires de biens à vendre, louer et gérer leurs biens grâce au traitement des prospects par l'IA, aux visites virtuelles et aux applications de services aux résidents.",
          overview: [
            "Notre solution de technologies immobilières s'adresse aux promoteurs, aux agences immobilières et aux gestionnaires de sites. Pour les équipes de vente et de location, elle centralise dans un CRM unique les prospects issus des portails immobiliers, des publicités sur les réseaux sociaux et des visites en showroom ; l'IA y évalue l'intention d'achat et notre chatbot répond 24 h/24 aux questions sur les prix, les plans et l'éligibilité au financement. Les visites virtuelles et la réservation en ligne réduisent les déplacements inutiles sur site.",
            "Après la livraison, une application résidents à votre marque gère signalements de défauts, réservations d'équipements communs, enregistrement des visiteurs et paiement des charges. Les gestionnaires suivent ordres de travail, performance des prestataires et encaissements depuis un tableau de bord unique, tandis que des capteurs IoT surveillent ascenseurs, pompes et consommation d'énergie pour planifier la maintenance avant les pannes. Propriétaires et organes de gestion de copropriété reçoivent des rapports mensuels transparents, sans compilation manuelle.",
          ],
          keyFeatures: [
            "Captation des prospects depuis les portails, les réseaux sociaux et les showrooms",
            "Évaluation de l'intention d'achat par l'IA et suggestions de relance",
            "Chatbot pour les questions sur les prix, les plans et le financement",
            "Visites virtuelles et prise de rendez-vous de visite en ligne",
            "Gestion des réservations et de l'inventaire des lots",
            "Application résidents pour les défauts, les équipements et les paiements",
            "Gestion des visiteurs pour les résidences sécurisées",
            "Surveillance IoT des ascenseurs, des pompes et de l'énergie",
          ],
          benefits: [
            "Les équipes commerciales se concentrent sur les acheteurs prêts à s'engager.",
            "Les demandes reçoivent une réponse en quelques secondes, à toute heure.",
            "La disponibilité des lots est toujours à jour pour tous les agents.",
            "Les résidents profitent d'un service pratique depuis une application.",
            "La maintenance prédictive fait baisser les coûts d'entretien.",
            "Les encaissements s'améliorent grâce au paiement en ligne simplifié.",
          ],
        },
      ],
    },
  },
  "digital-transformation": {
    source: "9454b406912b",
    text: {
      name: "Transformation numérique",
      items: [
        {
          title: "Solutions de marketing digital",
          description:
            "Attirez, convertissez et fidélisez vos clients grâce à des campagnes fondées sur les données, à l'automatisation marketing et à des contenus générés par l'IA fidèles à votre marque.",
          overview: [
            "Notre solution de marketing digital associe stratégie, technologie et analyse pour que chaque ringgit investi en marketing soit justifié par des résultats. Nous auditons votre site, votre visibilité dans les moteurs de recherche, vos réseaux sociaux et vos campagnes payantes, puis bâtissons un plan centré sur des résultats mesurables : prospects qualifiés, réservations ou ventes en ligne. Le suivi est mis en place de bout en bout, du premier clic publicitaire jusqu'à la conversion dans votre CRM.",
            "L'automatisation marketing fait mûrir les prospects grâce à des parcours personnalisés par e-mail et WhatsApp déclenchés par leur comportement, tandis que notre grand modèle de langage (LLM) rédige textes de campagne, descriptions de produits et publications sociales en plusieurs langues, que votre équipe relit et valide. La segmentation des audiences s'appuie sur le CRM et l'historique d'achat, et des tableaux de bord d'attribution révèlent quels canaux génèrent réellement du chiffre d'affaires, pour orienter les budgets vers ce qui fonctionne.",
          ],
          keyFeatures: [
            "Audit de la présence numérique et des campagnes",
            "Référencement naturel et stratégie de contenu",
            "Gestion des campagnes sur les moteurs de recherche et les réseaux sociaux",
            "Automatisation marketing par e-mail et WhatsApp",
            "Création de contenus multilingues assistée par le LLM",
            "Segmentation des audiences à partir des données CRM et commerciales",
            "Conception de pages d'atterrissage et tests A/B",
            "Attribution multicanal et tableaux de bord de ROI",
          ],
          benefits: [
            "Les dépenses marketing sont directement liées au chiffre d'affaires généré.",
            "Les prospects sont accompagnés automatiquement jusqu'à ce qu'ils soient prêts à acheter.",
            "Les contenus sont produits plus vite, sans perdre le ton de la marque.",
            "Les campagnes touchent le bon public, dans la bonne langue.",
            "Les canaux peu performants sont repérés et abandonnés rapidement.",
            "La valeur vie client progresse grâce à des relances bien ciblées dans le temps.",
          ],
        },
        {
          title: "Développement de logiciels sur mesure",
          description:
            "Faites développer des logiciels conçus autour de vos processus, des outils internes aux plateformes destinées aux clients, par notre équipe d'ingénierie de Kuala Lumpur.",
          overview: [
            "Lorsque les produits du marché obligent votre équipe à des contournements laborieux, notre solution de logiciels sur mesure livre des applications conçues autour de votre façon de travailler. Nos ingénieurs, designers et analystes métier de Kuala Lumpur animent des ateliers de découverte, cartographient les processus et réalisent des prototypes cliquables avant le début du développement : les parties prenantes s'accordent tôt sur le résultat et l'on évite des changements tardifs coûteux.",
            "Nous développons avec des frameworks modernes et bien maintenus, et livrons par sprints de deux semaines, en présentant un logiciel fonctionnel à la fin de chacun. Les capacités d'IA de notre propre plateforme, comme la compréhension de documents, les interfaces conversationnelles et les modèles prédictifs, peuvent être intégrées là où elles apportent de la valeur. Chaque projet comprend tests automatisés, revue de sécurité, documentation et pleine propriété du code source, avec des contrats de support à long terme en option.",
          ],
          keyFeatures: [
            "Ateliers de découverte et cartographie des processus",
            "Conception UX et prototypes cliquables",
            "Livraison agile par sprints de deux semaines",
            "Développement web, mobile et d'API",
            "IA intégrée issue de notre plateforme de chat, de voix et de LLM",
            "Intégration aux systèmes ERP, CRM et existants",
            "Tests automatisés et revue de sécurité",
            "Pleine propriété du code source et documentation",
          ],
          benefits: [
            "Le logiciel s'adapte à vos processus, et non l'inverse.",
            "Les parties prenantes constatent des avancées concrètes toutes les deux semaines.",
            "Les fonctions d'IA sont intégrées dès la conception plutôt qu'ajoutées après coup.",
            "Vous détenez pleinement le code et la propriété intellectuelle.",
            "L'intégration supprime la double saisie entre les systèmes.",
            "Une équipe locale assure un support réactif sur le long terme.",
          ],
        },
        {
          title: "Développement d'applications mobiles",
          description:
            "Concevez et développez des applications iOS et Android que clients et collaborateurs aiment utiliser, avec des fonctions d'IA, des intégrations sécurisées et un accompagnement à la publication sur les stores.",
          overview: [
            "Notre solution de développement d'applications mobiles mène une idée du concept jusqu'à l'application publiée. Nous concevons des interfaces intuitives testées avec de vrais utilisateurs, puis développons des applications natives ou multiplateformes pour iOS et Android selon les exigences de performance et le budget. Nos projets types : applications de fidélité, outils pour les interventions terrain, plateformes de réservation et super-apps qui réunissent plusieurs services derrière un identifiant unique.",
            "Les applications peuvent intégrer chatbots, commandes vocales, notifications push, un mode hors ligne pour les zones mal couvertes et des moyens de paiement locaux comme DuitNow et les portefeuilles électroniques les plus répandus. Nous gérons la soumission et la validation sur les stores, mettons en place le suivi des plantages et l'analyse d'usage, et planifions des versions régulières pour que l'application continue de s'améliorer après son lancement au lieu de vieillir peu à peu.",
          ],
          keyFeatures: [
            "Recherche utilisateur et conception d'interfaces",
            "Applications iOS et Android natives et multiplateformes",
            "Chatbots et commandes vocales intégrés à l'application",
            "Notifications push et personnalisation",
            "Mode hors ligne avec synchronisation en arrière-plan",
            "Paiements DuitNow, par portefeuille électronique et par carte",
            "Soumission sur les stores et gestion des versions",
            "Suivi des plantages et analyse d'usage",
          ],
          benefits: [
            "Vos clients interagissent chaque jour avec votre marque, depuis leur poche.",
            "Les équipes terrain accomplissent leurs tâches sur place plutôt que sur papier.",
            "Le développement multiplateforme réduit les coûts et les délais.",
            "Les applications continuent de fonctionner là où la connexion est mauvaise.",
            "Des versions régulières gardent l'application à jour et bien notée.",
            "Les données d'usage montrent précisément quelles fonctionnalités apportent de la valeur.",
          ],
        },
        {
          title: "Technologies financières (FinTech)",
          description:
            "Modernisez vos services bancaires, de crédit, d'assurance et de paiement grâce à l'entrée en relation numérique, aux modèles de risque par l'IA et à des canaux clients sécurisés et conformes.",
          overview: [
            "Notre solution de technologies financières aide banques, assureurs, coopératives, prêteurs agréés et sociétés de paiement à proposer des services plus rapides, pensés d'abord pour le numérique. L'entrée en relation numérique s'appuie sur l'eKYC, avec capture des pièces d'identité et détection du vivant par reconnaissance faciale : les clients ouvrent un compte ou demandent un financement depuis leur téléphone. Les workflows d'octroi de crédit récupèrent les données du demandeur, appliquent les règles de crédit et transmettent les décisions pour validation, ce qui ramène les délais de plusieurs jours à quelques heures.",
            "Des modèles d'apprentissage automatique appuient le scoring de crédit, la détection de la fraude et la priorisation du recouvrement, avec des rapports d'explicabilité destinés aux comités des risques internes. Des bots conversationnels gèrent en toute sécurité consultations de solde, oppositions sur carte et rappels de paiement, et notre grand modèle de langage (LLM) résume les documents des clients pour les analystes crédit. Les solutions sont conçues pour s'aligner sur les documents d'orientation RMiT et e-KYC de Bank Negara Malaysia et, le cas échéant, sur les structures de produits conformes à la charia.",
          ],
          keyFeatures: [
            "Entrée en relation par eKYC avec détection du vivant",
            "Octroi numérique de prêts et de financements",
            "Scoring de crédit par l'IA avec explicabilité",
            "Détection de la fraude et des anomalies en temps réel",
            "Bots vocaux et chatbots sécurisés pour les demandes bancaires",
            "Automatisation du recouvrement et rappels de paiement",
            "Synthèse de documents par le LLM pour l'analyse crédit",
            "Contrôles de sécurité et d'audit alignés sur le RMiT",
          ],
          benefits: [
            "Les clients ouvrent un compte et demandent un financement en quelques minutes.",
            "Les décisions de crédit sont plus rapides et plus cohérentes.",
            "La détection en temps réel réduit les pertes dues à la fraude.",
            "Les coûts de service baissent, les bots traitant les demandes courantes.",
            "Les preuves de conformité sont recueillies automatiquement.",
            "Les nouveaux produits numériques arrivent plus vite sur le marché.",
          ],
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["solutions"]>;
