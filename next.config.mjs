import { availableParallelism } from "node:os";

// The contact forms' message service (README, "Receiving messages"): an absolute http(s) URL, or unset for
// the mail hand-off. Always defined for the bundler, as "" when unset, so the forms' code for it drops out.
function formsEndpoint(value) {
  if (!value) return "";
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`NEXT_PUBLIC_FORMS_ENDPOINT is not an absolute http(s) URL: ${value}`);
  return url.href;
}

const FORMS_ENDPOINT = formsEndpoint(process.env.NEXT_PUBLIC_FORMS_ENDPOINT);

// The site search's engine (docs/search.md): "pagefind" (the default: scripts/export/steps/site-search.ts
// builds Pagefind's index of every page's text over the export) or "minisearch" (each language's index of
// part of each page's text in one file, searched in the page). Inlined for the bundler, so the engine not
// chosen drops out of the dialog's code.
function siteSearch(value) {
  if (!value || value === "pagefind") return "pagefind";
  if (value === "minisearch") return value;
  throw new Error(`SITE_SEARCH is "pagefind" (the default) or "minisearch", not ${JSON.stringify(value)}`);
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  env: { NEXT_PUBLIC_FORMS_ENDPOINT: FORMS_ENDPOINT, SITE_SEARCH: siteSearch(process.env.SITE_SEARCH) },
  // The pages a form post without JavaScript is redirected to (app/(en)/contact-us/[outcome]/page.forms.tsx).
  pageExtensions: ["tsx", "ts", "jsx", "js", ...(FORMS_ENDPOINT ? ["forms.tsx"] : [])],
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  // Each language has its own root layout (app/(en), app/(intl)/[locale]), so the not-found page
  // renders its own document: app/global-not-found.tsx.
  experimental: {
    globalNotFound: true,
    // Every core renders pages: Next's default keeps one back for its main process, which waits while the
    // workers render (2 cores, A/B twice: page generation 19-20 s with 1 worker, 14-15 s with 2; next build 49 -> 42 s).
    cpus: availableParallelism(),
    // The build's Turbopack cache speeds up only a rebuild of unchanged sources (compile 23 s -> 8 s) and
    // costs every other build its writing (next build 42-48 s without it, 54 s with; the forms' second build,
    // whose sources differ, 33 s against 39 s).
    turbopackFileSystemCacheForBuild: false,
  },
  poweredByHeader: false,
  // A fixed SITE_BUILD_ID makes two builds comparable byte for byte (diff out/ across a refactor).
  generateBuildId: async () => process.env.SITE_BUILD_ID ?? null,
  // `npm test` runs tsc over the whole project before it builds; type-check once.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPECHECKED === "1" },
};

export default nextConfig;
