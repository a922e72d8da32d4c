import type { ComponentProps } from "react";
import Link from "next/link";

import type { NavItem } from "@/content/types";

export function isActivePath(pathname: string, path: string): boolean {
  if (path === "/") return pathname === "/";
  return pathname.startsWith(path);
}

export function isActiveItem(pathname: string, item: NavItem): boolean {
  return isActivePath(pathname, item.path) || Boolean(item.submenu?.some((child) => isActivePath(pathname, child.path)));
}

export const navItemClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800";

/**
 * A top-level item without a submenu, in the plain header and in the menu that replaces it. Props given
 * by a wrapper (Radix's `asChild`) go on the link; the active state is always this one's.
 */
export function NavItemLink({
  item,
  pathname,
  ...passed
}: { item: NavItem; pathname: string } & Omit<ComponentProps<typeof Link>, "href">) {
  return (
    <Link
      {...passed}
      href={item.path}
      className={navItemClass}
      data-nav={item.name}
      data-active={isActivePath(pathname, item.path)}
      aria-current={pathname === item.path ? "page" : undefined}
    >
      {item.name}
    </Link>
  );
}
