import { solutionLandingRoute } from "@/lib/pages/routes";
import { SolutionLanding } from "@/components/industry/industry-detail";

export const dynamicParams = false;
export const generateStaticParams = solutionLandingRoute.localeParams;
export const generateMetadata = solutionLandingRoute.metadata;

export default async function LocalizedSolutionLandingPage({
  params,
}: {
  params: Promise<{ locale: string; landingId: string }>;
}) {
  return <SolutionLanding landing={await solutionLandingRoute.load(params)} />;
}
