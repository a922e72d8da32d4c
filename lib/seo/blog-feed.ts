import { company, getBlogPosts } from "@/lib/content";
import { translatorFor } from "@/lib/i18n";
import { LOCALE_INFO, localePath, type Locale } from "@/lib/i18n/locales";
import { absoluteUrl } from "@/lib/site";
import { routes } from "@/content/routes";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function blogFeed(locale: Locale): Response {
  const t = translatorFor(locale);
  const posts = getBlogPosts(locale);
  const at = (path: string) => absoluteUrl(localePath(locale, path));
  const newest =
    posts
      .map((p) => p.date)
      .sort()
      .at(-1) ?? company.pagesUpdated;
  const items = posts
    .map((post) => {
      const url = at(routes.blogPost(post.id));
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
    <title>${escapeXml(t("feed.title", { company: company.name }))}</title>
    <link>${escapeXml(at(routes.blog))}</link>
    <atom:link href="${escapeXml(at("/blog/feed.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(t("feed.description", { company: company.name }))}</description>
    <language>${LOCALE_INFO[locale].tag}</language>
    <lastBuildDate>${rfc822(newest)}</lastBuildDate>
${items}
  </channel>
</rss>
`;
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
