/** @jest-environment node */
import { SITE_URL } from "@/lib/site";
import { GET as feed } from "@/app/(en)/blog/feed.xml/route";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";

import { checkRss, checkSitemap, isRfc822, isW3cDatetime, parseXmlStrict } from "../export/machine-readable";

const ORIGIN = "https://example.test";
const urlset = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
const entry = (loc: string, lastmod = "2026-01-15") => `<url><loc>${loc}</loc><lastmod>${lastmod}</lastmod></url>`;

describe("the strict XML reader", () => {
  test("stops at a raw & and names the file, line and reason", () => {
    expect(() => checkSitemap(urlset(entry(`${ORIGIN}/solutions/ai-&-automation/`)), "sitemap.xml", ORIGIN)).toThrow(
      /^sitemap\.xml:3:\d+: "&" that starts no entity reference/,
    );
  });

  test("accepts escaped & in text and raw & inside CDATA", () => {
    expect(parseXmlStrict("<a>x &amp; y &#38; <![CDATA[a & b]]></a>", "x.xml").text).toBe("x & y & a & b");
  });

  test("stops at mismatched tags", () => {
    expect(() => parseXmlStrict("<a><b></a>", "x.xml")).toThrow(/^x\.xml:1:\d+: /);
  });
});

describe("sitemap protocol checks", () => {
  test("a well-formed sitemap with %26 passes", () => {
    const { entries, problems } = checkSitemap(urlset(entry(`${ORIGIN}/solutions/ai-%26-automation/`)), "s.xml", ORIGIN);
    expect(problems).toEqual([]);
    expect(entries).toEqual([{ loc: `${ORIGIN}/solutions/ai-%26-automation/`, lastmod: "2026-01-15", line: 3 }]);
  });

  test.each([
    ["a relative URL", entry("/about-us/"), "is not an absolute URL"],
    ["another host", entry("https://elsewhere.test/"), "is not on"],
    ["an escaped raw &", entry(`${ORIGIN}/a-&amp;-b/`), "spells & raw"],
    ["a space", entry(`${ORIGIN}/a b/`), "must be percent-encoded"],
    ["an impossible date", entry(`${ORIGIN}/`, "2026-02-30"), "not a W3C Datetime"],
    ["a date in another format", entry(`${ORIGIN}/`, "15/01/2026"), "not a W3C Datetime"],
    ["a bad changefreq", `<url><loc>${ORIGIN}/</loc><changefreq>sometimes</changefreq></url>`, "<changefreq>"],
    ["a priority above 1", `<url><loc>${ORIGIN}/</loc><priority>1.5</priority></url>`, "<priority>"],
    ["two locs", `<url><loc>${ORIGIN}/</loc><loc>${ORIGIN}/x/</loc></url>`, "needs exactly one"],
  ])("reports %s with its line", (_name, body, reason) => {
    const { problems } = checkSitemap(urlset(body), "s.xml", ORIGIN);
    expect(problems).toEqual([expect.stringContaining(reason)]);
    expect(problems[0]).toMatch(/^s\.xml:3: /);
  });

  test("more than 50,000 entries is refused", () => {
    const body = Array.from({ length: 50_001 }, (_, i) => `<url><loc>${ORIGIN}/p${i}/</loc></url>`).join("");
    expect(checkSitemap(urlset(body), "s.xml", ORIGIN).problems).toEqual([expect.stringContaining("limit is 50000")]);
  });

  test("a root outside the sitemap namespace is refused", () => {
    expect(checkSitemap(`<urlset>${entry(`${ORIGIN}/`)}</urlset>`, "s.xml", ORIGIN).problems[0]).toMatch(/not <urlset> in/);
  });

  test.each(["2026", "2026-01", "2026-01-15", "2026-01-15T08:30+08:00", "2026-01-15T08:30:05.5Z"])(
    "%s is a W3C Datetime",
    (d) => {
      expect(isW3cDatetime(d)).toBe(true);
    },
  );
});

const rss = (channel: string) =>
  `<?xml version="1.0"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${channel}</channel></rss>`;
const CHANNEL = `<title>Blog</title><link>${ORIGIN}/blog/</link><description>Posts</description>`;
const item = (pubDate: string, extra = "") =>
  `<item><title>T</title><link>${ORIGIN}/blog/a/</link><guid isPermaLink="true">${ORIGIN}/blog/a/</guid><pubDate>${pubDate}</pubDate><description>D</description>${extra}</item>`;

describe("RSS 2.0 checks", () => {
  test("a complete feed passes", () => {
    const { items, problems } = checkRss(rss(CHANNEL + item("Thu, 15 Jan 2026 00:00:00 GMT")), "f.xml", ORIGIN);
    expect(problems).toEqual([]);
    expect(items).toHaveLength(1);
  });

  test.each([
    ["a missing channel description", rss(`<title>Blog</title><link>${ORIGIN}/blog/</link>`), "<description>"],
    ["an ISO date", rss(CHANNEL + item("2026-01-15")), "not an RFC 822 date"],
    ["a wrong weekday", rss(CHANNEL + item("Fri, 15 Jan 2026 00:00:00 GMT")), "not an RFC 822 date"],
    ["a missing item link", rss(CHANNEL + `<item><title>T</title><description>D</description></item>`), "<link>"],
    ["RSS 0.91", rss(CHANNEL).replace('version="2.0"', 'version="0.91"'), 'not <rss version="2.0">'],
  ])("reports %s", (_name, xml, reason) => {
    expect(checkRss(xml, "f.xml", ORIGIN).problems).toEqual(expect.arrayContaining([expect.stringContaining(reason)]));
  });

  test.each(["Thu, 15 Jan 2026 00:00:00 GMT", "15 Jan 26 08:30 +0800", "Thu, 15 Jan 2026 00:00 Z"])(
    "%s is an RFC 822 date",
    (d) => {
      expect(isRfc822(d)).toBe(true);
    },
  );
});

describe("the site's own sitemap, feed and robots, before export", () => {
  const origin = new URL(SITE_URL).origin;

  test("every sitemap URL is well formed, on the site, and & is spelled %26", () => {
    const entries = sitemap();
    const xml = urlset(entries.map((e) => entry(e.url, String(e.lastModified))).join("\n"));
    expect(checkSitemap(xml, "sitemap()", origin).problems).toEqual([]);
    expect(entries.some((e) => e.url.includes("%26"))).toBe(true);
  });

  test("the feed route writes strict, complete RSS 2.0", async () => {
    const { items, problems } = checkRss(await feed().text(), "feed.xml", origin);
    expect(problems).toEqual([]);
    expect(items.length).toBeGreaterThan(0);
  });

  test("robots points at the sitemap", () => {
    expect(robots().sitemap).toBe(`${SITE_URL}/sitemap.xml`);
  });
});
