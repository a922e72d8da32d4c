import {
  botReply,
  botReplyDelay,
  greetingsFor,
  isSendable,
  pickGreeting,
  scheduleBotReply,
  speakingDuration,
  type BotKind,
} from "@/lib/bots";
import { translatorFor, UI_STRINGS } from "@/lib/i18n";
import { LOCALES } from "@/lib/i18n/locales";

const t = translatorFor("en");
const VIDEO_GREETINGS = greetingsFor("video", t);
const VOICE_GREETINGS = greetingsFor("voice", t);

describe("greetings", () => {
  test("three distinct greetings per bot", () => {
    expect(VIDEO_GREETINGS).toHaveLength(3);
    expect(VOICE_GREETINGS).toHaveLength(3);
    expect(new Set([...VIDEO_GREETINGS, ...VOICE_GREETINGS]).size).toBe(6);
    for (const g of [...VIDEO_GREETINGS, ...VOICE_GREETINGS]) expect(g.trim()).not.toBe("");
  });

  // The demo is the flagship product: a translated page's bot must greet and answer in the page's language.
  test.each(LOCALES.filter((l) => l !== "en"))("the %s page's bots greet and answer in its own words", (locale) => {
    const own = translatorFor(locale);
    for (const kind of ["video", "voice"] as BotKind[]) {
      const greetings = greetingsFor(kind, own);
      expect(new Set(greetings).size).toBe(3);
      for (const [i, greeting] of greetings.entries()) {
        expect(greeting.trim()).not.toBe("");
        expect(greeting).not.toBe(greetingsFor(kind, t)[i]);
      }
      const reply = botReply(kind, "  ¿Hola?  ", own);
      expect(reply).toContain("¿Hola?");
      expect(reply).not.toBe(botReply(kind, "  ¿Hola?  ", t));
      expect(UI_STRINGS[locale][`bots.${kind}Reply`]).toContain("{said}");
    }
  });

  test("pickGreeting maps random values onto the list", () => {
    expect(pickGreeting(VIDEO_GREETINGS, () => 0)).toBe(VIDEO_GREETINGS[0]);
    expect(pickGreeting(VIDEO_GREETINGS, () => 0.34)).toBe(VIDEO_GREETINGS[1]);
    expect(pickGreeting(VIDEO_GREETINGS, () => 0.99)).toBe(VIDEO_GREETINGS[2]);
  });

  test("pickGreeting tolerates random() returning 1 or out of range", () => {
    expect(pickGreeting(VOICE_GREETINGS, () => 1)).toBe(VOICE_GREETINGS[2]);
    expect(pickGreeting(VOICE_GREETINGS, () => -3)).toBe(VOICE_GREETINGS[0]);
    expect(pickGreeting(["only"], () => 0.7)).toBe("only");
  });

  test("pickGreeting with Math.random returns a member of the list", () => {
    for (let i = 0; i < 20; i += 1) expect(VOICE_GREETINGS).toContain(pickGreeting(VOICE_GREETINGS));
  });

  test("pickGreeting refuses an empty list", () => {
    expect(() => pickGreeting([])).toThrow();
  });
});

describe("isSendable", () => {
  test.each([
    ["", false],
    ["   ", false],
    ["\n\t", false],
    ["hi", true],
    ["  hi  ", true],
    ["😀", true],
  ])("%j -> %s", (text, expected) => {
    expect(isSendable(text)).toBe(expected);
  });

  test("null and undefined are not sendable", () => {
    expect(isSendable(null)).toBe(false);
    expect(isSendable(undefined)).toBe(false);
  });
});

describe("botReply", () => {
  test.each(["video", "voice"] as const)("the %s bot echoes the text and says it is a demonstration", (kind) => {
    const reply = botReply(kind, "  Can you book a meeting?  ", t);
    expect(reply).toContain("\u201cCan you book a meeting?\u201d");
    expect(reply).toContain(`demonstration of our ${kind} bot`);
    expect(reply).toMatch(/capabilities are still under development/);
  });

  test("non-Latin text and quotes are echoed as written", () => {
    expect(botReply("voice", 'Selamat pagi "semua" 你好 😀', t)).toContain('Selamat pagi "semua" 你好 😀');
  });
});

describe("timings", () => {
  test("video reply delay is 500 ms plus 0 to 300 ms", () => {
    expect(botReplyDelay("video", () => 0)).toBe(500);
    expect(botReplyDelay("video", () => 0.5)).toBe(650);
    expect(botReplyDelay("video", () => 0.9999)).toBe(800);
  });

  test("voice reply delay is 700 ms plus 0 to 400 ms", () => {
    expect(botReplyDelay("voice", () => 0)).toBe(700);
    expect(botReplyDelay("voice", () => 0.25)).toBe(800);
    expect(botReplyDelay("voice", () => 1)).toBe(1100);
  });

  test("the default random stays in range", () => {
    for (let i = 0; i < 50; i += 1) {
      const video = botReplyDelay("video");
      const voice = botReplyDelay("voice");
      expect(video).toBeGreaterThanOrEqual(500);
      expect(video).toBeLessThanOrEqual(800);
      expect(voice).toBeGreaterThanOrEqual(700);
      expect(voice).toBeLessThanOrEqual(1100);
    }
  });

  test("speaking lasts 2000 ms plus 10 ms per character", () => {
    expect(speakingDuration("")).toBe(2000);
    expect(speakingDuration("hello")).toBe(2050);
    expect(speakingDuration("x".repeat(120))).toBe(3200);
  });
});

describe("scheduleBotReply (fake timers)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("the video bot replies after its delay and never calls onSpeakingEnd", () => {
    const onReply = jest.fn();
    const onSpeakingEnd = jest.fn();
    scheduleBotReply("video", "hello", t, { onReply, onSpeakingEnd }, { random: () => 0.5 });
    jest.advanceTimersByTime(649);
    expect(onReply).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onReply).toHaveBeenCalledTimes(1);
    expect(onReply).toHaveBeenCalledWith(botReply("video", "hello", t));
    jest.runAllTimers();
    expect(onSpeakingEnd).not.toHaveBeenCalled();
  });

  test("the voice bot replies, then stops speaking 2000 + 10 ms per character later", () => {
    const onReply = jest.fn();
    const onSpeakingEnd = jest.fn();
    scheduleBotReply("voice", "hi", t, { onReply, onSpeakingEnd }, { random: () => 0 });
    const reply = botReply("voice", "hi", t);
    jest.advanceTimersByTime(700);
    expect(onReply).toHaveBeenCalledWith(reply);
    jest.advanceTimersByTime(speakingDuration(reply) - 1);
    expect(onSpeakingEnd).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onSpeakingEnd).toHaveBeenCalledTimes(1);
  });

  test("cancel before the reply stops everything", () => {
    const onReply = jest.fn();
    const cancel = scheduleBotReply("voice", "hi", t, { onReply }, { random: () => 0 });
    jest.advanceTimersByTime(699);
    cancel();
    jest.runAllTimers();
    expect(onReply).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  test("cancel during speaking stops the speaking-end call", () => {
    const onSpeakingEnd = jest.fn();
    const cancel = scheduleBotReply("voice", "hi", t, { onReply: jest.fn(), onSpeakingEnd }, { random: () => 0 });
    jest.advanceTimersByTime(700);
    cancel();
    cancel(); // twice is harmless
    jest.runAllTimers();
    expect(onSpeakingEnd).not.toHaveBeenCalled();
  });

  test("custom timers are used when given", () => {
    const calls: number[] = [];
    const timers = {
      setTimeout: (cb: () => void, ms: number) => {
        calls.push(ms);
        cb();
        return calls.length;
      },
      clearTimeout: jest.fn(),
    };
    const onReply = jest.fn();
    const onSpeakingEnd = jest.fn();
    scheduleBotReply("voice", "x", t, { onReply, onSpeakingEnd }, { random: () => 1, timers });
    expect(calls).toEqual([1100, speakingDuration(botReply("voice", "x", t))]);
    expect(onReply).toHaveBeenCalled();
    expect(onSpeakingEnd).toHaveBeenCalled();
  });
});
