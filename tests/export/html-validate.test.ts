/** @jest-environment node */
import { HtmlValidate, type ConfigData } from "html-validate";

import { exportedPages } from "./export";

// The rules relaxed below only judge how React writes markup, or accept a CSS equivalent.
const config: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes its DOM property names into the HTML (charSet, fetchPriority, noModule),
    // self-closes void elements (<meta/>) and writes boolean and empty attributes as hidden="", crossorigin="".
    "attr-case": "off",
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Colours that come from content are set in style attributes, which the CSP allows; React and Next.js write some too.
    "no-inline-style": "off",
    // React's useId() ids look like "_R_1_": valid HTML ids, but not starting with a letter.
    "valid-id": ["error", { relaxed: true }],
    // Phone numbers are kept on one line by the whitespace-nowrap class rather than by &nbsp; and U+2011.
    "tel-non-breaking": ["error", { ignoreClasses: ["whitespace-nowrap"] }],
    // A page's title is its headline, whole: a search engine shortens what it shows, while a title cut to 70
    // characters loses its point ("… passée de 180 à…"). 120 still catches a paragraph pasted as a title.
    "long-title": ["error", { maxlength: 120 }],
  },
};

const validator = new HtmlValidate(config);
const pages = exportedPages();

test("the export has pages to check", () => {
  expect(pages.length).toBeGreaterThan(100);
});

test("every exported page passes html-validate's recommended rules", async () => {
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(page.html, page.route);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${page.route}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  expect(problems).toEqual([]);
}, 120_000);

test("the check catches what it is there for: unnamed twin landmarks, an untyped input, a long title", async () => {
  const html = `<!DOCTYPE html><html lang="en"><head><title>${"x".repeat(121)}</title></head>
    <body><nav><a href="/">a</a></nav><nav><a href="/">b</a></nav><main><h1>t</h1><input name="q" aria-label="q"></main></body></html>`;
  const report = await validator.validateString(html, "sample");
  const rules = report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
  expect(rules).toEqual(expect.arrayContaining(["unique-landmark", "no-implicit-input-type", "long-title"]));
});
