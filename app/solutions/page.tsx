import Link from "next/link";
import { ArrowRight } from "lucide-react";

import { categorySlug, getLandings, getSolutionCategories } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/section";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { palette } from "@/components/solutions/palette";

const LEAD =
  "Six solution families, from CRM and contact centers to machine learning, cloud migration and fintech, each delivered with our own AI products and managed services.";

export const metadata = buildMetadata({ title: "Solutions", description: LEAD, path: routes.solutions });

export default function SolutionsPage() {
  const categories = getSolutionCategories();
  const landings = getLandings("solutions");
  return (
    <>
      <PageHero
        title="Solutions for Every Stage of Your AI Journey"
        lead={LEAD}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Solutions", path: routes.solutions },
        ]}
      />
      {categories.map((category) => {
        const slug = categorySlug(category.name);
        return (
          <section key={category.name} aria-labelledby={`${slug}-heading`} className="py-12">
            <Container>
              <h2 id={`${slug}-heading`} className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink">
                <Icon name={category.icon} className="size-7 text-brand-700" />
                {category.name}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {category.items.map((item) => {
                  const colors = palette(item.color);
                  return (
                    <li key={item.id} className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-card">
                      <span className={`inline-flex size-11 items-center justify-center rounded-xl ${colors.tint}`}>
                        <Icon name={item.icon} className={`size-6 ${colors.icon}`} />
                      </span>
                      <h3 className="mt-4 font-semibold text-ink">{item.title}</h3>
                      <p className="mt-2 flex-1 text-sm text-ink-muted">{item.description}</p>
                      <Link
                        href={routes.solution(slug, item.id)}
                        className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
                      >
                        Learn More<span className="sr-only"> about {item.title}</span>
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Container>
          </section>
        );
      })}
      <section aria-labelledby="industries-heading" className="py-12">
        <Container>
          <h2 id="industries-heading" className="text-2xl font-bold tracking-tight text-ink">
            Solutions by Industry
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {landings.map((l) => (
              <li key={l.id}>
                <Link
                  href={routes.solutionLanding(l.id)}
                  className="block rounded-card border border-slate-200 bg-white p-5 font-semibold text-brand-800 shadow-card hover:border-brand-300"
                >
                  AI for {l.name}
                  <span className="mt-1 block text-sm font-normal text-ink-muted">{l.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand
        heading="Ready to transform your business?"
        text="Talk to our solution architects about where AI will pay back fastest in your organisation."
        label="Get in Touch"
      />
    </>
  );
}
