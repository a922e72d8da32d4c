/** @jest-environment node */
import { buildMetadata, fitDescription } from "@/lib/metadata";
import { defaultShareImage, shareImagePath, sitePages } from "@/lib/pages";
import { serializeJsonLd } from "@/lib/seo/structured-data";
import { SITE_URL } from "@/lib/site";
import { GET as feed } from "@/app/(en)/blog/feed.xml/route";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";

describe("buildMetadata", () => {
  test("writes the canonical, Open Graph and Twitter tags from one description", () => {
    const m = buildMetadata({
      title: "Voice Bot",
      description: "A voice agent that answers every call on the first ring.",
      path: "/product/voice-bot/",
    });
    expect(m.alternates?.canonical).toBe(`${SITE_URL}/product/voice-bot/`);
    expect(m.openGraph).toMatchObject({ url: `${SITE_URL}/product/voice-bot/`, title: "Voice Bot", description: m.description });
    expect(m.openGraph?.images).toEqual([
      expect.objectContaining({ url: `${SITE_URL}/og/product/voice-bot.png`, width: 1200, height: 630 }),
    ]);
    expect(m.twitter).toMatchObject({ card: "summary_large_image" });
  });

  test("a page without its own share image gets the default one", () => {
    const m = buildMetadata({
      title: "Elsewhere",
      description: "A page that is not in the list of site pages at all.",
      path: "/elsewhere/",
    });
    expect(m.openGraph?.images).toEqual([expect.objectContaining({ url: `${SITE_URL}${defaultShareImage("en")}` })]);
  });

  test("descriptions are cut at a word boundary to 160 characters, never mid-word", () => {
    const long = "Word ".repeat(60).trim();
    const fitted = fitDescription(long);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted.endsWith("Word…")).toBe(true);
    expect(fitDescription("  Short   text  ")).toBe("Short text");
    // A description of exactly the longest length is whole (every written one fits), in Chinese at its own length.
    const full = `${"Word ".repeat(31)}Words`;
    expect(full.length).toBe(160);
    expect(fitDescription(full)).toBe(full);
    expect(fitDescription("字".repeat(80), "zh")).toBe("字".repeat(80));
  });

  test("noindex pages say so", () => {
    expect(buildMetadata({ title: "x", description: "y", path: "/x/", noindex: true }).robots).toEqual({
      index: false,
      follow: true,
    });
  });
});

describe("share image paths", () => {
  test("map a page path to a PNG under /og/", () => {
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/blog/crm-ux-ai/")).toBe("/og/blog/crm-ux-ai.png");
    expect(shareImagePath("/", "zh")).toBe("/og/zh/home.png");
    expect(shareImagePath("/product/voice-bot/", "es")).toBe("/og/es/product/voice-bot.png");
    expect(defaultShareImage("en")).toBe("/og/default.png");
  });
  test("every site page has a unique path", () => {
    const paths = sitePages().map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe("JSON-LD serialisation", () => {
  test("no content text can close the script element", () => {
    const data = {
      "@context": "https://schema.org",
      "@type": "Thing",
      name: "</script><script>alert(1)</script> & more",
    } as const;
    const out = serializeJsonLd(data);
    expect(out).not.toContain("<");
    expect(out).not.toContain(">");
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe("metadata routes are deterministic", () => {
  afterEach(() => jest.useRealTimers());

  async function snapshotAt(date: string) {
    jest.useFakeTimers().setSystemTime(new Date(date));
    return { sitemap: JSON.stringify(sitemap()), robots: JSON.stringify(robots()), feed: await feed().text() };
  }

  test("the sitemap, robots and feed do not depend on the build clock", async () => {
    const first = await snapshotAt("2026-01-01T00:00:00Z");
    const second = await snapshotAt("2031-07-15T12:34:56Z");
    expect(second).toEqual(first);
    expect(first.sitemap).not.toContain("2031");
  });
});
