/**
 * mailto: links. Every form submission leaves the site through the
 * visitor's own mail client, so the link must survive any text a visitor types:
 * RFC 6068 percent-encoding of UTF-8, CRLF line breaks and a length guard.
 *
 * Framework-free: no React, no content imports. Pass the addresses in.
 */
import { format, isValid, parse } from "date-fns";

/**
 * Longest href we hand to a mail client. No standard sets one (RFC 6068 is silent);
 * the tightest common pairing is Windows with Outlook or Windows Mail, opened from
 * Chrome, Edge or Firefox, which accepts a link of up to 2,046 characters and opens
 * nothing for a longer one (measured in "Mailto protocol character limit",
 * superruub.wordpress.com, 2013, and still reported around 2,000 for Chrome on
 * Windows in 2022, stackoverflow.com/q/4473959). Apple Mail, Thunderbird and the
 * phone mail apps accept far longer links, but a company site cannot choose its
 * visitors' mail client, so the link stays within the tightest one.
 */
export const MAILTO_MAX_LENGTH = 2046;

/** Characters encodeURIComponent leaves alone but RFC 6068 mail clients mis-handle. */
const EXTRA_RESERVED = /[!'()*]/g;

/** Replace lone UTF-16 surrogates with U+FFFD so encoding never throws a URIError. */
function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/** Turn every line break (CRLF, lone CR, lone LF) into CRLF, as RFC 6068 §5 requires. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

/**
 * Percent-encode text for a mailto: header value (subject, body) per RFC 6068:
 * UTF-8 bytes, a space is %20 (never '+'), line breaks become %0D%0A, and
 * & ? # % + = quotes and the other sub-delims are encoded.
 */
export function encodeMailtoComponent(text: string): string {
  return encodeURIComponent(normalizeLineBreaks(toWellFormed(text))).replace(
    EXTRA_RESERVED,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Encode one or more comma-separated addresses for the "to" part, keeping '@' readable. */
function encodeAddressList(to: string): string {
  return to
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address.length > 0)
    .map((address) => encodeMailtoComponent(address).replace(/%40/g, "@"))
    .join(",");
}

export interface MailtoParts {
  to: string;
  subject: string;
  body: string;
}

export type MailtoResult =
  { ok: true; href: string; length: number; max: number } | { ok: false; reason: "too-long"; length: number; max: number };

/**
 * Build a mailto: href. Empty subject or body are left out. When the href would be
 * longer than `max` (default MAILTO_MAX_LENGTH) nothing is built: the caller should
 * ask the visitor to shorten the text rather than hand a clipped message to the client.
 */
export function buildMailto(parts: MailtoParts, max: number = MAILTO_MAX_LENGTH): MailtoResult {
  const query: string[] = [];
  if (parts.subject.length > 0) query.push(`subject=${encodeMailtoComponent(parts.subject)}`);
  if (parts.body.length > 0) query.push(`body=${encodeMailtoComponent(parts.body)}`);
  const href = `mailto:${encodeAddressList(parts.to)}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  if (href.length > max) return { ok: false, reason: "too-long", length: href.length, max };
  return { ok: true, href, length: href.length, max };
}

/** From this share of the link budget on, the form warns that the message is nearly too long. */
export const NEARLY_FULL_SHARE = 0.9;

export interface LinkUsage {
  length: number;
  max: number;
  /** Rounded up, so a link one character over never shows as 100%. */
  percent: number;
  state: "ok" | "near" | "over";
}

/** How much of the mail-link budget a message uses, in the encoded characters that actually travel. */
export function mailLinkUsage(parts: MailtoParts, max: number = MAILTO_MAX_LENGTH): LinkUsage {
  const { length } = buildMailto(parts, max);
  const percent = Math.ceil((length * 100) / max);
  const state = length > max ? "over" : length >= max * NEARLY_FULL_SHARE ? "near" : "ok";
  return { length, max, percent, state };
}

/**
 * Parse a mailto: href back into its parts (used by tests and diagnostics).
 * '+' stays a plus sign, as RFC 6068 says; line breaks come back as CRLF.
 */
export function decodeMailto(href: string): MailtoParts {
  if (!/^mailto:/i.test(href)) throw new Error(`Not a mailto: URL: ${href}`);
  const rest = href.slice("mailto:".length);
  const q = rest.indexOf("?");
  const toPart = q === -1 ? rest : rest.slice(0, q);
  const queryPart = q === -1 ? "" : rest.slice(q + 1);
  const result: MailtoParts = { to: decodeURIComponent(toPart), subject: "", body: "" };
  for (const pair of queryPart.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const name = (eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
    const value = decodeURIComponent(eq === -1 ? "" : pair.slice(eq + 1));
    if (name === "subject") result.subject = value;
    else if (name === "body") result.body = value;
    else if (name === "to") result.to = result.to ? `${result.to},${value}` : value;
  }
  return result;
}

/* ------------------------------------------------------------------ */
/* Field limits                                                        */
/* ------------------------------------------------------------------ */

/**
 * Maximum length (UTF-16 code units, the same unit as the HTML maxlength attribute)
 * of each form field. The message limit is only a sanity bound: what a mail link can
 * carry depends on the script (a CJK or Tamil character costs 9 encoded characters),
 * so the contact form measures the encoded link instead, and a message too long for
 * a link is copied whole for the visitor to paste.
 */
export const fieldLimits = {
  name: 100,
  email: 254,
  subject: 150,
  message: 10_000,
} as const;

export type LimitedField = keyof typeof fieldLimits;

const LIMITED_FIELDS: readonly LimitedField[] = ["name", "email", "subject", "message"];

export interface FieldLimitViolation {
  field: LimitedField;
  count: number;
  max: number;
}

/**
 * The first field (in form order name, email, subject, message) whose trimmed value
 * is longer than its limit, or null when all fit. Absent fields are ignored.
 */
export function checkFieldLimits(values: Partial<Record<LimitedField, string | undefined>>): FieldLimitViolation | null {
  for (const field of LIMITED_FIELDS) {
    const value = values[field];
    if (typeof value !== "string") continue;
    const count = value.trim().length;
    const max = fieldLimits[field];
    if (count > max) return { field, count, max };
  }
  return null;
}

/* ------------------------------------------------------------------ */
/* Composers                                                           */
/* ------------------------------------------------------------------ */

export interface ContactEmailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Contact form: subject from the form; body with name, email and message. */
export function composeContactEmail(input: ContactEmailInput, to: string): MailtoParts {
  const body = [`Name: ${input.name.trim()}`, `Email: ${input.email.trim()}`, "", "Message:", input.message.trim()].join("\n");
  return { to, subject: input.subject.trim(), body };
}

/**
 * The mail opened when the full message is too long for a link: the same subject,
 * and a short body saying the message was copied, ready to paste below.
 */
export function composeCopiedContactEmail(input: ContactEmailInput, to: string): MailtoParts {
  const body = [
    `Name: ${input.name.trim()}`,
    `Email: ${input.email.trim()}`,
    "",
    "Message:",
    "My message was too long for an email link, so the website copied it for me. I have pasted it below.",
    "",
  ].join("\n");
  return { to, subject: input.subject.trim(), body };
}

export interface AppointmentEmailInput {
  name: string;
  email: string;
  /** The chosen day, as a Date (local calendar day) or a 'YYYY-MM-DD' string. */
  date: Date | string;
  /** A slot label such as '09:00 AM'. */
  time: string;
}

/** 'June 10, 2025' from a Date or a 'YYYY-MM-DD' string; other strings are returned as given. */
function displayDate(date: Date | string): string {
  if (typeof date === "string") {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(date) ? parse(date, "yyyy-MM-dd", new Date(2000, 0, 1)) : null;
    return parsed && isValid(parsed) ? format(parsed, "MMMM d, yyyy") : date;
  }
  return format(date, "MMMM d, yyyy");
}

/**
 * Appointment form: subject 'Appointment Request' with name, date and time;
 * body a request listing name, email, preferred date and preferred time.
 */
export function composeAppointmentEmail(input: AppointmentEmailInput, to: string): MailtoParts {
  const name = input.name.trim();
  const when = displayDate(input.date);
  const time = input.time.trim();
  const body = [
    "Hello,",
    "",
    "I would like to request an appointment with your team.",
    "",
    `Name: ${name}`,
    `Email: ${input.email.trim()}`,
    `Preferred date: ${when}`,
    `Preferred time: ${time} (Malaysia time)`,
    "",
    "Please confirm whether this slot is available, or suggest another time.",
    "",
    "Thank you.",
  ].join("\n");
  return { to, subject: `Appointment Request – ${name}, ${when}, ${time}`, body };
}

/** Partner program 'Learn More': asks the partnership team for details. */
export function composePartnerEmail(programTitle: string, to: string): MailtoParts {
  const title = programTitle.trim();
  const body = [
    "Hello Partnership Team,",
    "",
    `I am interested in the ${title} Partner Program and would like more details: eligibility, benefits and the next steps to join.`,
    "",
    "Thank you.",
  ].join("\n");
  return { to, subject: `Inquiry about ${title} Partner Program`, body };
}

/**
 * Prepared e-mails for visitors without JavaScript, built at build time: the subject
 * and body of the forms' e-mails with blanks where the visitor's answers go.
 */
export function contactEmailTemplate(to: string): MailtoParts {
  return composeContactEmail({ name: "", email: "", subject: "", message: "" }, to);
}

export function appointmentEmailTemplate(to: string, slots: readonly string[]): MailtoParts {
  const body = [
    "Hello,",
    "",
    "I would like to request an appointment with your team.",
    "",
    "Name: ",
    "Email: ",
    "Preferred date (Monday to Friday): ",
    `Preferred time (${slots.join(", ")}, Malaysia time): `,
    "",
    "Please confirm whether this slot is available, or suggest another time.",
    "",
    "Thank you.",
  ].join("\n");
  return { to, subject: "Appointment Request", body };
}
