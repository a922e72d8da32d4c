import { cn } from "@/lib/utils";
import { marks } from "@/components/ui/marker-list";

export function CheckCardList({
  items,
  marker = "check",
  className,
}: {
  items: string[];
  marker?: "check" | "spark";
  className?: string;
}) {
  const listMarks = marker === "check" ? marks("check", { large: true }) : marks("sparkles", { tone: "brand", large: true });
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-3", listMarks, className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 rounded-card border border-slate-200 bg-white p-5 shadow-card">
          <span className="text-ink-soft">{item}</span>
        </li>
      ))}
    </ul>
  );
}
