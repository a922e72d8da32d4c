// `npm run forms:dev`: the receiver at http://127.0.0.1:${FORMS_PORT:-8787}, in workerd, with a local D1
// kept in hosting/forms/.state/ (git-ignored; FORMS_PERSIST=0 keeps it in memory instead). The FORMS_*
// variables of the environment become the Worker's settings.
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { startReceiver } from "./local.mjs";

const SETTINGS = [
  "FORMS_ALLOWED_ORIGINS",
  "FORMS_ADMIN_TOKEN",
  "FORMS_WEBHOOK_URL",
  "FORMS_RETENTION_DAYS",
  "FORMS_RATE_LIMIT",
  "FORMS_RATE_WINDOW_SECONDS",
  "FORMS_MIN_FILL_SECONDS",
];

const port = Number(process.env.FORMS_PORT || 8787);
const persist = process.env.FORMS_PERSIST === "0" ? false : fileURLToPath(new URL(".state/d1", import.meta.url));
const vars = Object.fromEntries(SETTINGS.map((name) => [name, process.env[name]]));
if (!vars.FORMS_ALLOWED_ORIGINS) console.warn("FORMS_ALLOWED_ORIGINS is empty: every submission will be refused (403).");

const { url } = await startReceiver({ port, vars, persist });
console.log(
  `Forms receiver: POST ${new URL("/submit", url)}, GET ${new URL("/submissions", url)}${persist ? ` (D1 in ${join("hosting/forms", ".state/d1")})` : ""}`,
);

// SIGINT and SIGTERM: Miniflare's own exit hook stops workerd and ends the process with the signal.
