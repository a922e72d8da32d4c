import { getIndustries } from "@/lib/content";
import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import { staticPage } from "@/lib/pages";
import { routes } from "@/content/routes";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { MarkerList } from "@/components/ui/marker-list";
import { MoreLink } from "@/components/ui/more-link";
import { Section } from "@/components/ui/section";
import { Check } from "@/components/ui/static-icons";
import { PageHero } from "@/components/sections/page-hero";

export function IndustryIndex() {
  return (
    <>
      <PageHero page={staticPage("industries")} />
      <Section aria-label={t("ui.industries")}>
        <ul className="grid gap-8 md:grid-cols-2">
          {getIndustries().map((industry) => (
            <Card as="li" padding="flush" key={industry.id} className="flex flex-col overflow-hidden">
              <div
                className="flex items-center gap-3 p-6 text-white"
                style={{ backgroundImage: `linear-gradient(135deg, ${industry.bgColorFrom}, ${industry.bgColorTo})` }}
              >
                <Icon name={industry.icon} className="size-8" />
                <h2 className="text-2xl font-bold">{industry.name}</h2>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-ink-soft">{industry.description}</p>
                <h3 className="mt-5 text-sm font-semibold tracking-wide text-ink uppercase">{t("ui.focusAreas")}</h3>
                <MarkerList
                  items={industry.useCases.slice(0, 3).map((u) => u.title)}
                  marker={Check}
                  className="mt-3 space-y-2 text-sm text-ink-soft"
                />
                <MoreLink
                  href={routes.industry(industry.id)}
                  label={t("ui.explore")}
                  context={`${labelGap(requestLocale())}${t("ui.aiForNameAfterVerb", { name: noun("sector", industry.id, industry.name) })}`}
                  className="mt-auto pt-6"
                />
              </div>
            </Card>
          ))}
        </ul>
      </Section>
    </>
  );
}
