/**
 * The chat catalogue each language's site serves (app/**\/chat-catalog.json, built by lib/chat/catalog.ts), run
 * through the engine as the panel runs it: every line of every product answer is whole. None ends on an article,
 * a preposition or a particle ("…aux questions sur les…", "…en la…", "…的"), none is cut without a mark, and the
 * answer keeps its shape, a summary and up to two use cases.
 */
import { chatCatalog } from "@/lib/chat/catalog";
import { PRODUCT_SUMMARY_USE_CASES, productSummary, type ProductSummaryLabels } from "@/lib/chat/engine";
import { getProductOverview, getProducts, getProductUseCases } from "@/lib/content";
import { UI_STRINGS } from "@/lib/i18n";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import { setRequestLocale } from "@/lib/i18n/request-locale";
import { endsOnFunctionWord } from "@/lib/i18n/typography";
import { chatAnswers } from "@/content/chat/answers";

const labelsOf = (locale: Locale): ProductSummaryLabels => ({
  locale,
  useCases: UI_STRINGS[locale]["chat.useCases"],
  useCaseLine: UI_STRINGS[locale]["chat.useCaseLine"],
});

/** Each product's answer, cut into its lines: the summary, and each use case's text after its title. */
function answersOf(locale: Locale) {
  const labels = labelsOf(locale);
  return chatCatalog(locale).map((product) => {
    const lines = productSummary(product, undefined, labels).split("\n");
    const useCases = lines.filter((line) => line.startsWith("• "));
    const titles = (product.useCases ?? []).map((u) => u.title);
    return {
      id: product.id,
      lines,
      summary: lines[2] ?? "",
      // "• {title}: {text}", "• {title} : {text}", "• {title}：{text}": the text after the title and its colon.
      useCases: useCases.map((line, i) => line.slice(`• ${titles[i] ?? ""}`.length).replace(/^[\s\u00a0\u202f]*[:：]\s?/u, "")),
    };
  });
}

/** The whole texts a line may be: what the chat writes for it, or a product's own overview and use cases. */
function wholeTexts(locale: Locale): Set<string> {
  setRequestLocale(locale);
  const texts = new Set<string>();
  for (const product of getProducts(locale)) {
    for (const text of getProductOverview(product)) texts.add(text.trim());
    for (const useCase of getProductUseCases(product)) texts.add(useCase.description.trim());
  }
  // As written (content/chat/answers/), not as the catalogue serves it: a line the catalogue cut is no whole text.
  for (const answer of Object.values(chatAnswers[locale] ?? {}))
    for (const text of [answer.summary, ...answer.useCases]) texts.add(text.trim());
  return texts;
}

const CUT = /…$/u;
const SENTENCE_END = /[.!?。！？]["”»’)）]*$/u;

describe.each(LOCALES)("the %s chat catalogue's product answers", (locale) => {
  const answers = answersOf(locale);
  const whole = wholeTexts(locale);
  const lower = new Set([...whole].map((text) => text.toLowerCase()));

  test("cover every product, each with a summary and one or two use cases", () => {
    expect(answers.map((a) => a.id)).toEqual(getProducts(locale).map((p) => p.id));
    const misshapen = answers
      .filter(
        (a) => a.lines[0] === "" || a.summary === "" || a.useCases.length < 1 || a.useCases.length > PRODUCT_SUMMARY_USE_CASES,
      )
      .map((a) => a.id);
    expect(misshapen).toEqual([]);
  });

  test("no line ends on an article, a preposition or a particle", () => {
    const failures = answers.flatMap((a) =>
      [a.summary, ...a.useCases]
        .filter((line) => endsOnFunctionWord(line, locale))
        .map((line) => `${a.id}: ${JSON.stringify(line)}`),
    );
    expect(failures).toEqual([]);
  });

  test("no line is cut without a mark: each ends a sentence or is a whole text as written", () => {
    const failures = answers.flatMap((a) =>
      [a.summary, ...a.useCases]
        .filter((line) => !CUT.test(line) && !SENTENCE_END.test(line) && !whole.has(line) && !lower.has(line.toLowerCase()))
        .map((line) => `${a.id}: ${JSON.stringify(line)}`),
    );
    expect(failures).toEqual([]);
  });

  test("every line is shown whole: none is cut at all", () => {
    const failures = answers.flatMap((a) =>
      [a.summary, ...a.useCases].filter((line) => CUT.test(line)).map((line) => `${a.id}: ${JSON.stringify(line)}`),
    );
    expect(failures).toEqual([]);
  });
});
