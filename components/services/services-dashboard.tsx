import type { ComponentProps } from "react";

import { getDashboard, getProductGroups, getProducts, getServices } from "@/lib/content";
import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { staticPage } from "@/lib/pages";
import { palette } from "@/lib/theme";
import { routes } from "@/content/routes";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { IconBadge } from "@/components/ui/icon-badge";
import { Link } from "@/components/ui/link";
import { MoreLink } from "@/components/ui/more-link";
import { GridSection, Section, SectionHeading } from "@/components/ui/section";
import { ArrowRight } from "@/components/ui/static-icons";
import { PageHero } from "@/components/sections/page-hero";

import { ChartCard } from "./chart-card";

const SERVICE_CARDS = 6;

const pill = "inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100";

export function ServicesDashboard() {
  const products = getProducts();
  const services = getServices();
  const metrics = [
    { label: t("ui.activeProducts"), value: String(products.length), icon: "Boxes" as const },
    { label: t("ui.managedServices"), value: String(services.length), icon: "Server" as const },
    { label: t("ui.avgClientRoi"), value: getDashboard().avgClientRoi, icon: "TrendingUp" as const },
    { label: t("ui.customerRetention"), value: getDashboard().customerRetention, icon: "HeartHandshake" as const },
  ];
  // Both in percent; the uptime axis starts at 99.5 so its small dips show.
  const charts = [
    {
      id: "adoption-chart",
      title: t("ui.productAdoption"),
      data: getDashboard().adoption,
      color: palette.brand[700],
      domain: [0, 100],
    },
    {
      id: "uptime-chart",
      title: t("ui.serviceUptime"),
      data: getDashboard().uptime,
      color: palette.accent[600],
      domain: [99.5, 100],
    },
  ] satisfies Omit<ComponentProps<typeof ChartCard>, "unit">[];
  return (
    <>
      <PageHero page={staticPage("services")} />
      <Section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="sr-only">
          {t("ui.keyMetrics")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {metrics.map((m) => (
            <Card key={m.label} className="flex flex-col">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
                <Icon name={m.icon} className="size-5 text-brand-700" />
                {m.label}
              </dt>
              <dd className="mt-2 text-4xl font-extrabold text-ink">{m.value}</dd>
            </Card>
          ))}
        </dl>
      </Section>
      <Section interactive aria-labelledby="charts-heading" className="pt-0 sm:pt-0">
        <SectionHeading id="charts-heading" title={t("ui.performanceAtAGlance")} />
        <div className="grid gap-6 lg:grid-cols-2">
          {charts.map((chart) => (
            <ChartCard key={chart.id} unit="%" {...chart} />
          ))}
        </div>
      </Section>
      <GridSection
        headingId="ecosystem-heading"
        title={t("ui.productEcosystem")}
        tinted
        gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {getProductGroups().map((group) => (
          <li key={group.slug}>
            <Card className="h-full">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                <Icon name={group.icon} className="size-5 text-brand-700" />
                {group.name}
              </h3>
              <p className="mt-2 text-sm text-ink-muted">{group.description}</p>
              <ul className="mt-4 flex flex-wrap gap-2">
                {group.products.map((p) => (
                  <li key={p.id}>
                    <Link href={routes.product(p.id)} className={pill}>
                      {p.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </GridSection>
      <GridSection
        headingId="managed-heading"
        title={t("ui.managedServices")}
        gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        footer={
          services.length > SERVICE_CARDS ? (
            <p className="mt-10 text-center">
              <Link
                href={`${routes.services}#all-services`}
                className="inline-flex items-center gap-1.5 text-lg font-semibold text-brand-800 underline underline-offset-4"
              >
                {t("ui.viewAllManagedServices")}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            </p>
          ) : null
        }
      >
        {services.slice(0, SERVICE_CARDS).map((s) => (
          <Card as="li" key={s.id} className="flex flex-col">
            <IconBadge name={s.icon} color={s.color} />
            <h3 className="mt-4 text-lg font-semibold text-ink">{s.name}</h3>
            <p className="mt-2 flex-1 text-sm text-ink-muted">{s.tagline}</p>
            <MoreLink
              href={routes.service(s.id)}
              label={t("ui.learnMore")}
              context={t("ui.aboutName", { name: noun("service", s.id, s.name) })}
              className="mt-5 text-sm"
            />
          </Card>
        ))}
      </GridSection>
      <GridSection
        id="all-services"
        headingId="all-services-heading"
        title={t("ui.allManagedServices")}
        tinted
        gridClassName="flex flex-wrap justify-center gap-2"
      >
        {services.map((s) => (
          <li key={s.id}>
            <Link
              href={routes.service(s.id)}
              className="inline-block rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-ink-soft hover:border-brand-300 hover:text-brand-800"
            >
              {s.name}
            </Link>
          </li>
        ))}
      </GridSection>
    </>
  );
}
