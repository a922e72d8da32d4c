import type { LocaleContent } from "@/content/units";

/** fr: products. */
export const products3 = {
  "super-app": {
    source: "7c2a607f6c18",
    text: {
      name: "Super-app",
      tagline:
        "Une application unique à vos couleurs qui réunit paiements, services, fidélité et mini-programmes, avec une personnalisation par IA qui donne envie d'y revenir.",
      topFeatures: [
        "Framework de mini-programmes pour ajouter des services sans passer par les stores",
        "Portefeuille intégré avec rechargements, virements et paiements DuitNow QR",
        "Authentification unique et inscription eKYC avec vérification de la MyKad",
        "Écran d'accueil et recommandations de services personnalisés par IA",
        "Assistant IA intégré pour la recherche, le support et la réalisation de démarches",
        "Points de fidélité et récompenses unifiés sur tous les services",
        "Marketplace partenaires avec référencement des marchands et règlement des transactions",
        "Notifications push ciblées et messagerie dans l'application",
        "Architecture en microservices capable de servir des millions d'utilisateurs",
        "Analyse de l'engagement, de la fidélisation et de l'usage croisé des services",
      ],
      detailedDescription: [
        "La plateforme Super-app permet à une organisation de regrouper de nombreux services dans une seule application mobile à ses couleurs, plutôt que de demander à ses clients d'en télécharger et d'en apprendre plusieurs. Opérateurs télécoms, banques, enseignes, promoteurs immobiliers et administrations s'en servent pour réunir paiements, réservations, fidélité, règlement de factures, service client et offres partenaires derrière un identifiant unique. Les nouveaux services s'ajoutent sous forme de mini-programmes, publiés et mis à jour sans attendre une nouvelle soumission complète sur les stores.",
        "L'IA rend simple, pour chacun, une application aux multiples services. Le moteur de personnalisation apprend quels services une personne utilise, quand et où, puis organise l'écran d'accueil, les offres et les rappels autour de ces habitudes : le navetteur voit les transports et le stationnement, le parent les frais de scolarité et les courses. Un assistant intégré, fondé sur notre grand modèle de langage, permet aux utilisateurs de chercher, de poser des questions et d'accomplir des tâches, comme payer une facture ou réserver un créneau, en langage courant.",
        "Sous le capot, la plateforme est conçue pour la montée en charge et la conformité réglementaire. Une architecture en microservices sert des millions d'utilisateurs, l'inscription eKYC vérifie l'identité par la MyKad et la reconnaissance faciale, et le module de portefeuille est conçu pour les opérateurs titulaires d'une licence de monnaie électronique de Bank Negara Malaysia ou associés à un partenaire agréé. Référencement des marchands, règlement et règles de commission soutiennent un écosystème de partenaires, tandis que les analyses montrent la contribution de chaque service à l'engagement et au chiffre d'affaires.",
      ],
      useCases: [
        {
          title: "Application lifestyle d'un opérateur télécom",
          description:
            "Réunissez recharges prépayées, paiement des factures, options data, divertissement et avantages partenaires pour que les abonnés ouvrent l'application chaque jour, et pas seulement quand leur crédit s'épuise.",
        },
        {
          title: "Vie de quartier connectée",
          description:
            "Offrez aux résidents une application unique pour les laissez-passer visiteurs, la réservation des équipements, les demandes d'entretien, les annonces de la communauté et les offres des commerçants locaux.",
        },
        {
          title: "Écosystème d'un groupe de distribution",
          description:
            "Fédérez supermarchés, restaurants et boutiques spécialisées sous un même portefeuille de fidélité, avec des offres IA adaptées aux dépenses de chaque membre.",
        },
        {
          title: "Portail de services aux citoyens",
          description:
            "Permettez aux administrations de proposer licences et permis, paiements, rendez-vous et notifications dans une seule application sécurisée, à identité vérifiée.",
        },
        {
          title: "Super-app pour les collaborateurs",
          description:
            "Réunissez fiches de paie, congés, notes de frais, paiements à la cantine, horaires des navettes et actualités internes pour les grands effectifs.",
        },
      ],
    },
  },
  "mobile-applications": {
    source: "f44f870700ce",
    text: {
      name: "Développement d'applications mobiles",
      tagline:
        "Des applications iOS et Android natives et multiplateformes conçues, développées et maintenues par notre équipe, avec des fonctions d'IA intégrées dès le premier jour.",
      topFeatures: [
        "Développement natif iOS et Android en Swift et Kotlin",
        "Applications multiplateformes avec Flutter et React Native",
        "Recherche UX, prototypage et conception d'interfaces",
        "Fonctions d'IA : assistants conversationnels, reconnaissance d'images et saisie vocale",
        "Apprentissage automatique embarqué pour une inférence hors ligne et confidentielle",
        "API back-end sécurisées, authentification et hébergement cloud",
        "Intégration des passerelles de paiement, de la cartographie et des notifications push",
        "Tests automatisés sur un parc de smartphones répandus",
        "Publication sur l'App Store, Google Play et Huawei AppGallery",
        "Supervision après lancement, analyse des plantages et contrats de maintenance",
      ],
      detailedDescription: [
        "Notre service de développement mobile fait d'un croquis d'atelier une application publiée, utilisée chaque jour par vos clients et collaborateurs. Une équipe dédiée de designers produit, d'ingénieurs mobiles et de spécialistes qualité vous accompagne du cadrage au prototypage, au développement et au lancement. Nous développons des applications natives en Swift et Kotlin lorsque les performances ou les fonctions de l'appareil l'exigent, et des applications multiplateformes en Flutter ou React Native lorsqu'une base de code unique pour iOS et Android est le meilleur investissement.",
        "L'IA est pensée dès le premier sprint, et non greffée après coup. Nous intégrons des assistants conversationnels fondés sur notre propre modèle de langage, des fonctions caméra qui reconnaissent documents, produits ou défauts, et une saisie vocale qui s'accommode des accents malaisiens et des mélanges de langues. Lorsque la confidentialité ou la connectivité l'imposent, les modèles s'exécutent sur l'appareil lui-même : les fonctions restent disponibles hors ligne et les images sensibles ne quittent jamais le téléphone. Nos ingénieurs recourent aussi aux tests assistés par IA pour couvrir davantage de scénarios en moins de temps.",
        "Chaque application est conçue pour être sûre, mesurable et maintenable. Nous mettons en place une authentification forte, un stockage chiffré et des API sécurisées, intégrons les passerelles de paiement locales, la cartographie et les notifications, et testons sur un parc de smartphones répandus, dont les appareils Android de milieu de gamme courants dans la région. Après la sortie, nos contrats de support couvrent la supervision, les mises à jour du système d'exploitation et une feuille de route d'améliorations régulières guidée par les données d'usage réelles.",
      ],
      useCases: [
        {
          title: "Applications de fidélité et de commande",
          description:
            "Offrez aux clients de vos magasins et restaurants une application à votre marque pour commander, cumuler des avantages et recevoir des offres personnalisées qui les font revenir.",
        },
        {
          title: "Applications pour les équipes terrain",
          description:
            "Équipez inspecteurs, techniciens et commerciaux d'applications utilisables hors ligne pour les check-lists, les photos, les signatures et le suivi des interventions.",
        },
        {
          title: "Applications patients",
          description:
            "Permettez aux patients de prendre rendez-vous, de consulter leurs résultats et de poser leurs questions avant consultation à un assistant IA, avec des données de santé protégées de bout en bout.",
        },
        {
          title: "Applications de services financiers",
          description:
            "Créez des applications sécurisées pour l'accès aux comptes, l'ouverture de compte eKYC et les transactions, avec connexion biométrique et surveillance de la fraude.",
        },
        {
          title: "Outils internes d'entreprise",
          description:
            "Transformez les processus sur papier ou réservés au poste de travail, comme les validations ou les contrôles de stock, en workflows mobiles simples pour le personnel.",
        },
      ],
    },
  },
  "build-websites": {
    source: "e525a304bb24",
    text: {
      name: "Création de sites web",
      tagline:
        "Des sites web professionnels, rapides et bien référencés, conçus par notre équipe, avec des outils d'IA qui vous aident à rédiger vos contenus et à convertir vos visiteurs.",
      topFeatures: [
        "Design sur mesure conforme à votre charte graphique",
        "Mises en page adaptatives testées sur mobile, tablette et ordinateur",
        "Assistant de rédaction IA pour les pages, les articles de blog et les fiches produits",
        "Sites multilingues en anglais, Bahasa Malaysia et chinois",
        "CMS headless pour que votre équipe modifie les contenus sans développeur",
        "SEO technique, données structurées et optimisation des Core Web Vitals",
        "Chatbot IA intégré pour capter des prospects et répondre aux visiteurs",
        "Formulaires, réservation en ligne et bouton de discussion WhatsApp",
        "Hébergement géré avec CDN, certificats SSL et sauvegardes quotidiennes",
        "Tableaux de bord analytiques et configuration du suivi des conversions",
      ],
      detailedDescription: [
        "Notre service de création de sites web réalise sites institutionnels, pages d'atterrissage, catalogues en ligne et portails. Ils mettent votre entreprise en valeur et se chargent vite sur n'importe quel appareil. Nous commençons par un court cadrage pour comprendre votre public, vos objectifs et votre marque, puis nous concevons les gabarits de pages, rédigeons ou retravaillons les contenus et développons sur une architecture moderne, avec un système de gestion de contenu que votre équipe prendra en main sans difficulté. Qu'il s'agisse d'un site de cinq pages pour une PME ou d'un portail d'entreprise multilingue, la démarche et le niveau d'exigence sont les mêmes.",
        "L'IA accélère le travail et garde le site utile après sa mise en ligne. Notre assistant de rédaction produit des premières versions de textes, d'articles de blog et de méta-descriptions en anglais, en Bahasa Malaysia et en chinois, que nos rédacteurs relisent ensuite pour en vérifier l'exactitude et le ton. Un chatbot intégré répond aux questions courantes des visiteurs, qualifie les prospects et prend des rendez-vous en dehors des heures de bureau. Des analyses enrichies de recommandations générées par IA expliquent quelles pages suscitent de l'intérêt, où les visiteurs décrochent et quelles modifications ont le plus de chances d'améliorer les conversions.",
        "Performance, accessibilité et sécurité font partie de chaque projet. Les sites respectent les règles d'accessibilité WCAG, sont optimisés pour les Core Web Vitals et intègrent des données structurées pour que les moteurs de recherche comprennent vos contenus. Nous configurons SSL, réseau de diffusion de contenu, sauvegardes et surveillance de la disponibilité sur un hébergement géré, ou déployons sur le cloud de votre choix. Nos contrats de suivi couvrent les mises à jour, les modifications de contenu, les nouvelles pages d'atterrissage et un bilan trimestriel du référencement et des conversions.",
      ],
      useCases: [
        {
          title: "Présence en ligne des PME",
          description:
            "Les petites entreprises disposent d'un site professionnel adapté au mobile, avec contact WhatsApp, plan d'accès et chatbot qui capte des prospects 24 h/24.",
        },
        {
          title: "Refonte de site institutionnel",
          description:
            "Les grandes organisations modernisent un site vieillissant, migrent des années de contenus et adoptent un CMS avec circuits de validation pour plusieurs services.",
        },
        {
          title: "Pages d'atterrissage de campagne",
          description:
            "Les équipes marketing lancent rapidement des pages pour leurs lancements de produits et leurs événements, avec tests A/B et suivi des conversions configurés dès le départ.",
        },
        {
          title: "Sites régionaux multilingues",
          description:
            "Touchez vos clients dans toute la Malaisie et l'Asie du Sud-Est avec des sites en plusieurs langues, chacun doté de contenus optimisés pour le référencement.",
        },
        {
          title: "Relations investisseurs et information du public",
          description:
            "Publiez communiqués, rapports annuels et avis au public sur des sites accessibles et sécurisés, à la hauteur des exigences de transparence et d'accessibilité.",
        },
      ],
    },
  },
  "hospital-management-application": {
    source: "294d0e95e0be",
    text: {
      name: "Application de gestion hospitalière",
      tagline:
        "Un système intégré pour hôpitaux et cliniques qui couvre l'admission des patients, le dossier clinique, la pharmacie, la facturation et la relation patient assistée par IA.",
      topFeatures: [
        "Admission des patients avec lecture de la MyKad et gestion des files d'attente",
        "Dossier médical électronique : notes cliniques, prescriptions et résultats",
        "Planification des consultations externes avec rappels par SMS et WhatsApp",
        "Hospitalisation, gestion des lits et tableaux de bord des services",
        "Gestion de la pharmacie et du magasin avec suivi des lots et des dates de péremption",
        "Demandes d'examens de laboratoire et de radiologie avec résultats intégrés",
        "Facturation des entreprises conventionnées, des assureurs et des gestionnaires pour compte de tiers",
        "Plannings des médecins et des infirmiers avec gardes et astreintes",
        "Portail patient et chatbot IA pour les rendez-vous et les demandes",
        "Contrôle d'accès par rôle, pistes d'audit et protection des données alignée sur la PDPA",
      ],
      detailedDescription: [
        "L'application de gestion hospitalière de Nusantara AI réunit l'accueil, les équipes soignantes, la pharmacie et la finance sur une même plateforme. Conçue pour les hôpitaux privés, les centres spécialisés et les groupes de cliniques multisites en Malaisie, elle remplace tableurs cloisonnés et systèmes anciens par un dossier patient unique qui suit chaque personne de l'admission à la sortie, puis à chaque visite de suivi.",
        "L'admission est rapide grâce à la lecture de la MyKad et aux formulaires numériques, et les écrans de file d'attente apaisent les salles d'attente. Les médecins documentent leurs consultations, prescrivent examens de laboratoire et d'imagerie et médicaments depuis le même écran, avec des alertes d'allergie et d'interaction médicamenteuse. Les infirmiers gèrent admissions, attribution des lits et tournées de distribution des médicaments depuis des tableaux de bord de service mis à jour en temps réel.",
        "Les équipes financières génèrent automatiquement des factures détaillées pour chaque prestation réalisée, gèrent les acomptes et transmettent les demandes de remboursement aux assureurs, entreprises conventionnées et gestionnaires pour compte de tiers, pièces justificatives jointes. Les modules pharmacie et magasin suivent le stock par lot et par date de péremption, déclenchent les réapprovisionnements à des seuils définis et réduisent le gaspillage de médicaments et de consommables coûteux.",
        "Les patients restent en lien avec l'établissement grâce à un portail et à un chatbot IA qui prennent les rendez-vous, envoient des rappels, communiquent les résultats d'analyses une fois validés par le médecin et répondent aux questions courantes en malais, en anglais et en chinois. Le système prend en charge les interfaces HL7 et FHIR pour les équipements de laboratoire et d'imagerie, et il est hébergé de façon sécurisée, avec contrôle d'accès par rôle et pistes d'audit complètes.",
      ],
      useCases: [
        {
          title: "Hôpitaux privés spécialisés",
          description:
            "Coordonnez consultations externes, services d'hospitalisation, blocs opératoires et facturation pour des centaines de patients par jour sur une plateforme intégrée unique.",
        },
        {
          title: "Groupes de cliniques multisites",
          description:
            "Partagez dossiers patients, niveaux de stock et rapports de performance entre établissements, tandis que chaque clinique gère son propre planning.",
        },
        {
          title: "Prises en charge conventionnées et assurances",
          description:
            "Réduisez les refus de prise en charge en vérifiant la couverture dès l'admission et en transmettant des demandes complètes par voie électronique.",
        },
        {
          title: "Relation patient et rappels",
          description:
            "Réduisez les rendez-vous non honorés grâce aux rappels automatiques, et laissez les patients reprogrammer via WhatsApp ou le portail patient.",
        },
        {
          title: "Pharmacie et fournitures médicales",
          description:
            "Suivez médicaments et consommables de l'achat à la dispensation, avec des alertes avant qu'un article ne vienne à manquer ou n'atteigne sa date de péremption.",
        },
      ],
    },
  },
  "hotel-management-application": {
    source: "45b14879d0c7",
    text: {
      name: "Application de gestion hôtelière",
      tagline:
        "Un PMS dans le cloud qui gère réservations, réception, gouvernance des chambres et messagerie clients pour les hôtels et les resorts.",
      topFeatures: [
        "Planning des réservations avec plans tarifaires, forfaits et blocs de groupe",
        "Channel manager qui synchronise tarifs et disponibilités avec les agences de voyage en ligne",
        "Moteur de réservation sans commission pour votre propre site web",
        "Arrivées et départs à la réception, fiches de police numériques",
        "Tableau de gouvernance mobile avec état des chambres en temps réel",
        "Intégration des caisses du restaurant, du spa et du minibar",
        "Bot WhatsApp pour les demandes des clients avant l'arrivée et pendant le séjour",
        "Facturation sur folio avec taxe de service, taxe de séjour et paiements fractionnés",
        "Rapports de revenus : taux d'occupation, ADR et RevPAR",
        "Gestion multi-établissements depuis un tableau de bord unique",
      ],
      detailedDescription: [
        "L'application de gestion hôtelière de Nusantara AI est un système de gestion hôtelière (PMS) dans le cloud, conçu pour les hôtels de charme, les hôtels d'affaires urbains, les resorts et les résidences hôtelières. Elle réunit réservations, réception, gouvernance, facturation et communication avec les clients dans une interface simple à prendre en main : le personnel passe moins de temps à jongler entre les systèmes et davantage à prendre soin des clients pour leur donner envie de revenir.",
        "Un channel manager intégré synchronise tarifs et disponibilités entre les agences de voyage en ligne et votre propre moteur de réservation sans commission, ce qui réduit le risque de surréservation. Plans tarifaires, forfaits, tarifs entreprises et blocs de groupe se gèrent depuis un même planning, et les rapports sur le taux d'occupation, le prix moyen par chambre et le RevPAR aident les responsables à fixer le prix de chaque nuit en toute confiance.",
        "À la réception, les clients s'enregistrent avec une fiche de police numérique et la lecture de leur passeport ou de leur MyKad, tandis que les folios calculent automatiquement la taxe de service et la taxe de séjour. Le personnel d'étage met à jour l'état des chambres depuis son téléphone, et les problèmes techniques repérés pendant le ménage sont transmis directement au service technique, photos à l'appui : les chambres sont remises en vente plus vite.",
        "Les clients peuvent écrire à l'hôtel sur WhatsApp avant leur arrivée et tout au long du séjour. Un assistant IA répond aux questions sur les horaires du petit-déjeuner, le stationnement et les sites à visiter, prend les demandes de serviettes supplémentaires ou de départ tardif, et transmet tout ce qui sort de l'ordinaire à la réception. Les consommations du restaurant, du spa et du minibar sont imputées directement sur le folio de la chambre grâce à l'intégration des caisses.",
      ],
      useCases: [
        {
          title: "Hôtels indépendants et hôtels de charme",
          description:
            "Remplacez tableurs et mises à jour manuelles des canaux de distribution par un seul système cloud abordable, que les nouvelles recrues maîtrisent en quelques jours de travail.",
        },
        {
          title: "Resorts aux multiples points de vente",
          description:
            "Reliez chambres, restaurants, spa et activités pour que chaque consommation arrive sur le folio du client et dans le rapport de revenus quotidien.",
        },
        {
          title: "Groupes et chaînes hôtelières",
          description:
            "Gérez plusieurs établissements de façon centralisée, avec des profils clients partagés, un reporting consolidé et des stratégies tarifaires à l'échelle du groupe.",
        },
        {
          title: "Résidences hôtelières et longs séjours",
          description:
            "Gérez facturation mensuelle, charges et ménage récurrent en parallèle des réservations classiques à la nuitée.",
        },
        {
          title: "Automatisation de l'expérience client",
          description:
            "Envoyez automatiquement les messages avant l'arrivée, proposez des surclassements et recueillez les avis après le séjour sur le canal préféré du client.",
        },
      ],
    },
  },
  "travel-management-application": {
    source: "c21f54b0e71f",
    text: {
      name: "Application de gestion des déplacements",
      tagline:
        "Une plateforme pour les voyages d'affaires et les agences de voyages qui réunit réservation, validations, maîtrise des dépenses et assistance aux voyageurs.",
      topFeatures: [
        "Réservation de vols, d'hôtels, de trains et de voitures de location dans une seule interface",
        "Moteur de politique voyage : plafonds tarifaires, règles de classe et fournisseurs privilégiés",
        "Circuits de validation des déplacements à plusieurs niveaux, sur le web et sur mobile",
        "Gestion des itinéraires avec alertes en temps réel sur l'état des vols",
        "Saisie des frais avec numérisation des justificatifs et règles d'indemnités journalières",
        "Localisation des voyageurs au titre de l'obligation de sécurité de l'employeur et messages d'urgence",
        "Création de forfaits et d'itinéraires pour les agences de voyages",
        "Facturation multidevise et rapprochement des paiements fournisseurs",
        "Assistant voyage IA par chat et sur WhatsApp pour les modifications et les questions",
        "Analyse des dépenses par service, trajet et fournisseur",
      ],
      detailedDescription: [
        "L'application de gestion des déplacements de Nusantara AI s'adresse à deux publics : les entreprises qui doivent maîtriser leurs voyages d'affaires, et les agences de voyages qui ont besoin d'une plateforme efficace pour vendre et organiser des voyages. Les uns comme les autres disposent d'un système unique pour rechercher les disponibilités, construire les itinéraires, valider les déplacements, émettre les documents et régler les coûts, à la place de longues chaînes d'e-mails et d'outils de réservation cloisonnés.",
        "Côté entreprises, les collaborateurs réservent vols, hôtels et transports terrestres dans le respect de la politique voyage, et le système met en avant l'option conforme la moins chère. Les managers valident les demandes depuis leur téléphone, la finance voit les dépenses engagées avant même le départ, et les frais sont saisis en déplacement en photographiant les justificatifs. Les rapports ventilent les dépenses par service, destination et fournisseur pour mieux négocier.",
        "Les agences de voyages utilisent la plateforme pour concevoir des circuits, gérer les départs de groupe, émettre devis et factures en plusieurs devises et rapprocher les paiements fournisseurs. Fiches clients, données de passeport et préférences sont stockées en toute sécurité : une nouvelle réservation prend quelques minutes, la marge est visible sur chaque vente et les offres personnalisées touchent les bons clients au bon moment.",
        "Les voyageurs sont accompagnés tout au long du trajet par un assistant IA, par chat et sur WhatsApp, qui leur transmet leurs itinéraires, les prévient des changements de porte et des retards, et les aide à reprogrammer un vol perturbé. Au titre de l'obligation de sécurité de l'employeur, des outils dédiés indiquent où se trouvent les collaborateurs en cas d'urgence et permettent à l'entreprise d'envoyer en quelques minutes des consignes de sécurité à toutes les personnes présentes dans une ville touchée.",
      ],
      useCases: [
        {
          title: "Voyages d'affaires en entreprise",
          description:
            "Laissez les collaborateurs réserver eux-mêmes dans le respect de la politique voyage, pendant que la finance garde la maîtrise et la visibilité sur chaque déplacement.",
        },
        {
          title: "Activité des agences de voyages",
          description:
            "Gérez devis, réservations, émission des billets et paiements fournisseurs pour les voyages individuels et de groupe depuis un même back-office.",
        },
        {
          title: "Forfaits Omra et pèlerinage",
          description:
            "Organisez les départs de groupe avec listes de documents, paiements échelonnés et informations aux pèlerins en Bahasa Malaysia.",
        },
        {
          title: "Événements et voyages incentive",
          description:
            "Coordonnez vols, chambres et transferts pour les congrès et les voyages incentive, avec listes de répartition des chambres et notifications aux participants.",
        },
        {
          title: "Sécurité des voyageurs et gestion des perturbations",
          description:
            "Localisez les collaborateurs concernés lors d'une perturbation, envoyez des alertes et trouvez rapidement des solutions de remplacement grâce à l'assistant IA.",
        },
      ],
    },
  },
  sdk: {
    source: "ec39acdf00e4",
    text: {
      name: "SDK IA",
      tagline:
        "Intégrez les capacités vocales, conversationnelles et linguistiques de Nusantara AI à vos propres applications en quelques lignes de code.",
      topFeatures: [
        "Bibliothèques clientes pour TypeScript, Python, Java, Kotlin et Swift",
        "API REST et WebSocket pour le chat, la voix et l'inférence LLM",
        "Transcription et synthèse vocale en streaming en Bahasa Malaysia, anglais, mandarin et tamoul",
        "Widget de chat web prêt à intégrer et composants d'interface mobile",
        "Événements webhook sur le cycle de vie des conversations, des transferts et des appels",
        "Clés API à portée limitée et identifiants client OAuth 2.0",
        "Espace sandbox isolé avec bots d'exemple et crédits de test",
        "Modèles de prompts et connecteurs de récupération vers votre propre base de connaissances",
        "Suivi de la consommation, en-têtes de limitation de débit et statistiques par clé",
        "API versionnée avec avis de dépréciation et guides de migration",
      ],
      detailedDescription: [
        "Le SDK IA de Nusantara AI donne à votre équipe de développement un accès direct aux moteurs qui animent notre bot vocal, notre chatbot et notre grand modèle de langage. Plutôt que de reconstruire de zéro la logique conversationnelle, la reconnaissance vocale ou la détection d'intention, les développeurs appellent des API bien documentées et des bibliothèques clientes typées, puis façonnent l'expérience au sein de leurs portails web, applications mobiles, bornes ou systèmes de back-office. Résultat : une IA qui semble faire partie intégrante de votre produit, et non plaquée dessus.",
        "Les modèles de parole et de langage sont ajustés à la façon dont on parle réellement en Malaisie et en Asie du Sud-Est, y compris les passages du Bahasa Malaysia à l'anglais, les noms de personnes et les noms de lieux locaux. Les points de terminaison en streaming renvoient transcriptions partielles et tokens au fil de leur production, pour des interfaces toujours réactives. Les connecteurs de récupération permettent d'ancrer les réponses dans vos propres règles, fiches produits et FAQ, et chaque réponse est accompagnée de métadonnées que votre équipe peut journaliser, auditer et examiner.",
        "Les projets démarrent dans une sandbox isolée, avec bots d'exemple et crédits de test, puis passent en production avec des clés à portée limitée, des alertes de consommation et des paramètres propres à chaque environnement. Nos ingénieurs dédiés à la réussite des développeurs animent des ateliers de prise en main, examinent l'architecture avant les lancements à fort trafic et vous aident à choisir entre déploiement cloud et déploiement privé. Versions numérotées, journaux des modifications et annonce anticipée des changements incompatibles : l'intégration livrée aujourd'hui continue de fonctionner à mesure que la plateforme évolue.",
      ],
      useCases: [
        {
          title: "Assistant bancaire intégré à l'application",
          description:
            "Une banque en ligne intègre les composants de chat et les points de terminaison LLM à son application mobile : ses clients vérifient l'état de leur carte, contestent une opération et posent leurs questions sur les produits sans quitter l'application.",
        },
        {
          title: "Bornes en libre-service à commande vocale",
          description:
            "Commerçants et opérateurs de transport ajoutent la reconnaissance vocale en streaming à leurs bornes : les visiteurs demandent leur chemin, rechargent leur carte ou impriment un reçu en parlant dans la langue de leur choix.",
        },
        {
          title: "Copilotes de connaissances internes",
          description:
            "Les équipes informatiques connectent les API de récupération aux documents de l'intranet et aux règles RH, et offrent au personnel un assistant sécurisé au sein des portails qu'il utilise déjà tous les jours.",
        },
        {
          title: "Fonctions d'IA pour les éditeurs de logiciels",
          description:
            "Les éditeurs de logiciels indépendants utilisent le SDK pour ajouter synthèse, réponses intelligentes et étiquetage de la tonalité à leurs propres plateformes, le tout facturé à l'usage sur un compte unique.",
        },
        {
          title: "Chaînes d'analyse des appels",
          description:
            "Les centres de contact font passer leurs appels enregistrés par les points de terminaison de transcription par lots et d'analyse pour évaluer la qualité, vérifier les mentions réglementaires obligatoires et repérer les nouveaux motifs de réclamation.",
        },
      ],
    },
  },
  software: {
    source: "17643afa97b9",
    text: {
      name: "Logiciels d'entreprise",
      tagline:
        "Les applications métier et le moteur d'IA de Nusantara AI, packagés pour un déploiement sécurisé en entreprise : sur site, en cloud privé ou en SaaS.",
      topFeatures: [
        "Déploiement en SaaS, en cloud privé ou entièrement sur site",
        "Authentification unique via SAML 2.0, OpenID Connect et Active Directory",
        "Contrôle d'accès par rôle avec droits au niveau de chaque champ",
        "Connecteurs prêts à l'emploi pour SAP, Oracle, Microsoft Dynamics et Salesforce",
        "Console d'administration centrale pour tous les modules sous licence",
        "Pistes d'audit infalsifiables pour chaque modification de configuration",
        "Gestion multisociété, multidevise et multilingue",
        "Assistants IA intégrés pour la recherche, les synthèses et les validations",
        "Montées de version par étapes avec retour arrière testé",
        "Licences souples par utilisateur, par module ou par contrat d'entreprise",
      ],
      detailedDescription: [
        "L'offre Logiciels d'entreprise réunit sous une seule licence d'entreprise le portefeuille d'applications métier de Nusantara AI, de la gestion des services et des RH aux achats et à la chaîne logistique, ainsi que notre moteur d'IA. Grandes organisations, administrations et entreprises réglementées bénéficient des mêmes fonctionnalités que nos clients SaaS, avec la maîtrise dont elles ont besoin sur l'emplacement des données, leur administration et la façon dont les changements sont mis en production.",
        "Tous les déploiements partagent une couche de plateforme commune : intégration des identités avec votre annuaire existant, modèle de droits unifié, données de référence partagées et journal d'audit unique. Ainsi, une demande d'achat émise dans le module achats, une validation de congés dans le module RH et un ticket dans la gestion des services informatiques obéissent tous aux mêmes règles de sécurité. Adaptateurs d'intégration et API ouvertes relient la suite aux ERP, CRM, entrepôts de données et systèmes de gestion documentaire déjà en place.",
        "Notre équipe d'intégration mène un programme structuré : cadrage, conception de la solution, migration des données, recette utilisateur et accompagnement renforcé après la mise en production. Les montées de version sont répétées dans un environnement de préproduction avant d'atteindre la production, et les versions à support long conviennent aux organisations soumises à des fenêtres de changement strictes. Les licences peuvent être adaptées par utilisateur, par module ou par contrat d'entreprise, de sorte que les coûts suivent l'adoption réelle du logiciel dans les services et les filiales.",
      ],
      useCases: [
        {
          title: "Services numériques des administrations",
          description:
            "Un ministère déploie la suite dans son propre centre de données pour garder sur site les données des citoyens et des agents, tout en modernisant ses processus d'achats, d'accueil des visiteurs et de centre de services.",
        },
        {
          title: "Services partagés à l'échelle d'un groupe",
          description:
            "Un conglomérat doté de filiales en Malaisie et en Indonésie gère RH, achats et services informatiques depuis une seule instance, avec des sociétés, des devises et des circuits de validation distincts.",
        },
        {
          title: "Établissements financiers réglementés",
          description:
            "Banques et assureurs optent pour un déploiement en cloud privé, avec des pistes d'audit détaillées et des revues d'accès périodiques qui les aident à remplir leurs obligations de gestion du risque technologique.",
        },
        {
          title: "Remplacement d'outils anciens et dispersés",
          description:
            "Les organisations abandonnent tableurs et vieux systèmes départementaux pour les regrouper sur une plateforme unique, avec des données de référence partagées et un seul contrat de support.",
        },
      ],
    },
  },
  hardware: {
    source: "20876e75cb57",
    text: {
      name: "Matériel prêt pour l'IA",
      tagline:
        "Serveurs GPU, appliances d'IA en périphérie et terminaux de communication, spécifiés, fournis et installés pour les charges d'IA que vous exécutez réellement.",
      topFeatures: [
        "Serveurs GPU dimensionnés pour l'inférence LLM, l'affinage et la vision par ordinateur",
        "Appliances d'IA compactes en périphérie pour agences, usines et magasins",
        "Stations de travail à grande mémoire pour la data science et le développement de modèles",
        "Images logicielles Nusantara AI préinstallées et validées",
        "Casques, téléphones IP et terminaux vidéo testés avec notre plateforme",
        "Audit de l'alimentation, du refroidissement et des baies avant livraison",
        "Tests de rodage et configuration dans notre laboratoire de préparation",
        "Supervision à distance de l'état du matériel et gestion des firmwares",
        "Remplacement des pièces le jour ouvré suivant dans les grandes villes de Malaisie",
        "Financement du matériel en tant que service, avec cycles de renouvellement planifiés",
      ],
      detailedDescription: [
        "Exécuter l'IA au plus près de vos données est souvent plus judicieux que d'envoyer chaque requête dans le cloud public. Notre gamme de matériel prêt pour l'IA comprend des serveurs GPU pour les modèles de langage sur site, des appliances compactes en périphérie pour l'analyse vidéo et le traitement de la voix, et des stations de travail pour les équipes de data science. Chaque configuration est choisie en fonction d'une charge de travail réelle : vous ne payez pas pour des accélérateurs inutilisés et ne découvrez pas après coup que la mémoire est le goulet d'étranglement.",
        "Avant toute expédition, nos ingénieurs évaluent l'espace en baie, la consommation électrique, le refroidissement et la capacité réseau de votre site. Dans notre laboratoire de préparation, les systèmes sont assemblés, rodés et chargés avec des images validées du système d'exploitation, des pilotes et des logiciels Nusantara AI, ce qui ramène l'installation sur site de plusieurs jours à quelques heures. Pour les centres de contact et les salles de réunion, nous fournissons aussi des casques, des téléphones IP et des terminaux vidéo testés, qui fonctionnent sans accroc avec nos bots et notre plateforme de téléphonie.",
        "Après l'installation, le matériel est placé sous supervision à distance : températures, utilisation des GPU, état des disques et versions de firmware sont suivis, et des tickets sont ouverts avant qu'une panne n'interrompe le service. Les contrats de support incluent le remplacement des pièces le jour ouvré suivant dans les grandes villes de Malaisie, et le financement du matériel en tant que service étale les coûts sur la durée de vie des équipements, avec un renouvellement planifié au terme. Vous disposez de budgets prévisibles et d'une infrastructure qui suit le rythme de modèles toujours plus récents et plus grands.",
      ],
      useCases: [
        {
          title: "LLM privé pour les données sensibles",
          description:
            "Banques, hôpitaux et organismes publics hébergent le modèle de langage de Nusantara AI sur leurs propres serveurs GPU : les documents confidentiels ne quittent jamais leurs locaux.",
        },
        {
          title: "Contrôle visuel en atelier",
          description:
            "Les industriels installent des appliances d'IA en périphérie à côté des lignes de production pour détecter les défauts en temps réel, même lorsque la liaison internet est lente ou coupée.",
        },
        {
          title: "Analyse de la fréquentation et des files d'attente en magasin",
          description:
            "Les enseignes exécutent l'analyse vidéo sur des boîtiers compacts en périphérie pour compter les visiteurs, mesurer la longueur des files d'attente et alerter le personnel aux heures de pointe.",
        },
        {
          title: "Renouvellement des postes du centre de contact",
          description:
            "Les équipes d'exploitation déploient casques, téléphones IP et PC de conseillers optimisés pour la transcription en temps réel et l'assistance aux conseillers, tous configurés avant leur arrivée.",
        },
        {
          title: "Laboratoires de data science",
          description:
            "Universités et équipes de recherche équipent leurs laboratoires de stations de travail GPU pour expérimenter avant de transférer les modèles concluants sur des serveurs de production.",
        },
      ],
    },
  },
  "iot-solutions": {
    source: "9c2a30938d2c",
    text: {
      name: "Solutions IoT",
      tagline:
        "Connectez capteurs, machines et véhicules à une plateforme d'IA qui transforme les données brutes en alertes et en décisions au bon moment.",
      topFeatures: [
        "Capteurs industriels de température, de vibration, d'humidité, d'énergie et de qualité de l'air",
        "Connectivité au choix : LoRaWAN, NB-IoT, 4G/5G et Wi-Fi",
        "Passerelles en périphérie avec règles locales et mise en mémoire tampon hors ligne",
        "Intégration MQTT et OPC UA avec les machines et automates existants",
        "Modèles de détection d'anomalies et de maintenance prédictive",
        "Tableaux de bord en temps réel avec cartes, plans d'étage et vues par équipement",
        "Alertes par WhatsApp, SMS, e-mail et appels du bot vocal",
        "Mises à jour du firmware à distance (OTA) et gestion à distance des équipements",
        "Certificat propre à chaque équipement et transport chiffré de bout en bout",
        "API ouvertes qui transmettent les événements aux outils ERP, GMAO et BI",
      ],
      detailedDescription: [
        "Les solutions IoT de Nusantara AI relient vos équipements physiques à la plateforme d'IA qui fait fonctionner nos bots et nos applications métier. Nous concevons toute la chaîne : choix des capteurs et de la connectivité, installation des passerelles, création des tableaux de bord et définition des actions à déclencher après chaque événement. Qu'il s'agisse de surveiller les groupes froids d'un hôpital, les moteurs d'une ligne de production ou les camions frigorifiques sur la North-South Expressway, l'objectif est le même : moins de surprises et des réactions plus rapides.",
        "Les données circulent des capteurs vers des passerelles en périphérie qui filtrent le bruit, appliquent des règles locales et continuent de stocker les mesures en cas de perte de connexion, un atout dans les plantations, les entrepôts et les sites isolés. Dans le cloud, des modèles d'apprentissage automatique apprennent le comportement normal de chaque équipement et signalent tôt les écarts, comme des vibrations croissantes sur une pompe ou une porte de congélateur restée ouverte. Les alertes parviennent à la bonne personne par WhatsApp, SMS, e-mail ou appel vocal automatisé.",
        "Sécurité et facilité d'administration sont intégrées dès la conception. Chaque équipement possède son propre certificat, le trafic est chiffré de bout en bout et le firmware peut être mis à jour à distance par vagues maîtrisées. Des API ouvertes transmettent les ordres de travail aux systèmes de maintenance et les synthèses aux outils de business intelligence. Nous pouvons démarrer par un pilote ciblé sur une seule ligne ou un seul bâtiment, démontrer les économies, puis étendre à des centaines de sites.",
      ],
      useCases: [
        {
          title: "Maintenance prédictive dans l'industrie",
          description:
            "Des capteurs de vibration et de température sur les moteurs, compresseurs et convoyeurs alertent les équipes de maintenance de l'usure des semaines avant qu'une panne n'arrête la production.",
        },
        {
          title: "Surveillance de la chaîne du froid",
          description:
            "Distributeurs alimentaires et pharmacies suivent les températures des chambres froides et des camions de livraison, avec des relevés automatiques utiles aux audits de sécurité alimentaire et pharmaceutiques.",
        },
        {
          title: "Gestion énergétique des bâtiments intelligents",
          description:
            "Les gestionnaires de bâtiments mesurent la consommation de la climatisation, de l'éclairage et des ascenseurs étage par étage, puis s'appuient sur les recommandations de l'IA pour la réduire sans nuire au confort des occupants.",
        },
        {
          title: "Suivi des plantations et de l'agriculture",
          description:
            "Des capteurs d'humidité du sol, de météo et de niveau d'eau connectés en LoRaWAN aident les gestionnaires de domaines à planifier plus précisément l'irrigation et les apports d'engrais.",
        },
        {
          title: "Suivi des flottes et des équipements",
          description:
            "Les entreprises de logistique suivent véhicules, remorques et équipements de valeur sur des cartes en temps réel, avec alertes de géorepérage et rapports sur la conduite.",
        },
      ],
    },
  },
  "custom-development": {
    source: "3028c3505d7f",
    text: {
      name: "Développement sur mesure",
      tagline: "Des logiciels sur mesure conçus autour de vos processus, avec de l'IA partout où elle apporte une réelle valeur.",
      topFeatures: [
        "Ateliers de cadrage et prototypes cliquables avant le développement",
        "Équipes pluridisciplinaires dédiées, au forfait ou en mode agile",
        "Sprints de deux semaines avec démonstrations et backlog transparent",
        "Intégration de fonctions d'IA à partir des modèles et API de Nusantara AI",
        "Modernisation des systèmes existants et migration de plateforme par étapes",
        "Développement d'API et de middleware pour l'intégration des systèmes",
        "Tests automatisés, revue de code et analyse de sécurité dans la CI",
        "Architecture cloud native sur AWS, Azure, Google Cloud ou cloud privé",
        "Remise du code source complet et de la documentation",
        "Contrats de support, de maintenance et d'évolution après le lancement",
      ],
      detailedDescription: [
        "Les logiciels du marché conviennent rarement à tous vos processus, surtout quand votre avantage concurrentiel tient justement à votre façon de faire. Notre service de développement sur mesure construit les systèmes que vous ne pouvez pas acheter : plateformes internes, couches d'intégration, moteurs de workflow et produits de données adaptés au fonctionnement réel de vos équipes. Chaque mission est pilotée par un responsable de projet et menée par des analystes métier, des designers, des ingénieurs et des testeurs qui ont déjà mis en production des systèmes pour de grandes entreprises et des organismes publics malaisiens.",
        "Nous commençons par des ateliers de cadrage qui cartographient les processus actuels, les points de friction et les indicateurs de réussite, puis validons les idées à l'aide de prototypes cliquables avant de nous engager dans le développement complet. La réalisation se fait en sprints de deux semaines, chacun conclu par la démonstration d'un logiciel qui fonctionne : les priorités peuvent évoluer sans gaspillage. Lorsque l'intelligence artificielle est utile, par exemple pour l'extraction de documents, la prévision ou les interfaces conversationnelles, nous intégrons des composants Nusantara AI éprouvés plutôt que du code expérimental.",
        "La qualité est assurée par des tests automatisés, la revue de code entre pairs et l'analyse de sécurité au sein de la chaîne de livraison, et les déploiements sont scriptés pour que les environnements restent cohérents. En fin de projet, le code source, les définitions d'infrastructure et la documentation vous appartiennent. Après le lancement, des contrats de support souples couvrent la correction des anomalies, l'optimisation des performances, les montées de version de la plateforme et les nouvelles fonctionnalités ; nous pouvons aussi former votre équipe interne pour qu'elle prenne entièrement le relais.",
      ],
      useCases: [
        {
          title: "Modernisation d'un système cœur vieillissant",
          description:
            "Un assureur remplace par étapes un système de gestion des sinistres vieux de vingt ans : il l'enveloppe d'abord d'API, puis migre les modules vers une plateforme moderne sans perturber l'activité quotidienne.",
        },
        {
          title: "Automatisation des processus opérationnels",
          description:
            "Une entreprise de logistique regroupe dans un seul workflow numérique la répartition des tournées, la preuve de livraison et la facturation, jusque-là sur papier, et met fin aux ressaisies entre services.",
        },
        {
          title: "Plateforme d'intégration entre systèmes",
          description:
            "Les entreprises relient ERP, CRM, plateformes de paiement et service de facturation électronique LHDN MyInvois grâce à un middleware central qui gère la correspondance des données, les nouvelles tentatives et la supervision.",
        },
        {
          title: "Traitement de documents assisté par IA",
          description:
            "Les équipes finance et conformité extraient automatiquement les données des factures, des contrats et des formulaires de demande, et ne vérifient manuellement que les résultats à faible indice de confiance.",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["products"]>;
