import { serviceRoute } from "@/lib/pages/routes";
import { ServiceDetail } from "@/components/services/service-detail";

export const dynamicParams = false;
export const generateStaticParams = serviceRoute.localeParams;
export const generateMetadata = serviceRoute.metadata;

export default async function LocalizedServicePage({ params }: { params: Promise<{ locale: string; serviceId: string }> }) {
  return <ServiceDetail service={await serviceRoute.load(params)} />;
}
