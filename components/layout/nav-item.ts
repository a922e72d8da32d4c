import type { NavItem } from "@/lib/content/types";

/** A link is active on its own page and below it; "/" only on the home page. */
export function isActivePath(pathname: string, path: string): boolean {
  if (path === "/") return pathname === "/";
  return pathname.startsWith(path);
}

/** A parent is active anywhere in its section or on any of its submenu pages. */
export function isActiveItem(pathname: string, item: NavItem): boolean {
  return isActivePath(pathname, item.path) || Boolean(item.submenu?.some((child) => isActivePath(pathname, child.path)));
}

export const navItemClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800";
