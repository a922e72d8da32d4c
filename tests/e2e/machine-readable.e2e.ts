import { expect, test } from "@playwright/test";

import { SITE_URL } from "../../lib/site";

/** Maps an announced URL onto the server under test. */
const local = (url: string) => url.slice(SITE_URL.length);
const locsOf = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, "g"))].map((m) => m[1]!);

test("a path holding & serves the same page under both spellings, and both name the %26 spelling as canonical", async ({
  page,
}) => {
  const canonical = `${SITE_URL}/solutions/ai-%26-automation/ai-chatbots/`;
  const titles: string[] = [];
  for (const path of ["/solutions/ai-&-automation/ai-chatbots/", "/solutions/ai-%26-automation/ai-chatbots/"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    // The page as served: its head names the canonical (networkidle can wait for ever on the idle prefetch's worker).
    await page.waitForLoadState("load");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
    titles.push(await page.title());
  }
  expect(titles[1]).toBe(titles[0]);
});

test("every URL the sitemap and the feed announce answers 200 from the host", async ({ request, isMobile }) => {
  test.skip(isMobile, "HTTP only: one project is enough");
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  const feed = await request.get("/blog/feed.xml");
  expect(feed.status()).toBe(200);
  const urls = [...locsOf(await sitemap.text(), "loc"), ...locsOf(await feed.text(), "link")];
  expect(urls.length).toBeGreaterThan(100);
  const failed: string[] = [];
  for (const url of urls) {
    const response = await request.get(local(url), { maxRedirects: 0 });
    if (response.status() !== 200) failed.push(`${response.status()} ${url}`);
  }
  expect(failed).toEqual([]);
});
