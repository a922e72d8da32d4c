import { getRelatedProducts } from "@/lib/content";
import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { solutionPage } from "@/lib/pages";
import { routes } from "@/content/routes";
import type { SolutionCategory, SolutionItem } from "@/content/types";
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
        <BackLink href={routes.solutions} label={t("ui.backToSolutions")} />
        <h2 id="overview-heading" className="mt-6 text-3xl font-bold tracking-tight text-ink">
          {t("ui.overview")}
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
        <SectionHeading id="features-heading" title={t("ui.keyFeatures")} />
        <CheckCardList items={solution.keyFeatures} marker="spark" className="lg:grid-cols-4" />
      </Section>
      <Section aria-labelledby="benefits-heading">
        <SectionHeading id="benefits-heading" title={t("ui.coreBenefits")} />
        <CheckCardList items={solution.benefits} />
      </Section>
      <Section aria-labelledby="related-heading" className="bg-white/70">
        <SectionHeading id="related-heading" title={t("ui.relatedProducts")} />
        <ProductGrid products={getRelatedProducts()} className="grid gap-6 md:grid-cols-3" />
      </Section>
      <CtaBand
        heading={t("ui.solutionCtaHeading", { name: noun("solution", solution.id, solution.title) })}
        text={t("ui.solutionCtaText")}
        label={t("ui.solutionCtaLabel", { name: noun("solution", solution.id, solution.title) })}
      />
    </>
  );
}
