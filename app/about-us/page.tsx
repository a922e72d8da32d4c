import { ArrowRight, Eye, Target } from "lucide-react";

import { about, company } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { ButtonLink } from "@/components/ui/button-link";
import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { Card, Section, SectionHeading } from "@/components/ui/section";
import { PageHero } from "@/components/sections/page-hero";

export const metadata = buildMetadata({ title: "About Us", description: about.mission, path: routes.about });

export default function AboutPage() {
  return (
    <>
      <PageHero
        title={`About ${company.name}`}
        lead={company.blurb}
        trail={[
          { name: "Home", path: routes.home },
          { name: "About Us", path: routes.about },
        ]}
      />
      <Section aria-label="Vision and mission">
        <div className="grid gap-6 md:grid-cols-2">
          <Card>
            <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
              <Eye aria-hidden="true" className="size-6 text-brand-700" /> Our Vision
            </h2>
            <p className="mt-3 text-lg text-ink-soft">{about.vision}</p>
          </Card>
          <Card>
            <h2 className="flex items-center gap-2 text-2xl font-bold text-ink">
              <Target aria-hidden="true" className="size-6 text-accent-700" /> Our Mission
            </h2>
            <p className="mt-3 text-lg text-ink-soft">{about.mission}</p>
          </Card>
        </div>
      </Section>
      <Section aria-labelledby="leadership-heading" className="bg-white/70">
        <SectionHeading id="leadership-heading" title="Leadership" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.leadership.map((leader) => (
            <li key={leader.name}>
              <Card className="h-full text-center">
                <Picture
                  src={leader.avatar}
                  alt={`Portrait of ${leader.name}`}
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
        </ul>
      </Section>
      <Section aria-labelledby="company-heading">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="company-heading" className="text-3xl font-bold tracking-tight text-ink">
              Our Story
            </h2>
            {about.genesis.map((p) => (
              <p key={p} className="mt-4 leading-relaxed text-ink-soft">
                {p}
              </p>
            ))}
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-ink">Our AI Product Stack</h2>
            <ul className="mt-4 space-y-4">
              {about.aiProductStack.map((h) => (
                <li key={h.title} className="flex gap-4 rounded-card border border-slate-200 bg-white p-5 shadow-card">
                  <Icon name={h.icon} className="size-6 shrink-0 text-brand-700" />
                  <div>
                    <h3 className="font-semibold text-ink">{h.title}</h3>
                    <p className="mt-1 text-sm text-ink-muted">{h.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <ButtonLink href={routes.contact} size="lg">
            Contact Us <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink href={routes.careers} size="lg" variant="secondary">
            Explore Careers
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
