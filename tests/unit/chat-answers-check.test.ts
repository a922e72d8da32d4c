/** @jest-environment node */
/**
 * The content check over the chat's product answers (scripts/content-check/chat-answers.ts): the real answers pass;
 * a product without its answer, a line over its length by the script's measure, a cut or unfinished line and a
 * line with no use case to go under each fail, naming the file and the product id.
 */
import { chatAnswers, chatAnswersFile } from "@/content/chat/answers";
import type { ChatProductAnswers } from "@/content/types";
import {
  allChatAnswerProblems,
  allStaleChatAnswers,
  answeredProducts,
  chatAnswerProblems,
  staleChatAnswers,
} from "@/scripts/content-check/chat-answers";
import { shownProse } from "@/scripts/content-check/prose";
import { typographyProblems } from "@/scripts/content-check/typography";

const fresh = (locale: "en" | "es" | "fr" | "zh"): ChatProductAnswers => structuredClone(chatAnswers[locale]!);
const problemsOf = (locale: "en" | "es" | "fr" | "zh", answers: ChatProductAnswers) =>
  chatAnswerProblems(locale, chatAnswersFile(locale), answeredProducts(locale), answers);

describe("chat answers check", () => {
  test("the real answers pass in every language", () => {
    expect(allChatAnswerProblems()).toEqual([]);
  });

  test("a product without its answer in a language is named with the file and the product id", () => {
    const answers = fresh("fr");
    delete answers["voice-bot"];
    expect(problemsOf("fr", answers)).toEqual([
      "content/chat/answers/fr.ts: voice-bot: no chat answer: write its summary and use-case lines",
    ]);
    // The catalogue as it stood before (no answers written): every product of every language fails.
    expect(problemsOf("es", {})).toHaveLength(answeredProducts("es").length);
  });

  test("a line over its length fails: 150 and 50 characters in Latin scripts, half in Chinese", () => {
    const en = fresh("en");
    const summary =
      "Our Chat Bot answers customers on your website, WhatsApp and Messenger, in their own language, from your approved knowledge sources, at any hour.";
    en["chat-bot"]!.summary = `${summary} Always.`;
    en["chat-bot"]!.useCases[0] = "sizing, shipping and return questions answered at any hour";
    expect(problemsOf("en", en)).toEqual([
      `content/chat/answers/en.ts: chat-bot: summary: ${summary.length + 8} characters, more than 150: write it shorter`,
      "content/chat/answers/en.ts: chat-bot: useCases[0]: 58 characters, more than 50: write it shorter",
    ]);
    expect(summary.length + 8).toBeGreaterThan(150);
    const zh = fresh("zh");
    zh["voice-bot"]!.useCases[1] = "来电即可预约、改期或取消，与实时日历同步，无需人工"; // 25 characters: it fits
    expect(problemsOf("zh", zh)).toEqual([]);
    zh["voice-bot"]!.useCases[1] = "来电即可预约、改期或取消，并与实时日历同步，无需人工"; // 26: one too many
    expect(problemsOf("zh", zh)).toEqual([
      "content/chat/answers/zh.ts: voice-bot: useCases[1]: 26 characters, more than 25: write it shorter",
    ]);
  });

  test("a cut or unfinished line fails: an ellipsis, a function word at its end, a summary with no full stop", () => {
    const fr = fresh("fr");
    fr["chat-bot"]!.useCases[0] = "répondez à toute heure aux questions sur les…";
    fr["video-bot"]!.useCases[1] = "montrer un produit en répondant aux";
    fr["contact-center"]!.summary = "Notre centre de contact réunit appels, chats et e-mails";
    expect(problemsOf("fr", fr)).toEqual([
      'content/chat/answers/fr.ts: chat-bot: useCases[0]: ends in "…": write it whole',
      "content/chat/answers/fr.ts: video-bot: useCases[1]: ends inside a phrase (on an article, a preposition or a particle)",
      "content/chat/answers/fr.ts: contact-center: summary: not a whole sentence (no full stop at its end)",
    ]);
    const es = fresh("es");
    es["voice-bot"]!.useCases[1] = "clínicas y ventanillas de la";
    expect(problemsOf("es", es)).toEqual([
      "content/chat/answers/es.ts: voice-bot: useCases[1]: ends inside a phrase (on an article, a preposition or a particle)",
    ]);
  });

  test("typography is the typography check's, one rule for every file: French U+202F, Chinese full-width marks", () => {
    const typography = (locale: "fr" | "zh", answers: ChatProductAnswers) =>
      typographyProblems(shownProse({ uiStrings: {}, chatResponses: {}, chatAnswers: { [locale]: answers }, seo: {} }));
    const fr = fresh("fr");
    // A no-break space (U+00A0) before the colon, as the answers had it, is not the narrow one French sets.
    fr["video-bot"]!.summary = "Notre bot vidéo donne un visage à votre service en ligne\u00a0: il accueille et répond.";
    expect(problemsOf("fr", fr)).toEqual([]);
    expect(typography("fr", fr)).toEqual([
      expect.stringMatching(
        /^content\/chat\/answers\/fr\.ts: video-bot: summary: French sets a narrow no-break space \(U\+202F\)/,
      ),
    ]);
    fr["video-bot"]!.summary = "Notre bot vidéo donne un visage à votre service en ligne\u202f: il accueille et répond.";
    expect(typography("fr", fr)).toEqual([]);
    const zh = fresh("zh");
    zh["voice-bot"]!.useCases[0] = "核验来电者身份,播报余额";
    expect(typography("zh", zh)).toEqual([
      expect.stringMatching(/^content\/chat\/answers\/zh\.ts: voice-bot: useCases\[0\]: Chinese text takes full-width marks/),
    ]);
  });

  test("an answer for no product, or a line with no use case to go under, fails", () => {
    const en = fresh("en");
    en["flux-capacitor"] = { summary: "A product we do not sell.", useCases: ["time travel"] };
    expect(problemsOf("en", en)).toEqual(["content/chat/answers/en.ts: flux-capacitor: not a product id (content/products/)"]);
    const products = answeredProducts("en").map((p) =>
      p.id === "sdk" ? { ...p, useCaseTitles: p.useCaseTitles.slice(0, 1) } : p,
    );
    expect(chatAnswerProblems("en", chatAnswersFile("en"), products, fresh("en"))).toEqual([
      "content/chat/answers/en.ts: sdk: useCases[1]: the product has no use case 2 to put it under",
    ]);
  });
});

describe("chat answers' sources", () => {
  const english = () => structuredClone(chatAnswers.en!);

  test("every translated answer names the English answer it translates, as it is now", () => {
    expect(allStaleChatAnswers()).toEqual([]);
    for (const locale of ["es", "fr", "zh"] as const)
      for (const answer of Object.values(chatAnswers[locale]!))
        expect((answer as { source?: string }).source).toMatch(/^[0-9a-f]{12}$/);
  });

  test("an English edit makes each translation of that answer stale, named with the file, the product and the new hash", () => {
    const en = english();
    en["voice-bot"]!.summary = en["voice-bot"]!.summary.replace("without a queue", "with no queue");
    for (const locale of ["es", "fr", "zh"] as const) {
      const stale = staleChatAnswers(chatAnswersFile(locale), en, chatAnswers[locale]!);
      expect(stale).toEqual([
        expect.stringMatching(
          new RegExp(
            `^content/chat/answers/${locale}\\.ts: voice-bot: source: the English has changed since \\(source "[0-9a-f]{12}"\\)`,
          ),
        ),
      ]);
    }
    // A use-case line counts too; a translation without its source is named with the hash to write.
    const lines = english();
    lines["sdk"]!.useCases[0] = "a different line";
    expect(staleChatAnswers("content/chat/answers/fr.ts", lines, chatAnswers.fr!)).toHaveLength(1);
    const unsourced = { ...chatAnswers.fr!["sdk"]!, source: undefined };
    expect(staleChatAnswers("content/chat/answers/fr.ts", english(), { sdk: unsourced })).toEqual([
      expect.stringMatching(
        /^content\/chat\/answers\/fr\.ts: sdk: source: missing: the hash of the English answer it translates is "[0-9a-f]{12}"$/,
      ),
    ]);
  });
});
