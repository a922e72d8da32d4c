import Link from "next/link";
import { ArrowRight, TrendingUp } from "lucide-react";

import { getCaseStudies } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { PageHero } from "@/components/sections/page-hero";

const LEAD =
  "How retailers, telcos, banks, airlines, manufacturers and public agencies across South-East Asia put our AI to work, and what it changed.";

export const metadata = buildMetadata({ title: "Case Studies", description: LEAD, path: routes.caseStudies });

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero
        title="Customer Success Stories"
        lead={LEAD}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Case Studies", path: routes.caseStudies },
        ]}
      />
      <Section aria-label="Case studies">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {getCaseStudies().map((study) => (
            <li key={study.id}>
              <article className="flex h-full flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
                <p className="flex items-center gap-2 text-sm font-semibold" style={{ color: study.color }}>
                  <Icon name={study.icon} className="size-5" />
                  {study.product}
                </p>
                <h2 className="mt-3 text-xl font-semibold text-ink">{study.title}</h2>
                <p className="mt-1 text-sm font-medium text-ink-muted">{study.client}</p>
                <p className="mt-3 text-ink-soft">{study.challenge}</p>
                <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink uppercase">Key results</h3>
                <ul className="mt-2 space-y-1.5 text-sm text-ink-soft">
                  {study.results.slice(0, 2).map((r) => (
                    <li key={r} className="flex gap-2">
                      <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                      {r}
                    </li>
                  ))}
                </ul>
                <Link
                  href={routes.caseStudy(study.id)}
                  className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  Read Full Story<span className="sr-only">: {study.title}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
