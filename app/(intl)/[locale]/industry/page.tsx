import { staticRoute } from "@/lib/pages/routes";
import { IndustryIndex } from "@/components/industry/industry-index";

const route = staticRoute("industries");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedIndustryIndex({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <IndustryIndex />;
}
