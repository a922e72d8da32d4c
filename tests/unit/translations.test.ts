/** @jest-environment node */
import { applyText, textProblems, untranslated } from "@/lib/content/translation";
import { translations } from "@/content/translations";
import { englishUnits } from "@/content/units";
import { translationProblems } from "@/scripts/content-check/translations";
import { sourceHash } from "@/scripts/translations/source-hash";

/** A small English item with prose and facts side by side. */
const english = {
  id: "voice-bot",
  icon: "Mic",
  name: "Voice Bot",
  tagline: "Answers every call in the caller's own language.",
  cta: { label: "Book a demo", href: "/contact-us/" },
  features: ["Natural speech in four languages", "Hands over to a person"],
};

const spanish = {
  name: "Bot de voz",
  tagline: "Atiende cada llamada en el idioma de quien llama.",
  cta: { label: "Reserve una demostración" },
  features: ["Habla natural en cuatro idiomas", "Pasa la llamada a una persona"],
};

describe("applyText", () => {
  test("lays the translated prose over the English and keeps its facts", () => {
    expect(applyText(english, spanish)).toEqual({
      id: "voice-bot",
      icon: "Mic",
      name: "Bot de voz",
      tagline: "Atiende cada llamada en el idioma de quien llama.",
      cta: { label: "Reserve una demostración", href: "/contact-us/" },
      features: ["Habla natural en cuatro idiomas", "Pasa la llamada a una persona"],
    });
  });

  test("never takes a fact from the text, and leaves missing prose English", () => {
    const applied = applyText(english, { name: "Bot de voz", icon: "Bot", cta: { href: "/es/contacto/" } });
    expect(applied.icon).toBe("Mic");
    expect(applied.cta.href).toBe("/contact-us/");
    expect(applied.tagline).toBe(english.tagline);
  });
});

describe("textProblems", () => {
  test("a complete translation has none", () => {
    expect(textProblems(english, spanish)).toEqual([]);
  });

  test("finds a missing string", () => {
    expect(textProblems(english, { ...spanish, tagline: undefined })).toEqual(["tagline: not translated"]);
    expect(textProblems(english, { ...spanish, name: "  " })).toEqual(["name: not translated"]);
  });

  test("finds a list of another length", () => {
    expect(textProblems(english, { ...spanish, features: ["Habla natural en cuatro idiomas"] })).toEqual([
      "features: 1 entries where the English has 2",
      "features[1]: not translated",
    ]);
  });

  test("finds a translated fact and a key the English lacks", () => {
    expect(textProblems(english, { ...spanish, icon: "Bot" })).toEqual(["icon: a fact, not translated (leave it out)"]);
    expect(textProblems(english, { ...spanish, cta: { label: "Reserve", href: "/es/contacto/" } })).toEqual([
      "cta.href: a fact, not translated (leave it out)",
    ]);
    expect(textProblems(english, { ...spanish, subtitle: "Extra" })).toEqual(["subtitle: not in the English"]);
  });
});

describe("untranslated", () => {
  test("flags a string of four words or more left as the English", () => {
    expect(untranslated(english, { ...spanish, tagline: english.tagline })).toEqual(["tagline: still the English text"]);
    expect(untranslated(english, { ...spanish, features: [english.features[0], "Pasa"] })).toEqual([
      "features[0]: still the English text",
    ]);
  });

  test("lets a short string stay the same (a name, a term)", () => {
    expect(untranslated(english, { ...spanish, name: "Voice Bot", cta: { label: "Book a demo" } })).toEqual([]);
  });
});

describe("sourceHash", () => {
  test("changes when the English prose changes", () => {
    expect(sourceHash({ ...english, tagline: "Answers every call, day and night." })).not.toBe(sourceHash(english));
    expect(sourceHash({ ...english, features: [...english.features, "Reads back bookings"] })).not.toBe(sourceHash(english));
  });

  test("stays the same when only a fact changes (icon, id, href)", () => {
    const hash = sourceHash(english);
    expect(sourceHash({ ...english, icon: "Bot" })).toBe(hash);
    expect(sourceHash({ ...english, id: "voice-assistant" })).toBe(hash);
    expect(sourceHash({ ...english, cta: { ...english.cta, href: "/book/" } })).toBe(hash);
  });
});

describe("translation check", () => {
  const copy = () => structuredClone(translations) as Record<string, Record<string, Record<string, unknown>>>;
  const unit = (t: ReturnType<typeof copy>, locale: string, collection: string, key: string) =>
    t[locale]![collection]![key] as { source: string; text: unknown };

  // Not their freshness: an English edit makes a warning, and the content check lists it without failing.
  test("the real translations have no errors", () => {
    expect(translationProblems(englishUnits, translations).errors).toEqual([]);
  });

  test("a stale source is a warning naming the file, the id, both hashes and the template command", () => {
    const t = copy();
    unit(t, "es", "products", "fork-lift-app").source = "000000000000";
    const { errors, warnings } = translationProblems(englishUnits, t);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      `content/translations/es/products-2.ts: fork-lift-app: the English has changed since (source 000000000000, English now ${sourceHash(englishUnits.products["fork-lift-app"])}): \`npm run translation:template -- es products fork-lift-app\` prints it`,
    ]);
  });

  test("with strict, a stale source is an error", () => {
    const t = copy();
    unit(t, "fr", "blog", Object.keys(englishUnits.blog)[0]!).source = "000000000000";
    const { errors, warnings } = translationProblems(englishUnits, t, { strict: true });
    expect(warnings).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/translations\/fr\/blog\.ts: [\w-]+: the English has changed since \(source 000000000000,/,
    );
  });

  test("a key two collections share is found in the file of its own collection", () => {
    const t = copy();
    unit(t, "zh", "pages", "home").source = "000000000000";
    unit(t, "zh", "company", "home").source = "000000000000";
    const files = translationProblems(englishUnits, t).warnings.map((w) => w.split(":")[0]);
    expect(files.sort()).toEqual(["content/translations/zh/company.ts", "content/translations/zh/pages.ts"]);
  });

  test("a dangling id is an error", () => {
    const t = copy();
    t.es!.products!["ghost-app"] = { source: "000000000000", text: { name: "Aplicación fantasma" } };
    const { errors } = translationProblems(englishUnits, t, { fileOf: () => "content/translations/es/products-5.ts" });
    expect(errors).toEqual([
      "content/translations/es/products-5.ts: ghost-app: names no products item in the English (renamed or removed?)",
    ]);
  });

  test("missing prose, a translated fact and prose left in English are errors", () => {
    const t = copy();
    const voiceBot = unit(t, "fr", "products", "voice-bot").text as Record<string, unknown>;
    (voiceBot.topFeatures as string[]).pop();
    voiceBot.icon = "Bot";
    voiceBot.tagline = englishUnits.products["voice-bot"]!.tagline;
    const { errors, warnings } = translationProblems(englishUnits, t);
    expect(warnings).toEqual([]);
    expect(errors).toEqual([
      "content/translations/fr/products-1.ts: voice-bot: icon: a fact, not translated (leave it out)",
      "content/translations/fr/products-1.ts: voice-bot: topFeatures: 9 entries where the English has 10",
      "content/translations/fr/products-1.ts: voice-bot: topFeatures[9]: not translated",
      "content/translations/fr/products-1.ts: voice-bot: tagline: still the English text",
    ]);
  });
});
