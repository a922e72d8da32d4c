import { contentOf, getIndustries, getLandings, getProducts, getServices, getSolutionCategories } from "@/lib/content";
import { UI_STRINGS } from "@/lib/i18n";
import { grammarOf, noun } from "@/lib/i18n/grammar";
import { PREFIXED_LOCALES, type PrefixedLocale } from "@/lib/i18n/locales";
import { interpolate, lowerFirst } from "@/lib/i18n/translate";
import { boundaryBefore, endsOnFunctionWord, formatPercent, joinClauses, joinSentences, shorten } from "@/lib/i18n/typography";
import { grammars } from "@/content/translations";

/** The locales with a grammar file (content/translations/<locale>/grammar.ts): those that inflect names in sentences. */
const INFLECTING = Object.keys(grammars) as PrefixedLocale[];
/** The locales whose templates lower-case a text: a `{…:lower}` in their UI strings, or clauses joined in lower case. */
const LOWER_CASING = PREFIXED_LOCALES.filter(
  (locale) =>
    Object.values(UI_STRINGS[locale]).some((template) => /\{\w+:lower\}/.test(template)) ||
    joinClauses(["One", "Two"], locale).includes("two"),
);

describe("shorten", () => {
  // The French voice bot's overview, which a cut at 150 characters turned into "comme le ferait un con…".
  const french =
    "Le bot vocal de Nusantara AI est un agent vocal conversationnel qui décroche chaque appel dès la première sonnerie et le traite comme le ferait un conseiller bien formé.";

  test("never ends inside a word, nor on the article before it", () => {
    const short = shorten(french, 150, "fr");
    // "…comme le ferait un…" before: the last word that fits is an article, so the cut goes back one word.
    expect(short).toBe(
      "Le bot vocal de Nusantara AI est un agent vocal conversationnel qui décroche chaque appel dès la première sonnerie et le traite comme le ferait…",
    );
    expect(short).not.toMatch(/con…$/);
  });

  test("prefers a sentence end that keeps at least half the room, without an ellipsis", () => {
    expect(shorten("First sentence is here. Second one runs on and on and on.", 40, "en")).toBe("First sentence is here.");
  });

  test("keeps short text whole", () => {
    expect(shorten("  Short   text. ", 40, "en")).toBe("Short text.");
  });

  test("ends Chinese at a clause, never inside a word", () => {
    const chinese = "Nusantara AI语音机器人是一款对话式语音客服，每通来电都在第一声铃响时接起，并像训练有素的坐席一样妥善处理。";
    const short = shorten(chinese, 30, "zh");
    expect(short).toBe("Nusantara AI语音机器人是一款对话式语音客服……");
  });

  test("a list in Chinese (items parted by spaces) ends between items", () => {
    expect(shorten("网络评估和架构设计 结构化布线协调和机柜安装 企业级Wi-Fi设计", 20, "zh")).toBe("网络评估和架构设计……");
  });

  // The chat's old use-case cuts, as the native reviews quoted them (translations-2026-12-02-{fr,es,zh}.md).
  test("English: ends at a word, never on the/a/of/to/for/and", () => {
    const text = "Answer sizing, shipping and return questions at any hour, track orders and start exchanges without waiting.";
    const short = shorten(text, 50, "en");
    expect(short).toBe("Answer sizing, shipping and return questions…");
    expect(shorten("Run inbound service for telecom, utilities or banking across voice and digital channels.", 50, "en")).toBe(
      "Run inbound service for telecom, utilities…",
    );
    for (const cut of [short, shorten("Track reach stackers and heavy container handlers across a large yard.", 40, "en")])
      expect(endsOnFunctionWord(cut, "en")).toBe(false);
  });

  test("French: never on le/la/les/des/du/de/aux/sur/pour/à, nor on an elided l'", () => {
    expect(shorten("Répondez à toute heure aux questions sur les tailles, les livraisons et les retours.", 50, "fr")).toBe(
      "Répondez à toute heure aux questions…",
    );
    expect(shorten("Les employeurs de la distribution et de l'industrie trient des centaines de candidatures.", 50, "fr")).toBe(
      "Les employeurs de la distribution…",
    );
    const elided = shorten(
      "Le personnel travaille au bureau, chez lui ou chez l'un de ses clients, sur des appareils gérés.",
      70,
      "fr",
    );
    expect(elided).toBe("Le personnel travaille au bureau, chez lui ou chez l'un de ses clients…");
    expect(endsOnFunctionWord("…aux questions sur les", "fr")).toBe(true);
    expect(endsOnFunctionWord("…chez l'", "fr")).toBe(true);
    expect(endsOnFunctionWord("…aux questions des clients", "fr")).toBe(false);
  });

  test("Spanish: never on el/la/los/las/de/del/en/para/con/y, nor at the full stop of RR. HH.", () => {
    expect(shorten("Clínicas, servicios técnicos y ventanillas de la administración permiten reservar citas.", 50, "es")).toBe(
      "Clínicas, servicios técnicos y ventanillas…",
    );
    expect(
      shorten("Gestione la atención entrante de telecomunicaciones, suministros o banca desde una plataforma.", 40, "es"),
    ).toBe("Gestione la atención entrante…");
    // "RR. HH." is an abbreviation: the text goes on after it, so the cut is marked.
    const hr = shorten(
      "Cendana Digital Labs triplicó su plantilla en dos años, mientras que RR. HH. seguía con hojas de cálculo.",
      80,
      "es",
    );
    expect(hr).not.toMatch(/HH\.$/);
    expect(hr.endsWith("…")).toBe(true);
    expect(endsOnFunctionWord(hr, "es")).toBe(false);
    expect(shorten("Un asistente de RR. HH. que responde a la plantilla. Y algo más que no cabe aquí.", 60, "es")).toBe(
      "Un asistente de RR. HH. que responde a la plantilla.",
    );
  });

  test("Chinese: ends after a clause mark (，；、), never on 的/和/及/与, with the two-mark ellipsis", () => {
    const text = "某部委将整套软件部署在自己的数据中心，在本地保存民众和员工记录的同时，实现采购、访客和服务台流程的现代化。";
    const short = shorten(text, 40, "zh");
    expect(short).toBe("某部委将整套软件部署在自己的数据中心，在本地保存民众和员工记录的同时……");
    // No clause mark within the room: the cut falls between words, and never after a particle.
    const words = shorten("银行和保险公司获得控制评估和渗透测试服务以满足监管要求", 14, "zh");
    expect(words.endsWith("……")).toBe(true);
    expect(endsOnFunctionWord(words, "zh")).toBe(false);
    expect(endsOnFunctionWord("访客和服务台流程的", "zh")).toBe(true);
    expect(endsOnFunctionWord("实现采购与", "zh")).toBe(true);
    // 的 inside a word (目的) is not the particle.
    expect(endsOnFunctionWord("这是我们的目的", "zh")).toBe(false);
  });

  test("a whole sentence ends where it ends, even on a word that could not end a phrase", () => {
    expect(endsOnFunctionWord("It handles calls the way a well-trained agent would.", "en")).toBe(false);
    expect(shorten("Short text that fits.", 50, "en")).toBe("Short text that fits.");
  });

  test("an excerpt starts at a word or a clause", () => {
    const text = "One two three four five six seven eight nine ten eleven twelve";
    expect(text.slice(boundaryBefore(text, 10, "en"))).toBe("three four five six seven eight nine ten eleven twelve");
  });
});

describe("joining", () => {
  test("two sentences: a full stop in Latin scripts, 。 in Chinese, never both", () => {
    expect(joinSentences("A tagline", "The body.")).toBe("A tagline. The body.");
    expect(joinSentences("A tagline!", "The body.")).toBe("A tagline! The body.");
    expect(joinSentences("全天候接听客户来电。", "语音识别")).toBe("全天候接听客户来电。语音识别");
    expect(joinSentences("全天候接听客户来电", "语音识别")).toBe("全天候接听客户来电。语音识别");
  });

  test("a case study's results, as each language writes a list of clauses", () => {
    const results = ["Loan decisions 40% faster.", "CRM adoption up 45%"];
    expect(joinClauses(results, "en")).toBe("Loan decisions 40% faster; CRM adoption up 45%");
    expect(joinClauses(["Décisions plus rapides", "Adoption du CRM"], "fr")).toBe(
      "Décisions plus rapides\u202f; adoption du CRM",
    );
    expect(joinClauses(["Decisiones más rápidas", "CRM adoptado"], "es")).toBe("Decisiones más rápidas; CRM adoptado");
    expect(joinClauses(["信贷决策提速40%。", "审阅时间减少45%"], "zh")).toBe("信贷决策提速40%；审阅时间减少45%");
  });
});

describe("numbers", () => {
  test("a percentage as each language writes it", () => {
    expect(formatPercent(99.9, "en")).toBe("99.9%");
    expect(formatPercent(99.95, "es")).toBe("99,95\u00a0%");
    expect(formatPercent(99.9, "fr")).toMatch(/^99,9[\u00a0\u202f]%$/);
    expect(formatPercent(100, "zh")).toBe("100%");
  });
});

describe("names inside sentences", () => {
  test("lower case unless the first word is an acronym or a name with inner capitals", () => {
    expect(lowerFirst("Bot de voz")).toBe("bot de voz");
    expect(lowerFirst("SDK de IA")).toBe("SDK de IA");
    expect(lowerFirst("WhatsApp Business")).toBe("WhatsApp Business");
  });

  test("Spanish and French take the article and contract it after de", () => {
    expect(
      interpolate("¿Listo para poner a trabajar {name:the}?", { name: noun("product", "router", "Routers empresariales", "es") }),
    ).toBe("¿Listo para poner a trabajar los routers empresariales?");
    expect(interpolate("Más sobre {name:the}", { name: noun("product", "voice-bot", "Bot de voz", "es") })).toBe(
      "Más sobre el bot de voz",
    );
    expect(interpolate("À propos {name:of}", { name: noun("product", "voice-bot", "Bot vocal", "fr") })).toBe(
      "À propos du bot vocal",
    );
    expect(
      interpolate("Parler {name:of}", {
        name: noun("product", "procurement-application", "Application de gestion des achats", "fr"),
      }),
    ).toBe("Parler de l'application de gestion des achats");
    expect(interpolate("Parlez {name:of}", { name: noun("service", "microsoft-teams", "Microsoft Teams", "fr") })).toBe(
      "Parlez de Microsoft Teams",
    );
    expect(interpolate("Portrait {name:de}", { name: "Aisyah Rahman" })).toBe("Portrait d'Aisyah Rahman");
    expect(interpolate("Portrait {name:de}", { name: "Daniel Lim" })).toBe("Portrait de Daniel Lim");
  });

  test("a template that asks for a form a name lacks fails, naming the template", () => {
    expect(() => interpolate("{name:the}", { name: noun("product", "voice-bot", "Voice Bot", "en") })).toThrow(/\{name:the\}/);
    expect(() => noun("product", "no-such-product", "Nothing", "es")).toThrow(
      /content\/translations\/es\/grammar.ts: no product "no-such-product"/,
    );
  });

  test.each(INFLECTING)("the %s grammar file gives every name the site puts in a sentence", (locale) => {
    const grammar = grammarOf(locale)!;
    const missing = [
      ...getProducts(locale).map((p) => ["product", p.id] as const),
      ...getServices(locale).map((s) => ["service", s.id] as const),
      ...getSolutionCategories(locale).flatMap((c) => c.items.map((s) => ["solution", s.id] as const)),
      ...[...getLandings("solutions", locale), ...getLandings("industry", locale), ...getIndustries(locale)].map(
        (l) => ["sector", l.id] as const,
      ),
    ].filter(([kind, id]) => grammar[kind][id] === undefined);
    expect(missing).toEqual([]);
  });
});

describe("openings lower-cased after a colon keep proper names", () => {
  // A byline lower-cases its role ("Por Aisyah Rahman, directora ejecutiva"), a case study's narrative its first
  // result ("…en pocos meses: un 25 % más de ventas"). A word the language's own copy capitalises mid-sentence ("de Nusantara AI") is a name: it must
  // not start such a text, or it would print "nusantara LLM".
  test.each(LOWER_CASING)("no %s text that a template lower-cases starts with a proper name", (locale) => {
    const c = contentOf(locale).c;
    const corpus = JSON.stringify(c);
    const isName = (word: string) => new RegExp(`[\\p{Ll},] ${word}\\b`, "u").test(corpus);
    const openings = [
      ...Object.values(c.caseStudies).flatMap((s) => s.results),
      ...Object.values(c.blog).flatMap((p) => (p.authorRole ? [p.authorRole] : [])),
      ...c.company.about.leadership.map((l) => l.role),
    ];
    // Two capitalised words in a row open a name too ("Net Promoter Score").
    const names = openings
      .map((text) => /^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}*)?/u.exec(text)?.[0])
      .filter((words): words is string => words !== undefined && lowerFirst(words) !== words)
      .filter((words) => words.includes(" ") || isName(words));
    expect([...new Set(names)]).toEqual([]);
  });
});
