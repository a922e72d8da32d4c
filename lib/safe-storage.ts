// Storage may be missing, blocked, full or hold a foreign value: none of that may break a form or lose what was stored.
export const STORAGE_KEYS = {
  websiteLang: "websiteLang",
  chatbotLang: "chatbotLang",
  contactSubmissions: "contactSubmissions",
  appointments: "appointments",
  /** "dismissed" once a visitor closes the offer of a page in their language. */
  translationHint: "translationHint",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageSource = StorageLike | null | (() => StorageLike | null | undefined);

export type AppendStatus = "saved" | "unavailable" | "full";

export interface AppendResult {
  status: AppendStatus;
  movedAside?: string;
}

export function resolveStorage(source?: StorageSource): StorageLike | null {
  try {
    if (source === null) return null;
    if (typeof source === "function") return source() ?? null;
    if (source !== undefined) return source;
    if (typeof window === "undefined") return null;
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

function failureStatus(error: unknown): Exclude<AppendStatus, "saved"> {
  return isQuotaExceeded(error) ? "full" : "unavailable";
}

export function readString(key: string, fallback: string, storage?: StorageSource): string {
  const s = resolveStorage(storage);
  if (!s) return fallback;
  try {
    return s.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeString(key: string, value: string, storage?: StorageSource): boolean {
  const s = resolveStorage(storage);
  if (!s) return false;
  try {
    s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

type ParsedList<T> = { kind: "empty" } | { kind: "list"; items: T[] } | { kind: "unreadable"; raw: string };

function parseList<T>(raw: string | null): ParsedList<T> {
  if (raw === null) return { kind: "empty" };
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? { kind: "list", items: value as T[] } : { kind: "unreadable", raw };
  } catch {
    return { kind: "unreadable", raw };
  }
}

export function readList<T>(key: string, storage?: StorageSource): T[] {
  const s = resolveStorage(storage);
  if (!s) return [];
  try {
    const parsed = parseList<T>(s.getItem(key));
    return parsed.kind === "list" ? parsed.items : [];
  } catch {
    return [];
  }
}

function freeAsideKey(s: StorageLike, key: string, timestamp: number): string {
  const base = `${key}.unreadable.${timestamp}`;
  let candidate = base;
  for (let n = 1; s.getItem(candidate) !== null; n += 1) candidate = `${base}-${n}`;
  return candidate;
}

export function appendToList<T>(key: string, item: T, storage?: StorageSource, now: Date = new Date()): AppendResult {
  const s = resolveStorage(storage);
  if (!s) return { status: "unavailable" };

  let parsed: ParsedList<T>;
  try {
    parsed = parseList<T>(s.getItem(key));
  } catch (error) {
    return { status: failureStatus(error) };
  }

  let movedAside: string | undefined;
  if (parsed.kind === "unreadable") {
    try {
      const asideKey = freeAsideKey(s, key, now.getTime());
      s.setItem(asideKey, parsed.raw);
      if (s.getItem(asideKey) !== parsed.raw) {
        return { status: "unavailable" };
      }
      movedAside = asideKey;
    } catch (error) {
      return { status: failureStatus(error) };
    }
  }

  const items = parsed.kind === "list" ? parsed.items : [];
  try {
    s.setItem(key, JSON.stringify([...items, item]));
  } catch (error) {
    if (movedAside !== undefined) {
      try {
        s.removeItem(movedAside);
      } catch {}
    }
    return { status: failureStatus(error) };
  }
  return movedAside === undefined ? { status: "saved" } : { status: "saved", movedAside };
}
