import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { categorySlug, getRelatedProducts, getSolution, getSolutionParams } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { CheckCardList } from "@/components/ui/check-card-list";
import { Section, SectionHeading } from "@/components/ui/section";
import { ProductCard } from "@/components/product/product-card";
import { BackLink } from "@/components/sections/back-link";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";

type Params = { params: Promise<{ slug: string; solutionId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getSolutionParams();
}

async function load(params: Params["params"]) {
  const { slug, solutionId } = await params;
  return getSolution(decodeURIComponent(slug), solutionId);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { category, solution } = found;
  return buildMetadata({
    title: `${solution.title} Solutions`,
    description: `${solution.title}: ${solution.description}`,
    path: routes.solution(categorySlug(category.name), solution.id),
  });
}

export default async function SolutionPage({ params }: Params) {
  const found = await load(params);
  if (!found) notFound();
  const { category, solution } = found;
  return (
    <>
      <PageHero
        title={solution.title}
        eyebrow={category.name}
        lead={solution.description}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Solutions", path: routes.solutions },
          { name: solution.title, path: routes.solution(categorySlug(category.name), solution.id) },
        ]}
      />
      <Section aria-labelledby="overview-heading">
        <BackLink href={routes.solutions} label="Back to Solutions" />
        <h2 id="overview-heading" className="mt-6 text-3xl font-bold tracking-tight text-ink">
          Overview
        </h2>
        <div className="max-w-prose">
          {solution.overview.map((p) => (
            <p key={p} className="mt-4 text-lg leading-relaxed text-ink-soft">
              {p}
            </p>
          ))}
        </div>
      </Section>
      <Section aria-labelledby="features-heading" className="bg-white/70">
        <SectionHeading id="features-heading" title="Key Features" />
        <CheckCardList items={solution.keyFeatures} marker="spark" className="lg:grid-cols-4" />
      </Section>
      <Section aria-labelledby="benefits-heading">
        <SectionHeading id="benefits-heading" title="Core Benefits" />
        <CheckCardList items={solution.benefits} />
      </Section>
      <Section aria-labelledby="related-heading" className="bg-white/70">
        <SectionHeading id="related-heading" title="Related Products" />
        <ul className="grid gap-6 md:grid-cols-3">
          {getRelatedProducts().map((p) => (
            <li key={p.id}>
              <ProductCard product={p} headingLevel={3} features={0} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        heading={`Discuss ${solution.title} with our team`}
        text="We will review your current setup and propose a phased plan with clear milestones."
        label={`Discuss ${solution.title}`}
      />
    </>
  );
}
