import { company, getCareers } from "@/lib/content";
import { t } from "@/lib/i18n";
import { staticPage } from "@/lib/pages";
import { buttonVariants } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { IconBadge } from "@/components/ui/icon-badge";
import { IconCards } from "@/components/ui/icon-card";
import { GridSection, Section } from "@/components/ui/section";
import { MapPin, Send } from "@/components/ui/static-icons";
import { PageHero } from "@/components/sections/page-hero";

import { ApplyNowButton } from "./apply-now-button";

export function CareersPage() {
  const resumeHref = `mailto:${company.careersEmail}?subject=${encodeURIComponent(t("mail.resumeSubject"))}`;
  return (
    <>
      <PageHero page={staticPage("careers")} />
      <GridSection headingId="values-heading" title={t("ui.whyWorkWithUs")} gridClassName="grid gap-6 md:grid-cols-3">
        <IconCards
          items={getCareers().values}
          wrap
          iconClassName="mx-auto size-8 text-brand-700"
          className="h-full text-center"
          titleClassName="text-xl"
        />
      </GridSection>
      <GridSection
        headingId="openings-heading"
        title={t("ui.currentOpenings")}
        tinted
        gridClassName="grid gap-6 md:grid-cols-2"
        footer={
          <p id="apply-note" className="mt-6 text-center text-sm text-ink-muted">
            {t("ui.careersApplyNote")}
          </p>
        }
      >
        {getCareers().openings.map((job) => (
          <li key={job.id}>
            <Card className="flex h-full flex-col">
              <div className="flex items-start gap-3">
                <IconBadge name={job.icon} tint={job.color} className="shrink-0" />
                <div>
                  <h3 className="text-lg font-semibold text-ink">{job.title}</h3>
                  <p className="text-sm text-ink-muted">{job.department}</p>
                  <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
                    <MapPin aria-hidden="true" className="size-4" /> {job.location}
                  </p>
                </div>
              </div>
              <p className="mt-4 text-ink-soft">{job.description}</p>
              <h4 className="sr-only">{t("ui.skills")}</h4>
              <ul className="mt-4 flex flex-wrap gap-2">
                {job.skills.map((s) => (
                  <li key={s} className="rounded-full bg-surface-raised px-3 py-1 text-xs font-medium text-ink-soft">
                    {s}
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-6">
                <ApplyNowButton jobTitle={job.title} />
              </div>
            </Card>
          </li>
        ))}
      </GridSection>
      <Section aria-labelledby="resume-heading">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="resume-heading" className="text-2xl font-bold text-ink">
            {t("ui.careersOtherRoleTitle")}
          </h2>
          <p className="mt-3 text-ink-muted">{t("ui.careersOtherRoleText")}</p>
          <a href={resumeHref} className={buttonVariants({ size: "lg", className: "mt-6" })}>
            <Send aria-hidden="true" className="size-4" /> {t("ui.submitResume")}
          </a>
        </div>
      </Section>
    </>
  );
}
