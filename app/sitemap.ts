import type { MetadataRoute } from "next";

import { LOCALE_INFO, localePath, LOCALES } from "@/lib/i18n/locales";
import { sitePages } from "@/lib/pages";
import { localesOf } from "@/lib/pages/availability";
import { absoluteUrl } from "@/lib/site";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return LOCALES.flatMap((locale) =>
    sitePages(locale).map((page) => {
      const translations = localesOf(page.path);
      return {
        url: absoluteUrl(localePath(locale, page.path)),
        lastModified: page.lastModified,
        ...(translations.length > 1
          ? {
              alternates: {
                // As each page's own hreflang links say: its translations, and English for everyone else.
                languages: {
                  ...Object.fromEntries(translations.map((l) => [LOCALE_INFO[l].tag, absoluteUrl(localePath(l, page.path))])),
                  "x-default": absoluteUrl(page.path),
                },
              },
            }
          : {}),
      };
    }),
  );
}
