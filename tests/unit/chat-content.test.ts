/**
 * The REAL chat dictionaries and the REAL product catalogue run through the chat
 * engine ("Chat reply"): keyword sets must route the questions they are
 * written for, and must never steal a question about a named product.
 */
import { detectIntent, findProduct, productTerms, respond, type ChatIntent, type ChatProduct } from "@/lib/chat/engine";
import { getProducts } from "@/lib/content";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/i18n/locales";
import { chatDictionaries } from "@/content/chat";
import { chatEn } from "@/content/chat/en";
import type { ChatDictionary } from "@/content/types";

type Lang = Locale;
const LANGS = LOCALES;
/** Each language's dictionary, loaded as the widget loads it (content/chat/index.ts). */
const dictionaries = {} as Record<Lang, ChatDictionary>;
beforeAll(async () => {
  for (const lang of LANGS) dictionaries[lang] = await chatDictionaries[lang]();
});

/** The catalogue the widget loads with each language's page (its chat-catalog.json): on a /zh/ page, the Chinese names. */
const catalogueOf = (lang: Lang): readonly ChatProduct[] => getProducts(lang);

/** As the widget calls it: own dictionary and catalogue, plus the English dictionary for contact/about/pricing/demo. */
const detect = (message: string, lang: Lang): ChatIntent => detectIntent(message, dictionaries[lang], catalogueOf(lang), chatEn);

/** A readable form of an intent: the keyword intent itself, or "product:<id>". */
const label = (intent: ChatIntent): string => (typeof intent === "object" ? `product:${intent.product.id}` : intent);

const GIBBERISH = "qwzx blorp vrrkt zzyq";

/** [message, expected label] per language. */
const cases: Record<Lang, [string, string][]> = {
  en: [
    ["tell me more about the voice bot", "product:voice-bot"],
    ["Tell me more about the Voice Bot!", "product:voice-bot"],
    ["features of the chat bot", "product:chat-bot"],
    ["features of the video bot", "product:video-bot"],
    ["tell me more about the contact center", "product:contact-center"],
    ["tell me more about your cloud services", "product:cloud-services"],
    ["features of network services", "product:network-services"],
    ["features of", "product-fallback"],
    ["Tell me more about", "product-fallback"],
    ["hello", "greeting"],
    ["Hi there!", "greeting"],
    ["hey there", "greeting"],
    ["Good morning", "greeting"],
    ["good afternoon", "greeting"],
    ["good evening", "greeting"],
    ["Greetings", "greeting"],
    ["salam", "greeting"],
    ["Selamat pagi", "greeting"],
    ["Hi!", "greeting"],
    ["this", "default"],
    ["which one?", "default"],
    ["what's the weather in KL", "gpt"],
    ["what is the capital of France?", "gpt"],
    ["tell me a joke", "gpt"],
    ["what is the hrms app", "product:hrms-app"],
    ["explain the large language model", "product:large-language-model"],
    ["how much does it cost", "pricing"],
    ["can I book a demo", "demo"],
    ["how do I contact you", "contact"],
    ["who are you?", "about"],
    ["can you help me?", "help"],
    ["what services do you offer", "services"],
    ["what products do you have", "products"],
    ["show me your catalogue", "products"],
    [GIBBERISH, "default"],
  ],
  es: [
    ["tell me more about the voice bot", "product:voice-bot"],
    ["Cuéntame más sobre el Voice Bot", "product:voice-bot"],
    ["features of the chat bot", "product:chat-bot"],
    ["Características del Chat Bot", "product:chat-bot"],
    ["¿Cómo funciona el Contact Center?", "product:contact-center"],
    ["¿Podemos integrar el Chat Bot con WhatsApp?", "product:chat-bot"],
    ["features of", "product-fallback"],
    ["Hola", "greeting"],
    ["Buenos días", "greeting"],
    ["buenas tardes", "greeting"],
    ["¿Qué tiempo hace en KL?", "gpt"],
    ["¿Cuál es la capital de Francia?", "gpt"],
    ["¿Qué es la HRMS app?", "product:hrms-app"],
    ["what is the hrms app", "product:hrms-app"],
    ["¿Cuánto cuesta?", "pricing"],
    ["how much does it cost", "pricing"],
    ["¿Puedo reservar una demostración?", "demo"],
    ["can I book a demo", "demo"],
    ["¿Cómo puedo contactarlos?", "contact"],
    ["how do I contact you", "contact"],
    ["¿Quiénes son ustedes?", "about"],
    ["Necesito ayuda", "help"],
    ["¿Qué servicios ofrecen?", "services"],
    ["¿Qué productos tienen?", "products"],
    [GIBBERISH, "default"],
  ],
  fr: [
    ["tell me more about the voice bot", "product:voice-bot"],
    ["Parlez-moi du Voice Bot", "product:voice-bot"],
    ["features of the chat bot", "product:chat-bot"],
    ["Fonctionnalités du Chat Bot", "product:chat-bot"],
    ["Parlez-moi des Cloud Services", "product:cloud-services"],
    ["features of", "product-fallback"],
    ["Bonjour", "greeting"],
    ["Salut !", "greeting"],
    ["bonsoir", "greeting"],
    ["Quel temps fait-il à KL ?", "gpt"],
    ["La météo à Kuala Lumpur", "gpt"],
    ["Qu'est-ce que l'HRMS app ?", "product:hrms-app"],
    ["what is the hrms app", "product:hrms-app"],
    ["Combien ça coûte ?", "pricing"],
    ["how much does it cost", "pricing"],
    ["Puis-je réserver une démo ?", "demo"],
    ["can I book a demo", "demo"],
    ["Comment puis-je vous contacter ?", "contact"],
    ["how do I contact you", "contact"],
    ["Qui êtes-vous ?", "about"],
    ["J'ai besoin d'aide", "help"],
    ["Quels services proposez-vous ?", "services"],
    ["Quels produits avez-vous ?", "products"],
    [GIBBERISH, "default"],
  ],
  zh: [
    // Fixed in content/chat/zh.ts and the engine's product names:
    ["hi", "greeting"],
    ["在吗", "greeting"],
    ["能帮个忙吗？", "help"],
    ["可以帮帮我吗", "help"],
    ["服务有哪些", "services"],
    ["产品有哪些", "products"],
    ["关于我们", "about"],
    ["介绍一下你们公司", "about"],
    ["你们公司成立多久了？", "about"],
    ["贵吗", "pricing"],
    ["服务费多少", "pricing"],
    ["语音机器人能做什么", "product:voice-bot"],
    ["人力资源管理系统是什么？", "product:hrms-app"],
    ["IT服务管理有什么功能", "product:itsm-app"],
    ["tell me more about the voice bot", "product:voice-bot"],
    ["介绍一下语音机器人", "product:voice-bot"],
    ["语音机器人有哪些功能？", "product:voice-bot"],
    ["features of the chat bot", "product:chat-bot"],
    ["聊天机器人能和WhatsApp集成吗？", "product:chat-bot"],
    ["视频机器人是什么？", "product:video-bot"],
    ["联络中心是什么？", "product:contact-center"],
    ["你们的云服务怎么样", "product:cloud-services"],
    ["我想了解一下大语言模型", "product:large-language-model"],
    ["POS收银系统怎么用", "product:pos-application"],
    ["AI SDK是什么", "product:sdk"],
    ["人力资源管理系统（HRMS）是什么？", "product:hrms-app"],
    ["features of", "product-fallback"],
    ["你好", "greeting"],
    ["您好！", "greeting"],
    ["大家好", "greeting"],
    ["早上好", "greeting"],
    ["下午好", "greeting"],
    ["晚上好", "greeting"],
    ["有人在吗？", "greeting"],
    ["哈喽", "greeting"],
    ["今天吉隆坡天气怎么样？", "gpt"],
    ["法国的首都是哪里？", "gpt"],
    ["给我讲个笑话", "gpt"],
    ["what is the hrms app", "product:hrms-app"],
    ["我需要帮助", "help"],
    ["你能做什么？", "help"],
    ["这个聊天怎么用？", "help"],
    ["我需要技术支持", "help"],
    ["你们提供哪些服务？", "services"],
    ["你们有托管服务吗？", "services"],
    ["你们支持Microsoft Teams吗？", "services"],
    ["你们做云迁移吗？", "services"],
    ["你们有哪些产品？", "products"],
    ["你们卖什么？", "products"],
    ["请给我看看产品目录", "products"],
    ["怎么联系你们？", "contact"],
    ["how do I contact you", "contact"],
    ["你们的电话号码是多少？", "contact"],
    ["你们的邮箱是什么？", "contact"],
    ["你们公司在哪里？", "contact"],
    ["我想和销售团队聊聊", "contact"],
    ["你们是谁？", "about"],
    ["你们公司是做什么的？", "about"],
    ["你们的总部在哪里？", "about"],
    ["公司简介", "about"],
    ["请问价格是多少", "pricing"],
    ["多少钱？", "pricing"],
    ["怎么收费？", "pricing"],
    ["语音机器人多少钱？", "pricing"],
    ["联络中心怎么收费", "pricing"],
    ["how much does it cost", "pricing"],
    ["可以预约演示吗？", "demo"],
    ["有免费试用吗？", "demo"],
    ["能安排一次演示吗", "demo"],
    ["can I book a demo", "demo"],
    ["啊啊啊啊", "default"],
    ["这个", "default"],
    ["哪个？", "default"],
    [GIBBERISH, "default"],
  ],
};

/**
 * Real Chinese questions the zh dictionary (or the zh catalogue) still misroutes. Each is expected to fail
 * until content/chat/zh.ts is fixed; once one passes, Jest reports it here: move it into `cases.zh`.
 */
const knownZhGaps: [string, string][] = [
  ["嗨", "greeting"],
  ["服务", "services"],
  ["产品", "products"],
  ["HRMS应用是什么？", "product:hrms-app"],
];
describe("zh: known misroutes, reported for content/chat/zh.ts", () => {
  test.failing.each(knownZhGaps)("%j → %s", (message, expected) => {
    expect(label(detect(message, "zh"))).toBe(expected);
  });
});

describe.each(Object.keys(cases) as Lang[])("%s dictionary through the engine", (lang) => {
  test.each(cases[lang])("%j → %s", (message, expected) => {
    expect(label(detect(message, lang))).toBe(expected);
  });

  test("respond() answers in the chat language and switches GPT mode on for general knowledge", () => {
    const dict = dictionaries[lang];
    const catalogue = catalogueOf(lang);
    const context = { dict, englishDict: chatEn, products: catalogue, gptMode: false };
    const voiceBot = catalogue.find((p) => p.id === "voice-bot")!;
    // The page's own catalogue: the product under its name in that language.
    if (lang === DEFAULT_LOCALE) expect(voiceBot.name).toBe("Voice Bot");
    else expect(voiceBot.name).not.toBe("Voice Bot");

    const product = respond("tell me more about the voice bot", context);
    expect(product.gptMode).toBe(false);
    expect(product.text.startsWith(voiceBot.name)).toBe(true);
    const ownProduct = respond(
      { en: "What is the Voice Bot?", es: "¿Qué es el Voice Bot?", fr: "Qu'est-ce que le Voice Bot ?", zh: "介绍一下语音机器人" }[
        lang
      ],
      context,
    );
    expect(label(ownProduct.intent)).toBe("product:voice-bot");
    expect(ownProduct.text.startsWith(voiceBot.name)).toBe(true);

    expect(respond("how much does it cost", context).text).toBe(dict.responses.pricing);
    expect(respond("features of", context).text).toBe(dict.responses.productInquiryFallback);
    expect(respond(GIBBERISH, context).text).toBe(dict.responses.default);

    const weather = {
      en: "what's the weather in KL",
      es: "¿Qué tiempo hace en KL?",
      fr: "Quel temps fait-il à KL ?",
      zh: "今天吉隆坡天气怎么样？",
    }[lang];
    expect(respond(weather, context)).toMatchObject({
      intent: "gpt",
      gptMode: true,
      gptModeActivated: true,
      text: dict.responses.gptMode,
    });

    const notGpt = respond("what is the hrms app", context);
    expect(notGpt.gptMode).toBe(false);
    expect(notGpt.gptModeActivated).toBe(false);
    expect(label(notGpt.intent)).toBe("product:hrms-app");
  });
});

describe("without the English dictionary (widget fallback), each language still routes its own phrasing", () => {
  const own: [Lang, string, string][] = [
    ["es", "¿Cuánto cuesta?", "pricing"],
    ["es", "¿Puedo reservar una demostración?", "demo"],
    ["es", "¿Cómo puedo contactarlos?", "contact"],
    ["es", "¿Quiénes son ustedes?", "about"],
    ["es", "Cuéntame más sobre el Contact Center", "product:contact-center"],
    ["fr", "Combien ça coûte ?", "pricing"],
    ["fr", "Puis-je réserver une démo ?", "demo"],
    ["fr", "Comment puis-je vous contacter ?", "contact"],
    ["fr", "Qui êtes-vous ?", "about"],
    ["fr", "Parlez-moi du Contact Center", "product:contact-center"],
    ["zh", "请问价格是多少", "pricing"],
    ["zh", "可以预约演示吗？", "demo"],
    ["zh", "怎么联系你们？", "contact"],
    ["zh", "你们是谁？", "about"],
    ["zh", "介绍一下联络中心", "product:contact-center"],
  ];
  test.each(own)("%s: %j → %s", (lang, message, expected) => {
    const dict = dictionaries[lang];
    expect(label(detectIntent(message, dict, catalogueOf(lang), dict))).toBe(expected);
  });
});

const INTENT_OF_SET: Record<keyof ChatDictionary["keywords"], string> = {
  gptKeywords: "gpt",
  greetings: "greeting",
  help: "help",
  services: "services",
  products: "products",
  contact: "contact",
  about: "about",
  pricing: "pricing",
  demo: "demo",
};

/** The words a visitor types alone, per intent and language. */
const singleWords: Record<Lang, [string, string][]> = {
  en: [
    ["hi", "greeting"],
    ["hello", "greeting"],
    ["services", "services"],
    ["products", "products"],
    ["contact", "contact"],
    ["about", "about"],
    ["price", "pricing"],
    ["pricing", "pricing"],
    ["demo", "demo"],
    ["help", "help"],
  ],
  es: [
    ["hola", "greeting"],
    ["servicios", "services"],
    ["productos", "products"],
    ["contacto", "contact"],
    ["nosotros", "about"],
    ["empresa", "about"],
    ["precio", "pricing"],
    ["precios", "pricing"],
    ["demo", "demo"],
    ["demostración", "demo"],
    ["demostracion", "demo"],
    ["ayuda", "help"],
  ],
  fr: [
    ["bonjour", "greeting"],
    ["salut", "greeting"],
    ["services", "services"],
    ["produits", "products"],
    ["contact", "contact"],
    ["entreprise", "about"],
    ["prix", "pricing"],
    ["tarifs", "pricing"],
    ["démo", "demo"],
    ["demo", "demo"],
    ["aide", "help"],
  ],
  zh: [
    ["你好", "greeting"],
    ["您好", "greeting"],
    ["hello", "greeting"],
    ["托管服务", "services"],
    ["哪些产品", "products"],
    ["产品目录", "products"],
    ["联系", "contact"],
    ["联系我们", "contact"],
    ["联系方式", "contact"],
    ["公司简介", "about"],
    ["价格", "pricing"],
    ["报价", "pricing"],
    ["price", "pricing"],
    ["演示", "demo"],
    ["试用", "demo"],
    ["demo", "demo"],
    ["帮助", "help"],
  ],
};

describe.each(LANGS)("%s keywords through the engine", (lang) => {
  test("every keyword of every set, sent alone in any case, gets that set's intent", () => {
    const wrong: string[] = [];
    for (const [set, words] of Object.entries(dictionaries[lang].keywords) as [keyof ChatDictionary["keywords"], string[]][]) {
      for (const word of words) {
        for (const message of [word, word.toUpperCase(), `${word}?`]) {
          const got = label(detect(message, lang));
          if (got !== INTENT_OF_SET[set]) wrong.push(`${set}: ${JSON.stringify(message)} → ${got}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test.each(singleWords[lang])("the single word %j → %s", (word, expected) => {
    expect(label(detect(word, lang))).toBe(expected);
    expect(label(detect(`${word[0]!.toUpperCase()}${word.slice(1)}!`, lang))).toBe(expected);
  });

  if (lang === "zh") {
    // Chinese does not space its words: a Chinese keyword counts anywhere in the message.
    test.each([
      ["请问价格是多少", "pricing"],
      ["我想预约一次演示", "demo"],
      ["请问怎么联系你们的团队", "contact"],
      ["你好，我想了解一下", "greeting"],
      ["请问你们提供哪些服务", "services"],
    ])("a Chinese keyword is found inside a sentence: %j → %s", (message, expected) => {
      expect(label(detect(message, lang))).toBe(expected);
    });

    test("a Latin keyword beside Chinese characters counts, inside a longer Latin word it does not", () => {
      expect(label(detect("你们支持webex吗", lang))).toBe("services");
      expect(label(detect("可以做POC吗", lang))).toBe("demo");
      for (const message of ["pocket", "webexpert", "this", "podemos", "pricingless"]) {
        expect(`${message} → ${label(detect(message, lang))}`).toBe(`${message} → default`);
      }
    });
  } else {
    test("a keyword inside a longer word does not count ('hi' in 'this', 'demo' in 'podemos')", () => {
      for (const message of ["this", "which", "within", "podemos", "helpful", "pricingless"]) {
        expect(`${message} → ${label(detect(message, lang))}`).toBe(`${message} → default`);
      }
    });
  }

  const templates: Record<Lang, ((name: string) => string)[]> = {
    en: [
      (n) => `tell me more about the ${n}`,
      (n) => `features of the ${n}`,
      (n) => `what is the ${n}?`,
      (n) => `How does the ${n} work?`,
    ],
    es: [
      (n) => `Cuéntame más sobre ${n}`,
      (n) => `¿Qué es ${n}?`,
      (n) => `¿Cómo funciona ${n}?`,
      (n) => `Características de ${n}`,
    ],
    fr: [
      (n) => `Parlez-moi de ${n}`,
      (n) => `Qu'est-ce que ${n} ?`,
      (n) => `Comment fonctionne ${n} ?`,
      (n) => `Fonctionnalités de ${n}`,
    ],
    zh: [
      (n) => `介绍一下${n}`,
      (n) => `${n}有哪些功能？`,
      (n) => `${n}是什么？`,
      (n) => `请详细介绍一下${n}`,
      (n) => `我想了解${n}`,
    ],
  };

  test("every catalogue product asked about by name or id gets its product summary", () => {
    const wrong: string[] = [];
    const catalogue = catalogueOf(lang);
    for (const product of catalogue) {
      for (const term of productTerms(product)) {
        for (const template of [...templates[lang], ...templates.en.slice(0, 2)]) {
          const message = template(term === product.name.toLowerCase() ? product.name : term);
          const intent = detect(message, lang);
          const expected = findProduct(message, catalogue);
          if (typeof intent !== "object" || intent.product !== expected) {
            wrong.push(`${message} → ${label(intent)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
