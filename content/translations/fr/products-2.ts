import type { LocaleContent } from "@/content/units";

/** fr: products. */
export const products2 = {
  "fork-lift-app": {
    source: "7d367461a90d",
    text: {
      name: "Gestion de flotte de chariots élévateurs",
      tagline:
        "Une gestion connectée de votre flotte de chariots élévateurs qui suit l'utilisation, la sécurité et la maintenance, avec une IA qui anticipe les pannes avant qu'elles n'arrêtent l'activité.",
      topFeatures: [
        "Suivi en temps réel de la position et du taux d'utilisation de chaque chariot",
        "Identification des caristes par badge RFID ou code PIN, avec vérification de l'habilitation",
        "Check-lists de sécurité numériques avant la prise de poste, sur le terminal du chariot ou le téléphone",
        "Détection des chocs avec alerte immédiate du superviseur",
        "Maintenance prédictive à partir des heures moteur, de l'état de la batterie et des codes défaut",
        "Planification de la recharge et de l'échange des batteries pour les flottes électriques",
        "Limitation de vitesse par zone et alertes de proximité des piétons",
        "Recommandations de dimensionnement de la flotte selon les temps d'inactivité",
        "Historique d'entretien, pièces et ordres de travail pour flottes en propre ou en location",
        "Tableaux de bord de performance et de sécurité par cariste",
      ],
      detailedDescription: [
        "L'application de gestion de flotte de chariots élévateurs relie chariots diesel, GPL et électriques, chariots à mât rétractable et transpalettes à un tableau de bord cloud unique. Des boîtiers télématiques compacts installés sur chaque engin remontent la position, les heures moteur, l'état de la batterie, les chocs et les codes défaut, tandis que les caristes s'identifient par badge RFID et remplissent une check-list de sécurité numérique avant que le chariot ne puisse démarrer. Responsables d'entrepôt, de port ou d'usine savent exactement quels chariots travaillent, sont à l'arrêt, en charge ou en attente de réparation.",
        "L'apprentissage automatique transforme ces données télématiques en décisions. Le modèle de maintenance apprend le comportement normal de chaque chariot et prévient lorsque la pression hydraulique, la température du moteur ou le profil de décharge de la batterie laissent penser qu'un composant est proche de la panne : les pièces peuvent être commandées et l'intervention planifiée pendant une période creuse. L'analyse d'utilisation montre où la flotte dépasse les besoins, et où un chariot de plus aux heures de pointe supprimerait un goulet d'étranglement au chargement.",
        "La sécurité est intégrée à chaque poste. Les capteurs de choc enregistrent les collisions avec l'heure, le lieu et le cariste, des règles par zone ralentissent les chariots près des allées piétonnes, et une check-list non conforme bloque le chariot jusqu'à ce qu'un superviseur le libère. L'application conserve les registres d'inspection et de formation exigés lors des contrôles du DOSH, convient aux flottes en propre, en leasing et en location, et se connecte à notre application de gestion des stocks pour rapprocher l'activité des chariots des tâches de préparation et de rangement.",
      ],
      useCases: [
        {
          title: "Pilotage de flotte en centre de distribution",
          description:
            "Un prestataire logistique qui tourne en plusieurs équipes voit la disponibilité des chariots en temps réel et les répartit entre quais de réception et d'expédition selon l'évolution des volumes.",
        },
        {
          title: "Exploitation portuaire et terminaux à conteneurs",
          description:
            "Suivez les gerbeurs de conteneurs (reach stackers) et les engins de manutention lourde sur un vaste terre-plein, avec des alertes prédictives qui évitent les pannes pendant les escales des navires.",
        },
        {
          title: "Sécurité en usine",
          description:
            "Faites respecter les habilitations des caristes, les contrôles avant utilisation et les zones de vitesse autour des lignes d'assemblage, et analysez chaque choc grâce à des preuves horodatées.",
        },
        {
          title: "Gestion de flottes de location",
          description:
            "Les loueurs de matériel facturent les heures réellement utilisées, planifient l'entretien préventif sur les sites de leurs clients et récupèrent plus tôt les engins inutilisés.",
        },
        {
          title: "Recharge des flottes électriques",
          description:
            "Planifiez recharges et échanges de batteries pour que les chariots électriques soient prêts aux heures de pointe, sans surcharger l'alimentation électrique du site.",
        },
      ],
    },
  },
  "supply-chain-management-app": {
    source: "67891fade4a8",
    text: {
      name: "Gestion de la chaîne logistique",
      tagline:
        "Une visibilité de bout en bout sur la chaîne logistique, avec prévision de la demande par IA et alertes de perturbation pour que les marchandises circulent du fournisseur au client.",
      topFeatures: [
        "Prévision de la demande par IA, par référence, site et canal de vente",
        "Planification des stocks multiniveau entre usines, entrepôts et magasins",
        "Suivi des expéditions par voie maritime, aérienne, routière et par messagerie express",
        "Alertes de perturbation : congestion portuaire, météo et retards fournisseurs",
        "Portail de collaboration fournisseurs pour prévisions, confirmations et avis d'expédition (ASN)",
        "Planification des transports avec optimisation des tournées et du chargement",
        "Opérations d'entrepôt : adressage, préparation par vagues et inventaires tournants",
        "Calcul du coût de revient rendu, incluant fret, droits de douane et SST",
        "Tour de contrôle avec traitement des flux par exception",
        "Simulation de scénarios pour mesurer l'impact d'un choc de demande ou d'approvisionnement",
      ],
      detailedDescription: [
        "La gestion de la chaîne logistique relie planification, approvisionnement, entreposage et transport dans une vue unique. Fabricants, distributeurs et enseignes savent ainsi où se trouve leur stock, où il va et quand il arrivera. Elle consolide les données des ERP, des fournisseurs, des transitaires et des transporteurs, et remplace chaînes d'e-mails et appels de suivi par une tour de contrôle partagée. Les planificateurs travaillent sur les mêmes chiffres que les achats et la logistique, et les anomalies apparaissent sous forme de tâches plutôt que de mauvaises surprises.",
        "La prévision par IA est au cœur du dispositif. Des modèles entraînés sur l'historique des ventes, les promotions, les pics de fêtes comme Hari Raya et le Nouvel An chinois, ainsi que sur des signaux externes, produisent des prévisions de demande par référence et par site, que les planificateurs peuvent examiner et ajuster. Un moteur de détection des perturbations surveille la congestion portuaire, la performance des transporteurs et les délais fournisseurs, estime le retard probable de chaque commande concernée et recommande des options : changement d'itinéraire, expédition accélérée ou recours à une source alternative.",
        "Les outils d'optimisation transforment ensuite les plans en actions. Les objectifs de stock sont équilibrés entre usines, entrepôts régionaux et magasins pour préserver le niveau de service sans immobiliser de trésorerie, tandis que la planification des transports construit chargements et tournées qui réduisent les kilomètres à vide. La simulation de scénarios permet aux dirigeants de tester ce qui se passerait si un fournisseur clé fermait deux semaines ou si la demande augmentait d'un cinquième, et chaque décision de planification reste traçable pour l'audit et l'amélioration continue.",
      ],
      useCases: [
        {
          title: "Distribution de produits de grande consommation",
          description:
            "Prévoyez la demande de milliers de références dans la grande distribution comme dans le commerce traditionnel, et réapprovisionnez les distributeurs bien avant les pics des fêtes.",
        },
        {
          title: "Fabrication électronique",
          description:
            "Suivez les composants critiques de vos fournisseurs étrangers, soyez alerté tôt des pénuries et replanifiez la production quand des pièces arrivent en retard.",
        },
        {
          title: "Réapprovisionnement des magasins",
          description:
            "Fixez des objectifs de stock par magasin à partir des prévisions de l'IA et déclenchez des transferts automatiques depuis l'entrepôt régional quand les ventes s'accélèrent.",
        },
        {
          title: "Logistique import-export",
          description:
            "Suivez les conteneurs qui transitent par Port Klang et les autres portes d'entrée, calculez le coût de revient rendu de chaque expédition et partagez avec vos clients des estimations d'arrivée actualisées.",
        },
        {
          title: "Supervision de la chaîne du froid",
          description:
            "Associez le suivi des expéditions aux relevés de température pour protéger denrées alimentaires et produits pharmaceutiques, et attester la conformité à chaque transfert de responsabilité.",
        },
      ],
    },
  },
  "procurement-application": {
    source: "e995662afff8",
    text: {
      name: "Application de gestion des achats",
      tagline:
        "Des achats de bout en bout, du sourcing au paiement, avec une IA qui repère les économies, évalue le risque fournisseur et rapproche automatiquement les factures.",
      topFeatures: [
        "Demandes d'achat avec contrôle budgétaire et validations à plusieurs niveaux",
        "Catalogues d'achat guidé aux prix négociés dans les contrats",
        "Appels d'offres en ligne et gestion des demandes de devis, avec évaluation des offres sous pli scellé",
        "Classification des dépenses par IA, par service et par catégorie",
        "Rapprochement à trois voies des bons de commande, des réceptions et des factures",
        "Référencement des fournisseurs avec contrôle des documents et de l'immatriculation SSM",
        "Notation du risque fournisseur à partir des délais, de la qualité et des signaux financiers",
        "Référentiel des contrats avec rappels de renouvellement et recherche par clause",
        "Réception des factures électroniques alignée sur les exigences LHDN MyInvois",
        "Tableaux de bord des économies et de la conformité pour la finance et les achats",
      ],
      detailedDescription: [
        "L'application de gestion des achats couvre tout le cycle, du sourcing au paiement, de l'expression d'un besoin jusqu'au règlement du fournisseur. Les demandes d'achat sont contrôlées par rapport aux budgets et transmises aux bons valideurs, les acheteurs mènent demandes de devis et appels d'offres en ligne, et bons de commande, livraisons et factures sont reliés dans un même dossier. Elle convient aussi bien aux entreprises privées qui veulent mieux maîtriser leurs dépenses qu'aux organismes liés à l'État qui ont besoin d'appels d'offres transparents et auditables.",
        "L'IA aide les acheteurs à passer moins de temps sur la paperasse et plus sur la négociation. La classification des dépenses lit les lignes d'achat en texte libre et les range par catégorie, ce qui révèle les achats éparpillés et les dépenses hors contrat. La capture des factures extrait les données d'en-tête et de ligne des PDF et des documents numérisés, puis les rapproche des bons de commande et des réceptions : seules les vraies anomalies parviennent à la comptabilité fournisseurs. Pendant les appels d'offres, l'assistant compare les offres côte à côte et résume les écarts de prix, de délai et de conditions.",
        "Le risque fournisseur est surveillé en continu. Chaque fournisseur dispose d'une fiche d'évaluation fondée sur le respect des délais, les rejets qualité, les écarts de prix et la validité des documents, et le modèle de risque signale ceux dont la performance se dégrade avant qu'ils ne perturbent l'activité. Contrats, certificats et coordonnées bancaires sont réunis dans un référentiel unique, avec alertes d'expiration. La plateforme s'intègre aux principaux ERP et logiciels comptables et conserve une piste complète des validations pour les auditeurs internes et externes.",
      ],
      useCases: [
        {
          title: "Maîtrise des achats hors production",
          description:
            "Orientez les collaborateurs vers des catalogues validés pour les fournitures de bureau, le matériel informatique et les services, afin de limiter les achats hors contrat et de raccourcir les délais de validation.",
        },
        {
          title: "Marchés publics transparents",
          description:
            "Les administrations et les entreprises liées à l'État (GLC) publient leurs appels d'offres, reçoivent les offres sous pli scellé en ligne et documentent chaque étape de l'évaluation en vue d'un audit ultérieur.",
        },
        {
          title: "Automatisation de la comptabilité fournisseurs",
          description:
            "Rapprochez automatiquement de gros volumes de factures fournisseurs et ne soumettez au service financier que les écarts de prix ou de quantité.",
        },
        {
          title: "Projets d'achats stratégiques",
          description:
            "Appuyez-vous sur l'analyse des dépenses pour regrouper les fournisseurs d'une catégorie, lancez une demande de devis concurrentielle et suivez les économies réalisées par rapport à la référence.",
        },
        {
          title: "Conformité des fournisseurs",
          description:
            "Recueillez licences, polices d'assurance et certifications lors du référencement, et soyez alerté avant l'expiration de chaque document.",
        },
      ],
    },
  },
  "attendance-management-application": {
    source: "d362a6615b44",
    text: {
      name: "Gestion des temps et des présences",
      tagline:
        "Un suivi précis des temps et des présences pour les bureaux, les usines et les équipes terrain, avec reconnaissance faciale et une IA qui repère les manques dans les plannings.",
      topFeatures: [
        "Pointage par reconnaissance faciale avec détection du vivant, pour empêcher le pointage par un collègue",
        "Pointage mobile géolocalisé pour le personnel terrain et à distance",
        "Compatible avec vos terminaux biométriques et lecteurs RFID existants",
        "Planification des équipes : rotations, journées fractionnées et postes de nuit",
        "Calcul automatique des heures supplémentaires conforme à l'Employment Act 1955",
        "Gestion des jours de repos, des congés et des jours fériés de chaque État",
        "Alertes en temps réel aux superviseurs en cas de retard ou d'absence",
        "Suggestions de planning par IA selon la charge prévue et la disponibilité du personnel",
        "Feuilles de temps par projet pour la facturation client et le suivi des coûts",
        "Exports prêts pour la paie vers le SIRH et les logiciels de paie tiers",
      ],
      detailedDescription: [
        "La gestion des temps et des présences enregistre quand et où chacun travaille, que le pointage se fasse à l'entrée d'une usine, dans le hall d'un immeuble de bureaux, dans un magasin ou chez un client. Les collaborateurs pointent sur des terminaux muraux à reconnaissance faciale, sur les lecteurs biométriques existants ou via une application mobile géolocalisée, et chaque enregistrement est horodaté et localisé. Les superviseurs voient en temps réel qui est présent, en retard ou absent sur l'ensemble des sites, et les RH reçoivent en fin de période des données propres et validées pour la paie.",
        "L'IA rend les données fiables et les plannings plus intelligents. La reconnaissance faciale avec détection du vivant confirme que c'est bien la bonne personne qui pointe et rejette les photos ou vidéos présentées à la caméra. La détection d'anomalies met en évidence les comportements irréguliers : modifications répétées, déplacements impossibles entre deux sites ou heures supplémentaires sans rapport avec la production. Pour les activités en équipes, l'assistant de planification propose des plannings adaptés à la charge prévue, dans le respect des jours de repos, des compétences et des préférences de chacun.",
        "Les règles applicables aux heures supplémentaires, aux jours de repos, aux jours fériés et aux primes d'équipe sont paramétrées une fois et appliquées de façon cohérente, conformément à l'Employment Act 1955 et à la politique de l'entreprise. Les managers valident exceptions et heures supplémentaires depuis leur téléphone, et les collaborateurs consultent leurs propres relevés, ce qui limite les contestations. L'application exporte des données prêtes pour la paie vers notre système de gestion des ressources humaines ou d'autres logiciels de paie, et permet le pointage hors ligne sur les sites à la connexion capricieuse, avec synchronisation dès le retour du réseau.",
      ],
      useCases: [
        {
          title: "Production en équipes",
          description:
            "Suivez des lignes de production en 3×8, calculez automatiquement heures supplémentaires et primes d'équipe, et repérez les sous-effectifs avant qu'une ligne ne démarre en personnel réduit.",
        },
        {
          title: "Effectifs en magasin",
          description:
            "Planifiez le personnel à temps partiel et à temps plein dans des dizaines de magasins, en ajustant les effectifs à la fréquentation attendue et aux promotions.",
        },
        {
          title: "Équipes d'intervention et commerciales",
          description:
            "Permettez aux techniciens et aux commerciaux de pointer chez le client grâce au pointage mobile géolocalisé, photo à l'appui.",
        },
        {
          title: "Chantiers et sites de projet",
          description:
            "Enregistrez la présence du personnel salarié et des sous-traitants sur les sites temporaires avec des terminaux faciaux portables qui fonctionnent même hors ligne.",
        },
        {
          title: "Politiques de travail hybride",
          description:
            "Suivez jours au bureau et télétravail des équipes hybrides, et donnez aux managers une vision claire de l'occupation des postes et de la collaboration en présentiel.",
        },
      ],
    },
  },
  "visitor-management-application": {
    source: "4b5a766b7d2b",
    text: {
      name: "Gestion des visiteurs",
      tagline:
        "Un accueil des visiteurs rapide et sécurisé, avec préenregistrement, lecture des pièces d'identité et contrôle par IA des listes de surveillance, pour chaque bâtiment et chaque site.",
      topFeatures: [
        "Préenregistrement avec invitation par QR code envoyée par e-mail ou WhatsApp",
        "Enregistrement en moins d'une minute sur borne en libre-service",
        "Lecture de la MyKad et du passeport avec saisie automatique des données",
        "Notification de l'hôte par Teams, e-mail ou SMS à l'arrivée de son invité",
        "Impression de badges avec photo, nom de l'hôte et zones autorisées",
        "Contrôle par IA des listes de surveillance et reconnaissance faciale des personnes interdites d'accès",
        "Intégration avec les tourniquets, le contrôle d'accès des portes et des ascenseurs",
        "Accueil sécurité des sous-traitants et signature d'accords de confidentialité à l'arrivée",
        "Liste en temps réel des visiteurs présents pour l'évacuation d'urgence",
        "Recueil du consentement aligné sur la PDPA et règles automatiques de conservation des données",
      ],
      detailedDescription: [
        "La gestion des visiteurs remplace registres papier et remise manuelle des badges par un accueil rapide et professionnel. Les hôtes invitent leurs visiteurs à l'avance, et ceux-ci reçoivent un QR code qui les enregistre en quelques secondes sur une borne d'accueil, une tablette ou au poste de sécurité. Les visiteurs non annoncés scannent leur MyKad ou leur passeport, se font prendre en photo et reçoivent un badge imprimé, tandis que leur hôte est aussitôt prévenu. Chaque entrée et chaque sortie sont enregistrées : les équipes de sécurité savent précisément qui se trouve dans les locaux.",
        "L'IA renforce la sécurité sans ralentir la file d'attente. La reconnaissance faciale compare la photo de chaque visiteur à la liste de surveillance de l'organisation et aux incidents déjà enregistrés, et alerte discrètement la sécurité en cas de correspondance. La lecture des documents extrait avec précision noms et numéros d'identité des cartes et des passeports, ce qui réduit les erreurs de saisie aux accueils très fréquentés. L'analyse des habitudes de visite fait ressortir les comportements inhabituels, comme des visites répétées en dehors des heures ouvrées ou des séjours prolongés en zone réglementée, pour examen par l'équipe de sécurité.",
        "L'application se connecte aux tourniquets, aux contrôleurs de portes et aux ascenseurs : les badges n'ouvrent que les étages et les zones auxquels le visiteur a droit, et seulement pour la durée de sa visite. Les sous-traitants suivent un accueil sécurité et signent les accords requis avant d'entrer. En cas d'urgence, les guides et serre-files consultent en temps réel la liste de toutes les personnes présentes sur le site. Textes de consentement, durées de conservation et suppression des données sont paramétrés pour vous aider à respecter le Personal Data Protection Act 2010.",
      ],
      useCases: [
        {
          title: "Accueil de tour de bureaux",
          description:
            "Accueillez clients, candidats et coursiers dans un immeuble multi-occupants grâce au préenregistrement, à l'enregistrement sur borne et à l'accès aux ascenseurs par étage.",
        },
        {
          title: "Sites industriels et sites sensibles",
          description:
            "Contrôlez les sous-traitants au regard des listes de surveillance, imposez l'accueil sécurité et limitez l'accès aux zones de production selon les équipes.",
        },
        {
          title: "Hôpitaux et cliniques",
          description:
            "Gérez les horaires de visite des services, limitez le nombre de visiteurs par patient et conservez une traçabilité des visites pour la prévention des infections.",
        },
        {
          title: "Services publics d'accueil",
          description:
            "Enregistrez les usagers qui se présentent aux guichets, vérifiez leurs pièces d'identité et conservez un historique auditable de chaque visite.",
        },
        {
          title: "Écoles et campus",
          description:
            "Contrôlez l'accès des parents et des fournisseurs pendant les heures de cours, et donnez au personnel une vue en temps réel de chaque visiteur présent dans l'enceinte.",
        },
      ],
    },
  },
  "inventory-app": {
    source: "0209aae81015",
    text: {
      name: "Gestion des stocks",
      tagline:
        "Un contrôle des stocks en temps réel dans vos magasins et entrepôts, avec des suggestions de réapprovisionnement par IA qui réduisent ruptures et surstocks.",
      topFeatures: [
        "Niveaux de stock en temps réel dans les entrepôts, les magasins et les véhicules de livraison",
        "Lecture des codes-barres et QR codes sur téléphone et terminal portable",
        "Points de commande et quantités d'achat suggérés par l'IA",
        "Suivi par lot et par numéro de série, avec alertes de péremption",
        "Règles de prélèvement FIFO et FEFO pour les denrées périssables",
        "Transferts de stock entre sites avec visibilité sur les marchandises en transit",
        "Inventaires tournants avec circuits d'analyse des écarts",
        "Détection précoce des stocks à rotation lente et des stocks dormants",
        "Gestion de plusieurs unités de mesure et des nomenclatures",
        "Valorisation des stocks en FIFO ou au coût moyen pondéré",
      ],
      detailedDescription: [
        "La gestion des stocks offre aux entreprises une vue précise et en temps réel de chaque article détenu, qu'il soit sur un rayonnage d'entrepôt, en rayon ou dans un véhicule de livraison. Le personnel réceptionne, déplace, prélève et compte les marchandises en scannant les codes-barres avec un téléphone ou un terminal portable : les stocks se mettent à jour au rythme du travail physique. Le suivi des lots, des numéros de série et des dates de péremption répond aux besoins de traçabilité précise de l'agroalimentaire, de la pharmacie, de l'électronique et des pièces détachées.",
        "L'IA met fin aux approximations du réapprovisionnement. Au lieu de seuils minimum et maximum figés, le système apprend le profil de demande, le délai d'approvisionnement et la variabilité de chaque article sur chaque site, puis recommande des points de commande et des quantités qui concilient disponibilité et coût de stockage. Il signale tôt les stocks à rotation lente et dormants, prévoit les produits qui seront en rupture avant la prochaine livraison et met en évidence les écarts d'inventaire qui ressemblent à des erreurs ou à de la démarque.",
        "Opérations et finance travaillent sur les mêmes chiffres. Les transferts entre sites font apparaître le stock en transit, les inventaires tournants remplacent les inventaires annuels qui paralysent l'activité, et les rapports de valorisation suivent la méthode FIFO ou du coût moyen pondéré pour la clôture mensuelle. L'application s'intègre à nos applications de point de vente, d'e-commerce, d'achats et de gestion des commandes ainsi qu'aux logiciels comptables, et se relie à la gestion de flotte de chariots élévateurs pour analyser ensemble mouvements d'entrepôt et utilisation des engins.",
      ],
      useCases: [
        {
          title: "Stocks d'un réseau de magasins",
          description:
            "Gardez des stocks justes entre les magasins et l'entrepôt central, avec des transferts automatiques quand un point de vente manque d'un article qu'un autre a en excès.",
        },
        {
          title: "Pièces détachées pour la maintenance",
          description:
            "Suivez les pièces critiques par numéro de série et emplacement pour que les techniciens trouvent vite la bonne pièce et que les arrêts d'équipement soient plus courts.",
        },
        {
          title: "Distribution agroalimentaire",
          description:
            "Appliquez le prélèvement FEFO, surveillez les dates de péremption et retrouvez en quelques minutes les lots concernés en cas de problème qualité.",
        },
        {
          title: "Matières premières industrielles",
          description:
            "Gérez les composants au regard des nomenclatures, réservez le stock pour les ordres de fabrication et réapprovisionnez les matières selon le plan de production.",
        },
        {
          title: "Pharmacie et fournitures médicales",
          description:
            "Suivez numéros de lot et dates de péremption des médicaments et consommables dans toutes les cliniques du réseau, avec des alertes bien avant l'expiration.",
        },
      ],
    },
  },
  "csm-app": {
    source: "cae2bc8728a0",
    text: {
      name: "Gestion du service client (CSM)",
      tagline:
        "Un espace de travail unifié pour le service client, où l'IA résume les dossiers, suggère des réponses et repère à l'avance les clients qui demandent une attention particulière.",
      topFeatures: [
        "Gestion unifiée des dossiers : e-mail, formulaires web, chat, WhatsApp et téléphone",
        "Vue client à 360° avec commandes, contrats et interactions passées",
        "Résumés de dossiers et suggestions de réponses par IA pour les conseillers",
        "Détection des émotions qui fait remonter les clients mécontents",
        "Routage par compétences et équilibrage de la charge",
        "Politiques de SLA par niveau de client, avec règles d'escalade",
        "Portail client en libre-service avec recherche dans la base de connaissances par IA",
        "Planification des interventions sur site",
        "Enquêtes CSAT et NPS avec analyse des commentaires par IA",
        "Score de risque d'attrition pour les équipes grands comptes et réussite client",
      ],
      detailedDescription: [
        "La gestion du service client offre aux équipes support un espace de travail unique pour toutes les demandes des clients, quel que soit le canal d'arrivée. E-mails, formulaires web, chats, messages WhatsApp et appels deviennent des dossiers liés au profil du client, à ses commandes, à ses contrats et à ses échanges précédents : les conseillers n'ont jamais à demander aux clients de se répéter. Les workflows orientent les dossiers vers la bonne équipe, suivent les niveaux de service selon le niveau du client et coordonnent les techniciens lorsqu'une intervention sur site est nécessaire.",
        "L'IA travaille aux côtés de chaque conseiller. À l'ouverture d'un dossier, l'assistant résume les longs échanges d'e-mails, identifie le produit et l'intention, et suggère une réponse fondée sur la base de connaissances et l'historique du client. L'analyse des sentiments repère la frustration et fait remonter les dossiers à risque dans la file. Sur le portail en libre-service, les clients font leurs recherches en langage naturel et règlent souvent le problème eux-mêmes, tandis que notre chatbot traite les demandes courantes avant même qu'elles ne deviennent des dossiers.",
        "Les responsables du service client voient au-delà du nombre de tickets. Les tableaux de bord croisent délai de résolution, stock de dossiers en attente, satisfaction et résolution au premier contact par équipe et par canal, et l'analyse par IA des commentaires d'enquête révèle les causes récurrentes des réclamations. Un score de risque d'attrition combine volume de dossiers, tonalité des échanges et utilisation des produits pour alerter tôt les responsables de compte. L'application CSM s'intègre à notre centre de contact, à notre chatbot et à nos solutions omnicanales, ainsi qu'aux principales plateformes CRM et ERP.",
      ],
      useCases: [
        {
          title: "Support client d'un éditeur SaaS B2B",
          description:
            "Gérez le support par niveau d'abonnement avec des SLA distincts, et alertez les responsables de la réussite client dès que des signaux d'attrition apparaissent sur les comptes clés.",
        },
        {
          title: "Traitement des réclamations télécoms",
          description:
            "Suivez les réclamations du premier contact à la résolution, y compris les tickets d'incident réseau associés et les dossiers à déclarer au régulateur.",
        },
        {
          title: "Après-vente en électronique grand public",
          description:
            "Enregistrez les garanties, gérez les dossiers de réparation et dépêchez des techniciens, en tenant les clients informés à chaque étape par SMS ou WhatsApp.",
        },
        {
          title: "Service client bancaire et assurance",
          description:
            "Traitez contestations de carte, demandes sur les sinistres et modifications de contrat avec des historiques de dossier prêts pour l'audit et des délais de traitement stricts.",
        },
        {
          title: "Eau, énergie et gestion immobilière",
          description:
            "Enregistrez les pannes signalées par les locataires ou les résidents, affectez les prestataires et mesurez les délais de résolution site par site.",
        },
      ],
    },
  },
  "pos-application": {
    source: "978f66efa46e",
    text: {
      name: "Logiciel de caisse (POS)",
      tagline:
        "Une caisse rapide et connectée au cloud pour le commerce de détail et la restauration, qui accepte tous les moyens de paiement courants en Malaisie et s'appuie sur l'IA pour suggérer des ventes additionnelles.",
      topFeatures: [
        "Fonctionne sur iPad, terminaux Android et caisses Windows",
        "Carte bancaire, DuitNow QR, portefeuilles électroniques et espèces dans un même encaissement",
        "Mode hors ligne pour continuer à vendre en cas de coupure internet",
        "Gestion des tables, écran en cuisine et partage de l'addition pour la restauration",
        "Synchronisation en temps réel des ventes et des stocks entre points de vente",
        "Suggestions de ventes additionnelles par IA selon le panier et l'heure",
        "Points de fidélité, bons d'achat et prix membres",
        "Tickets de caisse intégrant la SST et facture électronique sur demande",
        "Rôles du personnel, ouverture et clôture de caisse, et contrôle du tiroir-caisse",
        "Prévision des ventes et analyse de la performance des produits ou de la carte",
      ],
      detailedDescription: [
        "Le logiciel de caisse aide commerçants, restaurants, cafés et prestataires de services à encaisser vite et à synchroniser tous leurs points de vente. Il fonctionne sur iPad, terminaux Android et caisses Windows, accepte cartes bancaires, DuitNow QR, principaux portefeuilles électroniques et espèces dans un même parcours, et continue de fonctionner hors ligne en cas de coupure, avec synchronisation automatique au retour de la connexion. Depuis un back-office web, les gérants ajoutent des produits, modifient les prix et lancent des promotions dans tous leurs points de vente.",
        "L'IA transforme chaque transaction en recommandation utile. En caisse, le moteur de ventes additionnelles suggère compléments et formules en fonction du contenu du panier, de l'heure et des achats de clients similaires : le caissier reçoit une suggestion pertinente plutôt qu'un script. En coulisses, la prévision estime les ventes par point de vente et par heure pour aider les responsables à planifier le personnel et la préparation en cuisine, et l'analyse de la carte met en évidence les plats qui se vendent bien mais rapportent peu.",
        "Pour les restaurateurs, plans de salle, écrans en cuisine, options de plats et partage de l'addition fluidifient le service pendant le coup de feu du midi. Les commerçants profitent de la lecture des codes-barres, des déclinaisons, des numéros de série et de retours simplifiés. Programmes de fidélité, bons d'achat et prix membres sont intégrés, les tickets font apparaître correctement la SST, et des factures électroniques peuvent être émises à la demande des clients. La caisse partage ses stocks avec nos applications de gestion des stocks et d'e-commerce : ventes en ligne et en magasin puisent dans un même inventaire.",
      ],
      useCases: [
        {
          title: "Restauration rapide",
          description:
            "Prenez les commandes au comptoir ou sur bornes de commande, envoyez-les directement aux écrans de la cuisine et servez plus vite aux heures de pointe.",
        },
        {
          title: "Mode et art de vivre",
          description:
            "Vendez des produits déclinés en tailles et coloris dans plusieurs centres commerciaux, acceptez les échanges dans n'importe quel magasin et synchronisez le stock avec la boutique en ligne.",
        },
        {
          title: "Cafés et restauration à table",
          description:
            "Gérez plans de salle, changements de table et partage de l'addition, avec des suggestions de l'IA qui font progresser le ticket moyen grâce à des compléments pertinents.",
        },
        {
          title: "Supérettes et commerces de proximité",
          description:
            "Scannez rapidement des milliers de références, acceptez DuitNow QR et portefeuilles électroniques, et recommandez les produits à forte rotation en fonction des ventes du jour.",
        },
        {
          title: "Salons et prestations de services",
          description:
            "Réunissez rendez-vous, forfaits de prestations et vente de produits dans un même encaissement, avec suivi des commissions de chaque coiffeur ou esthéticienne.",
        },
      ],
    },
  },
  "e-commerce-application": {
    source: "94b0e4040034",
    text: {
      name: "Plateforme e-commerce",
      tagline:
        "Lancez et développez votre boutique en ligne avec des recommandations produits par IA, une recherche intelligente et l'intégration aux marketplaces, pensées pour les acheteurs d'Asie du Sud-Est.",
      topFeatures: [
        "Thèmes de boutique conçus d'abord pour le mobile, avec éditeur de pages par glisser-déposer",
        "Recommandations produits par IA sur la page d'accueil, les fiches produits et le panier",
        "Recherche intelligente qui gère fautes de frappe, synonymes et requêtes mêlant malais et anglais",
        "Paiement par FPX, carte, DuitNow et portefeuille électronique, avec options de paiement fractionné",
        "Synchronisation avec les marketplaces Shopee, Lazada et TikTok Shop",
        "Intégration des transporteurs avec tarifs d'expédition et suivi en temps réel",
        "Descriptions produits et métadonnées SEO générées par IA",
        "Relance des paniers abandonnés par e-mail et WhatsApp",
        "Promotions, bons d'achat, ventes flash et prix par lot",
        "Segments clients et analyse de la valeur vie client",
      ],
      detailedDescription: [
        "La plateforme e-commerce donne aux marques, aux enseignes et aux distributeurs tout ce qu'il faut pour vendre en ligne sous leur propre nom. Les marchands conçoivent une boutique rapide, pensée d'abord pour le mobile, à partir de thèmes prêts à l'emploi, gèrent des catalogues avec déclinaisons et lots, et acceptent les moyens de paiement locaux, dont la banque en ligne FPX, les cartes, DuitNow et les portefeuilles électroniques. Les commandes du site et des marketplaces comme Shopee, Lazada et TikTok Shop arrivent dans un même tableau de bord et puisent dans un stock commun, ce qui évite toute survente.",
        "L'IA aide les acheteurs à trouver ce qu'ils cherchent et les marchands à vendre davantage. Les modèles de recommandation personnalisent les suggestions selon la navigation et l'historique d'achat, et la recherche intelligente comprend les fautes d'orthographe, les synonymes et le mélange de Bahasa Malaysia et d'anglais que les clients locaux tapent souvent. Pour les équipes merchandising, l'assistant de contenu rédige descriptions, titres et métadonnées SEO à partir de quelques attributs : une journée de travail sur le catalogue devient une heure de relecture.",
        "Les outils de croissance sont intégrés. Les relances de paniers abandonnés partent par e-mail ou WhatsApp au moment où elles ont le plus de chances d'aboutir, ventes flash et bons d'achat se programment autour d'opérations comme le 11.11, et les segments clients montrent qui achète souvent, qui décroche et qui réagit aux remises. La plateforme gère les grilles tarifaires B2B et les commandes en gros, et se connecte à nos applications de gestion des commandes, de gestion des stocks et de caisse pour un commerce véritablement omnicanal.",
      ],
      useCases: [
        {
          title: "Lancement d'une marque en vente directe",
          description:
            "Les marques de beauté, de mode et d'alimentation ouvrent rapidement une boutique à leur nom et construisent une relation client qui leur appartient, au lieu de dépendre uniquement des marketplaces.",
        },
        {
          title: "Commerce omnicanal",
          description:
            "Les enseignes dotées de magasins proposent l'achat en ligne avec retrait en magasin et permettent aux clients de vérifier quelle boutique a l'article en stock.",
        },
        {
          title: "Commandes B2B en gros",
          description:
            "Les distributeurs offrent à leurs clients professionnels un portail avec prix propres à chaque compte, conditions de crédit et recommande en un clic à partir des factures passées.",
        },
        {
          title: "Opérations commerciales et ventes de fêtes",
          description:
            "Préparez le 11.11, Hari Raya et les promotions de fin d'année avec des ventes flash programmées, des règles de bons d'achat et un hébergement qui absorbe les pics de trafic.",
        },
        {
          title: "Centralisation des marketplaces",
          description:
            "Gérez annonces, stocks et commandes de plusieurs boutiques sur marketplaces depuis un même back-office, avec moins de survente et de mises à jour manuelles.",
        },
      ],
    },
  },
  "call-billing-application": {
    source: "51164b39d273",
    text: {
      name: "Taxation et facturation des appels",
      tagline:
        "Une taxation et une facturation des appels précises pour les entreprises, les hôtels et les fournisseurs de services, avec une IA qui détecte la fraude téléphonique et les usages anormaux.",
      topFeatures: [
        "Collecte des tickets d'appel (CDR) depuis les PBX, les trunks SIP, Teams et Webex",
        "Valorisation souple par destination, tranche horaire et tarif opérateur",
        "Rapports de refacturation par service et par centre de coûts",
        "Facturation automatisée des locataires, des clients d'hôtel et des clients revendeurs",
        "Détection de la fraude téléphonique par IA, avec alertes et blocage en temps réel",
        "Plafonds budgétaires et alertes de consommation par poste ou par utilisateur",
        "Rapprochement des factures opérateurs pour repérer les surfacturations",
        "Intégration au PMS hôtelier pour les appels passés depuis les chambres",
        "Rapports d'occupation des trunks et de planification des capacités",
        "Rapports programmés envoyés par e-mail au format PDF ou Excel",
      ],
      detailedDescription: [
        "L'application de taxation et de facturation des appels collecte les tickets d'appel des PBX sur site, des trunks SIP, de la téléphonie cloud et des plateformes collaboratives comme Microsoft Teams et Cisco Webex, puis valorise chaque appel selon les tarifs de vos opérateurs. Les équipes financières obtiennent une répartition précise des coûts par service, projet ou centre de coûts, tandis que fournisseurs de services, hôtels et centres d'affaires facturent automatiquement locataires, clients et revendeurs. Le tout se pilote depuis une console web, avec des accès par rôle pour la finance, l'informatique et la direction.",
        "L'IA surveille chaque appel en temps réel pour déceler les abus. Le modèle antifraude apprend le profil d'appels normal de chaque organisation, y compris les destinations, horaires et durées habituels, et déclenche une alerte dès qu'il observe une rafale inhabituelle d'appels internationaux, des appels vers des numéros surtaxés ou une activité sur des postes inactifs. Le trafic suspect peut être bloqué automatiquement, ce qui limite l'exposition à une fraude qui pourrait sinon courir toute une nuit ou tout un long week-end avant que quiconque ne remarque la facture.",
        "Au-delà de la facturation, l'application aide les organisations à réduire leurs dépenses de téléphonie. Le rapprochement des factures opérateurs compare les appels valorisés aux factures et fait ressortir les écarts, les rapports d'occupation indiquent si les trunks et les licences sont surdimensionnés, et l'analyse des tendances aide à mieux négocier les tarifs. Les données d'appels étant sensibles, les enregistrements sont stockés de façon sécurisée, avec durée de conservation paramétrable et masquage des numéros. La solution complète notre téléphonie cloud et nos services voix gérés, et convient aussi bien à un site unique qu'à un déploiement multinational.",
      ],
      useCases: [
        {
          title: "Répartition des coûts en entreprise",
          description:
            "Refacturez chaque mois les coûts téléphoniques aux services et aux projets grâce à des rapports détaillés que la finance peut rapprocher en toute confiance.",
        },
        {
          title: "Facturation des appels des clients d'hôtel",
          description:
            "Imputez les appels passés depuis les chambres sur la note du client grâce à l'intégration au PMS, pour ne rien oublier au moment du départ.",
        },
        {
          title: "Facturation des fournisseurs de services et revendeurs",
          description:
            "Valorisez et facturez vos clients PBX hébergé et trunks SIP avec des grilles tarifaires personnalisées, des forfaits de minutes et des engagements minimaux.",
        },
        {
          title: "Prévention de la fraude téléphonique",
          description:
            "Détectez en quelques minutes les postes compromis et les appels internationaux inhabituels, et bloquez-les avant que les pertes ne s'aggravent.",
        },
        {
          title: "Centres d'affaires et espaces de coworking",
          description:
            "Facturez à chaque locataire sa consommation téléphonique en même temps que le loyer et les services partagés, avec le détail transparent des appels sur chaque relevé.",
        },
      ],
    },
  },
  "order-management-application": {
    source: "67129fde808d",
    text: {
      name: "Système de gestion des commandes",
      tagline:
        "Un seul système pour saisir, orienter et exécuter les commandes de tous les canaux, avec une IA qui annonce des dates de livraison fiables et signale les commandes à risque.",
      topFeatures: [
        "Saisie centralisée des commandes : web, marketplaces, caisses, commerciaux et EDI",
        "Orchestration des commandes vers l'entrepôt ou le magasin le mieux placé",
        "Dates de livraison calculées par IA selon le stock, la capacité et la performance des transporteurs",
        "Expéditions fractionnées, reliquats et exécution partielle",
        "Contrôle de la fraude et du risque pour les commandes de forte valeur ou inhabituelles",
        "Retours et échanges avec circuits de remboursement",
        "Validation des commandes et contrôle des plafonds de crédit pour les clients B2B",
        "Informations proactives sur l'état des commandes par SMS, e-mail et WhatsApp",
        "Workflows de préparation, d'emballage et d'expédition avec impression des étiquettes transporteur",
        "Analyse du délai de traitement des commandes et du coût de service",
      ],
      detailedDescription: [
        "Le système de gestion des commandes réunit en un seul endroit les commandes de tous les canaux : boutique en ligne, marketplaces, caisses, commerciaux, centres d'appels et EDI des partenaires commerciaux. Chaque commande est validée, contrôlée au regard des plafonds de crédit si nécessaire, puis orientée vers l'entrepôt, le magasin ou le fournisseur en livraison directe le mieux placé pour l'exécuter. Les équipes du service client voient l'état complet de n'importe quelle commande, y compris fractionnements, reliquats, retours et remboursements, sans passer d'un système à l'autre.",
        "L'IA améliore à la fois la précision et la rapidité. Au moment de la validation du panier, le moteur de promesse calcule une date de livraison réaliste à partir du stock disponible, de la charge de l'entrepôt et de la ponctualité récente de chaque transporteur : les engagements sont plus souvent tenus. Les modèles d'orchestration pèsent distance, coût d'expédition et équilibre des stocks pour choisir le meilleur lieu d'exécution. Un modèle de risque passe les commandes au crible pour repérer les signes de fraude, comme des adresses incohérentes ou des quantités inhabituelles, et ne bloque que les commandes suspectes pour vérification.",
        "Les équipes opérationnelles gardent la main sur l'exécution. Listes de préparation, contrôles d'emballage et étiquettes transporteur sont générés automatiquement, les anomalies comme les manquants à la préparation ou les échecs de livraison déclenchent des tâches de suivi claires, et les clients reçoivent des informations proactives par SMS, e-mail ou WhatsApp. Les analyses font apparaître le délai de traitement des commandes, le coût de service et les motifs de retour par produit. Le système se connecte à nos applications d'e-commerce, de caisse, de gestion des stocks et de gestion de la chaîne logistique, ainsi qu'aux principaux ERP.",
      ],
      useCases: [
        {
          title: "Exécution des commandes omnicanales",
          description:
            "Orientez les commandes en ligne vers le magasin le plus proche disposant du stock pour une livraison le jour même ou un retrait en magasin, tandis que le stock de l'entrepôt sert les commandes des marketplaces.",
        },
        {
          title: "Distribution B2B",
          description:
            "Recueillez les commandes des commerciaux et des portails professionnels, faites respecter les plafonds de crédit et regroupez les livraisons par tournée pour réduire les coûts de transport.",
        },
        {
          title: "Fabrication à la commande",
          description:
            "Reliez les commandes clients aux plannings de production et annoncez aux acheteurs des dates d'achèvement fiables en fonction de la capacité disponible.",
        },
        {
          title: "Catégories à fort taux de retour",
          description:
            "Les vendeurs de mode et d'électronique automatisent autorisations de retour, contrôles et remboursements tout en suivant le motif de chaque retour.",
        },
        {
          title: "Abonnements et commandes récurrentes",
          description:
            "Programmez les livraisons récurrentes de consommables et laissez les clients sauter, suspendre ou modifier leurs prochaines commandes en libre-service.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
