// The dialog's search engine, loaded once a page, by the panel as it mounts or by the header's search as
// the dialog opens, once the panel's module is in and before the panel has mounted (site-search.tsx).
import type { Locale } from "@/lib/i18n/locales";
import { searchEngine, type SiteSearch } from "@/lib/search/engine";

let loading: Promise<SiteSearch> | undefined;

/** The language's search, from the engine the build chose (lib/search/engine.ts); after a failure the next call tries again. */
export function loadSearch(locale: Locale): Promise<SiteSearch> {
  loading ??= searchEngine()
    .then((engine) => engine.load(locale))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
