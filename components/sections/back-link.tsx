import { Link } from "@/components/ui/link";
import { ArrowLeft } from "@/components/ui/static-icons";

export function BackLink({ href, label, tone = "dark" }: { href: string; label: string; tone?: "dark" | "light" }) {
  return (
    <Link
      href={href}
      className={`inline-flex items-center gap-2 text-sm font-semibold underline-offset-4 hover:underline ${tone === "light" ? "text-white" : "text-brand-800"}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
