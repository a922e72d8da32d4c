// Every page's title and meta description, as content/seo/<locale>.ts writes them: present in every language,
// whole, within the lengths a search result shows, unique, and not made from the page's name and tagline.
// Every problem reads "file: page path: field: message", like the rest of the content check. Their typography
// (French spaces, Chinese full-width marks) is typography.ts's, which reads all the text the site shows.
import { getCaseStudies } from "@/lib/content";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { descriptionRange, documentTitle, fitDescription, textLength, titleMax } from "@/lib/metadata";
import { hasPage } from "@/lib/pages/availability";
import { withDerivedText } from "@/lib/pages/info";
import { pageEntries } from "@/lib/pages/kinds";
import { routes } from "@/content/routes";
import { SEO_PENDING, seoFile, seoTexts, type SeoText } from "@/content/seo";
import { sourceHash } from "@/scripts/translations/source-hash";

/** A page as the check reads it: where it is, what it is called, and the text it carries in a language. */
export interface SeoPage {
  path: string;
  /** The names a description must not open with, followed by a full stop or colon: its heading, crumb, client. */
  names: string[];
  /** The home page's title is the whole `<title>`: no suffix is added to it. */
  absoluteTitle?: boolean;
  /** Undefined: the language's file has no entry for the page. */
  text?: Partial<SeoText>;
}

export interface SeoCheckInput {
  locale: Locale;
  file: string;
  pages: SeoPage[];
}

const ENDS_CUT = /(…|\.\.\.)["”»’)）\s\u202f]*$/u;
const ENDS_SENTENCE = /[.!?。！？]["”»’)）]*$/u;
const words = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, " ").trim();

export function seoProblems({ locale, file, pages }: SeoCheckInput): string[] {
  const problems: string[] = [];
  const fail = (path: string, field: string, message: string) => problems.push(`${file}: ${path}: ${field}: ${message}`);
  const [minDescription, maxDescription] = descriptionRange(locale);
  const maxTitle = titleMax(locale);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();

  for (const { path, names, absoluteTitle, text } of pages) {
    const title = text?.title?.trim();
    const description = text?.description?.trim();
    if (!title) fail(path, "title", `is missing: write the page's title in ${locale}`);
    else {
      const whole = documentTitle(title, absoluteTitle, locale);
      const length = textLength(whole);
      if (length > maxTitle)
        fail(path, "title", `"${whole}" has ${length} characters with the suffix, more than ${maxTitle}: write a shorter one`);
      if (ENDS_CUT.test(title)) fail(path, "title", `"${title}" ends in "…": write it whole`);
      const first = titles.get(words(title));
      if (first !== undefined) fail(path, "title", `"${title}" is already the title of ${first}`);
      else titles.set(words(title), path);
    }
    if (!description) fail(path, "description", `is missing: write the page's meta description in ${locale}`);
    else {
      const length = textLength(description);
      if (length < minDescription || length > maxDescription)
        fail(path, "description", `has ${length} characters, outside ${minDescription}–${maxDescription}: "${description}"`);
      if (ENDS_CUT.test(description)) fail(path, "description", `ends in "…", cut: "${description}"`);
      else if (!ENDS_SENTENCE.test(description)) fail(path, "description", `does not end a sentence: "${description}"`);
      const opening = names.find((name) => {
        const [n, d] = [words(name), words(description)];
        return n !== "" && d.startsWith(n) && /^\s*[.:。：]/u.test(d.slice(n.length));
      });
      if (opening !== undefined)
        fail(path, "description", `opens with the page's name and a full stop ("${opening}. …"): say what the page offers`);
      const first = descriptions.get(words(description));
      if (first !== undefined) fail(path, "description", `is already the description of ${first}`);
      else descriptions.set(words(description), path);
    }
  }
  return problems;
}

/** Entries that name no page, and translations whose English has changed since (`source` unlike its hash). */
export function seoTableProblems(
  file: string,
  paths: readonly string[],
  table: Readonly<Record<string, { source?: string }>>,
  sourceOf?: (path: string) => string | undefined,
): { errors: string[]; stale: string[] } {
  const known = new Set(paths);
  const errors: string[] = [];
  const stale: string[] = [];
  for (const [path, entry] of Object.entries(table)) {
    if (!known.has(path)) errors.push(`${file}: ${path}: (entry): names no page of the site`);
    else if (sourceOf) {
      const source = sourceOf(path);
      if (entry.source !== source) stale.push(`${file}: ${path}: source: the English has changed since (source "${source}")`);
    }
  }
  return { errors, stale };
}

/**
 * Every page `locale` ships (a page waiting for its translation needs no title yet) with its written text; `derived: true` gives instead the text the pages
 * made from names, taglines and templates before content/seo/ (what the check was shown to fail on).
 */
export function seoPages(locale: Locale, { derived = false } = {}): SeoPage[] {
  const entries = derived ? withDerivedText(() => pageEntries(locale)) : pageEntries(locale);
  const clients = new Map(getCaseStudies(locale).map((s) => [routes.caseStudy(s.id), s.client]));
  return entries
    .filter(({ info }) => hasPage(locale, info.path))
    .map(({ info }) => ({
      path: info.path,
      names: [info.heading, info.trail.at(-1)?.name, info.name, clients.get(info.path)].filter((name): name is string => !!name),
      absoluteTitle: info.absoluteTitle,
      text: derived
        ? { title: info.title, description: fitDescription(info.description, locale) }
        : seoTexts[locale]?.[info.path],
    }));
}

/**
 * The check over every language: problems, stale translations, and the languages not written yet (listed in
 * content/seo/index.ts `SEO_PENDING`), whose missing entries are reported as information, not problems.
 */
export function seoReport(locales: readonly Locale[] = LOCALES): { errors: string[]; stale: string[]; pending: string[] } {
  const errors: string[] = [];
  const stale: string[] = [];
  const pending: string[] = [];
  const english = seoTexts.en ?? {};
  for (const locale of locales) {
    const file = seoFile(locale);
    const pages = seoPages(locale);
    const table = (seoTexts[locale] ?? {}) as Readonly<Record<string, { source?: string }>>;
    const own = seoTableProblems(
      file,
      pages.map((p) => p.path),
      table,
      locale === "en" ? undefined : (path) => (english[path] ? sourceHash(english[path]) : undefined),
    );
    errors.push(...own.errors);
    stale.push(...own.stale);
    if (SEO_PENDING.includes(locale)) {
      const written = pages.filter((p) => p.text);
      pending.push(`${file}: ${written.length} of ${pages.length} pages written (pending: checked when complete)`);
      errors.push(...seoProblems({ locale, file, pages: written }));
    } else errors.push(...seoProblems({ locale, file, pages }));
  }
  return { errors, stale, pending };
}
