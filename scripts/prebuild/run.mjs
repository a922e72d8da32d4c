// Before `next build`: the content check beside the font subset and the share images (which follow each other),
// each mostly one core. Each step's output is printed whole when it ends; the first failure fails the build.
import { spawn } from "node:child_process";

/** Runs `command`, printing its output when it ends; resolves whether it passed. */
const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => {
      process.stdout.write(`\n> ${command}\n${output}`);
      resolve(status === 0);
    });
  });

/** Runs `commands` one after another, stopping at the first that fails. */
async function inTurn(commands) {
  for (const command of commands) if (!(await run(command))) return false;
  return true;
}

const results = await Promise.all([run("npm run -s content:check"), inTurn(["npm run -s font", "npm run -s share-images"])]);
if (results.includes(false)) process.exit(1);
