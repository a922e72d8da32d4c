import { createElement, type SVGProps } from "react";
import type { LucideIcon, LucideIconData } from "lucide-react";

// lucide-react 1.x marks its icon component "use client" (it reads a LucideProvider context), so every
// icon a server component draws with it becomes a client component in the page's payload, loaded and
// hydrated one by one: 263 of them on /product/, 24 on home. `staticIcon` draws the same <svg>, from
// the same icon data, as plain elements with nothing of their own to hydrate. Client components
// (menus, dialogs, forms) keep using lucide-react directly.

export type StaticIconProps = Omit<SVGProps<SVGSVGElement>, "ref">;

type IconRender = (props: object, ref: null) => { props?: { icon?: LucideIconData } } | null;

/** The icon data a lucide-react icon is built from: its name, aliases, grid size and child nodes. */
export function lucideIconData(icon: LucideIcon): LucideIconData {
  // A lucide icon is forwardRef(props => createElement(Icon, { icon: data, ...props })): rendering it
  // once, outside React, hands back that element, and so the data, without running the client part.
  const render = (icon as unknown as { render?: IconRender }).render;
  const data = render?.({}, null)?.props?.icon;
  if (!data?.name || !Array.isArray(data.node)) {
    throw new Error(`lucide-react no longer builds ${icon.displayName ?? "an icon"} from icon data: see static-icon.tsx`);
  }
  return data;
}

const hasAccessibleName = (props: StaticIconProps) =>
  Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");

/** Renders `data` as lucide-react would: its default attributes and classes, aria-hidden unless named. */
export function StaticSvg({ data, className, ...props }: { data: LucideIconData } & StaticIconProps) {
  const size = data.size ?? 24;
  const classes = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)];
  for (const name of className?.split(" ") ?? []) if (name && !classes.includes(name)) classes.push(name);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={classes.join(" ")}
      aria-hidden={hasAccessibleName(props) ? undefined : "true"}
      {...props}
    >
      {data.node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}

/** A lucide icon as a static component: the same props and markup, and no client component. */
export function staticIcon(icon: LucideIcon) {
  const data = lucideIconData(icon);
  function Icon(props: StaticIconProps) {
    return <StaticSvg data={data} {...props} />;
  }
  Icon.displayName = icon.displayName;
  return Icon;
}
