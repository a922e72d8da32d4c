import { solutionLandingRoute } from "@/lib/pages/routes";
import { SolutionLanding } from "@/components/industry/industry-detail";

export const dynamicParams = false;
export const generateStaticParams = solutionLandingRoute.staticParams;
export const generateMetadata = solutionLandingRoute.metadata;

export default async function SolutionLandingPage({ params }: { params: Promise<{ landingId: string }> }) {
  return <SolutionLanding landing={await solutionLandingRoute.load(params)} />;
}
