import { createTranslator, interpolate } from "@/lib/i18n/translate";

const dictionaries = {
  en: {
    hello: "Hello",
    greet: "Hello, {name}!",
    langToastTitle: "Language Preference Updated",
    langToastDescription: "Translating the site into {languageName} is planned. The content stays in English for now.",
    onlyEnglish: "Only in English",
    blankElsewhere: "English text",
  },
  es: {
    hello: "Hola",
    greet: "¡Hola, {name}!",
    blankElsewhere: "",
  },
  fr: {},
};

const t = createTranslator(dictionaries);

describe("createTranslator", () => {
  test("uses the requested language", () => {
    expect(t("es", "hello")).toBe("Hola");
    expect(t("en", "hello")).toBe("Hello");
  });

  test("falls back to English when the language lacks the key", () => {
    expect(t("es", "onlyEnglish")).toBe("Only in English");
    expect(t("fr", "hello")).toBe("Hello");
  });

  test("an empty translation counts as missing", () => {
    expect(t("es", "blankElsewhere")).toBe("English text");
  });

  test("falls back to English for an unknown language", () => {
    expect(t("de", "hello")).toBe("Hello");
    expect(t("", "hello")).toBe("Hello");
  });

  test("then to the supplied default", () => {
    expect(t("es", "missing.key", undefined, "Default text")).toBe("Default text");
  });

  test("then to the key itself", () => {
    expect(t("es", "missing.key")).toBe("missing.key");
    expect(t("en", "missing.key", { a: 1 })).toBe("missing.key");
  });

  test("a found translation wins over the default", () => {
    expect(t("es", "hello", undefined, "Default")).toBe("Hola");
    expect(t("fr", "hello", undefined, "Default")).toBe("Hello");
  });

  test("fills {param} placeholders in translations and defaults", () => {
    expect(t("es", "greet", { name: "Ana" })).toBe("¡Hola, Ana!");
    expect(t("fr", "greet", { name: "Luc" })).toBe("Hello, Luc!");
    expect(t("en", "langToastDescription", { languageName: "日本語" })).toContain("into 日本語 is planned");
    expect(t("en", "missing", { n: 3 }, "{n} items")).toBe("3 items");
  });

  test("prototype keys are not translations", () => {
    expect(t("en", "toString")).toBe("toString");
    expect(t("constructor", "hello")).toBe("Hello");
    expect(t("__proto__", "hello")).toBe("Hello");
  });

  test("another fallback language can be chosen", () => {
    const tes = createTranslator(dictionaries, "es");
    expect(tes("fr", "hello")).toBe("Hola");
    expect(tes("fr", "onlyEnglish", undefined, "Default")).toBe("Default");
  });
});

describe("interpolate", () => {
  test("replaces every occurrence; numbers become text", () => {
    expect(interpolate("{a} and {a} and {b}", { a: "x", b: 2 })).toBe("x and x and 2");
  });

  test("unknown placeholders stay as written; no params leaves the text", () => {
    expect(interpolate("Hi {name}, {other}", { name: "Ali" })).toBe("Hi Ali, {other}");
    expect(interpolate("Hi {name}")).toBe("Hi {name}");
  });

  test("replacement text is inserted literally ($ patterns are not special)", () => {
    expect(interpolate("Price: {p}", { p: "$& $1 $$" })).toBe("Price: $& $1 $$");
  });

  test("inherited object keys are not params", () => {
    expect(interpolate("{toString}", {})).toBe("{toString}");
  });
});
