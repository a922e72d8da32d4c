import { serializeJsonLd, type JsonLd as JsonLdData } from "@/lib/seo/structured-data";

// A data block never runs, so it needs no CSP hash.
export function JsonLd({ data }: { data: JsonLdData | JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
