// What a translated page hands over after a click, read from the export: every mail link and every form that
// posts to the mail app (the prepared e-mails of a page without scripts, the careers and partner hand-offs), and
// the labels a screen reader reads. None may carry English words of the site's e-mails, a 12-hour time, or the
// punctuation of another language; no label may be one of the date picker's English defaults. Each check collects
// "<page>: <what>" and expects none, so a failure names the page and the text.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { PREFIXED_LOCALES, splitLocale, type PrefixedLocale } from "@/lib/i18n/locales";
import { decodeMailto } from "@/lib/mailto";
import { uiStrings } from "@/content/i18n";
import { en } from "@/content/i18n/en";

import { documentOf, exportedPages, OUT, type ExportedPage } from "./export";

jest.setTimeout(120_000);

const translatedPages = (locale: PrefixedLocale): ExportedPage[] => [
  ...exportedPages().filter((page) => page.route !== "/404" && splitLocale(page.route).locale === locale),
  {
    route: `/${locale}/404.html`,
    file: join(OUT, locale, "404.html"),
    html: readFileSync(join(OUT, locale, "404.html"), "utf8"),
  },
];

/** The English words of the site's e-mails (their text between placeholders) that the locale writes otherwise. */
function englishMailWords(locale: PrefixedLocale): string[] {
  const own = Object.entries(uiStrings[locale])
    .filter(([key]) => key.startsWith("mail."))
    .map(([, value]) => value)
    .join("\n");
  return Object.entries(en)
    .filter(([key]) => key.startsWith("mail."))
    .flatMap(([, value]) => value.split(/\{\w+\}/))
    .map((fragment) => fragment.trim().replace(/[:,.]$/, ""))
    .filter((fragment) => /\p{L}{4}/u.test(fragment) && !own.includes(fragment));
}

/** The e-mails a page hands over: each mailto link and mail-app form, decoded. */
function mailsOf(page: ExportedPage): { where: string; subject: string; body: string }[] {
  const doc = documentOf(page);
  const links = [...doc.querySelectorAll("a[href^='mailto:' i]")].map((a) => ({ where: "link", href: a.getAttribute("href")! }));
  const forms = [...doc.querySelectorAll("form[action^='mailto:' i]")].map((f) => ({
    where: "form",
    href: f.getAttribute("action")!,
  }));
  return [...links, ...forms].map(({ where, href }) => ({ where, ...decodeMailto(href) }));
}

const TWELVE_HOUR = /\b\d{1,2}:\d{2}\s?[AP]M\b/i;
/**
 * A label's colon as another language writes it: a half-width colon or comma after Chinese; a French colon with no
 * space before it ("Nom:"; a time's "14:00" is not a label, and French writes "14 h" anyway).
 */
const FOREIGN_COLON: Record<PrefixedLocale, RegExp | null> = { es: null, fr: /[^\s\u00a0\u202f\d]:/, zh: /\p{sc=Han}[:,] ?/u };
/** react-day-picker's English defaults and other English labels a screen reader would read. */
const ENGLISH_LABEL = /Go to the (Previous|Next) Month|Navigation bar|Choose the (Month|Year)/;

describe.each([...PREFIXED_LOCALES])("%s pages", (locale) => {
  const pages = translatedPages(locale);
  const words = englishMailWords(locale);

  test("hand over e-mails in the page's language, with its clock and punctuation", () => {
    expect(words.length).toBeGreaterThan(5);
    const problems: string[] = [];
    let mails = 0;
    for (const page of pages) {
      for (const mail of mailsOf(page)) {
        const text = `${mail.subject}\n${mail.body}`;
        if (!text.trim()) continue;
        mails++;
        const at = `${page.route} (${mail.where})`;
        for (const word of words) if (text.includes(word)) problems.push(`${at}: English "${word}" in ${JSON.stringify(text)}`);
        if (TWELVE_HOUR.test(text)) problems.push(`${at}: a 12-hour time: ${JSON.stringify(text.match(TWELVE_HOUR)![0])}`);
        const colon = FOREIGN_COLON[locale];
        for (const line of text.split(/\r?\n/))
          if (colon?.test(line)) problems.push(`${at}: punctuation: ${JSON.stringify(line)}`);
      }
    }
    // The contact page's two prepared e-mails and form actions, the form outcome page's, careers and the partner programmes.
    expect(mails).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });

  test("label nothing with the date picker's English defaults", () => {
    const problems = pages.flatMap((page) =>
      [...documentOf(page).querySelectorAll("[aria-label], [title]")]
        .flatMap((element) => [element.getAttribute("aria-label"), element.getAttribute("title")])
        .filter((label): label is string => !!label && ENGLISH_LABEL.test(label))
        .map((label) => `${page.route}: ${label}`),
    );
    expect(problems).toEqual([]);
  });
});
