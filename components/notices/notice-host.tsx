"use client";

import { useEffect, useState } from "react";

import { isNoticeHotkey, noticeStore } from "@/lib/notices";
import { useOnDemand } from "@/lib/use-on-demand";

export function NoticeHost() {
  const [Viewport, requestViewport] = useOnDemand(() => import("./notice-viewport").then((m) => m.NoticeViewport));
  const [focusOnMount, setFocusOnMount] = useState(false);

  useEffect(() => {
    let started = false;
    const load = (focus: boolean) => {
      if (started) return;
      started = true;
      unsubscribe();
      window.removeEventListener("keydown", onKeyDown);
      requestViewport(() => setFocusOnMount(focus));
    };
    const onNotice = () => {
      if (noticeStore.getSnapshot().length > 0) load(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNoticeHotkey(event)) return;
      event.preventDefault();
      load(true);
    };
    const unsubscribe = noticeStore.subscribe(onNotice);
    window.addEventListener("keydown", onKeyDown);
    onNotice();
    return () => {
      unsubscribe();
      window.removeEventListener("keydown", onKeyDown);
    };
  }, [requestViewport]);

  return Viewport ? <Viewport focusOnMount={focusOnMount} /> : null;
}
