import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { dashboard, getProducts, getServices } from "@/lib/content";
import type { ChartPoint } from "@/lib/content/types";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/icon";
import { Card, Section, SectionHeading } from "@/components/ui/section";
import { LazyBarChart } from "@/components/charts/lazy-bar-chart";
import { PageHero } from "@/components/sections/page-hero";

const LEAD =
  "Managed collaboration, contact center, network, voice, cloud, storage and security services, run by our Kuala Lumpur operations team around the clock.";
const SERVICE_CARDS = 6;

export const metadata = buildMetadata({ title: "Managed Services Dashboard", description: LEAD, path: routes.services });

function ChartCard({
  id,
  title,
  data,
  unit,
  color,
  domain,
}: {
  id: string;
  title: string;
  data: ChartPoint[];
  unit: string;
  color: string;
  domain: [number | "auto", number | "auto"];
}) {
  return (
    <Card>
      <h3 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h3>
      <LazyBarChart
        label={`${title} bar chart; the same figures are in the table below`}
        data={data}
        unit={unit}
        color={color}
        domain={domain}
      />
      <table className="mt-4 w-full text-left text-sm" aria-labelledby={id}>
        <thead>
          <tr className="border-b border-slate-200 text-ink-muted">
            <th scope="col" className="py-2 font-medium">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 font-normal text-ink-soft">
                {d.label}
              </th>
              <td className="py-1.5 text-right font-semibold text-ink">
                {d.value}
                {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

export default function ServicesPage() {
  const products = getProducts();
  const services = getServices();
  const metrics = [
    { label: "Active Products", value: String(products.length), icon: "Boxes" as const },
    { label: "Managed Services", value: String(services.length), icon: "Server" as const },
    { label: "Avg. Client ROI", value: dashboard.avgClientRoi, icon: "TrendingUp" as const },
    { label: "Customer Retention", value: dashboard.customerRetention, icon: "HeartHandshake" as const },
  ];
  return (
    <>
      <PageHero
        title="Services Dashboard"
        lead={LEAD}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Services", path: routes.services },
        ]}
      />
      <Section aria-labelledby="metrics-heading">
        <h2 id="metrics-heading" className="sr-only">
          Key metrics
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {metrics.map((m) => (
            <div key={m.label} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
              <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
                <Icon name={m.icon} className="size-5 text-brand-700" />
                {m.label}
              </dt>
              <dd className="mt-2 text-4xl font-extrabold text-ink">{m.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section aria-labelledby="charts-heading" className="pt-0 sm:pt-0">
        <SectionHeading id="charts-heading" title="Performance at a Glance" />
        <div className="grid gap-6 lg:grid-cols-2">
          <ChartCard
            id="adoption-chart"
            title="Product Adoption (%)"
            data={dashboard.adoption}
            unit="%"
            color="#1d3fd8"
            domain={[0, 100]}
          />
          <ChartCard
            id="uptime-chart"
            title="Service Uptime (%)"
            data={dashboard.uptime}
            unit="%"
            color="#0d9488"
            domain={[99.5, 100]}
          />
        </div>
      </Section>
      <Section aria-labelledby="ecosystem-heading" className="bg-white/70">
        <SectionHeading id="ecosystem-heading" title="Product Ecosystem" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {dashboard.productGroups.map((group) => {
            const members = products.filter((p) => p.group === group.name);
            return (
              <li key={group.name}>
                <Card className="h-full">
                  <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                    <Icon name={group.icon} className="size-5 text-brand-700" />
                    {group.name}
                  </h3>
                  <p className="mt-2 text-sm text-ink-muted">{group.description}</p>
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {members.map((p) => (
                      <li key={p.id}>
                        <Link
                          href={routes.product(p.id)}
                          className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800 hover:bg-brand-100"
                        >
                          {p.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section aria-labelledby="managed-heading">
        <SectionHeading id="managed-heading" title="Managed Services" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.slice(0, SERVICE_CARDS).map((s) => (
            <li key={s.id} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
              <span
                className="inline-flex size-11 items-center justify-center rounded-xl text-white"
                style={{ backgroundColor: s.color }}
              >
                <Icon name={s.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-ink">{s.name}</h3>
              <p className="mt-2 flex-1 text-sm text-ink-muted">{s.tagline}</p>
              <Link
                href={routes.service(s.id)}
                className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                Learn More<span className="sr-only"> about {s.name}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
        {services.length > SERVICE_CARDS ? (
          <p className="mt-10 text-center">
            <Link
              href={`${routes.services}#all-services`}
              className="inline-flex items-center gap-1.5 text-lg font-semibold text-brand-800 underline underline-offset-4"
            >
              View All Managed Services
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </p>
        ) : null}
      </Section>
      <Section id="all-services" aria-labelledby="all-services-heading" className="bg-white/70">
        <SectionHeading id="all-services-heading" title="All Managed Services" />
        <ul className="flex flex-wrap justify-center gap-2">
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
        </ul>
      </Section>
    </>
  );
}
