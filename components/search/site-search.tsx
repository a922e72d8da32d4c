"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { Search } from "lucide-react";

import { useLocale } from "@/lib/i18n/client";
import { localePath } from "@/lib/i18n/locales";
import { SEARCH_INDEX_FILE, SEARCH_SCRIPT } from "@/lib/search/index-file";
import type { SearchLabels } from "@/content/types";
import { useLiveOverlay } from "@/components/widgets/use-live-overlay";

import { SEARCH_DIALOG_ID, SEARCH_TITLE_ID } from "./search-ids";

// One import of the panel's module for both: a second would repeat its chunk list in every page's first load.
const loadModule = () => import("./search-panel");
const loadPanel = () => loadModule().then((m) => m.SearchPanel);

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export interface SiteSearchProps {
  labels: SearchLabels;
  /** The dialog's first screen, written by the server (search-first-screen.tsx). */
  firstScreen: ReactNode;
}

/**
 * The header's search: a button and the `<dialog>` it opens with `commandfor`/`command`, both in the server
 * HTML, so a tap opens the dialog and focuses its field before any script has run. The live panel is
 * loaded on demand (on open, on typing, or when a pointer reaches the button) and takes the first screen's
 * place with what was typed. `/`, Ctrl+K and ⌘K open it once this has hydrated.
 */
export function SiteSearch({ labels, firstScreen }: SiteSearchProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { Live, seed, warm } = useLiveOverlay(dialog, loadPanel);
  // The after-paint loader fetches a [data-warm] element's URLs when a pointer or a touch reaches it: the
  // language's page list, and on Pagefind its script, for which the export also names the entry, metadata
  // and WebAssembly the script fetches after it in the page's language (scripts-after-paint.ts, expandWarm).
  const locale = useLocale();
  const index = localePath(locale, SEARCH_INDEX_FILE);
  const warmed = process.env.SITE_SEARCH === "minisearch" ? index : `${index} ${SEARCH_SCRIPT}`;

  // The engine starts as the dialog opens, once its first frame is out and the panel's module is in (its
  // files are in the cache by then), not after the panel has mounted; words typed into the first screen
  // meanwhile are looked up (preload: Pagefind fetches their index chunk) as soon as the engine is ready.
  // The live panel runs its own queries.
  const live = useRef(false);
  useEffect(() => {
    live.current = Boolean(Live && seed);
  }, [Live, seed]);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const start = () =>
      loadModule()
        .then((m) => m.loadSearch(locale))
        .then(
          (search) => {
            const words = element.querySelector("input")?.value ?? "";
            if (!live.current && words.trim()) search.preload?.(words);
          },
          () => undefined,
        );
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") requestAnimationFrame(() => setTimeout(start));
    };
    element.addEventListener("toggle", onToggle);
    element.addEventListener("input", start);
    return () => {
      element.removeEventListener("toggle", onToggle);
      element.removeEventListener("input", start);
    };
  }, [locale]);

  useEffect(() => {
    const element = dialog.current;
    const onKey = (e: KeyboardEvent) => {
      const shortcut = (e.key === "k" || e.key === "K") && (e.metaKey || e.ctrlKey);
      if (!shortcut && (e.key !== "/" || e.metaKey || e.ctrlKey || e.altKey || typingIn(e.target))) return;
      e.preventDefault();
      if (element && !element.open) element.showModal();
    };
    // Opened by a shortcut, the dialog gives focus back to the button, as it does when the button opened it.
    const onClose = () => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.checkVisibility()) button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    element?.addEventListener("close", onClose);
    return () => {
      document.removeEventListener("keydown", onKey);
      element?.removeEventListener("close", onClose);
    };
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        commandfor={SEARCH_DIALOG_ID}
        command="show-modal"
        onPointerEnter={warm}
        onFocus={warm}
        data-warm={warmed}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        className="inline-flex h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-soft hover:bg-brand-50 hover:text-ink max-lg:ml-auto"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{labels.open}</span>
      </button>
      <dialog
        ref={dialog}
        id={SEARCH_DIALOG_ID}
        aria-labelledby={SEARCH_TITLE_ID}
        // A press outside the dialog closes it.
        {...{ closedby: "any" }}
        className="inset-x-0 top-2 bottom-auto mx-auto my-0 max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-xl flex-col rounded-3xl bg-white p-4 shadow-2xl backdrop:bg-slate-950/50 open:flex focus:outline-none sm:top-[10vh] sm:max-h-[80vh] sm:p-6"
      >
        {Live && seed ? <Live labels={labels} seed={seed} dialog={dialog} /> : firstScreen}
      </dialog>
    </>
  );
}
