/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // A fixed SITE_BUILD_ID makes two builds comparable byte for byte (diff out/ across a refactor).
  generateBuildId: async () => process.env.SITE_BUILD_ID ?? null,
  // The stylesheet goes inline, so a phone paints without first fetching it. Next then also copies it
  // into the page data; the postbuild empties those copies and cuts each page's inlined sheet to the
  // rules its markup uses (README: the export's post-processing, and the bench section for figures).
  experimental: { inlineCss: true },
  // `npm test` runs tsc over the whole project before it builds; type-check once.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPECHECKED === "1" },
};

export default nextConfig;
