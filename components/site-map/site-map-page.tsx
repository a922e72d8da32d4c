import { t } from "@/lib/i18n";
import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import { staticPage } from "@/lib/pages";
import { searchDocuments, searchKinds, type SearchKind } from "@/lib/search/documents";
import type { TranslationKey } from "@/content/i18n/en";
import { Link } from "@/components/ui/link";
import { Section } from "@/components/ui/section";
import { PageHero } from "@/components/sections/page-hero";

const headings: Record<SearchKind, TranslationKey> = {
  Product: "ui.kindProducts",
  Solution: "ui.kindSolutions",
  Industry: "ui.kindIndustries",
  Service: "ui.kindServices",
  "Case study": "ui.kindCaseStudies",
  Article: "ui.kindArticles",
  Page: "ui.kindPages",
};

export function SiteMapPage() {
  const documents = searchDocuments(requestLocale());
  return (
    <>
      <PageHero page={staticPage("siteMap")} />
      <Section aria-label={t("ui.pagesByKind")}>
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
          {searchKinds.map((kind) => {
            const pages = documents.filter((d) => d.kind === kind);
            const id = `site-map-${kind.toLowerCase().replace(/\s+/g, "-")}`;
            return (
              <section key={kind} aria-labelledby={id}>
                <h2 id={id} className="text-xl font-bold text-ink">
                  {t(headings[kind])}
                  {labelGap(requestLocale())}
                  <span className="text-base font-normal text-ink-soft">
                    {t("ui.countInParentheses", { count: pages.length })}
                  </span>
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
