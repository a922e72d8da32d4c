import { staticRoute } from "@/lib/pages/routes";
import { SiteMapPage } from "@/components/site-map/site-map-page";

const route = staticRoute("siteMap");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedSiteMapPage({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <SiteMapPage />;
}
