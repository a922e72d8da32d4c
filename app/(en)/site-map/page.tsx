import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { SiteMapPage } from "@/components/site-map/site-map-page";

export const metadata = pageMetadata(staticPage("siteMap"));

export default function SiteMap() {
  return <SiteMapPage />;
}
