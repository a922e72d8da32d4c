// `npm start`: builds a local preview of the export and serves it. The preview skips two steps of `npm run build`
// that only hosts and `npm test` need: Next's own type check (`npm test` runs tsc, and the content check runs it
// over content/) and the precompressed .br and .gz copies (hosting/serve.mjs compresses each file once as it
// serves it, with the same settings, so the bytes sent are the same). Hosts deploy `npm run build`'s out/.
import { spawn } from "node:child_process";

const run = (command, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (status) => (status === 0 ? resolve() : reject(new Error(`${command} failed (${status})`))));
  });

const started = performance.now();
try {
  await run("npm run build", { SITE_TYPECHECKED: "1", SITE_PRECOMPRESS: "0" });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`\nPreview built in ${Math.round((performance.now() - started) / 1000)} s.`);
await run("npm run serve").catch(() => process.exit(1));
