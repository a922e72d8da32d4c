/** The sentences in a piece of content, for search: every string with a space in it that is not a link. */
export function prose(value: unknown): string[] {
  if (typeof value === "string") return /\s/.test(value.trim()) && !/^(\/|#|https?:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(prose);
  if (value && typeof value === "object") return Object.values(value).flatMap(prose);
  return [];
}
