// The checks that read only the sources run side by side (each is mostly one core, and this machine
// has two); the build, the checks over its export and the browser tests then run in turn. The build
// skips Next's own type check because the type check has just run tsc over the same files
// (next.config.mjs reads SITE_TYPECHECKED).
import { spawn } from "node:child_process";

const steps = [
  [
    ["type check", "npm run typecheck"],
    ["lint", "npm run lint"],
    ["format check", "npm run format:check"],
    ["content check", "npm run content:check"],
    ["unit tests", "npm run test:unit"],
    // The forms' receiver in workerd (installs hosting/forms/ on first use).
    ["receiver tests", "npm run forms:test"],
  ],
  [["build", "npm run build", { SITE_TYPECHECKED: "1" }]],
  [["export checks", "npm run test:export"]],
  [["browser tests", "npm run test:e2e"]],
  // A second export, with NEXT_PUBLIC_FORMS_ENDPOINT set, into out-forms/, and the forms against the receiver.
  [["forms browser tests", "npm run test:forms"]],
];

// A stage alone streams its output; stages side by side keep theirs and print it whole when done.
function run([name, command, env = {}], alone) {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: alone ? "inherit" : "pipe", env: { ...process.env, ...env } });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on("close", (status) => {
      if (!alone) process.stdout.write(`\n▶ ${name}: ${command}\n${output}`);
      resolve({ name, status, seconds: (performance.now() - started) / 1000 });
    }),
  );
}

const times = [];
let total = 0;
let failed = null;
for (const step of steps) {
  const alone = step.length === 1;
  if (alone) console.log(`\n▶ ${step[0][0]}: ${step[0][1]}`);
  const started = performance.now();
  const results = await Promise.all(step.map((stage) => run(stage, alone)));
  const wall = (performance.now() - started) / 1000;
  total += wall;
  for (const { name, status, seconds } of results) {
    times.push([alone ? name : `${name} ‖`, seconds]);
    if (status !== 0) failed ??= name;
  }
  if (!alone) times.push(["‖ side by side", wall]);
  if (failed) break;
}

const minutes = (s) => {
  const whole = Math.round(s); // round once, so 539.6 s reads 9:00, not 8:60
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
};
console.log("\nStage times (m:ss; ‖ marks the stages that ran side by side, and their wall time)");
for (const [name, seconds] of times) console.log(`  ${name.padEnd(18)} ${minutes(seconds)}`);
console.log(`  ${"total".padEnd(18)} ${minutes(total)}`);
if (failed) {
  console.error(`\nnpm test stopped: the ${failed} stage failed.`);
  process.exit(1);
}
