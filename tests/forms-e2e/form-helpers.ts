// What the forms' browser tests share: the receiver's rows, the two forms and their fields, test data in every script.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

import { readMail, type KeptMail } from "../../hosting/forms/mail-file.mjs";
import { gotoHydrated } from "../e2e/widget-helpers";
import { ADMIN_TOKEN, MAIL_DIR, RECEIVER } from "./ports";

export interface Row {
  id: string;
  kind: "message" | "appointment";
  fields: Record<string, string>;
  receivedAt: string;
  spam?: boolean;
  flags?: string[];
  lang?: string | null;
  notification?: { status: string; attempts: number; error: string | null };
  mail?: { status: string; attempts: number; error: string | null };
}

export const MIXED = "Selamat pagi 你好 வணக்கம் \u200Fمرحبا 🚀👍🏽 & + % # \" '";
export const MESSAGE = `Latin: café déjà vu\nMalay: Saya ingin tahu harga bot suara (RM) + sokongan.\nChinese: 我们想了解您的语音机器人。\nTamil: உங்கள் சேவைகள் பற்றி அறிய விரும்புகிறோம்.\nArabic: \u200Fنود معرفة المزيد عن خدماتكم.\nEmoji: 🚀🤖🇲🇾\n\nSpecial: & + % # " ' <b>not bold</b>`;

export const tagged = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function rows(request: APIRequestContext, query = "?spam=1&detail=1"): Promise<Row[]> {
  const res = await request.get(`${RECEIVER}/submissions${query}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Row[];
}

/** The rows whose name carries this test's tag; logged, so a run shows what the receiver stored. */
export async function rowsTagged(request: APIRequestContext, tag: string, query?: string): Promise<Row[]> {
  const found = (await rows(request, query)).filter((row) => row.fields.name?.includes(tag));
  console.log(`rows for ${tag}: ${JSON.stringify(found)}`);
  return found;
}

export function nextOfficeDay(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

export const messageForm = (page: Page) => page.locator("form[aria-labelledby='message-form-heading']");
export const appointmentForm = (page: Page) => page.locator("form[aria-labelledby='appointment-form-heading']");

export async function fillMessage(page: Page, fields: { name: string; email: string; subject: string; message: string }) {
  const f = messageForm(page);
  await f.getByLabel("Full Name").fill(fields.name);
  await f.getByLabel("Email Address").fill(fields.email);
  await f.getByLabel("Subject").fill(fields.subject);
  await f.getByRole("textbox", { name: "Message" }).fill(fields.message);
  return f.getByRole("button", { name: "Send Message" });
}

export async function fillAppointment(page: Page, fields: { name: string; email: string; date: string; time: string }) {
  const f = appointmentForm(page);
  await f.getByLabel("Type a date (YYYY-MM-DD)").fill(fields.date);
  await f.locator("label", { hasText: fields.time }).click();
  await f.getByLabel("Full Name").fill(fields.name);
  await f.getByLabel("Email Address").fill(fields.email);
  return f.getByRole("button", { name: "Request Appointment" });
}

export async function openContact(page: Page) {
  await gotoHydrated(page, "/contact-us/", messageForm(page).getByRole("button", { name: "Send Message" }));
}

export const message = (tag: string) => ({
  name: `Siti ${MIXED} ${tag}`,
  email: "siti@example.my",
  subject: `Harga ${MIXED}`,
  message: MESSAGE,
});

/** The e-mails the receiver sent the team for this submission (its .eml files are named by the submission id). */
export function mailsFor(id: string): KeptMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(MAIL_DIR).filter((name) => name.endsWith(`-${id}.eml`));
  } catch {
    // No e-mail kept yet: the folder is made by the first one.
  }
  return names.map((name) => readMail(readFileSync(join(MAIL_DIR, name), "utf8")));
}

/** Waits for the one e-mail of this submission and checks what every lead e-mail must hold. */
export async function expectLeadMail(id: string, visitor: string, subject: string): Promise<KeptMail> {
  await expect.poll(() => mailsFor(id).length, { message: `one e-mail for ${id}` }).toBe(1);
  const [mail] = mailsFor(id);
  expect(mail!.get("To")).toBe("<info@nusantara-ai.com.my>");
  expect(mail!.get("Reply-To")).toContain(`<${visitor}>`);
  expect(mail!.get("Subject")).toBe(subject);
  expect(mail!.all("Cc")).toEqual([]);
  expect(mail!.all("Bcc")).toEqual([]);
  return mail!;
}
