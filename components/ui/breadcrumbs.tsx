import { t } from "@/lib/i18n";
import type { Crumb } from "@/content/routes";
import { Link } from "@/components/ui/link";
import { ChevronRight } from "@/components/ui/static-icons";

export function Breadcrumbs({ trail, tone = "dark" }: { trail: Crumb[]; tone?: "dark" | "light" }) {
  const base = tone === "light" ? "text-white/85" : "text-ink-muted";
  return (
    <nav aria-label={t("ui.breadcrumb")} className={`text-sm ${base}`}>
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.path} className="underline-offset-4 hover:underline">
                    {crumb.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
