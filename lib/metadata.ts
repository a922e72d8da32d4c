import type { Metadata } from "next";

import { company } from "@/lib/content";

import { translatorFor } from "./i18n";
import { LOCALE_INFO, localePath, type Locale } from "./i18n/locales";
import { shorten } from "./i18n/typography";
import { defaultShareImage, shareImagePath, sitePages, type PageInfo } from "./pages";
import { localesOf } from "./pages/availability";
import { absoluteUrl } from "./site";

export const DESCRIPTION_MIN = 50;
/** A Chinese character says about what two Latin ones do: a Chinese description needs half as many. */
export const DESCRIPTION_MIN_CJK = 25;
export const DESCRIPTION_MAX = 160;
export const TITLE_MAX = 70;
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export function fitDescription(text: string, locale: Locale = "en"): string {
  return shorten(text, DESCRIPTION_MAX - 1, locale); // room for the "…"
}

/**
 * The document title: the page's own title with the brand after it ("Careers | Nusantara AI", "招贤纳士｜Nusantara
 * AI"; the layout's template adds it) when both fit in 70 characters, else the page's title alone, whole. A title
 * is never cut: a search engine shortens what it shows itself, and a cut title loses its point ("… de 180 à…").
 */
export function fitTitle(title: string, absolute = false, locale: Locale = "en"): Metadata["title"] {
  const clean = title.replace(/[ \t\n\r\f]+/g, " ").trim();
  if (!absolute && Array.from(clean + translatorFor(locale)("meta.titleSuffix")).length <= TITLE_MAX) return clean;
  return { absolute: clean };
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
  const desc = fitDescription(description, locale);
  const url = absoluteUrl(localePath(locale, path));
  const translations = noindex ? [] : localesOf(path);
  const images = [
    {
      url: absoluteUrl(image ?? (hasShareImage(path) ? shareImagePath(path, locale) : defaultShareImage(locale))),
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      alt: imageAlt ?? `${title}${translatorFor(locale)("meta.titleSuffix")}`,
    },
  ];
  return {
    title: fitTitle(title, absoluteTitle, locale),
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
