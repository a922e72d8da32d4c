// Turns a request body into a submission, with the site's own rules (lib/forms.ts), so the browser
// and the receiver can never disagree about what a valid message or appointment is.
import {
  ENVELOPE_FIELDS,
  FORM_FIELDS,
  FORM_KINDS,
  HONEYPOT_FIELD,
  isSubmissionId,
  LANG_FIELD,
  STARTED_FIELD,
  type FieldProblem,
  type FormKind,
} from "../../../lib/form-contract";
import { isEmailShape, parseTypedDate, validateAppointment, validateContact } from "../../../lib/forms";

/** Signals the team sees beside a submission; none of them hides it. */
export type Flag = "fast";

export interface Submission {
  id: string;
  kind: FormKind;
  fields: Record<string, string>;
  /** The page's language tag, or null when absent or not shaped like one. */
  lang: string | null;
  flags: Flag[];
  /** A filled honeypot: only a robot fills it, so the submission is kept quietly and never notified. */
  spam: boolean;
}

export type Parsed = { ok: true; submission: Submission } | { ok: false; error: string; fields?: Record<string, FieldProblem> };

export interface ParseOptions {
  now: Date;
  minFillMs: number;
  /** Form posts without JavaScript carry no id: the receiver makes one. */
  makeId: () => string;
}

function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && (FORM_KINDS as readonly string[]).includes(value);
}

/** A BCP 47 tag's shape (en, ms, zh-Hans, en-GB); anything else is dropped, never a reason to refuse a message. */
export function langTag(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const tag = value.trim();
  return tag.length <= 35 && /^[a-z]{2,8}(?:-[a-z0-9]{1,8})*$/i.test(tag) ? tag : null;
}

export function parseSubmission(body: Record<string, unknown>, { now, minFillMs, makeId }: ParseOptions): Parsed {
  const kind = body.kind;
  if (!isFormKind(kind)) return { ok: false, error: "Unknown form.", fields: { kind: "invalid" } };
  const allowed = new Set<string>([...ENVELOPE_FIELDS, ...FORM_FIELDS[kind]]);
  const unknown = Object.keys(body).filter((key) => !allowed.has(key));
  if (unknown.length > 0) {
    return { ok: false, error: "Unknown fields.", fields: Object.fromEntries(unknown.map((key) => [key, "unknown" as const])) };
  }
  const notText = Object.entries(body).filter(
    ([key, value]) => key !== STARTED_FIELD && key !== LANG_FIELD && typeof value !== "string",
  );
  if (notText.length > 0) {
    return {
      ok: false,
      error: "Every field is text.",
      fields: Object.fromEntries(notText.map(([key]) => [key, "invalid" as const])),
    };
  }
  const text = (key: string) => (typeof body[key] === "string" ? (body[key] as string) : "");
  let id = body.id;
  if (id === undefined) id = makeId();
  if (!isSubmissionId(id)) return { ok: false, error: "The submission id is not a UUID.", fields: { id: "invalid" } };

  const started = Number(body[STARTED_FIELD]);
  const elapsed = now.getTime() - started;
  // A fast fill is also what autofill and a pasted message look like: flagged, never hidden. A start
  // after the receiver's now is a browser clock running ahead, which says nothing either way.
  const tooFast = Number.isFinite(started) && started > 0 && elapsed >= 0 && elapsed < minFillMs;
  const flags: Flag[] = tooFast ? ["fast"] : [];
  const spam = text(HONEYPOT_FIELD) !== "";
  const lang = langTag(body[LANG_FIELD]);

  if (kind === "message") {
    const result = validateContact(
      { name: text("name"), email: text("email"), subject: text("subject"), message: text("message") },
      now,
    );
    if (!result.ok) {
      return result.reason === "incomplete"
        ? { ok: false, error: "A required field is empty.", fields: { [result.field]: "required" } }
        : {
            ok: false,
            error: `Too long: ${result.field} has ${result.count} characters, at most ${result.max}.`,
            fields: { [result.field]: "too-long" },
          };
    }
    if (!isEmailShape(result.submission.email))
      return { ok: false, error: "The e-mail address is not valid.", fields: { email: "invalid" } };
    const { name, email, subject, message } = result.submission;
    return { ok: true, submission: { id, kind, fields: { name, email, subject, message }, lang, flags, spam } };
  }

  const typed = text("date");
  const parsedDate = typed.trim() === "" ? null : parseTypedDate(typed, now);
  if (parsedDate === "invalid") return { ok: false, error: "The date is not a date (YYYY-MM-DD).", fields: { date: "invalid" } };
  if (parsedDate === "past") return { ok: false, error: "The date has passed.", fields: { date: "past" } };
  if (parsedDate === "weekend") return { ok: false, error: "The office is closed at weekends.", fields: { date: "weekend" } };
  const result = validateAppointment({ date: parsedDate, time: text("time"), name: text("name"), email: text("email") }, now);
  if (!result.ok) {
    if (result.reason === "too-long") {
      return {
        ok: false,
        error: `Too long: ${result.field} has ${result.count} characters, at most ${result.max}.`,
        fields: { [result.field]: "too-long" },
      };
    }
    if (result.reason === "incomplete") {
      const problem = result.field === "time" && text("time") !== "" ? "invalid" : "required";
      return {
        ok: false,
        error: problem === "invalid" ? "No such time slot." : "A required field is empty.",
        fields: { [result.field]: problem },
      };
    }
    return {
      ok: false,
      error: "The date is not an office day.",
      fields: { date: result.reason === "past-date" ? "past" : "weekend" },
    };
  }
  if (!isEmailShape(result.submission.email))
    return { ok: false, error: "The e-mail address is not valid.", fields: { email: "invalid" } };
  const { name, email, date, time } = result.submission;
  return { ok: true, submission: { id, kind, fields: { name, email, date, time }, lang, flags, spam } };
}
