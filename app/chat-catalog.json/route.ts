import { PRODUCT_SUMMARY_DESCRIPTION_CHARS, PRODUCT_SUMMARY_USE_CASES, type ChatProduct } from "@/lib/chat/engine";
import { getProductOverview, getProducts, getProductUseCases } from "@/lib/content";

export const dynamic = "force-static";

export function GET() {
  const catalog: ChatProduct[] = getProducts().map((p) => ({
    id: p.id,
    name: p.name,
    detailedDescription: [
      getProductOverview(p)
        .join(" ")
        .slice(0, PRODUCT_SUMMARY_DESCRIPTION_CHARS + 1),
    ],
    useCases: getProductUseCases(p).slice(0, PRODUCT_SUMMARY_USE_CASES),
  }));
  return Response.json(catalog);
}
