import { routes } from "@/content/routes";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/section";
import { ArrowRight } from "@/components/ui/static-icons";

export function CtaBand({
  heading,
  text,
  label,
  href = routes.contact,
}: {
  heading: string;
  text: string;
  label: string;
  href?: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="py-14 sm:py-20">
      <Container>
        <div className="rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-accent-700 px-6 py-12 text-center text-white shadow-card sm:px-12">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-white/90">{text}</p>
          <ButtonLink href={href} variant="light" size="lg" className="mt-8">
            {label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
