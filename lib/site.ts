import { palette } from "./theme";

/** The public origin of the site, used for canonical URLs, the sitemap and share cards. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? "https://www.nusantara-ai.com.my").replace(/\/+$/, "");

/**
 * One spelling of a site path in URLs that leave the page: each segment is
 * percent-encoded ("&" -> "%26"), so the same bytes are valid in XML, HTML,
 * JSON and plain text without format-specific escaping. Idempotent; the query
 * and fragment are kept as given.
 */
export function encodePath(path: string): string {
  const [, pathname = "", rest = ""] = /^([^?#]*)(.*)$/s.exec(path) ?? [];
  const encoded = pathname
    .split("/")
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join("/");
  return `${encoded.startsWith("/") ? encoded : `/${encoded}`}${rest}`;
}

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Absolute URL of a site path ("/solutions/ai-&-automation/" -> "https://…/solutions/ai-%26-automation/"). */
export const absoluteUrl = (path: string): string => `${SITE_URL}${encodePath(path)}`;

export const SITE_NAME = "Nusantara AI";

/** The browser chrome colour on phones (the brand blue of the logo). */
export const THEME_COLOR = palette.brand[700];
