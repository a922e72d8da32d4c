import { industryRoute } from "@/lib/pages/routes";
import { IndustryDetail } from "@/components/industry/industry-detail";

export const dynamicParams = false;
export const generateStaticParams = industryRoute.localeParams;
export const generateMetadata = industryRoute.metadata;

export default async function LocalizedIndustryPage({ params }: { params: Promise<{ locale: string; industryId: string }> }) {
  return <IndustryDetail {...await industryRoute.load(params)} />;
}
