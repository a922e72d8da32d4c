/**
 * The chat panel, the bot dialogs and the notices as overlays: axe finds nothing
 * with each open, focus goes back to the opener, Escape closes, the bot dialogs
 * are modal to assistive technology, F8 reaches the notice region from the
 * start, and one-word questions are understood in English, Spanish and French.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";

import { chatEn } from "../../content/chat/en";
import { chatEs } from "../../content/chat/es";
import { chatFr } from "../../content/chat/fr";
import { en } from "../../content/i18n/en";
import type { ChatDictionary } from "../../content/types";
import { CHAT_REPLY_BASE_MS, CHAT_REPLY_JITTER_MS } from "../../lib/chat/engine";
import { SCROLLBAR_HIDE_DELAY_MS, SCROLLBAR_MIN_THUMB_PX } from "../../lib/scroll-area";
import { axeViolations } from "./axe";
import { expectNotice, gotoHydrated, noticeRegion, openAssistant } from "./widget-helpers";

/** Longest assistant delay (600 + 600 ms) with room for a busy machine. */
const CHAT_REPLY_TIMEOUT = 3_000;
/** A full axe run over a long page is slow on a shared machine. */
const AXE_TEST_TIMEOUT = 150_000;

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Whether the element is out of assistive technology's reach: inert (a modal dialog is open) or aria-hidden. */
function hiddenFromAssistiveTech(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const modal = document.querySelector("dialog:modal");
    return (modal !== null && !modal.contains(el)) || el.closest("[inert], [aria-hidden='true']") !== null;
  });
}

async function openChat(page: Page) {
  const opener = await openAssistant(page, "chat");
  const panel = page.getByRole("dialog", { name: en["chat.title"] });
  await expect(panel).toBeVisible();
  const log = panel.getByRole("log", { name: en["chat.messages"] });
  await expect(log.locator("li[data-sender='bot']")).toHaveCount(1);
  // The panel's code takes over its first screen once it arrives: slow on a busy machine.
  await expect(panel.getByRole("combobox", { name: en["chat.language"] })).toBeVisible({ timeout: 15_000 });
  return {
    opener,
    panel,
    log,
    input: panel.getByRole("textbox", { name: en["chat.placeholder"] }),
    bot: log.locator("li[data-sender='bot']"),
    close: panel.getByRole("button", { name: en["chat.close"] }),
  };
}

type Chat = Awaited<ReturnType<typeof openChat>>;

/**
 * Sends a message and returns the reply. With `skipDelay` (the page's clock installed) the
 * reply's 600–1,200 ms thinking time is skipped instead of waited for.
 */
async function ask(chat: Chat, text: string, replies: number, skipDelay?: Page): Promise<string> {
  await chat.input.fill(text);
  await chat.input.press("Enter");
  if (skipDelay) await skipDelay.clock.fastForward(CHAT_REPLY_BASE_MS + CHAT_REPLY_JITTER_MS);
  await expect(chat.bot).toHaveCount(replies, { timeout: CHAT_REPLY_TIMEOUT });
  return chat.bot.last().innerText();
}

test.describe("notices", () => {
  test("F8 focuses the notice region on a fresh page, before any notice has appeared", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(noticeRegion(page)).toHaveCount(0);
    await page.keyboard.press("F8");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[role='region']")?.getAttribute("aria-label") ?? null))
      .toBe("Notifications (F8)");
    // The region's name is on the region only: the notices themselves are not prefixed with it.
    await expect(page.locator("[aria-label*='(F8)']")).toHaveCount(1);
  });

  test("with a notice open axe finds nothing; F8 reaches it and its close button closes it", async ({ page }) => {
    test.setTimeout(AXE_TEST_TIMEOUT);
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await chat.panel.getByRole("button", { name: en["chat.voiceInput"] }).click();
    const notice = await expectNotice(page, en["chat.voiceTitle"], en["chat.voiceDescription"]);
    // Focus in the region also pauses the notice's timer, so it stays open through the slow axe run.
    await page.keyboard.press("F8");
    await expect(noticeRegion(page).locator(":focus")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expect(notice).toBeVisible();

    await notice.getByRole("button", { name: en["toast.close"] }).click();
    await expect(notice).toHaveCount(0);
    await expect(chat.panel.getByRole("button", { name: en["chat.voiceInput"] })).toBeFocused();
  });

  test("Escape closes a notice reached with F8, and focus goes back where it was", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    const voice = chat.panel.getByRole("button", { name: en["chat.voiceInput"] });
    await voice.click();
    const notice = await expectNotice(page, en["chat.voiceTitle"]);
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    await expect.poll(() => notice.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(notice).toHaveCount(0);
    await expect(voice).toBeFocused();
    // The chat panel underneath stays open: Escape went to the notice only.
    await expect(chat.panel).toBeVisible();
  });
});

test.describe("chat panel", () => {
  test("axe finds nothing fresh and after a few exchanges; the log scrolls by keyboard and shows the newest message", async ({
    page,
  }) => {
    test.setTimeout(AXE_TEST_TIMEOUT);
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await expectNoAxeViolations(page);

    for (const [i, text] of ["services", "products", "pricing", "contact"].entries()) {
      await ask(chat, text, i + 2);
    }
    const viewport = chat.log;
    await expect.poll(() => viewport.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    // The newest reply is scrolled into view.
    await expect(chat.bot.last()).toBeInViewport();
    await expectNoAxeViolations(page);

    // A keyboard reaches the conversation and scrolls back through it.
    await viewport.focus();
    await expect(viewport).toBeFocused();
    const bottom = await viewport.evaluate((el) => el.scrollTop);
    await page.keyboard.press("Home");
    await expect.poll(() => viewport.evaluate((el) => el.scrollTop)).toBeLessThan(bottom);
    await expect(chat.bot.first()).toBeInViewport();

    // The custom scrollbar shows while the list scrolls, with a thumb no shorter than the minimum,
    // and hides once scrolling has stopped for the hide delay (timed in the page's own clock).
    const scrollbar = chat.panel.locator("[data-slot='scroll-area-scrollbar']");
    await expect(scrollbar).toHaveAttribute("data-state", "hidden", { timeout: SCROLLBAR_HIDE_DELAY_MS + 3_000 });
    await viewport.evaluate((el) => {
      const log: { lastScroll: number; shown: number; hidden: number } = { lastScroll: 0, shown: 0, hidden: 0 };
      (window as unknown as { __scrollbar: typeof log }).__scrollbar = log;
      el.addEventListener("scroll", () => (log.lastScroll = performance.now()));
      const bar = el.parentElement!.querySelector("[data-slot='scroll-area-scrollbar']")!;
      new MutationObserver(() => {
        if (bar.getAttribute("data-state") === "visible") log.shown = performance.now();
        else if (log.shown > 0) log.hidden = performance.now();
      }).observe(bar, { attributes: true, attributeFilter: ["data-state"] });
    });
    await page.keyboard.press("End");
    await expect(scrollbar).toHaveAttribute("data-state", "visible");
    const thumb = scrollbar.locator("[data-slot='scroll-area-thumb']");
    await expect.poll(async () => (await thumb.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(SCROLLBAR_MIN_THUMB_PX);
    await expect(scrollbar).toHaveAttribute("data-state", "hidden", { timeout: SCROLLBAR_HIDE_DELAY_MS + 3_000 });
    const timing = await page.evaluate(
      () => (window as unknown as { __scrollbar: { lastScroll: number; hidden: number } }).__scrollbar,
    );
    expect(timing.hidden - timing.lastScroll).toBeGreaterThanOrEqual(SCROLLBAR_HIDE_DELAY_MS);
  });

  test("closing returns focus to the round button: header button, round button and Escape", async ({ page }) => {
    await gotoHydrated(page, "/");

    let chat = await openChat(page);
    await chat.close.click();
    await expect(chat.panel).toBeHidden();
    await expect(chat.opener).toBeFocused();

    // A press on the launcher's place (outside the open panel) closes it, as a second press on the launcher.
    chat = await openChat(page);
    const launcher = (await chat.opener.boundingBox())!;
    await page.mouse.click(launcher.x + launcher.width / 2, launcher.y + launcher.height / 2);
    await expect(chat.panel).toBeHidden();
    await expect(chat.opener).toBeFocused();

    chat = await openChat(page);
    await expect(chat.input).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(chat.panel).toBeHidden();
    await expect(chat.opener).toBeFocused();

    // Escape from the conversation itself closes it too.
    chat = await openChat(page);
    await chat.log.focus();
    await page.keyboard.press("Escape");
    await expect(chat.panel).toBeHidden();
    await expect(chat.opener).toBeFocused();
  });

  const oneWord: [string, ChatDictionary, [string, keyof ChatDictionary["responses"]][]][] = [
    [
      "en",
      chatEn,
      [
        ["hi", "greeting"],
        ["hello", "greeting"],
        ["services", "services"],
        ["products", "products"],
        ["contact", "contact"],
        ["about", "about"],
        ["price", "pricing"],
        ["pricing", "pricing"],
        ["demo", "demo"],
        ["help", "help"],
        ["this", "default"],
      ],
    ],
    [
      "es",
      chatEs,
      [
        ["hola", "greeting"],
        ["servicios", "services"],
        ["productos", "products"],
        ["contacto", "contact"],
        ["empresa", "about"],
        ["precio", "pricing"],
        ["demo", "demo"],
        ["ayuda", "help"],
      ],
    ],
    [
      "fr",
      chatFr,
      [
        ["bonjour", "greeting"],
        ["services", "services"],
        ["produits", "products"],
        ["contact", "contact"],
        ["entreprise", "about"],
        ["prix", "pricing"],
        ["démo", "demo"],
        ["aide", "help"],
      ],
    ],
  ];

  for (const [lang, dict, words] of oneWord) {
    test(`one-word messages are answered in ${lang}`, async ({ page }) => {
      await page.clock.install();
      await page.addInitScript((code) => localStorage.setItem("chatbotLang", code), lang);
      await gotoHydrated(page, "/");
      const chat = await openChat(page);
      await expect(chat.bot.first()).toHaveText(dict.responses.greeting);
      for (const [i, [word, response]] of words.entries()) {
        expect(`${word} → ${await ask(chat, word, i + 2, page)}`).toBe(`${word} → ${dict.responses[response]}`);
      }
    });
  }
});

test.describe("bot dialogs", () => {
  for (const [kind, title] of [
    ["video", en["bots.videoTitle"]],
    ["voice", en["bots.voiceTitle"]],
  ] as const) {
    test(`${kind} bot: modal to assistive technology, axe-clean, and Escape or close returns focus`, async ({ page }) => {
      await gotoHydrated(page, "/");
      test.setTimeout(AXE_TEST_TIMEOUT);
      const main = page.locator("main");
      expect(await hiddenFromAssistiveTech(main)).toBe(false);

      // By label, not role: while the dialog is open the opener is (rightly) out of the accessibility tree.
      const opener = await openAssistant(page, kind);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
      for (const outside of [main, page.locator("header").first(), page.locator("footer").last(), opener]) {
        expect(await hiddenFromAssistiveTech(outside)).toBe(true);
      }
      // Only the dialog is left in the accessibility tree's reach: the chat's launcher too is out of it.
      expect(await hiddenFromAssistiveTech(page.locator(`button[aria-label="${en["chat.open"]}"]`).first())).toBe(true);

      const input = dialog.getByRole("textbox");
      await input.fill("hello there");
      await input.press("Enter");
      await expect(dialog.getByRole("log").locator("li[data-sender='bot']")).toHaveCount(2, { timeout: CHAT_REPLY_TIMEOUT });
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await hiddenFromAssistiveTech(main)).toBe(false);

      await openAssistant(page, kind);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: en["bots.close"], exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await hiddenFromAssistiveTech(main)).toBe(false);
    });
  }
});
