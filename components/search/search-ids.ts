// The search dialog's ids, which `commandfor` and the field's ARIA name. A plain module, so the header's
// client code reads them without bringing the dialog's frame (search-frame.tsx) into every page's first load.
export const SEARCH_DIALOG_ID = "search-dialog";
export const SEARCH_TITLE_ID = "search-dialog-title";
export const SEARCH_FIELD_ID = "site-search-input";
export const SEARCH_RESULTS_ID = "site-search-results";
