/**
 * The REAL chat dictionaries and the REAL product catalogue run through the chat
 * engine ("Chat reply"): keyword sets must route the questions they are
 * written for, and must never steal a question about a named product.
 */
import { detectIntent, findProduct, productTerms, respond, type ChatIntent } from "@/lib/chat/engine";
import type { ChatDictionary } from "@/lib/content/types";
import { chatEn } from "@/content/chat/en";
import { chatEs } from "@/content/chat/es";
import { chatFr } from "@/content/chat/fr";
import { products } from "@/content/products";

type Lang = "en" | "es" | "fr";
const dictionaries: Record<Lang, ChatDictionary> = { en: chatEn, es: chatEs, fr: chatFr };

/** As the widget calls it: own dictionary, plus the English one for contact/about/pricing/demo. */
const detect = (message: string, lang: Lang): ChatIntent => detectIntent(message, dictionaries[lang], products, chatEn);

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
    ["hi", "greeting"],
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
};

describe.each(Object.keys(cases) as Lang[])("%s dictionary through the engine", (lang) => {
  test.each(cases[lang])("%j → %s", (message, expected) => {
    expect(label(detect(message, lang))).toBe(expected);
  });

  test("respond() answers in the chat language and switches GPT mode on for general knowledge", () => {
    const dict = dictionaries[lang];
    const context = { dict, englishDict: chatEn, products, gptMode: false };

    const product = respond("tell me more about the voice bot", context);
    expect(product.gptMode).toBe(false);
    expect(product.text.startsWith("Voice Bot")).toBe(true);

    expect(respond("how much does it cost", context).text).toBe(dict.responses.pricing);
    expect(respond("features of", context).text).toBe(dict.responses.productInquiryFallback);
    expect(respond(GIBBERISH, context).text).toBe(dict.responses.default);

    const weather = {
      en: "what's the weather in KL",
      es: "¿Qué tiempo hace en KL?",
      fr: "Quel temps fait-il à KL ?",
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
  ];
  test.each(own)("%s: %j → %s", (lang, message, expected) => {
    const dict = dictionaries[lang];
    expect(label(detectIntent(message, dict, products, dict))).toBe(expected);
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
};

describe.each(["en", "es", "fr"] as Lang[])("%s keywords through the engine", (lang) => {
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

  test("a keyword inside a longer word does not count ('hi' in 'this', 'demo' in 'podemos')", () => {
    for (const message of ["this", "which", "within", "podemos", "helpful", "pricingless"]) {
      expect(`${message} → ${label(detect(message, lang))}`).toBe(`${message} → default`);
    }
  });

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
  };

  test("every catalogue product asked about by name or id gets its product summary", () => {
    const wrong: string[] = [];
    for (const product of products) {
      for (const term of productTerms(product)) {
        for (const template of [...templates[lang], ...templates.en.slice(0, 2)]) {
          const message = template(term === product.name.toLowerCase() ? product.name : term);
          const intent = detect(message, lang);
          const expected = findProduct(message, products);
          if (typeof intent !== "object" || intent.product !== expected) {
            wrong.push(`${message} → ${label(intent)}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
