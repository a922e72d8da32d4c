import Link from "next/link";

import type { NavItem } from "@/lib/content/types";

import { isActivePath, navItemClass } from "./nav-item";

/**
 * A top-level item without a submenu, the same in the plain bar and in the Radix menu that replaces it.
 * Props from a wrapping Radix `asChild` slot (handlers, ref) come first, so the active state written here wins.
 */
export function NavLink({
  item,
  pathname,
  ...slot
}: { item: NavItem; pathname: string } & Omit<React.ComponentProps<typeof Link>, "href">) {
  return (
    <Link
      {...slot}
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
