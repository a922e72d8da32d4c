import {
  chatAnswerLimits,
  detectIntent,
  findProduct,
  PRODUCT_SUMMARY_DESCRIPTION_CHARS,
  productSummary,
  productTerms,
  replyDelay,
  replyFor,
  respond,
  type ChatIntent,
  type ChatProduct,
} from "@/lib/chat/engine";
import type { ChatDictionary } from "@/content/types";

function dictionary(lang: string, keywords: ChatDictionary["keywords"]): ChatDictionary {
  return {
    keywords,
    responses: {
      greeting: `${lang}:greeting`,
      help: `${lang}:help`,
      services: `${lang}:services`,
      products: `${lang}:products`,
      contact: `${lang}:contact`,
      about: `${lang}:about`,
      pricing: `${lang}:pricing`,
      demo: `${lang}:demo`,
      default: `${lang}:default`,
      productInquiryFallback: `${lang}:fallback`,
      gptMode: `${lang}:gpt`,
    },
  };
}

const en = dictionary("en", {
  gptKeywords: ["capital of", "who is", "weather"],
  greetings: ["hello", "good morning"],
  help: ["help", "assist"],
  services: ["service", "managed"],
  products: ["product", "catalogue"],
  contact: ["contact", "phone", "email"],
  about: ["about us", "company"],
  pricing: ["price", "cost"],
  demo: ["demo", "trial"],
});

const es = dictionary("es", {
  gptKeywords: ["capital de", "quién es"],
  greetings: ["hola", "buenos días"],
  help: ["ayuda"],
  services: ["servicio"],
  products: ["producto"],
  contact: ["contacto"],
  about: ["empresa"],
  pricing: ["precio"],
  demo: ["demostración"],
});

const voiceBot: ChatProduct = {
  id: "voice-bot",
  name: "Voice Bot",
  detailedDescription: [
    "Our Voice Bot answers calls around the clock in natural speech, resolving routine questions without a queue.",
    "It hands complex calls to agents with the full context attached so callers never repeat themselves.",
  ],
  useCases: [
    {
      title: "Appointment booking",
      description: "Callers book, move or cancel clinic appointments by voice at any hour of the day.",
    },
    { title: "Balance enquiries", description: "Short." },
    { title: "Third use case", description: "Never shown in a summary." },
  ],
};
const chatBot: ChatProduct = { id: "chat-bot", name: "Chat Bot" };
const videoChatBot: ChatProduct = { id: "video-chat-bot", name: "Video Chat Bot", detailedDescription: ["Video."], useCases: [] };
const llm: ChatProduct = { id: "large-language-model", name: "Nusantara LLM", detailedDescription: ["A model."] };
const products = [voiceBot, chatBot, videoChatBot, llm];

const detect = (message: string, dict: ChatDictionary = en) => detectIntent(message, dict, products, en);

describe("detectIntent: each intent on its own", () => {
  test.each<[string, ChatIntent]>([
    ["What is the capital of Malaysia?", "gpt"],
    ["Hello there", "greeting"],
    ["Can you help?", "help"],
    ["Which managed offerings exist?", "services"],
    ["Show me your catalogue", "products"],
    ["How do I get in touch by phone?", "contact"],
    ["Tell me about us", "about"],
    ["What does it cost?", "pricing"],
    ["Can I book a demo?", "demo"],
    ["Quelque chose d'inconnu", "default"],
  ])("%j -> %j", (message, intent) => {
    expect(detect(message)).toEqual(intent);
  });

  test("matching is case-insensitive", () => {
    expect(detect("HELLO")).toBe("greeting");
    expect(detect("What Is The CAPITAL OF France")).toBe("gpt");
    expect(detect("VOICE BOT please")).toEqual({ kind: "product", product: voiceBot });
  });

  test("keywords match whole words and phrases only", () => {
    expect(detect("product?!")).toBe("products");
    expect(detect("(service)")).toBe("services");
    expect(detect("servicesss")).toBe("default");
    expect(detect("byproduct")).toBe("default");
    expect(detect("helpful")).toBe("default");
  });

  test("matching ignores case, accents and spacing", () => {
    expect(detect("GOOD   Morning")).toBe("greeting");
    expect(detect("Démo")).toBe("demo");
    expect(detect("¿Buenos dias?", es)).toBe("greeting");
    expect(detect("BUENOS DÍAS", es)).toBe("greeting");
    expect(detect("¡Demostración!", es)).toBe("demo");
  });

  test("a letter with an accent counts as part of a word", () => {
    const dict = dictionary("x", { ...en.keywords, help: ["ayuda"] });
    expect(detectIntent("ayudaé", dict, [], en)).toBe("default");
    expect(detectIntent("¿ayudá?", dict, [], en)).toBe("help");
    expect(detectIntent("éhelp", en, [], en)).toBe("default");
  });
});

describe("detectIntent: the order of checks", () => {
  test.each<[string, string, ChatIntent]>([
    ["gpt beats greeting", "hello, who is the prime minister?", "gpt"],
    ["gpt beats everything", "help: the weather for the product demo price contact about", "gpt"],
    ["greeting beats help", "hello, I need help", "greeting"],
    ["help beats services", "help with a service", "help"],
    ["services beats products", "managed product", "services"],
    ["products beats contact", "product contact", "products"],
    ["contact beats about", "contact the company", "contact"],
    ["about beats pricing", "company price", "about"],
    ["pricing beats demo", "price of a demo", "pricing"],
    ["demo beats product names", "demo of the voice bot", "demo"],
    ["keywords beat product names", "voice bot price", "pricing"],
  ])("%s", (_label, message, intent) => {
    expect(detect(message)).toEqual(intent);
  });

  test("product names beat the inquiry fallback", () => {
    expect(detect("tell me more about the voice bot")).toEqual({ kind: "product", product: voiceBot });
  });
});

describe("detectIntent: languages", () => {
  test("gpt, greetings, help, services and products use the current language", () => {
    expect(detect("hola", es)).toBe("greeting");
    expect(detect("capital de España", es)).toBe("gpt");
    expect(detect("necesito ayuda", es)).toBe("help");
    expect(detect("un servicio", es)).toBe("services");
    expect(detect("un producto", es)).toBe("products");
    expect(detect("hello", es)).toBe("default");
  });

  test("contact, about, pricing and demo use the English keyword sets as well as the language's own", () => {
    expect(detect("contact", es)).toBe("contact");
    expect(detect("company", es)).toBe("about");
    expect(detect("price", es)).toBe("pricing");
    expect(detect("demo", es)).toBe("demo");
    expect(detect("contacto", es)).toBe("contact");
    expect(detect("precio", es)).toBe("pricing");
    expect(detect("empresa", es)).toBe("about");
    expect(detect("contactos", es)).toBe("default");
  });

  test("englishDict defaults to the current dictionary", () => {
    expect(detectIntent("precio", es, products)).toBe("pricing");
  });
});

describe("detectIntent: products", () => {
  test("by lower-cased name or by the id with hyphens as spaces", () => {
    expect(detect("nusantara llm?")).toEqual({ kind: "product", product: llm });
    expect(detect("large language model")).toEqual({ kind: "product", product: llm });
    expect(detect("the chat bot")).toEqual({ kind: "product", product: chatBot });
  });

  test("the longest matching name wins", () => {
    expect(findProduct("I like the video chat bot", products)).toBe(videoChatBot);
    expect(findProduct("nothing here", products)).toBeUndefined();
  });

  test("productTerms", () => {
    expect(productTerms({ id: "voice-bot", name: "Voice Bot" })).toEqual(["voice bot"]);
    expect(productTerms({ id: "large-language-model", name: "Nusantara LLM" })).toEqual([
      "nusantara llm",
      "large language model",
    ]);
  });

  test("'features of' or 'tell me more about' without a product gives the fallback", () => {
    expect(detect("What are the features of the flux capacitor?")).toBe("product-fallback");
    expect(detect("Tell me more about quantum things")).toBe("product-fallback");
    expect(detectIntent("features of", en, [], en)).toBe("product-fallback");
  });

  test("keywords are not looked for inside product names or the product-question phrases", () => {
    const bare = dictionary("en", { ...en.keywords, about: ["about"], services: ["bot"], contact: ["features"] });
    expect(detectIntent("tell me more about the flux capacitor", bare, products, bare)).toBe("product-fallback");
    expect(detectIntent("features of the chat bot", bare, products, bare)).toEqual({ kind: "product", product: chatBot });
    expect(detectIntent("tell me about the voice bot", bare, products, bare)).toBe("about");
    expect(detectIntent("a bot", bare, products, bare)).toBe("services");
  });

  test("empty keywords never match everything", () => {
    const sloppy = dictionary("x", { ...en.keywords, greetings: ["", "  "] });
    expect(detectIntent("anything", sloppy, [], en)).toBe("default");
  });
});

describe("product summary", () => {
  test("the catalogue's summary and two use cases are shown whole: the engine cuts nothing", () => {
    const text = replyFor({ kind: "product", product: voiceBot }, en);
    const lines = text.split("\n");
    expect(lines[0]).toBe("Voice Bot");
    // The catalogue's text is written to fit (content/chat/answers/): longer than the room, it is still not cut.
    expect(lines[2]).toBe(voiceBot.detailedDescription!.join(" "));
    expect(lines[2]!.length).toBeGreaterThan(PRODUCT_SUMMARY_DESCRIPTION_CHARS);
    expect(lines).toContain("Use cases:");
    expect(lines).toContain(
      "• Appointment booking: Callers book, move or cancel clinic appointments by voice at any hour of the day.",
    );
    expect(lines).toContain("• Balance enquiries: Short.");
    expect(text).not.toContain("…");
    expect(text).not.toContain("Third use case");
  });

  test("the lengths by each script's measure: Chinese has half the Latin room", () => {
    expect(chatAnswerLimits("en")).toEqual({ summary: 150, useCase: 50 });
    expect(chatAnswerLimits("fr")).toEqual(chatAnswerLimits("es"));
    expect(chatAnswerLimits("zh")).toEqual({ summary: 75, useCase: 25 });
  });

  test("a short description is shown whole, without an ellipsis", () => {
    expect(productSummary(llm)).toBe("Nusantara LLM\n\nA model.");
  });

  test("the fallback description and use cases fill in for a product without its own", () => {
    const fallback = {
      description: ["A dependable product for growing businesses."],
      useCases: [
        { title: "Generic one", description: "Works for many teams." },
        { title: "Generic two", description: "Also useful." },
        { title: "Generic three", description: "Hidden." },
      ],
    };
    expect(replyFor({ kind: "product", product: chatBot }, en, { fallback })).toBe(
      [
        "Chat Bot",
        "",
        "A dependable product for growing businesses.",
        "",
        "Use cases:",
        "• Generic one: Works for many teams.",
        "• Generic two: Also useful.",
      ].join("\n"),
    );
  });

  test("an empty use-case list also falls back; no fallback means no use-case lines", () => {
    expect(productSummary(videoChatBot, { description: "x", useCases: [{ title: "T", description: "D" }] })).toContain("• T: D");
    expect(productSummary(chatBot)).toBe("Chat Bot");
  });

  test("labels and the use-case line are the page's: French spacing, Chinese full-width colon", () => {
    const fr = productSummary(voiceBot, undefined, {
      locale: "fr",
      useCases: "Cas d'usage\u00a0:",
      useCaseLine: "• {title}\u00a0: {description:lower}",
    });
    expect(fr).toContain("Cas d'usage\u00a0:");
    expect(fr).toContain("• Balance enquiries\u00a0: short.");
    const zh = productSummary(voiceBot, undefined, {
      locale: "zh",
      useCases: "应用场景：",
      useCaseLine: "• {title}：{description}",
    });
    expect(zh).toContain("• Balance enquiries：Short.");
  });
});

describe("replyFor", () => {
  test.each<[ChatIntent, string]>([
    ["gpt", "es:gpt"],
    ["greeting", "es:greeting"],
    ["help", "es:help"],
    ["services", "es:services"],
    ["products", "es:products"],
    ["contact", "es:contact"],
    ["about", "es:about"],
    ["pricing", "es:pricing"],
    ["demo", "es:demo"],
    ["product-fallback", "es:fallback"],
    ["default", "es:default"],
  ])("%j answers from the current language", (intent, text) => {
    expect(replyFor(intent, es)).toBe(text);
  });
});

describe("respond", () => {
  test("a GPT keyword turns GPT mode on", () => {
    expect(respond("Who is the CEO of Tesla?", { dict: en, englishDict: en, products, gptMode: false })).toEqual({
      text: "en:gpt",
      intent: "gpt",
      gptMode: true,
      gptModeActivated: true,
    });
  });

  test("GPT mode stays on; a second GPT keyword does not re-announce it", () => {
    const r = respond("weather today", { dict: en, products, gptMode: true });
    expect(r.gptMode).toBe(true);
    expect(r.gptModeActivated).toBe(false);
    expect(respond("hello", { dict: en, products, gptMode: true }).gptMode).toBe(true);
  });

  test("other messages leave GPT mode off", () => {
    expect(respond("hello", { dict: en, products, gptMode: false })).toEqual({
      text: "en:greeting",
      intent: "greeting",
      gptMode: false,
      gptModeActivated: false,
    });
  });

  test("answers in the chosen language using English keywords where specified", () => {
    expect(respond("demo", { dict: es, englishDict: en, products, gptMode: false }).text).toBe("es:demo");
    expect(respond("???", { dict: es, englishDict: en, products, gptMode: false }).text).toBe("es:default");
  });

  test("product answers use the fallback passed in", () => {
    const r = respond("chat bot", {
      dict: en,
      products,
      gptMode: false,
      fallback: { description: "Default description.", useCases: [] },
    });
    expect(r.text).toBe("Chat Bot\n\nDefault description.");
  });
});

describe("replyDelay", () => {
  test("600 ms plus 0 to 600 ms", () => {
    expect(replyDelay(() => 0)).toBe(600);
    expect(replyDelay(() => 0.5)).toBe(900);
    expect(replyDelay(() => 0.999999)).toBe(1200);
  });

  test("out-of-range random values are clamped", () => {
    expect(replyDelay(() => -1)).toBe(600);
    expect(replyDelay(() => 5)).toBe(1200);
  });

  test("the default uses Math.random within the range", () => {
    for (let i = 0; i < 50; i += 1) {
      const d = replyDelay();
      expect(d).toBeGreaterThanOrEqual(600);
      expect(d).toBeLessThanOrEqual(1200);
    }
  });
});
