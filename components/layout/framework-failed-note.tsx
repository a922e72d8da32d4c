import { t } from "@/lib/i18n";

export function FrameworkFailedNote() {
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 hidden border-t border-amber-300 bg-amber-50 px-4 py-3 text-center text-sm text-ink framework-failed:block"
    >
      {t("framework.failed")}{" "}
      <a href="." className="font-semibold text-brand-800 underline underline-offset-4">
        {t("framework.reload")}
      </a>
    </p>
  );
}
