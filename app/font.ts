import localFont from "next/font/local";

/** The brand font, subset by `npm run font`. Preloaded, as the small document leaves it the bandwidth to be there for the first frame. */
export const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  display: "optional",
  preload: true,
  adjustFontFallback: "Arial",
  weight: "400 800",
});
