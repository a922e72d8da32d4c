import { cn } from "@/lib/utils";
import type { IconName } from "@/content/types";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";

interface IconCardProps {
  icon: React.ReactNode;
  title: string;
  text: string;
  layout?: "stack" | "row";
  size?: "md" | "sm";
  as?: "div" | "li";
  className?: string;
  titleClassName?: string;
}

export function IconCard({
  icon,
  title,
  text,
  layout = "stack",
  size = "md",
  as = "div",
  className,
  titleClassName,
}: IconCardProps) {
  const small = size === "sm" || layout === "row";
  const heading = (
    <h3 className={cn(layout === "row" ? "" : "mt-3", !small && "text-lg", "font-semibold text-ink", titleClassName)}>{title}</h3>
  );
  const body = <p className={small ? "mt-1 text-sm text-ink-muted" : "mt-2 text-ink-muted"}>{text}</p>;
  return (
    <Card as={as} padding={small ? "sm" : "md"} className={cn(layout === "row" && "flex gap-4", className)}>
      {icon}
      {layout === "row" ? (
        <div>
          {heading}
          {body}
        </div>
      ) : (
        <>
          {heading}
          {body}
        </>
      )}
    </Card>
  );
}

export interface IconCardItem {
  icon: IconName;
  title: string;
  text: string;
}

export function IconCards({
  items,
  iconClassName,
  wrap = false,
  ...card
}: { items: IconCardItem[]; iconClassName: string; wrap?: boolean } & Omit<IconCardProps, "icon" | "title" | "text" | "as">) {
  return items.map(({ icon, title, text }) => {
    const props = { ...card, icon: <Icon name={icon} className={iconClassName} />, title, text };
    return wrap ? (
      <li key={title}>
        <IconCard {...props} />
      </li>
    ) : (
      <IconCard key={title} as="li" {...props} />
    );
  });
}
