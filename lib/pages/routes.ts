/**
 * What each app/ route exports (`generateStaticParams`, `generateMetadata`, the page's item), from the page
 * table (./kinds.ts): English params for app/(en), and for app/(intl) the params of each locale that has the
 * page wholly translated.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { localeOrDefault, PREFIXED_LOCALES, type Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { pageMetadata } from "@/lib/metadata";
import type { StaticPageKey } from "@/content/pages";
import { routes } from "@/content/routes";

import { hasPage } from "./availability";
import { staticPage } from "./info";
import { PAGE_KINDS, type DetailPageKind } from "./kinds";

type Params<P> = { params: Promise<P> };

/**
 * `SITE_EXPORT_SCOPE=sample` exports each kind of page for its first item only (the pages of their own all
 * stay): a quick export for browser tests that visit a few pages, as the forms' tests do (scripts/forms-e2e.mjs).
 * A site's export never sets it.
 */
const SAMPLE_EXPORT = process.env.SITE_EXPORT_SCOPE === "sample";
const exported = <T>(items: T[]): T[] => (SAMPLE_EXPORT ? items.slice(0, 1) : items);

/** A page's params under a locale prefix: its own, and the locale. */
type Localized<P> = P & { locale?: string };

function detailRoute<T, P extends Record<string, string>>(kind: DetailPageKind<T, P>) {
  const englishPath = (params: P) => kind.page(kind.find(params, "en")!, "en").path;
  const staticParams = () => exported(kind.items("en")).map(kind.params);
  return {
    staticParams,
    localeParams: (): Localized<P>[] =>
      PREFIXED_LOCALES.flatMap((locale) =>
        staticParams()
          .filter((params) => hasPage(locale, englishPath(params)))
          .map((params) => ({ ...params, locale })),
      ),
    metadata: async ({ params }: Params<Localized<P>>): Promise<Metadata> => {
      const resolved = await params;
      const locale = localeOrDefault(resolved.locale);
      const found = kind.find(resolved, locale);
      return found ? pageMetadata(kind.page(found, locale), locale) : {};
    },
    load: async (params: Promise<Localized<P>>): Promise<T> => {
      const resolved = await params;
      const locale = localeOrDefault(resolved.locale);
      setRequestLocale(locale);
      return kind.find(resolved, locale) ?? notFound();
    },
  };
}

/** A page of its own (home, about, contact…), in every language that has it translated. */
export function staticRoute(key: StaticPageKey) {
  return {
    metadata: (): Metadata => pageMetadata(staticPage(key, "en"), "en"),
    localeParams: () => PREFIXED_LOCALES.filter((locale) => hasPage(locale, routes[key])).map((locale) => ({ locale })),
    localeMetadata: async ({ params }: Params<{ locale: string }>): Promise<Metadata> => {
      const locale: Locale = localeOrDefault((await params).locale);
      return pageMetadata(staticPage(key, locale), locale);
    },
    enter: async (params: Promise<{ locale: string }>): Promise<void> => setRequestLocale(localeOrDefault((await params).locale)),
  };
}

export const productRoute = detailRoute(PAGE_KINDS.product);
export const serviceRoute = detailRoute(PAGE_KINDS.service);
export const blogPostRoute = detailRoute(PAGE_KINDS.blogPost);
export const caseStudyRoute = detailRoute(PAGE_KINDS.caseStudy);
export const industryRoute = detailRoute(PAGE_KINDS.industry);
export const solutionLandingRoute = detailRoute(PAGE_KINDS.solutionLanding);
export const solutionRoute = detailRoute(PAGE_KINDS.solution);
