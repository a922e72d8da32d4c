"use client";

import { useRef, type SyntheticEvent } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { clsx as cx } from "clsx";
import { ChevronDown, Menu, X } from "lucide-react";

import type { NavItem } from "@/content/types";

import { isActiveItem, isActivePath } from "./nav-item";

const summaryClass = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

// Built from <details>, so it works without JavaScript and keeps the state of a tap made before hydration.
export function MobileNav({ items, labels }: { items: NavItem[]; labels: { open: string; close: string; nav: string } }) {
  const pathname = usePathname();
  const root = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);

  const submenus = () => Array.from(root.current?.querySelectorAll<HTMLDetailsElement>("details[name]") ?? []);
  const close = () => {
    if (root.current) root.current.open = false;
    for (const submenu of submenus()) submenu.open = false;
  };
  const onSubmenuToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const opened = event.currentTarget;
    if (opened.open) for (const other of submenus()) if (other !== opened) other.open = false;
  };

  return (
    <details
      ref={root}
      className="group/menu lg:hidden"
      onToggle={(e) => {
        if (e.target === root.current && !root.current.open) for (const submenu of submenus()) submenu.open = false;
      }}
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !root.current?.open) return;
        close();
        toggle.current?.focus();
      }}
    >
      <summary
        ref={toggle}
        className={cx(summaryClass, "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50")}
      >
        <span className="sr-only group-open/menu:hidden">{labels.open}</span>
        <span className="sr-only hidden group-open/menu:inline">{labels.close}</span>
        <Menu aria-hidden="true" className="size-6 group-open/menu:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open/menu:block" />
      </summary>
      <nav
        id="mobile-menu"
        aria-label={labels.nav}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-96px)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-card"
      >
        <ul className="divide-y divide-slate-100">
          {items.map((item) => {
            const active = isActiveItem(pathname, item);
            if (!item.submenu?.length) {
              return (
                <li key={item.name}>
                  <Link
                    href={item.path}
                    onClick={close}
                    aria-current={pathname === item.path ? "page" : undefined}
                    className={cx("block py-3 text-base font-medium", active ? "text-brand-800" : "text-ink-soft")}
                  >
                    {item.name}
                  </Link>
                </li>
              );
            }
            return (
              <li key={item.name}>
                <details name="mobile-submenu" className="group/sub" onToggle={onSubmenuToggle}>
                  <summary
                    className={cx(
                      summaryClass,
                      "flex w-full items-center justify-between py-3 text-left text-base font-medium",
                      active ? "text-brand-800" : "text-ink-soft",
                    )}
                  >
                    {item.name}
                    <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open/sub:rotate-180" />
                  </summary>
                  <ul className="mb-3 grid gap-1 rounded-xl bg-surface-raised p-2">
                    {item.submenu.map((child) => (
                      <li key={child.path}>
                        <Link
                          href={child.path}
                          onClick={close}
                          aria-current={pathname === child.path ? "page" : undefined}
                          className={cx(
                            "block rounded-lg px-3 py-2 text-sm",
                            isActivePath(pathname, child.path) ? "bg-white font-semibold text-brand-800" : "text-ink-soft",
                          )}
                        >
                          {child.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </nav>
    </details>
  );
}
