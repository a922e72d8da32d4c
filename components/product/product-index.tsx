import { getProductGroups, getProducts } from "@/lib/content";
import { t } from "@/lib/i18n";
import { requestLocale } from "@/lib/i18n/request-locale";
import { labelGap } from "@/lib/i18n/typography";
import { staticPage } from "@/lib/pages";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { PageHero } from "@/components/sections/page-hero";

import { ProductFinder, ProductGroupSection } from "./product-finder";
import { ProductGrid } from "./product-grid";

export function ProductIndex() {
  const products = getProducts();
  const groups = getProductGroups();
  return (
    <>
      <PageHero page={staticPage("products")} />
      <Section interactive aria-label={t("ui.productCount", { count: products.length })}>
        <ProductFinder
          label={t("ui.productGroups")}
          allLabel={t("ui.allProducts")}
          status={{ group: t("ui.finderShowingGroup"), all: t("ui.finderShowingAll"), count: t("ui.countInParentheses") }}
          total={products.length}
          gap={labelGap(requestLocale())}
          groups={groups.map((g) => ({ slug: g.slug, name: g.name, count: g.products.length }))}
        >
          {groups.map((g) => (
            <ProductGroupSection key={g.slug} slug={g.slug}>
              <StaticHtml>
                <h2 id={g.slug} className="flex scroll-mt-28 items-center gap-2 text-2xl font-bold text-ink">
                  <Icon name={g.icon} className="size-6 text-brand-700" />
                  {g.name}
                </h2>
                <p className="mt-1 text-ink-muted">{g.description}</p>
                <ProductGrid products={g.products} features={4} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
              </StaticHtml>
            </ProductGroupSection>
          ))}
        </ProductFinder>
      </Section>
    </>
  );
}
