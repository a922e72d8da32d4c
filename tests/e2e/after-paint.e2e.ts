// What waits for the first paint (scripts/export/steps/scripts-after-paint.ts, inline-page-css.ts): the rest of the
// stylesheet, the page's payload (fetched from beside it) and the framework. Each
// must still arrive, in that order, and hydrate the page without an error.
import { expect, test, type Page } from "@playwright/test";

import { gotoHydrated } from "./widget-helpers";

const sampledPages = ["/", "/product/", "/solutions/healthcare/", "/contact-us/", "/blog/ai-chatbots-ux/"];

/**
 * The site's stylesheet as Next links it, parked in the served page's after-paint template, and the
 * payload the template names (index.txt, or the one beside it without the static parts).
 */
async function parkedOf(page: Page, path: string): Promise<{ sheet: string; payload: string }> {
  await page.goto("/robots.txt");
  return page.evaluate(async (path) => {
    const served = new DOMParser().parseFromString(await (await fetch(path)).text(), "text/html");
    const template = served.querySelector<HTMLTemplateElement>("template#framework-scripts")!;
    return {
      sheet: template.content.querySelector('link[rel="stylesheet"]')!.getAttribute("href")!,
      payload: template.getAttribute("data-payload")!,
    };
  }, path);
}

/** The hrefs of the stylesheets that have loaded (a <link> whose sheet is there). */
const loadedStylesheets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => link.sheet)
      .map((link) => new URL(link.href).pathname),
  );

for (const path of sampledPages) {
  test(`${path} hydrates from the payload beside it, after the rest of its stylesheet, without an error`, async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const { sheet: siteSheet, payload } = await parkedOf(page, path);
    expect(siteSheet).toMatch(/^\/_next\/static\/chunks\/[^/]+\.css$/);
    expect(payload).toMatch(new RegExp(`^${path}index(\\.hydration)?\\.txt$`));
    const arrived: string[] = [];
    page.on("requestfinished", (request) => {
      const url = new URL(request.url());
      if (url.pathname === siteSheet) arrived.push("stylesheet");
      else if (url.pathname === payload) arrived.push("payload");
    });

    await gotoHydrated(page, path);

    expect(arrived.sort()).toEqual(["payload", "stylesheet"]);
    // Widget code prefetched once idle may bring its own sheet (the date picker's); the site's is there once.
    expect((await loadedStylesheets(page)).filter((href) => href === siteSheet)).toHaveLength(1);
    // The inline payload is gone from the document; Next read the fetched one.
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('self.__next_f.push([1,"'))).toBe(false);
    await page.waitForTimeout(500);
    expect(errors).toEqual([]);
  });
}

test("a client-side move to a page whose classes the first page does not inline keeps every style", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the header's desktop links navigate client-side");
  // /product/'s group pills (`min-h-11`) and group headings (`text-2xl`): /contact-us/ has neither class.
  const productStyle = () =>
    page.evaluate(() => [
      getComputedStyle(document.querySelector("main a.min-h-11")!).minHeight,
      getComputedStyle(document.querySelector("main h2.text-2xl")!).fontSize,
    ]);
  await page.goto("/product/");
  expect(await productStyle()).toEqual(["44px", "24px"]);

  await gotoHydrated(page, "/contact-us/");
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Product", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Product Suite");
  // A client-side move: the document, and so its inlined stylesheet, is still the first page's.
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(await productStyle()).toEqual(["44px", "24px"]);
});

test("without JavaScript the rest of the stylesheet loads at once from its <noscript>", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact-us/");
  await page.waitForLoadState("load");
  expect((await loadedStylesheets(page)).some((href) => /^\/_next\/static\/chunks\/[^/]+\.css$/.test(href))).toBe(true);
  await context.close();
});
