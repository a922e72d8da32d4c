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
