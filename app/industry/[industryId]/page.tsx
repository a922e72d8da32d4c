import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getIndustries, getIndustry, getLanding } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { IndustryLanding } from "@/components/industry/industry-landing";
import { IndustryUseCases } from "@/components/industry/industry-use-cases";

type Params = { params: Promise<{ industryId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getIndustries().map((i) => ({ industryId: i.id }));
}

function load(id: string) {
  const industry = getIndustry(id);
  const landing = getLanding("industry", id);
  return industry && landing ? { industry, landing } : undefined;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = load((await params).industryId);
  if (!found) return {};
  return buildMetadata({
    title: found.industry.title,
    description: found.industry.description,
    path: routes.industry(found.industry.id),
  });
}

/** One page per industry id: the landing layout plus the industry's overview and ten use cases. */
export default async function IndustryPage({ params }: Params) {
  const found = load((await params).industryId);
  if (!found) notFound();
  const { industry, landing } = found;
  return (
    <IndustryLanding
      landing={landing}
      colors={{ from: industry.bgColorFrom, to: industry.bgColorTo }}
      trail={[
        { name: "Home", path: routes.home },
        { name: "Industry", path: routes.industries },
        { name: industry.name, path: routes.industry(industry.id) },
      ]}
    >
      <IndustryUseCases industry={industry} />
    </IndustryLanding>
  );
}
