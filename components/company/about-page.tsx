import { getAbout } from "@/lib/content";
import { t } from "@/lib/i18n";
import { staticPage } from "@/lib/pages";
import { routes } from "@/content/routes";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { IconCards } from "@/components/ui/icon-card";
import { Picture } from "@/components/ui/picture";
import { GridSection, Section } from "@/components/ui/section";
import { ArrowRight, Eye, Target } from "@/components/ui/static-icons";
import { PageHero } from "@/components/sections/page-hero";

export function AboutPage() {
  const statements = [
    { title: t("ui.ourVision"), text: getAbout().vision, icon: <Eye aria-hidden="true" className="size-6 text-brand-700" /> },
    {
      title: t("ui.ourMission"),
      text: getAbout().mission,
      icon: <Target aria-hidden="true" className="size-6 text-accent-700" />,
    },
  ];
  return (
    <>
      <PageHero page={staticPage("about")} />
      <Section aria-label={t("ui.visionAndMission")}>
        <div className="grid gap-6 md:grid-cols-2">
          {statements.map((s) => (
            <Card key={s.title}>
              <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
                {s.icon}
                {` ${s.title}`}
              </h2>
              <p className="mt-3 text-lg text-ink-soft">{s.text}</p>
            </Card>
          ))}
        </div>
      </Section>
      <GridSection
        headingId="leadership-heading"
        title={t("ui.leadership")}
        tinted
        gridClassName="grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {getAbout().leadership.map((leader) => (
          <li key={leader.name}>
            <Card className="h-full text-center">
              <Picture
                src={leader.avatar}
                alt={t("ui.portraitOf", { name: leader.name })}
                width={160}
                height={160}
                className="mx-auto size-28 rounded-full border-4 border-brand-50"
              />
              <h3 className="mt-4 text-lg font-semibold text-ink">{leader.name}</h3>
              <p className="text-sm font-medium text-brand-800">{leader.role}</p>
              <p className="mt-3 text-sm text-ink-muted">{leader.description}</p>
            </Card>
          </li>
        ))}
      </GridSection>
      <Section aria-labelledby="company-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="company-heading" className="text-3xl font-bold tracking-tight text-ink">
              {t("ui.ourStory")}
            </h2>
            {getAbout().genesis.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink">{t("ui.aiProductStack")}</h2>
            <ul className="mt-4 space-y-4">
              <IconCards items={getAbout().aiProductStack} layout="row" iconClassName="size-6 shrink-0 text-brand-700" />
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <ButtonLink href={routes.contact} size="lg">
            {t("ui.contactUs")} <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink href={routes.careers} size="lg" variant="secondary">
            {t("ui.exploreCareers")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
