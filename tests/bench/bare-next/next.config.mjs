import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// Built by tests/bench/bench.mjs with the site's own Next; the repo root holds node_modules.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  trailingSlash: true,
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
};

export default nextConfig;
