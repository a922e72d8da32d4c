/**
 * Robust browser storage (websiteLang, chatbotLang, contactSubmissions,
 * appointments). localStorage can be missing (server render), disabled (reading
 * `window.localStorage` throws a SecurityError), full (setItem throws a
 * QuotaExceededError) or hold a value some other code wrote. None of that may
 * break a form, and nothing a visitor stored before may be lost.
 *
 * Framework-free: pass a storage object to test, or leave it out to use
 * window.localStorage when it is reachable.
 */

export const STORAGE_KEYS = {
  websiteLang: "websiteLang",
  chatbotLang: "chatbotLang",
  contactSubmissions: "contactSubmissions",
  appointments: "appointments",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of the Web Storage interface this module uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Where to store: a storage object, null for "no storage", or a function returning
 * one (it may throw, as the window.localStorage getter does when storage is blocked).
 * Left out: window.localStorage.
 */
export type StorageSource = StorageLike | null | (() => StorageLike | null | undefined);

export type AppendStatus = "saved" | "unavailable" | "full";

export interface AppendResult {
  status: AppendStatus;
  /** Set when an unreadable stored value was copied to this key before the list restarted. */
  movedAside?: string;
}

/** The storage to use, or null when there is none or touching it throws. */
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

/** True for the quota errors browsers throw from setItem (names and legacy codes differ). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

function failureStatus(error: unknown): Exclude<AppendStatus, "saved"> {
  return isQuotaExceeded(error) ? "full" : "unavailable";
}

/** Read a string preference; the fallback when absent or when storage cannot be read. */
export function readString(key: string, fallback: string, storage?: StorageSource): string {
  const s = resolveStorage(storage);
  if (!s) return fallback;
  try {
    return s.getItem(key) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Write a string preference; false when storage is unavailable or full. */
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
    if (Array.isArray(value)) return { kind: "list", items: value as T[] };
  } catch {
    // fall through: not JSON
  }
  return { kind: "unreadable", raw };
}

/**
 * The stored list under `key`; [] when absent, unreadable (not a JSON array) or
 * when storage cannot be read. Never throws and never modifies storage.
 */
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

/** The key an unreadable value is copied to: `${key}.unreadable.${timestamp}` (suffixed if taken). */
function freeAsideKey(s: StorageLike, key: string, timestamp: number): string {
  const base = `${key}.unreadable.${timestamp}`;
  let candidate = base;
  for (let n = 1; s.getItem(candidate) !== null; n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/**
 * Append `item` to the JSON array stored under `key`.
 *
 * - 'saved': the list (every earlier item plus this one) was written.
 * - 'unavailable': storage is missing, blocked or failed; nothing changed.
 * - 'full': the quota is exhausted; nothing changed.
 *
 * When the stored value is not a JSON array it is first copied, unchanged, to
 * `${key}.unreadable.${timestamp}` (returned as movedAside) and the list restarts
 * with the item. If that copy cannot be made and verified, the original value is
 * left untouched and the item is not saved.
 */
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
    // The original value is still in place, so the copy is redundant: drop it to
    // avoid piling up copies on every retry against a full store.
    if (movedAside !== undefined) {
      try {
        s.removeItem(movedAside);
      } catch {
        // keeping an extra copy is harmless
      }
    }
    return { status: failureStatus(error) };
  }
  return movedAside === undefined ? { status: "saved" } : { status: "saved", movedAside };
}
