import { staticRoute } from "@/lib/pages/routes";
import { PartnersPage } from "@/components/partners/partners-page";

const route = staticRoute("partners");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedPartnersPage({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <PartnersPage />;
}
