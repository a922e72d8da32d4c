/**
 * The case-study cards' link (components/case-studies/case-study-list.tsx), in every language: it says what it opens,
 * the case study, and not a "Full Story", a section that only 2 of the 12 studies have (issue 59).
 */
import { renderToStaticMarkup } from "react-dom/server";

import { getCaseStudies } from "@/lib/content";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { uiStrings } from "@/content/i18n";
import { CaseStudyList } from "@/components/case-studies/case-study-list";

let mockLocale: Locale = "en";
jest.mock("@/lib/i18n/request-locale", () => ({ requestLocale: () => mockLocale, setRequestLocale: () => {} }));
jest.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: () => {} }) }));

/** The visible text of each card's link (its screen-reader context left out). */
function cardLinks(locale: Locale): string[] {
  mockLocale = locale;
  const body = new DOMParser().parseFromString(`<body>${renderToStaticMarkup(<CaseStudyList />)}</body>`, "text/html").body;
  return [...body.querySelectorAll("article a")].map((a) => {
    const link = a.cloneNode(true) as HTMLElement;
    link.querySelectorAll(".sr-only").forEach((s) => s.remove());
    return link.textContent!.trim();
  });
}

/** What the cards said before, in each language: a "full story" most studies no longer have. */
const FULL_STORY = /full story|complète|completo|完整/iu;
const CASE_STUDY: Record<Locale, RegExp> = { en: /case study/, es: /caso de éxito/, fr: /étude de cas/, zh: /案例/ };

describe.each([...LOCALES])("%s", (locale) => {
  test("every card's link names the case study it opens, and no Full Story", () => {
    const links = cardLinks(locale);
    expect(links).toHaveLength(getCaseStudies(locale).length);
    for (const text of links) {
      expect(text).toBe(uiStrings[locale]["ui.readCaseStudy"]);
      expect(text).toMatch(CASE_STUDY[locale]);
      expect(text).not.toMatch(FULL_STORY);
    }
  });
});

test("most studies have no Full Story section, which is why the cards do not promise one", () => {
  expect(getCaseStudies("en").filter((s) => s.narrative?.length).length).toBeLessThan(getCaseStudies("en").length / 2);
});
