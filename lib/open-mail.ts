/**
 * Hands a mailto: link to the visitor's mail client. A detached anchor click
 * (rather than assigning location) keeps the page and its state where it is.
 */
export function openMailClient(href: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.rel = "noopener";
  link.click();
}

/** The composed message as plain text, for copying when no mail client opens. */
export function mailAsText({ to, subject, body }: { to: string; subject: string; body: string }): string {
  return `To: ${to}\nSubject: ${subject}\n\n${body}`;
}
