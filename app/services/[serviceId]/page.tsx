import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Check } from "lucide-react";

import { getService, getServices } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { serviceLd } from "@/lib/seo/structured-data";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { Card, Section, SectionHeading } from "@/components/ui/section";
import { BackLink } from "@/components/sections/back-link";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";

type Params = { params: Promise<{ serviceId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getServices().map((s) => ({ serviceId: s.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const service = getService((await params).serviceId);
  if (!service) return {};
  return buildMetadata({
    title: `${service.name} Managed Services`,
    description: service.description,
    path: routes.service(service.id),
  });
}

export default async function ServicePage({ params }: Params) {
  const service = getService((await params).serviceId);
  if (!service) notFound();
  return (
    <>
      <JsonLd data={serviceLd(service)} />
      <PageHero
        title={service.name}
        eyebrow="Managed service"
        lead={service.tagline}
        from={service.color}
        to="#0f172a"
        trail={[
          { name: "Home", path: routes.home },
          { name: "Services", path: routes.services },
          { name: service.name, path: routes.service(service.id) },
        ]}
      >
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <BackLink href={routes.services} label="Back to Services" tone="light" />
          <Link href={routes.contact} className="text-sm font-semibold text-white underline underline-offset-4">
            Enquire about {service.name}
          </Link>
        </div>
      </PageHero>

      <Section aria-labelledby="overview-heading">
        <div className="grid gap-10 lg:grid-cols-5 lg:items-start">
          <div className="lg:col-span-3">
            <h2 id="overview-heading" className="text-3xl font-bold tracking-tight text-ink">
              Overview
            </h2>
            <p className="mt-4 text-lg text-ink-soft">{service.description}</p>
            {service.detailedDescription.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
            <p className="mt-6 rounded-card bg-brand-50 p-5 text-ink-soft">
              <strong className="text-ink">Who it is for:</strong> {service.targetAudience}
            </p>
          </div>
          <Picture
            src={service.imageUrl}
            alt={`${service.name} illustration`}
            width={1200}
            height={800}
            priority
            className="w-full rounded-card border border-slate-200 bg-white shadow-card lg:col-span-2"
          />
        </div>
      </Section>

      <Section aria-labelledby="benefits-heading" className="bg-white/70">
        <SectionHeading id="benefits-heading" title="Key Benefits" />
        <ul className="mx-auto grid max-w-4xl gap-3">
          {service.benefits.map((b) => (
            <li key={b.title} className="flex gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-card">
              <Icon name={b.icon} className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <p className="text-ink-soft">
                <strong className="text-ink">{b.title}:</strong> {b.description}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="offerings-heading">
        <SectionHeading id="offerings-heading" title="Core Offerings" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {service.offerings.map((o) => (
            <li key={o.title}>
              <Card className="h-full">
                <span
                  className="inline-flex size-11 items-center justify-center rounded-xl text-white"
                  style={{ backgroundColor: service.color }}
                >
                  <Icon name={o.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{o.title}</h3>
                <p className="mt-2 text-ink-muted">{o.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="outcomes-heading" className="bg-white/70">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="outcomes-heading" className="text-2xl font-bold tracking-tight text-ink">
              Outcomes You Can Expect
            </h2>
            <ul className="mt-5 space-y-3">
              {service.outcomes.map((o) => (
                <li key={o} className="flex gap-3 text-ink-soft">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {o}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-ink">What We Deliver</h2>
            <ul className="mt-5 space-y-3">
              {service.keyFeatures.map((f) => (
                <li key={f} className="flex gap-3 text-ink-soft">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {f}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <CtaBand
        heading={service.ctaLabel}
        text={`Enquire about ${service.name}: we will assess your environment and propose a managed service plan.`}
        label={service.ctaLabel}
      />
    </>
  );
}
