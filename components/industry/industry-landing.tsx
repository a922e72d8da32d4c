import { getAiUseCases, getFeaturedProducts } from "@/lib/content";
import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import type { PageInfo } from "@/lib/pages";
import { routes } from "@/content/routes";
import type { IndustryLanding as Landing } from "@/content/types";
import { IconCards } from "@/components/ui/icon-card";
import { Picture } from "@/components/ui/picture";
import { GridSection, Section, SectionHeading } from "@/components/ui/section";
import { ProductGrid } from "@/components/product/product-grid";
import { BackLink } from "@/components/sections/back-link";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";

export function IndustryLanding({ landing, page, children }: { landing: Landing; page: PageInfo; children?: React.ReactNode }) {
  const back =
    landing.section === "solutions"
      ? { href: routes.solutions, label: t("ui.backToSolutions") }
      : { href: routes.industries, label: t("ui.backToIndustries") };
  const aiUseCases = getAiUseCases(landing);
  const sector = noun("sector", landing.id, landing.name);
  return (
    <>
      <PageHero page={page}>
        <div className="mt-8">
          <BackLink href={back.href} label={back.label} tone="light" />
        </div>
      </PageHero>

      <Section aria-labelledby="intro-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="intro-heading" className="text-3xl font-bold tracking-tight text-ink">
              {t("ui.aiForName", { name: sector })}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-soft">{landing.intro}</p>
          </div>
          {landing.heroImage ? (
            <Picture
              src={landing.heroImage.src}
              alt={landing.heroImage.alt}
              width={1200}
              height={800}
              className="w-full rounded-card border border-slate-200 shadow-card"
            />
          ) : null}
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <IconCards items={landing.highlights} wrap iconClassName="size-7 text-brand-700" className="h-full" />
        </ul>
      </Section>

      {children}

      <GridSection
        headingId="ai-use-cases-heading"
        title={t("ui.landingUseCases", { name: sector })}
        tinted
        gridClassName="grid gap-6 md:grid-cols-3"
      >
        <IconCards
          items={aiUseCases.map((u) => ({ icon: u.icon, title: u.product, text: u.useCase }))}
          wrap
          iconClassName="size-7 text-accent-700"
          className="h-full"
        />
      </GridSection>

      <Section aria-labelledby="featured-heading">
        <SectionHeading id="featured-heading" title={t("ui.featuredProducts")} />
        <ProductGrid products={getFeaturedProducts(landing)} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      </Section>

      <CtaBand heading={t("ui.landingCtaHeading", { name: sector })} text={t("ui.landingCtaText")} label={landing.ctaLabel} />
    </>
  );
}
