"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { clsx as cx } from "clsx";
import { ChevronDown } from "lucide-react";

import type { NavItem } from "@/content/types";

import { isActiveItem, isActivePath, navItemClass, NavItemLink } from "./nav-item";

export interface DesktopNavMenuProps {
  items: NavItem[];
  label: string;
  initialValue: string;
  focusTrigger: string | null;
}

export function DesktopNavMenu({ items, label, initialValue, focusTrigger }: DesktopNavMenuProps) {
  const pathname = usePathname();
  const [value, setValue] = useState(initialValue);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusTrigger) root.current?.querySelector<HTMLElement>(`[data-nav="${focusTrigger}"]`)?.focus();
  }, [focusTrigger]);

  return (
    <NavigationMenu.Root
      ref={root}
      value={value}
      onValueChange={setValue}
      aria-label={label}
      className="relative"
      delayDuration={100}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {items.map((item) =>
          item.submenu?.length ? (
            <NavigationMenu.Item key={item.name} value={item.name} className="relative">
              <NavigationMenu.Trigger
                className={cx(navItemClass, "group")}
                data-nav={item.name}
                data-active={isActiveItem(pathname, item)}
              >
                {item.name}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-72 rounded-2xl border border-slate-200 bg-white p-2 shadow-card">
                <ul className="grid gap-0.5">
                  {item.submenu.map((child) => (
                    <li key={child.path}>
                      <NavigationMenu.Link asChild active={isActivePath(pathname, child.path)}>
                        <Link
                          href={child.path}
                          className="block rounded-xl px-3 py-2 text-sm text-ink-soft hover:bg-brand-50 hover:text-brand-800 data-[active]:font-semibold data-[active]:text-brand-800"
                        >
                          {child.name}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.name}>
              <NavigationMenu.Link asChild active={isActivePath(pathname, item.path)}>
                <NavItemLink item={item} pathname={pathname} />
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
