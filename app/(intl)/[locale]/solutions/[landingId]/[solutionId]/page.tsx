import { solutionRoute } from "@/lib/pages/routes";
import { SolutionDetail } from "@/components/solutions/solution-detail";

export const dynamicParams = false;
export const generateStaticParams = solutionRoute.localeParams;
export const generateMetadata = solutionRoute.metadata;

export default async function LocalizedSolutionPage({
  params,
}: {
  params: Promise<{ locale: string; landingId: string; solutionId: string }>;
}) {
  return <SolutionDetail {...await solutionRoute.load(params)} />;
}
