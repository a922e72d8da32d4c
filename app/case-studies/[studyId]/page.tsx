import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { TrendingUp } from "lucide-react";

import { getCaseStudies, getCaseStudy, getCaseStudyNarrative } from "@/lib/content";
import { formatDate } from "@/lib/dates";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { caseStudyLd } from "@/lib/seo/structured-data";
import { Picture } from "@/components/ui/picture";
import { Card, Section } from "@/components/ui/section";
import { BackLink } from "@/components/sections/back-link";
import { PageHero } from "@/components/sections/page-hero";
import { JsonLd } from "@/components/seo/json-ld";

type Params = { params: Promise<{ studyId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getCaseStudies().map((s) => ({ studyId: s.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const study = getCaseStudy((await params).studyId);
  if (!study) return {};
  return buildMetadata({
    title: study.title,
    description: `${study.client}: ${study.challenge}`,
    path: routes.caseStudy(study.id),
    type: "article",
    publishedTime: study.date,
  });
}

export default async function CaseStudyPage({ params }: Params) {
  const study = getCaseStudy((await params).studyId);
  if (!study) notFound();
  return (
    <>
      <JsonLd data={caseStudyLd(study)} />
      <PageHero
        title={study.title}
        eyebrow={`${study.industry} · ${study.product}`}
        lead={study.client}
        from={study.color}
        to="#0f172a"
        trail={[
          { name: "Home", path: routes.home },
          { name: "Case Studies", path: routes.caseStudies },
          { name: study.title, path: routes.caseStudy(study.id) },
        ]}
      >
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
            <ul className="mt-3 space-y-2 text-ink-soft">
              {study.results.map((r) => (
                <li key={r} className="flex gap-2">
                  <TrendingUp aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
                  {r}
                </li>
              ))}
            </ul>
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
