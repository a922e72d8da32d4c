// Runs the receiver locally in workerd (through Miniflare), as `npm run forms:dev` and the tests do:
// bundles src/worker.ts the way wrangler does, applies migrations/ to a local D1 the way
// `wrangler d1 migrations apply` does (same d1_migrations table), and serves it.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

const here = dirname(fileURLToPath(import.meta.url));
export const COMPATIBILITY_DATE = "2026-11-01";

export async function bundleWorker() {
  const result = await build({
    entryPoints: [join(here, "src/worker.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
    logLevel: "silent",
    // lib/forms.ts imports "@/lib/mailto"; the site's tsconfig maps that path.
    tsconfig: join(here, "../../tsconfig.json"),
    mainFields: ["module", "main"],
  });
  return result.outputFiles[0].text;
}

export async function applyMigrations(db) {
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP)",
    )
    .run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all()).results.map((row) => row.name));
  const files = readdirSync(join(here, "migrations"))
    .filter((name) => name.endsWith(".sql"))
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
 */
export async function startReceiver({ port = 0, host = "127.0.0.1", vars = {}, persist = false } = {}) {
  const script = await bundleWorker();
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host,
      port,
      modules: true,
      script,
      compatibilityDate: COMPATIBILITY_DATE,
      d1Databases: { DB: "forms" },
      d1Persist: persist,
      bindings: Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined && value !== "")),
    }),
  );
  const url = await mf.ready;
  await applyMigrations(await mf.getD1Database("DB"));
  return { mf, url };
}
