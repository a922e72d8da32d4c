"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx as cx } from "clsx";
import { X } from "lucide-react";

import { useT } from "@/lib/i18n/client";
import { DEFAULT_NOTICE_DURATION, NOTICE_HOTKEY, NOTICE_SWIPE_THRESHOLD, noticeStore, validateNoticeAction } from "@/lib/notices";

export function NoticeViewport({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const t = useT();
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.getSnapshot, noticeStore.getSnapshot);
  const viewportRef = useRef<HTMLOListElement>(null);

  const returnFocusTo = useRef<HTMLElement | null>(null);
  const anyOpen = notices.some((notice) => notice.open);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !viewport.contains(from)) returnFocusTo.current = from;
    };
    viewport.addEventListener("focusin", onFocusIn);
    if (focusOnMount) {
      const active = document.activeElement;
      if (active instanceof HTMLElement && active !== document.body) returnFocusTo.current = active;
      viewport.focus();
    }
    return () => viewport.removeEventListener("focusin", onFocusIn);
  }, [focusOnMount]);

  // Radix leaves focus on the empty viewport when the last notice closes: send it back instead.
  useEffect(() => {
    const viewport = viewportRef.current;
    const target = returnFocusTo.current;
    if (anyOpen || !viewport || !target?.isConnected || !viewport.contains(document.activeElement)) return;
    target.focus();
  }, [anyOpen]);

  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={NOTICE_SWIPE_THRESHOLD}
      duration={DEFAULT_NOTICE_DURATION}
      label={t("toast.label")}
    >
      {notices.map((notice) => {
        const showAction = notice.action ? validateNoticeAction(notice.action) : false;
        return (
          <ToastPrimitive.Root
            key={notice.id}
            open={notice.open}
            duration={notice.duration}
            type={notice.variant === "destructive" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) noticeStore.dismiss(notice.id);
            }}
            data-variant={notice.variant}
            className={cx(
              "group relative grid w-full gap-1 rounded-2xl border p-4 pr-10 shadow-card transition-all",
              "data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
              notice.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-ink",
            )}
          >
            <ToastPrimitive.Title className="font-semibold">{notice.title}</ToastPrimitive.Title>
            {notice.description ? (
              <ToastPrimitive.Description
                className={cx("text-sm", notice.variant === "destructive" ? "text-white" : "text-ink-soft")}
              >
                {notice.description}
              </ToastPrimitive.Description>
            ) : null}
            {notice.action && showAction ? (
              <ToastPrimitive.Action
                altText={notice.action.altText}
                onClick={notice.action.onClick}
                className="mt-2 inline-flex w-fit items-center rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {notice.action.label}
              </ToastPrimitive.Action>
            ) : null}
            <ToastPrimitive.Close
              aria-label={t("toast.close")}
              className={cx(
                "absolute top-3 right-3 rounded-full p-1",
                notice.variant === "destructive" ? "text-white hover:bg-red-800" : "text-ink-muted hover:bg-slate-100",
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        hotkey={[...NOTICE_HOTKEY]}
        label={t("toast.region", { hotkey: NOTICE_HOTKEY.join("+") })}
        className="fixed right-0 bottom-24 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4"
      />
    </ToastPrimitive.Provider>
  );
}
