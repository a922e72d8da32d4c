/**
 * Français : ce que l'assistant répond sur chaque produit, écrit pour le chat (voir en.ts). Un résumé d'une ou deux
 * phrases entières (150 caractères au plus) et le texte de ses deux premiers cas d'usage (50 au plus), en minuscule
 * après le deux-points : « • Prise de rendez-vous : réserver, déplacer ou annuler par téléphone ». Les termes sont
 * ceux du glossaire (content/translations/fr/glossary.ts) : prospects, conseiller, services gérés, sur site.
 */
import type { ChatProductAnswerTranslations } from "@/content/types";

export const chatAnswersFr: ChatProductAnswerTranslations = {
  "voice-bot": {
    source: "c7349e9041a6",
    summary:
      "Notre bot vocal décroche chaque appel dès la première sonnerie, en malais, en anglais ou en chinois, et règle les demandes courantes sans attente.",
    useCases: ["identité vérifiée, soldes donnés, cartes bloquées", "réserver, déplacer ou annuler par téléphone"],
  },
  "chat-bot": {
    source: "fe75fc9e54a8",
    summary:
      "Notre chatbot répond à vos clients sur votre site, WhatsApp et Messenger, dans leur langue, à partir de vos sources validées.",
    useCases: ["tailles, livraisons et retours, à toute heure", "qualifier les acheteurs et fixer les visites"],
  },
  "video-bot": {
    source: "d24c2946b741",
    summary:
      "Notre bot vidéo donne un visage à votre service en ligne\u202f: il accueille, écoute et répond de vive voix, avec des visuels à l'écran.",
    useCases: ["pièce d'identité et selfie, étape par étape", "montrer un produit en répondant aux questions"],
  },
  "contact-center": {
    source: "b50c8ccc4b20",
    summary:
      "Notre centre de contact réunit appels, chats, e-mails, WhatsApp et réseaux sociaux dans une seule file, avec une aide de l'IA pour chaque conseiller.",
    useCases: ["appels et canaux numériques dans un seul outil", "des campagnes sortantes conformes et guidées"],
  },
  "cloud-telephony": {
    source: "95f53b4a34cf",
    summary:
      "La téléphonie cloud remplace l'ancien standard par un système géré pour vous\u202f: chacun garde son numéro et répond sur l'appareil de son choix.",
    useCases: ["numéros pro et standard automatique, sans PBX", "tous les sites sur un même plan de numérotation"],
  },
  "omni-channel-solutions": {
    source: "eeb351c93168",
    summary:
      "Nos solutions omnicanales relient réseaux sociaux, WhatsApp, téléphone et web en une seule conversation, que chaque conseiller voit en entier.",
    useCases: ["des réponses cohérentes, de l'annonce au retrait", "un litige ouvert dans l'appli, suivi au téléphone"],
  },
  "large-language-model": {
    source: "7c437e00dea7",
    summary:
      "Nusantara LLM est notre propre grand modèle de langage, affiné pour le malais, l'anglais et le chinois, dans notre cloud ou le vôtre.",
    useCases: ["des réponses sourcées tirées de vos documents", "brouillons de courriers, d'offres et de rapports"],
  },
  "itsm-app": {
    source: "d80b104f7a34",
    summary:
      "Notre application ITSM est un centre de services aligné sur ITIL, qui enregistre, suit et résout incidents, demandes et changements avec l'IA.",
    useCases: ["un portail unique pour toutes les agences", "un centre de services et des SLA par client"],
  },
  "hrms-app": {
    source: "e96d5bd6654c",
    summary:
      "Notre SIRH couvre tout le parcours du collaborateur, du recrutement à la paie et à la performance, avec une IA qui répond aux équipes 24\u00a0h/24.",
    useCases: ["une paie par société, puis les formulaires EA", "l'IA présélectionne et planifie les entretiens"],
  },
  "fork-lift-app": {
    source: "1fe59120430c",
    summary:
      "Notre application relie chaque chariot élévateur à un tableau de bord unique et anticipe les pannes avant qu'elles n'arrêtent l'activité.",
    useCases: ["chariots disponibles et répartis en temps réel", "des alertes contre les pannes pendant les escales"],
  },
  "supply-chain-management-app": {
    source: "885f67df6175",
    summary:
      "Notre gestion de la chaîne logistique montre où est le stock, où il va et quand il arrivera, avec prévision de la demande et alertes par IA.",
    useCases: ["prévoir des milliers de références avant les fêtes", "alerte précoce quand un composant prend du retard"],
  },
  "procurement-application": {
    source: "642a4cc36810",
    summary:
      "Notre application de gestion des achats couvre tout le cycle, du sourcing au paiement, avec une IA qui repère les économies et les risques.",
    useCases: ["catalogues validés et approbations plus rapides", "offres sous pli en ligne et piste d'audit"],
  },
  "attendance-management-application": {
    source: "cf34088872db",
    summary:
      "Notre gestion des temps et des présences enregistre quand et où chacun travaille, avec reconnaissance faciale et une IA qui repère les manques.",
    useCases: ["postes, heures supplémentaires et primes calculés", "des plannings calés sur la fréquentation"],
  },
  "visitor-management-application": {
    source: "0cfd032b6577",
    summary:
      "Notre gestion des visiteurs enregistre chaque arrivée en quelques secondes\u202f: préenregistrement, lecture d'identité, badge et contrôle par IA.",
    useCases: ["préenregistrement, borne et accès aux étages", "sous-traitants contrôlés et formés avant l'entrée"],
  },
  "inventory-app": {
    source: "33e323f2ddd3",
    summary:
      "Notre gestion des stocks tient votre inventaire à jour en temps réel, en magasin, en entrepôt et en camionnette, et suggère les réassorts par IA.",
    useCases: ["transferts automatiques d'un magasin à l'autre", "la bonne pièce, par numéro de série et emplacement"],
  },
  "csm-app": {
    source: "2666d70c0f5a",
    summary:
      "Notre gestion du service client réunit chaque dossier dans un seul espace de travail, où l'IA résume les échanges et suggère des réponses.",
    useCases: ["des SLA par offre et des alertes d'attrition", "chaque réclamation suivie jusqu'à sa résolution"],
  },
  "pos-application": {
    source: "664fc4920c10",
    summary:
      "Notre logiciel de caisse synchronise vos points de vente, accepte cartes, DuitNow QR, portefeuilles électroniques et espèces, même hors ligne.",
    useCases: ["commandes envoyées droit aux écrans de cuisine", "tailles, coloris et échanges dans tout magasin"],
  },
  "e-commerce-application": {
    source: "ad818a1840d2",
    summary:
      "Notre plateforme e-commerce donne aux marques leur propre boutique en ligne, avec paiements locaux, marketplaces et recommandations par IA.",
    useCases: ["une boutique à votre marque et vos propres clients", "achat en ligne, retrait en magasin"],
  },
  "call-billing-application": {
    source: "8a087dbe295e",
    summary:
      "Notre solution taxe chaque appel de votre PBX, de vos trunks SIP et de Teams selon vos tarifs opérateur, et son IA détecte la fraude.",
    useCases: ["coûts téléphoniques refacturés par service", "appels des chambres portés sur la note du client"],
  },
  "order-management-application": {
    source: "85e5b377f3d0",
    summary:
      "Notre système réunit les commandes de tous les canaux, oriente chacune vers le meilleur site et annonce des dates de livraison fiables.",
    useCases: ["chaque commande vers le magasin le plus proche", "encours vérifié, livraisons groupées par tournée"],
  },
  "super-app": {
    source: "1ae715032589",
    summary:
      "Notre super-app réunit paiements, réservations, fidélité et services partenaires dans une seule application à vos couleurs, avec un seul compte.",
    useCases: ["recharges, factures et avantages au quotidien", "accès visiteurs, réservations et entretien"],
  },
  "mobile-applications": {
    source: "cd73efb2ef86",
    summary:
      "Notre équipe conçoit, développe et maintient vos applications iOS et Android, natives ou multiplateformes, avec l'IA intégrée dès le départ.",
    useCases: ["des offres qui font revenir les clients", "check-lists, photos et signatures hors ligne"],
  },
  "build-websites": {
    source: "77075faf0724",
    summary:
      "Nous créons des sites web rapides, professionnels et bien référencés, sur un CMS que votre équipe prend en main en toute confiance.",
    useCases: ["un site mobile et un chatbot pour les prospects", "des années de contenus repris dans un CMS"],
  },
  "hospital-management-application": {
    source: "6e4ebde51e6c",
    summary:
      "Notre application réunit accueil, équipes soignantes, pharmacie et facturation sur une seule plateforme, avec un dossier unique par patient.",
    useCases: ["consultations, services et facturation réunis", "dossiers et stocks partagés entre les cliniques"],
  },
  "hotel-management-application": {
    source: "399a5ebca84a",
    summary:
      "Notre PMS dans le cloud gère réservations, réception, gouvernance des chambres, facturation et messagerie clients dans une seule interface.",
    useCases: ["un système abordable, vite appris par l'équipe", "chaque dépense portée sur la note du client"],
  },
  "travel-management-application": {
    source: "0d86ffde9bfc",
    summary:
      "Notre application sert les entreprises comme les agences de voyages\u202f: réservation, validations, documents et coûts dans un même système.",
    useCases: ["réservation en libre-service, dans les règles", "devis, billets et paiements fournisseurs réunis"],
  },
  sdk: {
    source: "c7679b9bba5b",
    summary:
      "Notre SDK IA donne à vos développeurs les moteurs de notre bot vocal, de notre chatbot et de notre LLM, par des API documentées.",
    useCases: ["état des cartes et litiges gérés dans l'appli", "itinéraires, recharges et reçus à la voix"],
  },
  software: {
    source: "75bed018b533",
    summary:
      "Nos logiciels d'entreprise réunissent nos applications métier et notre moteur d'IA sous une seule licence, sur site, en cloud privé ou en SaaS.",
    useCases: ["les dossiers restent dans votre centre de données", "RH, achats et informatique pour chaque filiale"],
  },
  hardware: {
    source: "a889c0b63d96",
    summary:
      "Nous spécifions, fournissons et installons serveurs GPU, appliances d'IA en périphérie et terminaux, taillés pour vos charges d'IA réelles.",
    useCases: ["vos documents ne quittent jamais vos locaux", "des défauts repérés sur la ligne, même hors ligne"],
  },
  "iot-solutions": {
    source: "0451aed12e1e",
    summary:
      "Nos solutions IoT relient capteurs, machines et véhicules à une plateforme d'IA qui transforme les données brutes en alertes utiles.",
    useCases: ["l'usure repérée des semaines avant la panne", "chambres froides et camions suivis en continu"],
  },
  "custom-development": {
    source: "76e32a0cab68",
    summary:
      "Notre développement sur mesure construit les systèmes que vous ne pouvez pas acheter, autour de vos façons de travailler, avec l'IA là où elle sert.",
    useCases: ["remplacé par étapes, sans interrompre l'activité", "expédition et facturation papier dans un seul flux"],
  },
  "custom-web-apps": {
    source: "1cad0f816dab",
    summary:
      "Nous concevons des applications web rapides, sûres et accessibles, du portail client au tableau de bord interne, selon vos besoins précis.",
    useCases: ["factures, paiements et pannes signalées en ligne", "disponibilités en direct et rappels automatiques"],
  },
  "custom-mobile-apps": {
    source: "ffe94e940868",
    summary:
      "Nous menons vos applications iOS et Android de bout en bout, de la stratégie à la publication, autour de vos clients et de vos équipes terrain.",
    useCases: ["missions, photos et check-lists hors ligne", "cartes, bons et offres personnalisées"],
  },
  "network-switch": {
    source: "c6ecb85a46d6",
    summary:
      "Nous fournissons et configurons des commutateurs d'accès, de distribution et de cœur qui acheminent voix, vidéo et trafic IA sans compromis.",
    useCases: ["commutateurs et câblage prêts dès le premier jour", "PoE et VLAN voix pour des centaines de postes"],
  },
  router: {
    source: "a45b07aee787",
    summary:
      "Nous fournissons et gérons des routeurs professionnels et des équipements SD-WAN, pour que chaque agence reste connectée, sûre et fluide.",
    useCases: ["magasins en SD-WAN, avec secours mobile", "la voix prioritaire sur chaque site"],
  },
  "aws-cloud": {
    source: "8b36bf604f16",
    summary:
      "Partenaire AWS, nous revendons, déployons et gérons Amazon Web Services pour vous, avec une facture en ringgits et une exploitation 24\u00a0h/24.",
    useCases: ["vos serveurs migrés vers AWS par vagues", "une infrastructure qui tient les pics de soldes"],
  },
  "microsoft-services": {
    source: "03a97c954ef1",
    summary:
      "Partenaire Microsoft, nous gérons pour vous licences, déploiement et sécurité de Microsoft 365, Teams, Azure et Dynamics 365.",
    useCases: ["boîtes mail migrées vers Exchange Online", "connexions à risque bloquées, PC perdus effacés"],
  },
  "google-services": {
    source: "afe225767517",
    summary:
      "Partenaire Google, nous revendons, migrons et gérons Google Workspace et Google Cloud, avec une seule équipe locale pour tout le suivi.",
    useCases: ["messagerie et fichiers réunis dans Workspace", "Classroom, Meet et Drive sur des comptes gérés"],
  },
  "security-services": {
    source: "3558a68304f4",
    summary:
      "Nos services de sécurité surveillent, testent et répondent 24\u00a0h/24, pour arrêter les attaques sans bâtir toute une équipe interne.",
    useCases: ["EDR, sauvegardes immuables, plan de réponse testé", "évaluations et tests à l'appui du RMiT"],
  },
  "network-services": {
    source: "ebf7b5c094cf",
    summary:
      "Nos services réseau prennent en charge vos réseaux LAN, WAN et Wi-Fi, de la conception à l'exploitation quotidienne, surveillés 24\u00a0h/24.",
    useCases: ["tout le WAN externalisé, un seul tableau de bord", "un Wi-Fi fiable pour les clients et les événements"],
  },
  "cloud-services": {
    source: "f28961b9d52a",
    summary:
      "Nos services cloud placent chaque application au bon endroit (cloud public, cloud privé ou sur site) et exploitent l'ensemble en service géré.",
    useCases: ["données sensibles en cloud privé en Malaisie", "conteneurs sur Kubernetes géré, pas à pas"],
  },
  "storage-services": {
    source: "8a49cfa8d122",
    summary:
      "Nos services de stockage donnent aux fichiers, sauvegardes, archives et données d'IA la bonne capacité au bon endroit, avec une restauration testée.",
    useCases: ["des copies immuables pour restaurer vite", "des années d'enregistrements gardés en sécurité"],
  },
};
