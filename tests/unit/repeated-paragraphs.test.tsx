/**
 * No section repeats another (issue 59), checked on the pages' own components in every language: each case study
 * and the About page with the site footer, rendered as the export renders them, read paragraph by paragraph
 * (scripts/content-check/repeated-paragraphs.ts). tests/export/repeated-paragraphs.test.ts reads every exported
 * page the same way.
 */
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { getCaseStudies } from "@/lib/content";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { CaseStudyDetail } from "@/components/case-studies/case-study-detail";
import { AboutPage } from "@/components/company/about-page";
import { SiteFooter } from "@/components/layout/site-footer";
import { paragraphsOf, repeatedParagraphs, repeatLines } from "@/scripts/content-check/repeated-paragraphs";

let mockLocale: Locale = "en";
jest.mock("@/lib/i18n/request-locale", () => ({ requestLocale: () => mockLocale, setRequestLocale: () => {} }));
jest.mock("next/navigation", () => ({ usePathname: () => "/", useRouter: () => ({ push: () => {} }) }));

afterEach(() => {
  mockLocale = "en";
});

/** The paragraphs a reader meets in `page`, rendered in `locale`. */
function paragraphs(page: ReactElement, locale: Locale): string[] {
  mockLocale = locale;
  const body = new DOMParser().parseFromString(`<body>${renderToStaticMarkup(page)}</body>`, "text/html").body;
  return paragraphsOf(body);
}

describe("the check itself", () => {
  test("names a paragraph said twice, and one held inside another", () => {
    const long = "A paragraph long enough to count, written once and then pasted again further down the page.";
    expect(repeatedParagraphs([long, "Short", long])).toEqual([{ paragraph: long, within: long }]);
    expect(repeatedParagraphs([long, `The client came to us with a clear problem. ${long}`])).toEqual([
      { paragraph: long, within: `The client came to us with a clear problem. ${long}` },
    ]);
    expect(repeatedParagraphs(["Read the story", "Read the story"])).toEqual([]);
  });

  test("reads blocks apart and leaves navigation and screen-reader text out", () => {
    const body = new DOMParser().parseFromString(
      `<body><nav><p>Home</p></nav><p>One <strong>and</strong> two</p><ul><li>Three<span class="sr-only">: four</span></li></ul></body>`,
      "text/html",
    ).body;
    expect(paragraphsOf(body)).toEqual(["One and two", "Three"]);
  });

  test("fails on the generated full story the case studies used to show", () => {
    const study = getCaseStudies("fr").find((s) => !s.narrative?.length)!;
    const generated = [
      `${study.client} nous a soumis un problème bien précis. ${study.challenge}`,
      `Ensemble, nous avons retenu cette solution comme socle. ${study.solution}`,
    ];
    const page = [study.challenge, study.solution, ...study.results, ...generated];
    expect(repeatedParagraphs(page).map((r) => r.paragraph)).toEqual([study.challenge, study.solution]);
  });
});

describe.each([...LOCALES])("%s pages", (locale) => {
  test.each(getCaseStudies("en").map((s) => s.id))("the case study %s says each paragraph once", (id) => {
    const study = getCaseStudies(locale).find((s) => s.id === id)!;
    const found = repeatedParagraphs(paragraphs(<CaseStudyDetail study={study} />, locale));
    expect(repeatLines(`${locale} ${id}`, found)).toEqual([]);
  });

  test("a case study without a written story shows no Full Story, one with it shows it whole", () => {
    for (const study of getCaseStudies(locale)) {
      mockLocale = locale;
      const html = renderToStaticMarkup(<CaseStudyDetail study={study} />);
      expect(html.includes('id="story-heading"')).toBe(Boolean(study.narrative?.length));
      for (const p of study.narrative ?? []) expect(paragraphs(<CaseStudyDetail study={study} />, locale)).toContain(p);
    }
  });

  test("the About page, with the footer every page has, says each paragraph once", () => {
    const found = repeatedParagraphs(
      paragraphs(
        <>
          <AboutPage />
          <SiteFooter />
        </>,
        locale,
      ),
    );
    expect(repeatLines(`${locale} about`, found)).toEqual([]);
  });
});
