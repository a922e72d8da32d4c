import { blogFeed } from "@/lib/seo/blog-feed";

export const dynamic = "force-static";

export function GET() {
  return blogFeed("en");
}
