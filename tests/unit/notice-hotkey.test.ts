import { isToastHotkey, TOAST_HOTKEY } from "@/lib/toast-queue";

const key = (code: string, mods: Partial<Record<"altKey" | "ctrlKey" | "metaKey" | "shiftKey", boolean>> = {}) => ({
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe("isToastHotkey", () => {
  test("F8 is the notice hotkey; other keys are not", () => {
    expect(TOAST_HOTKEY).toEqual(["F8"]);
    expect(isToastHotkey(key("F8"))).toBe(true);
    expect(isToastHotkey(key("F7"))).toBe(false);
    expect(isToastHotkey(key("KeyF"))).toBe(false);
  });

  test("a combination needs every part, modifiers by name", () => {
    const combo = ["altKey", "KeyT"];
    expect(isToastHotkey(key("KeyT", { altKey: true }), combo)).toBe(true);
    expect(isToastHotkey(key("KeyT"), combo)).toBe(false);
    expect(isToastHotkey(key("AltLeft", { altKey: true }), combo)).toBe(false);
  });

  test("an empty hotkey never matches", () => {
    expect(isToastHotkey(key("F8"), [])).toBe(false);
  });
});
