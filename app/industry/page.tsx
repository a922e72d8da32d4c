import Link from "next/link";
import { ArrowRight, Check } from "lucide-react";

import { getIndustries } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { PageHero } from "@/components/sections/page-hero";

const LEAD =
  "SMEs, large enterprises, service providers and government agencies each buy AI differently. See the use cases and products we have shaped for each.";

export const metadata = buildMetadata({ title: "Industries We Serve", description: LEAD, path: routes.industries });

export default function IndustriesPage() {
  return (
    <>
      <PageHero
        title="AI Solutions by Industry"
        lead={LEAD}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Industry", path: routes.industries },
        ]}
      />
      <Section aria-label="Industries">
        <ul className="grid gap-8 md:grid-cols-2">
          {getIndustries().map((industry) => (
            <li
              key={industry.id}
              className="flex flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card"
            >
              <div
                className="flex items-center gap-3 p-6 text-white"
                style={{ backgroundImage: `linear-gradient(135deg, ${industry.bgColorFrom}, ${industry.bgColorTo})` }}
              >
                <Icon name={industry.icon} className="size-8" />
                <h2 className="text-2xl font-bold">{industry.name}</h2>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-ink-soft">{industry.description}</p>
                <h3 className="mt-5 text-sm font-semibold tracking-wide text-ink uppercase">Focus areas</h3>
                <ul className="mt-3 space-y-2 text-sm text-ink-soft">
                  {industry.useCases.slice(0, 3).map((u) => (
                    <li key={u.title} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                      {u.title}
                    </li>
                  ))}
                </ul>
                <Link
                  href={routes.industry(industry.id)}
                  className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  Explore<span className="sr-only"> AI for {industry.name}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
