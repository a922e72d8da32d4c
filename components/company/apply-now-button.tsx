/**
 * "Apply Now" performs no action. It stays a real, focusable button
 * (type="button", so it never submits anything) and says where applications go.
 */
export function ApplyNowButton({ jobTitle }: { jobTitle: string }) {
  return (
    <button
      type="button"
      aria-describedby="apply-note"
      className="inline-flex items-center rounded-full border border-brand-700 px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      Apply Now<span className="sr-only"> for {jobTitle}</span>
    </button>
  );
}
