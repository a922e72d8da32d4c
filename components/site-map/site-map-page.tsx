import Link from "next/link";

import { staticPage } from "@/lib/pages";
import { searchDocuments, searchKinds, type SearchKind } from "@/lib/search/documents";
import { Section } from "@/components/ui/section";
import { PageHero } from "@/components/sections/page-hero";

const headings: Record<SearchKind, string> = {
  Product: "Products",
  Solution: "Solutions",
  Industry: "Industries",
  Service: "Managed services",
  "Case study": "Case studies",
  Article: "Articles",
  Page: "Pages",
};

export function SiteMapPage() {
  const documents = searchDocuments();
  return (
    <>
      <PageHero page={staticPage("siteMap")} />
      <Section aria-label="Pages by kind">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
          {searchKinds.map((kind) => {
            const pages = documents.filter((d) => d.kind === kind);
            const id = `site-map-${kind.toLowerCase().replace(/\s+/g, "-")}`;
            return (
              <section key={kind} aria-labelledby={id}>
                <h2 id={id} className="text-xl font-bold text-ink">
                  {headings[kind]} <span className="text-base font-normal text-ink-soft">({pages.length})</span>
                </h2>
                <ul className="mt-4 space-y-2">
                  {pages.map((p) => (
                    <li key={p.url}>
                      <Link href={p.url} prefetch={false} className="text-brand-800 underline-offset-4 hover:underline">
                        {p.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </Section>
    </>
  );
}
