// A dropped request never leaves a dead page: the after-paint loader tries again, and when it gives
// up the page says so and keeps what works without scripts.
import { expect, test, type Page } from "@playwright/test";

const CHUNK = /\/_next\/static\/chunks\/[^/]+\.js$/;

/** Aborts the first request whose path matches `pattern` (the rest are served). */
async function dropFirst(page: Page, pattern: RegExp): Promise<() => string | null> {
  let dropped: string | null = null;
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      if (dropped === null) {
        dropped = route.request().url();
        return route.abort("connectionreset");
      }
      return route.continue();
    },
  );
  return () => dropped;
}

/** Fails every payload request and every chunk request, the after-paint loader's too unless `loader` is false. */
async function failScripts(page: Page, { loader }: { loader: boolean }) {
  await page.route(
    (url) =>
      /\/index(\.hydration)?\.txt$/.test(url.pathname) ||
      (CHUNK.test(url.pathname) && (loader || !url.pathname.includes("/after-paint-"))),
    (route) => route.abort("failed"),
  );
}

/** The page's uncaught errors and the messages it logs as errors. */
function watchErrors(page: Page): { uncaught: string[]; logged: string[] } {
  const seen = { uncaught: [] as string[], logged: [] as string[] };
  page.on("pageerror", (error) => seen.uncaught.push(error.message));
  page.on("console", (message) => message.type() === "error" && seen.logged.push(message.text()));
  return seen;
}

/** The chat opens, and its code takes over (its language control appears): the page's scripts ran. */
async function expectChatOpens(page: Page) {
  const launcher = page.getByRole("button", { name: "Open chat assistant" });
  await launcher.click();
  const panel = page.getByRole("dialog", { name: "AI Assistant" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("combobox", { name: "Assistant language" })).toBeVisible({ timeout: 20_000 });
}

test.describe("on a bad network", () => {
  test.skip(({ isMobile }) => isMobile, "the loader is the same at every width");

  test("the first request for the page's payload is reset: the page hydrates from the next try and the chat opens", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const dropped = await dropFirst(page, /\/index(\.hydration)?\.txt$/);
    await page.goto("/product/voice-bot/");
    await expectChatOpens(page);
    expect(dropped()).toMatch(/\/product\/voice-bot\/index\.hydration\.txt$/);
    await expect(page.locator("html")).not.toHaveClass(/framework-failed/);
    expect(errors.uncaught).toEqual([]);
  });

  test("the first request for a framework chunk is reset: the page still hydrates and the chat opens", async ({ page }) => {
    const errors = watchErrors(page);
    const html = await (await page.request.get("/product/voice-bot/")).text();
    const chunk = /<template id="framework-scripts"[^>]*>.*?<script src="([^"]+)"/.exec(html)?.[1];
    expect(chunk).toMatch(CHUNK);
    const dropped = await dropFirst(page, new RegExp(`${chunk!.replace(/[.]/g, "\\.")}$`));
    await page.goto("/product/voice-bot/");
    await expectChatOpens(page);
    expect(dropped()).toContain(chunk!);
    expect(errors.uncaught).toEqual([]);
  });

  test("when every payload and chunk request fails, the page says so after the retries, with no uncaught error", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    // The loader itself arrives; everything it asks for fails.
    await failScripts(page, { loader: false });
    await page.goto("/");
    const note = page.getByRole("status").filter({ hasText: "could not load" });
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(page.locator("html")).toHaveClass(/framework-failed/);
    await expect(note.getByRole("link", { name: "Reload the page" })).toBeVisible();
    // The overlays still open by themselves, and the chat shows its way out: its form leads to the contact page.
    await page.getByRole("button", { name: "Open chat assistant" }).click();
    const panel = page.getByRole("dialog", { name: "AI Assistant" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("textbox")).toBeFocused();
    expect(await panel.locator("form").getAttribute("action")).toBe("/contact-us/");
    expect(errors.uncaught).toEqual([]);
    expect(
      errors.logged.filter((text) => /^Interactive parts did not load: \/index\.hydration\.txt failed 3 times/.test(text)),
    ).toHaveLength(1);
  });

  test("when every script request fails on the contact page, the loader's included, its prepared mail links appear", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    await failScripts(page, { loader: true });
    await page.goto("/contact-us/");
    await expect(page.getByTestId("message-noscript")).toBeHidden();
    await expect(page.locator("html")).toHaveClass(/framework-failed/, { timeout: 30_000 });
    for (const id of ["message-noscript", "appointment-noscript"]) {
      const box = page.getByTestId(id);
      await expect(box).toBeVisible();
      await expect(box.getByRole("link")).toHaveAttribute("href", /^mailto:/);
    }
    expect(errors.uncaught).toEqual([]);
    expect(
      errors.logged.filter((text) => /^Interactive parts did not load: .*after-paint-.* failed 3 times$/.test(text)),
    ).toHaveLength(1);
  });

  test("in the normal path the failure note takes no space", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open chat assistant" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "could not load" })).toBeHidden();
  });
});

test("a tap on the chat launcher on a throttled phone, as early as it can be made, opens the panel without a second tap", async ({
  browser,
  isMobile,
}) => {
  test.skip(isMobile, "the phone is emulated here, in its own context");
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: 204800,
      uploadThroughput: 96000,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/", { waitUntil: "commit" });
    // The launcher and the panel are the page's own HTML: the first moment the launcher shows, a tap opens the panel.
    await page.getByRole("button", { name: "Assistants" }).tap({ timeout: 60_000 });
    await page.getByRole("button", { name: "Open chat assistant" }).tap();
    await expect(page.getByRole("dialog", { name: "AI Assistant" })).toBeVisible();
  } finally {
    await context.close();
  }
});
