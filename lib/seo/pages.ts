/**
 * Every indexable page of the site, with what machines need to describe it:
 * the sitemap, the share images and the metadata tests all read this list.
 */
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
import { routes } from "@/lib/routes";

export interface SitePage {
  path: string;
  /** Headline of the share image. */
  title: string;
  /** Second line of the share image. */
  subtitle: string;
  colors: [string, string];
  /** YYYY-MM-DD, from content. */
  lastModified: string;
}

const BRAND: [string, string] = ["#1e318a", "#0f766e"];

const latest = (dates: string[]): string => dates.reduce<string>((a, b) => (a > b ? a : b), company.pagesUpdated);

export function sitePages(): SitePage[] {
  const updated: string = company.pagesUpdated;
  const posts = getBlogPosts();
  const studies = getCaseStudies();
  const page = (path: string, title: string, subtitle: string, colors = BRAND, lastModified = updated): SitePage => ({
    path,
    title,
    subtitle,
    colors,
    lastModified,
  });
  return [
    page(
      routes.home,
      "Transform Your World with Intelligent AI",
      "AI bots, business apps and managed communications from Kuala Lumpur",
    ),
    page(
      routes.products,
      "Our AI-Powered Product Suite",
      `${getProducts().length} products for voice, chat, video and business operations`,
    ),
    ...getProducts().map((p) => page(routes.product(p.id), p.name, p.tagline, [p.colorFrom, p.colorTo])),
    page(routes.solutions, "Solutions", "Six solution families for every stage of your AI journey"),
    ...getSolutionCategories().flatMap((c) =>
      c.items.map((s) => page(routes.solution(categorySlug(c.name), s.id), s.title, s.description)),
    ),
    ...getLandings("solutions").map((l) => page(routes.solutionLanding(l.id), l.title, l.tagline, ["#0e7490", "#1e318a"])),
    page(routes.industries, "AI Solutions by Industry", "SMEs, large enterprises, service providers and government"),
    ...getIndustries().map((i) =>
      page(routes.industry(i.id), getLanding("industry", i.id)?.title ?? i.title, i.description, [i.bgColorFrom, i.bgColorTo]),
    ),
    page(routes.services, "Managed Services", "Collaboration, contact center, network, voice, cloud, storage and security"),
    ...getServices().map((s) => page(routes.service(s.id), s.name, s.tagline, [s.color, "#0f172a"])),
    page(routes.contact, "Contact Us", "Send a message or book an appointment with our Kuala Lumpur team"),
    page(routes.about, `About ${company.name}`, company.blurb),
    page(routes.careers, "Careers", "Build the future of AI with us"),
    page(routes.blog, "Blog", "Insights on AI and customer experience", BRAND, latest(posts.map((p) => p.date))),
    ...posts.map((p) => page(routes.blogPost(p.id), p.title, p.excerpt, BRAND, p.date)),
    page(
      routes.caseStudies,
      "Case Studies",
      "Customer success stories from across South-East Asia",
      BRAND,
      latest(studies.map((s) => s.date)),
    ),
    ...studies.map((s) => page(routes.caseStudy(s.id), s.title, s.client, [s.color, "#0f172a"], s.date)),
    page(routes.partners, "Partner Programs", "Grow with our partner ecosystem"),
    page(routes.siteMap, "Site Map", "Every page of the site, listed by kind"),
  ];
}

/** Site path of a page's 1200x630 share image: "/product/voice-bot/" -> "/og/product/voice-bot.png". */
export function shareImagePath(path: string): string {
  const key = path.replace(/^\/|\/$/g, "");
  return `/og/${key || "home"}.png`;
}

export const DEFAULT_SHARE_IMAGE = "/og/default.png";
