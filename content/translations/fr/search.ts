import type { LocaleContent } from "@/content/units";

/** fr: search. */
export const search = {
  labels: {
    source: "f594b2b842e2",
    text: {
      open: "Rechercher",
      title: "Rechercher sur le site",
      field: "Rechercher",
      placeholder: "Produits, services, études de cas…",
      submit: "Afficher les résultats",
      close: "Fermer la recherche",
      loading: "Chargement de la recherche…",
      failed: "Impossible de charger la recherche. Veuillez réessayer ou consulter le plan du site.",
      hint: "Saisissez un mot pour rechercher parmi les produits, solutions, secteurs, services, études de cas et articles.",
      withoutScript: "Appuyez sur Entrée pour ouvrir le plan du site, qui présente toutes les pages par type.",
      results: "{count} résultats pour « {query} »",
      oneResult: "1 résultat pour « {query} »",
      noResults: "Aucune page ne correspond à « {query} ».",
      noResultsSuggestion: "Essayez un autre mot, parcourez nos produits ou contactez-nous.",
      keys: "↑ ↓ pour vous déplacer, Entrée pour ouvrir, Échap pour fermer",
      suggestions: [
        {
          name: "Tous les produits",
        },
        {
          name: "Nous contacter",
        },
        {
          name: "Plan du site",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["search"]>;
