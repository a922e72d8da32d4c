import Link from "next/link";

import { getCaseStudyNarrative } from "@/lib/content";
import type { CaseStudy } from "@/lib/content/types";
import { formatDate } from "@/lib/dates";
import { caseStudyPage } from "@/lib/pages";
import { routes } from "@/lib/routes";
import { caseStudyLd } from "@/lib/seo/structured-data";
import { Card } from "@/components/ui/card";
import { MarkerList } from "@/components/ui/marker-list";
import { Picture } from "@/components/ui/picture";
import { Section } from "@/components/ui/section";
import { TrendingUp } from "@/components/ui/static-icons";
import { BackLink } from "@/components/sections/back-link";
import { PageHero } from "@/components/sections/page-hero";

export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  return (
    <>
      <PageHero page={caseStudyPage(study)} eyebrow={`${study.industry} · ${study.product}`} about={[caseStudyLd(study)]}>
        <div className="mt-8">
          <BackLink href={routes.caseStudies} label="Back to Case Studies" tone="light" />
        </div>
      </PageHero>
      <Section aria-label="Summary">
        <div className="grid gap-6 lg:grid-cols-3">
          <Card>
            <h2 className="text-xl font-bold text-ink">The Challenge</h2>
            <p className="mt-3 text-ink-soft">{study.challenge}</p>
          </Card>
          <Card>
            <h2 className="text-xl font-bold text-ink">Our Solution</h2>
            <p className="mt-3 text-ink-soft">{study.solution}</p>
            {study.productId ? (
              <Link
                href={routes.product(study.productId)}
                className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4"
              >
                About {study.product}
              </Link>
            ) : null}
          </Card>
          <Card>
            <h2 className="text-xl font-bold text-ink">Key Results</h2>
            <MarkerList
              items={study.results}
              marker={TrendingUp}
              className="mt-3 space-y-2 text-ink-soft"
              iconClassName="mt-0.5 size-5 shrink-0 text-accent-700"
            />
          </Card>
        </div>
      </Section>
      <Section aria-labelledby="story-heading" className="bg-white/70">
        <div className="mx-auto max-w-prose">
          <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-ink">
            The Full Story
          </h2>
          <p className="mt-2 text-sm text-ink-muted">
            Published <time dateTime={study.date}>{formatDate(study.date)}</time>
          </p>
          <Picture
            src={study.imageUrl}
            alt=""
            width={1200}
            height={630}
            className="mt-6 w-full rounded-card border border-slate-200"
          />
          {getCaseStudyNarrative(study).map((p) => (
            <p key={p} className="mt-5 text-lg leading-relaxed text-ink-soft">
              {p}
            </p>
          ))}
        </div>
      </Section>
    </>
  );
}
