import { company, home } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { organizationLd } from "@/lib/seo/structured-data";
import { TypingObserver } from "@/components/motion/typing-observer";
import { Hero } from "@/components/sections/hero";
import { HomeSectionBlock } from "@/components/sections/home-section";
import { JsonLd } from "@/components/seo/json-ld";

export const metadata = buildMetadata({
  title: `${company.name}: AI Bots, Business Apps & Managed Communications in Kuala Lumpur`,
  description: home.hero.subtitle,
  path: "/",
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationLd(company)} />
      <Hero hero={home.hero} />
      {home.sections.map((section, index) => (
        <HomeSectionBlock key={section.id} section={section} tinted={index % 2 === 0} />
      ))}
      <TypingObserver />
    </>
  );
}
