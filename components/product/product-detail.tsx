import { Check, Star } from "lucide-react";

import { getProductOverview, getProductUseCases } from "@/lib/content";
import type { Product } from "@/lib/content/types";
import { routes } from "@/lib/routes";
import { faqLd, productLd } from "@/lib/seo/structured-data";
import type { Crumb } from "@/components/ui/breadcrumbs";
import { ButtonLink } from "@/components/ui/button-link";
import { CheckCardList } from "@/components/ui/check-card-list";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { Card, Section, SectionHeading } from "@/components/ui/section";
import { BackLink } from "@/components/sections/back-link";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";

export function ProductDetail({ product, trail }: { product: Product; trail: Crumb[] }) {
  const overview = getProductOverview(product);
  const useCases = getProductUseCases(product);
  return (
    <>
      <JsonLd
        data={
          product.faqs?.length ? [productLd(product, product.tagline), faqLd(product.faqs)] : productLd(product, product.tagline)
        }
      />
      <PageHero
        title={product.heroTitle ?? product.name}
        eyebrow={product.category ?? "Product"}
        lead={product.heroSubtitle ?? product.tagline}
        trail={trail}
        from={product.colorFrom}
        to={product.colorTo}
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

      <Section aria-labelledby="overview-heading">
        <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
          <div className="lg:col-span-3">
            <BackLink href={routes.products} label="Back to Products" />
            <h2 id="overview-heading" className="mt-6 text-3xl font-bold tracking-tight text-ink">
              Product Overview
            </h2>
            {overview.map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
            {product.idealFor ? (
              <p className="mt-6 rounded-card bg-brand-50 p-5 text-ink-soft">
                <strong className="text-ink">Ideal for:</strong> {product.idealFor}
              </p>
            ) : null}
          </div>
          <Picture
            src={product.imageUrl}
            alt={`${product.name} illustration`}
            width={1200}
            height={800}
            priority
            className="w-full rounded-card border border-slate-200 bg-white shadow-card lg:col-span-2"
          />
        </div>
      </Section>

      <Section id="features" aria-labelledby="features-heading" className="bg-white/70">
        <SectionHeading id="features-heading" title="Top 10 Features & Capabilities" />
        <ol className="grid gap-4 sm:grid-cols-2">
          {product.topFeatures.map((feature, index) => (
            <li key={feature} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card">
              <span
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white"
                style={{ backgroundColor: product.colorFrom }}
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <span className="text-ink-soft">{feature}</span>
            </li>
          ))}
        </ol>
      </Section>

      {product.benefits?.length ? (
        <Section aria-labelledby="benefits-heading">
          <SectionHeading id="benefits-heading" title="Benefits" />
          <CheckCardList items={product.benefits} />
        </Section>
      ) : null}

      <Section aria-labelledby="use-cases-heading">
        <SectionHeading id="use-cases-heading" title="Detailed Use Cases & Applications" />
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
          <SectionHeading
            id="packages-heading"
            title="Packages"
            intro="Every package is priced to your channels, volumes and integrations."
          />
          <ul className="grid gap-6 lg:grid-cols-3">
            {product.packages.map((pkg) => (
              <li key={pkg.name}>
                <Card className={`relative h-full ${pkg.popular ? "border-2 border-brand-700" : ""}`}>
                  {pkg.popular ? (
                    <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
                      <Star aria-hidden="true" className="size-3" /> Most popular
                    </p>
                  ) : null}
                  <h3 className="text-xl font-semibold text-ink">{pkg.name}</h3>
                  <p className="mt-2 text-3xl font-extrabold text-brand-800">{pkg.price}</p>
                  <p className="mt-2 text-sm text-ink-muted">{pkg.idealFor}</p>
                  <ul className="mt-5 space-y-2 text-sm text-ink-soft">
                    {pkg.features.map((f) => (
                      <li key={f} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                        {f}
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {product.faqs?.length ? (
        <Section aria-labelledby="faq-heading">
          <SectionHeading id="faq-heading" title="Frequently Asked Questions" />
          <div className="mx-auto max-w-3xl space-y-3">
            {product.faqs.map((faq) => (
              <details key={faq.question} className="group rounded-card border border-slate-200 bg-white p-5 shadow-card">
                <summary className="cursor-pointer font-semibold text-ink">{faq.question}</summary>
                <p className="mt-3 text-ink-muted">{faq.answer}</p>
              </details>
            ))}
          </div>
        </Section>
      ) : null}

      <CtaBand
        heading={`Ready to put ${product.name} to work?`}
        text="Tell us about your channels, volumes and systems, and our solution architects will map out a pilot."
        label="Get Started"
      />
    </>
  );
}
