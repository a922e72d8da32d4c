// `npm run forms:dev`: the receiver at http://127.0.0.1:${FORMS_PORT:-8787}, in workerd, with a local D1
// kept in hosting/forms/.state/ (git-ignored; FORMS_PERSIST=0 keeps it in memory instead). The FORMS_*
// variables of the environment become the Worker's settings. Each e-mail it would send is kept as an .eml
// file in FORMS_MAIL_DIR (default hosting/forms/.state/mail/; a relative path is from the current folder);
// FORMS_MAIL_FAIL=1, or a file named FAIL in that folder, makes every send fail. GET /cdn-cgi/local/scheduled
// runs the cron trigger.
import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { readMail, startReceiver } from "./local.mjs";

const SETTINGS = [
  "FORMS_ALLOWED_ORIGINS",
  "FORMS_ADMIN_TOKEN",
  "FORMS_WEBHOOK_URL",
  "FORMS_MAIL_FROM",
  "FORMS_MAIL_TO",
  "FORMS_RETENTION_DAYS",
  "FORMS_RATE_LIMIT",
  "FORMS_RATE_WINDOW_SECONDS",
  "FORMS_MIN_FILL_SECONDS",
];

const port = Number(process.env.FORMS_PORT || 8787);
const persist = process.env.FORMS_PERSIST === "0" ? false : fileURLToPath(new URL(".state/d1", import.meta.url));
const mailDir = process.env.FORMS_MAIL_DIR
  ? resolve(process.env.FORMS_MAIL_DIR)
  : fileURLToPath(new URL(".state/mail", import.meta.url));
const vars = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
if (!vars.FORMS_ALLOWED_ORIGINS) console.warn("FORMS_ALLOWED_ORIGINS is empty: every submission will be refused (403).");

const shown = (path) => relative(process.cwd(), path) || ".";
const { url, mail } = await startReceiver({
  port,
  vars,
  persist,
  mailDir,
  mailFail: process.env.FORMS_MAIL_FAIL === "1",
  onMail: (file) => console.log(`E-mail "${readMail(readFileSync(file, "utf8")).get("Subject")}": ${shown(file)}`),
  triggers: true,
});
console.log(
  `Forms receiver: POST ${new URL("/submit", url)}, GET ${new URL("/submissions", url)}${persist ? ` (D1 in ${shown(persist)})` : ""}`,
);
console.log(
  `E-mail to ${mail.destination}: kept as .eml files in ${shown(mail.dir)}${mail.fail ? " (FORMS_MAIL_FAIL=1: every send fails)" : ""}`,
);

// SIGINT and SIGTERM: Miniflare's own exit hook stops workerd and ends the process with the signal.
