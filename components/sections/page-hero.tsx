import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs";
import { Container } from "@/components/ui/section";

/** The coloured header band of every inner page: breadcrumb trail, the page's one h1, a lead paragraph. */
export function PageHero({
  title,
  lead,
  eyebrow,
  trail,
  from = "#1e318a",
  to = "#0f766e",
  children,
}: {
  title: string;
  lead?: string;
  eyebrow?: string;
  trail?: Crumb[];
  from?: string;
  to?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="relative overflow-hidden text-white" style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(255,255,255,0.18),transparent_55%)]"
      />
      <Container className="relative py-12 sm:py-16">
        {trail ? <Breadcrumbs trail={trail} tone="light" /> : null}
        {eyebrow ? <p className="mt-6 text-sm font-semibold tracking-wide text-white/90 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-white/90">{lead}</p> : null}
        {children}
      </Container>
    </div>
  );
}
