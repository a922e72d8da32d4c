/**
 * English dictionary of the rule-based chat assistant (SPEC §2.15, §4).
 * Keywords are lower-case substrings matched case-insensitively against the
 * visitor's message, so each one is a word or phrase long enough not to hide
 * inside unrelated words ("hey" alone would match "they", "trial" would match
 * "industrial", "fee" would match "coffee").
 */
import type { ChatDictionary } from "@/lib/content/types";

export const chatEn = {
  keywords: {
    greetings: [
      "hello",
      "hi there",
      "hey there",
      "hiya",
      "howdy",
      "greetings",
      "good morning",
      "good afternoon",
      "good evening",
      "good day",
    ],
    services: [
      "managed service",
      "services",
      "microsoft teams",
      "ms teams",
      "webex",
      "cisco",
      "genesys",
      "network",
      "voice service",
      "ip phone",
      "ip-phone",
      "pbx",
      "cloud migration",
      "cloud service",
      "storage",
      "backup",
      "security",
      "firewall",
    ],
    products: [
      "product",
      "voice bot",
      "voicebot",
      "chat bot",
      "chatbot",
      "video bot",
      "contact center",
      "contact centre",
      "call center",
      "cloud telephony",
      "omni-channel",
      "omnichannel",
      "llm",
      "language model",
      "business app",
      "application",
      "software",
    ],
    contact: [
      "contact",
      "email",
      "e-mail",
      "phone number",
      "call you",
      "reach you",
      "speak to someone",
      "talk to someone",
      "address",
      "office hours",
      "opening hours",
      "where are you",
      "located",
      "your office",
    ],
    about: [
      "about you",
      "about us",
      "about your company",
      "about nusantara",
      "who are you",
      "your company",
      "founded",
      "headquarter",
      "your mission",
    ],
    pricing: [
      "price",
      "pricing",
      "cost",
      "how much",
      "quote",
      "quotation",
      "budget",
      "package",
      "subscription",
      "licence",
      "license",
    ],
    demo: [
      "demo",
      "demonstration",
      "free trial",
      "try it out",
      "see it in action",
      "walkthrough",
      "walk-through",
      "proof of concept",
      "pilot project",
    ],
    help: [
      "help",
      "support",
      "what can you do",
      "what do you do",
      "how does this work",
      "options",
      "assist me",
      "guide me",
    ],
    gptKeywords: [
      "what is",
      "who is",
      "who was",
      "who invented",
      "explain",
      "history of",
      "weather",
      "capital of",
      "population of",
      "meaning of",
      "definition of",
      "how far is",
      "when did",
      "tell me a joke",
    ],
  },
  responses: {
    greeting:
      "Hello and welcome to Nusantara AI! I'm the site assistant, here to help you find the right AI product, managed service or industry solution. What would you like to know?",
    help:
      "Happy to help. You can ask me about our products (AI bots, contact center, cloud telephony and more), our managed services, pricing, how to request a demo, or how to contact our team.",
    services:
      "Our managed services cover Microsoft Teams, Cisco Webex and Genesys, plus network, voice, IP phones, cloud, storage and security. Each one can be enhanced with AI, and you will find the details under Services in the menu.",
    products:
      "We build voice, chat and video bots, an AI contact center, cloud telephony, omni-channel solutions and our own large language model (LLM), along with business apps for HR, IT service management, point of sale, e-commerce, procurement and more. Name a product to hear about it.",
    contact:
      "You can email us at info@nusantara-ai.com.my or call +60 3-2785 1200. Our Kuala Lumpur office is open Monday to Friday, 9 AM to 6 PM Malaysia time. The Contact page also has a message form and an appointment booking form.",
    about:
      "Nusantara AI Communications Sdn. Bhd. was founded in 2019 and is based in Kuala Lumpur. We combine AI with communications technology for SMEs, large enterprises, service providers and government bodies across Malaysia and South-East Asia.",
    pricing:
      "Every solution is quoted to fit your size and requirements, so we don't publish a fixed price list. Contact our sales team through the Contact page and we will prepare a custom quote.",
    demo:
      "We'd love to show you our solutions in action. Request a demo on the Contact page, either by sending a message or by booking an appointment at a time that suits you.",
    default:
      "I'm still learning and don't have an answer for that yet. Try exploring the Product, Solutions or Services pages, contact our expert team through the Contact page, or switch on GPT mode for open questions.",
    productInquiryFallback:
      "Which product would you like to know more about? For example, the Voice Bot, Chat Bot, Video Bot, Contact Center, Cloud Telephony or our Large Language Model.",
    gptMode:
      "GPT mode is now on, but it is conceptual only: no external model is contacted, so my answers still come from a predefined set. For detailed questions, our team is one message away.",
  },
} satisfies ChatDictionary;
