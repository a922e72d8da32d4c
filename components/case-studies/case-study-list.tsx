import { caseStudyProduct, getCaseStudies } from "@/lib/content";
import { t } from "@/lib/i18n";
import { staticPage } from "@/lib/pages";
import { routes } from "@/content/routes";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { MarkerList } from "@/components/ui/marker-list";
import { MoreLink } from "@/components/ui/more-link";
import { Section } from "@/components/ui/section";
import { TrendingUp } from "@/components/ui/static-icons";
import { PageHero } from "@/components/sections/page-hero";

export function CaseStudyList() {
  return (
    <>
      <PageHero page={staticPage("caseStudies")} />
      <Section aria-label={t("ui.caseStudies")}>
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {getCaseStudies().map((study) => (
            <li key={study.id}>
              <Card as="article" className="flex h-full flex-col">
                <p className="flex items-center gap-2 text-sm font-semibold" style={{ color: study.color }}>
                  <Icon name={study.icon} className="size-5" />
                  {caseStudyProduct(study)}
                </p>
                <h2 className="mt-3 text-xl font-semibold text-ink">{study.title}</h2>
                <p className="mt-1 text-sm font-medium text-ink-muted">{study.client}</p>
                <p className="mt-3 text-ink-soft">{study.challenge}</p>
                <h3 className="mt-4 text-sm font-semibold tracking-wide text-ink uppercase">{t("ui.keyResultsShort")}</h3>
                <MarkerList
                  items={study.results.slice(0, 2)}
                  marker={TrendingUp}
                  className="mt-2 space-y-1.5 text-sm text-ink-soft"
                />
                <MoreLink
                  href={routes.caseStudy(study.id)}
                  label={t("ui.readCaseStudy")}
                  context={t("ui.aboutTitle", { title: study.title })}
                  className="mt-auto pt-5"
                />
              </Card>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
