// No page says the same paragraph twice (issue 59): every exported page, in every language, read paragraph by
// paragraph as a reader meets it (scripts/content-check/repeated-paragraphs.ts). A paragraph of 80 characters or
// more that appears again on its page, alone or inside another paragraph, fails the check, named with the page.
// Over another export: EXPORT_DIR=/path/to/out npx jest -c jest.export.config.mjs tests/export/repeated-paragraphs.test.ts
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { paragraphsOf, repeatedParagraphs, repeatLines } from "@/scripts/content-check/repeated-paragraphs";

import { exportedPages, OUT, parse, type ExportedPage } from "./export";

jest.setTimeout(180_000);

// The translated not-found pages are files of their own (es/404.html), beside the index.html pages.
const notFoundPages = (): ExportedPage[] =>
  PREFIXED_LOCALES.map((locale) => ({ route: `/${locale}/404.html`, file: join(OUT, locale, "404.html") }))
    .filter(({ file }) => existsSync(file))
    .map((page) => ({ ...page, html: readFileSync(page.file, "utf8") }));

test("no page repeats a paragraph of 80 characters or more, alone or inside another", () => {
  const pages = [...exportedPages(), ...notFoundPages()];
  expect(pages.length).toBeGreaterThan(400);
  const failures = pages.flatMap((page) => repeatLines(page.route, repeatedParagraphs(paragraphsOf(parse(page.html).body))));
  const pagesFailing = new Set(failures.map((line) => line.slice(0, line.indexOf(": "))));
  expect({ pagesFailing: [...pagesFailing], failures: failures.slice(0, 60) }).toEqual({ pagesFailing: [], failures: [] });
});
