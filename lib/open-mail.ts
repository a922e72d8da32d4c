// A detached anchor click, unlike assigning location, keeps the page and its state.
export function openMailClient(href: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.rel = "noopener";
  link.click();
}

export function mailAsText({ to, subject, body }: { to: string; subject: string; body: string }): string {
  return `To: ${to}\nSubject: ${subject}\n\n${body}`;
}
