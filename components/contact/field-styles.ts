export const labelClass = "mb-1.5 block text-sm font-medium text-ink";
export const fieldClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-ink placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none";
