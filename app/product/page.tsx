import { dashboard, getProducts } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { Icon } from "@/components/ui/icon";
import { Section } from "@/components/ui/section";
import { ProductCard } from "@/components/product/product-card";
import { ProductFinder, ProductGroupSection } from "@/components/product/product-finder";
import { PageHero } from "@/components/sections/page-hero";

const LEAD =
  "Voice, chat and video bots, contact center and cloud telephony, our own large language model and a full suite of AI business applications, built and supported in Kuala Lumpur.";

export const metadata = buildMetadata({ title: "AI Products", description: LEAD, path: routes.products });

/** "Communication & Engagement AI" -> "communication-engagement-ai": the group's anchor and its value in the URL. */
const groupSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export default function ProductsPage() {
  const products = getProducts();
  const groups = dashboard.productGroups.map((g) => ({
    ...g,
    slug: groupSlug(g.name),
    products: products.filter((p) => p.group === g.name),
  }));
  return (
    <>
      <PageHero
        title="Our AI-Powered Product Suite"
        lead={LEAD}
        trail={[
          { name: "Home", path: routes.home },
          { name: "Product", path: routes.products },
        ]}
      />
      <Section aria-label={`${products.length} products`}>
        <ProductFinder
          label="Product groups"
          total={products.length}
          groups={groups.map((g) => ({ slug: g.slug, name: g.name, count: g.products.length }))}
        >
          {groups.map((g) => (
            <ProductGroupSection key={g.slug} slug={g.slug}>
              <h2 id={g.slug} className="flex scroll-mt-28 items-center gap-2 text-2xl font-bold text-ink">
                <Icon name={g.icon} className="size-6 text-brand-700" />
                {g.name}
              </h2>
              <p className="mt-1 text-ink-muted">{g.description}</p>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {g.products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </ProductGroupSection>
          ))}
        </ProductFinder>
      </Section>
    </>
  );
}
