import { serializeJsonLd, type JsonLd as JsonLdData } from "@/lib/seo/structured-data";

/** Structured data for search engines; a data block, so it never runs and needs no CSP hash. */
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
