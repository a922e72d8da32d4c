"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx as cx } from "clsx";
import { X } from "lucide-react";
import { createPortal } from "react-dom";

import { useT } from "@/lib/i18n/client";
import { DEFAULT_NOTICE_DURATION, NOTICE_HOTKEY, NOTICE_SWIPE_THRESHOLD, noticeStore, validateNoticeAction } from "@/lib/notices";

/**
 * The open modal `<dialog>` on top, if any. A modal dialog makes the rest of the page inert, which would
 * hide a notice from assistive technology and the pointer, so the viewport moves into it while it is open.
 */
const topModal = () => [...document.querySelectorAll<HTMLDialogElement>("dialog:modal")].at(-1) ?? null;

// Rendered in the browser only (NoticeHost loads it on demand), so its first state can read the document.
function useTopModal(): HTMLDialogElement | null {
  const [top, setTop] = useState<HTMLDialogElement | null>(topModal);
  useEffect(() => {
    const update = () => setTop(topModal());
    // toggle does not bubble: listen in the capture phase for every dialog's.
    document.addEventListener("toggle", update, true);
    return () => document.removeEventListener("toggle", update, true);
  }, []);
  return top;
}

export function NoticeViewport({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const modal = useTopModal();
  const t = useT();
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.getSnapshot, noticeStore.getSnapshot);
  const viewportRef = useRef<HTMLOListElement>(null);

  const returnFocusTo = useRef<HTMLElement | null>(null);
  const anyOpen = notices.some((notice) => notice.open);

  // Escape in a notice closes that notice only, not the dialog it sits in. The notice is gone by the
  // time the dialog hears the close request, so where the key was pressed is noted as it goes down.
  useEffect(() => {
    if (!modal) return;
    let fromNotice = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") fromNotice = !!viewportRef.current?.contains(document.activeElement);
    };
    const onCancel = (event: Event) => {
      if (fromNotice) event.preventDefault();
      fromNotice = false;
    };
    document.addEventListener("keydown", onKeyDown, true);
    modal.addEventListener("cancel", onCancel);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      modal.removeEventListener("cancel", onCancel);
    };
  }, [modal]);

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
    const active = document.activeElement;
    // In a modal dialog a closed notice's button takes focus with it to the dialog or the body.
    const lost = !active || active === document.body || active === modal;
    if (anyOpen || !viewport || !target?.isConnected || !(lost || viewport.contains(active))) return;
    target.focus();
  }, [anyOpen, modal]);

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
      {portalInto(
        modal,
        <ToastPrimitive.Viewport
          ref={viewportRef}
          hotkey={[...NOTICE_HOTKEY]}
          label={t("toast.region", { hotkey: NOTICE_HOTKEY.join("+") })}
          className="fixed right-0 bottom-24 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4"
        />,
      )}
    </ToastPrimitive.Provider>
  );
}

const portalInto = (container: HTMLElement | null, node: React.ReactNode) => (container ? createPortal(node, container) : node);
