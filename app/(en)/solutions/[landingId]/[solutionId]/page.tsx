import { solutionRoute } from "@/lib/pages/routes";
import { SolutionDetail } from "@/components/solutions/solution-detail";

export const dynamicParams = false;
export const generateStaticParams = solutionRoute.staticParams;
export const generateMetadata = solutionRoute.metadata;

export default async function SolutionPage({ params }: { params: Promise<{ landingId: string; solutionId: string }> }) {
  return <SolutionDetail {...await solutionRoute.load(params)} />;
}
