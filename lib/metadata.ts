import type { Metadata } from "next";

import { company } from "@/lib/content";

import { localesOf } from "./i18n/availability";
import { LOCALE_INFO, localePath, type Locale } from "./i18n/locales";
import { defaultShareImage, shareImagePath, sitePages, type PageInfo } from "./pages";
import { absoluteUrl } from "./site";

export const DESCRIPTION_MIN = 50;
/** A Chinese character says about what two Latin ones do: a Chinese description needs half as many. */
export const DESCRIPTION_MIN_CJK = 25;
export const DESCRIPTION_MAX = 160;
export const TITLE_MAX = 70;
const TITLE_SUFFIX = ` | ${company.name}`;
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…`;
}

// As the document carries it: React writes ' and " as six-character references (`d&#x27;IA`), which validators count.
const escapedLength = (text: string): number => text.replace(/['"]/g, "&#x27;").replace(/&(?!#x27;)/g, "&amp;").length;

export function fitTitle(title: string, absolute = false): Metadata["title"] {
  const clean = title.replace(/\s+/g, " ").trim();
  if (!absolute && escapedLength(clean) + TITLE_SUFFIX.length <= TITLE_MAX) return clean;
  if (escapedLength(clean) <= TITLE_MAX) return { absolute: clean };
  let cut = clean.slice(0, TITLE_MAX);
  while (escapedLength(`${cut}…`) > TITLE_MAX) cut = cut.slice(0, -1);
  return { absolute: `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.\s]+$/, "")}…` };
}

export interface PageMeta {
  title: string;
  description: string;
  path: string;
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
  noindex?: boolean;
  absoluteTitle?: boolean;
  feed?: string;
  /** The page's language; its `path` is the English page's. */
  locale?: Locale;
}

let sharePaths: Set<string> | undefined;
const hasShareImage = (path: string) => (sharePaths ??= new Set(sitePages("en").map((p) => p.path))).has(path);

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
  locale = "en",
}: PageMeta): Metadata {
  const desc = fitDescription(description);
  const url = absoluteUrl(localePath(locale, path));
  const translations = noindex ? [] : localesOf(path);
  const images = [
    {
      url: absoluteUrl(image ?? (hasShareImage(path) ? shareImagePath(path, locale) : defaultShareImage(locale))),
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      alt: imageAlt ?? `${title} | ${company.name}`,
    },
  ];
  return {
    title: fitTitle(title, absoluteTitle),
    description: desc,
    alternates: {
      canonical: url,
      // Every language the page is published in, itself included, and English for everyone else.
      ...(translations.length > 1
        ? {
            languages: {
              ...Object.fromEntries(translations.map((l) => [LOCALE_INFO[l].tag, absoluteUrl(localePath(l, path))])),
              "x-default": absoluteUrl(path),
            },
          }
        : {}),
      ...(feed ? { types: { "application/rss+xml": absoluteUrl(localePath(locale, feed)) } } : {}),
    },
    openGraph: {
      title,
      description: desc,
      url,
      type,
      siteName: company.name,
      locale: LOCALE_INFO[locale].ogLocale,
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

export const pageMetadata = (page: PageInfo, locale: Locale = "en"): Metadata =>
  buildMetadata({
    locale,
    title: page.title,
    description: page.description,
    path: page.path,
    type: page.publishedTime ? "article" : "website",
    publishedTime: page.publishedTime,
    feed: page.feed,
    absoluteTitle: page.absoluteTitle,
  });
