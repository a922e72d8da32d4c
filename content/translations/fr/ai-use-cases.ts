import type { LocaleContent } from "@/lib/content/units";

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
          "La biométrie vocale authentifie les appelants en quelques secondes ; le bot prend ensuite en charge l'opposition sur carte, les rappels de paiement et les questions sur le compte. Les équipes de recouvrement mènent des campagnes d'appels sortants qui rappellent les échéances aux emprunteurs avec courtoisie et constance.",
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
          "Les clients appellent pour suivre une commande, connaître les horaires d'un magasin ou réserver un article à retirer, et sont servis immédiatement, même au plus fort des soldes saisonnières. Des appels sortants confirment les commandes payables à la livraison pour limiter les échecs de livraison.",
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
          "Un chatbot prêt à l'emploi sur WhatsApp et votre site répond sur vos produits, prix et livraisons et prend les commandes pendant que vous gérez votre activité. Les contacts rejoignent votre fichier clients.",
      },
      {
        useCase:
          "Un assistant vocal chaleureux décroche quand tout le monde est occupé, prend messages et rendez-vous et traite les demandes simples. Un accueil professionnel sans standardiste.",
      },
      {
        useCase:
          "D'une simple consigne, les dirigeants rédigent en secondes posts marketing, e-mails clients, devis et offres d'emploi. Le modèle tire aussi des ventes et avis clients des constats clairs pour planifier la semaine.",
      },
    ],
  },
  largeenterprise: {
    source: "ace83833f407",
    text: [
      {
        useCase:
          "Un assistant unique sert les clients sur tous les canaux numériques et les salariés dans Microsoft Teams (règles internes, IT, RH). Relié aux systèmes cœur, il exécute des transactions, pas seulement des réponses.",
      },
      {
        useCase:
          "Un SVI conversationnel traite des millions d'appels dans plusieurs pays et langues, authentifie les appelants et règle les demandes courantes. Les cas complexes vont aux experts, contexte compris.",
      },
      {
        useCase:
          "Un LLM privé, ancré dans le savoir interne, aide à chercher des documents, rédiger des rapports et analyser des contrats. La gouvernance garde les données sensibles chez vous et trace chaque requête.",
      },
    ],
  },
  serviceprovider: {
    source: "9b2c1b770405",
    text: [
      {
        useCase:
          "Dépannage de connexion, changement de forfait, paiement et signalement de pannes : les abonnés règlent tout par chat, dans l'appli ou la messagerie. Le bot diagnostique la ligne et n'ouvre un ticket que si un technicien est vraiment utile.",
      },
      {
        useCase:
          "Lors des pannes et pics de facturation, le bot vocal absorbe les afflux d'appels, annonce l'état du service et guide la réinitialisation des box. Les conseillers gardent escalades et ventes à forte valeur.",
      },
      {
        useCase:
          "Les conseillers reçoivent en direct suggestions de réponse et résumés d'appel, issus des catalogues et bases réseau. Le modèle aide les équipes produit à analyser les réclamations et améliorer les services.",
      },
    ],
  },
  government: {
    source: "4585d0944396",
    text: [
      {
        useCase:
          "Les citoyens s'informent sur licences, permis, frais et suivi de dossier dans leur langue, sur portails et messageries. Le bot les guide pas à pas dans les formulaires et pièces à fournir.",
      },
      {
        useCase:
          "Les lignes publiques confient à un bot vocal questions fréquentes, suivi des demandes et réclamations, 24 h/24. Seniors et citoyens peu à l'aise avec le numérique sont aidés sans smartphone.",
      },
      {
        useCase:
          "Les agents interrogent en langage courant lois, circulaires et décisions passées, avec réponses sourcées et projets de réponse au courrier. Rapports et procès-verbaux sont résumés en minutes, non en heures.",
      },
    ],
  },
} satisfies NonNullable<LocaleContent["aiUseCases"]>;
