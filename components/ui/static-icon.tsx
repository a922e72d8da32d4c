import { createElement, type SVGProps } from "react";
import type { LucideIcon, LucideIconData } from "lucide-react";

// lucide-react's icons are client components, each loaded and hydrated; these draw the same <svg> with nothing to hydrate.

export type StaticIconProps = Omit<SVGProps<SVGSVGElement>, "ref">;

type IconRender = (props: object, ref: null) => { props?: { icon?: LucideIconData } } | null;

export function lucideIconData(icon: LucideIcon): LucideIconData {
  // A lucide icon is forwardRef(props => createElement(Icon, { icon: data, ...props })): its render hands back the data.
  const render = (icon as unknown as { render?: IconRender }).render;
  const data = render?.({}, null)?.props?.icon;
  if (!data?.name || !Array.isArray(data.node)) {
    throw new Error(`lucide-react no longer builds ${icon.displayName ?? "an icon"} from icon data: see static-icon.tsx`);
  }
  return data;
}

const hasAccessibleName = (props: StaticIconProps) =>
  Object.keys(props).some((name) => name.startsWith("aria-") || name === "role" || name === "title");

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

export function staticIcon(icon: LucideIcon) {
  const data = lucideIconData(icon);
  function Icon(props: StaticIconProps) {
    return <StaticSvg data={data} {...props} />;
  }
  Icon.displayName = icon.displayName;
  return Icon;
}
