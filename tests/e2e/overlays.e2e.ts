/**
 * Overlays and the page furniture around them: the services dashboard's link to
 * every service, the mobile menu (with and without JavaScript), the language
 * list, and the floating launchers on a phone.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";

import { getBlogPosts, getServices } from "@/lib/content";
import { en } from "@/content/i18n/en";
import { footerColumns, navigation } from "@/content/navigation";

import { region } from "./content-helpers";
import { gotoHydrated, waitForHydration } from "./widget-helpers";

const PHONE = { width: 390, height: 844 };
const menuToggle = (page: Page) => page.locator("header summary").first();

test.describe("services dashboard", () => {
  test("six service cards, and 'View All Managed Services' leads to the list of every service", async ({ page }) => {
    const services = getServices();
    expect(services.length).toBeGreaterThan(6);
    await page.goto("/services/");
    const main = page.getByRole("main");
    const cards = region(main, "Managed Services").getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(services.slice(0, 6).map((s) => s.name));

    const viewAll = main.getByRole("link", { name: "View All Managed Services" });
    await expect(viewAll).toHaveAttribute("href", "/services/#all-services");
    await viewAll.click();
    await expect(page).toHaveURL(/\/services\/#all-services$/);
    const all = region(main, "All Managed Services");
    await expect(all).toBeInViewport();
    const links = all.getByRole("link");
    await expect(links).toHaveText(services.map((s) => s.name));
    for (const [i, s] of services.entries()) await expect(links.nth(i)).toHaveAttribute("href", `/services/${s.id}/`);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: PHONE });

  test("Escape from a menu link closes the menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(menuToggle(page));
    await menuToggle(page).click();
    const menu = page.getByRole("navigation", { name: en["nav.mobile"] });
    await expect(menu).toBeVisible();
    const products = menu.getByRole("link", { name: "Product" });
    await products.focus();
    await expect(products).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
    await expect(menuToggle(page)).toHaveAccessibleName("Open menu");
  });

  test("without JavaScript the phone menu opens, shows a submenu and reaches an industry page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto("/");
      const menu = page.getByRole("navigation", { name: en["nav.mobile"] });
      await expect(menu).toBeHidden();
      await menuToggle(page).click();
      await expect(menu).toBeVisible();
      await expect(menuToggle(page)).toHaveAccessibleName("Close menu");
      const government = menu.getByRole("link", { name: "Government" });
      await expect(government).toBeHidden();
      await menu.locator("summary", { hasText: "Industry" }).click();
      await expect(government).toBeVisible();
      // One submenu at a time, natively.
      await menu.locator("summary", { hasText: "Services" }).click();
      await expect(government).toBeHidden();
      await menu.locator("summary", { hasText: "Industry" }).click();
      await government.click();
      await expect(page).toHaveURL(/\/industry\/government\/$/);
    } finally {
      await context.close();
    }
  });
});

test("the footer links every section the header does", async ({ page }) => {
  await page.goto("/about-us/");
  const footer = page.getByRole("contentinfo");
  const footerPaths = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const item of navigation) expect(footerPaths, `footer links ${item.name}`).toContain(item.path);
  await expect(footer.getByRole("link", { name: "Industry", exact: true })).toHaveAttribute("href", "/industry/");
  expect(footerColumns.resources.map((l) => l.path)).toContain("/industry/");
});

test.describe("language list", () => {
  // The launcher on wider screens, the header's button on a phone: one of them is shown.
  const open = async (page: Page): Promise<{ button: Locator; list: Locator }> => {
    const button = page.getByRole("button", { name: en["language.button"] });
    await gotoHydrated(page, "/");
    await button.click();
    const list = page.getByRole("group", { name: en["language.listLabel"] });
    await expect(list).toBeVisible();
    return { button, list };
  };

  test("a click outside closes it, and its own button toggles it", async ({ page }) => {
    const { button, list } = await open(page);
    // The heading's left edge: on a phone the list covers the rest of it.
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 4, y: 4 } });
    await expect(list).toBeHidden();
    await button.click();
    await expect(list).toBeVisible();
    await button.click();
    await expect(list).toBeHidden();
  });

  test("focus starts on the page's language; Escape closes it from anywhere and returns focus to its button", async ({
    page,
  }) => {
    const { button, list } = await open(page);
    await expect(list.getByRole("link", { name: "English" })).toBeFocused();
    await expect(list.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await list.getByRole("link", { name: "Français" }).focus();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("each published language is a link to this page in it, as the page's alternates name it", async ({ page }) => {
    await page.goto("/product/voice-bot/");
    const button = page.getByRole("button", { name: en["language.button"] });
    await button.click();
    const list = page.getByRole("group", { name: en["language.listLabel"] });
    for (const [name, tag] of [
      ["Español", "es"],
      ["Français", "fr"],
      ["中文", "zh-Hans"],
    ] as const) {
      const alternate = await page.locator(`link[rel="alternate"][hreflang="${tag}"]`).getAttribute("href");
      const link = list.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", new URL(alternate!).pathname);
    }
    await list.getByRole("link", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/product\/voice-bot\/$/);
  });

  test("it sits inside a named landmark with the launchers", async ({ page }) => {
    const { list } = await open(page);
    const landmark = page.getByRole("complementary", { name: en["widgets.region"] });
    await expect(landmark.getByRole("group", { name: en["language.listLabel"] })).toBeVisible();
    await expect(list).toBeVisible();
  });

  test("without JavaScript it opens, closes with Escape and leads to the page in another language", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    try {
      await page.goto("/services/");
      const button = page.getByRole("button", { name: en["language.button"] });
      await button.click();
      const list = page.getByRole("group", { name: en["language.listLabel"] });
      await expect(list).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(list).toBeHidden();
      await button.click();
      await list.getByRole("link", { name: "Español" }).click();
      await expect(page).toHaveURL(/\/es\/services\/$/);
    } finally {
      await context.close();
    }
  });
});

test.describe("floating launchers on a phone", () => {
  test.use({ viewport: PHONE });
  const post = getBlogPosts()[0]!;
  const pages = ["/", "/contact-us/", "/services/", `/blog/${post.id}/`, "/case-studies/"];

  for (const path of pages) {
    test(`${path}: scrolled to the end, no text lies under a launcher`, async ({ page }) => {
      await page.goto(path, { waitUntil: "load" });
      // One launcher, in one corner, for the chat and both bots; the language list opens from the header.
      const launchers = page.getByRole("complementary", { name: en["widgets.region"] }).getByRole("button");
      await expect(launchers).toHaveCount(1);
      const box = (await launchers.boundingBox())!;
      expect(box.width, "the launcher is small on a phone").toBeLessThanOrEqual(48);
      expect(PHONE.width - (box.x + box.width), "in the bottom right corner").toBeLessThanOrEqual(16);
      expect(PHONE.height - (box.y + box.height), "in the bottom right corner").toBeLessThanOrEqual(16);
      await expect(page.locator("header").getByRole("button", { name: en["language.button"] })).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect
        .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
        .toBe(true);

      const overlaps = await page.evaluate(() => {
        const aside = document.querySelector("aside");
        const boxes = Array.from(aside?.querySelectorAll("button") ?? []).map((b) => b.getBoundingClientRect());
        const hits: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent || aside?.contains(parent) || parent.closest("script, style, template")) continue;
          // Closed <details> content and sr-only text are not painted.
          if (!parent.checkVisibility({ visibilityProperty: true }) || parent.closest(".sr-only")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) {
            if (r.width < 2 || r.height < 2) continue;
            const under = boxes.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top);
            if (under) hits.push(text.slice(0, 60));
          }
        }
        return hits;
      });
      expect(overlaps).toEqual([]);
    });
  }
});
