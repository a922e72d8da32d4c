"use client";

import { useState } from "react";
import { usePathname } from "next/navigation";
import { ChevronDown } from "lucide-react";

import { useHydrated } from "@/lib/use-hydrated";
import { useOnDemand } from "@/lib/use-on-demand";
import type { NavItem } from "@/content/types";

import { isActiveItem, navItemClass, NavItemLink } from "./nav-item";

// Plain links and buttons until a pointer reaches or presses a submenu's button, or a keyboard focuses an item: then Radix loads.
export function DesktopNav({ items, label }: { items: NavItem[]; label: string }) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [Menu, requestMenu] = useOnDemand(() => import("./desktop-nav-menu").then((m) => m.DesktopNavMenu));
  const [requested, setRequested] = useState("");
  const [focused, setFocused] = useState<string | null>(null);

  const upgrade = () => requestMenu();
  const ask = (name: string) => {
    setRequested(name);
    setFocused(name);
    upgrade();
  };

  return (
    <div
      className="hidden lg:block"
      onFocusCapture={(event) => {
        const target = event.target as HTMLElement;
        if (!target.matches(":focus-visible")) return;
        if (!Menu) setFocused(target.dataset.nav ?? null);
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
                {item.submenu?.length && !hydrated ? (
                  <a
                    href={item.path}
                    className={`${navItemClass} group`}
                    data-active={isActiveItem(pathname, item)}
                    data-nav={item.name}
                  >
                    {item.name}
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </a>
                ) : item.submenu?.length ? (
                  <button
                    type="button"
                    aria-expanded={false}
                    className={`${navItemClass} group`}
                    data-active={isActiveItem(pathname, item)}
                    data-nav={item.name}
                    onPointerEnter={upgrade}
                    onClick={() => ask(item.name)}
                    // The press is noted at once: if the menu mounts between press and release, no click arrives.
                    onPointerDown={() => ask(item.name)}
                  >
                    {item.name}
                    <ChevronDown aria-hidden="true" className="size-4" />
                  </button>
                ) : (
                  <NavItemLink item={item} pathname={pathname} />
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
