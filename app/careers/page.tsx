import { MapPin, Send } from "lucide-react";

import { careers, company } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/icon";
import { Card, Section, SectionHeading } from "@/components/ui/section";
import { ApplyNowButton } from "@/components/company/apply-now-button";
import { PageHero } from "@/components/sections/page-hero";
import { palette } from "@/components/solutions/palette";

export const metadata = buildMetadata({ title: "Careers", description: careers.intro, path: routes.careers });

export default function CareersPage() {
  const resumeHref = `mailto:${company.careersEmail}?subject=${encodeURIComponent("Resume Submission")}`;
  return (
    <>
      <PageHero
        title="Build the Future of AI With Us"
        lead={careers.intro}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Careers", path: routes.careers },
        ]}
      />
      <Section aria-labelledby="values-heading">
        <SectionHeading id="values-heading" title="Why Work With Us" />
        <ul className="grid gap-6 md:grid-cols-3">
          {careers.values.map((v) => (
            <li key={v.title}>
              <Card className="h-full text-center">
                <Icon name={v.icon} className="mx-auto size-8 text-brand-700" />
                <h3 className="mt-3 text-xl font-semibold text-ink">{v.title}</h3>
                <p className="mt-2 text-ink-muted">{v.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="openings-heading" className="bg-white/70">
        <SectionHeading id="openings-heading" title="Current Openings" />
        <ul className="grid gap-6 md:grid-cols-2">
          {careers.openings.map((job) => {
            const colors = palette(job.color);
            return (
              <li key={job.id}>
                <Card className="flex h-full flex-col">
                  <div className="flex items-start gap-3">
                    <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${colors.tint}`}>
                      <Icon name={job.icon} className={`size-6 ${colors.icon}`} />
                    </span>
                    <div>
                      <h3 className="text-lg font-semibold text-ink">{job.title}</h3>
                      <p className="text-sm text-ink-muted">{job.department}</p>
                      <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
                        <MapPin aria-hidden="true" className="size-4" /> {job.location}
                      </p>
                    </div>
                  </div>
                  <p className="mt-4 text-ink-soft">{job.description}</p>
                  <h4 className="sr-only">Skills</h4>
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
            );
          })}
        </ul>
        <p id="apply-note" className="mt-6 text-center text-sm text-ink-muted">
          Online applications are coming soon. Until then, please use Submit Your Resume below and name the role in your email.
        </p>
      </Section>
      <Section aria-labelledby="resume-heading">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="resume-heading" className="text-2xl font-bold text-ink">
            Don&apos;t see the right role?
          </h2>
          <p className="mt-3 text-ink-muted">
            We are always glad to meet engineers, designers and consultants who care about useful AI. Send us your resume and tell
            us what you would like to build.
          </p>
          <a
            href={resumeHref}
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Send aria-hidden="true" className="size-4" /> Submit Your Resume
          </a>
        </div>
      </Section>
    </>
  );
}
