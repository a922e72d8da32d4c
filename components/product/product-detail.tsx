import { getProductOverview, getProductUseCases } from "@/lib/content";
import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { productPage } from "@/lib/pages";
import { faqLd, productLd } from "@/lib/seo/structured-data";
import { routes } from "@/content/routes";
import type { Product } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { CheckCardList } from "@/components/ui/check-card-list";
import { Icon } from "@/components/ui/icon";
import { MarkerList } from "@/components/ui/marker-list";
import { Section, SectionHeading } from "@/components/ui/section";
import { Check, Star } from "@/components/ui/static-icons";
import { BackLink } from "@/components/sections/back-link";
import { CtaBand } from "@/components/sections/cta-band";
import { DetailOverview } from "@/components/sections/detail-overview";
import { PageHero } from "@/components/sections/page-hero";

export function ProductDetail({ product }: { product: Product }) {
  const overview = getProductOverview(product);
  const useCases = getProductUseCases(product);
  return (
    <>
      <PageHero
        page={productPage(product)}
        eyebrow={product.category ?? t("ui.productEyebrow")}
        about={product.faqs?.length ? [productLd(product), faqLd(product.faqs)] : [productLd(product)]}
      >
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-white/15">
            <Icon name={product.icon} className="size-6" />
          </span>
          <div>
            <p className="text-lg font-semibold">{product.name}</p>
            {product.heroTitle ? <p className="text-sm text-white/90">{product.tagline}</p> : null}
          </div>
        </div>
        {product.primaryButton || product.secondaryButton ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {product.primaryButton ? (
              <ButtonLink href={product.primaryButton.href} variant="light" size="lg">
                {product.primaryButton.label}
              </ButtonLink>
            ) : null}
            {product.secondaryButton ? (
              <ButtonLink href={product.secondaryButton.href} variant="outlineLight" size="lg">
                {product.secondaryButton.label}
              </ButtonLink>
            ) : null}
          </div>
        ) : null}
      </PageHero>

      <DetailOverview
        title={t("ui.productOverview")}
        before={<BackLink href={routes.products} label={t("ui.backToProducts")} />}
        highlight={product.idealFor ? { label: t("ui.idealFor"), text: product.idealFor } : undefined}
        image={{ src: product.imageUrl, alt: t("ui.illustrationOf", { name: product.name }) }}
      >
        {overview.map((p) => (
          <p key={p} className="mt-4 text-lg leading-relaxed text-ink-soft">
            {p}
          </p>
        ))}
      </DetailOverview>

      <Section id="features" aria-labelledby="features-heading" className="bg-white/70">
        <SectionHeading id="features-heading" title={t("ui.topFeatures")} />
        <ol className="grid gap-4 sm:grid-cols-2">
          {product.topFeatures.map((feature, index) => (
            <Card as="li" padding="sm" key={feature} className="flex gap-4">
              <span
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
                style={{ backgroundColor: product.colorFrom }}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="text-ink-soft">{feature}</span>
            </Card>
          ))}
        </ol>
      </Section>

      {product.benefits?.length ? (
        <Section aria-labelledby="benefits-heading">
          <SectionHeading id="benefits-heading" title={t("ui.benefits")} />
          <CheckCardList items={product.benefits} />
        </Section>
      ) : null}

      <Section aria-labelledby="use-cases-heading">
        <SectionHeading id="use-cases-heading" title={t("ui.detailedUseCases")} />
        <ul className="grid gap-6 md:grid-cols-2">
          {useCases.map((u) => (
            <li key={u.title}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-ink">{u.title}</h3>
                <p className="mt-2 text-ink-muted">{u.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {product.packages?.length ? (
        <Section aria-labelledby="packages-heading" className="bg-white/70">
          <SectionHeading id="packages-heading" title={t("ui.packages")} intro={t("ui.packagesIntro")} />
          <ul className="grid gap-6 lg:grid-cols-3">
            {product.packages.map((pkg) => (
              <li key={pkg.name}>
                <Card className={`relative h-full ${pkg.popular ? "border-2 border-brand-700" : ""}`}>
                  {pkg.popular ? (
                    <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                      <Star aria-hidden="true" className="size-3" /> {t("ui.mostPopular")}
                    </p>
                  ) : null}
                  <h3 className="text-xl font-semibold text-ink">{pkg.name}</h3>
                  <p className="mt-2 text-3xl font-extrabold text-brand-800">{t("ui.customPrice")}</p>
                  <p className="mt-2 text-sm text-ink-muted">{pkg.idealFor}</p>
                  <MarkerList items={pkg.features} marker={Check} className="mt-5 space-y-2 text-sm text-ink-soft" />
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {product.faqs?.length ? (
        <Section aria-labelledby="faq-heading">
          <SectionHeading id="faq-heading" title={t("ui.faq")} />
          <div className="mx-auto max-w-3xl space-y-3">
            {product.faqs.map((faq) => (
              <Card as="details" padding="sm" key={faq.question} className="group">
                <summary className="cursor-pointer font-semibold text-ink">{faq.question}</summary>
                <p className="mt-3 text-ink-muted">{faq.answer}</p>
              </Card>
            ))}
          </div>
        </Section>
      ) : null}

      <CtaBand
        heading={t("ui.productCtaHeading", { name: noun("product", product.id, product.name) })}
        text={t("ui.productCtaText")}
        label={t("ui.getStarted")}
      />
    </>
  );
}
