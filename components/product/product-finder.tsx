"use client";

import { createContext, useContext, useSyncExternalStore, type MouseEvent, type ReactNode } from "react";
import { clsx as cx } from "clsx";

import { interpolate } from "@/lib/i18n/translate";

export interface FinderGroup {
  slug: string;
  name: string;
  count: number;
}

export const ALL_PRODUCTS_ANCHOR = "all-products";

const hashListeners = new Set<() => void>();
function subscribe(listener: () => void) {
  hashListeners.add(listener);
  window.addEventListener("hashchange", listener);
  window.addEventListener("popstate", listener);
  return () => {
    hashListeners.delete(listener);
    window.removeEventListener("hashchange", listener);
    window.removeEventListener("popstate", listener);
  };
}
const readHash = () => decodeURIComponent(window.location.hash.slice(1));
const serverHash = () => "";

const SelectedGroup = createContext<string | null>(null);

export function ProductFinder({
  groups,
  total,
  label,
  allLabel,
  status,
  gap,
  children,
}: {
  groups: FinderGroup[];
  total: number;
  /** Between a group's name and its count: a space, none before Chinese full-width brackets (labelGap). */
  gap: string;
  label: string;
  allLabel: string;
  /** What the live region says, in the page's language: `{count}`, `{total}`, `{name}` filled in here. */
  status: { group: string; all: string; count: string };
  children: ReactNode;
}) {
  const hash = useSyncExternalStore(subscribe, readHash, serverHash);
  const selected = groups.find((g) => g.slug === hash) ?? null;

  const choose = (slug: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    const url = slug === ALL_PRODUCTS_ANCHOR ? window.location.pathname + window.location.search : `#${slug}`;
    window.history.pushState(null, "", url);
    hashListeners.forEach((listener) => listener());
  };

  const pill = (active: boolean) =>
    cx(
      "inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition-colors",
      active
        ? "border-brand-800 bg-brand-800 text-white"
        : "border-slate-300 bg-white text-ink-soft hover:border-brand-600 hover:text-brand-800",
    );

  return (
    <div id={ALL_PRODUCTS_ANCHOR} className="scroll-mt-28">
      <nav aria-label={label}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <a
              href={`#${ALL_PRODUCTS_ANCHOR}`}
              onClick={choose(ALL_PRODUCTS_ANCHOR)}
              aria-current={selected ? undefined : "true"}
              className={pill(!selected)}
            >
              {allLabel}
              {gap}
              <span className="text-xs opacity-80">{interpolate(status.count, { count: total })}</span>
            </a>
          </li>
          {groups.map((g) => (
            <li key={g.slug}>
              <a
                href={`#${g.slug}`}
                onClick={choose(g.slug)}
                aria-current={selected === g ? "true" : undefined}
                className={pill(selected === g)}
              >
                {g.name}
                {gap}
                <span className="text-xs opacity-80">{interpolate(status.count, { count: g.count })}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className="sr-only">
        {interpolate(selected ? status.group : status.all, {
          count: selected?.count ?? total,
          total,
          name: selected?.name ?? "",
        })}
      </p>
      <SelectedGroup value={selected?.slug ?? null}>{children}</SelectedGroup>
    </div>
  );
}

export function ProductGroupSection({ slug, children }: { slug: string; children: ReactNode }) {
  const selected = useContext(SelectedGroup);
  return (
    <section aria-labelledby={slug} hidden={selected !== null && selected !== slug} className="mt-10">
      {children}
    </section>
  );
}
