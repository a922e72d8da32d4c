/**
 * Notices (toasts): at most one shown; a new notice replaces
 * the previous; dismissing closes it and it is removed 1,000,000 ms later.
 * A tiny framework-free store shaped for React's useSyncExternalStore.
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const DEFAULT_TOAST_DURATION = 5000;
/** Swipe right past this many pixels to dismiss. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** Hotkey that focuses the notice region: key codes, or modifier names such as "altKey". */
export const TOAST_HOTKEY: readonly string[] = ["F8"];

type HotkeyEvent = Pick<KeyboardEvent, "code" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">;

/** Whether a key press is the notice hotkey, read the way Radix's toast viewport reads it. */
export function isToastHotkey(event: HotkeyEvent, hotkey: readonly string[] = TOAST_HOTKEY): boolean {
  return (
    hotkey.length > 0 && hotkey.every((key) => (key in event && event[key as keyof HotkeyEvent] === true) || event.code === key)
  );
}

/** Display time of particular notices (ms). */
export const NOTICE_DURATIONS = {
  gpt: 6000,
  language: 5000,
  video: 8000,
  partner: 7000,
} as const;

export type ToastVariant = "default" | "destructive";

export interface ToastAction {
  label: string;
  /** Describes the action for screen readers; required and must not be blank. */
  altText: string;
  onClick?: () => void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  open: boolean;
  variant: ToastVariant;
  /** Milliseconds the notice stays before closing itself. */
  duration: number;
}

export interface ToastInput {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  duration?: number;
}

/** Timer functions (method syntax, so `{ setTimeout, clearTimeout }` from any host fits). */
export interface ToastTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastStore {
  /** Show a notice (open); it replaces the one shown before. Returns its id. */
  add(toast: ToastInput): string;
  /** Change fields of a notice still in the store. */
  update(id: string, patch: Partial<ToastInput>): void;
  /** Close one notice, or all when no id is given; each is removed TOAST_REMOVE_DELAY later. */
  dismiss(id?: string): void;
  /** Drop one notice, or all, immediately. */
  remove(id?: string): void;
  /** Listen for changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current notices; the same array object until something changes. */
  getSnapshot(): readonly Toast[];
}

const globalTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createToastStore(timers: ToastTimers = globalTimers): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, unknown>();

  function commit(next: readonly Toast[]): void {
    toasts = next;
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
      }, TOAST_REMOVE_DELAY),
    );
  }

  function remove(id?: string): void {
    const next = id === undefined ? [] : toasts.filter((t) => t.id !== id);
    if (next.length === toasts.length) return;
    for (const t of toasts) if (id === undefined || t.id === id) cancelRemoval(t.id);
    commit(next);
  }

  return {
    add(input) {
      counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
      const id = String(counter);
      const toast: Toast = {
        id,
        title: input.title,
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.action !== undefined ? { action: input.action } : {}),
        open: true,
        variant: input.variant ?? "default",
        duration: input.duration ?? DEFAULT_TOAST_DURATION,
      };
      const next = [toast, ...toasts].slice(0, TOAST_LIMIT);
      for (const dropped of toasts) if (!next.includes(dropped)) cancelRemoval(dropped.id);
      commit(next);
      return id;
    },

    update(id, patch) {
      if (!toasts.some((t) => t.id === id)) return;
      commit(
        toasts.map((t) => {
          if (t.id !== id) return t;
          const merged: Toast = { ...t };
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
      const targets = toasts.filter((t) => id === undefined || t.id === id);
      if (targets.length === 0) return;
      for (const t of targets) scheduleRemoval(t.id);
      if (targets.every((t) => !t.open)) return;
      commit(toasts.map((t) => (targets.includes(t) && t.open ? { ...t, open: false } : t)));
    },

    remove,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    getSnapshot() {
      return toasts;
    },
  };
}

/**
 * A toast action needs a non-blank alt text. Returns false and logs an
 * error when it is missing; the caller then renders no action. No action is valid.
 */
export function validateToastAction(
  action: ToastAction | null | undefined,
  log: (...args: unknown[]) => void = console.error,
): boolean {
  if (action === undefined || action === null) return true;
  if (typeof action.altText !== "string" || action.altText.trim() === "") {
    log(
      `Invalid prop \`altText\` supplied to \`ToastAction\`. Expected non-empty \`string\`. The action "${action.label}" will not be rendered.`,
    );
    return false;
  }
  return true;
}

/** The site-wide store (one notice region per page). Timers start only when used. */
export const toastStore: ToastStore = createToastStore();
