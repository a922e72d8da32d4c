/** A page ships in a locale only when all it shows is translated; links, hreflang, sitemap and language picker all read this. */
import { textProblems } from "@/lib/content/translation";
import { aiUseCaseKey, englishUnits, type Collection } from "@/lib/content/units";
import { routes } from "@/lib/routes";
import { translations } from "@/content/translations";

import { PREFIXED_LOCALES, type Locale, type PrefixedLocale } from "./locales";

type Need = [Collection, string | "*"];

/** Every page shows the header, footer, search and breadcrumbs: company facts, page names, search labels. */
const CHROME: Need[] = [
  ["company", "company"],
  ["pages", "*"],
  ["search", "*"],
];

const productsOf = (ids: readonly string[]): Need[] => ids.map((id) => ["products", id]);

function pagesAndNeeds(): [string, Need[]][] {
  const u = englishUnits;
  const pages: [string, Need[]][] = [
    [routes.home, [["company", "home"]]],
    [
      routes.products,
      [
        ["products", "*"],
        ["company", "dashboard"],
      ],
    ],
    [
      routes.solutions,
      [
        ["solutions", "*"],
        ["landings", "*"],
      ],
    ],
    [
      routes.industries,
      [
        ["industries", "*"],
        ["landings", "*"],
      ],
    ],
    [
      routes.services,
      [
        ["services", "*"],
        ["products", "*"],
        ["company", "dashboard"],
      ],
    ],
    [
      routes.contact,
      [
        ["delivery", "*"],
        ["company", "formsPrivacy"],
      ],
    ],
    [routes.about, [["company", "about"]]],
    [routes.careers, [["company", "careers"]]],
    [routes.blog, [["blog", "*"]]],
    [routes.caseStudies, [["caseStudies", "*"]]],
    [routes.partners, [["company", "partners"]]],
    [routes.siteMap, (Object.keys(u) as Collection[]).map((c): Need => [c, "*"])],
  ];
  for (const p of Object.values(u.products)) {
    const defaults: Need[] = p.detailedDescription?.length && p.useCases?.length ? [] : [["productDefaults", "*"]];
    pages.push([routes.product(p.id), [["products", p.id], ...defaults]]);
  }
  const related = productsOf(Object.keys(u.products).slice(0, 3));
  for (const [slug, c] of Object.entries(u.solutions))
    for (const s of c.items) pages.push([routes.solution(slug, s.id), [["solutions", slug], ...related]]);
  for (const l of Object.values(u.landings)) {
    const own: Need[] = [["landings", l.id], ["aiUseCases", aiUseCaseKey(l.id)], ...productsOf(l.featuredProducts)];
    if (l.section === "solutions") pages.push([routes.solutionLanding(l.id), own]);
    else {
      const industry = u.industries[l.id];
      const used = industry ? productsOf(industry.useCases.flatMap((c) => c.products)) : [];
      pages.push([routes.industry(l.id), [...own, ["industries", l.id], ...used]]);
    }
  }
  for (const s of Object.values(u.services)) pages.push([routes.service(s.id), [["services", s.id]]]);
  for (const p of Object.values(u.blog)) pages.push([routes.blogPost(p.id), [["blog", p.id]]]);
  for (const s of Object.values(u.caseStudies)) pages.push([routes.caseStudy(s.id), [["caseStudies", s.id]]]);
  return pages;
}

function isTranslated(locale: PrefixedLocale, [collection, key]: Need): boolean {
  const english = englishUnits[collection] as Record<string, unknown>;
  const units = (translations[locale][collection] ?? {}) as Record<string, { text: unknown } | undefined>;
  const keys = key === "*" ? Object.keys(english) : [key];
  return keys.every((k) => k in english && units[k] !== undefined && textProblems(english[k], units[k]!.text).length === 0);
}

export interface LocaleCoverage {
  built: Set<string>;
  /** English paths, as in `built`, each with the first unit it is waiting for. */
  missing: { path: string; waitingFor: string }[];
}

const coverageCache = new Map<PrefixedLocale, LocaleCoverage>();

export function coverage(locale: PrefixedLocale): LocaleCoverage {
  const cached = coverageCache.get(locale);
  if (cached) return cached;
  const result: LocaleCoverage = { built: new Set(), missing: [] };
  for (const [path, needs] of pagesAndNeeds()) {
    const waiting = [...CHROME, ...needs].find((need) => !isTranslated(locale, need));
    if (waiting) result.missing.push({ path, waitingFor: `${waiting[0]}/${waiting[1]}` });
    else result.built.add(path);
  }
  coverageCache.set(locale, result);
  return result;
}

export const hasPage = (locale: Locale, path: string): boolean => locale === "en" || coverage(locale).built.has(path);

export const localesOf = (path: string): Locale[] => ["en", ...PREFIXED_LOCALES.filter((l) => hasPage(l, path))];
