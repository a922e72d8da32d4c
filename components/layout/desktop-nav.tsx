"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";

import type { NavItem } from "@/lib/content/types";
import { clsx as cn } from "clsx";

import { isActiveItem, isActivePath } from "./nav-active";

const itemClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800";

export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname();
  return (
    <NavigationMenu.Root aria-label={label} className="relative hidden lg:block" delayDuration={100}>
      <NavigationMenu.List className="flex items-center gap-1">
        {items.map((item) =>
          item.submenu?.length ? (
            <NavigationMenu.Item key={item.name} className="relative">
              <NavigationMenu.Trigger className={cn(itemClass, "group")} data-active={isActiveItem(pathname, item)}>
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
                <Link
                  href={item.path}
                  className={itemClass}
                  data-active={isActivePath(pathname, item.path)}
                  aria-current={pathname === item.path ? "page" : undefined}
                >
                  {item.name}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
