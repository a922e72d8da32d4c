// Apart from the engines, so the header's search button can name what the dialog fetches first (its
// data-warm) without bringing MiniSearch or Pagefind's loader into every page's first load.
export const SEARCH_INDEX_FILE = "/search-index.json";

/** The folder under out/ where the export step writes Pagefind's bundle (its index for every language). */
export const SEARCH_BUNDLE = "pagefind";
/** Pagefind's browser API, loaded by the dialog. */
export const SEARCH_SCRIPT = `/${SEARCH_BUNDLE}/pagefind.js`;
/**
 * The tag Pagefind's entry file is asked for with (`pagefind-entry.json?ts=site`, its `metaCacheTag`): one
 * name, which the idle prefetch can fetch ahead and the host revalidates, instead of a new name on every load.
 */
export const SEARCH_ENTRY_TAG = "site";
/** Pagefind's entry file as its script fetches it. */
export const SEARCH_ENTRY = `/${SEARCH_BUNDLE}/pagefind-entry.json?ts=${SEARCH_ENTRY_TAG}`;
