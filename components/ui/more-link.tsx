import { cn } from "@/lib/utils";
import { Link } from "@/components/ui/link";
import { ArrowRight } from "@/components/ui/static-icons";

export function MoreLink({
  href,
  label,
  context,
  className,
}: {
  href: string;
  label: string;
  context: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        "inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline",
        className,
      )}
    >
      {label}
      <span className="sr-only">{context}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
