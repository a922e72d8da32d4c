import type { LocaleContent } from "@/lib/content/units";

/** fr: company. */
export const company = {
  company: {
    source: "07c5ac568aa8",
    text: {
      name: "Nusantara AI",
      blurb:
        "L'IA et l'automatisation de Nusantara AI aident les entreprises de Malaisie et d'Asie du Sud-Est à servir plus vite, alléger leurs opérations et croître sereinement.",
      address: {},
      officeHours: {
        weekdays: "Du lundi au vendredi : de 9 h à 18 h (heure de Malaisie)",
        weekend: "Samedi et dimanche : fermé",
      },
    },
  },
  home: {
    source: "fdf373ee244e",
    text: {
      hero: {
        titlePrefix: "Transformez votre monde grâce à",
        titleHighlight: "une IA intelligente",
        subtitle:
          "Bots vocaux, chatbots et bots vidéo, centre de contact à base d'IA, notre propre grand modèle de langage (LLM) et les services gérés pour les exploiter, conçus à Kuala Lumpur pour l'Asie du Sud-Est.",
        primary: {
          label: "Voir nos produits",
        },
        secondary: {
          label: "Demander une démo",
        },
      },
      sections: [
        {
          eyebrow: "Nos atouts",
          heading: "Une IA qui épouse votre façon de travailler",
          paragraphs: [
            "Depuis 2019, nous automatisons échanges et processus sans toucher à vos systèmes : nos bots, applications et services gérés se branchent sur vos CRM, téléphonie et outils collaboratifs, et nous restons là bien après la mise en production.",
          ],
          stats: [
            {
              value: "Jusqu'à 60 %",
              label: "de charge d'appels en moins",
            },
            {
              value: "< 5 s",
              label: "temps de réponse type d'un bot",
            },
          ],
          points: [
            {
              title: "Une offre complète",
              text: "Bots, centre de contact, téléphonie cloud, applications métier et infrastructure, d'un seul fournisseur responsable.",
            },
            {
              title: "Conçu pour la région",
              text: "Modèles de langage et reconnaissance vocale en Bahasa Malaysia, anglais, mandarin et langues mêlées.",
            },
            {
              title: "Intégrer sans remplacer",
              text: "API ouvertes et connecteurs prêts relient notre IA à vos plateformes existantes.",
            },
            {
              title: "Des experts en coulisses",
              text: "Ingénieurs et chargés de réussite client à Kuala Lumpur, joignables à vos heures.",
            },
          ],
        },
        {
          eyebrow: "Transformation par l'IA",
          heading: "Transformez données et échanges en résultats mesurables",
          paragraphs: [
            "L'IA n'est plus une expérience réservée aux géants de la tech. Intégrée au quotidien, elle fait décider plus vite, dépenser moins en tâches répétitives et répondre aux clients sur-le-champ.",
            "Nous ciblons d'abord vos processus les plus coûteux (appels, commandes, reporting) avec des produits d'IA éprouvés. Suivis dès la première semaine, les résultats guident chaque étape.",
          ],
          stats: [
            {
              value: "40 %",
              label: "de décisions plus rapides",
            },
            {
              value: "35 %",
              label: "de coûts en moins",
            },
            {
              value: "50 %",
              label: "de satisfaction client en plus",
            },
            {
              value: "3 à 6 mois",
              label: "délai de ROI habituel",
            },
          ],
          link: {
            label: "Voir nos solutions",
          },
        },
        {
          eyebrow: "Les PME et l'IA",
          heading: "Une IA de grand groupe, à la taille des PME",
          paragraphs: [
            "La plupart des PME, pilier de l'économie, n'ont pas adopté l'IA : budgets serrés, petites équipes informatiques, outils taillés pour des groupes aux armées de spécialistes.",
            "Nos offres PME lèvent ces obstacles : abonnement, modèles prêts (demandes, réservations, relances de factures) et mise en place en quelques jours. Commencez par un chatbot, ajoutez voix, caisse ou RH en grandissant.",
          ],
          stats: [
            {
              value: "90 %",
              label: "des entreprises sont des PME",
            },
            {
              value: "23 %",
              label: "des PME ont adopté l'IA",
            },
          ],
          points: [
            {
              title: "Prêt en quelques jours",
              text: "Bots et applications préconfigurés, lancés vite, sans long projet d'intégration.",
            },
            {
              title: "Payez selon votre croissance",
              text: "Forfaits mensuels selon l'usage, sans capacité payée pour rien.",
            },
          ],
          link: {
            label: "L'IA pour les PME",
          },
        },
        {
          eyebrow: "Vision mondiale",
          heading: "De Kuala Lumpur au monde entier",
          paragraphs: [
            "Nous sommes nés pour prouver qu'une IA de classe mondiale peut être conçue en Asie du Sud-Est, pour ses réalités (langues multiples, essor du numérique, entreprises de toutes tailles).",
            "Nos plateformes servent la Malaisie, Singapour, l'Indonésie et au-delà. Notre ambition : l'automatisation intelligente pour toute organisation, partout, avec des données régies par le droit local.",
          ],
          points: [
            {
              title: "Présence régionale",
              text: "Partenaires et clients dans toute l'ASEAN, suivis depuis notre siège de Kuala Lumpur.",
            },
            {
              title: "Responsable dès la conception",
              text: "Localisation des données, modèles transparents et contrôle humain dans chaque produit.",
            },
            {
              title: "Croître grâce aux partenaires",
              text: "Intégrateurs, opérateurs et développeurs nous ouvrent marchés et secteurs nouveaux.",
            },
          ],
        },
        {
          eyebrow: "LLM et écosystème startup",
          heading: "Notre propre LLM, ouvert aux créateurs",
          paragraphs: [
            "Cœur de nos produits, notre LLM cible d'abord les langues régionales, le vocabulaire métier local et les secteurs réglementés. Il anime nos bots et applications, et nos clients peuvent créer les leurs.",
            "Nous soutenons aussi la relève de l'IA. Nos startups bénéficient du modèle, de SDK, de crédits cloud et du mentorat de nos ingénieurs, et nos partenaires commercialisent les meilleures idées.",
          ],
          points: [
            {
              title: "Un LLM fait pour la région",
              text: "Malais, anglais et chinois des affaires, expressions locales et textes mixtes compris.",
            },
            {
              title: "SDK prêts à l'emploi",
              text: "API et SDK pour intégrer nos modèles au web, au mobile et au centre de contact.",
            },
            {
              title: "Programme startups",
              text: "Crédits, mentorat technique et appui commercial pour les jeunes startups d'IA.",
            },
          ],
        },
        {
          eyebrow: "Nos atouts",
          heading: "Un partenaire pour durer, pas juste pour lancer",
          paragraphs: [
            "Acheter de l'IA est facile, la faire vivre moins. Nos clients restent, car nous mesurons notre succès à leurs résultats, améliorons sans cesse nos déploiements et disons franchement ce que l'IA peut ou non.",
            "D'un bot à un centre de contact entièrement géré, même rigueur : un plan clair, un devis transparent sur mesure et une équipe qui répond à vos appels.",
          ],
          points: [
            {
              title: "Pilotage par les résultats",
              text: "Chaque projet part d'objectifs métier convenus, suivis sur un tableau de bord.",
            },
            {
              title: "Sécurité et conformité d'abord",
              text: "Exigences PDPA, secteur financier et santé intégrées dès le premier atelier.",
            },
            {
              title: "Amélioration continue",
              text: "Chaque mois, modèles réentraînés, parcours affinés et superflu retiré.",
            },
            {
              title: "Éprouvé dans tous les secteurs",
              text: "Déployé en distribution, services financiers, santé, industrie, administrations et télécoms.",
            },
          ],
        },
      ],
    },
  },
  about: {
    source: "57fab3438fef",
    text: {
      vision:
        "Devenir l'entreprise d'IA la plus fiable d'Asie du Sud-Est, et faire de l'automatisation intelligente une composante naturelle de la manière dont chaque organisation, grande ou petite, sert ses clients et mène ses opérations.",
      mission:
        "Nous concevons des produits d'IA concrets, des bots conversationnels à notre propre grand modèle de langage, et les déployons avec les services gérés et l'expertise locale qui transforment la technologie en résultats durables pour l'entreprise.",
      genesis: [
        "Nusantara AI a été fondée à Kuala Lumpur en 2019 par un groupe d'ingénieurs en télécommunications et de data scientists qui retrouvaient le même problème chez un client après l'autre : des centres de contact submergés par les appels de routine, et des outils d'IA qui peinaient à comprendre les langues et les accents de la région. Notre nom évoque nos racines dans l'archipel malais et notre ambition de le servir.",
        "Notre premier produit a été un bot vocal entraîné sur la parole malaisienne, déployé sur la ligne d'assistance facturation d'un opérateur de services publics. Les chatbots et les bots vidéo ont suivi, puis une plateforme complète de centre de contact et de téléphonie cloud. Lorsque nos clients nous ont demandé de relier ces outils à l'ensemble de leurs activités, nous avons ajouté des applications métier pour les RH, la chaîne logistique, la caisse, l'hôtellerie, la santé et bien d'autres domaines, ainsi que des services gérés de réseau, de cloud, de stockage et de sécurité.",
        "En 2023, nous avons commencé à entraîner le grand modèle de langage (LLM) de Nusantara AI afin de donner à nos produits un socle commun qui maîtrise les langues de la région. Aujourd'hui, l'entreprise sert des PME, des grandes entreprises, des fournisseurs de services et des organismes publics en Malaisie et en Asie du Sud-Est, et s'appuie sur un réseau croissant de partenaires pour conquérir de nouveaux marchés.",
      ],
      aiProductStack: [
        {
          title: "Bots conversationnels",
          text: "Des bots vocaux, des chatbots et des bots vidéo qui traitent demandes, réservations et transactions 24 h/24, en plusieurs langues.",
        },
        {
          title: "Centre de contact et téléphonie",
          text: "Une plateforme omnicanale de centre de contact et de téléphonie cloud, avec routage par IA et assistance aux conseillers.",
        },
        {
          title: "LLM Nusantara AI",
          text: "Notre grand modèle de langage, adapté aux langues de la région et aux secteurs réglementés, accessible par API et SDK.",
        },
        {
          title: "Applications métier",
          text: "ITSM, HRMS, chaîne logistique, achats, caisse, gestion hospitalière, gestion hôtelière et bien d'autres applications, qui partagent une même couche d'IA.",
        },
        {
          title: "Infrastructure gérée",
          text: "Des services de réseau, de cloud, de stockage et de sécurité qui gardent chaque charge de travail d'IA rapide, disponible et protégée.",
        },
      ],
      leadership: [
        {
          name: "Aisyah Rahman",
          role: "Directrice générale",
          description:
            "Cofondatrice, elle a passé quinze ans dans les télécommunications en Asie du Sud-Est avant de créer Nusantara AI. Elle pilote la stratégie de l'entreprise et son expansion dans l'ASEAN.",
        },
        {
          name: "Daniel Lim",
          role: "Directeur technique",
          description:
            "Il supervise l'ingénierie des plateformes de bots, de centre de contact et de cloud, avec une attention particulière à la fiabilité à grande échelle et à l'ouverture des intégrations.",
        },
        {
          name: "Priya Nair",
          role: "Responsable de la recherche en IA",
          description:
            "Elle dirige l'équipe à l'origine du modèle de langage et de la reconnaissance vocale de Nusantara AI, et se spécialise dans la modélisation multilingue et celle des langues peu dotées.",
        },
        {
          name: "Hafiz Abdullah",
          role: "Directeur des opérations",
          description:
            "Il dirige les services gérés, la réussite client et le réseau de partenaires, et veille à ce que chaque déploiement tienne les résultats promis au départ.",
        },
      ],
    },
  },
  careers: {
    source: "0f7cba181892",
    text: {
      intro:
        "Rejoignez une équipe qui crée une IA utilisée chaque jour dans toute l'Asie du Sud-Est. Chez Nusantara AI, vous travaillerez sur de vrais produits pour de vrais clients, des bots vocaux qui répondent à des millions d'appels à un modèle de langage qui comprend la région, aux côtés de collègues attachés au travail bien fait.",
      values: [
        {
          title: "Innover",
          text: "Remettre en question les habitudes, tester rapidement de nouvelles idées et livrer des améliorations que les clients ressentent.",
        },
        {
          title: "Collaborer",
          text: "Ingénieurs, designers, commerciaux et support forment une seule équipe, partagent ouvertement leurs connaissances et réussissent ensemble.",
        },
        {
          title: "Progresser",
          text: "Budgets de formation, certifications, mentorat et parcours professionnels clairs vous aident à construire la carrière que vous souhaitez.",
        },
      ],
      openings: [
        {
          title: "Ingénieur IA/ML senior (H/F)",
          department: "Ingénierie",
          location: "Labuan, Malaisie (télétravail possible)",
          description:
            "Concevoir, entraîner et déployer les modèles de nos bots vocaux, de nos chatbots et de notre grand modèle de langage. Vous serez responsable des expérimentations, de la préparation des données jusqu'au suivi en production, et accompagnerez une équipe croissante d'ingénieurs en apprentissage automatique.",
          skills: [
            "Python avec PyTorch ou TensorFlow",
            "Fine-tuning et évaluation de grands modèles de langage",
            "Reconnaissance vocale ou TAL sur des données multilingues",
            "MLOps : service des modèles, supervision et pipelines de réentraînement",
            "Au moins 5 ans d'expérience en apprentissage automatique appliqué",
          ],
        },
        {
          title: "Développeur full-stack orienté IA (H/F)",
          department: "Ingénierie",
          location: "Kuala Lumpur, Malaisie",
          description:
            "Développer les applications web, les tableaux de bord et les API grâce auxquels nos clients configurent et supervisent nos produits d'IA. Vous transformerez les capacités des modèles en interfaces que les utilisateurs métier trouvent simples et fiables.",
          skills: [
            "TypeScript, React et Next.js",
            "Services back-end en Node.js ou Python",
            "Conception d'API REST et WebSocket",
            "PostgreSQL et Redis",
            "Expérience de l'intégration d'API de LLM ou d'IA conversationnelle",
          ],
        },
        {
          title: "Ingénieur commercial solutions d'IA (H/F)",
          department: "Développement commercial",
          location: "Singapour (déplacements dans la région)",
          description:
            "Conquérir de nouveaux clients grands comptes et secteur public à Singapour et sur les marchés voisins. Vous animerez des ateliers de découverte, construirez les propositions avec nos architectes solutions et mènerez les affaires du premier rendez-vous jusqu'à la signature.",
          skills: [
            "Vente consultative B2B de logiciels ou de services cloud",
            "Connaissance des solutions de centre de contact, d'expérience client ou d'IA",
            "Relations avec les dirigeants et élaboration de business cases",
            "Gestion du pipeline commercial dans un CRM",
            "Disponibilité pour des déplacements dans toute l'ASEAN",
          ],
        },
        {
          title: "Responsable partenariats, écosystème IA (H/F)",
          department: "Développement commercial",
          location: "Télétravail (monde entier)",
          description:
            "Recruter, former et développer les intégrateurs, opérateurs et partenaires technologiques qui portent notre plateforme sur de nouveaux marchés. Vous piloterez les programmes partenaires, les plans d'affaires communs et les campagnes de co-marketing qui génèrent un pipeline mesurable.",
          skills: [
            "Gestion de canaux indirects ou d'alliances dans la tech",
            "Conception de programmes d'incitation et d'accompagnement des partenaires",
            "Planification et prévisions de mise sur le marché conjointe",
            "Excellent anglais, à l'écrit comme à l'oral",
            "Aisance à travailler sur plusieurs fuseaux horaires",
            "Connaissance de l'écosystème de l'IA ou du cloud",
          ],
        },
      ],
    },
  },
  dashboard: {
    source: "a3a01c4c4e88",
    text: {
      avgClientRoi: "230 %",
      customerRetention: "98 %",
      adoption: [
        {
          label: "Bot vocal",
        },
        {
          label: "Chatbot",
        },
        {
          label: "Centre de contact",
        },
        {
          label: "LLM",
        },
        {
          label: "Omnicanal",
        },
      ],
      uptime: [
        {
          label: "Cloud",
        },
        {
          label: "Voix",
        },
        {
          label: "Réseau",
        },
        {
          label: "Stockage",
        },
        {
          label: "Sécurité",
        },
      ],
      productGroups: [
        {
          name: "IA de communication et d'engagement",
          description:
            "Bots vocaux, chatbots et bots vidéo, centre de contact, téléphonie cloud et outils omnicanaux pour chaque conversation client.",
        },
        {
          name: "IA d'excellence opérationnelle",
          description:
            "Applications ITSM, RH, présences, visiteurs et chariots élévateurs qui simplifient les opérations internes.",
        },
        {
          name: "Plateformes de croissance",
          description:
            "Caisse, e-commerce, gestion des commandes et service client : des applications qui font croître le chiffre d'affaires.",
        },
        {
          name: "Solutions sectorielles",
          description:
            "Des systèmes conçus pour les hôpitaux, les hôtels, les déplacements, la chaîne logistique et les équipes achats.",
        },
        {
          name: "Développement et infrastructure",
          description:
            "Notre grand modèle de langage, nos SDK, le développement sur mesure, les sites web et les applications mobiles pour ceux qui créent.",
        },
        {
          name: "Infrastructure cloud et réseau",
          description:
            "Services de cloud, de réseau, de stockage, de sécurité et de matériel qui assurent la bonne marche des charges de travail d'IA.",
        },
      ],
    },
  },
  partners: {
    source: "e4d4fb45daff",
    text: {
      benefits: [
        {
          title: "Accès à une IA de pointe",
          text: "Revendez nos bots vocaux, chatbots et bots vidéo, notre centre de contact et notre grand modèle de langage maison, ou bâtissez dessus, avec accès anticipé aux nouveautés et briefings sur la feuille de route.",
        },
        {
          title: "Formation, certification et support",
          text: "Parcours de formation, ateliers pratiques et support partenaires dédié rendent vos équipes vente et technique opérationnelles en quelques semaines.",
        },
        {
          title: "Marges attractives et revenus récurrents",
          text: "Des remises par paliers sur les licences et les services par abonnement génèrent un revenu mensuel prévisible, qui augmente avec chaque client fidélisé.",
        },
        {
          title: "Co-marketing et génération de leads",
          text: "Campagnes communes, sponsoring d'événements, fonds de développement marketing et leads qualifiés issus de notre propre pipeline sur votre territoire.",
        },
        {
          title: "Un environnement collaboratif",
          text: "Comptes planifiés ensemble, solutions conçues en commun et une communauté où intégrateurs, opérateurs et développeurs apprennent les uns des autres.",
        },
      ],
      programs: [
        {
          title: "Certification",
          description:
            "Faites reconnaître l'expertise de votre équipe pour concevoir, déployer et vendre les solutions Nusantara AI. Les partenaires certifiés figurent dans notre annuaire et accèdent en priorité aux opportunités clients.",
          details: [
            "Trois niveaux (Associate, Professional, Expert), chacun avec examen en ligne et évaluation pratique",
            "Parcours distincts : consultants commerciaux, architectes solutions, ingénieurs support",
            "Statut certifié affiché dans l'annuaire public des partenaires et sur les propositions",
            "Recertification annuelle pour rester à jour à chaque version de la plateforme",
          ],
        },
        {
          title: "Support",
          description:
            "Assurez le support de niveau 1 de vos clients, nos ingénieurs en appui pour les escalades. Idéal pour les intégrateurs qui veulent maîtriser toute la relation client.",
          details: [
            "Ligne d'escalade directe vers les ingénieurs de niveaux 2 et 3 de Nusantara AI",
            "Portail de tickets partagé, avec des délais de réponse convenus selon la gravité",
            "Accès à la base de connaissances interne, aux outils de diagnostic et à la liste des problèmes connus",
            "Revues de service trimestrielles pour suivre la qualité de résolution et la satisfaction client",
          ],
        },
        {
          title: "Mise en œuvre",
          description:
            "Déployez nos bots IA, notre centre de contact et nos services gérés pour vos clients, avec des méthodes et modèles éprouvés. Nous fournissons les guides, vous pilotez projet et facturation.",
          details: [
            "Méthodologie de mise en œuvre standard, avec plans de projet, check-lists et modèles de recette",
            "Intégrations prêtes à l'emploi et modèles de bots pour les parcours courants de chaque secteur",
            "Option d'accompagnement : nos consultants épaulent vos équipes sur vos premiers projets",
            "La marge sur les services revient entièrement au partenaire qui les réalise",
          ],
        },
        {
          title: "Support local",
          description:
            "Devenez le relais local de Nusantara AI dans votre ville ou État. Visites sur site, échanges de matériel et formations en présentiel, là où l'aide à distance ne suffit pas.",
          details: [
            "Conçu pour les partenaires de Malaisie orientale, des villes secondaires de Malaisie et des marchés voisins de l'ASEAN",
            "Interventions rémunérées pour installations, remplacement de téléphones IP et contrôles réseau",
            "Commissions d'apport pour les nouvelles opportunités repérées lors des visites",
            "Accords de stock de pièces détachées pour remplacer plus vite le matériel",
          ],
        },
        {
          title: "Formation",
          description:
            "Dispensez les formations agréées Nusantara AI aux clients, aux universités et à vos équipes, pour aider les organisations à se former et adopter l'IA en confiance.",
          details: [
            "Supports sous licence pour administrateurs, concepteurs de bots et utilisateurs métier",
            "Sessions de formation de formateurs et accréditation des formateurs",
            "Partage des revenus sur chaque place payante vendue par votre centre de formation",
            "Formations éligibles alignables sur les formations finançables par HRD Corp en Malaisie",
          ],
        },
        {
          title: "SLA cloud",
          description:
            "Hébergez ou revendez les services cloud de Nusantara AI avec un SLA garanti. Pour opérateurs, exploitants de centres de données et fournisseurs de services gérés dotés de leur propre infrastructure.",
          details: [
            "Niveaux de service adossés couvrant la disponibilité, les délais de réponse et de rétablissement",
            "Marque blanche pour téléphonie cloud, centre de contact et plateformes de bots",
            "Tableaux de bord de supervision communs et procédures d'incident partagées",
            "Crédits de service et rapports mensuels de disponibilité pour un reporting client transparent",
          ],
        },
      ],
    },
  },
  formsPrivacy: {
    source: "cd92dc308dda",
    text: "Votre message est transmis uniquement à notre propre service de messagerie, qui le fait suivre à notre équipe de Kuala Lumpur ; il est conservé 180 jours, puis supprimé.",
  },
} satisfies NonNullable<LocaleContent["company"]>;
