import { t } from "@/lib/i18n";
import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import { servicePage } from "@/lib/pages";
import { serviceLd } from "@/lib/seo/structured-data";
import { routes } from "@/content/routes";
import type { ManagedService } from "@/content/types";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { IconBadge } from "@/components/ui/icon-badge";
import { Link } from "@/components/ui/link";
import { GridSection, Section } from "@/components/ui/section";
import { Check } from "@/components/ui/static-icons";
import { BackLink } from "@/components/sections/back-link";
import { CtaBand } from "@/components/sections/cta-band";
import { DetailOverview } from "@/components/sections/detail-overview";
import { PageHero } from "@/components/sections/page-hero";

function CheckList({ heading, id, items, tone }: { heading: string; id?: string; items: string[]; tone: string }) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink">
        {heading}
      </h2>
      <ul className="mt-5 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-ink-soft">
            <Check aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone}`} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ServiceDetail({ service }: { service: ManagedService }) {
  return (
    <>
      <PageHero page={servicePage(service)} eyebrow={t("ui.managedService")} about={[serviceLd(service)]}>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <BackLink href={routes.services} label={t("ui.backToServices")} tone="light" />
          <Link href={routes.contact} className="text-sm font-semibold text-white underline underline-offset-4">
            {service.enquiryLabel}
          </Link>
        </div>
      </PageHero>

      <DetailOverview
        title={t("ui.overview")}
        highlight={{ label: t("ui.whoItIsFor"), text: service.targetAudience }}
        image={{ src: service.imageUrl, alt: t("ui.illustrationOf", { name: service.name }) }}
      >
        <p className="mt-4 text-lg text-ink-soft">{service.description}</p>
        {service.detailedDescription.map((p) => (
          <p key={p} className="mt-4 leading-relaxed text-ink-soft">
            {p}
          </p>
        ))}
      </DetailOverview>

      <GridSection headingId="benefits-heading" title={t("ui.keyBenefits")} tinted gridClassName="mx-auto grid max-w-4xl gap-3">
        {service.benefits.map((b) => (
          <Card as="li" padding="sm" key={b.title} className="flex gap-3">
            <Icon name={b.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <p className="text-ink-soft">
              <strong className="text-ink">{t("ui.termLabel", { term: b.title })}</strong>
              {labelGap(requestLocale())}
              {b.description}
            </p>
          </Card>
        ))}
      </GridSection>

      <GridSection
        headingId="offerings-heading"
        title={t("ui.coreOfferings")}
        gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {service.offerings.map((o) => (
          <li key={o.title}>
            <Card className="h-full">
              <IconBadge name={o.icon} color={service.color} />
              <h3 className="mt-4 text-lg font-semibold text-ink">{o.title}</h3>
              <p className="mt-2 text-ink-muted">{o.description}</p>
            </Card>
          </li>
        ))}
      </GridSection>

      <Section aria-labelledby="outcomes-heading" className="bg-white/70">
        <div className="grid gap-10 lg:grid-cols-2">
          <CheckList id="outcomes-heading" heading={t("ui.outcomes")} items={service.outcomes} tone="text-accent-700" />
          <CheckList heading={t("ui.whatWeDeliver")} items={service.keyFeatures} tone="text-brand-700" />
        </div>
      </Section>

      <CtaBand heading={service.ctaLabel} text={service.enquiryText} label={service.ctaLabel} />
    </>
  );
}
