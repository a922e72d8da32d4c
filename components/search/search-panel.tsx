"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import Link from "next/link";

import { useLocale, useT } from "@/lib/i18n/client";
import { localePath, type Locale } from "@/lib/i18n/locales";
import { interpolate } from "@/lib/i18n/translate";
import type { SearchPage } from "@/lib/search/documents";
import {
  createSearch,
  highlight,
  PAGEFIND_OPTIONS,
  SEARCH_INDEX_FILE,
  SEARCH_SCRIPT,
  type Pagefind,
  type SearchExcerpt,
  type SearchHit,
  type SiteSearch,
} from "@/lib/search/engine";
import type { SearchLabels } from "@/content/types";
import { useSeededFocus, type OverlaySeed } from "@/components/widgets/use-live-overlay";

import { SEARCH_RESULTS_ID, SearchDialogHead, SearchField } from "./search-frame";

export interface SearchPanelProps {
  labels: SearchLabels;
  /** What the first screen held when this code arrived: the words typed, the caret, an Enter pressed. */
  seed: OverlaySeed;
  dialog: RefObject<HTMLDialogElement | null>;
}

/** How long the words must stay as they are before the results' excerpts are fetched (their titles show at once). */
const EXCERPT_DELAY_MS = 120;

let loading: Promise<SiteSearch> | undefined;
/** The language's page list (prefetched when the page was idle) and Pagefind, with its index's metadata and WebAssembly. */
function loadSearch(locale: Locale): Promise<SiteSearch> {
  const path = localePath(locale, SEARCH_INDEX_FILE);
  const pages = fetch(path).then((res) => {
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return res.json() as Promise<SearchPage[]>;
  });
  const pagefind = (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ SEARCH_SCRIPT) as Promise<Pagefind>).then(
    async (api) => {
      await api.options(PAGEFIND_OPTIONS);
      await api.init();
      return api;
    },
  );
  loading ??= Promise.all([pagefind, pages])
    .then(([api, list]) => createSearch(api, list, locale))
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

/** The search dialog's live content: it takes the first screen's place, starting from what that held. */
export function SearchPanel({ labels, seed, dialog }: SearchPanelProps) {
  const locale = useLocale();
  const t = useT();
  const [search, setSearch] = useState<SiteSearch | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState(seed.text);
  // The results of `query` once the index has answered it, with each excerpt as its fragment arrives.
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [answered, setAnswered] = useState("");
  const [excerpts, setExcerpts] = useState<Record<string, SearchExcerpt>>({});
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const input = useSeededFocus(seed);
  // An Enter pressed before this code ran opens the first result once there is one to open.
  const enterPressed = useRef(seed.send);

  useEffect(() => {
    if (search) return;
    let current = true;
    loadSearch(locale).then(
      (s) => current && setSearch(s),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [search, locale]);

  const trimmed = query.trim();

  useEffect(() => {
    if (!search) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const key = (hit: SearchHit) => `${trimmed} ${hit.url}`;
    search.search(trimmed).then(
      (found) => {
        if (!current) return;
        setHits(found);
        setAnswered(trimmed);
        timer = setTimeout(() => {
          for (const hit of found)
            hit.excerpt().then(
              (excerpt) => current && setExcerpts((all) => (all[key(hit)] ? all : { ...all, [key(hit)]: excerpt })),
              () => undefined,
            );
        }, EXCERPT_DELAY_MS);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, trimmed]);

  const ready = search !== null && answered === trimmed;

  useEffect(() => {
    if (!ready || !enterPressed.current || !hits.length) return;
    enterPressed.current = false;
    links.current[0]?.click();
  }, [ready, hits]);

  const close = () => dialog.current?.close();
  const status = failed
    ? labels.failed
    : !search
      ? labels.loading
      : !trimmed || !ready
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
    <>
      <SearchDialogHead labels={labels} />
      <SearchField
        labels={labels}
        value={query}
        onValueChange={setQuery}
        onKeyDown={onInputKey}
        onSubmit={() => links.current[0]?.click()}
        inputRef={input}
      />
      <p role="status" className={trimmed || failed || !search ? "mt-3 text-sm font-medium text-ink-soft" : "sr-only"}>
        {status}
      </p>
      {!trimmed && search ? <p className="mt-3 text-sm text-ink-soft">{labels.hint}</p> : null}
      {trimmed && ready && hits.length === 0 ? (
        <div className="mt-2 text-sm text-ink-soft">
          <p>{labels.noResultsSuggestion}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {labels.suggestions.map((s) => (
              <li key={s.path}>
                <Link
                  href={s.path}
                  prefetch={false}
                  onClick={close}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul id={SEARCH_RESULTS_ID} aria-label={labels.title} className="-mx-1 mt-2 overflow-y-auto px-1">
        {(ready ? hits : []).map((hit, i) => {
          const found = excerpts[`${trimmed} ${hit.url}`];
          return (
            <li key={hit.url}>
              <Link
                ref={(el) => {
                  links.current[i] = el;
                }}
                href={hit.url}
                prefetch={false}
                onClick={close}
                onKeyDown={onResultKey(i)}
                className="block rounded-2xl px-3 py-2.5 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <span className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
                  {t(`search.kind.${hit.kind}`)}
                </span>
                <span className="block font-semibold text-ink">
                  <Marked text={hit.title} terms={found?.terms ?? []} />
                </span>
                {/* Two lines kept for the excerpt, which comes with the page's fragment a moment after the title. */}
                <span className="mt-0.5 block min-h-10 text-sm text-ink-soft">
                  {found ? <Marked text={found.excerpt} terms={found.terms} /> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
