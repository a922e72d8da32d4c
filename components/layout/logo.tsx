import { company } from "@/lib/content";
import { palette } from "@/lib/theme";
import { Link } from "@/components/ui/link";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "light" ? "text-white" : "text-ink";
  return (
    // Not prefetched: on screen at every page load, prefetching home cost each page four requests of main-thread work.
    <Link href="/" prefetch={false} className={`inline-flex items-center gap-2.5 ${text}`}>
      <svg viewBox="0 0 40 40" className="size-10 shrink-0" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={`logo-gradient-${tone}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={palette.brand[700]} />
            <stop offset="1" stopColor={palette.accent[600]} />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill={`url(#logo-gradient-${tone})`} />
        <path d="M11 28V12l18 16V12" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="29" cy="12" r="2.6" fill={palette.accent[300]} />
      </svg>
      <span className="text-lg leading-tight font-bold tracking-tight">
        {company.name.split(" ")[0]}
        <span className={tone === "light" ? "text-accent-400" : "text-accent-700"}>
          {" "}
          {company.name.split(" ").slice(1).join(" ")}
        </span>
      </span>
    </Link>
  );
}
