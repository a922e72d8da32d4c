const KEEP_LIVE = "script, style, template, [aria-live], [data-radix-focus-guard], next-route-announcer";

export function inertOutside(content: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const element of Array.from(content.ownerDocument.body.children)) {
    if (element.contains(content) || element.hasAttribute("inert") || element.matches(KEEP_LIVE)) continue;
    element.setAttribute("inert", "");
    changed.push(element);
  }
  return () => changed.forEach((element) => element.removeAttribute("inert"));
}
