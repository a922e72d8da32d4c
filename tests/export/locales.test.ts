// Checks over every locale's pages in out/: English at the root, the translations under /es/, /fr/ and /zh/.
// Each check collects its failures as "<page>: <what is wrong>" and expects none, so a failure names the page.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { getProducts, getServices } from "@/lib/content";
import { LOCALE_INFO, localePath, LOCALES, PREFIXED_LOCALES, splitLocale, type Locale } from "@/lib/i18n/locales";
import { coverage } from "@/lib/pages/availability";
import { absoluteUrl, SITE_URL } from "@/lib/site";
import { caseStudies } from "@/content/case-studies";
import { about, company, companyName } from "@/content/company";
import { uiStrings } from "@/content/i18n";
import { en } from "@/content/i18n/en";

import { documentOf, exportedPages, OUT, type ExportedPage } from "./export";

// Parsing a few hundred pages takes a while on a small machine.
jest.setTimeout(120_000);

const pages = exportedPages();
const byRoute = new Map(pages.map((page) => [page.route, page]));
const indexable = pages.filter((page) => page.route !== "/404");

/** The locale of an exported route; the 404 page is served at any path and is English. */
const localeOf = (route: string): Locale => (route === "/404" ? "en" : splitLocale(route).locale);
/** The English path of an exported route: "/es/product/" -> "/product/". */
const englishPathOf = (route: string): string => splitLocale(route).path;
const pagesOf = (locale: Locale): ExportedPage[] => indexable.filter((page) => localeOf(page.route) === locale);
const tag = (locale: Locale): string => LOCALE_INFO[locale].tag;

/** The locales the English page at `path` was exported in, English first. */
const exportedLocalesOf = (path: string): Locale[] => LOCALES.filter((l) => byRoute.has(localePath(l, path)));

/** hreflang -> absolute URL of the translations the English page at `path` has in out/ (itself included). */
const expectedAlternates = (path: string): Map<string, string> =>
  new Map(exportedLocalesOf(path).map((l) => [tag(l), absoluteUrl(localePath(l, path))]));

/** A URL on this site as an exported route ("/es/product/"), or null for another host. */
function routeOfUrl(url: string): string | null {
  if (!url.startsWith(`${SITE_URL}/`)) return null;
  return decodeURIComponent(new URL(url).pathname);
}

/** [hreflang, href] of a document's `<link rel="alternate" hreflang>`, in document order. */
const alternatesOf = (doc: Document): [string, string][] =>
  Array.from(doc.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
    link.getAttribute("hreflang") ?? "",
    link.getAttribute("href") ?? "",
  ]);

const sameMap = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
const show = (map: Map<string, string>) => JSON.stringify(Object.fromEntries(map));

const textOf = (element: Element): string => (element.textContent ?? "").replace(/\s+/g, " ").trim();
const wordCount = (text: string): number => text.split(" ").filter(Boolean).length;

const readXml = (file: string): Document => new DOMParser().parseFromString(readFileSync(file, "utf8"), "application/xml");

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });

/** A file's text, decompressed if it is a precompressed copy, with JS `\uXXXX` escapes decoded. */
function readText(file: string): string {
  const bytes = readFileSync(file);
  const raw = file.endsWith(".br") ? brotliDecompressSync(bytes) : file.endsWith(".gz") ? gunzipSync(bytes) : bytes;
  return raw.toString("utf8").replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe("<html lang>", () => {
  test.each([...LOCALES])("every %s page declares its locale's tag", (locale) => {
    const localePages = pagesOf(locale);
    expect(localePages.length).toBeGreaterThan(0);
    const failures = localePages
      .map((page) => [page.route, documentOf(page).documentElement.getAttribute("lang")] as const)
      .filter(([, lang]) => lang !== tag(locale))
      .map(([route, lang]) => `${route}: lang="${lang}", expected "${tag(locale)}"`);
    expect(failures).toEqual([]);
  });

  test("the 404 page is English", () => {
    expect(documentOf(byRoute.get("/404")!).documentElement.getAttribute("lang")).toBe("en");
  });
});

describe("which pages each locale ships", () => {
  const englishRoutes = pagesOf("en").map((page) => page.route);

  test("the English pages are exactly the pages the availability rules know", () => {
    const known = PREFIXED_LOCALES.map((l) => coverage(l)).map(({ built, missing }) =>
      [...built, ...missing.map((m) => m.path)].sort(),
    );
    for (const paths of known) expect(paths).toEqual([...englishRoutes].sort());
  });

  test.each([...PREFIXED_LOCALES])("/%s/ ships exactly coverage().built, which is every English page", (locale) => {
    const shipped = pagesOf(locale)
      .map((page) => page.route)
      .sort();
    const built = [...coverage(locale).built].map((path) => localePath(locale, path)).sort();
    expect(shipped).toEqual(built);
    // Every page is translated today: nothing is waiting for a translation.
    expect(coverage(locale).missing).toEqual([]);
    expect(shipped).toEqual(englishRoutes.map((route) => localePath(locale, route)).sort());
  });
});

describe("hreflang alternates and canonical", () => {
  test.each([...LOCALES])("every %s page names itself, its translations and x-default, reciprocally", (locale) => {
    const failures: string[] = [];
    for (const page of pagesOf(locale)) {
      const doc = documentOf(page);
      const path = englishPathOf(page.route);

      const canonicals = Array.from(doc.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute("href"));
      if (canonicals.length !== 1 || canonicals[0] !== absoluteUrl(page.route))
        failures.push(`${page.route}: canonical ${JSON.stringify(canonicals)}, expected ${absoluteUrl(page.route)}`);

      const listed = alternatesOf(doc);
      const alternates = new Map(listed);
      if (alternates.size !== listed.length) failures.push(`${page.route}: an hreflang is listed twice`);
      const expected = expectedAlternates(path).set("x-default", absoluteUrl(path));
      if (!sameMap(alternates, expected))
        failures.push(`${page.route}: hreflang ${show(alternates)}, expected ${show(expected)}`);

      // Reciprocity: every page named in language L exists, is in L, and names this page back.
      for (const [hreflang, href] of alternates) {
        if (hreflang === "x-default") continue;
        const target = byRoute.get(routeOfUrl(href) ?? "");
        if (!target) {
          failures.push(`${page.route}: hreflang ${hreflang} -> ${href}, which is not an exported page`);
          continue;
        }
        const targetDoc = documentOf(target);
        if (targetDoc.documentElement.getAttribute("lang") !== hreflang)
          failures.push(`${page.route}: hreflang ${hreflang} -> ${target.route}, whose <html lang> differs`);
        if (new Map(alternatesOf(targetDoc)).get(tag(locale)) !== absoluteUrl(page.route))
          failures.push(`${page.route}: hreflang ${hreflang} -> ${target.route}, which does not name it back`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("sitemap.xml", () => {
  const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
  const XHTML = "http://www.w3.org/1999/xhtml";
  const sitemap = readXml(join(OUT, "sitemap.xml"));
  const entries = Array.from(sitemap.getElementsByTagNameNS(SITEMAP, "url")).map((url) => ({
    loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent?.trim() ?? "",
    alternates: Array.from(url.getElementsByTagNameNS(XHTML, "link"))
      .filter((link) => link.getAttribute("rel") === "alternate")
      .map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""] as [string, string]),
  }));

  test("is well-formed and lists every page of every locale exactly once (all but the 404)", () => {
    expect(sitemap.getElementsByTagName("parsererror")).toHaveLength(0);
    const locs = entries.map((entry) => entry.loc);
    const twice = locs.filter((loc, i) => locs.indexOf(loc) !== i);
    expect(twice).toEqual([]);
    const expected = indexable.map((page) => absoluteUrl(page.route)).sort();
    expect([...locs].sort()).toEqual(expected);
  });

  test("each entry's xhtml:link alternates name the translations that exist, as the page's own hreflang do", () => {
    // Next writes xhtml:link alternates for an entry with translations; one with none has no alternates.
    expect(entries.some((entry) => entry.alternates.length > 0)).toBe(true);
    const failures: string[] = [];
    for (const { loc, alternates: listed } of entries) {
      const route = routeOfUrl(loc);
      if (!route || !byRoute.has(route)) continue; // reported by the test above
      const alternates = new Map(listed);
      const expected = expectedAlternates(englishPathOf(route));
      // x-default is optional in a sitemap; when given, it is the English page.
      const xDefault = alternates.get("x-default");
      alternates.delete("x-default");
      if (xDefault !== undefined && xDefault !== absoluteUrl(englishPathOf(route)))
        failures.push(`${route}: sitemap x-default ${xDefault}`);
      if (alternates.size !== listed.length - (xDefault === undefined ? 0 : 1))
        failures.push(`${route}: sitemap lists an hreflang twice`);
      const none = alternates.size === 0 && expected.size === 1;
      if (!none && !sameMap(alternates, expected))
        failures.push(`${route}: sitemap alternates ${show(alternates)}, expected ${show(expected)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("blog feeds", () => {
  const feedPath = (locale: Locale) => localePath(locale, "/blog/feed.xml");

  test.each([...LOCALES])("the %s feed is in its language and links to its own pages", (locale) => {
    const file = join(OUT, feedPath(locale));
    expect(existsSync(file)).toBe(true);
    const feed = readXml(file);
    expect(feed.getElementsByTagName("parsererror")).toHaveLength(0);
    const channel = feed.querySelector("rss > channel")!;
    expect(channel.querySelector(":scope > language")?.textContent).toBe(tag(locale));
    expect(channel.querySelector(":scope > link")?.textContent).toBe(absoluteUrl(localePath(locale, "/blog/")));

    const links = Array.from(channel.querySelectorAll(":scope > item > link")).map((link) => link.textContent ?? "");
    expect(links.length).toBeGreaterThan(0);
    const failures = links.filter((link) => {
      const route = routeOfUrl(link);
      return !route || !byRoute.has(route) || localeOf(route) !== locale || !route.startsWith(localePath(locale, "/blog/"));
    });
    expect(failures).toEqual([]);
  });

  test.each([...LOCALES])("every %s page that advertises a feed advertises its own locale's", (locale) => {
    const own = feedPath(locale);
    const failures: string[] = [];
    let advertised = 0;
    for (const page of pagesOf(locale)) {
      const links = documentOf(page).querySelectorAll('link[rel="alternate"][type="application/rss+xml"]');
      for (const link of Array.from(links)) {
        advertised++;
        const href = link.getAttribute("href") ?? "";
        const url = new URL(href, absoluteUrl(page.route));
        if (url.origin !== new URL(SITE_URL).origin || url.pathname !== own) failures.push(`${page.route}: feed ${href}`);
      }
    }
    expect(advertised).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});

describe("links stay in the reader's language", () => {
  const origin = new URL(SITE_URL).origin;
  const FILE = /\/[^/]*\.[a-z0-9]+$/i;

  test.each([...PREFIXED_LOCALES])("every internal link on a /%s/ page stays under its prefix", (locale) => {
    const failures: string[] = [];
    let checked = 0;
    for (const page of pagesOf(locale)) {
      const path = englishPathOf(page.route);
      for (const a of Array.from(documentOf(page).querySelectorAll("a[href]"))) {
        const href = a.getAttribute("href")!;
        if (/^(#|mailto:|tel:)/i.test(href)) continue;
        const url = new URL(href, absoluteUrl(page.route));
        if (url.origin !== origin || FILE.test(url.pathname)) continue;
        const target = decodeURIComponent(url.pathname);
        checked++;
        if (splitLocale(target).locale === locale) continue;
        // A language switcher's link to this same page in the language it declares is no leak.
        const hreflang = a.getAttribute("hreflang");
        const switcher = LOCALES.find((l) => tag(l) === hreflang);
        if (switcher && target === localePath(switcher, path)) continue;
        failures.push(`${page.route}: <a href="${href}"> ${JSON.stringify(textOf(a))}`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });
});

describe("no English left in a translated page's main", () => {
  const TEXT = "p, li, h1, h2, h3, dt, dd, figcaption, blockquote, td, th, summary, label, legend, button, a";
  // The one language-neutral text of 4+ words a translation keeps as is: the office's postal address
  // (an <address>, as written for the post; the footer keeps it too). E-mail and phone are under 4 words.
  const isAddress = (element: Element): boolean => {
    if (element.closest("address")) return true;
    const address = element.querySelector("address");
    return address !== null && textOf(address) === textOf(element);
  };
  // And names as their owners write them: the clients of the case studies are companies.
  const names = new Set(caseStudies.map((study) => study.client));
  const textsOf = (page: ExportedPage): string[] => {
    const main = documentOf(page).querySelector("main");
    return main
      ? Array.from(main.querySelectorAll(TEXT))
          .filter((element) => !isAddress(element))
          .map(textOf)
          .filter((text) => !names.has(text))
      : [];
  };

  test.each([...PREFIXED_LOCALES])("no text of 4+ words on a /%s/ page is the English page's", (locale) => {
    const failures: string[] = [];
    for (const page of pagesOf(locale)) {
      if (!documentOf(page).querySelector("main")) {
        failures.push(`${page.route}: no <main>`);
        continue;
      }
      const englishPage = byRoute.get(englishPathOf(page.route));
      if (!englishPage) continue; // reported by "which pages each locale ships"
      const english = new Set(textsOf(englishPage));
      const leftovers = new Set(textsOf(page).filter((text) => wordCount(text) >= 4 && english.has(text)));
      for (const text of leftovers) failures.push(`${page.route}: ${JSON.stringify(text)}`);
    }
    expect(failures).toEqual([]);
  });
});

// A component's own words around a name ("AI for {name}", " about {name}") are a text node of their own,
// too short for the check above. Names stay as the translation writes them: a product or service it keeps in
// English, the company's own brand, a client, a person, the address, and a case study's product outside the
// catalogue (a fact).
describe("no English phrase a component writes is left in a translated page's main", () => {
  const textNodesOf = (page: ExportedPage): string[] => {
    const document = documentOf(page);
    const main = document.querySelector("main");
    if (!main) return [];
    const walker = document.createTreeWalker(main, 4 /* NodeFilter.SHOW_TEXT */);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (wordCount(text) >= 2 && /[a-z]{2}/i.test(text)) texts.push(text);
    }
    return texts;
  };
  const clock = /^\d{2}:\d{2}( [AP]M)?$/;

  test.each([...PREFIXED_LOCALES])("no English phrase of 2+ words in a /%s/ page's main", (locale) => {
    const names = new Set<string>([
      ...getProducts(locale).map((product) => product.name),
      ...getServices(locale).map((service) => service.name),
      ...caseStudies.map((study) => study.client),
      ...about.leadership.map((leader) => leader.name),
      ...Object.values(company.address),
      // The company's language model, named as its product pages name it.
      "Nusantara LLM",
    ]);
    const failures: string[] = [];
    for (const page of pagesOf(locale)) {
      const englishPage = byRoute.get(englishPathOf(page.route));
      if (!englishPage) continue;
      const english = new Set(textNodesOf(englishPage));
      for (const text of new Set(textNodesOf(page)))
        if (english.has(text) && !names.has(text) && !clock.test(text) && !text.startsWith(companyName))
          failures.push(`${page.route}: ${JSON.stringify(text)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("client JavaScript carries no UI dictionary", () => {
  const chunks = filesUnder(join(OUT, "_next/static/chunks")).map((file) => ({
    file: file.slice(OUT.length),
    text: readText(file),
  }));
  // A dictionary shipped to the browser holds each value as a whole string literal. Matching whole literals
  // keeps the chat's own per-language answers (on-demand chunks), which share short phrases such as
  // "联系我们" or "(hora de Malasia)" with the UI strings, from matching by chance.
  const literals = (value: string): string[] => [
    JSON.stringify(value),
    `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`,
    `\`${value.replace(/\\/g, "\\\\").replace(/`/g, "\\`")}\``,
  ];
  const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u3000-\u303f\uff00-\uffef]/u;
  /** [key, value] of the values long enough not to be a literal of their own in unrelated code (shorter when written in CJK characters or full-width marks). */
  const distinctive = (dictionary: Record<string, string>): [string, string][] =>
    Object.entries(dictionary).filter(
      ([key, value]) => value !== en[key as keyof typeof en] && value.length >= (CJK.test(value) ? 6 : 16),
    );

  test("there are chunks to read", () => {
    expect(chunks.some((chunk) => chunk.file.endsWith(".js"))).toBe(true);
  });

  test.each([...PREFIXED_LOCALES])("no chunk contains a %s UI string", (locale) => {
    const needles = distinctive(uiStrings[locale]);
    expect(needles.map(([key]) => key)).toContain("contact.subtitle");
    const failures = chunks.flatMap(({ file, text }) =>
      needles
        .filter(([, value]) => literals(value).some((literal) => text.includes(literal)))
        .map(([key, value]) => `${file}: ${key} ${JSON.stringify(value)}`),
    );
    expect(failures).toEqual([]);
  });

  test("no chunk contains the English not-found page's strings", () => {
    const needles = [en["notFound.title"], en["notFound.text"]];
    const failures = chunks.flatMap(({ file, text }) => needles.filter((n) => text.includes(n)).map((n) => `${file}: ${n}`));
    expect(failures).toEqual([]);
  });
});
