import { staticRoute } from "@/lib/pages/routes";
import { SolutionsIndex } from "@/components/solutions/solutions-index";

const route = staticRoute("solutions");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedSolutionsIndex({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <SolutionsIndex />;
}
