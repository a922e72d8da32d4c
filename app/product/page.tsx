import { ProductCard } from "@/components/product/product-card";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/ui/section";
import { getProducts } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";

const LEAD =
  "Voice, chat and video bots, contact center and cloud telephony, our own large language model and a full suite of AI business applications, built and supported in Kuala Lumpur.";

export const metadata = buildMetadata({ title: "AI Products", description: LEAD, path: routes.products });

export default function ProductsPage() {
  const products = getProducts();
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
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
