/**
 * The language lists against what follows from them: the site's locales (content/locales.ts), declared once,
 * and the picker's and the chat assistant's languages (lib/languages.ts), derived from it, must agree with the
 * code that routes, loads and names a language.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, localePath, LOCALES, PREFIXED_LOCALES, splitLocale } from "@/lib/i18n/locales";
import {
  CHAT_LANGUAGE_CODES,
  CHAT_LANGUAGES,
  DEFAULT_LANGUAGE,
  languageName,
  languageNameIn,
  PLANNED_LANGUAGES,
  resolveLanguage,
  SITE_LANGUAGES,
} from "@/lib/languages";
import { absoluteUrl } from "@/lib/site";
import type { ChatLanguage } from "@/content/types";
import { loadChatDictionary } from "@/components/chat/dictionaries";
import sitemap from "@/app/sitemap";

describe("the site's locales", () => {
  test("English lives at the root and every other locale under its prefix, and the language lists fall back to it", () => {
    expect([DEFAULT_LOCALE, ...PREFIXED_LOCALES].sort()).toEqual([...LOCALES].sort());
    expect(DEFAULT_LANGUAGE).toBe(DEFAULT_LOCALE);
  });

  test.each([...PREFIXED_LOCALES])("a path under /%s/ is read back as that locale's page", (locale) => {
    expect(splitLocale(localePath(locale, "/product/voice-bot/"))).toEqual({ locale, path: "/product/voice-bot/" });
    expect(splitLocale(`/${locale}`)).toEqual({ locale, path: "/" });
    expect(splitLocale(`/${locale}x/`)).toEqual({ locale: DEFAULT_LOCALE, path: `/${locale}x/` });
  });

  test("an English path is English", () => {
    expect(splitLocale("/product/voice-bot/")).toEqual({ locale: DEFAULT_LOCALE, path: "/product/voice-bot/" });
    expect(localePath(DEFAULT_LOCALE, "/product/")).toBe("/product/");
  });

  test.each([...LOCALES])("%s is offered by the site picker under the name its pages give it", (locale) => {
    expect(SITE_LANGUAGES.filter((l) => l.code === locale)).toEqual([{ code: locale, name: LOCALE_INFO[locale].name }]);
  });

  test("the sitemap lists the home page in every locale, each with every locale as an alternate", () => {
    const entries = sitemap();
    const homes = LOCALES.map((locale) => entries.find((entry) => entry.url === absoluteUrl(localePath(locale, "/"))));
    const tags = [...LOCALES.map((locale) => LOCALE_INFO[locale].tag), "x-default"].sort();
    expect(homes.map((home) => Object.keys(home?.alternates?.languages ?? {}).sort())).toEqual(LOCALES.map(() => tags));
  });
});

describe("the site picker", () => {
  test("offers each language once, every locale and the planned languages not yet published, in the spec's order", () => {
    const codes = SITE_LANGUAGES.map((l) => l.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...LOCALES, ...PLANNED_LANGUAGES.map((l) => l.code)].sort());
    expect(PLANNED_LANGUAGES.filter((l) => isLocale(l.code))).toEqual([]);
    // SPEC.md: "the picker offers en, es, fr, de, ja, zh".
    expect(codes).toEqual(["en", "es", "fr", "de", "ja", "zh"]);
  });

  test("names a language in the page's language, and an unknown code by itself", () => {
    expect(languageNameIn("de", "en")).toBe("German");
    expect(languageNameIn("de", "fr")).toBe("allemand");
    expect(languageNameIn("ja", "es")).toBe("japonés");
    expect(languageNameIn("de", "zh")).toBe("德语");
    expect(languageName("ja")).toBe("日本語");
    expect(languageName("xx")).toBe("xx");
  });
});

describe("the chat assistant's languages", () => {
  test("the picker in the chat offers every locale", () => {
    expect(CHAT_LANGUAGES.map((l) => l.code)).toEqual([...LOCALES]);
    expect(CHAT_LANGUAGE_CODES).toEqual(LOCALES);
  });

  test("each is named as the site picker names it", () => {
    for (const chat of CHAT_LANGUAGES) expect(chat.name).toBe(languageName(chat.code));
  });

  test("each loads a dictionary of its own: no language silently gets another's", async () => {
    const dictionaries = await Promise.all(CHAT_LANGUAGE_CODES.map((code: ChatLanguage) => loadChatDictionary(code)));
    expect(new Set(dictionaries).size).toBe(CHAT_LANGUAGE_CODES.length);
    expect(new Set(dictionaries.map((d) => d.responses.greeting)).size).toBe(CHAT_LANGUAGE_CODES.length);
  });
});

describe("resolveLanguage", () => {
  const HEADER = LOCALES;
  /** A language the picker offers but the site does not publish yet. */
  const planned = PLANNED_LANGUAGES[0]!.code;

  test("a known code is returned without a warning", () => {
    const warn = jest.fn();
    expect(resolveLanguage("fr", HEADER, warn)).toBe("fr");
    expect(resolveLanguage("zh", SITE_LANGUAGES, warn)).toBe("zh");
    expect(resolveLanguage("es", CHAT_LANGUAGES, warn)).toBe("es");
    expect(warn).not.toHaveBeenCalled();
  });

  test("case and surrounding spaces are ignored", () => {
    const warn = jest.fn();
    expect(resolveLanguage(" FR ", HEADER, warn)).toBe("fr");
    expect(warn).not.toHaveBeenCalled();
  });

  test("an unknown code falls back to en with a warning", () => {
    const warn = jest.fn();
    expect(resolveLanguage("xx", HEADER, warn)).toBe("en");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"xx"');
  });

  test("a code outside the allowed list is unknown there", () => {
    const warn = jest.fn();
    expect(resolveLanguage(planned, HEADER, warn)).toBe("en");
    expect(resolveLanguage(planned, SITE_LANGUAGES, warn)).toBe(planned);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("no stored value quietly gives en", () => {
    const warn = jest.fn();
    expect(resolveLanguage(null, HEADER, warn)).toBe("en");
    expect(resolveLanguage(undefined, HEADER, warn)).toBe("en");
    expect(resolveLanguage("", HEADER, warn)).toBe("en");
    expect(warn).not.toHaveBeenCalled();
  });

  test("warns through console.warn by default", () => {
    const spy = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(resolveLanguage("klingon", CHAT_LANGUAGES)).toBe("en");
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
