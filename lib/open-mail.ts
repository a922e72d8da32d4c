import { mailField, type MailText } from "@/lib/mailto";

// A detached anchor click, unlike assigning location, keeps the page and its state.
export function openMailClient(href: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.rel = "noopener";
  link.click();
}

/** The prepared e-mail as the text the notice's "Copy message" puts on the clipboard, its headers in the page's language. */
export function mailAsText({ to, subject, body }: { to: string; subject: string; body: string }, text: MailText): string {
  return `${mailField(text, text.to, to)}\n${mailField(text, text.subject, subject)}\n\n${body}`;
}
