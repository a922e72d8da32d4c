import type { SolutionColor } from "@/content/types";

// Written out in full so Tailwind, which reads app/ and components/, sees every class; the text shades pass AA on their tint.
export const paletteClasses: Record<SolutionColor, { tint: string; icon: string }> = {
  blue: { tint: "bg-blue-50", icon: "text-blue-700" },
  indigo: { tint: "bg-indigo-50", icon: "text-indigo-700" },
  purple: { tint: "bg-purple-50", icon: "text-purple-700" },
  green: { tint: "bg-green-50", icon: "text-green-700" },
  sky: { tint: "bg-sky-50", icon: "text-sky-700" },
  teal: { tint: "bg-teal-50", icon: "text-teal-700" },
  cyan: { tint: "bg-cyan-50", icon: "text-cyan-700" },
  lime: { tint: "bg-lime-50", icon: "text-lime-700" },
  pink: { tint: "bg-pink-50", icon: "text-pink-700" },
  rose: { tint: "bg-rose-50", icon: "text-rose-700" },
  amber: { tint: "bg-amber-50", icon: "text-amber-700" },
  orange: { tint: "bg-orange-50", icon: "text-orange-700" },
  violet: { tint: "bg-violet-50", icon: "text-violet-700" },
  fuchsia: { tint: "bg-fuchsia-50", icon: "text-fuchsia-700" },
  red: { tint: "bg-red-50", icon: "text-red-700" },
  gray: { tint: "bg-gray-100", icon: "text-gray-700" },
  emerald: { tint: "bg-emerald-50", icon: "text-emerald-700" },
  yellow: { tint: "bg-yellow-50", icon: "text-yellow-800" },
  stone: { tint: "bg-stone-100", icon: "text-stone-700" },
  slate: { tint: "bg-slate-100", icon: "text-slate-700" },
};

export const palette = (color: SolutionColor | undefined) => paletteClasses[color ?? "slate"];
