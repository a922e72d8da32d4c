import type { LocaleContent } from "@/content/units";

/** fr: productDefaults. */
export const productDefaults = {
  overview: {
    source: "52afd269a6e0",
    text: [
      "Ce produit Nusantara AI fait partie d'un portefeuille intégré de solutions d'IA et de communication conçues pour les organisations de Malaisie et d'Asie du Sud-Est. Il supprime le travail manuel des processus du quotidien, donne aux équipes une information fiable au moment où elles en ont besoin et offre une expérience plus réactive aux clients, aux collaborateurs et aux partenaires.",
      "Chaque solution est livrée sous la forme d'une plateforme sécurisée, prête pour le cloud, qui se connecte aux systèmes que vous utilisez déjà, du CRM et de l'ERP aux canaux de messagerie et à la téléphonie. La plupart des évolutions passent par le paramétrage plutôt que par du développement spécifique : les équipes métier peuvent ainsi adapter leurs workflows au fil de leurs besoins, tandis que les analyses intégrées montrent comment le produit contribue à vos objectifs.",
      "Nos consultants vous accompagnent de la phase de cadrage au déploiement et au-delà : les indicateurs de réussite sont fixés dès le départ, puis revus après la mise en production. Un support local à Kuala Lumpur, l'hébergement des données en Malaisie et des tarifs adaptés à votre taille permettent aux PME comme aux grandes entreprises d'adopter l'IA en toute confiance ; nombre de nos clients constatent un retour sur investissement en 3 à 6 mois.",
    ],
  },
  useCases: {
    source: "542c7d5176cc",
    text: [
      {
        title: "Automatisation du service client",
        description:
          "Traitez instantanément les demandes courantes sur les canaux numériques et vocaux, et libérez vos équipes pour les dossiers complexes.",
      },
      {
        title: "Dématérialisation des processus",
        description:
          "Remplacez formulaires papier, tableurs et validations par e-mail par des workflows numériques structurés, plus rapides et plus faciles à auditer.",
      },
      {
        title: "Pilotage par les données",
        description:
          "Transformez vos données opérationnelles en tableaux de bord et rapports en temps réel, pour que vos managers décident sur des faits et non sur des suppositions.",
      },
      {
        title: "Productivité des collaborateurs",
        description:
          "Donnez à vos équipes des outils en libre-service et une assistance par IA qui réduisent le temps passé à chercher l'information et à répéter des tâches manuelles.",
      },
      {
        title: "Coordination multisite",
        description:
          "Harmonisez les processus et partagez l'information entre agences, régions et filiales depuis une plateforme centrale unique.",
      },
      {
        title: "Conformité et sécurité",
        description:
          "Appliquez contrôle d'accès par rôle, pistes d'audit et mesures de protection des données qui vous aident à respecter la PDPA et les réglementations sectorielles.",
      },
      {
        title: "Intégration des systèmes",
        description:
          "Connectez-vous à vos systèmes CRM, ERP, financiers et de communication par API pour en finir avec la double saisie.",
      },
      {
        title: "Croissance maîtrisée",
        description:
          "Commencez par un déploiement ciblé, puis ajoutez utilisateurs, sites et fonctionnalités au rythme de votre croissance, sans changer de plateforme.",
      },
    ],
  },
} satisfies NonNullable<LocaleContent["productDefaults"]>;
