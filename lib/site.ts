/** The public origin of the site, used for canonical URLs, the sitemap and share cards. */
export const SITE_URL = (process.env.NEXT_PUBLIC_SITE_URL ?? "https://www.nusantara-ai.com.my").replace(/\/+$/, "");

/** Absolute URL of a site path ("/product/" -> "https://…/product/"). */
export const absoluteUrl = (path: string): string => `${SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;

export const SITE_NAME = "Nusantara AI";

/** The browser chrome colour on phones (the brand blue of the logo). */
export const THEME_COLOR = "#1d3fd8";
