import { formatDate, formatSlot, isIsoDate } from "@/lib/dates";
import { LOCALE_INFO, type Locale } from "@/lib/i18n/locales";
import { interpolate } from "@/lib/i18n/translate";
import { mailField } from "@/lib/open-mail";

// No standard limit, but Outlook and Windows Mail, opened from a Windows browser, open nothing for a longer link.
export const MAILTO_MAX_LENGTH = 2046;

// encodeURIComponent leaves these alone, but mail clients mis-handle them.
const EXTRA_RESERVED = /[!'()*]/g;

function toWellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

export function encodeMailtoComponent(text: string): string {
  return encodeURIComponent(normalizeLineBreaks(toWellFormed(text))).replace(
    EXTRA_RESERVED,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

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

export function buildMailto(parts: MailtoParts, max: number = MAILTO_MAX_LENGTH): MailtoResult {
  const query: string[] = [];
  if (parts.subject.length > 0) query.push(`subject=${encodeMailtoComponent(parts.subject)}`);
  if (parts.body.length > 0) query.push(`body=${encodeMailtoComponent(parts.body)}`);
  const href = `mailto:${encodeAddressList(parts.to)}${query.length > 0 ? `?${query.join("&")}` : ""}`;
  if (href.length > max) return { ok: false, reason: "too-long", length: href.length, max };
  return { ok: true, href, length: href.length, max };
}

/** The link of a prepared e-mail the build writes into a page; one too long for a mail link fails the build. */
export function preparedMailHref(mail: MailtoParts): string {
  const link = buildMailto(mail);
  if (!link.ok) throw new Error(`Prepared e-mail for ${mail.subject || "a message"} is too long for a mail link`);
  return link.href;
}

export const NEARLY_FULL_SHARE = 0.9;

export interface LinkUsage {
  length: number;
  max: number;
  percent: number;
  state: "ok" | "near" | "over";
}

export function mailLinkUsage(parts: MailtoParts, max: number = MAILTO_MAX_LENGTH): LinkUsage {
  const { length } = buildMailto(parts, max);
  const percent = Math.ceil((length * 100) / max);
  const state = length > max ? "over" : length >= max * NEARLY_FULL_SHARE ? "near" : "ok";
  return { length, max, percent, state };
}

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

export interface ContactEmailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Handed over by the caller (`mailText(t)`), so a page carries only its own language's words. */
export type MailText = Record<(typeof MAIL_KEYS)[number], string>;
const MAIL_KEYS = [
  "name",
  "email",
  "message",
  "copiedNote",
  "hello",
  "requestIntro",
  "preferredDate",
  "preferredTime",
  "confirm",
  "thanks",
  "appointmentSubject",
  "appointmentSubjectBlank",
  "templateDate",
  "templateTime",
  "partnerHello",
  "partnerBody",
  "partnerSubject",
  "field",
  "to",
  "subject",
] as const;

export const mailText = (t: (key: `mail.${(typeof MAIL_KEYS)[number]}`) => string): MailText =>
  Object.fromEntries(MAIL_KEYS.map((key) => [key, t(`mail.${key}`)])) as MailText;

/** A heading line the text follows on the next lines ("Message:", "Message :", "留言："). */
const mailHeading = (text: MailText, label: string): string => interpolate(text.field, { label, value: "" }).trimEnd();

export function composeContactEmail(input: ContactEmailInput, to: string, text: MailText): MailtoParts {
  const body = [
    mailField(text, text.name, input.name.trim()),
    mailField(text, text.email, input.email.trim()),
    "",
    mailHeading(text, text.message),
    input.message.trim(),
  ].join("\n");
  return { to, subject: input.subject.trim(), body };
}

export function composeCopiedContactEmail(input: ContactEmailInput, to: string, text: MailText): MailtoParts {
  const body = [
    mailField(text, text.name, input.name.trim()),
    mailField(text, text.email, input.email.trim()),
    "",
    mailHeading(text, text.message),
    text.copiedNote,
    "",
  ].join("\n");
  return { to, subject: input.subject.trim(), body };
}

export interface AppointmentEmailInput {
  name: string;
  email: string;
  date: Date | string;
  time: string;
}

const displayDate = (date: Date | string, locale: Locale): string =>
  typeof date === "string" && !isIsoDate(date) ? date : formatDate(date, locale);

export function composeAppointmentEmail(
  input: AppointmentEmailInput,
  to: string,
  text: MailText,
  locale: Locale = "en",
): MailtoParts {
  const name = input.name.trim();
  const when = displayDate(input.date, locale);
  // The time as the page showed it ("14:00", "14 h"); the form's fields and the receiver keep the slot's value.
  const time = formatSlot(input.time.trim(), locale);
  const body = [
    text.hello,
    "",
    text.requestIntro,
    "",
    mailField(text, text.name, name),
    mailField(text, text.email, input.email.trim()),
    mailField(text, text.preferredDate, when),
    interpolate(text.preferredTime, { time }),
    "",
    text.confirm,
    "",
    text.thanks,
  ].join("\n");
  return { to, subject: interpolate(text.appointmentSubject, { name, date: when, time }), body };
}

export function composePartnerEmail(programTitle: string, to: string, text: MailText): MailtoParts {
  const title = programTitle.trim();
  const body = [text.partnerHello, "", interpolate(text.partnerBody, { title }), "", text.thanks].join("\n");
  return { to, subject: interpolate(text.partnerSubject, { title }), body };
}

export function contactEmailTemplate(to: string, text: MailText): MailtoParts {
  return composeContactEmail({ name: "", email: "", subject: "", message: "" }, to, text);
}

/** The slots as a choice, in the language's own words: "15:00 o 16:00", "15 h ou 16 h", "15:00或16:00". */
const slotChoices = (slots: readonly string[], locale: Locale) =>
  new Intl.ListFormat(LOCALE_INFO[locale].tag, { type: "disjunction" }).format(slots.map((slot) => formatSlot(slot, locale)));

/** The prepared request of a page without scripts: blanks to fill, and the slots as the page shows them. */
export function appointmentEmailTemplate(
  to: string,
  slots: readonly string[],
  text: MailText,
  locale: Locale = "en",
): MailtoParts {
  const body = [
    text.hello,
    "",
    text.requestIntro,
    "",
    mailField(text, text.name),
    mailField(text, text.email),
    text.templateDate,
    interpolate(text.templateTime, { slots: slotChoices(slots, locale) }),
    "",
    text.confirm,
    "",
    text.thanks,
  ].join("\n");
  return { to, subject: text.appointmentSubjectBlank, body };
}
