/** What a page is called and shows before its body: path, title, description, breadcrumbs and share card, per kind. */
import { categorySlug, company, contentOf, getBlogPosts, getCaseStudies, getLanding } from "@/lib/content";
import { translatorFor, UI_STRINGS } from "@/lib/i18n";
import { noun } from "@/lib/i18n/grammar";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/locales";
import { requestLocale } from "@/lib/i18n/request-locale";
import { artColors, brandGradient, palette } from "@/lib/theme";
import type { StaticPageKey, StaticPageText } from "@/content/pages";
import { routes, type Crumb } from "@/content/routes";
import { seoTexts } from "@/content/seo";
import type {
  BlogPost,
  CaseStudy,
  Industry,
  IndustryLanding,
  ManagedService,
  Product,
  SolutionCategory,
  SolutionItem,
} from "@/content/types";

type Gradient = [string, string];

export interface PageInfo {
  path: string;
  /** The `<title>` (the layout adds the brand) and og:title: content/seo/<locale>.ts. */
  title: string;
  /** The meta description, og/twitter description, JSON-LD description and share card's second line: content/seo/. */
  description: string;
  /** What the page's kind calls it ("Managed Cloud Services", "CRM Solutions"): JSON-LD's serviceType. */
  name: string;
  heading: string;
  lead: string;
  trail: Crumb[];
  colors: Gradient;
  card: { title: string; subtitle: string; colors?: Gradient };
  lastModified: string;
  publishedTime?: string;
  feed?: string;
  absoluteTitle?: boolean;
}

export interface SitePage {
  path: string;
  title: string;
  subtitle: string;
  colors: Gradient;
  lastModified: string;
}

export const BRAND_GRADIENT: Gradient = brandGradient;
const DARK = palette.ink.DEFAULT;
const BLOG_FEED = "/blog/feed.xml";

const latest = (dates: string[]): string => dates.reduce<string>((a, b) => (a > b ? a : b), company.pagesUpdated);

const lastModifiedOf: Partial<Record<StaticPageKey, () => string>> = {
  blog: () => latest(getBlogPosts().map((p) => p.date)),
  caseStudies: () => latest(getCaseStudies().map((s) => s.date)),
};

let writtenText = true;

/**
 * The pages as they were before content/seo/: titles and descriptions made from names, taglines and templates
 * ("Voice Bot: Natural-sounding…", a case study's whole headline). Only the content check's tests read it, to
 * show that the check fails on that text.
 */
export function withDerivedText<T>(run: () => T): T {
  writtenText = false;
  try {
    return run();
  } finally {
    writtenText = true;
  }
}

/**
 * The page's written title and description (content/seo/<locale>.ts). The share card's second line is the same
 * description; its headline stays the page's own name, which search results and the share image also show.
 */
function withWrittenText(page: PageInfo, locale: Locale): PageInfo {
  const text = writtenText ? seoTexts[locale]?.[page.path] : undefined;
  if (!text) return page;
  return { ...page, title: text.title, description: text.description, card: { ...page.card, subtitle: text.description } };
}

const pageText = (key: StaticPageKey, locale?: Locale): StaticPageText => contentOf(locale).c.pages[key];

function crumbOf(key: StaticPageKey, locale: Locale): Crumb {
  return { name: pageText(key, locale).crumb, path: routes[key] };
}

export function breadcrumbTrail(section?: StaticPageKey, leaf?: Crumb, locale: Locale = requestLocale()): Crumb[] {
  return [crumbOf("home", locale), ...(section ? [crumbOf(section, locale)] : []), ...(leaf ? [leaf] : [])];
}

// `locale` defaults to the rendered page's; metadata, sitemap and feed functions name one (they run outside a page's render).
export function staticPage(key: StaticPageKey, locale: Locale = requestLocale()): PageInfo {
  const text = pageText(key, locale);
  return withWrittenText(
    {
      path: routes[key],
      title: text.title,
      description: text.description,
      name: text.title,
      heading: text.heading,
      lead: text.lead ?? text.description,
      trail: key === "home" ? breadcrumbTrail(undefined, undefined, locale) : breadcrumbTrail(key, undefined, locale),
      colors: BRAND_GRADIENT,
      card: { title: text.cardTitle ?? text.title, subtitle: text.summary },
      lastModified: lastModifiedOf[key]?.() ?? company.pagesUpdated,
      feed: key === "blog" ? BLOG_FEED : undefined,
      absoluteTitle: key === "home" || undefined,
    },
    locale,
  );
}

function detailPage(
  section: StaticPageKey,
  page: Omit<PageInfo, "trail" | "lastModified" | "colors" | "name"> & {
    crumb: string;
    colors?: Gradient;
    lastModified?: string;
  },
  locale: Locale,
): PageInfo {
  const { crumb, ...rest } = page;
  return withWrittenText(
    {
      ...rest,
      name: page.title,
      trail: breadcrumbTrail(section, { name: crumb, path: page.path }, locale),
      colors: page.colors ?? BRAND_GRADIENT,
      lastModified: page.lastModified ?? company.pagesUpdated,
    },
    locale,
  );
}

export const productPage = (p: Product, locale: Locale = requestLocale()): PageInfo =>
  detailPage(
    "products",
    {
      path: routes.product(p.id),
      title: p.name,
      description: translatorFor(locale)("meta.productDescription", { name: p.name, tagline: p.tagline }),
      heading: p.heroTitle ?? p.name,
      lead: p.heroSubtitle ?? p.tagline,
      crumb: p.name,
      colors: [p.colorFrom, p.colorTo],
      card: { title: p.name, subtitle: p.tagline },
    },
    locale,
  );

/**
 * A page title that names its kind ("CRM Solutions"), unless the name already does ("Contact Center Solutions",
 * "Soluciones de centro de contacto"): the template's own words, compared without case or punctuation.
 */
function titleOfKind(locale: Locale, key: "ui.solutionPageTitle", title: string): string {
  const words = (text: string) =>
    text
      .toLocaleLowerCase()
      .replace(/[\p{P}\p{S}\s]+/gu, " ")
      .trim();
  const kind = words(UI_STRINGS[locale][key].replace(/\{\w+(?::\w+)?\}/g, ""));
  return kind && words(title).includes(kind) ? title : translatorFor(locale)(key, { title });
}

export const solutionPage = (category: SolutionCategory, s: SolutionItem, locale: Locale = requestLocale()): PageInfo =>
  detailPage(
    "solutions",
    {
      path: routes.solution(categorySlug(category), s.id),
      title: titleOfKind(locale, "ui.solutionPageTitle", s.title),
      description: translatorFor(locale)("meta.solutionDescription", { name: s.title, description: s.description }),
      heading: s.title,
      lead: s.description,
      crumb: s.title,
      card: { title: s.title, subtitle: s.description },
    },
    locale,
  );

export const solutionLandingPage = (l: IndustryLanding, locale: Locale = requestLocale()): PageInfo =>
  detailPage(
    "solutions",
    {
      path: routes.solutionLanding(l.id),
      title: translatorFor(locale)("ui.landingPageTitle", { name: noun("sector", l.id, l.name, locale) }),
      description:
        l.tagline.length >= 50
          ? l.tagline
          : translatorFor(locale)("meta.landingDescription", { name: l.title, tagline: l.tagline }),
      heading: l.title,
      lead: l.tagline,
      crumb: l.name,
      card: { title: l.title, subtitle: l.tagline, colors: [artColors.industryFrom, palette.brand[900]] },
    },
    locale,
  );

export const industryPage = (
  i: Industry,
  locale: Locale = requestLocale(),
  landing = getLanding("industry", i.id, locale),
): PageInfo =>
  detailPage(
    "industries",
    {
      path: routes.industry(i.id),
      title: i.title,
      description: i.description,
      heading: landing?.title ?? i.title,
      lead: landing?.tagline ?? i.description,
      crumb: i.name,
      colors: [i.bgColorFrom, i.bgColorTo],
      card: { title: landing?.title ?? i.title, subtitle: i.description },
    },
    locale,
  );

export const servicePage = (s: ManagedService, locale: Locale = requestLocale()): PageInfo =>
  detailPage(
    "services",
    {
      path: routes.service(s.id),
      title: translatorFor(locale)("ui.servicePageTitle", { name: noun("service", s.id, s.name, locale) }),
      description: s.description,
      heading: s.name,
      lead: s.tagline,
      crumb: s.name,
      colors: [s.color, DARK],
      card: { title: s.name, subtitle: s.tagline },
    },
    locale,
  );

export const blogPostPage = (p: BlogPost, locale: Locale = requestLocale()): PageInfo =>
  detailPage(
    "blog",
    {
      path: routes.blogPost(p.id),
      title: p.title,
      description: p.excerpt,
      heading: p.title,
      lead: p.excerpt,
      crumb: p.title,
      card: { title: p.title, subtitle: p.excerpt },
      lastModified: p.date,
      publishedTime: p.date,
      feed: BLOG_FEED,
    },
    locale,
  );

export const caseStudyPage = (s: CaseStudy, locale: Locale = requestLocale()): PageInfo =>
  detailPage(
    "caseStudies",
    {
      path: routes.caseStudy(s.id),
      title: s.title,
      description: translatorFor(locale)("meta.caseStudyDescription", { client: s.client, challenge: s.challenge }),
      heading: s.title,
      lead: s.client,
      crumb: s.title,
      colors: [s.color, DARK],
      card: { title: s.title, subtitle: s.client },
      lastModified: s.date,
      publishedTime: s.date,
    },
    locale,
  );

export const defaultShareCard = (locale: Locale): Pick<SitePage, "title" | "subtitle" | "colors"> => ({
  title: company.name,
  subtitle: contentOf(locale).c.company.company.blurb,
  colors: BRAND_GRADIENT,
});

/** A page's share image (scripts/prebuild/share-images.tsx writes one per page and language): /og/es/product/voice-bot.png. */
export function shareImagePath(path: string, locale: Locale = requestLocale()): string {
  const key = path.replace(/^\/|\/$/g, "");
  return `/og/${locale === DEFAULT_LOCALE ? "" : `${locale}/`}${key || "home"}.png`;
}

export const defaultShareImage = (locale: Locale): string => shareImagePath("/default/", locale);
