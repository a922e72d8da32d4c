import type { Metadata } from "next";

import { company } from "@/lib/content";

import { translatorFor } from "./i18n";
import { LOCALE_INFO, localePath, type Locale } from "./i18n/locales";
import { shorten } from "./i18n/typography";
import { defaultShareImage, shareImagePath, sitePages, type PageInfo } from "./pages";
import { localesOf } from "./pages/availability";
import { absoluteUrl } from "./site";

/**
 * What a search result shows whole: a meta description of 110–160 characters, a `<title>` of at most 65 with the
 * brand suffix. A Chinese character says about what two Latin ones do, and a results page shows about 80 of them
 * and a 40-character title. content/seo/ is written to these; scripts/content-check/seo.ts holds it to them.
 */
export const DESCRIPTION_MIN = 110;
export const DESCRIPTION_MAX = 160;
export const DESCRIPTION_MIN_CJK = 50;
export const DESCRIPTION_MAX_CJK = 80;
export const TITLE_MAX = 65;
export const TITLE_MAX_CJK = 40;

const CJK_LOCALES: ReadonlySet<Locale> = new Set<Locale>(["zh"]);
const isCjk = (locale: Locale) => CJK_LOCALES.has(locale);

/** The longest document title in a language, the brand suffix included. */
export const titleMax = (locale: Locale): number => (isCjk(locale) ? TITLE_MAX_CJK : TITLE_MAX);

/** The shortest and longest meta description in a language. */
export const descriptionRange = (locale: Locale): readonly [number, number] =>
  isCjk(locale) ? [DESCRIPTION_MIN_CJK, DESCRIPTION_MAX_CJK] : [DESCRIPTION_MIN, DESCRIPTION_MAX];

/** A text's length as a reader counts it: characters, not UTF-16 units. */
export const textLength = (text: string): number => Array.from(text).length;

/** The `<title>` a page gets: its title with the brand suffix, or as written when `absolute` (the home page). */
export const documentTitle = (title: string, absolute: boolean | undefined, locale: Locale): string =>
  absolute ? title : `${title}${translatorFor(locale)("meta.titleSuffix")}`;
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** A description as written when it fits (every page's in content/seo/ does), else shortened with room for the "…". */
export function fitDescription(text: string, locale: Locale = "en"): string {
  const max = isCjk(locale) ? DESCRIPTION_MAX_CJK : DESCRIPTION_MAX;
  const clean = text.replace(/[ \t\n\r\f]+/g, " ").trim();
  return textLength(clean) <= max ? clean : shorten(clean, max - 1, locale);
}

/**
 * The document title: the page's own title with the brand after it ("Careers | Nusantara AI", "招贤纳士｜Nusantara
 * AI"; the layout's template adds it) when both fit (`titleMax`), else the page's title alone, whole. A title is
 * never cut: a search engine shortens what it shows itself, and a cut title loses its point ("… de 180 à…").
 * Every page's written title (content/seo/) fits with the suffix.
 */
export function fitTitle(title: string, absolute = false, locale: Locale = "en"): Metadata["title"] {
  const clean = title.replace(/[ \t\n\r\f]+/g, " ").trim();
  if (!absolute && textLength(documentTitle(clean, false, locale)) <= titleMax(locale)) return clean;
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
      alt: imageAlt ?? documentTitle(title, absoluteTitle, locale),
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
