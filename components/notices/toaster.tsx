"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx as cn } from "clsx";
import { X } from "lucide-react";

import { tc } from "@/lib/i18n/client";
import { DEFAULT_TOAST_DURATION, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD, toastStore, validateToastAction } from "@/lib/toast-queue";

/** The notice viewport: one notice at a time, swipe right to dismiss, F8 to focus. */
export function Toaster({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const viewportRef = useRef<HTMLOListElement>(null);

  const returnFocusTo = useRef<HTMLElement | null>(null);
  const anyOpen = toasts.some((toast) => toast.open);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Remember where the visitor was before F8 (or Tab) brought them into the notices.
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

  // The Provider's label prefixes each announced notice; the region's own name goes on the Viewport.
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      duration={DEFAULT_TOAST_DURATION}
      label={tc("toast.label")}
    >
      {toasts.map((toast) => {
        const showAction = toast.action ? validateToastAction(toast.action) : false;
        return (
          <ToastPrimitive.Root
            key={toast.id}
            open={toast.open}
            duration={toast.duration}
            type={toast.variant === "destructive" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) toastStore.dismiss(toast.id);
            }}
            data-variant={toast.variant}
            className={cn(
              "group relative grid w-full gap-1 rounded-2xl border p-4 pr-10 shadow-card transition-all",
              "data-[state=closed]:opacity-0 data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
              toast.variant === "destructive" ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-ink",
            )}
          >
            <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description
                className={cn("text-sm", toast.variant === "destructive" ? "text-white" : "text-ink-soft")}
              >
                {toast.description}
              </ToastPrimitive.Description>
            ) : null}
            {toast.action && showAction ? (
              <ToastPrimitive.Action
                altText={toast.action.altText}
                onClick={toast.action.onClick}
                className="mt-2 inline-flex w-fit items-center rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {toast.action.label}
              </ToastPrimitive.Action>
            ) : null}
            <ToastPrimitive.Close
              aria-label={tc("toast.close")}
              className={cn(
                "absolute top-3 right-3 rounded-full p-1",
                toast.variant === "destructive" ? "text-white hover:bg-red-800" : "text-ink-muted hover:bg-slate-100",
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        ref={viewportRef}
        hotkey={[...TOAST_HOTKEY]}
        label={tc("toast.region", { hotkey: TOAST_HOTKEY.join("+") })}
        className="fixed right-0 bottom-24 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4"
      />
    </ToastPrimitive.Provider>
  );
}
