import { PREFIXED_LOCALES } from "./i18n/locales";

export const FORM_KINDS = ["message", "appointment"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_FIELDS = {
  message: ["name", "email", "subject", "message"],
  appointment: ["name", "email", "date", "time"],
} as const satisfies Record<FormKind, readonly string[]>;

export const HONEYPOT_FIELD = "website";
/** When the visitor opened the form (milliseconds since 1970), for the receiver's minimum fill time. */
export const STARTED_FIELD = "startedAt";
export const LANG_FIELD = "lang";
export const ENVELOPE_FIELDS = ["id", "kind", HONEYPOT_FIELD, STARTED_FIELD, LANG_FIELD] as const;

export const MAX_BODY_BYTES = 32 * 1024;

export { DEFAULT_RETENTION_DAYS } from "../content/forms-retention";

export const SENT_PATH = "/contact-us/sent/";
export const NOT_SENT_PATH = "/contact-us/not-sent/";
export const FORM_OUTCOMES = ["sent", "not-sent"] as const;
export type FormOutcome = (typeof FORM_OUTCOMES)[number];

/** In the language of the form page's `<html lang>` ("zh-Hans" -> /zh/contact-us/sent/), else in English. */
export function outcomePath(outcome: FormOutcome, lang: string | null): string {
  const path = outcome === "sent" ? SENT_PATH : NOT_SENT_PATH;
  const language = lang?.split("-")[0]?.toLowerCase();
  return language && (PREFIXED_LOCALES as readonly string[]).includes(language) ? `/${language}${path}` : path;
}

export type FieldProblem = "required" | "too-long" | "invalid" | "past" | "weekend" | "unknown";

export interface Receipt {
  id: string;
  reference: string;
}

export interface Refusal {
  error: string;
  fields?: Record<string, FieldProblem>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export function referenceFor(id: string): string {
  return id.replace(/-/g, "").slice(0, 8).toUpperCase();
}
