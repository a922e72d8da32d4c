/** @jest-environment node */
/**
 * Search words ("Site search"): lib/search/tokenize.ts splits Latin text as MiniSearch does and Chinese, written
 * without spaces, into overlapping pairs of characters; through the search engine, a Chinese word, a part of one or
 * its first character finds the page that holds it.
 */
import MiniSearch from "minisearch";

import type { SearchDocument } from "@/lib/search/documents";
import { createSearch, highlight, runSearch } from "@/lib/search/engine";
import { isHan, tokenize } from "@/lib/search/tokenize";

const miniSearchTokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

describe("tokenize", () => {
  test.each([
    "Voice Bot",
    "AI-powered contact center, 24/7!",
    "What's new?  Cloud Telephony (beta)\nfor SMEs",
    "Café résumé: naïve façade",
    "  leading and trailing  ",
    "e-commerce; POS & inventory",
  ])("splits Latin text on spaces and punctuation like MiniSearch's default: %j", (text) => {
    expect(tokenize(text)).toEqual(miniSearchTokenize(text).filter((t) => t !== ""));
  });

  test("keeps Latin words whole and drops the separators", () => {
    expect(tokenize("Hello, world! AI-powered bots.")).toEqual(["Hello", "world", "AI", "powered", "bots"]);
    expect(tokenize("")).toEqual([]);
    expect(tokenize(" ,.!? ")).toEqual([]);
  });

  test("turns a Chinese run into overlapping pairs of characters", () => {
    expect(tokenize("语音机器人")).toEqual(["语音", "音机", "机器", "器人"]);
    expect(tokenize("云通信")).toEqual(["云通", "通信"]);
    expect(tokenize("联络")).toEqual(["联络"]);
  });

  test("keeps a single Chinese character as itself", () => {
    expect(tokenize("云")).toEqual(["云"]);
    expect(tokenize("云 服务")).toEqual(["云", "服务"]);
  });

  test("Chinese punctuation and spaces end a run", () => {
    expect(tokenize("语音机器人，聊天机器人。")).toEqual(["语音", "音机", "机器", "器人", "聊天", "天机", "机器", "器人"]);
    expect(tokenize("客户服务管理（CSM）")).toEqual(["客户", "户服", "服务", "务管", "管理", "CSM"]);
  });

  test("splits mixed text into its Latin words and the pairs of its Chinese runs", () => {
    expect(tokenize("AI客服系统")).toEqual(["AI", "客服", "服系", "系统"]);
    expect(tokenize("POS收银系统")).toEqual(["POS", "收银", "银系", "系统"]);
    expect(tokenize("Google Workspace与云服务")).toEqual(["Google", "Workspace", "与云", "云服", "服务"]);
    expect(tokenize("支持WhatsApp集成")).toEqual(["支持", "WhatsApp", "集成"]);
    expect(tokenize("24小时")).toEqual(["24", "小时"]);
  });
});

describe("isHan", () => {
  test("is true of a term holding a Chinese character, false of Latin, digits and punctuation", () => {
    for (const term of ["语", "语音", "AI客服", "云"]) expect(`${term}: ${isHan(term)}`).toBe(`${term}: true`);
    for (const term of ["", "a", "AI", "café", "2024", "，", "。"]) expect(`${term}: ${isHan(term)}`).toBe(`${term}: false`);
  });
});

describe("Chinese through the search engine", () => {
  const documents: SearchDocument[] = [
    {
      url: "/product/voice-bot",
      kind: "Product",
      title: "语音机器人",
      tagline: "全天候自动接听来电。",
      body: "用自然的对话处理呼叫中心的来电，支持多种语言。",
    },
    {
      url: "/product/chat-bot",
      kind: "Product",
      title: "聊天机器人",
      tagline: "网站与WhatsApp上的智能助手。",
      body: "在网页和即时通讯应用中回答客户的问题。",
    },
    {
      url: "/product/cloud-telephony",
      kind: "Product",
      title: "云通信",
      tagline: "企业电话迁移上云。",
      body: "灵活的号码、分机和通话录音。",
    },
    {
      url: "/product/sdk",
      kind: "Product",
      title: "AI SDK",
      tagline: "Build your own assistants.",
      body: "Libraries and examples for developers.",
    },
  ];
  const search = createSearch(documents);
  const urls = (query: string) => runSearch(search, query).map((hit) => hit.url);

  test("a Chinese word finds the document whose title holds it", () => {
    expect(urls("语音机器人")).toEqual(["/product/voice-bot"]);
    expect(urls("聊天机器人")).toEqual(["/product/chat-bot"]);
    expect(urls("云通信")).toEqual(["/product/cloud-telephony"]);
  });

  test("a two-character part of a longer word finds it too", () => {
    expect(urls("语音")).toEqual(["/product/voice-bot"]);
    expect(urls("通信")).toEqual(["/product/cloud-telephony"]);
    expect(urls("机器人").sort()).toEqual(["/product/chat-bot", "/product/voice-bot"]);
  });

  test("a single Chinese character finds it as a prefix", () => {
    expect(urls("语")).toEqual(["/product/voice-bot"]);
    expect(urls("聊")).toEqual(["/product/chat-bot"]);
  });

  test("an unrelated Chinese word finds nothing", () => {
    expect(urls("天气")).toEqual([]);
    expect(urls("足球比赛")).toEqual([]);
  });

  test("Latin and mixed queries still work beside Chinese documents", () => {
    expect(urls("SDK")).toEqual(["/product/sdk"]);
    expect(urls("WhatsApp智能助手")).toEqual(["/product/chat-bot"]);
  });

  const sentence = "我们的语音机器人全天候接听来电";
  const marked = (parts: { text: string; match: boolean }[]) =>
    parts
      .filter((p) => p.match)
      .map((p) => p.text)
      .join("");

  test("highlight marks the Chinese term inside a sentence, with no word boundary around it", () => {
    expect(highlight(sentence, ["语音"])).toEqual([
      { text: "我们的", match: false },
      { text: "语音", match: true },
      { text: "机器人全天候接听来电", match: false },
    ]);
    expect(highlight(sentence, ["语音机器人"])).toEqual([
      { text: "我们的", match: false },
      { text: "语音机器人", match: true },
      { text: "全天候接听来电", match: false },
    ]);
    const hit = runSearch(search, "语音")[0]!;
    expect(hit.terms).toEqual(["语音"]);
    expect(marked(highlight(sentence, hit.terms))).toBe("语音");
    // A Latin term is still a whole word.
    expect(highlight("SDKs and the AI SDK", ["sdk"]).filter((p) => p.match)).toEqual([{ text: "SDK", match: true }]);
  });

  // A hit's terms are overlapping pairs (语音 音机 机器 器人): highlight joins their matches into the word.
  test.each([
    ["语音机器人", "语音机器人"],
    ["机器人", "机器人"],
  ])("highlight marks the whole Chinese word a search for %j matched", (query, word) => {
    const hit = runSearch(search, query).find((h) => h.url === "/product/voice-bot")!;
    expect(marked(highlight(sentence, hit.terms))).toBe(word);
  });
});
