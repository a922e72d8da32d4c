import {
  categorySlug,
  company,
  getBlogPosts,
  getCaseStudies,
  getIndustries,
  getLanding,
  getLandings,
  getProducts,
  getServices,
  getSolutionCategories,
} from "@/lib/content";
import type {
  BlogPost,
  CaseStudy,
  Industry,
  IndustryLanding,
  ManagedService,
  Product,
  SolutionCategory,
  SolutionItem,
} from "@/lib/content/types";
import { routes, type Crumb } from "@/lib/routes";
import { artColors, brandGradient, palette } from "@/lib/theme";
import { staticPages, type StaticPageKey } from "@/content/pages";

type Gradient = [string, string];

export interface PageInfo {
  path: string;
  title: string;
  description: string;
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

function crumbOf(key: StaticPageKey): Crumb {
  return { name: staticPages[key].crumb, path: routes[key] };
}

export function breadcrumbTrail(section?: StaticPageKey, leaf?: Crumb): Crumb[] {
  return [crumbOf("home"), ...(section ? [crumbOf(section)] : []), ...(leaf ? [leaf] : [])];
}

export function staticPage(key: StaticPageKey): PageInfo {
  const text = staticPages[key];
  return {
    path: routes[key],
    title: text.title,
    description: text.description,
    heading: text.heading,
    lead: text.lead ?? text.description,
    trail: key === "home" ? breadcrumbTrail() : breadcrumbTrail(key),
    colors: BRAND_GRADIENT,
    card: { title: text.cardTitle ?? text.title, subtitle: text.summary },
    lastModified: lastModifiedOf[key]?.() ?? company.pagesUpdated,
    feed: key === "blog" ? BLOG_FEED : undefined,
    absoluteTitle: key === "home" || undefined,
  };
}

function detailPage(
  section: StaticPageKey,
  page: Omit<PageInfo, "trail" | "lastModified" | "colors"> & { crumb: string; colors?: Gradient; lastModified?: string },
): PageInfo {
  const { crumb, ...rest } = page;
  return {
    ...rest,
    trail: breadcrumbTrail(section, { name: crumb, path: page.path }),
    colors: page.colors ?? BRAND_GRADIENT,
    lastModified: page.lastModified ?? company.pagesUpdated,
  };
}

export const productPage = (p: Product): PageInfo =>
  detailPage("products", {
    path: routes.product(p.id),
    title: p.name,
    description: `${p.name}: ${p.tagline}`,
    heading: p.heroTitle ?? p.name,
    lead: p.heroSubtitle ?? p.tagline,
    crumb: p.name,
    colors: [p.colorFrom, p.colorTo],
    card: { title: p.name, subtitle: p.tagline },
  });

export const solutionPage = (category: SolutionCategory, s: SolutionItem): PageInfo =>
  detailPage("solutions", {
    path: routes.solution(categorySlug(category.name), s.id),
    title: `${s.title} Solutions`,
    description: `${s.title}: ${s.description}`,
    heading: s.title,
    lead: s.description,
    crumb: s.title,
    card: { title: s.title, subtitle: s.description },
  });

export const solutionLandingPage = (l: IndustryLanding): PageInfo =>
  detailPage("solutions", {
    path: routes.solutionLanding(l.id),
    title: `AI Solutions for ${l.name}`,
    description: l.tagline.length >= 50 ? l.tagline : `${l.title}: ${l.tagline}`,
    heading: l.title,
    lead: l.tagline,
    crumb: l.name,
    card: { title: l.title, subtitle: l.tagline, colors: [artColors.industryFrom, palette.brand[900]] },
  });

export const industryPage = (i: Industry, landing = getLanding("industry", i.id)): PageInfo =>
  detailPage("industries", {
    path: routes.industry(i.id),
    title: i.title,
    description: i.description,
    heading: landing?.title ?? i.title,
    lead: landing?.tagline ?? i.description,
    crumb: i.name,
    colors: [i.bgColorFrom, i.bgColorTo],
    card: { title: landing?.title ?? i.title, subtitle: i.description },
  });

export const servicePage = (s: ManagedService): PageInfo =>
  detailPage("services", {
    path: routes.service(s.id),
    title: `${s.name} Managed Services`,
    description: s.description,
    heading: s.name,
    lead: s.tagline,
    crumb: s.name,
    colors: [s.color, DARK],
    card: { title: s.name, subtitle: s.tagline },
  });

export const blogPostPage = (p: BlogPost): PageInfo =>
  detailPage("blog", {
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
  });

export const caseStudyPage = (s: CaseStudy): PageInfo =>
  detailPage("caseStudies", {
    path: routes.caseStudy(s.id),
    title: s.title,
    description: `${s.client}: ${s.challenge}`,
    heading: s.title,
    lead: s.client,
    crumb: s.title,
    colors: [s.color, DARK],
    card: { title: s.title, subtitle: s.client },
    lastModified: s.date,
    publishedTime: s.date,
  });

export function allPages(): PageInfo[] {
  return [
    staticPage("home"),
    staticPage("products"),
    ...getProducts().map(productPage),
    staticPage("solutions"),
    ...getSolutionCategories().flatMap((c) => c.items.map((s) => solutionPage(c, s))),
    ...getLandings("solutions").map(solutionLandingPage),
    staticPage("industries"),
    ...getIndustries().map((i) => industryPage(i)),
    staticPage("services"),
    ...getServices().map(servicePage),
    staticPage("contact"),
    staticPage("about"),
    staticPage("careers"),
    staticPage("blog"),
    ...getBlogPosts().map(blogPostPage),
    staticPage("caseStudies"),
    ...getCaseStudies().map(caseStudyPage),
    staticPage("partners"),
    staticPage("siteMap"),
  ];
}

export function sitePages(): SitePage[] {
  return allPages().map((page) => ({
    path: page.path,
    title: page.card.title,
    subtitle: page.card.subtitle,
    colors: page.card.colors ?? page.colors,
    lastModified: page.lastModified,
  }));
}

export const DEFAULT_SHARE_CARD: Pick<SitePage, "title" | "subtitle" | "colors"> = {
  title: company.name,
  subtitle: company.blurb,
  colors: BRAND_GRADIENT,
};

export function shareImagePath(path: string): string {
  const key = path.replace(/^\/|\/$/g, "");
  return `/og/${key || "home"}.png`;
}

export const DEFAULT_SHARE_IMAGE = "/og/default.png";
