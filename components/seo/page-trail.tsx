import type { PageInfo } from "@/lib/pages";
import { pageLd, type JsonLd as JsonLdData } from "@/lib/seo/structured-data";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";

export function PageTrail({ page, about, tone }: { page: PageInfo; about?: JsonLdData[]; tone?: "dark" | "light" }) {
  return (
    <>
      <JsonLd data={pageLd(page, about)} />
      <Breadcrumbs trail={page.trail} tone={tone} />
    </>
  );
}
