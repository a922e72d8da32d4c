import { expect, test, type Locator, type Page } from "@playwright/test";

import { waitForHydration } from "./widget-helpers";

test.describe("desktop header", () => {
  test.skip(({ isMobile }) => isMobile, "desktop menu bar only");

  test("dropdowns open by mouse and lead to their pages", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await waitForHydration(nav.getByRole("button", { name: "Industry" }));
    await nav.getByRole("button", { name: "Industry" }).click();
    const sme = nav.getByRole("link", { name: "SME", exact: true });
    await expect(sme).toBeVisible();
    await sme.click();
    await expect(page).toHaveURL(/\/industry\/sme\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Industry" })).toHaveAttribute("data-active", "true");
  });

  test("dropdowns work by keyboard: Enter opens, arrows move, Escape closes", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    const services = nav.getByRole("button", { name: "Services" });
    await waitForHydration(services);
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Services Overview" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Microsoft Teams" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    const company = nav.getByRole("button", { name: "Company" });
    await company.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Careers" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/careers\/$/);
  });

  test("the active route is highlighted", async ({ page }) => {
    await page.goto("/product/");
    const nav = page.getByRole("navigation", { name: "Main" }).first();
    await expect(nav.getByRole("link", { name: "Product", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  });
});

test.describe("mobile header", () => {
  test.skip(({ isMobile }) => !isMobile, "mobile menu only");

  // The toggle and the submenu parents are <summary> elements (the menu works without JavaScript), which have
  // no ARIA role of their own: they are found by their text, and their state is their <details> element's.
  const toggle = (page: Page) => page.locator("header summary").first();
  const parent = (menu: Locator, name: string) => menu.locator("summary", { hasText: name });
  const isOpen = (summary: Locator) => summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);

  test("toggle opens the menu; one submenu at a time; parents do not navigate; a link closes the menu", async ({ page }) => {
    await page.goto("/");
    await expect(toggle(page)).toHaveAccessibleName("Open menu");
    await waitForHydration(toggle(page));
    await toggle(page).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(toggle(page)).toHaveAccessibleName("Close menu");

    const industry = parent(menu, "Industry");
    const services = parent(menu, "Services");
    await industry.click();
    await expect.poll(() => isOpen(industry)).toBe(true);
    await expect(page).toHaveURL(/\/$/);
    await services.click();
    await expect.poll(() => isOpen(services)).toBe(true);
    await expect.poll(() => isOpen(industry)).toBe(false);
    await services.click();
    await expect.poll(() => isOpen(services)).toBe(false);

    await parent(menu, "Company").click();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(menu).toBeHidden();
    await expect(toggle(page)).toHaveAccessibleName("Open menu");
  });

  test("the menu is usable by keyboard and closes with Escape", async ({ page }) => {
    await page.goto("/contact-us/");
    // The <details> menu opens without JavaScript; Escape is the app's.
    await waitForHydration(toggle(page));
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });
});

test("a keyboard user sees where focus is: each of the first links tabbed to draws an outline", async ({ page }) => {
  await page.goto("/");
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { element: el.outerHTML.slice(0, 80), outline: style.outlineStyle, width: style.outlineWidth };
    });
    expect(ring.outline, ring.element).not.toBe("none");
    expect(parseFloat(ring.width), ring.element).toBeGreaterThan(0);
  }
});

// Static parts (components/ui/static-html.tsx) keep the server's markup: hydration leaves it as it is
// and React never walks inside it, and a page shown again from the router's cache (back, forward)
// gets the same markup back.
test("static parts keep their server HTML through hydration, a client-side visit elsewhere, and Back", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the header's desktop links navigate client-side");
  // textContent, not innerText: the product cards are content-visibility: auto, and innerText leaves
  // out a skipped card's text or not depending on whether it has been laid out yet.
  const markup = () =>
    page.evaluate(() => ({
      text: document.querySelector("main")!.textContent,
      elements: document.querySelectorAll("main *").length,
      footer: document.querySelector("footer")!.innerHTML,
    }));
  await page.goto("/product/");
  const served = await markup();
  await waitForHydration(page.getByRole("navigation", { name: "Main" }).first().getByRole("button", { name: "Industry" }));
  const groups = page.getByRole("heading", { level: 2, name: "Operational Excellence AI" });
  // Hydrated around, not inside: the finder's links are React's, a card's link inside a part is not.
  expect(
    await page
      .getByRole("link", { name: /^All products/ })
      .evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))),
  ).toBe(true);
  expect(await groups.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__react")))).toBe(false);
  expect(await markup()).toEqual(served);

  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole("navigation", { name: "Main" }).first().getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact-us\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/product\/$/);
  await expect(groups).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(await markup()).toEqual(served);
});
