/**
 * The interactive widgets, driven as a visitor would (,
 * §2.13, §2.15, §4, §5, §7, §8, §9): contact and appointment forms, partner and
 * careers mail, notices, chat assistant, video/voice bots, language picker and
 * lazy loading of widget code. Runs on the "desktop" and "mobile" projects.
 */
import { expect, test, type Page } from "@playwright/test";

import { chatEn } from "../../content/chat/en";
import { chatEs } from "../../content/chat/es";
import { en } from "../../content/i18n/en";
import { greetingsFor } from "../../lib/bots";
import { translatorFor } from "../../lib/i18n";
import { languageNameIn, PLANNED_LANGUAGES, SITE_LANGUAGES } from "../../lib/languages";
import {
  captureMailto,
  CHUNK_MARKERS,
  decodeMailtoHref,
  expectMailtos,
  expectNotice,
  gotoHydrated,
  ISO_TIMESTAMP,
  isPrefetchWorker,
  mailtos,
  noticeRegion,
  openAssistant,
  openNotices,
  readStorage,
  readStoredList,
  recordSpeaking,
  scriptsContaining,
  scriptsFromNetworkSince,
  scriptsRun,
  speakingLog,
  trackScripts,
  waitForHydration,
} from "./widget-helpers";

const INFO = "info@nusantara-ai.com.my";
const PARTNERS = "partners@nusantara-ai.com.my";
/** Assistant reply: 600 ms + up to 600 ms; the brief allows 2 s. */
const CHAT_REPLY_TIMEOUT = 2_000;

test.beforeEach(async ({ page }) => {
  await captureMailto(page);
});

/* ------------------------------------------------------------------ */
/* Contact form                                                        */
/* ------------------------------------------------------------------ */

test.describe("contact form", () => {
  const form = (page: Page) => page.locator("form[aria-labelledby='message-form-heading']");

  async function openContact(page: Page) {
    await gotoHydrated(page, "/contact-us/", form(page).getByRole("button", { name: "Send Message" }));
    const f = form(page);
    return {
      name: f.getByLabel("Full Name"),
      email: f.getByLabel("Email Address"),
      subject: f.getByLabel("Subject"),
      message: f.getByRole("textbox", { name: "Message" }),
      send: f.getByRole("button", { name: "Send Message" }),
    };
  }

  const tricky = {
    name: `Siti "Nur" O'Brien & Sons`,
    email: "siti.o'brien+test@example.com.my",
    subject: `Q&A? #1 100% + "quotes" 'single' = a/b`,
    message: `Hello 你好 🚀 & welcome? #tag 50% a+b=c "double" 'single'\nSelamat pagi, saya ingin tahu lebih lanjut tentang bot suara anda. Terima kasih!`,
  };

  test("empty and whitespace-only submits give the 'Incomplete Form' notice and open no mail", async ({ page }) => {
    const f = await openContact(page);
    await f.send.click();
    await expectNotice(page, en["toast.incompleteFormTitle"], en["toast.incompleteFormDescription"], { destructive: true });

    // Whitespace-only fields count as empty, even with the other three filled.
    await f.name.fill("   ");
    await f.email.fill("a@example.com");
    await f.subject.fill("Hello");
    await f.message.fill("Some text");
    await f.send.click();
    await expectNotice(page, en["toast.incompleteFormTitle"], en["toast.incompleteFormDescription"], { destructive: true });

    await f.name.fill("Ali");
    await f.message.fill(" \n\t ");
    await f.send.click();
    await expectNotice(page, en["toast.incompleteFormTitle"], undefined, { destructive: true });

    expect(await mailtos(page)).toEqual([]);
    expect(await readStoredList(page, "contactSubmissions")).toBeNull();
  });

  test("a valid submit with tricky text opens an exact, RFC 6068-encoded mailto, stores it and clears the form", async ({
    page,
  }) => {
    const f = await openContact(page);
    await f.name.fill(tricky.name);
    await f.email.fill(tricky.email);
    await f.subject.fill(tricky.subject);
    await f.message.fill(tricky.message);
    await f.send.click();

    const [href] = await expectMailtos(page, 1);
    const mail = decodeMailtoHref(href!);
    expect(mail.to).toBe(INFO);
    expect(href!.startsWith(`mailto:${INFO}?`)).toBe(true);
    expect(mail.subject).toBe(tricky.subject);
    expect(mail.body).toContain(`Name: ${tricky.name}`);
    expect(mail.body).toContain(`Email: ${tricky.email}`);
    expect(mail.body).toContain(tricky.message.replace(/\n/g, "\r\n"));
    expect(mail.body).not.toMatch(/(?<!\r)\n/); // every line break is CRLF
    // Encoding: spaces are %20 (never '+'), '+' itself is %2B, line breaks are %0D%0A.
    expect(mail.rawQuery).not.toContain("+");
    expect(mail.rawQuery).not.toContain(" ");
    expect(mail.rawQuery).not.toContain("#");
    expect(mail.rawQuery).toContain("%20");
    expect(mail.rawQuery).toContain("%2B");
    expect(mail.rawQuery).toContain("%0D%0A");
    expect(mail.rawQuery).not.toMatch(/(?<!%0D)%0A/);
    expect(mail.rawQuery.split("&").map((p) => p.split("=")[0])).toEqual(["subject", "body"]);

    await expectNotice(page, en["toast.messageSentTitle"], en["toast.messageSentDescription"], { destructive: false });

    const stored = await readStoredList(page, "contactSubmissions");
    expect(stored).toHaveLength(1);
    expect(stored![0]).toEqual({
      name: tricky.name,
      email: tricky.email,
      subject: tricky.subject,
      message: tricky.message,
      type: "contact",
      submittedAt: expect.stringMatching(ISO_TIMESTAMP),
    });
    expect(Math.abs(Date.parse(String(stored![0]!.submittedAt)) - Date.now())).toBeLessThan(5 * 60_000);

    for (const field of [f.name, f.email, f.subject, f.message]) await expect(field).toHaveValue("");

    // A second submission is appended, not overwritten.
    await f.name.fill("Second Visitor");
    await f.email.fill("second@example.com");
    await f.subject.fill("Follow-up");
    await f.message.fill("Another message.");
    await f.send.click();
    const hrefs = await expectMailtos(page, 2);
    expect(decodeMailtoHref(hrefs[1]!).subject).toBe("Follow-up");
    const both = await readStoredList(page, "contactSubmissions");
    expect(both).toHaveLength(2);
    expect(both![0]).toMatchObject({ name: tricky.name, subject: tricky.subject });
    expect(both![1]).toMatchObject({
      name: "Second Visitor",
      email: "second@example.com",
      subject: "Follow-up",
      message: "Another message.",
      type: "contact",
    });
  });

  test("unreadable stored submissions are kept aside and the new list holds the item", async ({ page }) => {
    const f = await openContact(page);
    await page.evaluate(() => localStorage.setItem("contactSubmissions", "not json{"));
    await f.name.fill("Aminah");
    await f.email.fill("aminah@example.com");
    await f.subject.fill("Corrupt storage");
    await f.message.fill("Still works?");
    await f.send.click();

    await expectMailtos(page, 1);
    await expectNotice(page, en["toast.messageSentTitle"], en["toast.messageSentDescription"]);
    const storage = await readStorage(page);
    const aside = Object.keys(storage).filter((k) => k.startsWith("contactSubmissions.unreadable."));
    expect(aside).toHaveLength(1);
    expect(storage[aside[0]!]).toBe("not json{");
    const list = JSON.parse(storage.contactSubmissions!) as unknown[];
    expect(list).toEqual([
      expect.objectContaining({
        name: "Aminah",
        email: "aminah@example.com",
        subject: "Corrupt storage",
        message: "Still works?",
        type: "contact",
      }),
    ]);
  });

  test("storage that refuses writes still opens mail and says the copy was not kept", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    const f = await openContact(page);
    await f.name.fill("Wei Ling");
    await f.email.fill("weiling@example.com");
    await f.subject.fill("Full storage");
    await f.message.fill("Please reply.");
    await f.send.click();

    const [href] = await expectMailtos(page, 1);
    expect(decodeMailtoHref(href!).subject).toBe("Full storage");
    await expectNotice(page, en["toast.messageSentTitle"], en["toast.storageFailed"]);
    expect(await readStoredList(page, "contactSubmissions")).toBeNull();
    await expect(f.name).toHaveValue("");
  });

  test("a message over the limit gives a clear destructive notice and no mail", async ({ page }) => {
    const f = await openContact(page);
    await f.name.fill("Long Writer");
    await f.email.fill("long@example.com");
    await f.subject.fill("Too long");
    await f.message.fill("a".repeat(10_001));
    await f.send.click();
    await expectNotice(page, en["toast.tooLongTitle"], "Message is too long: 10001 of 10000 characters", { destructive: true });

    // Name and subject within their limits, but even the short copy-and-paste mail is too long for a link (9 characters per CJK char).
    await f.name.fill("你".repeat(100));
    await f.subject.fill("好".repeat(150));
    await f.message.fill("Hello");
    await f.send.click();
    await expectNotice(page, en["toast.tooLongTitle"], /too long for an email link/, { destructive: true });

    expect(await mailtos(page)).toEqual([]);
    expect(await readStoredList(page, "contactSubmissions")).toBeNull();
    await expect(f.name).toHaveValue("你".repeat(100)); // nothing lost
  });
});

/* ------------------------------------------------------------------ */
/* Appointment form                                                    */
/* ------------------------------------------------------------------ */

test.describe("appointment form", () => {
  const form = (page: Page) => page.locator("form[aria-labelledby='appointment-form-heading']");

  test("incomplete details give the 'Incomplete Appointment Details' notice", async ({ page }) => {
    await gotoHydrated(page, "/contact-us/", form(page).getByRole("button", { name: "Request Appointment" }));
    const f = form(page);
    await f.getByRole("button", { name: "Request Appointment" }).click();
    await expectNotice(page, en["toast.incompleteAppointmentTitle"], en["toast.incompleteAppointmentDescription"], {
      destructive: true,
    });

    // Name and email alone are not enough; whitespace counts as empty.
    await f.getByLabel("Full Name").fill("Farid");
    await f.getByLabel("Email Address").fill("   ");
    await f.locator("label", { hasText: "09:00 AM" }).click();
    await f.getByRole("button", { name: "Request Appointment" }).click();
    await expectNotice(page, en["toast.incompleteAppointmentTitle"], en["toast.incompleteAppointmentDescription"], {
      destructive: true,
    });
    expect(await mailtos(page)).toEqual([]);
  });

  test("calendar, one slot at a time, mail, storage, notice and a cleared form", async ({ page }) => {
    // Today is fixed mid-month so both past and future days of the month are on screen.
    await page.clock.setFixedTime(new Date(2030, 5, 12, 12, 0, 0)); // Wednesday, June 12, 2030
    await gotoHydrated(page, "/contact-us/", form(page).getByRole("button", { name: "Pick a date" }));
    const f = form(page);
    const calendar = page.locator("#appointment-calendar");
    // Its code may be fetched while the page is idle, but nothing is drawn until asked.
    await expect(calendar.getByRole("grid")).toHaveCount(0);

    await f.getByRole("button", { name: "Pick a date" }).click();
    await expect(calendar.getByRole("grid")).toBeVisible();
    await expect(calendar.getByRole("grid")).toHaveAccessibleName(/June 2030/);
    await expect(calendar.getByRole("button", { name: /^1 June 2030/ })).toBeDisabled();
    await expect(calendar.getByRole("button", { name: /^11 June 2030/ })).toBeDisabled();
    await expect(calendar.getByRole("button", { name: /^12 June 2030/ })).toBeEnabled();
    await calendar.getByRole("button", { name: /^20 June 2030/ }).click();
    await expect(calendar).toBeHidden();
    await expect(f.getByTestId("selected-date")).toHaveText("June 20, 2030");

    const nine = f.getByRole("radio", { name: "09:00 AM" });
    const ten = f.getByRole("radio", { name: "10:00 AM" });
    await f.locator("label", { hasText: "09:00 AM" }).click();
    await expect(nine).toBeChecked();
    await f.locator("label", { hasText: "10:00 AM" }).click();
    await expect(ten).toBeChecked();
    await expect(nine).not.toBeChecked();
    await expect(f.getByRole("radio", { checked: true })).toHaveCount(1);

    await f.getByLabel("Full Name").fill("Nurul Izzah & Co");
    await f.getByLabel("Email Address").fill("nurul+appt@example.com");
    await f.getByRole("button", { name: "Request Appointment" }).click();

    const [href] = await expectMailtos(page, 1);
    const mail = decodeMailtoHref(href!);
    expect(mail.to).toBe(INFO);
    expect(mail.subject.startsWith("Appointment Request")).toBe(true);
    expect(mail.subject).toContain("Nurul Izzah & Co");
    expect(mail.subject).toContain("June 20, 2030");
    expect(mail.subject).toContain("10:00 AM");
    expect(mail.body).toContain("Name: Nurul Izzah & Co");
    expect(mail.body).toContain("Email: nurul+appt@example.com");
    expect(mail.body).toContain("June 20, 2030");
    expect(mail.body).toContain("10:00 AM");
    expect(mail.body).not.toMatch(/(?<!\r)\n/);
    expect(mail.rawQuery).not.toContain("+");

    await expectNotice(page, en["toast.appointmentRequestedTitle"], en["toast.appointmentRequestedDescription"]);
    const stored = await readStoredList(page, "appointments");
    expect(stored).toEqual([
      {
        name: "Nurul Izzah & Co",
        email: "nurul+appt@example.com",
        date: "2030-06-20",
        time: "10:00 AM",
        submittedAt: expect.stringMatching(ISO_TIMESTAMP),
      },
    ]);

    await expect(f.getByTestId("selected-date")).toHaveText(en["form.noDate"]);
    await expect(f.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(f.getByLabel("Full Name")).toHaveValue("");
    await expect(f.getByLabel("Email Address")).toHaveValue("");
  });

  test("the real calendar disables yesterday and allows today", async ({ page }) => {
    await gotoHydrated(page, "/contact-us/", form(page).getByRole("button", { name: "Pick a date" }));
    await form(page).getByRole("button", { name: "Pick a date" }).click();
    const calendar = page.locator("#appointment-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    const today = calendar.getByRole("button", { name: /\(today\b/ });
    const { yesterdayInMonth, weekend } = await page.evaluate(() => ({
      yesterdayInMonth: new Date().getDate() > 1,
      weekend: [0, 6].includes(new Date().getDay()),
    }));
    // The office is closed at weekends, so today is bookable only on a weekday.
    if (weekend) await expect(today).toBeDisabled();
    else await expect(today).toBeEnabled();
    if (yesterdayInMonth) {
      const disabled = calendar.locator("button[disabled]");
      expect(await disabled.count()).toBeGreaterThan(0);
    }
  });

  test("typing text that is not a date shows 'Date input not valid.'", async ({ page }) => {
    await gotoHydrated(page, "/contact-us/", form(page).getByLabel(en["form.typeDate"]));
    const typed = form(page).getByLabel(en["form.typeDate"]);
    await typed.fill("not a date");
    await expect(form(page).getByRole("alert")).toHaveText("Date input not valid.");
    await expect(typed).toHaveAttribute("aria-invalid", "true");
    await typed.fill("2099-01-15");
    await expect(form(page).getByRole("alert")).toHaveCount(0);
    await expect(form(page).getByTestId("selected-date")).toHaveText("January 15, 2099");
  });
});

/* ------------------------------------------------------------------ */
/* Partners and careers                                                */
/* ------------------------------------------------------------------ */

test.describe("partners and careers mail", () => {
  test("'Learn More' on each partner card mails the partnership team and raises a notice", async ({ page }) => {
    const learnMore = page.getByRole("link", { name: /^Learn More/ });
    await gotoHydrated(page, "/partners/", learnMore);
    await expect(learnMore).toHaveCount(6);
    const cards = page.locator("li").filter({ has: learnMore });
    for (let i = 0; i < 6; i += 1) {
      const card = cards.nth(i);
      const title = (await card.getByRole("heading", { level: 3 }).innerText()).trim();
      await waitForHydration(card.getByRole("link", { name: /^Learn More/ }));
      await card.getByRole("link", { name: /^Learn More/ }).click();
      const hrefs = await expectMailtos(page, i + 1);
      const mail = decodeMailtoHref(hrefs[i]!);
      expect(mail.to).toBe(PARTNERS);
      expect(mail.subject).toBe(`Inquiry about ${title} Partner Program`);
      expect(mail.body).toContain(title);
      await expectNotice(page, `Email Initiated for ${title}`, PARTNERS);
    }
    await expect(page).toHaveURL(/\/partners\/$/);
  });

  test("'Submit Your Resume' is a careers mailto link; 'Apply Now' does nothing", async ({ page }) => {
    const apply = page.getByRole("button", { name: /^Apply Now/ });
    await gotoHydrated(page, "/careers/");
    const resume = page.getByRole("link", { name: "Submit Your Resume" });
    expect(await resume.getAttribute("href")).toMatch(/^mailto:careers@/);

    await expect(apply).toHaveCount(4);
    const url = page.url();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    for (let i = 0; i < 4; i += 1) await apply.nth(i).click();
    await expect(page).toHaveURL(url);
    expect(await mailtos(page)).toEqual([]);
    expect(requests.filter((u) => u.includes("mailto:") || u.endsWith(".html") || new URL(u).pathname.endsWith("/"))).toEqual([]);
    await expect(openNotices(page)).toHaveCount(0);
  });
});

/* ------------------------------------------------------------------ */
/* Notices                                                             */
/* ------------------------------------------------------------------ */

test.describe("notices", () => {
  test("one at a time, close button dismisses, F8 focuses the region", async ({ page }) => {
    const appointment = page
      .locator("form[aria-labelledby='appointment-form-heading']")
      .getByRole("button", { name: "Request Appointment" });
    const send = page.locator("form[aria-labelledby='message-form-heading']").getByRole("button", { name: "Send Message" });
    await gotoHydrated(page, "/contact-us/", appointment);
    await waitForHydration(send);

    await appointment.click();
    await expectNotice(page, en["toast.incompleteAppointmentTitle"]);
    await send.click();
    await expectNotice(page, en["toast.incompleteFormTitle"]);
    await expect(noticeRegion(page)).not.toContainText(en["toast.incompleteAppointmentTitle"]);

    await page.keyboard.press("F8");
    await expect(noticeRegion(page).locator("ol")).toBeFocused();

    const notice = openNotices(page).first();
    await notice.getByRole("button", { name: en["toast.close"] }).click();
    await expect(openNotices(page)).toHaveCount(0);
    await expect(noticeRegion(page)).not.toContainText(en["toast.incompleteFormTitle"]);
  });
});

/* ------------------------------------------------------------------ */
/* Chat assistant                                                      */
/* ------------------------------------------------------------------ */

test.describe("chat assistant", () => {
  async function openChat(page: Page) {
    const opener = await openAssistant(page, "chat");
    const panel = page.getByRole("dialog", { name: "AI Assistant" });
    await expect(panel).toBeVisible();
    // Its code takes over the first screen once it arrives.
    await expect(panel.getByRole("combobox", { name: en["chat.language"] })).toBeVisible({ timeout: 15_000 });
    const log = panel.getByRole("log");
    return {
      opener,
      panel,
      log,
      input: panel.getByRole("textbox", { name: en["chat.placeholder"] }),
      bot: log.locator("li[data-sender='bot']"),
      user: log.locator("li[data-sender='user']"),
      messages: log.locator("li[data-sender]"),
      gpt: panel.getByRole("button", { name: en["chat.gptToggle"] }),
    };
  }

  test("greets, ignores blank input, sends on Enter and answers from canned text", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await expect(chat.bot).toHaveText([chatEn.responses.greeting]);

    await chat.input.fill("");
    await chat.input.press("Enter");
    await chat.input.fill("    ");
    await chat.input.press("Enter");

    await chat.input.fill("hello");
    await chat.input.press("Enter");
    await expect(chat.input).toHaveValue("");
    // Blank submits added nothing: the only user message is 'hello'.
    await expect(chat.user).toHaveText(["hello"]);
    await expect(chat.bot).toHaveText([chatEn.responses.greeting, chatEn.responses.greeting], { timeout: CHAT_REPLY_TIMEOUT });

    await chat.input.fill("tell me more about the voice bot");
    await chat.input.press("Enter");
    await expect(chat.bot).toHaveCount(3, { timeout: CHAT_REPLY_TIMEOUT });
    const summary = await chat.bot.nth(2).innerText();
    expect(summary.startsWith("Voice Bot")).toBe(true);
    expect(summary).not.toBe(chatEn.responses.productInquiryFallback);
    expect(summary).not.toBe(chatEn.responses.default);

    await expect(chat.gpt).toHaveAttribute("aria-pressed", "false");
    await chat.input.fill("what's the weather in KL");
    await chat.input.press("Enter");
    await expectNotice(page, en["chat.gptOnTitle"], en["chat.gptOnDescription"]);
    await expect(chat.gpt).toHaveAttribute("aria-pressed", "true");
    await expect(chat.bot).toHaveCount(4, { timeout: CHAT_REPLY_TIMEOUT });
    await expect(chat.bot.nth(3)).toHaveText(chatEn.responses.gptMode);
  });

  test("user text is shown as text, never as HTML", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await expect(chat.bot).toHaveCount(1);
    await chat.input.fill("<b>html</b> <img src=x onerror=alert(1)>");
    await chat.input.press("Enter");
    await expect(chat.user).toHaveText(["<b>html</b> <img src=x onerror=alert(1)>"]);
    await expect(chat.log.locator("b, img")).toHaveCount(0);
    await expect(chat.bot).toHaveCount(2, { timeout: CHAT_REPLY_TIMEOUT });
    await expect(chat.log.locator("b, img")).toHaveCount(0);
  });

  test("switching to Spanish notifies, resets to the Spanish greeting and persists", async ({ page }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await expect(chat.bot).toHaveText([chatEn.responses.greeting]);
    await chat.input.fill("hello");
    await chat.input.press("Enter");
    await expect(chat.bot).toHaveCount(2, { timeout: CHAT_REPLY_TIMEOUT });

    await chat.panel.getByLabel(en["chat.language"]).selectOption("es");
    await expectNotice(page, en["chat.languageSwitchedTitle"], languageNameIn("es", "en"));
    await expect(chat.messages).toHaveText([chatEs.responses.greeting]);
    expect(await page.evaluate(() => localStorage.getItem("chatbotLang"))).toBe("es");

    await page.reload();
    await gotoHydrated(page, "/");
    const again = await openChat(page);
    await expect(again.panel.getByLabel(en["chat.language"])).toHaveValue("es");
    await expect(again.messages).toHaveText([chatEs.responses.greeting]);
  });

  test("GPT toggle and voice button raise notices; close button closes; panel is 380x550", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/");
    const chat = await openChat(page);
    await expect(chat.bot).toHaveCount(1);

    await chat.gpt.click();
    await expectNotice(page, en["chat.gptOnTitle"], en["chat.gptOnDescription"]);
    await expect(chat.gpt).toHaveAttribute("aria-pressed", "true");
    await chat.gpt.click();
    await expectNotice(page, en["chat.gptOffTitle"], en["chat.gptOffDescription"]);
    await expect(chat.gpt).toHaveAttribute("aria-pressed", "false");
    await chat.gpt.click();
    await expectNotice(page, en["chat.gptOnTitle"]);

    await chat.panel.getByRole("button", { name: en["chat.voiceInput"] }).click();
    await expectNotice(page, en["chat.voiceTitle"], en["chat.voiceDescription"]);

    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = await chat.panel.boundingBox();
        return box && { width: Math.round(box.width), height: Math.round(box.height) };
      })
      .toEqual(isMobile ? { width: Math.min(380, viewport.width - 32), height: 550 } : { width: 380, height: 550 });

    await chat.panel.getByRole("button", { name: en["chat.close"] }).click();
    await expect(chat.panel).toBeHidden();
    await expect(chat.opener).toBeFocused();
  });
});

/* ------------------------------------------------------------------ */
/* Video Bot and Voice Bot                                             */
/* ------------------------------------------------------------------ */

test.describe("video and voice bots", () => {
  for (const kind of ["video", "voice"] as const) {
    const title = kind === "video" ? en["bots.videoTitle"] : en["bots.voiceTitle"];
    const greetings = greetingsFor(kind, translatorFor("en"));

    async function openBot(page: Page) {
      await gotoHydrated(page, "/");
      const opener = await openAssistant(page, kind);
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      const list = dialog.getByRole("log", { name: en["chat.messages"] });
      return {
        opener,
        dialog,
        list,
        input: dialog.getByRole("textbox", { name: en["bots.placeholder"] }),
        user: list.locator("li[data-sender='user']"),
        bot: list.locator("li[data-sender='bot']"),
        speaking: dialog.getByTestId("speaking-indicator"),
      };
    }

    test(`${kind} bot: modal dialog of 500 px with a 150 px conversation, a greeting and a focus trap`, async ({
      page,
      isMobile,
    }) => {
      const { dialog, list, bot } = await openBot(page);
      if (kind === "video") await expectNotice(page, en["bots.videoEnabledTitle"], en["bots.videoEnabledDescription"]);

      expect(await dialog.evaluate((el) => getComputedStyle(el).maxWidth)).toBe("500px");
      const width = Math.round((await dialog.boundingBox())!.width);
      if (isMobile) expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
      else expect(width).toBe(500);
      expect(Math.round((await list.boundingBox())!.height)).toBe(150);

      await expect(bot).toHaveCount(1);
      expect(greetings).toContain((await bot.first().innerText()).trim());

      // A modal dialog: Tab and Shift+Tab never reach the page behind it. Past its last control focus
      // leaves for the browser's own controls (the document itself, headless) and comes back into it.
      const visited = new Set<string>();
      for (const key of ["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
        await page.keyboard.press(key);
        const where = await dialog.evaluate((el) => {
          const active = document.activeElement;
          if (!active || active === document.body) return "browser";
          return el.contains(active)
            ? (active.getAttribute("aria-label") ?? active.tagName)
            : `outside: ${active.outerHTML.slice(0, 60)}`;
        });
        expect(where).not.toMatch(/^outside/);
        visited.add(where);
      }
      expect(visited.size, "Tab moves through the dialog's controls").toBeGreaterThanOrEqual(3);

      await dialog.getByRole("button", { name: en["bots.close"], exact: true }).click();
      await expect(dialog).toBeHidden();
    });

    test(`${kind} bot: Escape closes the dialog`, async ({ page }) => {
      // The video notice is a Radix layer inside the open dialog; Escape must still close the dialog.
      const { dialog } = await openBot(page);
      if (kind === "video") await expectNotice(page, en["bots.videoEnabledTitle"]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test(`${kind} bot: closing returns focus to its floating button`, async ({ page }) => {
      const { dialog, opener } = await openBot(page);
      await dialog.getByRole("button", { name: en["bots.close"], exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused({ timeout: 2_000 });
    });

    test(`${kind} bot: ignores blank input and echoes a reply saying it is a demonstration`, async ({ page }) => {
      if (kind === "voice") await recordSpeaking(page);
      const { dialog, input, user, bot, speaking } = await openBot(page);
      await expect(bot).toHaveCount(1);

      if (kind === "voice") {
        // Speaking animation on open for 1.5 s (timed in the page's own clock), then quiet.
        await expect(speaking).toBeHidden({ timeout: 5_000 });
        const log = await speakingLog(page);
        expect(log.map((e) => e.what)).toEqual(["click", "on", "off"]);
        expect(log[2]!.t - log[0]!.t).toBeGreaterThanOrEqual(1_500);
      }

      await input.fill("   ");
      await input.press("Enter");
      await input.fill("");
      await dialog.getByRole("button", { name: en["bots.send"], exact: true }).click();

      const said = `What does it cost? 50% & "more" 🚀`;
      await input.fill(said);
      await input.press("Enter");
      await expect(input).toHaveValue("");
      await expect(user).toHaveText([said]); // the blank submits added nothing
      if (kind === "voice") await expect(speaking).toBeVisible();
      await expect(bot).toHaveCount(2, { timeout: 2_000 });
      const reply = await bot.nth(1).innerText();
      expect(reply).toContain(`\u201c${said}\u201d`);
      expect(reply).toContain(`demonstration of our ${kind} bot`);
      expect(reply).toContain("still under development");
      if (kind === "voice") {
        await expect(speaking).toBeVisible();
        // Speaking lasts 2000 ms plus 10 ms per reply character after the reply.
        await expect(speaking).toBeHidden({ timeout: 2_000 + 10 * reply.length + 3_000 });
        const log = (await speakingLog(page)).filter((e) => e.what !== "click");
        const lastSubmit = log.map((e) => e.what).lastIndexOf("submit");
        expect(log.slice(lastSubmit).map((e) => e.what)).toEqual(["submit", "on", "off"]);
        // Reply after at least 700 ms, then at least 2000 ms + 10 ms per character of speaking.
        expect(log[lastSubmit + 2]!.t - log[lastSubmit]!.t).toBeGreaterThanOrEqual(700 + 2_000 + 10 * reply.length);
      }
      await expect(user).toHaveCount(1);

      await dialog.getByRole("button", { name: en["bots.close"], exact: true }).click();
      await expect(dialog).toBeHidden();
    });
  }
});

/* ------------------------------------------------------------------ */
/* Language picker                                                     */
/* ------------------------------------------------------------------ */

test.describe("site language picker", () => {
  // Every locale by its own name (content/locales.ts), then the languages still planned.
  const names = SITE_LANGUAGES.map((l) => l.name);
  const planned = PLANNED_LANGUAGES[0]!;

  test("lists every language; choosing a planned one saves it, closes the list and notifies; a published one opens the page in it", async ({
    page,
  }) => {
    const button = page.getByRole("button", { name: "Change language" });
    await gotoHydrated(page, "/");
    await button.click();
    const menu = page.getByRole("group", { name: en["language.listLabel"] });
    await expect(menu).toBeVisible();
    await expect(menu.locator("a, button")).toHaveText(names);
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");

    await menu.getByRole("button", { name: planned.name }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("websiteLang"))).toBe(planned.code);
    await expectNotice(page, en.langToastTitle, languageNameIn(planned.code, "en"));

    await button.click();
    await expect(menu.getByRole("button", { name: planned.name })).toHaveAttribute("aria-pressed", "true");
    await expect(menu.getByRole("link", { name: "English" })).not.toHaveAttribute("aria-current", "true");
    // Spanish is published: the same page in Spanish (tests/e2e/locales.e2e.ts goes through every language).
    await menu.getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("websiteLang"))).toBe("es");
  });

  test("an unknown stored code warns when the picker opens and English is current", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("websiteLang", "xx"));
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    const button = page.getByRole("button", { name: "Change language" });
    await gotoHydrated(page, "/");
    expect(warnings.filter((w) => w.includes('"xx"'))).toEqual([]);

    await button.click();
    const menu = page.getByRole("group", { name: en["language.listLabel"] });
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await expect(menu.locator("[aria-pressed='true'], [aria-current='true']")).toHaveCount(1);
    await expect.poll(() => warnings.filter((w) => w.includes('"xx"')).length).toBeGreaterThan(0);
  });
});

/* ------------------------------------------------------------------ */
/* Lazy loading                                                        */
/* ------------------------------------------------------------------ */

test.describe("lazy loading of widget code", () => {
  test("home's widget code is not in its first-load JavaScript: it and the chat catalogue are prefetched after load, once idle, the code run on opening and the catalogue taken from the cache", async ({
    page,
  }) => {
    const scripts = trackScripts(page);
    const catalogRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/chat-catalog.json") catalogRequests.push(r.url());
    });
    const requestStarts = new Map<string, number>();
    page.on("requestfinished", (r) => requestStarts.set(r.url(), r.timing().startTime));
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
    await gotoHydrated(page, "/");

    // The scripts the served document names, in its head or parked for after paint (the live DOM
    // also holds the scripts added later for code fetched on demand).
    const firstLoad = await page.evaluate(async () => {
      const served = new DOMParser().parseFromString(await (await fetch("/")).text(), "text/html");
      const parked = [...served.querySelectorAll("template")].flatMap((t) => [...t.content.querySelectorAll("script[src]")]);
      return [...served.querySelectorAll("script[src]"), ...parked].map(
        (s) => new URL(s.getAttribute("src")!, location.href).href,
      );
    });
    expect(firstLoad.length).toBeGreaterThan(0);
    for (const marker of [CHUNK_MARKERS.chatPanel, CHUNK_MARKERS.botDialog]) {
      expect(await scriptsContaining(page, firstLoad, marker), `${marker} in first-load JS`).toEqual([]);
    }

    // Once idle, the launchers' code is there, fetched after the load event by the prefetch worker
    // (off the main thread: no prefetch link), but not run; nothing is opened. The chat's catalogue in
    // the page's language is fetched with it, once.
    await expect.poll(async () => (await scriptsContaining(page, scripts.urls(), CHUNK_MARKERS.chatPanel)).length).toBe(1);
    await expect.poll(async () => (await scriptsContaining(page, scripts.urls(), CHUNK_MARKERS.botDialog)).length).toBe(1);
    const prefetched = [
      ...(await scriptsContaining(page, scripts.urls(), CHUNK_MARKERS.chatPanel)),
      ...(await scriptsContaining(page, scripts.urls(), CHUNK_MARKERS.botDialog)),
    ];
    expect(workers.filter(isPrefetchWorker)).toHaveLength(1);
    expect(await page.locator('link[rel="prefetch"]').count(), "no prefetch link on the main thread").toBe(0);
    await expect.poll(() => prefetched.filter((url) => requestStarts.has(url)).length).toBe(2);
    const loadEnd = await page.evaluate(
      () => performance.timeOrigin + (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    for (const url of prefetched) expect(requestStarts.get(url)).toBeGreaterThanOrEqual(loadEnd);
    expect(
      (await scriptsRun(page)).filter((src) => prefetched.includes(src)),
      "prefetched, not run",
    ).toEqual([]);
    await expect.poll(() => catalogRequests.map((url) => new URL(url).pathname)).toEqual(["/chat-catalog.json"]);
    // The overlays are in the page, closed.
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("dialog")).toHaveCount(4);

    const before = new Set(scripts.urls());
    const tapped = await page.evaluate(() => performance.now());
    await openAssistant(page, "chat");
    const panel = page.getByRole("dialog", { name: "AI Assistant" });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("combobox", { name: en["chat.language"] })).toBeVisible();
    expect(await scriptsFromNetworkSince(page, tapped), "the chat's code came from the cache").toEqual([]);
    // The panel greets once its dictionaries and catalogue are in; its fetch of the catalogue came from the cache.
    await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible();
    const catalogFetches = await page.evaluate(
      (since) =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => entry.startTime >= since && new URL(entry.name).pathname === "/chat-catalog.json")
          .map((entry) => entry.transferSize),
      tapped,
    );
    expect(catalogFetches, "the catalogue was prefetched while the page was idle").toEqual([0]);
    const added = scripts.urls().filter((u) => !before.has(u));
    expect(await scriptsContaining(page, added, CHUNK_MARKERS.chatPanel), "the chat chunk is not fetched twice").toEqual([]);
  });

  test("/services/ runs the recharts chunk only after scrolling to the charts", async ({ page, isMobile }) => {
    // At 1280x800 the first chart's top edge is already on screen, so it rightly
    // loads at once; a shorter desktop window puts the charts below the fold.
    if (!isMobile) await page.setViewportSize({ width: 1280, height: 560 });
    await gotoHydrated(page, "/services/");
    await page.waitForLoadState("networkidle");
    const chart = page.getByRole("img", { name: /bar chart/ }).first();
    const { top, height } = await chart.evaluate((el) => ({ top: el.getBoundingClientRect().top, height: innerHeight }));
    expect(top, "charts start below the fold and outside the 200 px preload margin").toBeGreaterThan(height + 200);

    // Prefetched once idle perhaps, but not run.
    const ran = await scriptsRun(page);
    expect(await scriptsContaining(page, ran, CHUNK_MARKERS.recharts)).toEqual([]);
    await expect(chart.locator(".recharts-wrapper")).toHaveCount(0);

    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator(".recharts-wrapper")).toBeVisible({ timeout: 15_000 });
    const added = (await scriptsRun(page)).filter((u) => !ran.includes(u));
    expect(await scriptsContaining(page, added, CHUNK_MARKERS.recharts)).toHaveLength(1);
  });
});
