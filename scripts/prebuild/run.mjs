// Before `next build`: the content check beside the font subset and the share images (which follow each other),
// each mostly one core. Each step's output is printed whole when it ends; the first failure fails the build.
import { spawn } from "node:child_process";

const run = (commands) =>
  commands.reduce(
    (previous, command) =>
      previous.then(
        (ok) =>
          ok &&
          new Promise((resolve) => {
            const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
            let output = "";
            child.stdout.on("data", (chunk) => (output += chunk));
            child.stderr.on("data", (chunk) => (output += chunk));
            child.on("close", (status) => {
              process.stdout.write(`\n> ${command}\n${output}`);
              resolve(status === 0);
            });
          }),
      ),
    Promise.resolve(true),
  );

const results = await Promise.all([run(["npm run -s content:check"]), run(["npm run -s font", "npm run -s share-images"])]);
if (results.includes(false)) process.exit(1);
