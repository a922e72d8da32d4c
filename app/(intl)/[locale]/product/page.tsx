import { staticRoute } from "@/lib/pages/routes";
import { ProductIndex } from "@/components/product/product-index";

const route = staticRoute("products");

export const dynamicParams = false;
export const generateStaticParams = route.localeParams;
export const generateMetadata = route.localeMetadata;

export default async function LocalizedProductIndex({ params }: { params: Promise<{ locale: string }> }) {
  await route.enter(params);
  return <ProductIndex />;
}
