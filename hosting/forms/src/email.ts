// The e-mail the company gets for each message and appointment request, as raw MIME: one pure function,
// so what a visitor typed is proved unable to become a header, a recipient or unreadable text.
import { FORM_FIELDS, isSubmissionId, referenceFor, type FormKind } from "../../../lib/form-contract";

export interface Lead {
  id: string;
  kind: FormKind;
  fields: Record<string, string>;
  receivedAt: string;
  lang: string | null;
  flags: readonly string[];
}

export interface LeadEmailOptions {
  /** The sender, on the domain whose Email Routing sends it. */
  from: string;
  fromName?: string;
  /** The one destination the send_email binding is locked to. */
  to: string;
  /** The Date header. */
  now: Date;
}

export interface LeadEmail {
  from: string;
  to: string;
  /** The visitor's address when it is safe in a header; never a recipient. */
  replyTo: string | null;
  subject: string;
  text: string;
  raw: string;
}

const MAX_LINE = 76;
// C0 and C1 controls (CR and LF among them) and the Unicode line and paragraph separators.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Text for a header or a one-line label: every control becomes a space, so nothing can start a new line. */
export function oneLine(text: string): string {
  return text.replace(CONTROLS, " ").replace(/ {2,}/g, " ").trim();
}

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const DOMAIN = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`);

/**
 * The address as it may stand in a header (a dot-atom local part, the domain in ASCII, an
 * internationalised one as punycode), or null when it cannot stand there unquoted.
 */
export function headerAddress(address: string): string | null {
  const at = address.lastIndexOf("@");
  if (at <= 0 || address.length > 254) return null;
  const local = address.slice(0, at);
  let domain = address.slice(at + 1);
  if (/[^\x21-\x7e]/.test(domain)) {
    try {
      domain = new URL(`http://${domain}/`).hostname;
    } catch {
      return null;
    }
  }
  return LOCAL_PART.test(local) && DOMAIN.test(domain) ? `${local}@${domain}` : null;
}

const encoder = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** RFC 2047 B-encoded words of whole characters, the first at most `firstRoom` long and the rest 75. */
function encodedWords(text: string, firstRoom: number): string[] {
  const words: string[] = [];
  let room = firstRoom >= 20 ? firstRoom : MAX_LINE - 1;
  let bytes: number[] = [];
  const flush = () => {
    words.push(`=?UTF-8?B?${base64(Uint8Array.from(bytes))}?=`);
    bytes = [];
    room = MAX_LINE - 1;
  };
  for (const char of text) {
    const next = encoder.encode(char);
    if (bytes.length > 0 && 12 + 4 * Math.ceil((bytes.length + next.length) / 3) > room) flush();
    bytes.push(...next);
  }
  if (bytes.length > 0) flush();
  return words;
}

/** Printable ASCII that no decoder could mistake for an encoded word. */
const isPlain = (text: string) => /^[\x20-\x7e]*$/.test(text) && !text.includes("=?");

type Token = string | { encode: string };

/** One header, folded before a token (CRLF and a space) to keep lines within 76 characters. */
function header(name: string, tokens: Token[]): string {
  const lines: string[] = [];
  let line = `${name}:`;
  let empty = true;
  const put = (token: string) => {
    if (!empty && line.length + 1 + token.length > MAX_LINE) {
      lines.push(line);
      line = "";
    }
    line += ` ${token}`;
    empty = false;
  };
  for (const token of tokens) {
    if (typeof token === "string") put(token);
    else for (const word of encodedWords(token.encode, MAX_LINE - line.length - 1)) put(word);
  }
  lines.push(line);
  return lines.join("\r\n");
}

/** Unstructured text (a subject): plain words when that is exact and short enough, else encoded words. */
function textTokens(text: string): Token[] {
  if (text === "") return [];
  const words = text.split(" ");
  return isPlain(text) && words.every((word) => word.length <= 60) ? words : [{ encode: text }];
}

/** A display name: a quoted string when plain and short, else encoded words (never inside quotes). */
function phraseTokens(name: string): Token[] {
  if (name === "") return [];
  return isPlain(name) && name.length <= 40 ? [`"${name.replace(/[\\"]/g, "\\$&")}"`] : [{ encode: name }];
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** RFC 5322 date-time, in UTC. */
function mailDate(date: Date): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${WEEKDAYS[date.getUTCDay()]!.slice(0, 3)}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} +0000`;
}

let klFormat: Intl.DateTimeFormat | undefined;

/** When it arrived, on the office's clock; assembled from parts so every ICU prints it the same way. */
export function kualaLumpurTime(iso: string): string {
  klFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kuala_Lumpur",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(klFormat.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} Kuala Lumpur time`;
}

const FLAG_NOTES: Record<string, string> = {
  fast: "fast (sent sooner after the page loaded than a person types: autofill, a paste or a robot)",
};

const LABELS: Record<string, string> = { name: "Name", email: "E-mail", subject: "Subject", date: "Date", time: "Time" };

function dateWithWeekday(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : `${date} (${WEEKDAYS[day.getUTCDay()]})`;
}

function body(lead: Lead, replyTo: string | null): string {
  const { fields } = lead;
  const lines = [
    lead.kind === "message" ? "A message from the website's contact form." : "An appointment request from the website.",
    "",
    `Reference: ${referenceFor(lead.id)}`,
    `Received: ${kualaLumpurTime(lead.receivedAt)}`,
  ];
  if (lead.lang) lines.push(`Page language: ${lead.lang}`);
  if (lead.flags.length > 0) lines.push(`Flags: ${lead.flags.map((flag) => FLAG_NOTES[flag] ?? flag).join("; ")}`);
  lines.push("");
  for (const field of FORM_FIELDS[lead.kind]) {
    const value = fields[field] ?? "";
    if (field === "message") lines.push("", "Message:", value.replace(/\r\n?/g, "\n"));
    else lines.push(`${LABELS[field] ?? field}: ${field === "date" ? dateWithWeekday(oneLine(value)) : oneLine(value)}`);
  }
  const who = `${oneLine(fields.name ?? "")} at ${oneLine(fields.email ?? "")}`;
  lines.push("", replyTo ? `Reply to this e-mail to answer ${who}.` : `Answer ${who} (the address cannot stand in Reply-To).`);
  return `${lines.join("\n")}\n`;
}

/** The e-mail for one stored submission; throws when the sender or destination is not an address. */
export function composeLeadEmail(lead: Lead, options: LeadEmailOptions): LeadEmail {
  const from = headerAddress(options.from);
  const to = headerAddress(options.to);
  if (!from) throw new Error(`The sender ${JSON.stringify(options.from)} is not an address.`);
  if (!to) throw new Error(`The destination ${JSON.stringify(options.to)} is not an address.`);
  if (!isSubmissionId(lead.id)) throw new Error("The submission id is not a UUID.");
  const { fields } = lead;
  const name = oneLine(fields.name ?? "");
  const replyTo = headerAddress((fields.email ?? "").trim());
  const [prefix, rest] =
    lead.kind === "message"
      ? ["Website message:", oneLine(fields.subject ?? "")]
      : ["Appointment request:", oneLine(`${fields.date ?? ""} ${fields.time ?? ""}`)];
  const subject = rest === "" ? prefix : `${prefix} ${rest}`;
  const text = body(lead, replyTo);

  const headers = [
    header("From", [...phraseTokens(oneLine(options.fromName ?? "")), `<${from}>`]),
    header("To", [`<${to}>`]),
    ...(replyTo ? [header("Reply-To", [...phraseTokens(name), `<${replyTo}>`])] : []),
    header("Subject", [...prefix.split(" "), ...textTokens(rest)]),
    `Date: ${mailDate(options.now)}`,
    `Message-ID: <${lead.id}@${from.slice(from.lastIndexOf("@") + 1)}>`,
    "Auto-Submitted: auto-generated",
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: base64",
  ];
  const encoded = base64(encoder.encode(text.replace(/\n/g, "\r\n")));
  const bodyLines = encoded.match(/.{1,76}/g) ?? [];
  const raw = `${headers.join("\r\n")}\r\n\r\n${bodyLines.join("\r\n")}\r\n`;
  return { from, to, replyTo, subject, text, raw };
}
