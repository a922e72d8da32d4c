// What a native reader of a translated page meets, read from the export as a visitor's browser and a search
// engine get it: every text node, the attributes a screen reader or a search engine reads, the metadata and the
// JSON-LD, plus the chat catalogue and the search index each language ships. Each check collects its failures as
// "<page>: <what>" and expects none, so a failure names the page and the text.
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { productSummary, type ChatProduct, type ProductSummaryLabels } from "@/lib/chat/engine";
import { getBlogPosts, getProductGroups, getProducts, getServices } from "@/lib/content";
import { UI_STRINGS } from "@/lib/i18n";
import { LOCALE_INFO, localePath, PREFIXED_LOCALES, splitLocale, type Locale } from "@/lib/i18n/locales";
import { joinSentences } from "@/lib/i18n/typography";
import { SITE_LANGUAGES } from "@/lib/languages";
import type { SearchDocument } from "@/lib/search/documents";
import { createSearch, MAX_RESULTS, runSearch } from "@/lib/search/engine";
import { fragmentText, SEARCH_BUNDLE, type SearchPage } from "@/lib/search/pagefind";
import { caseStudies } from "@/content/case-studies";
import { about, company, companyName } from "@/content/company";
import { readFragment } from "@/scripts/export/steps/site-search";

import { documentOf, exportedPages, OUT, type ExportedPage } from "./export";
import { builtWithPagefind, excerptsWithText } from "./search-pagefind";

jest.setTimeout(180_000);

const pages = exportedPages();
const byRoute = new Map(pages.map((page) => [page.route, page]));
const localeOf = (route: string): Locale => (route === "/404" ? "en" : splitLocale(route).locale);
const pagesOf = (locale: Locale): ExportedPage[] => pages.filter((page) => localeOf(page.route) === locale);
/** A translated page's English page: the same path at the root; a translated not-found page's is /404. */
const englishPageOf = (page: ExportedPage): ExportedPage | undefined =>
  page.route.endsWith("/404.html") ? byRoute.get("/404") : byRoute.get(splitLocale(page.route).path);

// The translated not-found pages are files of their own (es/404.html), not index.html pages: read them too.
const notFoundPages: ExportedPage[] = PREFIXED_LOCALES.map((locale) => {
  const file = join(OUT, locale, "404.html");
  return { route: `/${locale}/404.html`, file, html: readFileSync(file, "utf8") };
});
const translatedPages = (locale: Locale): ExportedPage[] => [
  ...pagesOf(locale),
  ...notFoundPages.filter((page) => page.route.startsWith(`/${locale}/`)),
];

// Collapse the spaces HTML collapses, not the non-breaking ones French typography relies on.
const clean = (text: string): string => text.replace(/[ \t\n\r\f]+/g, " ").trim();

/** Attributes a screen reader or a search engine reads as text. */
const TEXT_ATTRIBUTES = ["alt", "aria-label", "aria-description", "placeholder", "title"];
/** Metadata read as text: the page's description and its share cards. */
const TEXT_META = /^(description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/;
/**
 * JSON-LD keys whose values are not prose: addresses and codes; contactType and availableLanguage, which schema.org
 * readers match in English ("customer service"); keywords, a list schema.org delimits with ASCII commas.
 */
const LD_NON_PROSE =
  /^(@\w+|url|image|logo|sameAs|email|telephone|datePublished|dateModified|inLanguage|item|contentUrl|priceCurrency|price|addressCountry|postalCode|availableLanguage|contactType|keywords|opens|closes|dayOfWeek|position|width|height|encodingFormat|identifier)$/;

interface Text {
  where: string;
  text: string;
}

function ldTexts(value: unknown, key: string, out: Text[]): void {
  if (typeof value === "string") {
    if (!LD_NON_PROSE.test(key) && !/^(https?:|mailto:|tel:|\/)/.test(value))
      out.push({ where: `JSON-LD ${key}`, text: clean(value) });
  } else if (Array.isArray(value)) value.forEach((item) => ldTexts(item, key, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) ldTexts(v, k, out);
}

/** Every text a reader meets on a page: text nodes of the body (not scripts), text attributes, title, metadata, JSON-LD. */
const textsCache = new WeakMap<ExportedPage, Text[]>();
function textsOf(page: ExportedPage): Text[] {
  const cached = textsCache.get(page);
  if (cached) return cached;
  const doc = documentOf(page);
  const out: Text[] = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, template")) continue;
    const text = clean(node.textContent ?? "");
    if (text) out.push({ where: `<${node.parentElement?.localName}>`, text });
  }
  for (const element of Array.from(doc.body.querySelectorAll("*"))) {
    if (element.closest("script, style, template")) continue;
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value && clean(value)) out.push({ where: `${element.localName}[${name}]`, text: clean(value) });
    }
  }
  const title = doc.querySelector("title")?.textContent;
  if (title) out.push({ where: "<title>", text: clean(title) });
  for (const meta of Array.from(doc.querySelectorAll("meta[name], meta[property]"))) {
    const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
    const content = meta.getAttribute("content");
    if (TEXT_META.test(name) && content) out.push({ where: `meta ${name}`, text: clean(content) });
  }
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json"]')))
    ldTexts(JSON.parse(script.textContent ?? "null"), "", out);
  textsCache.set(page, out);
  return out;
}

const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(OUT, path), "utf8")) as T;
const chatCatalog = (locale: Locale) => readJson<ChatProduct[]>(localePath(locale, "/chat-catalog.json"));
const searchIndex = (locale: Locale) => readJson<SearchDocument[]>(localePath(locale, "/search-index.json"));
/** The export's search engine (docs/search.md): Pagefind (the default) when it has Pagefind's bundle, else MiniSearch. */
const onPagefind = builtWithPagefind(OUT);
/**
 * What each page's search result can show in `locale`: on Pagefind, its title in the page list and its
 * fragment's whole text (the excerpts are cut from it); on MiniSearch, its document's title, tagline and text.
 */
const searchTexts = (locale: Locale): { url: string; title: string; text: string }[] =>
  onPagefind
    ? readJson<SearchPage[]>(localePath(locale, "/search-index.json")).map((page) => ({
        url: page.url,
        title: page.title,
        text: fragmentText(
          readFragment(readFileSync(join(OUT, SEARCH_BUNDLE, "fragment", `${page.fragment}.pf_fragment`))),
          locale,
        ),
      }))
    : searchIndex(locale).map((d) => ({ url: d.url, title: d.title, text: `${d.tagline} ${d.body}` }));
/** The first results' excerpts for `query` in `locale`, each with the whole text it was cut from, by the export's engine. */
async function searchExcerpts(locale: Locale, query: string): Promise<{ url: string; excerpt: string; text: string }[]> {
  if (onPagefind) return excerptsWithText(OUT, locale, query);
  const documents = searchIndex(locale);
  return runSearch(createSearch(documents), query, locale)
    .slice(0, MAX_RESULTS)
    .map((hit) => {
      const document = documents.find((d) => d.url === hit.url)!;
      return { url: hit.url, excerpt: hit.excerpt, text: `${document.tagline} ${document.body}` };
    });
}
/** The chat assistant's answer about a product, as the page's panel writes it (components/chat/chat-panel.tsx). */
const labelsOf = (locale: Locale): ProductSummaryLabels => ({
  locale,
  useCases: UI_STRINGS[locale]["chat.useCases"],
  useCaseLine: UI_STRINGS[locale]["chat.useCaseLine"],
});
const chatAnswers = (locale: Locale): { id: string; text: string }[] =>
  chatCatalog(locale).map((product) => ({ id: product.id, text: productSummary(product, undefined, labelsOf(locale)) }));

/** Words each language writes as English does: a French "Services" link is French. */
const SAME_WORDS: Record<Locale, string[]> = {
  en: [],
  es: ["Blog", "Chatbots"],
  fr: [
    "Blog",
    "Services",
    "Solutions",
    "Contact",
    "Articles",
    "Cloud",
    "Chatbots",
    "Message",
    "Certification",
    // The partner programme, one word for the concept across the site (review G3, content/translations/fr/REVIEW.md).
    "Support",
    "Pages",
    "Assistants",
    "Conversation",
  ],
  zh: [],
};

/** Texts that are the same in every language: names as their owners write them, figures, addresses, codes. */
function neutralTexts(locale: Locale): Set<string> {
  const { country, ...postal } = company.address;
  void country; // the country is written in the reader's language
  return new Set<string>([
    ...SAME_WORDS[locale],
    companyName,
    ...companyName.split(" "),
    // The company's language model, named as its product pages name it.
    "Nusantara LLM",
    company.email,
    company.phone,
    ...Object.values(postal),
    ...caseStudies.map((study) => study.client),
    ...about.leadership.map((leader) => leader.name),
    // The language list names each language as its speakers do, on every page.
    ...SITE_LANGUAGES.map((language) => language.name),
    ...getBlogPosts("en").map((post) => post.author),
    // A product or service the translation itself names as the English does (an AI SDK stays "AI SDK" nowhere).
    ...getProducts(locale)
      .filter((product) => getProducts("en").some((p) => p.id === product.id && p.name === product.name))
      .map((product) => product.name),
    ...getServices(locale)
      .filter((service) => getServices("en").some((s) => s.id === service.id && s.name === service.name))
      .map((service) => service.name),
  ]);
}
/** A text a translation keeps as it is: no word of two letters or more, or only names, acronyms and figures. */
const NEUTRAL =
  /^[^\p{L}]*$|^(?:[\p{Lu}\d][\p{Lu}\d&./+-]*|[A-Z][a-z]+[A-Z]\w*|\d[\d.,:\s]*(?:AM|PM)?)(?:[\s/·,&|–-]+(?:[\p{Lu}\d][\p{Lu}\d&./+-]*|[A-Z][a-z]+[A-Z]\w*))*$/u;

describe("no English left in a translated page, in any word count", () => {
  test.each([...PREFIXED_LOCALES])(
    "no text, attribute, title, description or JSON-LD value of a /%s/ page is its English page's",
    (locale) => {
      const neutral = neutralTexts(locale);
      const failures: string[] = [];
      for (const page of translatedPages(locale)) {
        const englishPage = englishPageOf(page);
        if (!englishPage) continue;
        const english = new Set(textsOf(englishPage).map((t) => t.text));
        const seen = new Set<string>();
        for (const { where, text } of textsOf(page)) {
          // "Blog | Nusantara AI" is as neutral as "Blog".
          const own = text.replace(/ \| Nusantara AI$/, "");
          if (!english.has(text) || neutral.has(own) || NEUTRAL.test(own) || text.startsWith(`${companyName} `)) continue;
          if (!/\p{L}{2}/u.test(text)) continue;
          const key = `${where} ${text}`;
          if (seen.has(key)) continue;
          seen.add(key);
          failures.push(`${page.route}: ${where} ${JSON.stringify(text)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe("no English catalogue name inside a translated sentence", () => {
  // The English names of the products, services and product groups; the translation writes each in its own words.
  const englishNames = (locale: Locale): string[] => {
    const own = new Set([...getProducts(locale).map((p) => p.name), ...getServices(locale).map((s) => s.name)]);
    return [
      ...getProducts("en").map((p) => p.name),
      ...getServices("en").map((s) => s.name),
      ...getProductGroups("en").map((g) => g.name),
    ].filter((name) => !own.has(name) && name.includes(" "));
  };
  const within = (text: string, name: string) => text !== name && text.includes(name);

  test.each([...PREFIXED_LOCALES])("no /%s/ page, chat answer or search document carries one", (locale) => {
    const names = englishNames(locale);
    const failures: string[] = [];
    for (const page of translatedPages(locale))
      for (const { where, text } of textsOf(page))
        for (const name of names)
          if (within(text, name)) failures.push(`${page.route}: ${where} "${name}" in ${JSON.stringify(text)}`);
    for (const product of chatCatalog(locale))
      for (const text of [
        ...(product.detailedDescription ?? []),
        ...(product.useCases ?? []).flatMap((u) => [u.title, u.description]),
      ])
        for (const name of names)
          if (within(text, name)) failures.push(`chat-catalog ${product.id}: "${name}" in ${JSON.stringify(text)}`);
    for (const result of searchTexts(locale))
      for (const name of names) if (within(result.text, name)) failures.push(`search ${result.url}: "${name}"`);
    expect(failures.slice(0, 60)).toEqual([]);
  });
});

describe("French typography", () => {
  // French sets a (narrow) non-breaking space before : ; ! ? » and after «: a plain space lets the mark wrap alone.
  const PLAIN_SPACE = / [:;!?»]|« | [\u00bb]/g;
  const MISSING_SPACE = /\p{L}[;!?»]|«\p{L}/gu;
  const problems = (text: string): string[] => [...(text.match(PLAIN_SPACE) ?? []), ...(text.match(MISSING_SPACE) ?? [])];

  test("no /fr/ text, attribute or metadata has a plain space, or none, before a high mark", () => {
    const failures: string[] = [];
    for (const page of translatedPages("fr"))
      for (const { where, text } of textsOf(page))
        for (const found of problems(text))
          failures.push(`${page.route}: ${where} ${JSON.stringify(found)} in ${JSON.stringify(text)}`);
    expect(failures.slice(0, 60)).toEqual([]);
  });

  test("nor does the French chat catalogue or search index", () => {
    const texts = [...chatAnswers("fr").map((answer) => answer.text), ...searchTexts("fr").flatMap((d) => [d.title, d.text])];
    const failures = texts.flatMap((text) =>
      problems(text).map((found) => `${JSON.stringify(found)} in ${JSON.stringify(text.slice(0, 120))}`),
    );
    expect(failures.slice(0, 60)).toEqual([]);
  });
});

describe("Chinese punctuation", () => {
  // Beside a Han character, Chinese uses full-width marks: ，：；！？ not , : ; ! ?
  const HALF_WIDTH = /\p{sc=Han}\s?[,:;!?]|[,:;!?]\s?\p{sc=Han}|[。！？]\s?\./gu;
  const problems = (text: string): string[] => text.match(HALF_WIDTH) ?? [];

  test("no /zh/ text, attribute, title, description or JSON-LD value sets a half-width mark beside Chinese", () => {
    const failures: string[] = [];
    for (const page of translatedPages("zh"))
      for (const { where, text } of textsOf(page))
        for (const found of problems(text))
          failures.push(`${page.route}: ${where} ${JSON.stringify(found)} in ${JSON.stringify(text)}`);
    expect(failures.slice(0, 60)).toEqual([]);
  });

  test("nor do the Chinese chat answers, search documents or search excerpts", async () => {
    const texts = [...chatAnswers("zh").map((answer) => answer.text), ...searchTexts("zh").flatMap((d) => [d.title, d.text])];
    for (const query of ["语音机器人", "客服", "云", "安全", "AI"])
      texts.push(...(await searchExcerpts("zh", query)).map((hit) => hit.excerpt));
    const failures = texts.flatMap((text) =>
      problems(text).map((found) => `${JSON.stringify(found)} in ${JSON.stringify(text.slice(0, 120))}`),
    );
    expect(failures.slice(0, 60)).toEqual([]);
  });
});

describe("numbers in the languages that write a decimal comma", () => {
  // Spanish and French write 99,9 %: every locale whose numbers Intl writes with a decimal comma.
  const DECIMAL_COMMA = PREFIXED_LOCALES.filter(
    (locale) =>
      new Intl.NumberFormat(LOCALE_INFO[locale].tag).formatToParts(1.5).find((part) => part.type === "decimal")?.value === ",",
  );
  // A percentage anywhere, or a figure standing alone (a table cell); "11.11", the shopping day, is a date.
  const DECIMAL_POINT = /\d\.\d+\s?%|^\d+\.\d+$/g;

  test.each(DECIMAL_COMMA)("no /%s/ text or attribute writes a decimal point", (locale) => {
    const failures: string[] = [];
    for (const page of translatedPages(locale))
      for (const { where, text } of textsOf(page))
        for (const found of text.match(DECIMAL_POINT) ?? [])
          failures.push(`${page.route}: ${where} ${JSON.stringify(found)} in ${JSON.stringify(text.slice(0, 120))}`);
    expect(failures.slice(0, 60)).toEqual([]);
  });
});

describe("shortened text ends at a word, a clause or a sentence", () => {
  /** Whether `short` (without its "…") stops where `full` has a boundary: a space or punctuation after it, or the end. */
  const endsAtBoundary = (short: string, full: string): boolean => {
    const stem = short.replace(/…$/, "").trimEnd();
    const at = full.indexOf(stem);
    if (at < 0) return true; // not a cut of this text
    const next = full.slice(at + stem.length);
    if (next === "" || /^[\s.,;:!?)»”’。，、；：！？）]/u.test(next)) return true;
    return /[。，、；：！？]$/u.test(stem);
  };
  const fullOverview = (locale: Locale, id: string): string =>
    getProducts(locale)
      .find((p) => p.id === id)
      ?.detailedDescription?.reduce((a, b) => joinSentences(a, b, locale), "") ?? "";

  test.each([...PREFIXED_LOCALES])("the %s chat catalogue ships each overview whole or cut at a boundary", (locale) => {
    const failures = chatCatalog(locale)
      .map((product) => ({ id: product.id, text: (product.detailedDescription ?? []).join(" ") }))
      .filter(({ id, text }) => !endsAtBoundary(text, fullOverview(locale, id).replace(/[ \t\n]+/g, " ")))
      .map(({ id, text }) => `${id}: ${JSON.stringify(text.slice(-40))}`);
    expect(failures).toEqual([]);
  });

  test.each([...PREFIXED_LOCALES])("the %s chat assistant's product answers are cut at a boundary", (locale) => {
    const failures: string[] = [];
    let cut = 0;
    for (const product of chatCatalog(locale)) {
      const full = fullOverview(locale, product.id);
      const uses = (product.useCases ?? []).map((u) => u.description).join(" ");
      const answer = productSummary(product, undefined, labelsOf(locale));
      for (const line of answer.split("\n").filter((l) => l.endsWith("…"))) {
        cut += 1;
        const useCase = line.startsWith("• ");
        const text = useCase ? line.replace(/^• [^:：]+[:：]\s?/, "") : line;
        // A use case's description may start in lower case after the colon (Spanish, French).
        const source = useCase ? uses.toLowerCase() : full;
        if (!endsAtBoundary(useCase ? text.toLowerCase() : text, source)) failures.push(`${product.id}: ${JSON.stringify(line)}`);
      }
    }
    // Answers are written for the chat and shown whole (content/chat/answers/, tests/unit/chat-catalog.test.ts).
    expect(cut).toBe(0);
    expect(failures).toEqual([]);
  });

  test.each([...PREFIXED_LOCALES])("the %s search excerpts start and end at a boundary", async (locale) => {
    // A word of each page's title: some match only the title, so the excerpt is the text's opening.
    const queries = [
      ...new Set(
        searchTexts(locale).map((d) =>
          locale === "zh" ? (d.title.match(/\p{sc=Han}{2}/u)?.[0] ?? "") : (d.title.match(/\p{L}{4,}/u)?.[0] ?? ""),
        ),
      ),
    ].filter(Boolean);
    const failures: string[] = [];
    let cut = 0;
    for (const query of queries)
      for (const hit of await searchExcerpts(locale, query)) {
        if (hit.excerpt.endsWith("…")) cut += 1;
        if (hit.excerpt.endsWith("…") && !endsAtBoundary(hit.excerpt.replace(/^…/, ""), hit.text.replace(/\s+/g, " ")))
          failures.push(`${query} -> ${hit.url}: ${JSON.stringify(hit.excerpt)}`);
      }
    // Excerpts are cut with "…": none found would mean the mark changed and nothing was checked.
    expect(cut).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});
