/** @jest-environment node */
/**
 * Adding a language, rehearsed without shipping it: German declared in the one list (`LOCALE_INFO` in
 * content/locales.ts) before any of its content is written. The content check and `tsc` fail, naming German
 * and each file to write; and nothing of it would be built, since a locale builds only its translated pages
 * and the routes of an untranslated one (layout, not-found page, feed, search index, chat catalogue) list no
 * params for it. The real list passes the same checks.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import type * as Locales from "@/lib/i18n/locales";
import { LOCALES, PREFIXED_LOCALES } from "@/lib/i18n/locales";
import { builtLocales, coverage, coverageOf } from "@/lib/pages/availability";
import { chatDictionaries } from "@/content/chat";
import { uiStrings } from "@/content/i18n";
import { translations } from "@/content/translations";
import { localeProblems, type LocaleRegistries } from "@/scripts/content-check/locales";
import { typeProblems } from "@/scripts/content-check/type-check";

const registries: LocaleRegistries = { uiStrings, chat: chatDictionaries, translations };
const GERMAN = { tag: "de", ogLocale: "de_DE", name: "Deutsch" };
const DECLARATION = "content/locales.ts";

describe("the declared locales", () => {
  test("each has its UI strings, chat dictionary and translations, and each is built", () => {
    expect(localeProblems(LOCALES, registries)).toEqual([]);
    expect(builtLocales()).toEqual(PREFIXED_LOCALES);
  });

  test("content registered for a language nobody declared fails the check", () => {
    expect(localeProblems(LOCALES, { ...registries, chat: { ...chatDictionaries, de: chatDictionaries.en } })).toEqual([
      `content/chat/index.ts: de: not a declared locale (${DECLARATION})`,
    ]);
  });
});

describe("German declared before its content is written", () => {
  test("the content check fails, naming German and each file to write", () => {
    expect(localeProblems([...LOCALES, "de"], registries)).toEqual([
      "content/i18n/index.ts: de: no UI strings: write content/i18n/de.ts (en.ts translated) and list it here",
      "content/chat/index.ts: de: no chat dictionary: write content/chat/de.ts (en.ts translated) and list it here",
      "content/translations/index.ts: de: no translations: write content/translations/de/index.ts (as es/index.ts) and list it here",
      `${DECLARATION}: de: declared but untranslated, so nothing of it is built: its home page waits for company/company (content/translations/de/)`,
    ]);
  });

  test("registered but still untranslated, it fails all the same", () => {
    const registered = {
      uiStrings: { ...uiStrings, de: uiStrings.en },
      chat: { ...chatDictionaries, de: chatDictionaries.en },
      translations: { ...translations, de: {} },
    };
    expect(localeProblems([...LOCALES, "de"], registered)).toEqual([
      `${DECLARATION}: de: declared but untranslated, so nothing of it is built: its home page waits for company/company (content/translations/de/)`,
    ]);
  });

  test("tsc fails too (as the content check's type pass does), naming each registry that lacks German", () => {
    const text = readFileSync(join(process.cwd(), DECLARATION), "utf8");
    const end = "} satisfies Record<string, LocaleInfo>;";
    expect(text).toContain(end);
    const declared = text.replace(end, `  de: ${JSON.stringify(GERMAN)},\n${end}`);
    const problems = typeProblems(process.cwd(), { [DECLARATION]: declared });
    expect([...problems].sort()).toEqual([
      expect.stringMatching(/^content\/chat\/index\.ts:\d+: .*Property 'de' is missing/),
      expect.stringMatching(/^content\/i18n\/index\.ts:\d+: .*Property 'de' is missing/),
      expect.stringMatching(/^content\/translations\/index\.ts:\d+: .*Property 'de' is missing/),
    ]);
  });

  test("no page of it is built: every page waits for its translation", () => {
    const pages = coverage(PREFIXED_LOCALES[0]!);
    for (const content of [undefined, {}]) {
      const { built, missing } = coverageOf(content);
      expect(built.size).toBe(0);
      expect(missing.map(({ path }) => path).sort()).toEqual([...pages.built, ...pages.missing.map(({ path }) => path)].sort());
    }
  });

  test("with German in the list, the picker and the chat offer it, and no route builds anything of it", () => {
    jest.isolateModules(() => {
      jest.doMock("@/lib/i18n/locales", () => {
        const actual = jest.requireActual<typeof Locales>("@/lib/i18n/locales");
        const locales = [...actual.LOCALES, "de"];
        return {
          ...actual,
          LOCALES: locales,
          PREFIXED_LOCALES: [...actual.PREFIXED_LOCALES, "de"],
          LOCALE_INFO: { ...actual.LOCALE_INFO, de: GERMAN },
          isLocale: (value: unknown) => locales.includes(value as string),
        };
      });
      /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded anew over the mocked list */
      const languages: typeof import("@/lib/languages") = require("@/lib/languages");
      const availability: typeof import("@/lib/pages/availability") = require("@/lib/pages/availability");
      const routes = [
        require("@/app/(intl)/[locale]/blog/feed.xml/route"),
        require("@/app/(intl)/[locale]/search-index.json/route"),
        require("@/app/(intl)/[locale]/chat-catalog.json/route"),
      ] as { generateStaticParams: () => { locale: string }[] }[];
      /* eslint-enable @typescript-eslint/no-require-imports */

      // The picker lists German once, as a language of the site, no longer as a planned one; the chat offers it.
      expect(languages.SITE_LANGUAGES.filter((l) => l.code === "de")).toEqual([{ code: "de", name: "Deutsch" }]);
      expect(languages.PLANNED_LANGUAGES.map((l) => l.code)).not.toContain("de");
      expect(languages.CHAT_LANGUAGES.map((l) => l.code)).toContain("de");
      // Nothing is built: no locale-wide route, and no page names a German alternate.
      expect(availability.builtLocales()).toEqual(PREFIXED_LOCALES);
      expect(availability.localesOf("/")).toEqual(LOCALES);
      for (const route of routes) expect(route.generateStaticParams().map(({ locale }) => locale)).toEqual(PREFIXED_LOCALES);
    });
  });
});
