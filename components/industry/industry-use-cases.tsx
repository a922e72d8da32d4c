import { productName } from "@/lib/content";
import { t } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { routes } from "@/content/routes";
import type { Industry } from "@/content/types";
import { Card } from "@/components/ui/card";
import { IconBadge } from "@/components/ui/icon-badge";
import { Link } from "@/components/ui/link";
import { Section, SectionHeading } from "@/components/ui/section";

export function IndustryUseCases({ industry }: { industry: Industry }) {
  return (
    <>
      <Section aria-labelledby="overview-heading" className="bg-white/70">
        <h2 id="overview-heading" className="text-3xl font-bold tracking-tight text-ink">
          {industry.title}
        </h2>
        <p className="mt-4 max-w-prose text-lg text-ink-soft">{industry.description}</p>
        {industry.detailedInfo.map((p) => (
          <p key={p} className="mt-4 max-w-prose leading-relaxed text-ink-soft">
            {p}
          </p>
        ))}
      </Section>
      <Section aria-labelledby="use-cases-heading">
        <SectionHeading
          id="use-cases-heading"
          title={t("ui.industryUseCases", { count: industry.useCases.length, name: noun("sector", industry.id, industry.name) })}
        />
        <ol className="grid gap-6 md:grid-cols-2">
          {industry.useCases.map((u) => (
            <Card as="li" key={u.title}>
              <div className="flex items-center gap-3">
                <IconBadge name={u.icon} color={industry.baseColor} size="sm" />
                <h3 className="text-lg font-semibold text-ink">{u.title}</h3>
              </div>
              <p className="mt-3 text-ink-muted">{u.text}</p>
              <p className="mt-4 text-sm text-ink-soft">
                <span className="font-semibold">{t("ui.relevantProducts")} </span>
                {u.products.map((id, index) => (
                  <span key={id}>
                    {index > 0 ? t("ui.listSeparator") : null}
                    <Link href={routes.product(id)} className="font-medium text-brand-800 underline underline-offset-4">
                      {productName(id)}
                    </Link>
                  </span>
                ))}
              </p>
            </Card>
          ))}
        </ol>
      </Section>
    </>
  );
}
