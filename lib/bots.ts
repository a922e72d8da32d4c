import type { TranslationParams } from "@/lib/i18n/translate";
import { hostTimers, type Timers } from "@/lib/timers";
import type { TranslationKey } from "@/content/i18n/en";

export type BotKind = "video" | "voice";

/** What each bot says is a UI string, so a page's bot greets and answers in the page's language. */
export const BOT_STRINGS = {
  video: { greetings: ["bots.videoGreeting1", "bots.videoGreeting2", "bots.videoGreeting3"], reply: "bots.videoReply" },
  voice: { greetings: ["bots.voiceGreeting1", "bots.voiceGreeting2", "bots.voiceGreeting3"], reply: "bots.voiceReply" },
} as const satisfies Record<BotKind, { greetings: readonly TranslationKey[]; reply: TranslationKey }>;

/** The page's strings: `useT()` in a component, `translatorFor(locale)` in a test. */
export type BotStrings = (key: TranslationKey, params?: TranslationParams) => string;

export const OPEN_ANIMATION_MS = 1500;

export const BOT_REPLY_TIMING = {
  video: { baseMs: 500, jitterMs: 300 },
  voice: { baseMs: 700, jitterMs: 400 },
} as const satisfies Record<BotKind, { baseMs: number; jitterMs: number }>;

export const SPEAKING_BASE_MS = 2000;
export const SPEAKING_MS_PER_CHAR = 10;

function unit(random: () => number): number {
  return Math.min(1, Math.max(0, random()));
}

export function pickGreeting(list: readonly string[], random: () => number = Math.random): string {
  if (list.length === 0) throw new Error("pickGreeting needs at least one greeting");
  const index = Math.min(list.length - 1, Math.floor(unit(random) * list.length));
  return list[index] ?? list[0]!;
}

export function greetingsFor(kind: BotKind, t: BotStrings): string[] {
  return BOT_STRINGS[kind].greetings.map((key) => t(key));
}

export function isSendable(text: string | null | undefined): text is string {
  return typeof text === "string" && text.trim().length > 0;
}

/** The bot's answer: it echoes what was said and says it is a demonstration whose capabilities are still growing. */
export function botReply(kind: BotKind, userText: string, t: BotStrings): string {
  return t(BOT_STRINGS[kind].reply, { said: userText.trim() });
}

export function botReplyDelay(kind: BotKind, random: () => number = Math.random): number {
  const { baseMs, jitterMs } = BOT_REPLY_TIMING[kind];
  return baseMs + Math.round(unit(random) * jitterMs);
}

export function speakingDuration(reply: string): number {
  return SPEAKING_BASE_MS + SPEAKING_MS_PER_CHAR * reply.length;
}

export interface BotReplyCallbacks {
  onReply: (text: string) => void;
  onSpeakingEnd?: () => void;
}

export interface ScheduleOptions {
  random?: () => number;
  timers?: Timers;
}

export function scheduleBotReply(
  kind: BotKind,
  userText: string,
  t: BotStrings,
  callbacks: BotReplyCallbacks,
  options: ScheduleOptions = {},
): () => void {
  const timers = options.timers ?? hostTimers;
  const reply = botReply(kind, userText, t);
  let cancelled = false;
  const handles = new Set<unknown>();
  const later = (callback: () => void, ms: number): void => {
    let fired = false;
    const handle = timers.setTimeout(() => {
      fired = true;
      if (!cancelled) callback();
    }, ms);
    // A timer implementation may call back synchronously: track only what can still fire.
    if (!fired) handles.add(handle);
  };
  later(
    () => {
      callbacks.onReply(reply);
      if (kind === "voice") later(() => callbacks.onSpeakingEnd?.(), speakingDuration(reply));
    },
    botReplyDelay(kind, options.random),
  );
  return () => {
    cancelled = true;
    for (const handle of handles) timers.clearTimeout(handle);
    handles.clear();
  };
}
