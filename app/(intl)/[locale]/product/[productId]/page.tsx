import { productRoute } from "@/lib/pages/routes";
import { ProductDetail } from "@/components/product/product-detail";

export const dynamicParams = false;
export const generateStaticParams = productRoute.localeParams;
export const generateMetadata = productRoute.metadata;

export default async function LocalizedProductPage({ params }: { params: Promise<{ locale: string; productId: string }> }) {
  return <ProductDetail product={await productRoute.load(params)} />;
}
