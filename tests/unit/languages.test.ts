import { chatLanguageCodes } from "@/lib/content/types";
import {
  CHAT_LANGUAGE_CODES,
  CHAT_LANGUAGES,
  DEFAULT_LANGUAGE,
  HEADER_LANGUAGES,
  languageName,
  resolveLanguage,
  SITE_LANGUAGE_CODES,
  SITE_LANGUAGES,
} from "@/lib/languages";

describe("language lists", () => {
  test("the site picker offers six languages with native names", () => {
    expect(SITE_LANGUAGES).toEqual([
      { code: "en", name: "English" },
      { code: "es", name: "Español" },
      { code: "fr", name: "Français" },
      { code: "de", name: "Deutsch" },
      { code: "ja", name: "日本語" },
      { code: "zh", name: "中文" },
    ]);
    expect(SITE_LANGUAGE_CODES).toEqual(["en", "es", "fr", "de", "ja", "zh"]);
  });

  test("the header preference uses en, es, fr; the chat assistant also speaks Chinese", () => {
    expect(HEADER_LANGUAGES).toEqual(["en", "es", "fr"]);
    expect(CHAT_LANGUAGES).toEqual([
      { code: "en", name: "English" },
      { code: "es", name: "Español" },
      { code: "fr", name: "Français" },
      { code: "zh", name: "中文" },
    ]);
    expect(CHAT_LANGUAGE_CODES).toEqual([...chatLanguageCodes]);
  });

  test("English is the default", () => {
    expect(DEFAULT_LANGUAGE).toBe("en");
  });

  test("languageName", () => {
    expect(languageName("ja")).toBe("日本語");
    expect(languageName("xx")).toBe("xx");
  });
});

describe("resolveLanguage", () => {
  test("a known code is returned without a warning", () => {
    const warn = jest.fn();
    expect(resolveLanguage("fr", HEADER_LANGUAGES, warn)).toBe("fr");
    expect(resolveLanguage("zh", SITE_LANGUAGES, warn)).toBe("zh");
    expect(resolveLanguage("es", CHAT_LANGUAGES, warn)).toBe("es");
    expect(warn).not.toHaveBeenCalled();
  });

  test("case and surrounding spaces are ignored", () => {
    const warn = jest.fn();
    expect(resolveLanguage(" FR ", HEADER_LANGUAGES, warn)).toBe("fr");
    expect(warn).not.toHaveBeenCalled();
  });

  test("an unknown code falls back to en with a warning", () => {
    const warn = jest.fn();
    expect(resolveLanguage("xx", HEADER_LANGUAGES, warn)).toBe("en");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"xx"');
  });

  test("a code outside the allowed list is unknown there", () => {
    const warn = jest.fn();
    expect(resolveLanguage("de", HEADER_LANGUAGES, warn)).toBe("en");
    expect(resolveLanguage("de", SITE_LANGUAGES, warn)).toBe("de");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test("no stored value quietly gives en", () => {
    const warn = jest.fn();
    expect(resolveLanguage(null, HEADER_LANGUAGES, warn)).toBe("en");
    expect(resolveLanguage(undefined, HEADER_LANGUAGES, warn)).toBe("en");
    expect(resolveLanguage("", HEADER_LANGUAGES, warn)).toBe("en");
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
