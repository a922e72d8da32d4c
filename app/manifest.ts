import type { MetadataRoute } from "next";

import { company } from "@/lib/content";
import { THEME_COLOR } from "@/lib/site";
import { palette } from "@/lib/theme";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: company.name,
    short_name: company.name,
    description: company.blurb,
    start_url: "/",
    display: "browser",
    background_color: palette.surface.DEFAULT,
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
