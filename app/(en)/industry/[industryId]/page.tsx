import { industryRoute } from "@/lib/pages/routes";
import { IndustryDetail } from "@/components/industry/industry-detail";

export const dynamicParams = false;
export const generateStaticParams = industryRoute.staticParams;
export const generateMetadata = industryRoute.metadata;

export default async function IndustryPage({ params }: { params: Promise<{ industryId: string }> }) {
  return <IndustryDetail {...await industryRoute.load(params)} />;
}
