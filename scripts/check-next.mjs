// `npm run check:next [version]`: does the site build and work on another Next? Copies the working tree
// (tracked and unignored files) to a throwaway folder, installs exactly the lock there plus that `next`
// (default: the newest published on the registry, canary included), builds it, runs the export checks
// (first-load JS held to the floor built with that version, tests/bench/bare-next) and the browser
// tests of the after-paint, bad-network, search and forms specs, and prints what each
// export step did on that version, or what it did not recognise. The working tree is never touched.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { firstLoadJs } from "../tests/bench/first-load-js.mjs";

const root = process.cwd();

/** The version published last: canaries come out between releases, so "newest" is by publication time. */
function newestNext() {
  const times = JSON.parse(execFileSync("npm", ["view", "next", "time", "--json"], { encoding: "utf8" }));
  const [version] = Object.entries(times)
    .filter(([name]) => name !== "created" && name !== "modified")
    .sort(([, a], [, b]) => Date.parse(b) - Date.parse(a))[0];
  return version;
}

const version = process.argv[2] ?? newestNext();
const current = JSON.parse(
  execFileSync("node", ["-p", "JSON.stringify(require('next/package.json').version)"], { encoding: "utf8" }),
);
const work = mkdtempSync(join(tmpdir(), `check-next-${version}-`));
console.log(`check:next: next ${version} (this tree: ${current}) in ${work}`);

const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { encoding: "utf8" })
  .split("\0")
  // Other exports lying around (out-a/ of an A/B) would be scanned by Tailwind as sources.
  .filter((file) => file && !/^out[^/]*\//.test(file));
for (const file of files) {
  mkdirSync(join(work, dirname(file)), { recursive: true });
  try {
    cpSync(join(root, file), join(work, file));
  } catch {
    // A file deleted in the working tree but not yet in git's index.
  }
}

const results = [];
function stage(name, command, args, env = {}) {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}`);
  const run = spawnSync(command, args, { cwd: work, env: { ...process.env, ...env }, encoding: "utf8", stdio: "pipe" });
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  process.stdout.write(output);
  results.push({ name, ok: run.status === 0 });
  return { ok: run.status === 0, output };
}

const proceed =
  stage("install the lock", "npm", ["ci", "--no-audit", "--no-fund"]).ok &&
  stage(`install next ${version}`, "npm", ["install", "--no-save", "--no-audit", "--no-fund", `next@${version}`]).ok;
let build = { ok: false, output: "" };
if (proceed) build = stage("build", "npm", ["run", "build"], { SITE_TYPECHECKED: "1" });
if (build.ok) {
  // The size checks hold first-load JS to the floor of the same Next plus the site's allowance.
  const floor = stage("the bare Next floor", "node", ["node_modules/next/dist/bin/next", "build", "tests/bench/bare-next"], {
    NEXT_TELEMETRY_DISABLED: "1",
  });
  const floorOut = join(work, "tests/bench/bare-next/out");
  const floorGzip = floor.ok ? firstLoadJs(floorOut, readFileSync(join(floorOut, "index.html"), "utf8")) : 0;
  if (floor.ok) console.log(`The floor's first-load JS on next ${version}: ${floorGzip} B gzip`);
  stage("export checks", "npm", ["run", "test:export"], floorGzip ? { BARE_NEXT_FLOOR_GZIP: String(floorGzip) } : {});
  stage("browser tests", "npx", [
    "playwright",
    "test",
    "tests/e2e/after-paint.e2e.ts",
    "tests/e2e/bad-network.e2e.ts",
    "tests/e2e/search.e2e.ts",
    "tests/e2e/forms.e2e.ts",
  ]);
  stage("forms against the receiver", "npm", ["run", "test:forms"]);
}

// What each step said: its summary line when it applied, its failure when it did not recognise its input.
const STEP_LINES = /^(After paint|Framework bundle|Static parts|Page CSS|CSP|Hosts|Postbuild)[:\s].*$|^ {2}- [a-z-]+: .*$/gm;
console.log(`\ncheck:next ${version} (this tree: ${current})`);
for (const line of build.output.match(STEP_LINES) ?? []) console.log(`  ${line.trim()}`);
for (const { name, ok } of results) console.log(`  ${ok ? "passed" : "FAILED"}  ${name}`);
const failed = results.some((result) => !result.ok) || !build.ok;
if (!failed) rmSync(work, { recursive: true, force: true });
else console.log(`  The copy is kept for a look: ${work}`);
process.exit(failed ? 1 : 0);
