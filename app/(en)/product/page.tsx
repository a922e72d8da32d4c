import { pageMetadata } from "@/lib/metadata";
import { staticPage } from "@/lib/pages";
import { ProductIndex } from "@/components/product/product-index";

export const metadata = pageMetadata(staticPage("products"));

export default function ProductsPage() {
  return <ProductIndex />;
}
