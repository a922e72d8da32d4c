"use client";

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import Link from "next/link";
import { Search } from "lucide-react";
import type MiniSearch from "minisearch";

import { useLocale, useT } from "@/lib/i18n/client";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { interpolate } from "@/lib/i18n/translate";
import type { SearchDocument } from "@/lib/search/documents";
import { createSearch, highlight, runSearch, SEARCH_INDEX_FILE } from "@/lib/search/engine";
import type { SearchLabels } from "@/content/types";
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from "@/components/ui/dialog";

export interface SearchDialogProps {
  labels: SearchLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: () => void;
}

let loading: Promise<MiniSearch<SearchDocument>> | undefined;
function loadSearch(locale: Locale): Promise<MiniSearch<SearchDocument>> {
  const path = localePath(locale, SEARCH_INDEX_FILE);
  loading ??= fetch(path)
    .then((res) => {
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.json() as Promise<SearchDocument[]>;
    })
    .then(createSearch)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

function Marked({ text, terms }: { text: string; terms: string[] }) {
  return highlight(text, terms).map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

export function SearchDialog({ labels, open, onOpenChange, onCloseAutoFocus }: SearchDialogProps) {
  const locale = useLocale();
  const t = useT();
  const [search, setSearch] = useState<MiniSearch<SearchDocument> | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open || search) return;
    let current = true;
    loadSearch(locale).then(
      (s) => current && setSearch(s),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [open, search, locale]);

  const hits = useMemo(() => (search ? runSearch(search, query, locale) : []), [search, query, locale]);
  const trimmed = query.trim();

  const status = failed
    ? labels.failed
    : !search
      ? labels.loading
      : !trimmed
        ? ""
        : hits.length === 0
          ? interpolate(labels.noResults, { query: trimmed })
          : interpolate(hits.length === 1 ? labels.oneResult : labels.results, { count: hits.length, query: trimmed });

  const focusResult = (index: number) => {
    if (index < 0) return input.current?.focus();
    links.current[Math.min(index, hits.length - 1)]?.focus();
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && hits.length) {
      e.preventDefault();
      focusResult(0);
    } else if (e.key === "Enter" && hits.length) {
      e.preventDefault();
      links.current[0]?.click();
    }
  };
  const onResultKey = (index: number) => (e: KeyboardEvent<HTMLAnchorElement>) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: hits.length - 1 };
    const target = moves[e.key];
    if (target === undefined) return;
    e.preventDefault();
    focusResult(target);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          input.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseAutoFocus();
        }}
        aria-describedby={undefined}
        className="inset-x-2 top-2 mx-auto flex max-h-[calc(100dvh-1rem)] max-w-xl flex-col p-4 sm:top-[10vh] sm:max-h-[80vh] sm:p-6"
      >
        <div className="flex items-center justify-between gap-4">
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogCloseButton label={labels.close} />
        </div>
        <form role="search" className="relative mt-3" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor="site-search-input" className="sr-only">
            {labels.field}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted"
          />
          <input
            ref={input}
            id="site-search-input"
            type="search"
            role="searchbox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKey}
            placeholder={labels.placeholder}
            aria-describedby="site-search-keys"
            aria-controls="site-search-results"
            className="w-full rounded-2xl border border-slate-300 py-3 pr-3 pl-10 text-base text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          />
        </form>
        <p id="site-search-keys" className="mt-2 hidden text-xs text-ink-muted sm:block">
          {labels.keys}
        </p>
        <p role="status" className={trimmed || failed || !search ? "mt-3 text-sm font-medium text-ink-soft" : "sr-only"}>
          {status}
        </p>
        {!trimmed && search ? <p className="mt-3 text-sm text-ink-soft">{labels.hint}</p> : null}
        {trimmed && search && hits.length === 0 ? (
          <div className="mt-2 text-sm text-ink-soft">
            <p>{labels.noResultsSuggestion}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {labels.suggestions.map((s) => (
                <li key={s.path}>
                  <Link
                    href={s.path}
                    prefetch={false}
                    onClick={() => onOpenChange(false)}
                    className="inline-block rounded-full border border-slate-300 px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50"
                  >
                    {s.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul id="site-search-results" aria-label={labels.title} className="-mx-1 mt-2 overflow-y-auto px-1">
          {hits.map((hit, i) => (
            <li key={hit.url}>
              <Link
                ref={(el) => {
                  links.current[i] = el;
                }}
                href={hit.url}
                prefetch={false}
                onClick={() => onOpenChange(false)}
                onKeyDown={onResultKey(i)}
                className="block rounded-2xl px-3 py-2.5 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
                  {t(`search.kind.${hit.kind}`)}
                </span>
                <span className="block font-semibold text-ink">
                  <Marked text={hit.title} terms={hit.terms} />
                </span>
                <span className="mt-0.5 block text-sm text-ink-soft">
                  <Marked text={hit.excerpt} terms={hit.terms} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
