// The dialog's search engine, loaded once a page: apart from the panel's code, so the header's search can
// start it as the dialog opens, beside that code rather than after it has run (site-search.tsx).
import type { Locale } from "@/lib/i18n/locales";
import type { SiteSearch } from "@/lib/search/engine";

let loading: Promise<SiteSearch> | undefined;

/** The language's search, from the engine the build chose (lib/search/engine.ts); after a failure the next call tries again. */
export function loadSearch(locale: Locale): Promise<SiteSearch> {
  loading ??= import("@/lib/search/engine")
    .then(({ searchEngine }) => searchEngine())
    .then((engine) => engine.load(locale))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
