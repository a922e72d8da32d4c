import { searchPages } from "@/lib/search/documents";

export const dynamic = "force-static";

/** The English pages search can return: address, kind and title (the export step adds each one's fragment). */
export function GET() {
  return Response.json(searchPages("en"));
}
