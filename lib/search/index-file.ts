// Apart from the engine, so the header's search button can name the index (its data-warm) without
// bringing MiniSearch into every page's first load.
export const SEARCH_INDEX_FILE = "/search-index.json";
