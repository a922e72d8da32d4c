import type { MetadataRoute } from "next";

import { sitePages } from "@/lib/pages";
import { absoluteUrl } from "@/lib/site";

export const dynamic = "force-static";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitePages().map((page) => ({
    url: absoluteUrl(page.path),
    lastModified: page.lastModified,
  }));
}
