// The script policy of an exported page: the hashes of its inline scripts, in a <meta>.
import { createHash } from "node:crypto";

import { contentOf, elementsOf, type Element } from "./html";

export const sha256Source = (script: string): string =>
  `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

const DATA_BLOCK = (type: string | undefined) =>
  type !== undefined && !["", "text/javascript", "module", "application/javascript"].includes(type.trim().toLowerCase());

/** The text of every inline script the browser would run, as written (data blocks such as JSON-LD are not scripts to CSP). */
export function executableInlineScripts(html: string, elements: readonly Element[] = elementsOf(html)): string[] {
  return elements
    .filter((element) => element.name === "script" && !element.attrs.has("src") && !DATA_BLOCK(element.attrs.get("type")))
    .map((element) => contentOf(html, element));
}

/** Script in markup that no hash can allow: event handler attributes and javascript: URLs. */
export function unhashableScriptMarkup(html: string, elements: readonly Element[] = elementsOf(html)): string[] {
  const found: string[] = [];
  for (const { attrs } of elements) {
    for (const [name, value] of attrs) {
      if (name.startsWith("on")) found.push(`${name} attribute`);
      else if (["href", "src", "action"].includes(name) && /^\s*javascript:/i.test(value)) found.push(`${name}="javascript:`);
    }
  }
  return found;
}

export interface CspOptions {
  scriptHashes: string[];
  imageOrigins?: string[];
  /** The forms' endpoint (NEXT_PUBLIC_FORMS_ENDPOINT): its origin may be fetched and posted to. */
  formsEndpoint?: string;
  /** Whether pages run WebAssembly: site search on Pagefind (the default; not with SITE_SEARCH=minisearch, docs/search.md). */
  wasm?: boolean;
}

// No frame-ancestors: a <meta> policy may not carry it, so the hosts send it as a header.
export function buildCsp({
  scriptHashes,
  imageOrigins = [],
  formsEndpoint = process.env.NEXT_PUBLIC_FORMS_ENDPOINT,
  wasm = process.env.SITE_SEARCH !== "minisearch",
}: CspOptions): string {
  const forms = formsEndpoint ? [new URL(formsEndpoint).origin] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // Site search on Pagefind (the default) runs its WebAssembly (from 'self'): compiling it needs
    // 'wasm-unsafe-eval', which allows no JavaScript eval. MiniSearch (SITE_SEARCH=minisearch) needs neither.
    ["script-src", ["'self'", ...[...new Set(scriptHashes)].sort(), ...(wasm ? ["'wasm-unsafe-eval'"] : [])]],
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
