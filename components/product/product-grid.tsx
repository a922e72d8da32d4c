import type { Product } from "@/content/types";

import { ProductCard } from "./product-card";

export function ProductGrid({
  products,
  className,
  features = 0,
}: {
  products: Product[];
  className: string;
  features?: number;
}) {
  return (
    <ul className={className}>
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} headingLevel={3} features={features} />
        </li>
      ))}
    </ul>
  );
}
