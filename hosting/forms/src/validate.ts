// Turns a request body into a submission, with the site's own rules (lib/forms.ts), so the browser
// and the receiver can never disagree about what a valid message or appointment is.
import {
  ENVELOPE_FIELDS,
  FORM_FIELDS,
  FORM_KINDS,
  HONEYPOT_FIELD,
  isSubmissionId,
  STARTED_FIELD,
  type FieldProblem,
  type FormKind,
} from "../../../lib/form-contract";
import { isEmailShape, parseTypedDate, validateAppointment, validateContact } from "../../../lib/forms";

export interface Submission {
  id: string;
  kind: FormKind;
  fields: Record<string, string>;
  /** A filled honeypot, or a form sent faster than a person types. */
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

export function parseSubmission(body: Record<string, unknown>, { now, minFillMs, makeId }: ParseOptions): Parsed {
  const kind = body.kind;
  if (!isFormKind(kind)) return { ok: false, error: "Unknown form.", fields: { kind: "invalid" } };
  const allowed = new Set<string>([...ENVELOPE_FIELDS, ...FORM_FIELDS[kind]]);
  const unknown = Object.keys(body).filter((key) => !allowed.has(key));
  if (unknown.length > 0) {
    return { ok: false, error: "Unknown fields.", fields: Object.fromEntries(unknown.map((key) => [key, "unknown" as const])) };
  }
  const notText = Object.entries(body).filter(([key, value]) => key !== STARTED_FIELD && typeof value !== "string");
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
  const tooFast = Number.isFinite(started) && started > 0 && now.getTime() - started < minFillMs;
  const spam = text(HONEYPOT_FIELD) !== "" || tooFast;

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
    return { ok: true, submission: { id, kind, fields: { name, email, subject, message }, spam } };
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
  return { ok: true, submission: { id, kind, fields: { name, email, date, time }, spam } };
}
