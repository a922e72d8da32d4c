/** Body children that must stay live while a modal is open: announcers and the dialog's focus guards. */
const KEEP_LIVE = "script, style, template, [aria-live], [data-radix-focus-guard], next-route-announcer";

/**
 * Makes everything on the page outside `content` inert, so neither a pointer,
 * a keyboard nor a screen reader's virtual cursor can leave a modal dialog.
 * Radix only sets aria-hidden, and skips any branch that holds a live region.
 * Returns the function that undoes it.
 */
export function inertOutside(content: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const element of Array.from(content.ownerDocument.body.children)) {
    if (element.contains(content) || element.hasAttribute("inert") || element.matches(KEEP_LIVE)) continue;
    element.setAttribute("inert", "");
    changed.push(element);
  }
  return () => changed.forEach((element) => element.removeAttribute("inert"));
}
