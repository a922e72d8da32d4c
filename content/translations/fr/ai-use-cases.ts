import type { LocaleContent } from "@/content/units";

/** fr: aiUseCases. */
export const aiUseCases = {
  healthcare: {
    source: "1e15b9b71f86",
    text: [
      {
        useCase:
          "Les patients prennent, déplacent ou annulent leurs rendez-vous et reçoivent leurs consignes avant la consultation sur le site de l'hôpital ou sur WhatsApp. Le bot répond aussi à toute heure aux questions sur les horaires de visite, les assurances conventionnées et la disponibilité des spécialistes.",
      },
      {
        useCase:
          "Une ligne vocale automatisée confirme les rendez-vous, envoie les rappels de renouvellement d'ordonnance et trie les appels courants avant qu'ils n'arrivent au bureau des admissions. Les appelants qui ont besoin d'une infirmière ou d'un médecin sont transférés avec leurs informations déjà saisies.",
      },
      {
        useCase:
          "Les soignants reçoivent des projets de comptes rendus d'hospitalisation, de lettres d'adressage et de notes de consultation générés à partir des dossiers structurés, prêts à être relus et validés. Le modèle sait aussi condenser de longs antécédents pour que les médecins en saisissent l'essentiel avant la consultation.",
      },
    ],
  },
  finance: {
    source: "a03c2d442b4e",
    text: [
      {
        useCase:
          "Les clients consultent leurs soldes, vérifient leurs opérations par carte, demandent des relevés et lancent une demande de prêt ou une déclaration de sinistre en toute sécurité, depuis l'application bancaire ou leur messagerie. Des sessions authentifiées protègent leurs données financières personnelles tout au long de l'échange.",
      },
      {
        useCase:
          "La biométrie vocale authentifie les appelants en quelques secondes ; le bot prend ensuite en charge l'opposition sur carte, les rappels de paiement et les questions sur le compte. Les équipes de recouvrement mènent des campagnes d'appels sortants qui rappellent les échéances aux emprunteurs avec courtoisie et constance.",
      },
      {
        useCase:
          "Analystes et souscripteurs disposent de synthèses concises des états financiers, des conditions de polices et des circulaires réglementaires. Le modèle signale aussi les clauses inhabituelles et les incohérences, ce qui accélère l'examen des dossiers de crédit et les contrôles de conformité.",
      },
    ],
  },
  retail: {
    source: "3ebc07f24aa0",
    text: [
      {
        useCase:
          "Les clients s'informent sur les tailles, le stock des magasins proches et les délais de livraison, et reçoivent des suggestions de produits personnalisées directement dans le chat. Le bot peut finaliser l'achat, appliquer des bons de réduction et traiter les demandes de retour sans intervention du personnel.",
      },
      {
        useCase:
          "Les clients appellent pour suivre une commande, connaître les horaires d'un magasin ou réserver un article à retirer, et sont servis immédiatement, même au plus fort des soldes saisonniers. Des appels sortants confirment les commandes payables à la livraison pour limiter les échecs de livraison.",
      },
      {
        useCase:
          "Les équipes merchandising rédigent en plusieurs langues fiches produits, textes de campagne et annonces pour les marketplaces à partir de quelques attributs. Le modèle analyse aussi des milliers d'avis pour révéler ce que les clients apprécient et ce qui motive les retours.",
      },
    ],
  },
  manufacturing: {
    source: "4073cd904912",
    text: [
      {
        useCase:
          "Fournisseurs et distributeurs suivent l'état de leurs bons de commande, les plannings de livraison et le paiement de leurs factures sur un portail de chat en libre-service. En interne, les équipes utilisent le même bot pour consulter les niveaux de stock et émettre des demandes de matières.",
      },
      {
        useCase:
          "En atelier, les opérateurs signalent les pannes machine, demandent des matières ou saisissent leurs quantités produites à la voix, sans lâcher leur poste. Les équipes de maintenance sont alertées aussitôt, chaque signalement oral étant converti en ordre de travail.",
      },
      {
        useCase:
          "Les ingénieurs interrogent en langage courant les manuels des équipements, les modes opératoires et les rapports d'incidents qualité passés. Le modèle rédige des synthèses de causes racines et des rapports d'actions correctives pour accélérer les enquêtes qualité.",
      },
    ],
  },
  sme: {
    source: "da7e1e8561f3",
    text: [
      {
        useCase:
          "Un chatbot prêt à l'emploi, sur WhatsApp et sur votre site, répond aux questions sur vos produits, vos prix et vos livraisons et prend les commandes pendant que vous vous consacrez à votre activité. Les contacts qu'il recueille alimentent directement votre fichier clients.",
      },
      {
        useCase:
          "Un assistant vocal chaleureux décroche quand tout le monde est occupé, prend les messages, fixe les rendez-vous et traite les demandes simples. Les petites équipes offrent un accueil professionnel sans avoir à recruter de standardiste.",
      },
      {
        useCase:
          "Les dirigeants rédigent en quelques secondes, à partir de simples instructions, publications marketing, e-mails clients, devis et offres d'emploi. Le modèle transforme aussi chiffres de vente et retours clients en enseignements clairs pour la planification de la semaine.",
      },
    ],
  },
  largeenterprise: {
    source: "ace83833f407",
    text: [
      {
        useCase:
          "Un assistant déployé à l'échelle de l'entreprise sert les clients sur tous les canaux numériques et les collaborateurs dans Microsoft Teams, en répondant à leurs questions sur les règles internes, l'informatique et les RH. Son intégration aux systèmes cœur lui permet de réaliser des transactions, et pas seulement de fournir des informations.",
      },
      {
        useCase:
          "Un SVI conversationnel traite des millions d'appels dans plusieurs pays et plusieurs langues, authentifie les appelants et règle de bout en bout les demandes courantes. Les cas complexes sont orientés vers des conseillers spécialisés, avec tout le contexte joint.",
      },
      {
        useCase:
          "Un modèle de langage hébergé en privé et ancré dans les connaissances de l'entreprise aide les collaborateurs à rechercher des documents, rédiger des rapports et analyser des contrats. Des contrôles de gouvernance maintiennent les données confidentielles dans votre environnement et journalisent chaque requête.",
      },
    ],
  },
  serviceprovider: {
    source: "9b2c1b770405",
    text: [
      {
        useCase:
          "Les abonnés résolvent leurs problèmes de connexion, changent de forfait, paient leurs factures et signalent les pannes par chat, dans l'application ou sur leur messagerie. Le bot lance automatiquement les diagnostics de ligne et n'ouvre un ticket que lorsqu'un technicien est réellement nécessaire.",
      },
      {
        useCase:
          "Pendant les pannes et les pics de facturation, le bot vocal absorbe les afflux d'appels, annonce l'état du service et guide les abonnés dans la réinitialisation de leurs équipements. Les conseillers restent disponibles pour les escalades et les échanges commerciaux à forte valeur.",
      },
      {
        useCase:
          "Les conseillers reçoivent en temps réel des suggestions de réponse et des résumés d'appel automatiques, tirés des catalogues produits et des bases de connaissances réseau. Les équipes produit s'appuient sur le modèle pour analyser les tendances des réclamations et planifier l'amélioration des services.",
      },
    ],
  },
  government: {
    source: "4585d0944396",
    text: [
      {
        useCase:
          "Les citoyens s'informent sur les licences, les autorisations, les frais et l'avancement de leurs demandes dans la langue de leur choix, sur les portails des organismes publics et les applications de messagerie. Le bot les guide pas à pas dans les formulaires en ligne et les listes de pièces à fournir.",
      },
      {
        useCase:
          "Les lignes d'information publiques s'appuient sur un bot vocal pour répondre aux questions fréquentes, donner l'état d'avancement des demandes et enregistrer les réclamations 24 h/24. Les personnes âgées et les citoyens moins à l'aise avec le numérique obtiennent de l'aide sans avoir besoin d'un smartphone.",
      },
      {
        useCase:
          "Les agents publics interrogent en langage courant lois, circulaires et décisions antérieures, et obtiennent des réponses sourcées ainsi que des projets de réponse au courrier des usagers. Rapports courants et procès-verbaux de réunion sont résumés en quelques minutes au lieu de plusieurs heures.",
      },
    ],
  },
} satisfies NonNullable<LocaleContent["aiUseCases"]>;
