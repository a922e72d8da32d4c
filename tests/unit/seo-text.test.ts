/** @jest-environment node */
import { getCaseStudy, getProduct, getService } from "@/lib/content";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { pageMetadata } from "@/lib/metadata";
import { caseStudyPage, productPage, servicePage } from "@/lib/pages/info";
import { allPages } from "@/lib/pages/kinds";
import { caseStudyLd, productLd, serviceLd } from "@/lib/seo/structured-data";
import { seoFile, seoTexts } from "@/content/seo";
import { en as enText } from "@/content/seo/en";
import { fr as frText } from "@/content/seo/fr";
import { shownProse } from "@/scripts/content-check/prose";
import { seoPages, seoProblems, seoReport, seoTableProblems, type SeoPage } from "@/scripts/content-check/seo";
import { typographyProblems } from "@/scripts/content-check/typography";

const check = (locale: Locale, pages: SeoPage[]) => seoProblems({ locale, file: seoFile(locale), pages });
const page = (text: SeoPage["text"], extra: Partial<SeoPage> = {}): SeoPage => ({
  path: "/product/voice-bot/",
  names: ["Voice Bot"],
  text,
  ...extra,
});
/** A whole sentence of exactly `n` characters. */
const sentence = (n: number, letter = "a") =>
  `${"Word "
    .repeat(Math.ceil(n / 5))
    .slice(0, n - 1)
    .trimEnd()
    .padEnd(n - 1, letter)}.`;
const chinese = (n: number) => `${"语音机器人全天候接听来电".repeat(10).slice(0, n - 1)}。`;
const TITLE = "AI Voice Bot for Calls in Malay, English, Chinese";
const DESCRIPTION = sentence(140);

describe("the written titles and descriptions (content/seo/)", () => {
  test("every page has them in every language, and they pass the check", () => {
    const { errors, stale, pending } = seoReport();
    expect(errors).toEqual([]);
    expect(stale).toEqual([]);
    expect(pending).toEqual([]);
    for (const locale of LOCALES)
      expect(Object.keys(seoTexts[locale] ?? {}).sort()).toEqual(
        allPages(locale)
          .map((p) => p.path)
          .sort(),
      );
  });

  test("the page, its metadata, its share card and its JSON-LD all carry the written text", () => {
    const voiceBot = getProduct("voice-bot", "fr")!;
    const written = frText["/product/voice-bot/"]!;
    const info = productPage(voiceBot, "fr");
    expect(info).toMatchObject({ title: written.title, description: written.description });
    // The share card says what the description says; its headline is the page's name, as search shows it.
    expect(info.card).toMatchObject({ title: voiceBot.name, subtitle: written.description });
    expect(info.heading).toBe(voiceBot.heroTitle ?? voiceBot.name); // the h1 stays the page's own
    const meta = pageMetadata(info, "fr");
    expect(meta).toMatchObject({ title: written.title, description: written.description });
    expect(meta.openGraph).toMatchObject({ title: written.title, description: written.description });

    const en = getProduct("voice-bot", "en")!;
    expect(productLd(en).description).toBe(enText["/product/voice-bot/"]!.description);
    const study = getCaseStudy("hrms-tech-growth", "en")!;
    expect(caseStudyLd(study).description).toBe(enText["/case-studies/hrms-tech-growth/"]!.description);
    expect(caseStudyPage(study, "en").heading).toBe(study.title);
    // A service's schema.org type is what its kind calls it, not the search title.
    const cloud = getService("cloud", "en")!;
    expect(serviceLd(cloud).serviceType).toBe("Managed Cloud Services");
    expect(servicePage(cloud, "en").title).toBe(enText["/services/cloud/"]!.title);
  });
});

describe("the check fails on the text the pages derived before (names, taglines, templates)", () => {
  const derived = Object.fromEntries(LOCALES.map((l) => [l, check(l, seoPages(l, { derived: true }))])) as Record<
    Locale,
    string[]
  >;
  const count = (locale: Locale, pattern: RegExp) => derived[locale].filter((p) => pattern.test(p)).length;

  test("cut descriptions, 'Name. Tagline' openings and whole headlines as titles, in every language", () => {
    // The 2 December reviews counted 81 French and 78 Spanish descriptions cut, 77–78 "Name. Tagline", 48 long titles.
    expect(count("fr", /ends in "…"/)).toBeGreaterThanOrEqual(80);
    expect(count("es", /ends in "…"/)).toBeGreaterThanOrEqual(75);
    expect(count("en", /ends in "…"/)).toBeGreaterThanOrEqual(40);
    for (const locale of LOCALES) expect(count(locale, /opens with the page's name/)).toBeGreaterThanOrEqual(75);
    expect(
      count("en", /characters with the suffix/) + count("es", /with the suffix/) + count("fr", /with the suffix/),
    ).toBeGreaterThanOrEqual(48);
    expect(count("zh", /outside 50–80/)).toBeGreaterThan(0);
  });

  test("each problem names the file and the page", () => {
    expect(derived.fr).toContainEqual(
      expect.stringMatching(/^content\/seo\/fr\.ts: \/product\/voice-bot\/: description: opens with the page's name/),
    );
    expect(derived.en).toContainEqual(
      expect.stringMatching(/^content\/seo\/en\.ts: \/case-studies\/contact-center-airline-ux\/: title: .* more than 65/),
    );
    expect(derived.es).toContainEqual(
      expect.stringMatching(/^content\/seo\/es\.ts: \/product\/hrms-app\/: description: ends in "…"/),
    );
  });
});

describe("the rules, one at a time", () => {
  test("a whole, fitting, unique text passes", () => {
    expect(check("en", [page({ title: TITLE, description: DESCRIPTION })])).toEqual([]);
  });

  test("a page without its title or description in a language is named with the file and the page", () => {
    expect(check("es", [page(undefined)])).toEqual([
      "content/seo/es.ts: /product/voice-bot/: title: is missing: write the page's title in es",
      "content/seo/es.ts: /product/voice-bot/: description: is missing: write the page's meta description in es",
    ]);
    expect(check("en", [page({ title: TITLE })])).toEqual([
      "content/seo/en.ts: /product/voice-bot/: description: is missing: write the page's meta description in en",
    ]);
  });

  test("a title may have 65 characters with the suffix (40 in Chinese), not one more", () => {
    const fifty = "A".repeat(50); // + " | Nusantara AI" = 65
    expect(check("en", [page({ title: fifty, description: DESCRIPTION })])).toEqual([]);
    expect(check("en", [page({ title: `${fifty}B`, description: DESCRIPTION })])).toEqual([
      expect.stringContaining('title: "AAAA'),
    ]);
    expect(check("en", [page({ title: `${fifty}B`, description: DESCRIPTION })])[0]).toContain("66 characters with the suffix");
    const zh = chinese(60);
    expect(check("zh", [page({ title: "语".repeat(27), description: zh })])).toEqual([]);
    expect(check("zh", [page({ title: "语".repeat(28), description: zh })])[0]).toContain(
      "41 characters with the suffix, more than 40",
    );
  });

  test("the home page's title is the whole <title>: no suffix is counted", () => {
    const home = "Nusantara AI | AI Bots, Business Apps & Managed Services"; // 56
    expect(check("en", [page({ title: home, description: DESCRIPTION }, { path: "/", absoluteTitle: true })])).toEqual([]);
    expect(check("en", [page({ title: home, description: DESCRIPTION })])).toHaveLength(1);
  });

  test("two pages with one title in a language fail, named at the second", () => {
    const problems = check("en", [
      page({ title: TITLE, description: DESCRIPTION }),
      page({ title: TITLE.toUpperCase(), description: sentence(150) }, { path: "/product/chat-bot/" }),
    ]);
    expect(problems).toEqual([
      `content/seo/en.ts: /product/chat-bot/: title: "${TITLE.toUpperCase()}" is already the title of /product/voice-bot/`,
    ]);
  });

  test("a description outside 110–160 characters (50–80 in Chinese) fails", () => {
    for (const n of [110, 160]) expect(check("fr", [page({ title: TITLE, description: sentence(n) })])).toEqual([]);
    for (const n of [109, 161])
      expect(check("fr", [page({ title: TITLE, description: sentence(n) })])).toEqual([
        expect.stringContaining(`description: has ${n} characters, outside 110–160`),
      ]);
    for (const n of [50, 80]) expect(check("zh", [page({ title: "AI语音机器人", description: chinese(n) })])).toEqual([]);
    for (const n of [49, 81])
      expect(check("zh", [page({ title: "AI语音机器人", description: chinese(n) })])).toEqual([
        expect.stringContaining(`has ${n} characters, outside 50–80`),
      ]);
  });

  test("a cut description fails, as does one that ends without finishing its sentence", () => {
    const cut = `${sentence(130).slice(0, -1)} and the…`;
    expect(check("en", [page({ title: TITLE, description: cut })])).toEqual([
      expect.stringContaining('description: ends in "…", cut'),
    ]);
    expect(check("en", [page({ title: TITLE, description: `${sentence(130).slice(0, -1)} ...` })])).toHaveLength(1);
    expect(check("en", [page({ title: TITLE, description: `${sentence(130).slice(0, -1)} with a` })])).toEqual([
      expect.stringContaining("does not end a sentence"),
    ]);
  });

  test("a description opening with the page's name and a full stop (or a colon) fails", () => {
    const tagline =
      "Natural-sounding AI voice agents that answer, route and resolve customer calls in Malay, English and Chinese.";
    for (const mark of [". ", ": "])
      expect(check("en", [page({ title: TITLE, description: `Voice Bot${mark}${tagline}` })])).toEqual([
        expect.stringContaining("description: opens with the page's name and a full stop"),
      ]);
    expect(
      check("zh", [page({ title: "AI语音机器人", description: `语音机器人：${chinese(60)}` }, { names: ["语音机器人"] })]),
    ).toHaveLength(1);
    // The name inside a sentence is fine.
    expect(check("en", [page({ title: TITLE, description: `Voice Bot agents answer ${tagline.slice(0, 100)}.` })])).toEqual([]);
  });

  test("French needs its narrow no-break spaces; Chinese its full-width marks (the typography check, reading content/seo/)", () => {
    const fr =
      "Des agents vocaux IA répondent aux appels de vos clients en malais, anglais et chinois, à toute heure du jour et de la nuit.";
    const typography = (locale: "fr" | "zh", title: string, description: string) =>
      typographyProblems(
        shownProse({
          uiStrings: {},
          chatResponses: {},
          chatAnswers: {},
          seo: { [locale]: { "/product/voice-bot/": { title, description } } },
        }),
      );
    expect(typography("fr", "Bot vocal IA\u202f: appels en malais", fr)).toEqual([]);
    expect(check("fr", [page({ title: "Bot vocal IA\u202f: appels en malais", description: fr })])).toEqual([]);
    // A plain space and a no-break space (U+00A0) both fail: French sets the narrow one.
    for (const space of [" ", "\u00a0"])
      expect(typography("fr", `Bot vocal IA${space}: appels en malais`, fr)).toEqual([
        expect.stringMatching(/^content\/seo\/fr\.ts: \/product\/voice-bot\/: title: French sets a narrow no-break space/),
      ]);
    expect(typography("fr", "Bot vocal IA", fr.replace("à toute", "25 % du temps, à toute"))).toEqual([
      expect.stringMatching(/: description: a no-break space between a number and %/),
    ]);
    expect(typography("fr", "Bot vocal IA", fr.replace("à toute heure", "de 9 h à 18 h"))).toHaveLength(2);
    expect(typography("zh", "AI语音机器人:全天候", "语音机器人。")).toEqual([
      expect.stringMatching(/^content\/seo\/zh\.ts: \/product\/voice-bot\/: title: Chinese text takes full-width marks/),
    ]);
  });

  test("an entry for no page fails; a translation of changed English is stale", () => {
    const { errors, stale } = seoTableProblems(
      "content/seo/fr.ts",
      ["/product/voice-bot/"],
      { "/product/voice-bot/": { source: "old" }, "/product/gone/": { source: "x" } },
      () => "new",
    );
    expect(errors).toEqual(["content/seo/fr.ts: /product/gone/: (entry): names no page of the site"]);
    expect(stale).toEqual(['content/seo/fr.ts: /product/voice-bot/: source: the English has changed since (source "new")']);
  });
});
