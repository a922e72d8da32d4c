// The forms against a real receiver: the export built with NEXT_PUBLIC_FORMS_ENDPOINT set (out-forms/,
// made by scripts/forms-e2e.mjs), the receiver in workerd keeping its e-mails in MAIL_DIR, and a local
// webhook, all started and stopped here.
import { defineConfig, devices } from "@playwright/test";

import baseConfig from "./playwright.config";
import { ADMIN_TOKEN, FORMS_PORT, MAIL_DIR, SITE_PORT, WEBHOOK_PORT } from "./tests/forms-e2e/ports";

const launchOptions = baseConfig.use?.launchOptions;

export default defineConfig({
  testDir: "tests/forms-e2e",
  testMatch: "**/*.e2e.ts",
  // One receiver and one webhook for every test, shared by two workers: each test reads back only the rows,
  // mails and notifications of its own tag, and the webhook fails only for the tag a test sets to fail.
  fullyParallel: true,
  workers: 2,
  retries: 1,
  reporter: process.env.CI ? "list" : "dot",
  timeout: 45_000,
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: "on-first-retry",
    reducedMotion: "reduce",
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    launchOptions,
  },
  webServer: [
    {
      command: `node hosting/serve.mjs ${SITE_PORT}`,
      env: { SERVE_ROOT: "out-forms" },
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node tests/forms-e2e/webhook.mjs ${WEBHOOK_PORT}`,
      url: `http://127.0.0.1:${WEBHOOK_PORT}/received`,
      reuseExistingServer: false,
    },
    {
      command: "node hosting/forms/dev.mjs",
      env: {
        FORMS_PORT: String(FORMS_PORT),
        FORMS_PERSIST: "0",
        FORMS_ALLOWED_ORIGINS: `http://127.0.0.1:${SITE_PORT}`,
        FORMS_ADMIN_TOKEN: ADMIN_TOKEN,
        FORMS_WEBHOOK_URL: `http://127.0.0.1:${WEBHOOK_PORT}/hook`,
        // Every test posts from 127.0.0.1; the limit itself is proved in the receiver's own tests.
        FORMS_RATE_LIMIT: "1000",
        FORMS_MIN_FILL_SECONDS: "0",
        FORMS_MAIL_DIR: MAIL_DIR,
      },
      // 401 without the token: Playwright counts it as up.
      url: `http://127.0.0.1:${FORMS_PORT}/submissions`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
