import type { LocaleContent } from "@/content/units";

/** es: search. */
export const search = {
  labels: {
    source: "f594b2b842e2",
    text: {
      open: "Buscar",
      title: "Buscar en el sitio",
      field: "Buscar",
      placeholder: "Productos, servicios, casos de éxito…",
      submit: "Ver resultados",
      close: "Cerrar la búsqueda",
      loading: "Cargando la búsqueda…",
      failed: "No se pudo cargar la búsqueda. Inténtelo de nuevo o consulte el mapa del sitio.",
      hint: "Escriba para buscar productos, soluciones, sectores, servicios, casos de éxito y artículos.",
      withoutScript: "Pulse Intro para abrir el mapa del sitio, que reúne todas las páginas por tipo.",
      results: "{count} resultados para «{query}»",
      oneResult: "1 resultado para «{query}»",
      noResults: "Ninguna página coincide con «{query}».",
      noResultsSuggestion: "Pruebe con otra palabra, explore nuestros productos o contáctenos.",
      keys: "↑ ↓ para desplazarse, Intro para abrir, Esc para cerrar",
      suggestions: [
        {
          name: "Todos los productos",
        },
        {
          name: "Contáctenos",
        },
        {
          name: "Mapa del sitio",
        },
      ],
    },
  },
} satisfies NonNullable<LocaleContent["search"]>;
