// What waits for the first paint (scripts/export/steps/scripts-after-paint.ts): the page's payload
// (fetched from beside it) and the framework. Each must still arrive and hydrate the page without an
// error. The page inlines the CSS its markup uses (inline-page-css.ts): the whole sheet is linked
// without JavaScript, and otherwise once the page needs more (lib/site-stylesheet.ts).
import { expect, test, type Page } from "@playwright/test";

import { gotoHydrated } from "./widget-helpers";

const sampledPages = ["/", "/product/", "/solutions/healthcare/", "/contact-us/", "/blog/ai-chatbots-ux/"];

/** The site's whole stylesheet and the payload, as the served page's after-paint template names them. */
async function templateOf(page: Page, path: string): Promise<{ sheet: string; payload: string }> {
  await page.goto("/robots.txt");
  return page.evaluate(async (path) => {
    const served = new DOMParser().parseFromString(await (await fetch(path)).text(), "text/html");
    const template = served.querySelector<HTMLTemplateElement>("template#framework-scripts")!;
    return {
      sheet: `/_next/static/chunks/${template.getAttribute("data-stylesheets")}`,
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
  test(`${path} hydrates from the payload beside it without an error, and links the whole stylesheet only once the visitor does something`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const { sheet: siteSheet, payload } = await templateOf(page, path);
    expect(siteSheet).toMatch(/^\/_next\/static\/chunks\/[^/]+\.css$/);
    expect(payload).toBe(`${path}index.hydration.txt`);
    const arrived: string[] = [];
    page.on("requestfinished", (request) => {
      if (new URL(request.url()).pathname === payload) arrived.push("payload");
    });

    await gotoHydrated(page, path);

    expect(arrived).toEqual(["payload"]);
    await page.waitForTimeout(500);
    // Hydration did not link it (the payload it hydrates from has no link to it), nor did anything after.
    expect(await loadedStylesheets(page)).not.toContain(siteSheet);
    await page.keyboard.press("Tab");
    await expect.poll(() => loadedStylesheets(page)).toEqual([siteSheet]);
    // After the inlined rules, so that the sheet's own order wins.
    expect(await page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? "whole sheet" : "inline")))).toEqual([
      "inline",
      "whole sheet",
    ]);
    // The inline payload is gone from the document; Next read the fetched one.
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('self.__next_f.push([1,"'))).toBe(false);
    expect(errors).toEqual([]);
  });
}

test("a widget opened on demand shows with the whole sheet loaded, and styled by it", async ({ page }) => {
  await gotoHydrated(page, "/blog/ai-chatbots-ux/");
  expect(await loadedStylesheets(page)).toEqual([]);
  await page.getByRole("button", { name: "Open chat assistant" }).click();
  const panel = page.getByRole("region", { name: "AI Assistant" });
  await expect(panel).toBeVisible();
  expect(await loadedStylesheets(page)).toHaveLength(1);
  const style = await panel.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { position: computed.position, radius: computed.borderTopLeftRadius, background: computed.backgroundColor };
  });
  expect(style.position).toBe("fixed");
  expect(style.radius).not.toBe("0px");
  expect(style.background).not.toBe("rgba(0, 0, 0, 0)");
});

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
  // The whole sheet, linked for the move, comes after the inlined rules, so its order wins.
  expect(await page.evaluate(() => [...document.styleSheets].map((sheet) => (sheet.href ? "whole sheet" : "inline")))).toEqual([
    "inline",
    "whole sheet",
  ]);
});

test("without JavaScript the whole stylesheet loads at once from its <noscript>", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/contact-us/");
  await page.waitForLoadState("load");
  expect((await loadedStylesheets(page)).some((href) => /^\/_next\/static\/chunks\/[^/]+\.css$/.test(href))).toBe(true);
  await context.close();
});
