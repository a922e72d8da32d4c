/** @jest-environment node */
/**
 * The content check's reading of the translated prose (scripts/content-check/typography.ts and glossary.ts): each
 * language's typography and the glossary's terms, each problem named with its file, id and field.
 */
import { chatAnswers } from "@/content/chat/answers";
import { chatEs } from "@/content/chat/es";
import { chatFr } from "@/content/chat/fr";
import { chatZh } from "@/content/chat/zh";
import { uiStrings } from "@/content/i18n";
import { seoTexts } from "@/content/seo";
import { translations } from "@/content/translations";
import { glossary as esGlossary } from "@/content/translations/es/glossary";
import { glossary as frGlossary } from "@/content/translations/fr/glossary";
import { glossary as zhGlossary } from "@/content/translations/zh/glossary";
import { glossaryProblems } from "@/scripts/content-check/glossary";
import { shownProse, translatedProse, type ProseString } from "@/scripts/content-check/prose";
import { typographyProblems } from "@/scripts/content-check/typography";

const glossaries = { es: esGlossary, fr: frGlossary, zh: zhGlossary };
const at = (locale: string, text: string): ProseString => ({
  locale,
  where: `content/translations/${locale}/x.ts: id: field`,
  text,
});

describe("the translations as they are", () => {
  const prose = translatedProse(translations);

  test("every string is read, named with its file, id and field", () => {
    expect(prose.length).toBeGreaterThan(3000);
    expect(prose.map((p) => p.where)).toContain("content/translations/fr/products-1.ts: voice-bot: tagline");
  });

  test("pass the typography rules", () => {
    expect(typographyProblems(prose)).toEqual([]);
  });

  test("pass the glossary", () => {
    expect(glossaryProblems(prose, glossaries)).toEqual([]);
  });
});

describe("the rest of what the site shows: UI strings, chat, chat answers, titles and descriptions", () => {
  const chatResponses = { es: chatEs.responses, fr: chatFr.responses, zh: chatZh.responses };
  const shown = shownProse({ uiStrings, chatResponses, chatAnswers, seo: seoTexts });

  test("every French and Chinese string is read, named with its file and key or id", () => {
    const where = shown.map((p) => p.where);
    expect(where).toEqual(
      expect.arrayContaining([
        "content/i18n/fr.ts: form.tooLong",
        "content/i18n/zh.ts: form.tooLong",
        "content/chat/fr.ts: responses: greeting",
        "content/chat/answers/fr.ts: voice-bot: summary",
        "content/chat/answers/zh.ts: voice-bot: useCases[0]",
        "content/seo/fr.ts: /product/: title",
        "content/seo/zh.ts: /product/: description",
      ]),
    );
    // English is held to no rule here.
    expect(where.some((w) => w.includes("/en.ts"))).toBe(false);
  });

  test("pass the same typography rules as the translations", () => {
    expect(typographyProblems(shown)).toEqual([]);
  });

  test("fail where French has U+00A0 (or a plain space) before high punctuation, as these files had it", () => {
    // U+00A0 where the translations set U+202F, as content/i18n, content/chat and content/chat/answers had it (53
    // problems there before this rule read them); made here in every file, content/seo/fr.ts too.
    const before = shown.map((p) => ({
      ...p,
      text: p.text.replace(/\u202f(?=[;:!?»])/g, "\u00a0").replace(/«\u202f/g, "«\u00a0"),
    }));
    const problems = typographyProblems(before);
    expect(problems.length).toBeGreaterThan(50);
    for (const file of ["content/i18n/fr.ts", "content/chat/fr.ts", "content/chat/answers/fr.ts", "content/seo/fr.ts"])
      expect(problems.some((p) => p.startsWith(`${file}: `))).toBe(true);
  });

  test("a UI string's placeholders: its modifier colon passes, a plain space before % fails", () => {
    const ui = (text: string) =>
      shownProse({ uiStrings: { fr: { "ui.key": text } }, chatResponses: {}, chatAnswers: {}, seo: {} });
    expect(typographyProblems(ui("En savoir plus sur {name:the}\u202f: {count}\u00a0%"))).toEqual([]);
    expect(typographyProblems(ui("Longueur du message : {percent} %"))).toEqual([
      expect.stringMatching(/^content\/i18n\/fr\.ts: ui\.key: French sets a narrow no-break space \(U\+202F\) before ; : ! \?/),
      expect.stringMatching(/^content\/i18n\/fr\.ts: ui\.key: a no-break space between a number and %/),
    ]);
  });

  test("Chinese half-width marks fail in a UI string and a title", () => {
    const problems = typographyProblems(
      shownProse({
        uiStrings: { zh: { "form.email": "电子邮件:" } },
        chatResponses: {},
        chatAnswers: {},
        seo: { zh: { "/": { title: "AI机器人(全天候)", description: "语音机器人、聊天机器人。" } } },
      }),
    );
    expect(problems.map((p) => p.split(": ").slice(0, 2).join(": "))).toEqual([
      "content/i18n/zh.ts: form.email",
      "content/seo/zh.ts: /",
    ]);
  });
});

describe("French typography", () => {
  test.each([
    ["a plain space before a colon", "Résultat : un modèle"],
    ["a no-break space (U+00A0) before a question mark", "Pourquoi maintenant\u00a0?"],
    ["no space before a semicolon", "le clavier; le bot"],
    ["a plain space inside guillemets", "«\u202fagent »"],
    ["24 h/24 with a plain space", "en chinois, 24 h/24."],
    ["7 j/7 with a plain space", "Surveillance 24\u00a0h/24, 7 j/7"],
    ["a plain space before %", "99,9 % de disponibilité"],
    ["a plain space before h in an hour", "ouvert de 9\u00a0h à 18 h."],
    ["a plain space before €", "à partir de 100 € par mois"],
  ])("fails on %s", (_case, text) => {
    const problems = typographyProblems([at("fr", text)]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/translations\/fr\/x\.ts: id: field: /);
  });

  test("passes narrow no-break spaces, times, URLs, ratios and HTML", () => {
    const good = [
      "Résultat\u202f: un modèle\u202f; «\u202fagent\u202f» et 99,9\u00a0%, 24\u00a0h/24, 7\u00a0j/7\u202f!",
      "de 9\u00a0h à 18\u00a0h, 100\u00a0€, 3 heures, 2 hôtels",
      "de 9:00 à 18:00, format 16:9",
      '<a href="https://example.com/?q=1">lien</a>',
    ];
    expect(typographyProblems(good.map((text) => at("fr", text)))).toEqual([]);
  });
});

describe("Chinese punctuation", () => {
  test.each([
    ["a half-width comma", "语音机器人,聊天机器人"],
    ["a half-width colon", "姓名: 陈伟明"],
    ["half-width brackets", "人工智能(AI)平台"],
    ["a single ellipsis", "正在发送…"],
  ])("fails on %s", (_case, text) => {
    expect(typographyProblems([at("zh", text)]).length).toBeGreaterThan(0);
  });

  test("passes full-width marks and Latin set solid", () => {
    expect(typographyProblems([at("zh", "AI联络中心：5秒内作答（全天候），正在发送……")])).toEqual([]);
  });

  test("Spanish and English are not held to these rules", () => {
    expect(typographyProblems([at("es", "Hora: 14:00 (hora de Malasia)")])).toEqual([]);
  });
});

describe("the glossary", () => {
  test.each([
    ["fr", "Co-marketing et génération de leads", "lead (sales)"],
    ["fr", "Mesurer la résolution, pas seulement le taux de prise en charge", "containment (rate)"],
    ["es", "Dispositivos compactos de IA en el edge", "edge (computing)"],
    ["es", "Gestión de Genesys", "managed service(s)"],
    ["zh", "并在来电转到挂号柜台之前完成常规分诊。", "triage"],
    ["zh", "来电者可以查询账单、办理分期付款", "payment arrangement (utility bill)"],
    ["zh", "等候时间经常超过七分钟", "numbers (style)"],
  ])("in %s, %j fails on the term for %s", (locale, text, term) => {
    const problems = glossaryProblems([at(locale, text)], glossaries);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`for "${term}"`);
    expect(problems[0]).toMatch(new RegExp(`^content/translations/${locale}/x\\.ts: id: field: glossary: `));
  });

  test("the glossary's own word passes, and a term in context it allows", () => {
    const fine = [
      at("fr", "Génération de prospects et taux de traitement automatisé"),
      at("es", "Dispositivos de IA perimetrales (edge)"),
      at("zh", "先对常规来电进行分流；审计追踪与链路追踪；分期付款套餐；助理级认证"),
    ];
    expect(glossaryProblems(fine, glossaries)).toEqual([]);
  });
});
