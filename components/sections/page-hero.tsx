import type { PageInfo } from "@/lib/pages";
import type { JsonLd } from "@/lib/seo/structured-data";
import { Container } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { PageTrail } from "@/components/seo/page-trail";

export function PageHero({
  page,
  eyebrow,
  about,
  children,
}: {
  page: PageInfo;
  eyebrow?: string;
  about?: JsonLd[];
  children?: React.ReactNode;
}) {
  const [from, to] = page.colors;
  return (
    <StaticHtml
      className="relative overflow-hidden text-white"
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(255,255,255,0.18),transparent_55%)]"
      />
      <Container className="relative py-12 sm:py-16">
        <PageTrail page={page} about={about} tone="light" />
        {eyebrow ? <p className="mt-6 text-sm font-semibold tracking-wide text-white/90 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{page.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-white/90">{page.lead}</p>
        {children}
      </Container>
    </StaticHtml>
  );
}
