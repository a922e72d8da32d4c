import { staticRoute } from "@/lib/pages/routes";
import { CareersPage } from "@/components/company/careers-page";

const route = staticRoute("careers");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedCareersPage({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <CareersPage />;
}
