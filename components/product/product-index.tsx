import { dashboard, getProducts } from "@/lib/content";
import { staticPage } from "@/lib/pages";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { StaticHtml } from "@/components/ui/static-html";
import { PageHero } from "@/components/sections/page-hero";

import { ProductFinder, ProductGroupSection } from "./product-finder";
import { ProductGrid } from "./product-grid";

const groupSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function ProductIndex() {
  const products = getProducts();
  const groups = dashboard.productGroups.map((g) => ({
    ...g,
    slug: groupSlug(g.name),
    products: products.filter((p) => p.group === g.name),
  }));
  return (
    <>
      <PageHero page={staticPage("products")} />
      <Section interactive aria-label={`${products.length} products`}>
        <ProductFinder
          label="Product groups"
          total={products.length}
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
