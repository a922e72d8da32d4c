"use client";

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import Link from "next/link";

import { useLocale, useT } from "@/lib/i18n/client";
import { interpolate } from "@/lib/i18n/translate";
import { highlight, withTitleMatches, type FoundPage, type SearchExcerpt, type SiteSearch } from "@/lib/search/engine";
import type { SearchLabels } from "@/content/types";
import { useSeededFocus, type OverlaySeed } from "@/components/widgets/use-live-overlay";

import { loadSearch } from "./load-search";
import { SearchDialogHead, SearchField } from "./search-frame";
import { SEARCH_RESULTS_ID } from "./search-ids";

export { loadSearch };

export interface SearchPanelProps {
  labels: SearchLabels;
  /** What the first screen held when this code arrived: the words typed, the caret, an Enter pressed. */
  seed: OverlaySeed;
  dialog: RefObject<HTMLDialogElement | null>;
}

/** How long the words must stay as they are before excerpts an engine fetches are fetched (their titles show at once). */
const EXCERPT_DELAY_MS = 120;

const NO_HITS: readonly FoundPage[] = [];

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

  // An engine answers at once (MiniSearch) or once its index has (Pagefind): the results shown are the
  // answer to the words as they are, and while that answer is on its way only the titles that hold them.
  const answer = useMemo(() => (search ? search.query(query) : null), [search, query]);
  const [arrived, setArrived] = useState<{ answer: unknown; hits: readonly FoundPage[] } | null>(null);
  const [fetched, setFetched] = useState<Map<FoundPage, SearchExcerpt>>(() => new Map());
  useEffect(() => {
    if (!(answer instanceof Promise)) return;
    let current = true;
    // A query after a failed one starts the engine again (Pagefind's script): its answer clears the failure.
    answer.then(
      (hits) => {
        if (!current) return;
        setArrived({ answer, hits });
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [answer]);
  const answered: readonly FoundPage[] | null =
    answer === null || answer instanceof Promise ? (arrived && arrived.answer === answer ? arrived.hits : null) : answer;
  // Until such an answer comes, the pages whose titles hold the words, kept first once it has.
  const byTitle = useMemo(() => search?.byTitle?.(query) ?? NO_HITS, [search, query]);
  const hits = answered ? withTitleMatches(byTitle, answered) : byTitle;
  const ready = search !== null && answered !== null;
  const trimmed = query.trim();

  // Excerpts the engine fetches, once the words have stayed a moment.
  useEffect(() => {
    const later = hits.filter((hit) => hit.loadExcerpt);
    if (!later.length) return;
    let current = true;
    const timer = setTimeout(() => {
      for (const hit of later)
        hit.loadExcerpt!().then(
          (found) => current && setFetched((all) => (all.has(hit) ? all : new Map(all).set(hit, found))),
          () => undefined,
        );
    }, EXCERPT_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [hits]);
  const excerptOf = (hit: FoundPage): SearchExcerpt | undefined =>
    hit.excerpt !== undefined ? { excerpt: hit.excerpt, terms: hit.terms ?? [] } : fetched.get(hit);

  useEffect(() => {
    if (!ready || !enterPressed.current) return;
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
        {hits.map((hit, i) => {
          const found = excerptOf(hit);
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
                {/* An excerpt fetched after the title keeps its two lines meanwhile. */}
                <span
                  className={
                    hit.loadExcerpt ? "mt-0.5 block min-h-10 text-sm text-ink-soft" : "mt-0.5 block text-sm text-ink-soft"
                  }
                >
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
