/**
 * One visit to every exported route checks what every page owes: status 200, one visible h1,
 * the landmarks, no console error or policy violation under the served headers, and no axe
 * violation at phone and desktop widths. Below, axe over each overlay while it is open. Any
 * violation, at any impact level, fails; the one rule disabled (aria-hidden-focus, in the
 * desktop dropdown scans) is named where it is.
 */
import { expect, test, type Page } from "@playwright/test";

import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { en } from "@/content/i18n/en";

import { axeViolations } from "./axe";
import { encodePath, exportedRoutes, LOCALE_PAGES, LOCALE_SAMPLE_SIZE, localeSample } from "./exported-routes";
import { gotoHydrated, openAssistant, phoneLauncher, waitForHydration, waitForPageHydration } from "./widget-helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CHUNK = 6;

async function landmarksAndOneHeading(page: Page, where: string): Promise<void> {
  await expect(page.locator("h1"), where).toHaveCount(1);
  await expect(page.locator("h1"), where).toBeVisible();
  await expect(page.getByRole("banner"), where).toBeVisible();
  await expect(page.getByRole("main"), where).toBeVisible();
  await expect(page.getByRole("contentinfo"), where).toBeVisible();
}

const routes = exportedRoutes();
const chunks = Array.from({ length: Math.ceil(routes.length / CHUNK) }, (_, i) => routes.slice(i * CHUNK, (i + 1) * CHUNK));

test.describe("every exported route at 390 px and 1280 px", () => {
  // One pass is enough: the sweep sets both widths itself. The mobile and no-JavaScript
  // projects keep the behaviour tests.
  test.skip(({ isMobile }) => isMobile, "route sweep runs in the desktop project only");
  test.describe.configure({ timeout: 300_000 });

  test("the sweep covers every route family", () => {
    expect(routes.length).toBeGreaterThan(100);
    for (const prefix of ["/product/", "/solutions/", "/industry/", "/services/", "/blog/", "/case-studies/"]) {
      expect(routes.filter((r) => r.startsWith(prefix)).length, prefix).toBeGreaterThan(1);
    }
    expect(chunks.flat()).toEqual(routes);
    // And a sample of each translation, drawn anew each run: over runs, every kind of page in each language.
    for (const locale of PREFIXED_LOCALES)
      expect(routes.filter((r) => r.startsWith(`/${locale}/`)).length, locale).toBe(LOCALE_SAMPLE_SIZE);
    const seen = new Set(Array.from({ length: 40 }, (_, seed) => localeSample("es", seed)).flat());
    expect([...seen].sort()).toEqual([...LOCALE_PAGES].sort());
  });

  for (const [i, chunk] of chunks.entries()) {
    test(`routes ${i * CHUNK + 1}–${i * CHUNK + chunk.length} of ${routes.length}: 200, one h1, landmarks, no console error, no policy violation, no axe violation`, async ({
      page,
    }) => {
      let route = "";
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`${route}: ${msg.text()}`);
      });
      page.on("pageerror", (err) => errors.push(`${route}: ${err.message}`));
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
        ),
      );
      const found: string[] = [];
      for (route of chunk) {
        await page.setViewportSize(PHONE);
        const response = await page.goto(encodePath(route), { waitUntil: "load" });
        expect(response?.status(), route).toBe(200);
        // Scan the hydrated page: a scan that overlaps hydration reads a half-updated tree.
        await waitForPageHydration(page);
        await landmarksAndOneHeading(page, `${route} @390`);
        for (const v of await axeViolations(page)) found.push(`${route} @390: ${v}`);
        await page.setViewportSize(DESKTOP);
        await landmarksAndOneHeading(page, `${route} @1280`);
        for (const v of await axeViolations(page)) found.push(`${route} @1280: ${v}`);
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("axe with an overlay open", () => {
  test.skip(({ isMobile }) => isMobile, "each test sets its own width, so one project runs them");

  for (const viewport of [PHONE, DESKTOP]) {
    test(`language list at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const button = page.getByRole("button", { name: en["language.button"] });
      await gotoHydrated(page, "/");
      await button.click();
      await expect(page.getByRole("group", { name: en["language.listLabel"] })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const viewport of [PHONE, DESKTOP])
    for (const [which, name] of [
      ["chat", en["chat.title"]],
      ["video", en["bots.videoTitle"]],
      ["voice", en["bots.voiceTitle"]],
    ] as const) {
      test(`${which} dialog at ${viewport.width} px, before and after its code takes over`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, "/");
        await openAssistant(page, which);
        const dialog = page.getByRole("dialog", { name });
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        // The live code is in once the conversation's log is the scroll area's.
        await expect(dialog.locator("[data-slot='scroll-area-viewport']")).toHaveCount(1, { timeout: 15_000 });
        expect(await axeViolations(page)).toEqual([]);
      });
    }

  test("the phone's launcher menu at 390 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, "/");
    await phoneLauncher(page).click();
    await expect(page.getByRole("button", { name: en["bots.voiceOpen"] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("mobile menu with a submenu open at 390 px", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/services/");
    const toggle = page.locator("header summary").first();
    await waitForHydration(toggle);
    await toggle.click();
    const menu = page.getByRole("navigation", { name: en["nav.mobile"] });
    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu.getByRole("link", { name: "Services Overview" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
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
      expect(await axeViolations(page, { disabled: ["aria-hidden-focus"] })).toEqual([]);
    });
  }
});
