"use client";

import { useState, type ComponentType } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronDown } from "lucide-react";

import type { NavItem } from "@/lib/content/types";

import type { DesktopNavMenuProps } from "./desktop-nav-menu";
import { isActiveItem, isActivePath } from "./nav-active";

export const navItemClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800";

let menuModule: Promise<ComponentType<DesktopNavMenuProps>> | null = null;
const loadMenu = () => (menuModule ??= import("./desktop-nav-menu").then((m) => m.default));

/**
 * The desktop menu bar. It first renders as plain links and buttons (no menu
 * library in the page's JavaScript); the first time the visitor points at it,
 * focuses it or presses a button, the Radix menu loads and takes over, opening
 * the submenu that was asked for and keeping focus where it was.
 */
export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname();
  const [Menu, setMenu] = useState<ComponentType<DesktopNavMenuProps> | null>(null);
  const [requested, setRequested] = useState("");
  const [focused, setFocused] = useState<string | null>(null);

  const upgrade = () => void loadMenu().then((component) => setMenu(() => component));

  return (
    <div
      className="hidden lg:block"
      onPointerEnter={upgrade}
      onFocusCapture={(event) => {
        if (!Menu) setFocused((event.target as HTMLElement).dataset.nav ?? null);
        upgrade();
      }}
    >
      {Menu ? (
        <Menu items={items} label={label} initialValue={requested} focusTrigger={focused} />
      ) : (
        <nav aria-label={label}>
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.name}>
                {item.submenu?.length ? (
                  <button
                    type="button"
                    aria-expanded={false}
                    className={`${navItemClass} group`}
                    data-active={isActiveItem(pathname, item)}
                    data-nav={item.name}
                    onClick={() => {
                      setRequested(item.name);
                      setFocused(item.name);
                      upgrade();
                    }}
                  >
                    {item.name}
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </button>
                ) : (
                  <Link
                    href={item.path}
                    className={navItemClass}
                    data-nav={item.name}
                    data-active={isActivePath(pathname, item.path)}
                    aria-current={pathname === item.path ? "page" : undefined}
                  >
                    {item.name}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
