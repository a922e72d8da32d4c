import { isNoticeHotkey } from "@/lib/notices";

const key = (code: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe("isNoticeHotkey", () => {
  test("F8 is the notice hotkey; other keys are not", () => {
    expect(isNoticeHotkey(key("F8"))).toBe(true);
    expect(isNoticeHotkey(key("F7"))).toBe(false);
    expect(isNoticeHotkey(key("KeyF"))).toBe(false);
  });

  test("a combination needs every part, modifiers by name", () => {
    const combo = ["altKey", "KeyT"];
    expect(isNoticeHotkey(key("KeyT", { altKey: true }), combo)).toBe(true);
    expect(isNoticeHotkey(key("KeyT"), combo)).toBe(false);
    expect(isNoticeHotkey(key("AltLeft", { altKey: true }), combo)).toBe(false);
  });

  test("an empty hotkey never matches", () => {
    expect(isNoticeHotkey(key("F8"), [])).toBe(false);
  });
});
