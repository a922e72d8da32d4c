import { cn } from "@/lib/utils";
import { Check, Sparkles } from "@/components/ui/static-icons";

export function CheckCardList({
  items,
  marker = "check",
  className,
}: {
  items: string[];
  marker?: "check" | "spark";
  className?: string;
}) {
  const Marker = marker === "check" ? Check : Sparkles;
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <Marker
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0", marker === "check" ? "text-accent-700" : "text-brand-700")}
          />
          <span className="text-ink-soft">{item}</span>
        </li>
      ))}
    </ul>
  );
}
