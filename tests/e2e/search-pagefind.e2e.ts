// Site search on Pagefind in a browser, over the default export (docs/search.md): what only Pagefind finds.
// search.e2e.ts and locales.e2e.ts test the dialog on either engine.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

import { contentOf } from "@/lib/content";

import { waitForHydration } from "./widget-helpers";

const built = existsSync(join(process.cwd(), "out", "pagefind", "pagefind.js"));

const searchButton = (page: Page, name: string) => page.getByRole("banner").getByRole("button", { name });
const dialog = (page: Page) => page.locator("#search-dialog");
const results = (page: Page) => dialog(page).getByRole("list").getByRole("link");

/** Opens the dialog on `path`, noting every file of Pagefind's bundle the page fetches. */
async function openSearch(page: Page, path: string, button: string) {
  const pagefind: string[] = [];
  page.on("request", (r) => {
    const pathname = new URL(r.url()).pathname;
    if (pathname.startsWith("/pagefind/")) pagefind.push(pathname);
  });
  await page.goto(path);
  await waitForHydration(searchButton(page, button));
  await searchButton(page, button).click();
  const box = dialog(page).getByRole("searchbox");
  await expect(box).toBeFocused();
  return { box, pagefind };
}

test.describe("site search on Pagefind", () => {
  test.skip(!built, "the export was built with SITE_SEARCH=minisearch (no out/pagefind/): Pagefind's browser tests skipped");

  test("a rare word of a page's own text finds it, with an excerpt from its sentence, fetching only what the query needs", async ({
    page,
  }) => {
    const { box, pagefind } = await openSearch(page, "/", contentOf("en").c.search.labels.open);
    // "telemarketing" is in the contact-centre product's use cases only, outside its links.
    await box.fill("telemarketing");
    const hit = results(page).and(page.locator('[href="/product/contact-center/"]'));
    await expect(hit).toHaveCount(1);
    await expect(hit.locator("mark", { hasText: "telemarketing" })).toBeVisible();
    await expect(hit).toContainText("Sales and telemarketing.");
    // Each file once (the idle prefetch or a pointer on the button fetched the first four; the dialog then
    // takes them from the cache, which the browser reports as requests too).
    const files = (kind: RegExp) => [...new Set(pagefind.filter((path) => kind.test(path)))];
    expect(files(/\/pagefind\.js$/)).toHaveLength(1);
    expect(files(/\.pf_meta$/)).toEqual([expect.stringMatching(/\/pagefind\.en_\w+\.pf_meta$/)]);
    expect(files(/\/wasm\.[\w-]+\.pagefind$/)).toEqual(["/pagefind/wasm.en.pagefind"]);
    // Not the index of every word: the chunk that holds the word, and the results' fragments.
    expect(files(/\/index\//).length).toBeLessThanOrEqual(2);
    expect(files(/\/fragment\//).length).toBeLessThanOrEqual(8);
  });

  test("/fr/ finds without accents what it finds with them, from the French index only", async ({ page }) => {
    const { box, pagefind } = await openSearch(page, "/fr/", contentOf("fr").c.search.labels.open);
    for (const query of ["téléphonie", "telephonie"]) {
      await box.fill(query);
      const hit = results(page).and(page.locator('[href="/fr/product/cloud-telephony/"]'));
      await expect(hit, `“${query}” finds la téléphonie cloud`).toHaveCount(1);
      await expect(hit.locator("mark").first()).toHaveText(/^t[ée]l[ée]phon/i);
    }
    // That both find the same pages is checked over every result by tests/export/search-coverage.test.ts: the first
    // eight shown are ranked, and were seen to differ between the two.
    expect(pagefind.filter((path) => /\.pf_meta$|\/wasm\./.test(path)).every((path) => /\.fr[._]/.test(path))).toBe(true);
  });
});
