import { caseStudyProduct, caseStudyProductNoun, getCaseStudyNarrative } from "@/lib/content";
import { formatDate } from "@/lib/dates";
import { t } from "@/lib/i18n";
import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import { caseStudyPage } from "@/lib/pages";
import { caseStudyLd } from "@/lib/seo/structured-data";
import { routes } from "@/content/routes";
import type { CaseStudy } from "@/content/types";
import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { MarkerList } from "@/components/ui/marker-list";
import { Picture } from "@/components/ui/picture";
import { Section } from "@/components/ui/section";
import { TrendingUp } from "@/components/ui/static-icons";
import { BackLink } from "@/components/sections/back-link";
import { PageHero } from "@/components/sections/page-hero";

/**
 * A study's page: the challenge, the solution and the results, then its full story where one is written. A study
 * without one shows no "Full Story": a story made of the paragraphs above it would say them twice (issue 59).
 */
export function CaseStudyDetail({ study }: { study: CaseStudy }) {
  const story = getCaseStudyNarrative(study);
  const published = (
    <p className="mt-2 text-sm text-ink-muted">
      {t("ui.published")}
      {labelGap(requestLocale())}
      <time dateTime={study.date}>{formatDate(study.date, requestLocale())}</time>
    </p>
  );
  return (
    <>
      <PageHero
        page={caseStudyPage(study)}
        eyebrow={`${study.industry} · ${caseStudyProduct(study)}`}
        about={[caseStudyLd(study)]}
      >
        <div className="mt-8">
          <BackLink href={routes.caseStudies} label={t("ui.backToCaseStudies")} tone="light" />
        </div>
      </PageHero>
      <Section aria-label={t("ui.summary")}>
        {story.length ? null : <div className="-mt-4 mb-6">{published}</div>}
        <div className="grid gap-6 lg:grid-cols-3">
          <Card>
            <h2 className="text-xl font-bold text-ink">{t("ui.theChallenge")}</h2>
            <p className="mt-3 text-ink-soft">{study.challenge}</p>
          </Card>
          <Card>
            <h2 className="text-xl font-bold text-ink">{t("ui.ourSolution")}</h2>
            <p className="mt-3 text-ink-soft">{study.solution}</p>
            {study.productId ? (
              <Link
                href={routes.product(study.productId)}
                className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4"
              >
                {t("ui.aboutProduct", { name: caseStudyProductNoun(study) })}
              </Link>
            ) : null}
          </Card>
          <Card>
            <h2 className="text-xl font-bold text-ink">{t("ui.keyResults")}</h2>
            <MarkerList
              items={study.results}
              marker={TrendingUp}
              className="mt-3 space-y-2 text-ink-soft"
              iconClassName="mt-0.5 size-5 shrink-0 text-accent-700"
            />
          </Card>
        </div>
      </Section>
      {story.length ? (
        <Section aria-labelledby="story-heading" className="bg-white/70">
          <div className="mx-auto max-w-prose">
            <h2 id="story-heading" className="text-3xl font-bold tracking-tight text-ink">
              {t("ui.fullStory")}
            </h2>
            {published}
            <Picture
              src={study.imageUrl}
              alt=""
              width={1200}
              height={630}
              className="mt-6 w-full rounded-card border border-slate-200"
            />
            {story.map((p) => (
              <p key={p} className="mt-5 text-lg leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
