import { serviceRoute } from "@/lib/pages/routes";
import { ServiceDetail } from "@/components/services/service-detail";

export const dynamicParams = false;
export const generateStaticParams = serviceRoute.staticParams;
export const generateMetadata = serviceRoute.metadata;

export default async function ServicePage({ params }: { params: Promise<{ serviceId: string }> }) {
  return <ServiceDetail service={await serviceRoute.load(params)} />;
}
