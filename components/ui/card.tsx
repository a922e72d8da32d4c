import { cn } from "@/lib/utils";

const CARD = {
  md: "rounded-card border border-slate-200 bg-white p-6 shadow-card",
  sm: "rounded-card border border-slate-200 bg-white p-5 shadow-card",
  flush: "rounded-card border border-slate-200 bg-white shadow-card",
};

type CardTag = "div" | "li" | "article" | "details";
type CardProps<T extends CardTag> = { as?: T; padding?: keyof typeof CARD } & React.ComponentProps<T>;

export function Card<T extends CardTag = "div">({ as, padding = "md", className, ...props }: CardProps<T>) {
  const Tag = (as ?? "div") as React.ElementType;
  return <Tag className={cn(CARD[padding], className)} {...props} />;
}
