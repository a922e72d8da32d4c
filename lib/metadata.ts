import type { Metadata } from "next";

import { DEFAULT_SHARE_IMAGE, shareImagePath, sitePages } from "./seo/pages";
import { absoluteUrl, SITE_NAME } from "./site";

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
/** Search results cut titles beyond about 70 characters. */
export const TITLE_MAX = 70;
const TITLE_SUFFIX = ` | ${SITE_NAME}`;
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Fits a description into 160 characters, cutting at a word boundary. */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
}

/**
 * The document title within 70 characters: "Title | Nusantara AI" when that fits,
 * else the title alone, else the title cut at a word boundary. Share cards keep the full title.
 */
export function fitTitle(title: string, absolute = false): Metadata["title"] {
  const clean = title.replace(/\s+/g, " ").trim();
  if (!absolute && clean.length + TITLE_SUFFIX.length <= TITLE_MAX) return clean;
  if (clean.length <= TITLE_MAX) return { absolute: clean };
  const cut = clean.slice(0, TITLE_MAX);
  return { absolute: `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…` };
}

export interface PageMeta {
  title: string;
  description: string;
  /** Site path with trailing slash, e.g. "/product/voice-bot/". */
  path: string;
  /** Site path of the 1200x630 share image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
  noindex?: boolean;
  /** Skip the "| Nusantara AI" title template (the home page names the company itself). */
  absoluteTitle?: boolean;
  /** Site path of an RSS feed to advertise in the head. */
  feed?: string;
}

let sharePaths: Set<string> | undefined;
/** Pages listed in lib/seo/pages.ts get their own share image; any other page the default one. */
const hasShareImage = (path: string) => (sharePaths ??= new Set(sitePages().map((p) => p.path))).has(path);

/** The one metadata builder every route uses: title, description, canonical, Open Graph and Twitter. */
export function buildMetadata({
  title,
  description,
  path,
  image,
  imageAlt,
  type = "website",
  publishedTime,
  noindex,
  absoluteTitle,
  feed,
}: PageMeta): Metadata {
  const desc = fitDescription(description);
  const url = absoluteUrl(path);
  const images = [
    {
      url: absoluteUrl(image ?? (hasShareImage(path) ? shareImagePath(path) : DEFAULT_SHARE_IMAGE)),
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      alt: imageAlt ?? `${title} | ${SITE_NAME}`,
    },
  ];
  return {
    title: fitTitle(title, absoluteTitle),
    description: desc,
    alternates: { canonical: url, ...(feed ? { types: { "application/rss+xml": absoluteUrl(feed) } } : {}) },
    openGraph: {
      title,
      description: desc,
      url,
      type,
      siteName: SITE_NAME,
      locale: "en_MY",
      images,
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description: desc,
      images,
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
