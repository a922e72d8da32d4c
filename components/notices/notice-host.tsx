"use client";

import { useEffect, useState, type ComponentType } from "react";

import { toastStore } from "@/lib/toast-queue";

/**
 * Mounted on every page, but only a subscription: the Radix toaster loads the
 * first time a notice is raised, so pages that never notify never pay for it.
 */
export function NoticeHost() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    const load = () => {
      if (toastStore.getSnapshot().length === 0) return;
      unsubscribe();
      void import("./toaster").then((m) => setToaster(() => m.Toaster));
    };
    const unsubscribe = toastStore.subscribe(load);
    load();
    return unsubscribe;
  }, []);

  return Toaster ? <Toaster /> : null;
}
