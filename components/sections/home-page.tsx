import { getHome } from "@/lib/content";
import { organizationLd } from "@/lib/seo/structured-data";
import { TypingObserver } from "@/components/motion/typing-observer";
import { JsonLd } from "@/components/seo/json-ld";

import { Hero } from "./hero";
import { HomeSectionBlock } from "./home-section";

export function HomePage() {
  return (
    <>
      <JsonLd data={organizationLd()} />
      <Hero hero={getHome().hero} />
      {getHome().sections.map((section, index) => (
        <HomeSectionBlock key={section.id} section={section} tinted={index % 2 === 0} />
      ))}
      <TypingObserver />
    </>
  );
}
