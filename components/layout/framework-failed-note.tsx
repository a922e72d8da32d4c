import { t } from "@/lib/i18n";

// Shown only when the after-paint loader gave up on the page's scripts: fixed at the bottom, where
// the launchers (which need those scripts) would be, so it shifts nothing.
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
