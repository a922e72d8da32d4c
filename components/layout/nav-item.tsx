import type { NavItem } from "@/lib/content/types";

export function isActivePath(pathname: string, path: string): boolean {
  if (path === "/") return pathname === "/";
  return pathname.startsWith(path);
}

export function isActiveItem(pathname: string, item: NavItem): boolean {
  return isActivePath(pathname, item.path) || Boolean(item.submenu?.some((child) => isActivePath(pathname, child.path)));
}

export const navItemClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink-soft transition-colors hover:bg-brand-50 hover:text-brand-800 data-[active=true]:bg-brand-50 data-[active=true]:text-brand-800";
