import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import type { HomeContent } from "@/content/types";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { ArrowRight, PlayCircle } from "@/components/ui/static-icons";

export function Hero({ hero }: { hero: HomeContent["hero"] }) {
  return (
    <StaticHtml as="section" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(59,110,246,0.18),transparent_60%)]"
      />
      <Container className="relative py-20 text-center sm:py-28">
        <h1 className="mx-auto max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-6xl">
          {hero.titlePrefix}
          {/* Chinese sets no space between phrases: the line may break there, nothing shows. */}
          {labelGap(requestLocale()) ? " " : <wbr />}
          <span className="hero-gradient-text bg-gradient-to-r from-brand-700 via-accent-700 to-brand-700 bg-clip-text text-transparent">
            {hero.titleHighlight}
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{hero.subtitle}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink href={hero.primary.href} size="lg">
            {hero.primary.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink href={hero.secondary.href} size="lg" variant="secondary">
            <PlayCircle aria-hidden="true" className="size-4" />
            {hero.secondary.label}
          </ButtonLink>
        </div>
      </Container>
    </StaticHtml>
  );
}
