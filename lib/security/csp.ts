import { createHash } from "node:crypto";

export const sha256Source = (script: string): string =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attrs)?.[1]?.toLowerCase();
    // Data blocks such as JSON-LD are not scripts to CSP.
    if (type && !["text/javascript", "module", "application/javascript"].includes(type)) continue;
    scripts.push(match[2] ?? "");
  }
  return scripts;
}

export function unhashableScriptMarkup(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=\s*["'][^"']*["'][^>]*>/gi)) found.push(`${m[1]} attribute`);
  for (const m of html.matchAll(/\b(?:href|src|action)\s*=\s*["']\s*javascript:/gi)) found.push(m[0]);
  return found;
}

export interface CspOptions {
  scriptHashes: string[];
  imageOrigins?: string[];
  /** The forms' endpoint (NEXT_PUBLIC_FORMS_ENDPOINT): its origin may be fetched and posted to. */
  formsEndpoint?: string;
}

// No frame-ancestors: a <meta> policy may not carry it, so the hosts send it as a header.
export function buildCsp({
  scriptHashes,
  imageOrigins = [],
  formsEndpoint = process.env.NEXT_PUBLIC_FORMS_ENDPOINT,
}: CspOptions): string {
  const forms = formsEndpoint ? [new URL(formsEndpoint).origin] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort()]],
    // Radix and framer-motion set style attributes and elements at run time.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", ...imageOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...forms]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["frame-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'", "mailto:", ...forms]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}
