import { categorySlug, getLandings, getSolutionCategories } from "@/lib/content";
import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { staticPage } from "@/lib/pages";
import { routes } from "@/content/routes";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { IconBadge } from "@/components/ui/icon-badge";
import { Link } from "@/components/ui/link";
import { MoreLink } from "@/components/ui/more-link";
import { Container } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";

export function SolutionsIndex() {
  return (
    <>
      <PageHero page={staticPage("solutions")} />
      {getSolutionCategories().map((category) => {
        const slug = categorySlug(category);
        return (
          <StaticHtml as="section" key={category.name} aria-labelledby={`${slug}-heading`} className="py-12">
            <Container>
              <h2 id={`${slug}-heading`} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink">
                <Icon name={category.icon} className="size-7 text-brand-700" />
                {category.name}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {category.items.map((item) => (
                  <Card as="li" key={item.id} className="flex flex-col">
                    <IconBadge name={item.icon} tint={item.color} />
                    <h3 className="mt-4 font-semibold text-ink">{item.title}</h3>
                    <p className="mt-2 flex-1 text-sm text-ink-muted">{item.description}</p>
                    <MoreLink
                      href={routes.solution(slug, item.id)}
                      label={t("ui.learnMore")}
                      context={t("ui.aboutName", { name: noun("solution", item.id, item.title) })}
                      className="mt-5 text-sm"
                    />
                  </Card>
                ))}
              </ul>
            </Container>
          </StaticHtml>
        );
      })}
      <StaticHtml as="section" aria-labelledby="industries-heading" className="py-12">
        <Container>
          <h2 id="industries-heading" className="text-2xl font-bold tracking-tight text-ink">
            {t("ui.solutionsByIndustry")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {getLandings("solutions").map((l) => (
              <li key={l.id}>
                <Link
                  href={routes.solutionLanding(l.id)}
                  className="block rounded-card border border-slate-200 bg-white p-5 font-semibold text-brand-800 shadow-card hover:border-brand-300"
                >
                  {t("ui.aiForName", { name: noun("sector", l.id, l.name) })}
                  <span className="mt-1 block text-sm font-normal text-ink-muted">{l.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </StaticHtml>
      <CtaBand heading={t("ui.solutionsCtaHeading")} text={t("ui.solutionsCtaText")} label={t("ui.getInTouch")} />
    </>
  );
}
