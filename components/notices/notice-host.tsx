"use client";

import { useEffect, useState, type ComponentType } from "react";

import { isToastHotkey, toastStore } from "@/lib/toast-queue";

type ToasterComponent = ComponentType<{ focusOnMount?: boolean }>;

/**
 * Mounted on every page, but only a subscription and a key listener: the Radix
 * toaster loads the first time a notice is raised or the hotkey is pressed, so
 * pages that never notify never pay for it. Once loaded, Radix owns the hotkey.
 */
export function NoticeHost() {
  const [loaded, setLoaded] = useState<{ Toaster: ToasterComponent; focus: boolean } | null>(null);

  useEffect(() => {
    let started = false;
    const load = (focus: boolean) => {
      if (started) return;
      started = true;
      unsubscribe();
      window.removeEventListener("keydown", onKeyDown);
      void import("./toaster").then((m) => setLoaded({ Toaster: m.Toaster, focus }));
    };
    const onNotice = () => {
      if (toastStore.getSnapshot().length > 0) load(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event)) return;
      event.preventDefault();
      load(true);
    };
    const unsubscribe = toastStore.subscribe(onNotice);
    window.addEventListener("keydown", onKeyDown);
    onNotice();
    return () => {
      unsubscribe();
      window.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return loaded ? <loaded.Toaster focusOnMount={loaded.focus} /> : null;
}
