/** @jest-environment node */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { SECURITY_HEADERS } from "@/hosting/headers.mjs";

/** Each host's sample carries exactly the header set of hosting/headers.mjs. */
const read = (path: string) => readFileSync(join(process.cwd(), path), "utf8");

describe.each([
  ["public/_headers", (name: string, value: string) => `  ${name}: ${value}`],
  ["hosting/nginx-headers.conf", (name: string, value: string) => `add_header ${name} "${value}" always;`],
  ["hosting/cloudfront.md", (name: string, value: string) => `| ${name} | \`${value}\` |`],
])("%s", (file, line) => {
  test.each(Object.entries(SECURITY_HEADERS))("sends %s", (name, value) => {
    expect(read(file)).toContain(line(name, value));
  });

  test("sends no obsolete or per-page header", () => {
    expect(read(file)).not.toMatch(/interest-cohort|sha256-|\$csp_policy/);
  });
});

test("_headers stays far under Cloudflare Pages' limit of 100 rules", () => {
  const rules = read("public/_headers")
    .split("\n")
    .filter((l) => l.startsWith("/"));
  expect(rules.length).toBeLessThanOrEqual(5);
});

test("the nginx sample serves HTTPS with compression and redirects plain HTTP", () => {
  const conf = read("hosting/nginx.conf");
  expect(conf).toMatch(/listen 443 ssl( http2)?;/);
  expect(conf).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  expect(conf).toMatch(/gzip on;/);
  expect(conf).toMatch(/autoindex off;/);
});
