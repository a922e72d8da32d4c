import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Helpers for widgets.e2e.ts: mailto capture, notice locators, hydration waits
 * and a record of the JavaScript chunks a page fetched.
 */

declare global {
  interface Window {
    __mailto?: string[];
  }
}

/**
 * Record mailto: links instead of handing them to a mail client. The site opens
 * mail by clicking a detached <a href="mailto:...">, so wrapping
 * HTMLAnchorElement.prototype.click catches every composed message.
 */
export async function captureMailto(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__mailto = [];
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      const href = this.getAttribute("href") ?? this.href;
      if (typeof href === "string" && href.startsWith("mailto:")) {
        window.__mailto!.push(href);
        return;
      }
      original.call(this);
    };
  });
}

/** The mailto: hrefs captured so far. */
export function mailtos(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__mailto ?? []);
}

/** Wait for exactly `count` captured mailto: links and return them. */
export async function expectMailtos(page: Page, count: number): Promise<string[]> {
  await expect.poll(async () => (await mailtos(page)).length, { message: `${count} mailto link(s)` }).toBe(count);
  return mailtos(page);
}

export interface DecodedMailto {
  to: string;
  subject: string;
  body: string;
  /** The undecoded query (after '?'). */
  rawQuery: string;
}

/** Split a mailto: href into address and decoded subject/body (decodeURIComponent, so '+' stays '+'). */
export function decodeMailtoHref(href: string): DecodedMailto {
  expect(href.startsWith("mailto:")).toBe(true);
  const rest = href.slice("mailto:".length);
  const q = rest.indexOf("?");
  const to = decodeURIComponent(q === -1 ? rest : rest.slice(0, q));
  const rawQuery = q === -1 ? "" : rest.slice(q + 1);
  const out: DecodedMailto = { to, subject: "", body: "", rawQuery };
  for (const pair of rawQuery.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const name = (eq === -1 ? pair : pair.slice(0, eq)).toLowerCase();
    const value = decodeURIComponent(eq === -1 ? "" : pair.slice(eq + 1));
    if (name === "subject") out.subject = value;
    if (name === "body") out.body = value;
  }
  return out;
}

/** The Radix notice viewport (only present once a first notice was raised). */
export function noticeRegion(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

/** Notices currently open in the viewport. */
export function openNotices(page: Page): Locator {
  return noticeRegion(page).locator("li[data-state='open']");
}

/** Exactly one notice is open and it shows this title (and description, when given). */
export async function expectNotice(
  page: Page,
  title: string,
  description?: string | RegExp,
  options: { destructive?: boolean } = {},
): Promise<Locator> {
  const notices = openNotices(page);
  const notice = notices.filter({ hasText: title });
  await expect(notice).toHaveCount(1);
  await expect(notices).toHaveCount(1);
  if (description !== undefined) await expect(notice).toContainText(description);
  if (options.destructive !== undefined) {
    if (options.destructive) await expect(notice).toHaveAttribute("data-variant", "destructive");
    else await expect(notice).not.toHaveAttribute("data-variant", "destructive");
  }
  return notice;
}

/**
 * Wait until React has hydrated this element (it carries React's props key),
 * so a click is handled by the app rather than by the static HTML.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeVisible();
  await expect
    .poll(() => locator.first().evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))), {
      message: "element hydrated",
      timeout: 15_000,
    })
    .toBe(true);
}

/** Wait until the page's shared client code (the header's, the widgets') has hydrated: the search button carries React's props. */
export async function waitForPageHydration(page: Page): Promise<void> {
  await waitForHydration(page.getByRole("banner").locator("button[commandfor='search-dialog']"));
}

/**
 * Wait until the floating widgets' live side has run. The launchers are static HTML (launchers.tsx), so
 * what is waited for is the language list hydrated and each assistant's overlay marking its first
 * screen's form ready (use-live-overlay.ts): from then on a press is answered by the code, not held.
 */
export async function waitForLaunchers(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const list = document.getElementById("language-menu");
          const hydrated = !!list && Object.keys(list).some((key) => key.startsWith("__reactProps$"));
          return (
            hydrated &&
            ["chat-panel", "video-bot", "voice-bot"].every((id) => document.querySelector(`#${id} form[data-hold-ready]`))
          );
        }),
      { message: "launchers live", timeout: 15_000 },
    )
    .toBe(true);
}

/** Go to a path and wait for the floating widgets to be live. */
export async function gotoHydrated(page: Page, path: string, ready?: Locator): Promise<void> {
  await page.goto(path);
  await waitForLaunchers(page);
  if (ready) await waitForHydration(ready);
}

const ASSISTANT_OPENERS = { chat: "Open chat assistant", video: "Open Video Bot", voice: "Open Voice Bot" } as const;

/** The launcher that holds the three assistants on a phone (hidden on wider screens). */
export function phoneLauncher(page: Page): Locator {
  return page.getByRole("button", { name: "Assistants", exact: true });
}

/**
 * Opens an assistant as a visitor would: its own launcher, or on a phone its item in the one launcher's
 * menu. Returns the button that keeps focus once it closes (the launcher the visitor pressed first).
 */
export async function openAssistant(page: Page, which: keyof typeof ASSISTANT_OPENERS): Promise<Locator> {
  const menu = phoneLauncher(page);
  const onPhone = await menu.isVisible();
  if (onPhone) await menu.click();
  const opener = page.getByRole("button", { name: ASSISTANT_OPENERS[which], exact: true }).filter({ visible: true });
  await opener.click();
  return onPhone ? menu : page.locator(`button[aria-label="${ASSISTANT_OPENERS[which]}"]`).filter({ visible: true });
}

/** Records the URL of every JavaScript file the page requests. */
export function trackScripts(page: Page): { urls: () => string[] } {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(url).pathname)) {
      if (!urls.includes(url)) urls.push(url);
    }
  });
  return { urls: () => [...urls] };
}

/** The scripts the page has run: the `<script src>` elements in the live DOM (prefetched code is not among them). */
export function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src));
}

/** Scripts that started loading after `since` (performance.now()) and came over the network, not from the cache. */
export function scriptsFromNetworkSince(page: Page, since: number): Promise<string[]> {
  return page.evaluate(
    (since) =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => entry.startTime >= since && /\.js$/.test(new URL(entry.name).pathname) && entry.transferSize > 0)
        .map((entry) => entry.name),
    since,
  );
}

const bodyCache = new Map<string, string>();

/** Which of these script URLs contain `marker` in their source (fetched from the test server). */
export async function scriptsContaining(page: Page, urls: readonly string[], marker: string): Promise<string[]> {
  const hits: string[] = [];
  for (const url of urls) {
    let body = bodyCache.get(url);
    if (body === undefined) {
      const response = await page.request.get(url);
      body = response.ok() ? await response.text() : "";
      bodyCache.set(url, body);
    }
    if (body.includes(marker)) hits.push(url);
  }
  return hits;
}

/** Whether a worker's URL path is the loader's prefetch worker (scripts/export/loader/prefetch-worker.ts). */
export const isPrefetchWorker = (path: string) => path.startsWith("/_next/static/chunks/prefetch-worker-");

/** Source markers of the lazily loaded widget chunks (strings only that code contains). */
export const CHUNK_MARKERS = {
  chatPanel: "chat.gptOnTitle",
  botDialog: "bots.videoEnabledTitle",
  calendar: "--rdp-accent-color",
  recharts: "recharts-wrapper",
  toaster: "radix-toast-swipe",
} as const;

/** Keys of localStorage as a plain object. */
export function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i)!;
      all[key] = localStorage.getItem(key)!;
    }
    return all;
  });
}

/** Parsed JSON list stored under `key` (null when absent). */
export function readStoredList<T = Record<string, unknown>>(page: Page, key: string): Promise<T[] | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as never);
  }, key);
}

/** One entry of the speaking log: the indicator appeared/disappeared, a form was submitted, or a bot button clicked. */
export interface SpeakingEvent {
  what: "on" | "off" | "submit" | "click";
  t: number;
}

/**
 * Log, in the page's own clock (performance.now), each time the bots' speaking
 * indicator appears or disappears, each form submit and each click on a bot
 * button, so short animations are timed without racing the test runner.
 */
export async function recordSpeaking(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: { what: string; t: number }[] = [];
    (window as unknown as { __speaking: typeof log }).__speaking = log;
    let last = false;
    new MutationObserver(() => {
      const on = document.querySelector("[data-testid='speaking-indicator']") !== null;
      if (on !== last) {
        last = on;
        log.push({ what: on ? "on" : "off", t: performance.now() });
      }
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener("submit", () => log.push({ what: "submit", t: performance.now() }), true);
    document.addEventListener(
      "click",
      (event) => {
        // A bot's launcher, or its item in the phone's launcher menu.
        if ((event.target as Element | null)?.closest?.("button[commandfor$='-bot'][command='show-modal']")) {
          log.push({ what: "click", t: performance.now() });
        }
      },
      true,
    );
  });
}

export function speakingLog(page: Page): Promise<SpeakingEvent[]> {
  return page.evaluate(() => (window as unknown as { __speaking?: SpeakingEvent[] }).__speaking ?? []);
}

export const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
