import { hostTimers, type Timers } from "@/lib/timers";
import { companyName } from "@/content/company";

export type BotKind = "video" | "voice";

export const VIDEO_GREETINGS = [
  `Hello! I'm the ${companyName} video assistant. How can I help you today?`,
  "Welcome! This is a preview of our conceptual video bot. What would you like to know?",
  "Hi there! I'm a demonstration video bot. Ask me anything about our AI solutions.",
] as const;

export const VOICE_GREETINGS = [
  `Hello! I'm the ${companyName} voice assistant. What can I do for you?`,
  "Welcome! You're talking to a preview of our conceptual voice bot. How may I help?",
  "Hi there! I'm a demonstration voice bot. Tell me what you're looking for.",
] as const;

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

export function greetingsFor(kind: BotKind): readonly string[] {
  return kind === "video" ? VIDEO_GREETINGS : VOICE_GREETINGS;
}

export function isSendable(text: string | null | undefined): text is string {
  return typeof text === "string" && text.trim().length > 0;
}

export function botReply(kind: BotKind, userText: string): string {
  const said = userText.trim();
  const bot = kind === "video" ? "video bot" : "voice bot";
  return `You said: "${said}". I'm a conceptual ${bot}, so my capabilities are still under development. For a full answer, please contact our team through the Contact page.`;
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
  callbacks: BotReplyCallbacks,
  options: ScheduleOptions = {},
): () => void {
  const timers = options.timers ?? hostTimers;
  const reply = botReply(kind, userText);
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
