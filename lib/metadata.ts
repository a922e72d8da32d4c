import type { Metadata } from "next";

import { absoluteUrl } from "./site";

export const DESCRIPTION_MIN = 50;
export const DESCRIPTION_MAX = 160;
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Fits a description into 160 characters, cutting at a word boundary. */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
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
}

/** The one metadata builder every route uses: title, description, canonical, Open Graph and Twitter. */
export function buildMetadata({ title, description, path, image, imageAlt, type = "website", publishedTime, noindex, absoluteTitle }: PageMeta): Metadata {
  const desc = fitDescription(description);
  const url = absoluteUrl(path);
  const images = image
    ? [{ url: absoluteUrl(image), width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: imageAlt ?? title }]
    : undefined;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description: desc,
    alternates: { canonical: url },
    openGraph: {
      title,
      description: desc,
      url,
      type,
      siteName: "Nusantara AI",
      locale: "en_MY",
      ...(images ? { images } : {}),
      ...(publishedTime ? { publishedTime } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description: desc,
      ...(images ? { images } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
