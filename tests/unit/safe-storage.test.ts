import {
  appendToList,
  isQuotaExceeded,
  readList,
  readString,
  resolveStorage,
  STORAGE_KEYS,
  writeString,
  type StorageLike,
} from "@/lib/safe-storage";

/** An in-memory Storage whose methods can be made to throw. */
class FakeStorage implements StorageLike {
  data = new Map<string, string>();
  failGet: Error | null = null;
  /** Throw this from setItem; or a function deciding per key. */
  failSet: Error | ((key: string, value: string) => Error | null) | null = null;
  failRemove: Error | null = null;
  setCalls: string[] = [];

  constructor(initial: Record<string, string> = {}) {
    for (const [k, v] of Object.entries(initial)) this.data.set(k, v);
  }
  getItem(key: string): string | null {
    if (this.failGet) throw this.failGet;
    return this.data.has(key) ? (this.data.get(key) ?? null) : null;
  }
  setItem(key: string, value: string): void {
    this.setCalls.push(key);
    const error = typeof this.failSet === "function" ? this.failSet(key, value) : this.failSet;
    if (error) throw error;
    this.data.set(key, String(value));
  }
  removeItem(key: string): void {
    if (this.failRemove) throw this.failRemove;
    this.data.delete(key);
  }
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.data);
  }
}

const quotaError = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");
const securityError = () => new DOMException("Access is denied for this document.", "SecurityError");
const NOW = new Date("2025-06-10T03:04:05.678Z");
const STAMP = NOW.getTime();
const KEY = STORAGE_KEYS.contactSubmissions;

describe("STORAGE_KEYS", () => {
  test("names the four storage keys of the specification, and the translation hint's", () => {
    expect(STORAGE_KEYS).toEqual({
      websiteLang: "websiteLang",
      chatbotLang: "chatbotLang",
      contactSubmissions: "contactSubmissions",
      translationHint: "translationHint",
      appointments: "appointments",
    });
  });
});

describe("isQuotaExceeded", () => {
  test("recognises the browser variants", () => {
    expect(isQuotaExceeded(quotaError())).toBe(true);
    expect(isQuotaExceeded({ name: "NS_ERROR_DOM_QUOTA_REACHED" })).toBe(true);
    expect(isQuotaExceeded({ code: 22 })).toBe(true);
    expect(isQuotaExceeded({ code: 1014 })).toBe(true);
    expect(isQuotaExceeded(securityError())).toBe(false);
    expect(isQuotaExceeded(new Error("x"))).toBe(false);
    expect(isQuotaExceeded("QuotaExceededError")).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});

describe("resolveStorage", () => {
  const original = Object.getOwnPropertyDescriptor(window, "localStorage");

  afterEach(() => {
    // restore jsdom's own localStorage accessor
    if (original) Object.defineProperty(window, "localStorage", original);
    window.localStorage.clear();
  });

  test("uses window.localStorage when nothing is passed", () => {
    expect(resolveStorage()).toBe(window.localStorage);
  });

  test("null means no storage; a getter that throws means no storage", () => {
    expect(resolveStorage(null)).toBeNull();
    expect(
      resolveStorage(() => {
        throw securityError();
      }),
    ).toBeNull();
    expect(resolveStorage(() => undefined)).toBeNull();
  });

  test("a window.localStorage getter throwing SecurityError gives null, and every helper degrades", () => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw securityError();
      },
    });
    expect(() => window.localStorage).toThrow();
    expect(resolveStorage()).toBeNull();
    expect(readList(KEY)).toEqual([]);
    expect(appendToList(KEY, { a: 1 })).toEqual({ status: "unavailable" });
    expect(readString(STORAGE_KEYS.websiteLang, "en")).toBe("en");
    expect(writeString(STORAGE_KEYS.websiteLang, "fr")).toBe(false);
  });

  test("a missing window.localStorage (undefined) gives null", () => {
    Object.defineProperty(window, "localStorage", { configurable: true, get: () => undefined });
    expect(resolveStorage()).toBeNull();
    expect(appendToList(KEY, 1)).toEqual({ status: "unavailable" });
  });
});

describe("readString / writeString", () => {
  test("read the stored value or the fallback", () => {
    const s = new FakeStorage({ chatbotLang: "fr" });
    expect(readString(STORAGE_KEYS.chatbotLang, "en", s)).toBe("fr");
    expect(readString(STORAGE_KEYS.websiteLang, "en", s)).toBe("en");
  });

  test("write and report success", () => {
    const s = new FakeStorage();
    expect(writeString(STORAGE_KEYS.websiteLang, "es", s)).toBe(true);
    expect(s.data.get("websiteLang")).toBe("es");
  });

  test("a throwing getItem gives the fallback; a throwing setItem gives false", () => {
    const s = new FakeStorage({ websiteLang: "es" });
    s.failGet = securityError();
    expect(readString("websiteLang", "en", s)).toBe("en");
    s.failSet = quotaError();
    expect(writeString("websiteLang", "fr", s)).toBe(false);
    expect(writeString("websiteLang", "fr", null)).toBe(false);
  });

  test("works against jsdom's real localStorage by default", () => {
    expect(writeString("websiteLang", "fr")).toBe(true);
    expect(readString("websiteLang", "en")).toBe("fr");
    window.localStorage.clear();
  });
});

describe("readList", () => {
  test("an absent key is an empty list", () => {
    expect(readList(KEY, new FakeStorage())).toEqual([]);
  });

  test("returns the stored array", () => {
    const s = new FakeStorage({ [KEY]: JSON.stringify([{ n: 1 }, { n: 2 }]) });
    expect(readList<{ n: number }>(KEY, s)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  test.each([
    ["not JSON", "{oops"],
    ["a JSON object", '{"a":1}'],
    ["a JSON string", '"text"'],
    ["JSON null", "null"],
    ["a number", "42"],
    ["empty string", ""],
  ])("%s reads as [] and is left untouched", (_label, raw) => {
    const s = new FakeStorage({ [KEY]: raw });
    expect(readList(KEY, s)).toEqual([]);
    expect(s.data.get(KEY)).toBe(raw);
    expect(s.setCalls).toEqual([]);
  });

  test("a throwing getItem reads as []", () => {
    const s = new FakeStorage({ [KEY]: "[1]" });
    s.failGet = securityError();
    expect(readList(KEY, s)).toEqual([]);
    expect(readList(KEY, null)).toEqual([]);
  });
});

describe("appendToList", () => {
  test("starts a list when the key is absent", () => {
    const s = new FakeStorage();
    expect(appendToList(KEY, { n: 1 }, s, NOW)).toEqual({ status: "saved" });
    expect(JSON.parse(s.data.get(KEY) ?? "")).toEqual([{ n: 1 }]);
  });

  test("keeps every earlier item and appends at the end", () => {
    const s = new FakeStorage({ [KEY]: JSON.stringify([{ n: 1 }, { n: 2 }]) });
    expect(appendToList(KEY, { n: 3 }, s, NOW)).toEqual({ status: "saved" });
    expect(appendToList(KEY, { n: 4 }, s, NOW)).toEqual({ status: "saved" });
    expect(readList(KEY, s)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }]);
  });

  test("items of any earlier shape are kept verbatim", () => {
    const earlier = [{ legacy: true }, "text", 7, null];
    const s = new FakeStorage({ [KEY]: JSON.stringify(earlier) });
    appendToList(KEY, { n: 1 }, s, NOW);
    expect(readList(KEY, s)).toEqual([...earlier, { n: 1 }]);
  });

  test.each([
    ["not JSON", "{oops"],
    ["a JSON object", '{"name":"old"}'],
    ["JSON null", "null"],
    ["empty string", ""],
  ])("an unreadable value (%s) is copied aside and the list restarts", (_label, raw) => {
    const s = new FakeStorage({ [KEY]: raw });
    const result = appendToList(KEY, { n: 1 }, s, NOW);
    const aside = `${KEY}.unreadable.${STAMP}`;
    expect(result).toEqual({ status: "saved", movedAside: aside });
    expect(s.data.get(aside)).toBe(raw);
    expect(readList(KEY, s)).toEqual([{ n: 1 }]);
  });

  test("copies aside never overwrite an earlier copy", () => {
    const aside = `${KEY}.unreadable.${STAMP}`;
    const s = new FakeStorage({ [KEY]: "first bad", [aside]: "older copy" });
    const result = appendToList(KEY, "x", s, NOW);
    expect(result.movedAside).toBe(`${aside}-1`);
    expect(s.data.get(aside)).toBe("older copy");
    expect(s.data.get(`${aside}-1`)).toBe("first bad");

    s.data.set(KEY, "second bad");
    expect(appendToList(KEY, "y", s, NOW).movedAside).toBe(`${aside}-2`);
    expect(s.data.get(`${aside}-2`)).toBe("second bad");
    expect(readList(KEY, s)).toEqual(["y"]);
  });

  test("the copy-aside timestamp uses `now`", () => {
    const s = new FakeStorage({ [KEY]: "bad" });
    const result = appendToList(KEY, 1, s, new Date(1_700_000_000_000));
    expect(result.movedAside).toBe(`${KEY}.unreadable.1700000000000`);
  });

  test("when the copy aside hits the quota, the original is not overwritten ('full')", () => {
    const s = new FakeStorage({ [KEY]: "precious but unreadable" });
    s.failSet = (key) => (key.includes(".unreadable.") ? quotaError() : null);
    expect(appendToList(KEY, { n: 1 }, s, NOW)).toEqual({ status: "full" });
    expect(s.snapshot()).toEqual({ [KEY]: "precious but unreadable" });
  });

  test("when the copy aside fails otherwise, the original is not overwritten ('unavailable')", () => {
    const s = new FakeStorage({ [KEY]: "precious" });
    s.failSet = (key) => (key.includes(".unreadable.") ? securityError() : null);
    expect(appendToList(KEY, { n: 1 }, s, NOW)).toEqual({ status: "unavailable" });
    expect(s.snapshot()).toEqual({ [KEY]: "precious" });
  });

  test("when the copy aside cannot be read back intact, the original is not overwritten", () => {
    const s = new FakeStorage({ [KEY]: "precious" });
    const realSet = s.setItem.bind(s);
    s.setItem = (key, value) => realSet(key, key === KEY ? value : value.slice(0, 3)); // a store that truncates
    expect(appendToList(KEY, 1, s, NOW).status).toBe("unavailable");
    expect(s.data.get(KEY)).toBe("precious");
  });

  test("when the list write fails after a copy aside, the original stays and the redundant copy is dropped", () => {
    const s = new FakeStorage({ [KEY]: "bad" });
    s.failSet = (key) => (key === KEY ? quotaError() : null);
    expect(appendToList(KEY, 1, s, NOW)).toEqual({ status: "full" });
    expect(s.snapshot()).toEqual({ [KEY]: "bad" });
  });

  test("if dropping that copy also fails, nothing is lost and the result is still 'full'", () => {
    const s = new FakeStorage({ [KEY]: "bad" });
    s.failSet = (key) => (key === KEY ? quotaError() : null);
    s.failRemove = securityError();
    expect(appendToList(KEY, 1, s, NOW).status).toBe("full");
    expect(s.data.get(KEY)).toBe("bad");
  });

  test("a full store leaves the existing list untouched", () => {
    const stored = JSON.stringify([{ n: 1 }]);
    const s = new FakeStorage({ [KEY]: stored });
    s.failSet = quotaError();
    expect(appendToList(KEY, { n: 2 }, s, NOW)).toEqual({ status: "full" });
    expect(s.data.get(KEY)).toBe(stored);
  });

  test("legacy quota errors (code 22, Firefox name) count as full", () => {
    const s = new FakeStorage();
    s.failSet = Object.assign(new Error("quota"), { code: 22 });
    expect(appendToList(KEY, 1, s, NOW).status).toBe("full");
    s.failSet = Object.assign(new Error("quota"), { name: "NS_ERROR_DOM_QUOTA_REACHED" });
    expect(appendToList(KEY, 1, s, NOW).status).toBe("full");
  });

  test("a throwing getItem or setItem (disabled storage) is 'unavailable'", () => {
    const s = new FakeStorage({ [KEY]: "[1]" });
    s.failGet = securityError();
    expect(appendToList(KEY, 2, s, NOW)).toEqual({ status: "unavailable" });
    s.failGet = null;
    s.failSet = securityError();
    expect(appendToList(KEY, 2, s, NOW)).toEqual({ status: "unavailable" });
    expect(s.data.get(KEY)).toBe("[1]");
  });

  test("no storage at all is 'unavailable'", () => {
    expect(appendToList(KEY, 1, null, NOW)).toEqual({ status: "unavailable" });
  });

  test("an item that cannot be serialised is not saved and nothing changes", () => {
    const s = new FakeStorage({ [KEY]: "[1]" });
    expect(appendToList(KEY, { big: BigInt(1) }, s, NOW).status).toBe("unavailable");
    expect(s.data.get(KEY)).toBe("[1]");
  });

  test("works against jsdom's localStorage by default", () => {
    window.localStorage.setItem(STORAGE_KEYS.appointments, "not json");
    const result = appendToList(STORAGE_KEYS.appointments, { time: "09:00 AM" }, undefined, NOW);
    expect(result).toEqual({ status: "saved", movedAside: `appointments.unreadable.${STAMP}` });
    expect(readList(STORAGE_KEYS.appointments)).toEqual([{ time: "09:00 AM" }]);
    expect(window.localStorage.getItem(`appointments.unreadable.${STAMP}`)).toBe("not json");
    window.localStorage.clear();
  });
});
