import { searchDocuments } from "@/lib/search/documents";

export const dynamic = "force-static";

/** Site search's documents, written next to the sitemap and fetched only when the visitor opens search. */
export function GET() {
  return Response.json(searchDocuments());
}
