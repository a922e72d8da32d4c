import { chatCatalog } from "@/lib/chat/catalog";

export const dynamic = "force-static";

export function GET() {
  return Response.json(chatCatalog("en"));
}
