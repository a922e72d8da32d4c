import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { getProduct, getProducts } from "@/lib/content";
import { buildMetadata } from "@/lib/metadata";
import { routes } from "@/lib/routes";
import { ProductDetail } from "@/components/product/product-detail";

type Params = { params: Promise<{ productId: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getProducts().map((p) => ({ productId: p.id }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = getProduct((await params).productId);
  if (!product) return {};
  return buildMetadata({
    title: `${product.name}`,
    description: `${product.name}: ${product.tagline}`,
    path: routes.product(product.id),
  });
}

export default async function ProductPage({ params }: Params) {
  const product = getProduct((await params).productId);
  if (!product) notFound();
  return (
    <ProductDetail
      product={product}
      trail={[
        { name: "Home", path: routes.home },
        { name: "Product", path: routes.products },
        { name: product.name, path: routes.product(product.id) },
      ]}
    />
  );
}
