import type { FieldProblem, FormKind } from "@/lib/form-contract";

export type Problem = "offline" | "timeout" | "server" | "rate-limited" | "forbidden" | "too-large" | "refused";

export interface DeliveryFailureResult {
  ok: false;
  problem: Problem;
  retryAfterSeconds?: number;
  fields?: Record<string, FieldProblem>;
}

/** A failed send, with the id its retries reuse so the receiver stores the text once. */
export interface Failed {
  result: DeliveryFailureResult;
  id: string;
}

// One failure per form, shared by the form's submit (which loads the sending code) and its slot.
const failures = new Map<FormKind, Failed>();
const listeners = new Set<() => void>();

export function failureOf(kind: FormKind): Failed | null {
  return failures.get(kind) ?? null;
}

export function setFailure(kind: FormKind, failed: Failed | null): void {
  if (failed) failures.set(kind, failed);
  else if (!failures.delete(kind)) return;
  for (const listener of listeners) listener();
}

export function subscribeFailures(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
