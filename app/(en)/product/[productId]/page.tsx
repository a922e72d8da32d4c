import { productRoute } from "@/lib/pages/routes";
import { ProductDetail } from "@/components/product/product-detail";

export const dynamicParams = false;
export const generateStaticParams = productRoute.staticParams;
export const generateMetadata = productRoute.metadata;

export default async function ProductPage({ params }: { params: Promise<{ productId: string }> }) {
  return <ProductDetail product={await productRoute.load(params)} />;
}
