import type { Stat } from "@/content/types";

/** The sentences in a piece of content, for search: every string with a space in it that is not a link. */
export function prose(value: unknown): string[] {
  if (typeof value === "string") return /\s/.test(value.trim()) && !/^(\/|#|https?:)/.test(value) ? [value] : [];
  // A figure and its label are one phrase ("Up to 60% lower call center load"), not two sentences.
  if (isStat(value)) return [`${value.value} ${value.label}`];
  if (Array.isArray(value)) return value.flatMap(prose);
  if (value && typeof value === "object") return Object.values(value).flatMap(prose);
  return [];
}

const isStat = (value: unknown): value is Stat =>
  !!value &&
  typeof value === "object" &&
  Object.keys(value).length === 2 &&
  typeof (value as Stat).value === "string" &&
  typeof (value as Stat).label === "string";
