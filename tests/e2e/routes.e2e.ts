// Every exported route is visited once, with its checks, in a11y.e2e.ts; here the paths that are
// not pages, and the sampled pages' requests under the served headers.
import { expect, test } from "@playwright/test";

import { SECURITY_HEADERS } from "@/hosting/headers.mjs";

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
