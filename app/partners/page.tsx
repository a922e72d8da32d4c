import { ArrowRight, CheckCircle2 } from "lucide-react";

import { company, partnersContent } from "@/lib/content";
import { t } from "@/lib/i18n/server";
import { interpolate } from "@/lib/i18n/translate";
import { buildMailto, composePartnerEmail } from "@/lib/mailto";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { Container, Section, SectionHeading } from "@/components/ui/section";
import { PartnerInquiryButton } from "@/components/partners/partner-inquiry-button";
import { VectorField } from "@/components/partners/vector-field";
import { palette } from "@/components/solutions/palette";

export const metadata = buildMetadata({
  title: "Partner Programs",
  description: t("partners.subtitle"),
  path: routes.partners,
});

function partnerMailHref(programTitle: string): string {
  const link = buildMailto(composePartnerEmail(programTitle, company.partnershipsEmail));
  return link.ok ? link.href : `mailto:${company.partnershipsEmail}`;
}

export default function PartnersPage() {
  return (
    <>
      <div className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-accent-700 text-white">
        <VectorField />
        <Container className="relative py-16 sm:py-24">
          <Breadcrumbs
            tone="light"
            trail={[
              { name: "Home", path: routes.home },
              { name: "Partners", path: routes.partners },
            ]}
          />
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t("partners.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{t("partners.subtitle")}</p>
        </Container>
      </div>
      <Section aria-labelledby="programs-heading">
        <SectionHeading id="programs-heading" title="Partner Programs" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {partnersContent.programs.map((program) => {
            const colors = palette(program.color);
            return (
              <li key={program.id} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
                <span className={`inline-flex size-12 items-center justify-center rounded-xl ${colors.tint}`}>
                  <Icon name={program.icon} className={`size-6 ${colors.icon}`} />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{program.title}</h3>
                <p className="mt-2 line-clamp-3 text-ink-muted" title={program.description}>
                  {program.description}
                </p>
                <ul className="mt-4 flex-1 space-y-1.5 text-sm text-ink-soft">
                  {program.details.map((d) => (
                    <li key={d} className="flex gap-2">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                      {d}
                    </li>
                  ))}
                </ul>
                <PartnerInquiryButton
                  href={partnerMailHref(program.title)}
                  label={t("partners.learnMore")}
                  srLabel={` about the ${program.title} partner program`}
                  notice={{
                    title: interpolate(t("toast.emailInitiatedTitle"), { program: program.title }),
                    description: interpolate(t("toast.emailInitiatedDescription"), { email: company.partnershipsEmail }),
                  }}
                />
              </li>
            );
          })}
        </ul>
      </Section>
      <Section aria-labelledby="why-heading" className="bg-white/70">
        <SectionHeading id="why-heading" title="Why Partner With Us" />
        <ul className="mx-auto grid max-w-5xl gap-4 md:grid-cols-2">
          {partnersContent.benefits.map((b) => (
            <li key={b.title} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card">
              <Icon name={b.icon} className="size-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-ink">{b.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{b.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <ButtonLink href={routes.contact} size="lg">
            Contact Partnership Team <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
