import type { StaticIcon } from "@/components/ui/static-icons";

export function MarkerList({
  items,
  marker: Marker,
  className,
  iconClassName = "mt-0.5 size-4 shrink-0 text-accent-700",
}: {
  items: string[];
  marker: StaticIcon;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Marker aria-hidden="true" className={iconClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}
