// No control is dead: without JavaScript every visible button submits its form, opens a <summary>, is
// disabled or opens an overlay by the platform's own wiring (commandfor, popovertarget), no visible field
// is stranded (each can be filled and its form sends it somewhere), and the launchers open their overlays.
// Nothing on a page animates on its own for ever.
import { expect, test, type Browser } from "@playwright/test";

import { waitForLaunchers } from "./widget-helpers";

const pages = ["/", "/product/voice-bot/", "/contact-us/"];
const widths = [
  { name: "desktop", width: 1280, height: 800, isMobile: false },
  { name: "phone", width: 390, height: 844, isMobile: true },
];

async function withoutJavaScript(browser: Browser, viewport: (typeof widths)[number]) {
  return browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
  });
}

test.describe("without JavaScript", () => {
  test.skip(({ isMobile }) => isMobile, "each width is opened here in its own context");

  for (const viewport of widths) {
    for (const path of pages) {
      test(`${path} at ${viewport.width} px: every visible button submits its form, opens a <summary> or an overlay, or is disabled, and every visible field is enabled in a form with an action`, async ({
        browser,
      }) => {
        const context = await withoutJavaScript(browser, viewport);
        try {
          const page = await context.newPage();
          await page.goto(path);
          const { dead, stranded } = await page.evaluate(() => {
            const visible = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
            const name = (el: Element) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.outerHTML.slice(0, 80);
            return {
              dead: [...document.querySelectorAll("button")]
                .filter(visible)
                .filter((b) => {
                  const submits = b.type === "submit" && b.form !== null;
                  const opens = b.popoverTargetElement !== null || (b.commandForElement !== null && b.command !== "");
                  return !submits && !opens && !b.closest("summary") && !b.matches(":disabled");
                })
                .map(name),
              // A field typed into must reach someone: a form with no action would only reload the page.
              stranded: [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea, select")]
                .filter(visible)
                .filter((f) => f.matches(":disabled") || !f.form?.getAttribute("action"))
                .map((f) => f.name || f.id),
            };
          });
          expect(dead).toEqual([]);
          expect(stranded).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }

  test("the desktop menu's parent items lead to their pages, and every launcher opens its overlay", async ({ browser }) => {
    const context = await withoutJavaScript(browser, widths[0]!);
    try {
      const page = await context.newPage();
      await page.goto("/product/");
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Industry" })).toHaveAttribute("href", "/industry/");
      await expect(nav.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services/");
      await expect(nav.getByRole("link", { name: "Company" })).toHaveAttribute("href", "/about-us/");
      for (const [label, overlay] of [
        ["Open Video Bot", page.getByRole("dialog", { name: "Video Bot (Conceptual)" })],
        ["Open Voice Bot", page.getByRole("dialog", { name: "Voice Bot (Conceptual)" })],
        ["Change language", page.getByRole("group", { name: "Site language" })],
        ["Open chat assistant", page.getByRole("dialog", { name: "AI Assistant" })],
      ] as const) {
        const launcher = page.getByRole("button", { name: label });
        await launcher.click();
        await expect(overlay, label).toBeVisible();
        await expect(overlay.locator(":focus"), `${label}: focus moves into it`).toHaveCount(1);
        await page.keyboard.press("Escape");
        await expect(overlay, label).toBeHidden();
        await expect(launcher, `${label}: focus goes back to the launcher`).toBeFocused();
      }
    } finally {
      await context.close();
    }
  });
});

test("the launchers are there from the first paint, before any script has run", async ({ page, isMobile }) => {
  // Hold every script back: what shows then is the server's HTML.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const labels = isMobile
    ? ["Assistants", "Change language"]
    : ["Open Video Bot", "Open Voice Bot", "Change language", "Open chat assistant"];
  for (const label of labels) await expect(page.getByRole("button", { name: label, exact: true })).toBeVisible();
  release();
});

test("nothing animates for ever: after load no page runs an endless or time-based animation on its own", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "no-preference" });
  try {
    const page = await context.newPage();
    for (const path of ["/", "/product/", "/services/", "/partners/"]) {
      // Load, then the page's own start: its launchers hydrated and a second for what starts after that.
      await page.goto(path);
      await waitForLaunchers(page);
      await page.waitForTimeout(1_000);
      const endless = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running")
          .filter((a) => a.timeline === document.timeline)
          .map((a) => ({
            name: (a as CSSAnimation).animationName ?? a.id,
            iterations: a.effect?.getComputedTiming().iterations,
          }))
          .filter((a) => a.iterations === Infinity),
      );
      expect(endless, path).toEqual([]);
    }

    // The background drifts as the visitor scrolls: a scroll-driven animation, still while the page rests.
    await page.goto("/");
    const orb = page.locator(".bg-orb").first();
    const at = () => orb.evaluate((el) => getComputedStyle(el).transform);
    const resting = await at();
    await page.mouse.wheel(0, 2000);
    await expect.poll(at).not.toBe(resting);
  } finally {
    await context.close();
  }
});
