import { industryPage, solutionLandingPage } from "@/lib/pages";
import type { Industry, IndustryLanding as Landing } from "@/content/types";

import { IndustryLanding } from "./industry-landing";
import { IndustryUseCases } from "./industry-use-cases";

export function IndustryDetail({ industry, landing }: { industry: Industry; landing: Landing }) {
  return (
    <IndustryLanding landing={landing} page={industryPage(industry, undefined, landing)}>
      <IndustryUseCases industry={industry} />
    </IndustryLanding>
  );
}

export function SolutionLanding({ landing }: { landing: Landing }) {
  return <IndustryLanding landing={landing} page={solutionLandingPage(landing)} />;
}
