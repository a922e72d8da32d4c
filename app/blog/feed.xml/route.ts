import { company, getBlogPosts } from "@/lib/content";
import { routes } from "@/lib/routes";
import { absoluteUrl } from "@/lib/site";

export const dynamic = "force-static";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function GET() {
  const posts = getBlogPosts();
  const newest =
    posts
      .map((p) => p.date)
      .sort()
      .at(-1) ?? company.pagesUpdated;
  const items = posts
    .map((post) => {
      const url = absoluteUrl(routes.blogPost(post.id));
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${rfc822(post.date)}</pubDate>
      <category>${escapeXml(post.category)}</category>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`;
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${company.name} Blog`)}</title>
    <link>${escapeXml(absoluteUrl(routes.blog))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/blog/feed.xml"))}" rel="self" type="application/rss+xml" />
    <description>Insights on AI and customer experience from ${escapeXml(company.name)}.</description>
    <language>en</language>
    <lastBuildDate>${rfc822(newest)}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
