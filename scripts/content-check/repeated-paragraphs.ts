// A page that says the same paragraph twice reads as a glitch: a generated "Full Story" that prints the challenge
// and the solution again, a hero lead that is the footer's blurb. These read a page's text as a reader meets it,
// paragraph by paragraph, and name every paragraph of REPEATED_PARAGRAPH_MIN characters or more that appears
// again on the page, alone or inside another paragraph. Used by tests/unit/repeated-paragraphs.test.ts (the
// pages' components rendered) and tests/export/repeated-paragraphs.test.ts (the exported HTML).

/** Shorter text (a label, a heading, a button) may repeat: a card's title and its link say the same thing. */
export const REPEATED_PARAGRAPH_MIN = 80;

export interface RepeatedParagraph {
  /** The paragraph said twice. */
  paragraph: string;
  /** The other paragraph it appears in: itself again, or a longer one that holds it. */
  within: string;
}

// Collapse the spaces HTML collapses, not the non-breaking ones French typography relies on.
const clean = (text: string): string => text.replace(/[ \t\n\r\f]+/g, " ").trim();

/** Each paragraph of `min` characters or more that another paragraph of the list equals or contains. */
export function repeatedParagraphs(paragraphs: readonly string[], min = REPEATED_PARAGRAPH_MIN): RepeatedParagraph[] {
  const texts = paragraphs.map(clean);
  const found: RepeatedParagraph[] = [];
  texts.forEach((paragraph, i) => {
    if ([...paragraph].length < min) return;
    const j = texts.findIndex((other, k) => k !== i && other.includes(paragraph));
    if (j < 0) return;
    // The same paragraph twice is one finding, not two.
    if (texts[j] === paragraph && j < i) return;
    found.push({ paragraph, within: texts[j]! });
  });
  return found;
}

/** Elements whose text is a paragraph of its own; text in any other element belongs to the nearest of these. */
const BLOCKS = new Set(
  "address article aside blockquote body button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header label legend li main ol option p pre section summary table td th tr ul".split(
    " ",
  ),
);
/**
 * Text no reader meets as a paragraph: code, styles, icons; navigation (a breadcrumb's last item is the page's
 * heading by design); what is hidden; and what only a screen reader hears (`sr-only`: a link's own name,
 * "Read the full story: <title>", which tells links apart).
 */
const SKIPPED = new Set(["script", "style", "template", "noscript", "svg", "nav", "head", "title"]);

const skipped = (element: Element): boolean =>
  SKIPPED.has(element.localName) ||
  element.hasAttribute("hidden") ||
  element.getAttribute("aria-hidden") === "true" ||
  element.classList.contains("sr-only");

/** The paragraphs of `root` as a reader meets them: the text of each block, without the blocks inside it. */
export function paragraphsOf(root: Element): string[] {
  const paragraphs: string[] = [];
  const walk = (element: Element, buffer: string[]) => {
    const own = BLOCKS.has(element.localName) ? [] : buffer;
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === 3) own.push(node.textContent ?? "");
      else if (node.nodeType === 1 && !skipped(node as Element)) walk(node as Element, own);
    }
    if (own !== buffer) {
      const text = clean(own.join(""));
      if (text) paragraphs.push(text);
    }
  };
  if (!skipped(root)) walk(root, []);
  return paragraphs;
}

/** One line per repeated paragraph of a page: `<page>: "<paragraph…>" appears again in "<other…>"`. */
export const repeatLines = (page: string, repeats: readonly RepeatedParagraph[]): string[] =>
  repeats.map(
    ({ paragraph, within }) =>
      `${page}: ${JSON.stringify(paragraph.slice(0, 70))}… appears again` +
      (within === paragraph ? "" : ` inside ${JSON.stringify(within.slice(0, 70))}…`),
  );
