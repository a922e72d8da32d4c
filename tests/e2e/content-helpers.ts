import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a page of the served export, checks it answered with the expected
 * status and holds exactly one visible h1, and returns its <main>.
 */
export async function open(page: Page, path: string, status = 200): Promise<Locator> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(status);
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1, `${path} has exactly one h1`).toHaveCount(1);
  await expect(h1).toBeVisible();
  return page.getByRole("main");
}

/** The page's one h1. */
export const h1 = (page: Page | Locator) => page.getByRole("heading", { level: 1 });

/** A landmark region named by its heading (a <section aria-labelledby=...>). */
export const region = (scope: Page | Locator, name: string | RegExp) =>
  scope.getByRole("region", { name, exact: typeof name === "string" ? true : undefined });

/** Asserts a link is visible and points at `href` (the raw attribute, as the export wrote it). */
export async function expectLink(link: Locator, href: string | RegExp) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", href);
}

/** Asserts an <img> is visible and its file actually loaded. */
export async function expectImageLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0), {
      message: "image loaded",
    })
    .toBe(true);
}

/** The text of every <p> of an editor-written HTML body, tags stripped and whitespace collapsed. */
export function htmlParagraphs(html: string): string[] {
  return [...html.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) =>
    decodeEntities(m[1]!.replace(/<[^>]+>/g, ""))
      .replace(/\s+/g, " ")
      .trim(),
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");
}

/** Text as React writes it into server HTML (attribute-safe escaping of text nodes). */
export function htmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
}

/** Escapes a string for use inside a RegExp. */
export const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Collapses whitespace the way toHaveText does. */
export const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The rendered text of a scope (innerText: only what is laid out and not
 * display:none / visibility:hidden), whitespace collapsed. One round trip, so
 * long prose can be checked paragraph by paragraph cheaply.
 */
export async function renderedText(scope: Locator): Promise<string> {
  return squash(await scope.innerText());
}

/** Asserts every string is rendered (visible text) inside the scope. */
export async function expectRendered(scope: Locator, texts: string[], what = "text") {
  const rendered = await renderedText(scope);
  for (const t of texts) expect(rendered, `${what}: ${t.slice(0, 60)}`).toContain(squash(t));
}

/** The href attributes of every element a locator matches, in document order (one round trip). */
export const hrefs = (links: Locator) => links.evaluateAll((els) => els.map((el) => el.getAttribute("href")));
