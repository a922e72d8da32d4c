// The build skips Next's own type check because the first stage has just run tsc over the same files
// (next.config.mjs reads SITE_TYPECHECKED).
import { spawnSync } from "node:child_process";

const stages = [
  ["type check", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["format check", "npm run format:check"],
  ["content check", "npm run content:check"],
  ["unit tests", "npm run test:unit"],
  ["build", "npm run build", { SITE_TYPECHECKED: "1" }],
  ["export checks", "npm run test:export"],
  ["browser tests", "npm run test:e2e"],
];

const times = [];
let failed = null;
for (const [name, command, env = {}] of stages) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
  times.push([name, (performance.now() - started) / 1000]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const minutes = (s) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, "0")}`;
console.log("\nStage times (m:ss)");
for (const [name, seconds] of times) console.log(`  ${name.padEnd(18)} ${minutes(seconds)}`);
console.log(`  ${"total".padEnd(18)} ${minutes(times.reduce((sum, [, s]) => sum + s, 0))}`);
if (failed) {
  console.error(`\nnpm test stopped: the ${failed} stage failed.`);
  process.exit(1);
}
