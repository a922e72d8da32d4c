import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getLanding, getLandings } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { IndustryLanding } from "@/components/industry/industry-landing";

type Params = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

/** The four industry landings under /solutions/ (healthcare, finance, retail, manufacturing). */
export function generateStaticParams() {
  return getLandings("solutions").map((l) => ({ slug: l.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const landing = getLanding("solutions", (await params).slug);
  if (!landing) return {};
  return buildMetadata({
    title: `AI Solutions for ${landing.name}`,
    description: landing.tagline.length >= 50 ? landing.tagline : `${landing.title}: ${landing.tagline}`,
    path: routes.solutionLanding(landing.id),
  });
}

export default async function SolutionLandingPage({ params }: Params) {
  const landing = getLanding("solutions", (await params).slug);
  if (!landing) notFound();
  return (
    <IndustryLanding
      landing={landing}
      trail={[
        { name: "Home", path: routes.home },
        { name: "Solutions", path: routes.solutions },
        { name: landing.name, path: routes.solutionLanding(landing.id) },
      ]}
    />
  );
}
