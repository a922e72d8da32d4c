"use client";

import { useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronDown, Menu, X } from "lucide-react";

import type { NavItem } from "@/lib/content/types";
import { clsx as cn } from "clsx";

import { isActiveItem, isActivePath } from "./nav-active";

/** Mobile menu (SPEC §4): open/closed, one submenu at a time, a link choice closes everything. */
export function MobileNav({ items, labels }: { items: NavItem[]; labels: { open: string; close: string; nav: string } }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setOpenSubmenu(null);
  };

  return (
    <div className="lg:hidden" onKeyDown={(e) => e.key === "Escape" && open && close()}>
      <button
        type="button"
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-brand-50"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? labels.close : labels.open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <nav
        id="mobile-menu"
        aria-label={labels.nav}
        hidden={!open}
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
                    className={cn("block py-3 text-base font-medium", active ? "text-brand-800" : "text-ink-soft")}
                  >
                    {item.name}
                  </Link>
                </li>
              );
            }
            const expanded = openSubmenu === item.name;
            const submenuId = `mobile-submenu-${item.name.toLowerCase()}`;
            return (
              <li key={item.name}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={submenuId}
                  onClick={() => setOpenSubmenu(expanded ? null : item.name)}
                  className={cn(
                    "flex w-full items-center justify-between py-3 text-left text-base font-medium",
                    active ? "text-brand-800" : "text-ink-soft",
                  )}
                >
                  {item.name}
                  <ChevronDown aria-hidden="true" className={cn("size-5 transition-transform", expanded && "rotate-180")} />
                </button>
                <ul id={submenuId} hidden={!expanded} className="mb-3 grid gap-1 rounded-xl bg-surface-raised p-2">
                  {item.submenu.map((child) => (
                    <li key={child.path}>
                      <Link
                        href={child.path}
                        onClick={close}
                        aria-current={pathname === child.path ? "page" : undefined}
                        className={cn(
                          "block rounded-lg px-3 py-2 text-sm",
                          isActivePath(pathname, child.path) ? "bg-white font-semibold text-brand-800" : "text-ink-soft",
                        )}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
