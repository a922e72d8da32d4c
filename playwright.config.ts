import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// The translated pages the sweeps visit change per run (tests/e2e/exported-routes.ts). The runner sets
// the seed once and its workers inherit it; SWEEP_SEED=<n> replays a run.
if (!process.env.SWEEP_SEED) {
  process.env.SWEEP_SEED = String(Math.floor(Math.random() * 1e6));
  console.log(`Browser sweeps: translated pages drawn with SWEEP_SEED=${process.env.SWEEP_SEED}.`);
}
/**
 * Debian's Chromium (Playwright cannot download browsers here). Its headless shell when installed (Debian's
 * chromium-headless-shell, which .ci/run installs): Chromium without the desktop browser's processes, what
 * Playwright itself runs headless by default, and on two cores the same tests in less than half the time.
 * Else the full browser. E2E_BROWSER names another.
 */
const executablePath = [
  process.env.E2E_BROWSER,
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].find((p) => p && existsSync(p));
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: 2,
  retries: 1,
  reporter: process.env.CI ? "list" : "dot",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test costs more than the tests; record the retry of a failure.
    trace: "on-first-retry",
    // The site's drifting background and other decorations stop under reduced motion; without
    // a GPU their endless frames would take the CPU the tests need. No test measures motion.
    reducedMotion: "reduce",
    launchOptions,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: "mobile",
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: devices["Pixel 7"].userAgent,
        launchOptions,
      },
    },
    {
      name: "no-js",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions },
      testMatch: /(routes|content)\.e2e\.ts/,
    },
  ],
  webServer: {
    command: `node hosting/serve.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
