import { cn } from "@/lib/utils";
import { Card } from "@/components/ui/card";

export function IconCard({
  icon,
  title,
  text,
  layout = "stack",
  size = "md",
  as = "div",
  className,
  titleClassName,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  layout?: "stack" | "row";
  size?: "md" | "sm";
  as?: "div" | "li";
  className?: string;
  titleClassName?: string;
}) {
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
