// date-fns's small predicates only: its format() and parse() would bring every pattern of theirs into the
// contact page's first load, for a date the form writes and reads in one fixed form.
import { isBefore, isValid, isWeekend, startOfDay } from "date-fns";

import { formatDate, formatSlot } from "@/lib/dates";
import type { Locale } from "@/lib/i18n/locales";
import { checkFieldLimits, type LimitedField } from "@/lib/mailto";

export const APPOINTMENT_SLOTS = ["09:00 AM", "10:00 AM", "11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"] as const;

export type AppointmentSlot = (typeof APPOINTMENT_SLOTS)[number];

/** A day as the typed field, the e-mails and the stored request write it: 2026-12-03 (the visitor's own calendar day). */
export function isoDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** The day `text` (yyyy-mm-dd) names, at local midnight; null for one no calendar has (2026-02-30). */
function parseIsoDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A slot as the page's language writes a time ("14:00", "14 h"), on the page and in its e-mails. The value sent stays the slot. */
export const slotLabel = (slot: AppointmentSlot, locale: Locale): string => formatSlot(slot, locale);

export function isAppointmentSlot(value: unknown): value is AppointmentSlot {
  return typeof value === "string" && (APPOINTMENT_SLOTS as readonly string[]).includes(value);
}

// Deliberately loose (something@something, no spaces): the mail server is the real check.
export function isEmailShape(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

export interface ContactValues {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
}

export interface ContactSubmission {
  name: string;
  email: string;
  subject: string;
  message: string;
  type: "contact";
  submittedAt: string;
}

export type ContactField = keyof Required<ContactValues>;

export type FormFailure<F extends string> =
  | { ok: false; reason: "incomplete"; field: F }
  | { ok: false; reason: "too-long"; field: LimitedField; count: number; max: number };

export type ContactValidation = { ok: true; submission: ContactSubmission } | FormFailure<ContactField>;

const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];

function clean(value: string | undefined): string {
  return typeof value === "string" ? value.trim() : "";
}

export function validateContact(values: ContactValues, now: Date = new Date()): ContactValidation {
  const trimmed = {
    name: clean(values.name),
    email: clean(values.email),
    subject: clean(values.subject),
    message: clean(values.message),
  };
  const missing = CONTACT_FIELDS.find((field) => trimmed[field] === "");
  if (missing !== undefined) return { ok: false, reason: "incomplete", field: missing };
  const tooLong = checkFieldLimits(trimmed);
  if (tooLong) return { ok: false, reason: "too-long", ...tooLong };
  return {
    ok: true,
    submission: { ...trimmed, type: "contact", submittedAt: now.toISOString() },
  };
}

export interface AppointmentValues {
  date?: Date | null;
  time?: string | null;
  name?: string;
  email?: string;
}

export interface AppointmentSubmission {
  name: string;
  email: string;
  date: string;
  time: AppointmentSlot;
  submittedAt: string;
}

export type AppointmentField = keyof Required<AppointmentValues>;

export type AppointmentValidation =
  | { ok: true; submission: AppointmentSubmission }
  | FormFailure<AppointmentField>
  | { ok: false; reason: "past-date" | "weekend"; field: "date" };

export function validateAppointment(values: AppointmentValues, now: Date = new Date()): AppointmentValidation {
  const { date, time } = values;
  const name = clean(values.name);
  const email = clean(values.email);
  if (!(date instanceof Date) || !isValid(date)) return { ok: false, reason: "incomplete", field: "date" };
  if (!isAppointmentSlot(time)) return { ok: false, reason: "incomplete", field: "time" };
  if (name === "") return { ok: false, reason: "incomplete", field: "name" };
  if (email === "") return { ok: false, reason: "incomplete", field: "email" };
  if (!isSelectableDate(date, now)) return { ok: false, reason: "past-date", field: "date" };
  if (!isOfficeDay(date)) return { ok: false, reason: "weekend", field: "date" };
  const tooLong = checkFieldLimits({ name, email });
  if (tooLong) return { ok: false, reason: "too-long", ...tooLong };
  return {
    ok: true,
    submission: {
      name,
      email,
      date: isoDay(date),
      time,
      submittedAt: now.toISOString(),
    },
  };
}

export const formatDisplayDate = (date: Date, locale: Locale = "en"): string => formatDate(date, locale);

export function isSelectableDate(date: Date, today: Date = new Date()): boolean {
  return isValid(date) && !isBefore(startOfDay(date), startOfDay(today));
}

export function isOfficeDay(date: Date): boolean {
  return isValid(date) && !isWeekend(date);
}

export function parseTypedDate(text: string, today: Date = new Date()): Date | "invalid" | "past" | "weekend" {
  const trimmed = text.trim();
  const date = parseIsoDay(trimmed);
  if (!date) return "invalid";
  if (!isSelectableDate(date, today)) return "past";
  return isOfficeDay(date) ? date : "weekend";
}
