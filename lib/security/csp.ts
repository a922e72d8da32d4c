/**
 * The Content-Security-Policy of the export. Scripts: same origin plus the
 * SHA-256 hash of each inline script of the page, never 'unsafe-inline'.
 * Styles keep 'unsafe-inline' because Radix and framer-motion set style
 * attributes and elements at run time.
 */
import { createHash } from "node:crypto";

export const sha256Source = (script: string): string =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/** Inline <script> elements the browser would execute (data blocks such as JSON-LD are not scripts to CSP). */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

/** Markup that no hash can allow: inline event handlers and javascript: URLs. */
export function unhashableScriptMarkup(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=\s*["'][^"']*["'][^>]*>/gi)) found.push(`${m[1]} attribute`);
  for (const m of html.matchAll(/\b(?:href|src|action)\s*=\s*["']\s*javascript:/gi)) found.push(m[0]);
  return found;
}

export interface CspOptions {
  scriptHashes: string[];
  /** Remote image origins an editor chose in content (https://host). */
  imageOrigins?: string[];
}

/** The page's <meta> policy; frame-ancestors is the hosts' header (a <meta> policy may not carry it). */
export function buildCsp({ scriptHashes, imageOrigins = [] }: CspOptions): string {
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort()]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...imageOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", "mailto:"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
