// Runs the receiver locally in workerd (through Miniflare), as `npm run forms:dev` and the tests do:
// bundles src/worker.ts the way wrangler does, applies migrations/ to a local D1 the way
// `wrangler d1 migrations apply` does (same d1_migrations table), serves it, and keeps each e-mail it
// sends as an .eml file.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

import { readMail } from "./mail-file.mjs";

export { readMail };

const here = dirname(fileURLToPath(import.meta.url));
export const COMPATIBILITY_DATE = "2026-11-01";

/** Bundles a module of src/ (the Worker by default) into one ES module, as wrangler does. */
export async function bundleWorker(entry = "src/worker.ts") {
  const result = await build({
    entryPoints: [join(here, entry)],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
    logLevel: "silent",
    // lib/forms.ts imports "@/lib/mailto"; the site's tsconfig maps that path.
    tsconfig: join(here, "../../tsconfig.json"),
    mainFields: ["module", "main"],
    // Provided by the Workers runtime.
    external: ["cloudflare:*"],
  });
  return result.outputFiles[0].text;
}

/** wrangler.jsonc as an object: JSON once its comments and trailing commas are taken out. */
export function readWranglerConfig() {
  const text = readFileSync(join(here, "wrangler.jsonc"), "utf8");
  let json = "";
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') {
      let end = i + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      json += text.slice(i, end + 1);
      i = end;
    } else if (text.startsWith("//", i)) {
      while (i < text.length && text[i] !== "\n") i++;
      json += "\n";
    } else if (text.startsWith("/*", i)) {
      i = text.indexOf("*/", i) + 1;
    } else {
      json += text[i];
    }
  }
  return JSON.parse(json.replace(/,(\s*[}\]])/g, "$1"));
}

/** The address the deployed MAIL binding may send to (its destination_address in wrangler.jsonc). */
export function mailDestination() {
  const binding = (readWranglerConfig().send_email ?? []).find((entry) => entry.name === "MAIL");
  if (!binding?.destination_address) throw new Error("wrangler.jsonc has no send_email binding MAIL with a destination_address.");
  return binding.destination_address;
}

// The MAIL binding in workerd: Miniflare's own send_email stand-in checks the message as Email Routing
// would (the locked destination, a From header that matches the sender, a Message-ID), then KEEP, a
// function in Node, writes it to the mail folder or, when told to, fails.
const MAIL_STAND_IN = `
import { WorkerEntrypoint } from "cloudflare:workers";
// Where Miniflare's EmailMessage keeps the raw message; its own stand-in reads it the same way.
const RAW = "EmailMessage::raw";
export class MailStandIn extends WorkerEntrypoint {
  async send(message) {
    const raw = message[RAW];
    if (typeof raw !== "string") throw new Error("The local mail stand-in takes the raw message as text.");
    const result = await this.env.ROUTING.send(message);
    const kept = await this.env.KEEP.fetch("http://mail/", { method: "POST", body: raw });
    if (!kept.ok) throw new Error(await kept.text());
    return result;
  }
}
export default { fetch: () => new Response(null, { status: 404 }) };
`;

function mailKeeper(mail, onMail) {
  return async (request) => {
    if (mail.fail || existsSync(join(mail.dir, "FAIL"))) {
      return new Response("The local mail stand-in is set to fail.", { status: 503 });
    }
    const raw = await request.text();
    const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
    const id = /^Message-ID: *<([0-9a-f-]{36})@/im.exec(head)?.[1] ?? "no-id";
    // Sortable by when it was sent, and one name per submission.
    const file = join(mail.dir, `${new Date().toISOString().replace(/:/g, "-")}-${id}.eml`);
    mkdirSync(mail.dir, { recursive: true });
    writeFileSync(file, raw);
    onMail?.(file);
    return new Response(file);
  };
}

/** Applies migrations/ in name order, those up to `until` (a file name) when given. */
export async function applyMigrations(db, { until } = {}) {
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)",
    )
    .run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all()).results.map((row) => row.name));
  const files = readdirSync(join(here, "migrations"))
    .filter((name) => name.endsWith(".sql") && (until === undefined || name <= until))
    .sort();
  for (const name of files) {
    if (applied.has(name)) continue;
    const sql = readFileSync(join(here, "migrations", name), "utf8");
    const statements = sql
      .replace(/--.*$/gm, "")
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => db.prepare(s));
    await db.batch([...statements, db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)]);
  }
}

/**
 * Starts the receiver. `vars` are the Worker's text bindings (FORMS_ALLOWED_ORIGINS and the rest);
 * `persist` is a folder for the D1 data, or false for a store that lives only as long as the process.
 * `mailDir` is the folder for the e-mails (one .eml each), or false for no MAIL binding at all (mail
 * status `none`); `mailFail` makes every send fail, as does a file named FAIL in `mailDir`, and so does
 * `mail.fail = true` on the answer; `onMail` hears each file's path. `triggers` serves
 * /cdn-cgi/local/scheduled, which runs the cron trigger.
 */
export async function startReceiver({
  port = 0,
  host = "127.0.0.1",
  vars = {},
  persist = false,
  mailDir = false,
  mailFail = false,
  onMail,
  triggers = false,
} = {}) {
  const script = await bundleWorker();
  const mail = mailDir ? { dir: resolve(mailDir), destination: mailDestination(), fail: mailFail } : null;
  const receiver = {
    name: "site-forms",
    modules: true,
    script,
    compatibilityDate: COMPATIBILITY_DATE,
    d1Databases: { DB: "forms" },
    d1Persist: persist,
    bindings: Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined && value !== "")),
    ...(mail ? { serviceBindings: { MAIL: { name: "mail-stand-in", entrypoint: "MailStandIn" } } } : {}),
  };
  const standIn = mail && {
    name: "mail-stand-in",
    modules: true,
    script: MAIL_STAND_IN,
    compatibilityDate: COMPATIBILITY_DATE,
    email: { send_email: [{ name: "ROUTING", destination_address: mail.destination }] },
    serviceBindings: { KEEP: mailKeeper(mail, onMail) },
  };
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port,
      unsafeTriggerHandlers: triggers,
      workers: standIn ? [receiver, standIn] : [receiver],
    }),
  );
  const url = await mf.ready;
  await applyMigrations(await mf.getD1Database("DB"));
  return { mf, url, mail };
}
