import { t } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button-link";

// Applications are not taken online yet: the button does nothing and points at the note saying where to apply.
export function ApplyNowButton({ jobTitle }: { jobTitle: string }) {
  return (
    <button
      type="button"
      aria-describedby="apply-note"
      className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "px-5")}
    >
      {t("ui.applyNow")}
      <span className="sr-only">{t("ui.applyFor", { title: jobTitle })}</span>
    </button>
  );
}
