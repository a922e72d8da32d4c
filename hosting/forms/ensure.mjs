// Installs the receiver's own packages on first use (exactly its lock), as tests/bench does for Lighthouse,
// so the site's install and lock stay free of workerd and wrangler.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
if (!existsSync(new URL("node_modules/miniflare/package.json", import.meta.url))) {
  console.log("Installing the forms receiver's own packages (hosting/forms, first use)…");
  execSync("npm ci --no-audit --no-fund", { cwd: dir, stdio: "inherit" });
}
