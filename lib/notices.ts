import { hostTimers, type Timers } from "@/lib/timers";

export const NOTICE_LIMIT = 1;
export const NOTICE_REMOVE_DELAY = 1_000_000;
export const DEFAULT_NOTICE_DURATION = 5000;
export const NOTICE_SWIPE_THRESHOLD = 50;
export const NOTICE_HOTKEY: readonly string[] = ["F8"];

export const NOTICE_DURATIONS = {
  gpt: 6000,
  language: 5000,
  video: 8000,
  partner: 7000,
} as const;

type HotkeyEvent = Pick<KeyboardEvent, "code" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">;

export function isNoticeHotkey(event: HotkeyEvent, hotkey: readonly string[] = NOTICE_HOTKEY): boolean {
  return (
    hotkey.length > 0 && hotkey.every((key) => (key in event && event[key as keyof HotkeyEvent] === true) || event.code === key)
  );
}

export type NoticeVariant = "default" | "destructive";

export interface NoticeAction {
  label: string;
  altText: string;
  onClick?: () => void;
}

export interface Notice {
  id: string;
  title: string;
  description?: string;
  action?: NoticeAction;
  open: boolean;
  variant: NoticeVariant;
  duration: number;
}

export interface NoticeInput {
  title: string;
  description?: string;
  action?: NoticeAction;
  variant?: NoticeVariant;
  duration?: number;
}

export interface NoticeStore {
  add(notice: NoticeInput): string;
  update(id: string, patch: Partial<NoticeInput>): void;
  dismiss(id?: string): void;
  remove(id?: string): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Notice[];
}

export function createNoticeStore(timers: Timers = hostTimers): NoticeStore {
  let notices: readonly Notice[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, unknown>();

  function commit(next: readonly Notice[]): void {
    notices = next;
    for (const listener of [...listeners]) listener();
  }

  function cancelRemoval(id: string): void {
    const handle = removalTimers.get(id);
    if (handle !== undefined) {
      timers.clearTimeout(handle);
      removalTimers.delete(id);
    }
  }

  function scheduleRemoval(id: string): void {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      timers.setTimeout(() => {
        removalTimers.delete(id);
        remove(id);
      }, NOTICE_REMOVE_DELAY),
    );
  }

  function remove(id?: string): void {
    const next = id === undefined ? [] : notices.filter((t) => t.id !== id);
    if (next.length === notices.length) return;
    for (const t of notices) if (id === undefined || t.id === id) cancelRemoval(t.id);
    commit(next);
  }

  return {
    add(input) {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(counter);
      const notice: Notice = {
        id,
        title: input.title,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.action !== undefined ? { action: input.action } : {}),
        open: true,
        variant: input.variant ?? "default",
        duration: input.duration ?? DEFAULT_NOTICE_DURATION,
      };
      const next = [notice, ...notices].slice(0, NOTICE_LIMIT);
      for (const dropped of notices) if (!next.includes(dropped)) cancelRemoval(dropped.id);
      commit(next);
      return id;
    },

    update(id, patch) {
      if (!notices.some((t) => t.id === id)) return;
      commit(
        notices.map((t) => {
          if (t.id !== id) return t;
          const merged: Notice = { ...t };
          if (patch.title !== undefined) merged.title = patch.title;
          if (patch.description !== undefined) merged.description = patch.description;
          if (patch.action !== undefined) merged.action = patch.action;
          if (patch.variant !== undefined) merged.variant = patch.variant;
          if (patch.duration !== undefined) merged.duration = patch.duration;
          return merged;
        }),
      );
    },

    dismiss(id) {
      const targets = notices.filter((t) => id === undefined || t.id === id);
      if (targets.length === 0) return;
      for (const t of targets) scheduleRemoval(t.id);
      if (targets.every((t) => !t.open)) return;
      commit(notices.map((t) => (targets.includes(t) && t.open ? { ...t, open: false } : t)));
    },

    remove,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot() {
      return notices;
    },
  };
}

export function validateNoticeAction(
  action: NoticeAction | null | undefined,
  log: (...args: unknown[]) => void = console.error,
): boolean {
  if (action === undefined || action === null) return true;
  if (typeof action.altText !== "string" || action.altText.trim() === "") {
    log(
      `Invalid \`altText\` on the notice action "${action.label}": expected a non-empty string. The action will not be rendered.`,
    );
    return false;
  }
  return true;
}

export const noticeStore: NoticeStore = createNoticeStore();
