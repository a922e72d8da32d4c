/**
 * axe over every exported route at phone and desktop widths, and over each
 * overlay while it is open. Any violation, at any impact level, fails; the one
 * rule disabled (aria-hidden-focus, in the desktop dropdown scans) is named where it is.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { en } from "@/content/i18n/en";

import { exportedRoutes } from "./exported-routes";
import { gotoHydrated, waitForHydration } from "./widget-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CHUNK = 4;

/** axe's findings as "rule (impact): target" lines, so a failure names what to fix. */
async function violations(page: Page, disabled: string[] = []): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).disableRules(disabled).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}): ${n.target.join(" ")}`));
}

const routes = exportedRoutes();
const chunks = Array.from({ length: Math.ceil(routes.length / CHUNK) }, (_, i) => routes.slice(i * CHUNK, (i + 1) * CHUNK));

test.describe("axe over every exported route at 390 px and 1280 px", () => {
  // One pass is enough: the sweep sets both widths itself.
  test.skip(({ isMobile }) => isMobile, "route sweep runs in the desktop project only");
  test.describe.configure({ timeout: 300_000 });

  test("the sweep covers every route", () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(chunks.flat()).toEqual(routes);
  });

  for (const [i, chunk] of chunks.entries()) {
    test(`routes ${i * CHUNK + 1}–${i * CHUNK + chunk.length} of ${routes.length}`, async ({ page }) => {
      const found: string[] = [];
      for (const route of chunk) {
        await page.setViewportSize(PHONE);
        await page.goto(route, { waitUntil: "load" });
        for (const v of await violations(page)) found.push(`${route} @390: ${v}`);
        await page.setViewportSize(DESKTOP);
        for (const v of await violations(page)) found.push(`${route} @1280: ${v}`);
      }
      expect(found).toEqual([]);
    });
  }
});

test.describe("axe with an overlay open", () => {
  test.skip(({ isMobile }) => isMobile, "each test sets its own width, so one project runs them");

  for (const viewport of [PHONE, DESKTOP]) {
    test(`language list at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const button = page.getByRole("button", { name: en["language.button"] });
      await gotoHydrated(page, "/", button);
      await button.click();
      await expect(page.getByRole("group", { name: en["language.listLabel"] })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test("mobile menu with a submenu open at 390 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services/");
    const toggle = page.locator("header summary").first();
    await waitForHydration(toggle);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: en["nav.mobile"] });
    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu.getByRole("link", { name: "Services Overview" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const name of ["Industry", "Services", "Company"]) {
    test(`desktop ${name} dropdown at 1280 px`, async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: en["nav.main"] });
      const trigger = nav.getByRole("button", { name });
      await waitForHydration(trigger);
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link").filter({ visible: true })).not.toHaveCount(0);
      // aria-hidden-focus is off here only: Radix's open navigation menu places a focusable aria-hidden
      // <span> after the trigger, a focus proxy that hands focus on into the open submenu when tabbed to.
      expect(await violations(page, ["aria-hidden-focus"])).toEqual([]);
    });
  }
});
