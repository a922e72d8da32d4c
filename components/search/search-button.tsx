"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { Search } from "lucide-react";

import { useHydrated } from "@/lib/use-hydrated";
import { useOnDemand } from "@/lib/use-on-demand";
import type { SearchLabels } from "@/content/types";

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function SearchButton({ labels }: { labels: SearchLabels }) {
  const hydrated = useHydrated();
  const [Dialog, requestDialog] = useOnDemand(() => import("./search-dialog").then((m) => m.SearchDialog));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => requestDialog(() => setOpen(true));
  const onShortcut = useEffectEvent(show);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const shortcut = (e.key === "k" || e.key === "K") && (e.metaKey || e.ctrlKey);
      if (shortcut || (e.key === "/" && !e.metaKey && !e.ctrlKey && !e.altKey && !typingIn(e.target))) {
        e.preventDefault();
        onShortcut();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={show}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        data-hydrated={hydrated}
        className={`inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-brand-50 hover:text-ink data-[hydrated=false]:invisible max-lg:ml-auto`}
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{labels.open}</span>
      </button>
      {Dialog ? (
        <Dialog labels={labels} open={open} onOpenChange={setOpen} onCloseAutoFocus={() => button.current?.focus()} />
      ) : null}
    </>
  );
}
