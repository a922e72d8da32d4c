import { getRelatedProducts } from "@/lib/content";
import type { SolutionCategory, SolutionItem } from "@/lib/content/types";
import { solutionPage } from "@/lib/pages";
import { routes } from "@/lib/routes";
import { CheckCardList } from "@/components/ui/check-card-list";
import { Section, SectionHeading } from "@/components/ui/section";
import { ProductGrid } from "@/components/product/product-grid";
import { BackLink } from "@/components/sections/back-link";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";

export function SolutionDetail({ category, solution }: { category: SolutionCategory; solution: SolutionItem }) {
  return (
    <>
      <PageHero page={solutionPage(category, solution)} eyebrow={category.name} />
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
        <ProductGrid products={getRelatedProducts()} className="grid gap-6 md:grid-cols-3" />
      </Section>
      <CtaBand
        heading={`Discuss ${solution.title} with our team`}
        text="We will review your current setup and propose a phased plan with clear milestones."
        label={`Discuss ${solution.title}`}
      />
    </>
  );
}
