// Each page carries its own script policy in a <meta>, so hosts need one static header set for every path.
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

import { buildCsp, executableInlineScripts, sha256Source, unhashableScriptMarkup } from "@/lib/security/csp";
import { loadContentBundle } from "@/scripts/content-check/bundle";

import { filesUnder } from "./files";

const root = process.cwd();
const out = join(root, "out");

function remoteImageOrigins(): string[] {
  const origins = new Set<string>();
  const visit = (value: unknown, key: string) => {
    if (typeof value === "string") {
      if (/^(imageUrl|heroImage|avatar|src)$/.test(key) && /^https:\/\//.test(value)) origins.add(new URL(value).origin);
    } else if (Array.isArray(value)) value.forEach((v) => visit(v, key));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) visit(v, k);
  };
  visit(loadContentBundle(), "");
  return [...origins].sort();
}

const imageOrigins = remoteImageOrigins();
const problems: string[] = [];
let pages = 0;

for (const file of filesUnder(out, (name) => name.endsWith(".html"), ["_next"])) {
  const rel = relative(out, file).split(sep).join("/");
  let html = readFileSync(file, "utf8").replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  for (const markup of unhashableScriptMarkup(html)) problems.push(`${rel}: ${markup} cannot be allowed by a hash`);
  const hashes = executableInlineScripts(html).map(sha256Source);
  const policy = buildCsp({ scriptHashes: hashes, imageOrigins });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (!/<meta charSet="utf-8"\/>/i.test(html)) problems.push(`${rel}: no <meta charSet> to place the policy after`);
  html = html.replace(/<meta charSet="utf-8"\/>/i, (m) => `${m}${meta}`);
  // Every script the browser will run must be allowed by the policy just written.
  for (const script of executableInlineScripts(html)) {
    if (!policy.includes(sha256Source(script))) problems.push(`${rel}: an inline script is left without a hash`);
  }
  writeFileSync(file, html);
  pages += 1;
}

if (problems.length) {
  console.error(`CSP step failed:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}

console.log(`CSP: ${pages} pages hashed and given their own <meta> policy.`);
