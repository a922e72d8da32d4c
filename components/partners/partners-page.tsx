import { company, getPartnersContent } from "@/lib/content";
import { t } from "@/lib/i18n";
import { buildMailto, composePartnerEmail, mailText } from "@/lib/mailto";
import { staticPage } from "@/lib/pages";
import { routes } from "@/content/routes";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { IconBadge } from "@/components/ui/icon-badge";
import { IconCards } from "@/components/ui/icon-card";
import { MarkerList } from "@/components/ui/marker-list";
import { Container, GridSection } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { ArrowRight, CheckCircle2 } from "@/components/ui/static-icons";
import { PageTrail } from "@/components/seo/page-trail";

import { PartnerInquiryButton } from "./partner-inquiry-button";
import { VectorField } from "./vector-field";

function partnerMailHref(programTitle: string): string {
  const link = buildMailto(composePartnerEmail(programTitle, company.partnershipsEmail, mailText(t)));
  return link.ok ? link.href : `mailto:${company.partnershipsEmail}`;
}

export function PartnersPage() {
  const page = staticPage("partners");
  return (
    <>
      {/* The hero and its sixty drawn vectors: no script changes them, so they are not hydrated (see StaticHtml). */}
      <StaticHtml className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-accent-700 text-white">
        <VectorField />
        <Container className="relative py-16 sm:py-24">
          <PageTrail page={page} tone="light" />
          <h1 className="mt-6 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{page.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">{page.lead}</p>
        </Container>
      </StaticHtml>
      <GridSection
        interactive
        headingId="programs-heading"
        title={t("ui.partnerPrograms")}
        gridClassName="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      >
        {getPartnersContent().programs.map((program) => (
          <Card as="li" key={program.id} className="flex flex-col">
            <IconBadge name={program.icon} tint={program.color} size="lg" />
            <h3 className="mt-4 text-lg font-semibold text-ink">{program.title}</h3>
            <p className="mt-2 line-clamp-3 text-ink-muted" title={program.description}>
              {program.description}
            </p>
            <MarkerList items={program.details} marker={CheckCircle2} className="mt-4 flex-1 space-y-1.5 text-sm text-ink-soft" />
            <PartnerInquiryButton
              href={partnerMailHref(program.title)}
              label={t("partners.learnMore")}
              srLabel={t("ui.aboutPartnerProgram", { title: program.title })}
              notice={{
                title: t("toast.emailInitiatedTitle", { program: program.title }),
                description: t("toast.emailInitiatedDescription", { email: company.partnershipsEmail }),
              }}
            />
          </Card>
        ))}
      </GridSection>
      <GridSection
        headingId="why-heading"
        title={t("ui.whyPartner")}
        tinted
        gridClassName="mx-auto grid max-w-5xl gap-4 md:grid-cols-2"
        footer={
          <div className="mt-12 text-center">
            <ButtonLink href={routes.contact} size="lg">
              {t("ui.contactPartnershipTeam")} <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        }
      >
        <IconCards items={getPartnersContent().benefits} layout="row" iconClassName="size-6 shrink-0 text-brand-700" />
      </GridSection>
    </>
  );
}
