// The local static server of `npm start` and the browser tests: serve-handler
// (the core of the `serve` package) over out/, with the headers the build wrote
// to hosting/generated/serve.json (per-page CSP, security and caching headers).
// Unknown paths get out/404.html with status 404, as on a production host.
// Responses are gzip-compressed.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import compression from "compression";
import handler from "serve-handler";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const configFile = join(root, "hosting/generated/serve.json");
const port = Number(process.env.PORT ?? process.argv[2] ?? 3000);

if (!existsSync(join(root, "out/index.html")) || !existsSync(configFile)) {
  console.error("out/ or hosting/generated/serve.json is missing: run `npm run build` first.");
  process.exit(1);
}

const config = { ...JSON.parse(readFileSync(configFile, "utf8")), public: join(root, "out") };

// gzip like any production host (serve's CLI does the same).
const compress = compression();

http
  .createServer((request, response) => compress(request, response, () => handler(request, response, config)))
  .listen(port, "0.0.0.0", () => console.log(`Serving out/ at http://localhost:${port}`));
