import { staticRoute } from "@/lib/pages/routes";
import { ServicesDashboard } from "@/components/services/services-dashboard";

const route = staticRoute("services");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedServicesDashboard({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <ServicesDashboard />;
}
