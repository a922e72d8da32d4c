import { palette } from "./theme";

export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? "https://www.nusantara-ai.com.my").replace(/\/+$/, "");

// One spelling ("&" -> "%26") valid in XML, HTML, JSON and plain text alike; idempotent.
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

export const absoluteUrl = (path: string): string => `${SITE_URL}${encodePath(path)}`;

export const THEME_COLOR = palette.brand[700];
