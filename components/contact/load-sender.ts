import type { FormKind } from "@/lib/form-contract";

import { failureOf, setFailure } from "./delivery-store";

type Sender = typeof import("./endpoint-delivery");

// Past this the visitor gets the failure report (with the mail hand-off) instead of a silent button.
export const SENDER_LOAD_TIMEOUT_MS = 15_000;

/** If the chunk cannot load (a dropped request, a deploy replaced it), the slot reports "not sent", so no click is lost. */
export async function loadSender(kind: FormKind, timeoutMs = SENDER_LOAD_TIMEOUT_MS): Promise<Sender | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The sending code did not load in time.")), timeoutMs);
  });
  try {
    return await Promise.race([import("./endpoint-delivery"), timeout]);
  } catch (error) {
    console.error(error);
    const previous = failureOf(kind);
    setFailure(kind, { result: { ok: false, problem: "offline" }, id: previous?.id ?? crypto.randomUUID() });
    return null;
  } finally {
    clearTimeout(timer);
  }
}
