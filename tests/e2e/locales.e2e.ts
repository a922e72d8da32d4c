/**
 * The translated site (/es/, /fr/, /zh/ beside English at the root), driven as a visitor would:
 * the language picker moves between the same page in each language and remembers the choice, an
 * English page offers its translation to a visitor who reads one, and the chat, search, form notices
 * and accessibility hold in each language. Strings come from the content files, so a test fails on
 * English left in a translated page rather than on a reworded translation. Runs on the "desktop" and
 * "mobile" projects; the keyboard and axe tests on desktop only (the axe tests set both widths).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";

import { botReply, greetingsFor } from "@/lib/bots";
import { contentOf } from "@/lib/content";
import { UI_STRINGS } from "@/lib/i18n";
import { DEFAULT_LOCALE, LOCALE_INFO, localePath, LOCALES, PREFIXED_LOCALES, type Locale } from "@/lib/i18n/locales";
import { interpolate, type TranslationParams } from "@/lib/i18n/translate";
import { languageNameIn, PLANNED_LANGUAGES } from "@/lib/languages";
import { NOTICE_HOTKEY } from "@/lib/notices";
import { hasPage } from "@/lib/pages/availability";
import { searchDocuments } from "@/lib/search/documents";
import { chatAnswers } from "@/content/chat/answers";
import { chatEn } from "@/content/chat/en";
import { chatEs } from "@/content/chat/es";
import { chatFr } from "@/content/chat/fr";
import { chatZh } from "@/content/chat/zh";
import type { TranslationKey } from "@/content/i18n/en";
import { glossary as zhGlossary } from "@/content/translations/zh/glossary";
import type { ChatDictionary } from "@/content/types";

import { axeViolations } from "./axe";
import { readStorage, waitForHydration, waitForLaunchers, waitForPageHydration } from "./widget-helpers";

/* ------------------------------------------------------------------ */
/* Helpers                                                             */
/* ------------------------------------------------------------------ */

const CHAT: Record<Locale, ChatDictionary> = { en: chatEn, es: chatEs, fr: chatFr, zh: chatZh };

/** A UI string of `locale`, placeholders filled. */
const t = (locale: Locale, key: TranslationKey, params?: TranslationParams) => interpolate(UI_STRINGS[locale][key], params);

const PRODUCT = "/product/voice-bot/";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
/** Assistant reply: 600 ms + up to 600 ms. */
const CHAT_REPLY_TIMEOUT = 2_000;

const languageButton = (page: Page, locale: Locale) => page.getByRole("button", { name: t(locale, "language.button") });
const languageList = (page: Page, locale: Locale) => page.getByRole("group", { name: t(locale, "language.listLabel") });
/** Press the launcher of an assistant, in `locale`: on a phone through the one launcher's menu. */
async function launch(page: Page, locale: Locale, key: "chat.open" | "bots.videoOpen" | "bots.voiceOpen"): Promise<void> {
  const phone = page.getByRole("button", { name: t(locale, "widgets.assistants"), exact: true });
  if (await phone.isVisible()) await phone.click();
  await page
    .getByRole("button", { name: t(locale, key), exact: true })
    .filter({ visible: true })
    .click();
}
const websiteLang = (page: Page) => page.evaluate(() => localStorage.getItem("websiteLang"));

/** Go to `path` (written in `locale`) and wait until its floating widgets answer clicks. */
async function gotoLocalized(page: Page, locale: Locale, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
  await expect(languageButton(page, locale).first()).toBeVisible();
  await waitForLaunchers(page);
}

/** The page is `path` in `locale`: its address, `<html lang>` and the picker's label. */
async function expectPage(page: Page, locale: Locale, path: string): Promise<void> {
  await expect(page).toHaveURL(localePath(locale, path));
  await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
  await expect(languageButton(page, locale).first()).toBeVisible();
  await waitForLaunchers(page);
}

/** Open the picker (pointer) on a page in `locale`; the list, with the current language pressed. */
async function openPicker(page: Page, locale: Locale): Promise<Locator> {
  await languageButton(page, locale).click();
  const list = languageList(page, locale);
  await expect(list).toBeVisible();
  return list;
}

/** Press `key` until `target` has focus (the widgets sit at the end of the tab order). */
async function pressUntilFocused(page: Page, key: string, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** The one open notice, in the page's language, with this title (and description). */
async function expectLocalizedNotice(page: Page, locale: Locale, title: string, description?: string | RegExp) {
  const region = page.getByRole("region", { name: t(locale, "toast.region", { hotkey: NOTICE_HOTKEY.join("+") }) });
  const open = region.locator("li[data-state='open']");
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(title);
  if (description !== undefined) await expect(open).toContainText(description);
  return open;
}

/** The translation hint, offered in `locale`. */
const hint = (page: Page, locale: Locale) => page.getByRole("complementary", { name: t(locale, "language.hintText") });

/** Wait until an English page has hydrated, so a hint that the browser offers has had its chance. */
async function gotoEnglish(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(languageButton(page, "en").first()).toBeVisible();
  await waitForLaunchers(page);
}

/* ------------------------------------------------------------------ */
/* 1. Language picker                                                  */
/* ------------------------------------------------------------------ */

test.describe("language picker across translations", () => {
  // Every locale with this page, then back to English.
  const tour: Locale[] = [...PREFIXED_LOCALES.filter((locale) => hasPage(locale, PRODUCT)), DEFAULT_LOCALE];

  test(`${tour.map((l) => LOCALE_INFO[l].name).join(", ")} load the same page in that language and save the choice`, async ({
    page,
  }) => {
    await gotoLocalized(page, DEFAULT_LOCALE, PRODUCT);
    let current: Locale = DEFAULT_LOCALE;
    for (const next of tour) {
      const list = await openPicker(page, current);
      await expect(list.getByRole("link", { name: LOCALE_INFO[current].name })).toHaveAttribute("aria-current", "true");
      await list.getByRole("link", { name: LOCALE_INFO[next].name }).click();
      await expectPage(page, next, PRODUCT);
      expect(await websiteLang(page), `websiteLang after choosing ${next}`).toBe(next);
      current = next;
    }
    // Back in English with English saved: no hint offers a translation.
    for (const locale of PREFIXED_LOCALES) await expect(hint(page, locale)).toHaveCount(0);
  });

  test("keyboard only: Enter opens the list, Tab moves, Enter chooses; Escape closes it and returns focus", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "one keyboard pass is enough: the desktop project runs it");
    await gotoLocalized(page, "en", PRODUCT);
    // From the top of the page, backwards: the chat button is last, the language button before it.
    await pressUntilFocused(page, "Shift+Tab", languageButton(page, "en"));
    await page.keyboard.press("Enter");
    const list = languageList(page, "en");
    await expect(list).toBeVisible();
    await expect(list.getByRole("link", { name: "English" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Español" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectPage(page, "es", PRODUCT);
    expect(await websiteLang(page)).toBe("es");

    // Escape closes the list and hands focus back to its button.
    const button = languageButton(page, "es");
    await pressUntilFocused(page, "Shift+Tab", button);
    await page.keyboard.press("Enter");
    const esList = languageList(page, "es");
    await expect(esList.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(esList).toBeHidden();
    await expect(button).toBeFocused();

    // (Where focus lands on opening is the next test's concern: Tab on to Français from there.)
    await page.keyboard.press("Enter");
    await pressUntilFocused(page, "Tab", esList.getByRole("link", { name: "Français" }), 6);
    await page.keyboard.press("Enter");
    await expectPage(page, "fr", PRODUCT);
    expect(await websiteLang(page)).toBe("fr");
  });

  test("on a translated page the list opens with focus on that page's language", async ({ page, isMobile }) => {
    test.skip(isMobile, "one keyboard pass is enough: the desktop project runs it");
    await gotoLocalized(page, "es", localePath("es", PRODUCT));
    await pressUntilFocused(page, "Shift+Tab", languageButton(page, "es"));
    await page.keyboard.press("Enter");
    const list = languageList(page, "es");
    await expect(list.getByRole("link", { name: "Español" })).toHaveAttribute("aria-current", "true");
    await expect(list.getByRole("link", { name: "Español" })).toBeFocused();
  });

  const planned = PLANNED_LANGUAGES[0]!;
  test(`${planned.name} is still planned: a notice in the page's language, and the page stays`, async ({ page }) => {
    for (const locale of LOCALES.filter((l) => hasPage(l, PRODUCT))) {
      const path = localePath(locale, PRODUCT);
      await gotoLocalized(page, locale, path);
      const list = await openPicker(page, locale);
      await list.getByRole("button", { name: planned.name }).click();
      await expect(list).toBeHidden();
      await expect(page).toHaveURL(path);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
      expect(await websiteLang(page)).toBe(planned.code);
      // The notice names the language as the page's language does, and never claims a translated page is in English.
      const name = languageNameIn(planned.code, locale);
      const notice = await expectLocalizedNotice(page, locale, t(locale, "langToastTitle"), name);
      await expect(notice).toContainText(t(locale, "langToastDescription", { languageName: name }));
      if (locale !== DEFAULT_LOCALE) await expect(notice).not.toContainText(languageNameIn(DEFAULT_LOCALE, locale));
    }
  });
});

/* ------------------------------------------------------------------ */
/* 2. Translation hint on English pages                                */
/* ------------------------------------------------------------------ */

test.describe("translation hint", () => {
  const PAGE = "/about-us/";

  test("a visitor who chose French is offered the French page; dismissed, it stays away after a reload", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("websiteLang", "fr"));
    await gotoEnglish(page, PAGE);
    const offer = hint(page, "fr");
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("lang", LOCALE_INFO.fr.tag);
    await expect(offer.getByRole("link", { name: t("fr", "language.hintLink") })).toHaveAttribute("href", `/fr${PAGE}`);

    await offer.getByRole("button", { name: t("fr", "language.hintDismiss") }).click();
    await expect(offer).toHaveCount(0);
    expect((await readStorage(page)).translationHint).toBe("dismissed");

    await page.reload();
    await expect(languageButton(page, "en").first()).toBeVisible();
    await waitForLaunchers(page);
    await expect(hint(page, "fr")).toHaveCount(0);
  });

  test("the hint leaves the launchers uncovered", async ({ page, isMobile }) => {
    await page.addInitScript(() => localStorage.setItem("websiteLang", "fr"));
    await gotoEnglish(page, PAGE);
    await expect(hint(page, "fr")).toBeVisible();
    const keys = isMobile ? (["widgets.assistants"] as const) : (["bots.videoOpen", "bots.voiceOpen"] as const);
    for (const key of keys) {
      const launcher = page.getByRole("button", { name: t("en", key) });
      const onTop = await launcher.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return el.contains(top) ? "the button" : (top?.closest("[aria-label]")?.getAttribute("aria-label") ?? top?.tagName);
      });
      expect(onTop, `what lies over the centre of “${t("en", key)}”`).toBe("the button");
    }
  });

  test("the hint's link opens the translation", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("websiteLang", "es"));
    await gotoEnglish(page, PRODUCT);
    await hint(page, "es")
      .getByRole("link", { name: t("es", "language.hintLink") })
      .click();
    await expectPage(page, "es", PRODUCT);
  });

  test.describe("an English browser", () => {
    test.use({ locale: "en-US" });

    test("with no saved preference sees no hint", async ({ page }) => {
      await gotoEnglish(page, PAGE);
      for (const locale of PREFIXED_LOCALES) await expect(hint(page, locale)).toHaveCount(0);
    });
  });

  test.describe("a Chinese browser", () => {
    test.use({ locale: "zh-CN" });

    test("is offered the Chinese page, unless English was chosen", async ({ page }) => {
      await gotoEnglish(page, PAGE);
      const offer = hint(page, "zh");
      await expect(offer.getByRole("link", { name: t("zh", "language.hintLink") })).toHaveAttribute("href", `/zh${PAGE}`);

      await page.evaluate(() => localStorage.setItem("websiteLang", "en"));
      await page.reload();
      await expect(languageButton(page, "en").first()).toBeVisible();
      await waitForLaunchers(page);
      await expect(hint(page, "zh")).toHaveCount(0);
    });
  });
});

/* ------------------------------------------------------------------ */
/* 3. Chat assistant                                                   */
/* ------------------------------------------------------------------ */

test.describe("chat assistant on translated pages", () => {
  async function openChat(page: Page, locale: Locale) {
    await page.goto(localePath(locale, "/"));
    await expect(languageButton(page, locale).first()).toBeVisible();
    await waitForLaunchers(page);
    await launch(page, locale, "chat.open");
    const panel = page.getByRole("dialog", { name: t(locale, "chat.title") });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel(t(locale, "chat.language"))).toBeVisible({ timeout: 15_000 });
    const log = panel.getByRole("log", { name: t(locale, "chat.messages") });
    return {
      panel,
      input: panel.getByRole("textbox", { name: t(locale, "chat.placeholder") }),
      bot: log.locator("li[data-sender='bot']"),
    };
  }

  for (const locale of PREFIXED_LOCALES) {
    test(`greets in the page's language on /${locale}/`, async ({ page }) => {
      const chat = await openChat(page, locale);
      await expect(chat.bot).toHaveText([CHAT[locale].responses.greeting]);
      await expect(chat.panel.getByLabel(t(locale, "chat.language"))).toHaveValue(locale);
    });
  }

  test("on /fr/ a question about the voice bot gets the French summary written for the chat, whole, under a French heading", async ({
    page,
  }) => {
    const chat = await openChat(page, "fr");
    await expect(chat.bot).toHaveCount(1);
    await chat.input.fill("Parlez-moi du bot vocal");
    await chat.input.press("Enter");
    await expect(chat.bot).toHaveCount(2, { timeout: CHAT_REPLY_TIMEOUT });
    const answer = (await chat.bot.nth(1).innerText()).split("\n").filter(Boolean);
    expect(answer[0]).toBe(contentOf("fr").c.products["voice-bot"]!.name);
    expect(answer).toContain(t("fr", "chat.useCases"));
    expect(answer).not.toContain(t("en", "chat.useCases"));
    // The summary and the use-case lines are the ones written for the chat (content/chat/answers/fr.ts), whole.
    const written = chatAnswers.fr!["voice-bot"]!;
    expect(answer[1]).toBe(written.summary);
    expect(answer.join("\n")).not.toContain("…");
    for (const line of written.useCases) expect(answer.some((shown) => shown.endsWith(line))).toBe(true);
  });

  test("on /zh/ a Chinese pricing question gets the Chinese pricing answer", async ({ page }) => {
    const chat = await openChat(page, "zh");
    await expect(chat.bot).toHaveCount(1);
    expect(chatZh.keywords.pricing).toContain("价格");
    await chat.input.fill(`请问${zhGlossary.find((g) => g.en === "Voice Bot")!.translation}的价格是多少？`);
    await chat.input.press("Enter");
    await expect(chat.bot).toHaveText([chatZh.responses.greeting, chatZh.responses.pricing], { timeout: CHAT_REPLY_TIMEOUT });
  });
});

test.describe("video and voice bots on translated pages", () => {
  for (const locale of PREFIXED_LOCALES)
    for (const kind of ["video", "voice"] as const)
      test(`the ${kind} bot greets and answers in the page's language on /${locale}/`, async ({ page }) => {
        await page.goto(localePath(locale, "/"));
        await expect(languageButton(page, locale).first()).toBeVisible();
        await waitForLaunchers(page);
        await launch(page, locale, kind === "video" ? "bots.videoOpen" : "bots.voiceOpen");
        const dialog = page.getByRole("dialog", { name: t(locale, kind === "video" ? "bots.videoTitle" : "bots.voiceTitle") });
        const bot = dialog.getByRole("log").locator("li[data-sender='bot']");
        await expect(bot).toHaveCount(1);
        expect(greetingsFor(kind, (key) => t(locale, key))).toContain((await bot.first().innerText()).trim());
        const input = dialog.getByRole("textbox", { name: t(locale, "bots.placeholder") });
        await input.fill("42");
        await input.press("Enter");
        await expect(bot).toHaveCount(2, { timeout: 3_000 });
        expect((await bot.nth(1).innerText()).trim()).toBe(botReply(kind, "42", (key, params) => t(locale, key, params)));
      });
});

/* ------------------------------------------------------------------ */
/* 4. Search                                                           */
/* ------------------------------------------------------------------ */

test.describe("search in each language's own index", () => {
  async function openSearch(page: Page, locale: Locale) {
    const labels = contentOf(locale).c.search.labels;
    const button = page.getByRole("banner").getByRole("button", { name: labels.open });
    // The page fetches its own language's index (prefetched once idle, or on opening), and no other.
    const indexes: string[] = [];
    page.on("request", (r) => /search-index\.json$/.test(r.url()) && indexes.push(new URL(r.url()).pathname));
    await page.goto(localePath(locale, "/"));
    await expect(button).toBeVisible({ timeout: 20_000 });
    await waitForHydration(button);
    await button.click();
    const dialog = page.getByRole("dialog", { name: labels.title });
    const box = dialog.getByRole("searchbox", { name: labels.field });
    await expect(box).toBeFocused();
    await expect.poll(() => [...new Set(indexes)]).toEqual([localePath(locale, "/search-index.json")]);
    return { dialog, box, results: dialog.getByRole("list", { name: labels.title }).getByRole("link") };
  }

  test("/zh/ finds the Voice Bot by its Chinese name and by two of its characters, linked under /zh/", async ({ page }) => {
    const name = zhGlossary.find((g) => g.en === "Voice Bot")!.translation; // 语音机器人
    const href = `/zh${PRODUCT}`;
    const search = await openSearch(page, "zh");
    for (const query of [name, name.slice(0, 2)]) {
      await search.box.fill(query);
      const hit = search.results.and(page.locator(`[href="${href}"]`));
      await expect(hit, `“${query}” finds ${href}`).toHaveCount(1);
      await expect(hit).toContainText(t("zh", "search.kind.Product"));
      await expect(hit).toContainText(name);
      await expect(hit.locator("mark").first()).toBeVisible();
      for (const other of await search.results.evaluateAll((els) => els.map((el) => el.getAttribute("href")!))) {
        expect(other, `“${query}” links within /zh/`).toMatch(/^\/zh\//);
      }
    }
  });

  test("/es/ finds a page by a Spanish word and links under /es/", async ({ page }) => {
    const doc = searchDocuments("es").find((d) => d.url === "/solutions/business-solutions/erp/")!;
    const word = "planificación";
    expect(doc.title.toLowerCase()).toContain(word); // Planificación de recursos empresariales (ERP)
    expect(searchDocuments("en").some((d) => `${d.title} ${d.body}`.toLowerCase().includes(word))).toBe(false);

    const search = await openSearch(page, "es");
    await search.box.fill(word);
    const hit = search.results.and(page.locator(`[href="/es${doc.url}"]`));
    await expect(hit).toHaveCount(1);
    await expect(hit).toContainText(doc.title);
    await expect(hit).toContainText(t("es", "search.kind.Solution"));
    const hrefs = await search.results.evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
    for (const other of hrefs) expect(other).toMatch(/^\/es\//);

    await hit.click();
    await expect(page).toHaveURL(`/es${doc.url}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(doc.title);
  });
});

/* ------------------------------------------------------------------ */
/* 5. Form notices                                                     */
/* ------------------------------------------------------------------ */

test.describe("form errors in the page's language", () => {
  const cases = [
    {
      locale: "es",
      form: "message-form-heading",
      submit: "form.sendMessage",
      title: "toast.incompleteFormTitle",
      description: "toast.incompleteFormDescription",
    },
    {
      locale: "fr",
      form: "message-form-heading",
      submit: "form.sendMessage",
      title: "toast.incompleteFormTitle",
      description: "toast.incompleteFormDescription",
    },
    {
      locale: "zh",
      form: "appointment-form-heading",
      submit: "form.requestAppointment",
      title: "toast.incompleteAppointmentTitle",
      description: "toast.incompleteAppointmentDescription",
    },
  ] as const satisfies readonly {
    locale: Locale;
    form: string;
    submit: TranslationKey;
    title: TranslationKey;
    description: TranslationKey;
  }[];

  for (const c of cases) {
    test(`/${c.locale}/contact-us/: an empty ${c.form.split("-")[0]} form says “${t(c.locale, c.title)}”`, async ({ page }) => {
      const form = page.locator(`form[aria-labelledby='${c.form}']`);
      const submit = form.getByRole("button", { name: t(c.locale, c.submit) });
      await page.goto(localePath(c.locale, "/contact-us/"));
      await waitForHydration(submit);
      await submit.click();
      const notice = await expectLocalizedNotice(page, c.locale, t(c.locale, c.title), t(c.locale, c.description));
      await expect(notice).toHaveAttribute("data-variant", "destructive");
      await expect(notice).not.toContainText(t("en", c.title));
    });
  }
});

test.describe("Chinese headings on a phone", () => {
  test.use({ viewport: PHONE });

  test("wrap between phrases, never inside a word, and fit the screen", async ({ page }) => {
    await page.goto("/zh/blog/");
    const titles = page.locator("main h2").filter({ hasText: "，" });
    expect(await titles.count()).toBeGreaterThan(0);
    // Each line of a title ends at its punctuation (or its end): no word is cut between two lines.
    const lineEnds = await titles.evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const characters: { character: string; top: number }[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          for (let i = 0; i < node.textContent!.length; i++) {
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            characters.push({ character: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
          }
        return characters.flatMap(({ character, top }, i) =>
          i + 1 < characters.length && characters[i + 1]!.top > top ? [character] : [],
        );
      }),
    );
    expect(lineEnds.length).toBeGreaterThan(0);
    expect(lineEnds.filter((character) => !/[，：、。？！\s]/.test(character))).toEqual([]);

    await page.goto("/zh/");
    const phrase = page.locator("h1 .hero-gradient-text");
    expect(await phrase.evaluate((span) => span.getClientRects().length)).toBe(1);
    const heading = page.getByRole("heading", { level: 1 });
    expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
  });
});

/* ------------------------------------------------------------------ */
/* 6. Accessibility                                                    */
/* ------------------------------------------------------------------ */

test.describe("the not-found page in each language", () => {
  for (const locale of PREFIXED_LOCALES) {
    test(`an unknown path under /${locale}/ answers 404 with the ${locale} not-found page, its way home and its share of axe`, async ({
      page,
    }) => {
      const response = await page.goto(`/${locale}/product/no-such-product/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
      await expect(page).toHaveTitle(`${t(locale, "notFound.pageTitle")}${t(locale, "meta.titleSuffix")}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t(locale, "notFound.title"));
      await expect(page.getByRole("link", { name: t(locale, "notFound.home") })).toHaveAttribute("href", `/${locale}/`);
      await waitForPageHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("axe on translated pages", () => {
  test.skip(({ isMobile }) => isMobile, "each test scans at phone and desktop widths itself");
  test.describe.configure({ timeout: 120_000 });

  /** Scan the hydrated page at both widths; violations as "where: rule" lines. */
  async function scan(page: Page, where: string): Promise<string[]> {
    const found: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const v of await axeViolations(page)) found.push(`${where} @${viewport.width}: ${v}`);
    }
    return found;
  }

  for (const locale of PREFIXED_LOCALES) {
    test(`/${locale}/: home, a product page and the contact page`, async ({ page }) => {
      const found: string[] = [];
      for (const path of ["/", PRODUCT, "/contact-us/"]) {
        const url = localePath(locale, path);
        await page.goto(url);
        await expect(page.locator("html")).toHaveAttribute("lang", LOCALE_INFO[locale].tag);
        await waitForPageHydration(page);
        found.push(...(await scan(page, url)));
      }
      expect(found).toEqual([]);
    });
  }

  test("/zh/ with the language list open", async ({ page }) => {
    const found: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await gotoLocalized(page, "zh", "/zh/");
      await openPicker(page, "zh");
      for (const v of await axeViolations(page)) found.push(`@${viewport.width}: ${v}`);
    }
    expect(found).toEqual([]);
  });
});
