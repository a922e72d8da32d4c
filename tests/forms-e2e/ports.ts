import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where the forms' browser tests run the site, the receiver and the webhook (playwright.forms.config.ts). */
export const SITE_PORT = 4174;
export const FORMS_PORT = 8787;
export const WEBHOOK_PORT = 8791;
export const ADMIN_TOKEN = "forms-e2e-token";

export const SITE = `http://127.0.0.1:${SITE_PORT}`;
export const RECEIVER = `http://127.0.0.1:${FORMS_PORT}`;
export const ENDPOINT = `${RECEIVER}/submit`;
export const WEBHOOK = `http://127.0.0.1:${WEBHOOK_PORT}`;
/** Where the local receiver keeps each e-mail it sends (FORMS_MAIL_DIR), one .eml per submission. */
export const MAIL_DIR = join(tmpdir(), "site-forms-e2e-mail");
