import { createNoticeStore, NOTICE_REMOVE_DELAY, noticeStore, validateNoticeAction } from "@/lib/notices";

describe("createNoticeStore (fake timers)", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const make = () => createNoticeStore({ setTimeout, clearTimeout });

  test("add shows an open notice with defaults and returns its id", () => {
    const store = make();
    const id = store.add({ title: "Message Sent!", description: "Your email client should open." });
    expect(store.getSnapshot()).toEqual([
      {
        id,
        title: "Message Sent!",
        description: "Your email client should open.",
        open: true,
        variant: "default",
        duration: 5000,
      },
    ]);
  });

  test("variant, duration and action are kept", () => {
    const store = make();
    const onClick = jest.fn();
    store.add({
      title: "Incomplete Form",
      variant: "destructive",
      duration: 7000,
      action: { label: "Retry", altText: "Retry sending", onClick },
    });
    const [notice] = store.getSnapshot();
    expect(notice).toMatchObject({
      variant: "destructive",
      duration: 7000,
      action: { label: "Retry", altText: "Retry sending" },
    });
    notice?.action?.onClick?.();
    expect(onClick).toHaveBeenCalled();
  });

  test("limit 1: a new notice replaces the previous", () => {
    const store = make();
    const first = store.add({ title: "First" });
    const second = store.add({ title: "Second" });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]).toMatchObject({ id: second, title: "Second", open: true });
  });

  test("ids are unique", () => {
    const store = make();
    const ids = new Set(Array.from({ length: 20 }, (_, i) => store.add({ title: `t${i}` })));
    expect(ids.size).toBe(20);
  });

  test("dismiss closes the notice and removes it after NOTICE_REMOVE_DELAY", () => {
    const store = make();
    const id = store.add({ title: "Hello" });
    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })]);
    jest.advanceTimersByTime(NOTICE_REMOVE_DELAY - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  test("dismiss without an id closes all", () => {
    const store = make();
    store.add({ title: "A" });
    store.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    jest.advanceTimersByTime(NOTICE_REMOVE_DELAY);
    expect(store.getSnapshot()).toEqual([]);
  });

  test("dismissing twice schedules one removal and does not notify twice", () => {
    const store = make();
    const id = store.add({ title: "A" });
    const listener = jest.fn();
    store.subscribe(listener);
    store.dismiss(id);
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(1);
  });

  test("dismissing an unknown id changes nothing", () => {
    const store = make();
    store.add({ title: "A" });
    const before = store.getSnapshot();
    store.dismiss("nope");
    expect(store.getSnapshot()).toBe(before);
    expect(jest.getTimerCount()).toBe(0);
  });

  test("a replaced notice's pending removal is cancelled and cannot remove the new one", () => {
    const store = make();
    const first = store.add({ title: "First" });
    store.dismiss(first);
    const second = store.add({ title: "Second" });
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(NOTICE_REMOVE_DELAY);
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id: second, open: true })]);
  });

  test("a new notice during a dismissed one's removal delay shows at once", () => {
    const store = make();
    store.dismiss(store.add({ title: "Old" }));
    jest.advanceTimersByTime(10_000);
    store.add({ title: "New" });
    expect(store.getSnapshot().map((t) => [t.title, t.open])).toEqual([["New", true]]);
  });

  test("remove drops immediately and cancels the timer", () => {
    const store = make();
    const id = store.add({ title: "A" });
    store.dismiss(id);
    store.remove(id);
    expect(store.getSnapshot()).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
    store.add({ title: "B" });
    store.remove();
    expect(store.getSnapshot()).toEqual([]);
  });

  test("update patches a notice in place", () => {
    const store = make();
    const id = store.add({ title: "A" });
    store.update(id, { title: "B", variant: "destructive" });
    expect(store.getSnapshot()[0]).toMatchObject({ id, title: "B", variant: "destructive", open: true });
    const before = store.getSnapshot();
    store.update("missing", { title: "C" });
    expect(store.getSnapshot()).toBe(before);
  });

  test("the notice does not auto-close by itself in the store (the viewport uses duration)", () => {
    const store = make();
    store.add({ title: "A", duration: 1000 });
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]?.open).toBe(true);
  });
});

describe("subscribe and getSnapshot", () => {
  test("the snapshot is the same reference until something changes", () => {
    const store = createNoticeStore({ setTimeout: jest.fn(() => 1), clearTimeout: jest.fn() });
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);
    store.add({ title: "A" });
    const one = store.getSnapshot();
    expect(one).not.toBe(empty);
    expect(store.getSnapshot()).toBe(one);
    store.dismiss(one[0]!.id);
    const dismissed = store.getSnapshot();
    expect(dismissed).not.toBe(one);
    expect(one[0]!.open).toBe(true); // snapshots are never mutated
    expect(store.getSnapshot()).toBe(dismissed);
  });

  test("listeners are told of each change and can unsubscribe", () => {
    const store = createNoticeStore({ setTimeout: jest.fn(() => 1), clearTimeout: jest.fn() });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add({ title: "A" });
    store.dismiss(id);
    store.remove(id);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    store.add({ title: "B" });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test("a listener may unsubscribe while being notified", () => {
    const store = createNoticeStore({ setTimeout: jest.fn(() => 1), clearTimeout: jest.fn() });
    const second = jest.fn();
    const unsubscribe = store.subscribe(() => unsubscribe());
    store.subscribe(second);
    store.add({ title: "A" });
    expect(second).toHaveBeenCalledTimes(1);
  });

  test("the shared store exists and starts empty", () => {
    expect(noticeStore.getSnapshot()).toEqual([]);
  });
});

describe("validateNoticeAction", () => {
  test("a non-empty alt text is valid and logs nothing", () => {
    const log = jest.fn();
    expect(validateNoticeAction({ label: "Undo", altText: "Undo the change" }, log)).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  test("no action is valid", () => {
    const log = jest.fn();
    expect(validateNoticeAction(undefined, log)).toBe(true);
    expect(validateNoticeAction(null, log)).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  test.each(["", "   ", "\n\t"])("alt text %j is refused with an error", (altText) => {
    const log = jest.fn();
    expect(validateNoticeAction({ label: "Undo", altText }, log)).toBe(false);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toMatch(/altText/);
  });

  test("logs through console.error by default", () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(validateNoticeAction({ label: "Undo", altText: "" })).toBe(false);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
