"use client";

// Loaded on the first submit (load-sender.ts), so no page's first-load JavaScript carries it.
import type { FormKind, Receipt, Refusal } from "@/lib/form-contract";
import { HONEYPOT_FIELD, LANG_FIELD, STARTED_FIELD } from "@/lib/form-contract";
import { noticeStore } from "@/lib/notices";
import { appendToList } from "@/lib/safe-storage";
import { fill, type DeliveryText } from "@/content/forms-delivery";

import { failureOf, setFailure, type DeliveryFailureResult } from "./delivery-store";

export const TIMEOUT_MS = 10_000;
export const RETRIES = 2;
const BACKOFF_MS = 1_000;
// A wait longer than this is shown to the visitor instead of being sat out behind a spinner.
const LONGEST_WAIT_MS = 15_000;

export type DeliveryResult = { ok: true; receipt: Receipt } | DeliveryFailureResult;

type Attempt = DeliveryResult & { retry?: boolean };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

async function attempt(endpoint: string, body: string): Promise<Attempt & { waitMs?: number }> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      mode: "cors",
      credentials: "omit",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    return { ok: false, problem: timedOut ? "timeout" : "offline", retry: true };
  }
  if (response.ok) {
    const receipt = (await response.json().catch(() => null)) as Receipt | null;
    if (receipt && typeof receipt.reference === "string") return { ok: true, receipt };
    return { ok: false, problem: "server", retry: true };
  }
  if (response.status === 429) {
    const waitMs = retryAfterMs(response.headers.get("Retry-After")) ?? BACKOFF_MS;
    return {
      ok: false,
      problem: "rate-limited",
      retryAfterSeconds: Math.ceil(waitMs / 1000),
      retry: waitMs <= LONGEST_WAIT_MS,
      waitMs,
    };
  }
  if (response.status >= 500) return { ok: false, problem: "server", retry: true };
  if (response.status === 403) return { ok: false, problem: "forbidden" };
  if (response.status === 413) return { ok: false, problem: "too-large" };
  const refusal = (await response.json().catch(() => null)) as Refusal | null;
  return { ok: false, problem: refusal?.fields ? "refused" : "server", fields: refusal?.fields };
}

/** POSTs once, then up to RETRIES more times after a network error, a timeout, a 5xx or a 429. */
export async function postSubmission(endpoint: string, payload: Record<string, unknown>): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  let result = await attempt(endpoint, body);
  for (let retry = 0; retry < RETRIES && !result.ok && result.retry; retry++) {
    await sleep(result.waitMs ?? BACKOFF_MS * 2 ** retry);
    result = await attempt(endpoint, body);
  }
  if (result.ok) return { ok: true, receipt: result.receipt };
  const { problem, retryAfterSeconds, fields } = result;
  return { ok: false, problem, retryAfterSeconds, fields };
}

interface SendOptions<T extends object> {
  endpoint: string;
  kind: FormKind;
  fields: Record<string, string>;
  honeypot: string;
  storageKey: string;
  record: T;
  successTitle: string;
  text: DeliveryText;
}

/** A retry after a failure that may have been stored reuses its id; after a refusal nothing was stored. */
export async function sendToEndpoint<T extends object>(options: SendOptions<T>): Promise<boolean> {
  const { endpoint, kind, fields, honeypot, storageKey, record, successTitle, text: said } = options;
  const previous = failureOf(kind);
  const id = previous && previous.result.problem !== "refused" ? previous.id : crypto.randomUUID();
  const result = await postSubmission(endpoint, {
    id,
    kind,
    ...fields,
    [HONEYPOT_FIELD]: honeypot,
    [STARTED_FIELD]: Math.round(performance.timeOrigin),
    [LANG_FIELD]: document.documentElement.lang,
  });
  if (result.ok) {
    appendToList(storageKey, { ...record, id, delivery: "received", reference: result.receipt.reference });
    const text = kind === "message" ? said.messageReceived : said.appointmentReceived;
    noticeStore.add({ title: successTitle, description: fill(text, { reference: result.receipt.reference }) });
  }
  setFailure(kind, result.ok ? null : { result, id });
  return result.ok;
}
