import type { LocaleContent } from "@/content/units";

/** fr: company. */
export const company = {
  company: {
    source: "07c5ac568aa8",
    text: {
      name: "Nusantara AI",
      blurb:
        "Nusantara AI conçoit des solutions d'IA et d'automatisation intelligente qui aident les entreprises de Malaisie et d'Asie du Sud-Est à servir leurs clients plus vite, à alléger leurs opérations et à croître en toute confiance.",
      address: {},
      officeHours: {
        weekdays: "Du lundi au vendredi : de 9 h à 18 h (heure de Malaisie)",
        weekend: "Samedi et dimanche : fermé",
      },
    },
  },
  home: {
    source: "fdf373ee244e",
    text: {
      hero: {
        titlePrefix: "Transformez votre monde grâce à",
        titleHighlight: "l'IA",
        subtitle:
          "Bots vocaux, chatbots et bots vidéo, centre de contact assisté par l'IA, notre propre grand modèle de langage (LLM) et les services gérés pour les exploiter : le tout conçu à Kuala Lumpur pour les entreprises de toute l'Asie du Sud-Est.",
        primary: {
          label: "Découvrir nos produits",
        },
        secondary: {
          label: "Demander une démo",
        },
      },
      sections: [
        {
          eyebrow: "Pourquoi nous choisir",
          heading: "Une IA qui s'adapte à votre façon de travailler",
          paragraphs: [
            "Depuis 2019, nous aidons les organisations à automatiser leurs conversations et leurs processus sans remplacer les systèmes dont elles dépendent. Nos bots, nos applications et nos services gérés se connectent à votre CRM, à votre téléphonie et à vos outils de collaboration existants, et notre équipe reste à vos côtés bien après la mise en production.",
          ],
          stats: [
            {
              value: "Jusqu'à 60 %",
              label: "de charge en moins pour le centre d'appels",
            },
            {
              value: "< 5 s",
              label: "de temps de réponse type pour un bot",
            },
          ],
          points: [
            {
              title: "Une offre complète",
              text: "Bots, centre de contact, téléphonie cloud, applications métier et infrastructure, auprès d'un seul fournisseur qui en répond.",
            },
            {
              title: "Conçu pour la région",
              text: "Des modèles de langage et une reconnaissance vocale adaptés au Bahasa Malaysia, à l'anglais, au mandarin et à ces conversations du quotidien qui passent d'une langue à l'autre.",
            },
            {
              title: "Intégrer sans remplacer",
              text: "Grâce à des API ouvertes et à des connecteurs prêts à l'emploi, notre IA fonctionne de concert avec les plateformes dans lesquelles vous avez déjà investi.",
            },
            {
              title: "Des experts derrière la plateforme",
              text: "Des ingénieurs et des responsables de la réussite client basés à Kuala Lumpur, qui vous répondent dans votre fuseau horaire.",
            },
          ],
        },
        {
          eyebrow: "Transformation par l'IA",
          heading: "Transformez vos données et vos conversations en résultats mesurables",
          paragraphs: [
            "L'intelligence artificielle n'est plus une expérimentation réservée aux géants de la tech. Les organisations qui l'intègrent à leurs opérations quotidiennes décident plus vite, dépensent moins en tâches répétitives et répondent à leurs clients à l'instant même où ils posent leur question.",
            "Nous commençons par les processus qui vous coûtent le plus, qu'il s'agisse du traitement des appels, de la gestion des commandes ou du reporting, et nous leur appliquons d'abord des produits d'IA éprouvés. Les résultats sont mesurés dès la première semaine : chaque étape suivante repose ainsi sur des preuves.",
          ],
          stats: [
            {
              value: "40 %",
              label: "de rapidité en plus dans les décisions",
            },
            {
              value: "35 %",
              label: "de réduction des coûts",
            },
            {
              value: "50 %",
              label: "de satisfaction client en plus",
            },
            {
              value: "3 à 6 mois",
              label: "de délai habituel de retour sur investissement",
            },
          ],
          link: {
            label: "Découvrir nos solutions",
          },
        },
        {
          eyebrow: "Les PME et l'IA",
          heading: "Une IA digne des grandes entreprises, taillée pour les PME",
          paragraphs: [
            "Les petites et moyennes entreprises forment la colonne vertébrale de l'économie, et pourtant la plupart n'ont pas encore adopté l'IA. Les raisons sont connues : des budgets serrés, de petites équipes informatiques et des outils pensés pour de grands groupes dotés d'armées de spécialistes.",
            "Nos offres PME lèvent ces obstacles : une tarification par abonnement, des modèles prêts à l'emploi pour les tâches courantes comme répondre aux demandes, prendre des réservations ou relancer les factures impayées, et une mise en place qui se compte en jours. Une entreprise en croissance peut commencer par un seul chatbot, puis ajouter la voix, le logiciel de caisse ou les applications RH au fil de son développement.",
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
              title: "Opérationnel en quelques jours",
              text: "Des bots et des applications préconfigurés se lancent rapidement, sans long projet d'intégration.",
            },
            {
              title: "Payez selon votre croissance",
              text: "Nos forfaits mensuels évoluent avec votre usage : vous ne payez jamais une capacité dont vous n'avez pas besoin.",
            },
          ],
          link: {
            label: "Découvrir l'IA pour les PME",
          },
        },
        {
          eyebrow: "Notre vision mondiale",
          heading: "De Kuala Lumpur au monde entier",
          paragraphs: [
            "Nous avons créé Nusantara AI pour prouver qu'une IA de classe mondiale peut être conçue en Asie du Sud-Est, pour les réalités des entreprises de la région : une multitude de langues, un numérique qui progresse à grande vitesse et des tailles d'entreprise très variées.",
            "Aujourd'hui, nos plateformes servent des clients en Malaisie, à Singapour, en Indonésie et au-delà. Notre ambition : rendre l'automatisation intelligente accessible à toute organisation, où qu'elle opère, tout en veillant à ce que les données restent régies par les règles locales.",
          ],
          points: [
            {
              title: "Une présence régionale",
              text: "Des partenaires et des clients dans toute l'ASEAN, accompagnés depuis notre siège de Kuala Lumpur.",
            },
            {
              title: "Responsable dès la conception",
              text: "Options de localisation des données, modèles transparents et supervision humaine intégrés à chaque produit.",
            },
            {
              title: "Croître grâce aux partenaires",
              text: "Intégrateurs, opérateurs et développeurs étendent notre présence à de nouveaux marchés et à de nouveaux secteurs.",
            },
          ],
        },
        {
          eyebrow: "LLM et écosystème de startups",
          heading: "Notre propre modèle de langage, ouvert aux créateurs",
          paragraphs: [
            "Au cœur de nos produits se trouve le grand modèle de langage de Nusantara AI, entraîné avec une attention particulière aux langues de la région, à la terminologie des entreprises locales et aux secteurs réglementés. Il alimente nos bots et nos applications, et les clients qui souhaitent créer leurs propres outils peuvent s'appuyer sur lui.",
            "Nous soutenons aussi la prochaine génération d'entreprises de l'IA. Les startups de notre écosystème bénéficient d'un accès au modèle, de SDK, de crédits cloud et du mentorat de nos ingénieurs, et notre réseau de partenaires porte les meilleures idées jusqu'au marché.",
          ],
          points: [
            {
              title: "Un LLM qui parle la langue de la région",
              text: "Il comprend la langue des affaires en malais, en anglais et en chinois, y compris les expressions locales et les textes qui mêlent plusieurs langues.",
            },
            {
              title: "Des SDK prêts pour les développeurs",
              text: "Des API et des SDK qui permettent aux équipes d'intégrer nos modèles dans leurs applications web, mobiles et de centre de contact.",
            },
            {
              title: "Programme startups",
              text: "Crédits, mentorat technique et accompagnement commercial pour les fondateurs de startups d'IA en phase d'amorçage.",
            },
          ],
        },
        {
          eyebrow: "Pourquoi nous choisir",
          heading: "Un partenaire pour tout le parcours, pas seulement pour le lancement",
          paragraphs: [
            "Acheter de l'IA est facile ; la faire fonctionner au quotidien l'est beaucoup moins. Nos clients nous restent fidèles parce que nous mesurons notre succès à leurs résultats, que nous continuons d'améliorer ce que nous déployons et que nous disons clairement ce que l'IA peut faire, et ce qu'elle ne peut pas faire.",
            "Que vous ayez besoin d'un seul bot ou d'un centre de contact entièrement géré, vous bénéficiez de la même rigueur : un plan clair, un devis transparent établi selon vos besoins et une équipe qui répond quand vous appelez.",
          ],
          points: [
            {
              title: "Un pilotage par les résultats",
              text: "Chaque projet commence par des objectifs métier convenus ensemble et un tableau de bord qui les suit.",
            },
            {
              title: "Sécurité et conformité avant tout",
              text: "Les exigences de la PDPA, du secteur financier et de la santé sont prises en compte dès le premier atelier.",
            },
            {
              title: "Amélioration continue",
              text: "Chaque mois, nous faisons le point pour réentraîner les modèles, affiner les parcours et retirer ce qui n'apporte plus de valeur.",
            },
            {
              title: "Une expérience éprouvée dans de nombreux secteurs",
              text: "Des déploiements dans la distribution, les services financiers, la santé, l'industrie, les administrations et les télécoms.",
            },
          ],
        },
      ],
    },
  },
  about: {
    source: "7cf96b391292",
    text: {
      vision:
        "Devenir l'entreprise d'IA qui inspire le plus confiance en Asie du Sud-Est, et faire de l'automatisation intelligente un élément naturel de la façon dont chaque organisation, grande ou petite, sert ses clients et conduit ses opérations.",
      mission:
        "Nous concevons des produits d'IA concrets, des bots conversationnels à notre propre grand modèle de langage, et les déployons avec les services gérés et l'expertise locale qui transforment la technologie en résultats durables pour l'entreprise.",
      genesis: [
        "Nusantara AI a été fondée à Kuala Lumpur en 2019 par un groupe d'ingénieurs en télécommunications et de data scientists qui constataient le même problème d'un client à l'autre : des centres de contact submergés par les appels de routine, et des outils d'IA qui peinaient à comprendre les langues et les accents de la région. Notre nom évoque nos racines dans l'archipel malais et notre ambition de le servir.",
        "Notre premier produit a été un bot vocal entraîné sur le parler malaisien, déployé sur la ligne d'assistance facturation d'un opérateur de services publics. Les chatbots et les bots vidéo ont suivi, puis une plateforme complète de centre de contact et de téléphonie cloud. Lorsque nos clients nous ont demandé de relier ces outils à l'ensemble de leurs activités, nous avons ajouté des applications métier pour les RH, la chaîne logistique, la caisse, l'hôtellerie, la santé et bien d'autres domaines, ainsi que des services gérés de réseau, de cloud, de stockage et de sécurité.",
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
          title: "Nusantara LLM",
          text: "Notre grand modèle de langage, adapté aux langues de la région et aux secteurs réglementés, accessible par API et SDK.",
        },
        {
          title: "Applications métier",
          text: "ITSM, SIRH, chaîne logistique, achats, caisse, gestion hospitalière, gestion hôtelière et bien d'autres applications, qui partagent une même couche d'IA.",
        },
        {
          title: "Infrastructure gérée",
          text: "Des services de réseau, de cloud, de stockage et de sécurité qui garantissent à chaque charge de travail d'IA rapidité, disponibilité et protection.",
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
            "Spécialiste de la modélisation multilingue et des langues peu dotées, elle dirige l'équipe à l'origine du modèle de langage et de la reconnaissance vocale de Nusantara AI.",
        },
        {
          name: "Hafiz Abdullah",
          role: "Directeur des opérations",
          description:
            "Il dirige les services gérés, la réussite client et le réseau de partenaires, et veille à ce que chaque déploiement produise les résultats promis dès le départ.",
        },
      ],
    },
  },
  careers: {
    source: "0f7cba181892",
    text: {
      intro:
        "Rejoignez une équipe qui crée une IA utilisée chaque jour dans toute l'Asie du Sud-Est. Chez Nusantara AI, vous travaillerez sur de vrais produits pour de vrais clients, qu'il s'agisse de bots vocaux qui répondent à des millions d'appels ou d'un modèle de langage qui comprend la région, aux côtés de collègues attachés au travail bien fait.",
      values: [
        {
          title: "Innover",
          text: "Remettre en question les habitudes, tester rapidement de nouvelles idées et livrer des améliorations que les clients remarquent.",
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
            "Concevoir, entraîner et déployer les modèles de nos bots vocaux, de nos chatbots et de notre grand modèle de langage. Vous serez responsable des expérimentations, de la préparation des données jusqu'au suivi en production, et encadrerez une équipe d'ingénieurs en apprentissage automatique en pleine croissance.",
          skills: [
            "Python avec PyTorch ou TensorFlow",
            "Fine-tuning et évaluation de grands modèles de langage",
            "Reconnaissance vocale ou TAL sur des données multilingues",
            "MLOps : service des modèles, supervision et pipelines de réentraînement",
            "Au moins 5 ans d'expérience en apprentissage automatique appliqué",
          ],
        },
        {
          title: "Développeur full-stack orienté IA (H/F)",
          department: "Ingénierie",
          location: "Kuala Lumpur, Malaisie",
          description:
            "Développer les applications web, les tableaux de bord et les API par lesquels nos clients configurent et supervisent nos produits d'IA. Vous transformerez les capacités des modèles en interfaces que les utilisateurs métier trouvent simples et fiables.",
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
            "Conquérir de nouveaux clients, grands comptes et acteurs du secteur public, à Singapour et sur les marchés voisins. Vous animerez des ateliers de découverte, construirez les propositions avec nos architectes solutions et mènerez les affaires du premier rendez-vous jusqu'à la signature.",
          skills: [
            "Vente consultative B2B de logiciels ou de services cloud",
            "Connaissance des solutions de centre de contact, d'expérience client ou d'IA",
            "Relations avec les dirigeants et élaboration d'analyses de rentabilité",
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
            "Plans de mise sur le marché conjoints et prévisions commerciales",
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
            "Applications ITSM, RH, de gestion des présences, des visiteurs et des chariots élévateurs, qui simplifient les opérations internes.",
        },
        {
          name: "Plateformes de croissance",
          description:
            "Caisse, e-commerce, gestion des commandes et service client : des applications qui font croître le chiffre d'affaires.",
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
          text: "Revendez nos bots vocaux, chatbots et bots vidéo, notre plateforme de centre de contact et notre grand modèle de langage maison, et bâtissez vos propres offres sur cette base, avec un accès anticipé aux nouvelles versions et des présentations de la feuille de route.",
        },
        {
          title: "Formation, certification et support",
          text: "Des parcours de formation structurés, des travaux pratiques et un support dédié aux partenaires rendent vos équipes commerciales et techniques opérationnelles en quelques semaines.",
        },
        {
          title: "Marges attractives et revenus récurrents",
          text: "Des remises par paliers sur les licences et les services par abonnement génèrent un revenu mensuel prévisible, qui augmente avec chaque client fidélisé.",
        },
        {
          title: "Co-marketing et génération de prospects",
          text: "Campagnes communes, sponsoring d'événements, fonds de développement marketing et prospects qualifiés issus de notre propre pipeline sur votre territoire.",
        },
        {
          title: "Un environnement collaboratif",
          text: "Une planification commune des comptes, une conception conjointe des solutions et une communauté de partenaires où intégrateurs, opérateurs et développeurs apprennent les uns des autres.",
        },
      ],
      programs: [
        {
          title: "Certification",
          description:
            "Faites reconnaître l'expertise de votre équipe dans la conception, le déploiement et la vente des solutions Nusantara AI. Les partenaires certifiés figurent dans notre annuaire des partenaires et ont un accès prioritaire aux opportunités clients.",
          details: [
            "Trois niveaux (Associate, Professional et Expert), chacun avec un examen en ligne et une évaluation pratique",
            "Des parcours distincts pour les consultants commerciaux, les architectes solutions et les ingénieurs support",
            "Statut de partenaire certifié affiché dans l'annuaire public des partenaires et sur les propositions commerciales",
            "Une recertification annuelle maintient les compétences à jour à chaque nouvelle version de la plateforme",
          ],
        },
        {
          title: "Support",
          description:
            "Assurez le support de premier niveau de vos propres clients, avec nos ingénieurs en appui pour les escalades. Idéal pour les intégrateurs qui veulent gérer la relation client de bout en bout.",
          details: [
            "Ligne d'escalade directe vers les ingénieurs de niveaux 2 et 3 de Nusantara AI",
            "Portail de tickets partagé, avec des délais de réponse convenus selon la gravité",
            "Accès à la base de connaissances interne, aux outils de diagnostic et à la liste des problèmes connus",
            "Revues de service trimestrielles pour suivre la qualité de résolution et la satisfaction client",
          ],
        },
        {
          title: "Mise en œuvre des services",
          description:
            "Déployez nos bots d'IA, notre centre de contact et nos services gérés pour le compte de vos clients, à l'aide de méthodes et de modèles éprouvés. Nous fournissons les guides ; vous pilotez le projet et la facturation.",
          details: [
            "Méthodologie de mise en œuvre standard, avec plans de projet, check-lists et modèles de recette",
            "Intégrations prêtes à l'emploi et modèles de bots pour les parcours courants de chaque secteur",
            "Option d'accompagnement : nos consultants épaulent vos équipes sur vos premiers projets",
            "La marge sur les services revient entièrement au partenaire qui les réalise",
          ],
        },
        {
          title: "Support local",
          description:
            "Devenez le relais local de Nusantara AI auprès des clients de votre ville ou de votre État. Les partenaires locaux assurent les visites sur site, les échanges de matériel et les formations en présentiel quand l'aide à distance ne suffit pas.",
          details: [
            "Conçu pour les partenaires de Malaisie orientale, des villes secondaires de Malaisie et des marchés voisins de l'ASEAN",
            "Interventions rémunérées pour les installations sur site, le remplacement de téléphones IP et les vérifications réseau",
            "Commissions d'apport pour les nouvelles opportunités repérées lors des visites",
            "Accords de stock de pièces détachées pour remplacer plus vite le matériel",
          ],
        },
        {
          title: "Formation",
          description:
            "Dispensez les formations agréées Nusantara AI aux clients, aux universités et à vos propres équipes. Les partenaires de formation aident les organisations à acquérir les compétences nécessaires pour adopter l'IA en toute confiance.",
          details: [
            "Supports de cours sous licence pour les administrateurs, les concepteurs de bots et les utilisateurs métier",
            "Sessions de formation de formateurs et accréditation des formateurs",
            "Partage des revenus sur chaque place payante vendue par votre centre de formation",
            "Les formations éligibles peuvent être alignées sur les formations finançables par HRD Corp en Malaisie",
          ],
        },
        {
          title: "SLA cloud",
          description:
            "Hébergez ou revendez les services cloud de Nusantara AI dans le cadre d'un accord de niveau de service (SLA) garanti. Une formule adaptée aux opérateurs, aux exploitants de centres de données et aux fournisseurs de services gérés qui disposent de leur propre infrastructure.",
          details: [
            "Engagements de service en miroir (back-to-back) sur la disponibilité et les délais de réponse et de rétablissement",
            "Options en marque blanche pour la téléphonie cloud, le centre de contact et les plateformes de bots",
            "Tableaux de bord de supervision communs et procédures d'incident partagées",
            "Crédits de service et rapports mensuels de disponibilité pour un reporting transparent auprès de vos clients",
          ],
        },
      ],
    },
  },
  formsPrivacy: {
    source: "cd92dc308dda",
    text: "Votre message est transmis uniquement à notre propre service de messagerie, qui le fait suivre à notre équipe de Kuala Lumpur ; il est conservé 180 jours, puis supprimé.",
  },
} satisfies NonNullable<LocaleContent["company"]>;
