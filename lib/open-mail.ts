import { interpolate } from "@/lib/i18n/translate";
import type { MailText } from "@/lib/mailto";

// Apart from lib/mailto.ts, which the forms load: the partner button and the notices' "Copy message"
// need only these, in every page's first load.

/** A header line of an e-mail in the page's language ("Name: …", "Nom : …", "姓名：…"). */
export const mailField = (text: Pick<MailText, "field">, label: string, value = ""): string =>
  interpolate(text.field, { label, value });

// A detached anchor click, unlike assigning location, keeps the page and its state.
export function openMailClient(href: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.rel = "noopener";
  link.click();
}

/** The prepared e-mail as the text the notice's "Copy message" puts on the clipboard, its headers in the page's language. */
export function mailAsText(
  { to, subject, body }: { to: string; subject: string; body: string },
  text: Pick<MailText, "field" | "to" | "subject">,
): string {
  return `${mailField(text, text.to, to)}\n${mailField(text, text.subject, subject)}\n\n${body}`;
}
