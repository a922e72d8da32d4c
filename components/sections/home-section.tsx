import { cn } from "@/lib/utils";
import type { HomeSection } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { IconCards } from "@/components/ui/icon-card";
import { Container } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { ArrowRight } from "@/components/ui/static-icons";
import { TypingHeading } from "@/components/motion/typing-heading";

export function HomeSectionBlock({ section, tinted }: { section: HomeSection; tinted?: boolean }) {
  const headingId = `${section.id}-heading`;
  return (
    <StaticHtml as="section" aria-labelledby={headingId} className={cn("py-16 sm:py-20", tinted && "bg-white/70")}>
      <Container>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{section.eyebrow}</p>
            <TypingHeading id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {section.heading}
            </TypingHeading>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-ink-muted">
                {p}
              </p>
            ))}
            {section.link ? (
              <ButtonLink href={section.link.href} className="mt-8">
                {section.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            ) : null}
          </div>
          <div className="grid gap-4">
            {section.stats?.length ? (
              // The figure and then its label, read as the one phrase they make ("Up to 60% lower call center load").
              <ul className="grid grid-cols-2 gap-4">
                {section.stats.map((s) => (
                  <Card as="li" key={s.label} padding="sm">
                    {/* One paragraph, so site search indexes the phrase whole, not "60 %. lower load". */}
                    <p>
                      <span className="block text-3xl font-extrabold text-brand-800">{s.value}</span>{" "}
                      <span className="block text-sm text-ink-muted">{s.label}</span>
                    </p>
                  </Card>
                ))}
              </ul>
            ) : null}
            {section.points?.length ? (
              <ul className="grid gap-4 sm:grid-cols-2">
                <IconCards items={section.points} size="sm" iconClassName="size-6 text-accent-700" />
              </ul>
            ) : null}
          </div>
        </div>
      </Container>
    </StaticHtml>
  );
}
