import { expect, test } from "@playwright/test";

import { SECURITY_HEADERS } from "@/hosting/headers.mjs";

import { encodePath, exportedRoutes } from "./exported-routes";

const routes = exportedRoutes();

test("the export holds every route family", () => {
  expect(routes.length).toBeGreaterThan(100);
  for (const prefix of ["/product/", "/solutions/", "/industry/", "/services/", "/blog/", "/case-studies/"]) {
    expect(routes.filter((r) => r.startsWith(prefix)).length, prefix).toBeGreaterThan(1);
  }
});

// The sweep over every exported route runs once, in the desktop project, a chunk of routes
// per test in one page; the mobile and no-JavaScript projects keep the behaviour tests.
const CHUNK = 12;
const chunks = Array.from({ length: Math.ceil(routes.length / CHUNK) }, (_, i) => routes.slice(i * CHUNK, (i + 1) * CHUNK));

test.describe("every route", () => {
  test.skip(({ isMobile, javaScriptEnabled }) => isMobile || !javaScriptEnabled, "one sweep, in the desktop project, is enough");

  for (const chunk of chunks) {
    test(`${chunk[0]} … ${chunk.at(-1)} answer 200 with one visible h1, the landmarks, no console error and no policy violation under the served headers`, async ({
      page,
    }) => {
      test.setTimeout(20_000 + chunk.length * 5_000);
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
      for (route of chunk) {
        const response = await page.goto(encodePath(route), { waitUntil: "load" });
        expect(response?.status(), route).toBe(200);
        await expect(page.locator("h1"), route).toHaveCount(1);
        await expect(page.locator("h1"), route).toBeVisible();
        await expect(page.getByRole("banner"), route).toBeVisible();
        await expect(page.getByRole("main"), route).toBeVisible();
        await expect(page.getByRole("contentinfo"), route).toBeVisible();
      }
      expect(errors).toEqual([]);
    });
  }
});

const unknownIds = [
  "/product/no-such-product/",
  "/solutions/business-solutions/no-such-solution/",
  "/solutions/no-such-category/crm/",
  "/solutions/no-such-landing/",
  "/industry/no-such-industry/",
  "/services/no-such-service/",
  "/blog/no-such-post/",
  "/case-studies/no-such-study/",
  "/no/such/page",
];

for (const path of unknownIds) {
  test(`unknown ${path} shows the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page Not Found.");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back to Homepage" })).toHaveAttribute("href", "/");
  });
}

test("a solution whose category holds '&' opens with the ampersand written plainly or as %26", async ({ page }) => {
  for (const path of ["/solutions/communication-&-collaboration/voip/", "/solutions/communication-%26-collaboration/voip/"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

const sampledPages = [
  "/",
  "/product/voice-bot/",
  "/solutions/healthcare/",
  "/services/",
  "/contact-us/",
  "/blog/ai-chatbots-ux/",
];

for (const path of sampledPages) {
  test(`${path} makes no request to another host and reports no CSP violation`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.origin !== origin) foreign.push(request.url());
    });
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toBe(SECURITY_HEADERS["Content-Security-Policy"]);
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")).toContain(
      "script-src 'self' 'sha256-",
    );
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
}
