import { cn } from "@/lib/utils";

/** The marks app/globals.css draws before each item (lucide's check, circle-check, trending-up, sparkles). */
export type Mark = "check" | "circle-check" | "trending-up" | "sparkles";

const markClass: Record<Mark, string> = {
  check: "mark-check",
  "circle-check": "mark-circle-check",
  "trending-up": "mark-trending-up",
  sparkles: "mark-sparkles",
};

/**
 * The class names that put `mark` before every `<li>` of a list: in the accent colour at 1rem, or
 * in the brand colour and at 1.25rem on request. The mark is CSS, so it costs no DOM node.
 */
export function marks(mark: Mark, { tone = "accent", large = false }: { tone?: "accent" | "brand"; large?: boolean } = {}) {
  return cn("marks", markClass[mark], tone === "brand" && "marks-brand", large && "marks-lg");
}

export function MarkerList({
  items,
  mark,
  large,
  className,
}: {
  items: string[];
  mark: Mark;
  large?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn(marks(mark, { large }), className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {item}
        </li>
      ))}
    </ul>
  );
}
