/**
 * The site's pages: what each kind is and where its items come from (./kinds.ts), what a page is called
 * (./info.ts), in which languages it exists (./availability.ts). The app's routes read ./routes.ts, links
 * between pages ./links.ts.
 */
export * from "./info";
export { localesOf, sitePages } from "./availability";
