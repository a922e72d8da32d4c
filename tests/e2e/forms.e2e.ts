/**
 * The contact forms as a Kuala Lumpur visitor would use them: messages in any script
 * are sent whole or handed over by copy, the date picker is keyboard-friendly and
 * axe-clean, weekends are closed, and without JavaScript each form sends to the mail
 * app as plain text and the page offers a prepared e-mail that Chromium hands over intact.
 */
import { expect, test, type Page } from "@playwright/test";

import { en } from "../../content/i18n/en";
import { PLANNED_LANGUAGES } from "../../lib/languages";
import { axeViolations } from "./axe";
import {
  captureMailto,
  decodeMailtoHref,
  expectMailtos,
  expectNotice,
  gotoHydrated,
  mailtos,
  readStoredList,
} from "./widget-helpers";

const INFO = "info@nusantara-ai.com.my";

declare global {
  interface Window {
    __copied?: string[];
  }
}

/** Record clipboard writes; `fail` makes every write reject, as a browser that refuses would. */
async function stubClipboard(page: Page, fail = false): Promise<void> {
  await page.addInitScript((refuse) => {
    window.__copied = [];
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: {
        writeText: (text: string) => {
          if (refuse) return Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
          window.__copied!.push(text);
          return Promise.resolve();
        },
      },
    });
  }, fail);
}

const copied = (page: Page) => page.evaluate(() => window.__copied ?? []);

const messageForm = (page: Page) => page.locator("form[aria-labelledby='message-form-heading']");
const appointmentForm = (page: Page) => page.locator("form[aria-labelledby='appointment-form-heading']");

async function openMessageForm(page: Page) {
  await gotoHydrated(page, "/contact-us/", messageForm(page).getByRole("button", { name: "Send Message" }));
  const f = messageForm(page);
  return {
    name: f.getByLabel("Full Name"),
    email: f.getByLabel("Email Address"),
    subject: f.getByLabel("Subject"),
    message: f.getByRole("textbox", { name: "Message" }),
    usage: f.locator("#contact-message-count"),
    warning: f.locator("#contact-message-warning"),
    send: f.getByRole("button", { name: "Send Message" }),
  };
}

const repeatUnits = (units: readonly string[], count: number): string =>
  Array.from({ length: count }, (_, i) => units[i % units.length]).join("");

/** Longest messages that fit one mail link with name "Test", e-mail test@example.com, subject "Hello" (see tests/unit/mail-budget.test.ts). */
const scripts: { script: string; units: readonly string[]; limit: number }[] = [
  { script: "Latin", units: ["a"], limit: 1918 },
  {
    script: "Malay prose",
    units: Array.from("Selamat pagi, saya ingin tahu tentang bot suara anda & harga (RM) + sokongan. "),
    limit: 1294,
  },
  { script: "Chinese", units: ["漢"], limit: 213 },
  { script: "Tamil", units: Array.from("வணக்கம் "), limit: 232 },
  { script: "Arabic with an RTL mark", units: ["\u200F", ...Array.from("مرحبا بكم ")], limit: 334 },
  { script: "emoji", units: ["🚀"], limit: 159 },
];

test.describe("message length in every script", () => {
  for (const { script, units, limit } of scripts) {
    test(`${script}: at the limit the link carries it whole; one more is copied whole and a short mail opens`, async ({
      page,
    }) => {
      await captureMailto(page);
      await stubClipboard(page);
      const f = await openMessageForm(page);
      const fill = async (message: string) => {
        await f.name.fill("Test");
        await f.email.fill("test@example.com");
        await f.subject.fill("Hello");
        await f.message.fill(message);
      };

      const atLimit = repeatUnits(units, limit);
      await fill(atLimit);
      await expect(f.usage).toHaveText(/^(9\d|100)% of what an email link can carry$/);
      await expect(f.usage).not.toHaveAttribute("data-state", "over");
      await f.send.click();
      const [href] = await expectMailtos(page, 1);
      const mail = decodeMailtoHref(href!);
      expect(mail.subject).toBe("Hello");
      expect(mail.body).toBe(`Name: Test\r\nEmail: test@example.com\r\n\r\nMessage:\r\n${atLimit.trim()}`);
      await expectNotice(page, en["toast.messageSentTitle"]);
      await expect(f.message).toHaveValue("");

      // One character more: the warning shows while typing, before any submit.
      const over = repeatUnits(units, limit + 1);
      await fill(over);
      await expect(f.usage).toHaveAttribute("data-state", "over");
      await expect(f.warning).toHaveText(en["form.linkOver"]);
      await f.send.click();
      const [, shortHref] = await expectMailtos(page, 2);
      expect(await copied(page)).toEqual([over.trim()]);
      const short = decodeMailtoHref(shortHref!);
      expect(short.to).toBe(INFO);
      expect(short.subject).toBe("Hello");
      expect(short.body).toBe(
        "Name: Test\r\nEmail: test@example.com\r\n\r\nMessage:\r\nMy message was too long for an email link, so the website copied it for me. I have pasted it below.\r\n",
      );
      await expectNotice(page, en["toast.messageCopiedTitle"], en["toast.messageCopiedDescription"]);
      await expect(f.message).toHaveValue(over); // kept, in case it must be copied again
      const stored = await readStoredList<{ message: string }>(page, "contactSubmissions");
      expect(stored?.map((s) => s.message)).toEqual([atLimit.trim(), over.trim()]);
    });
  }

  test("a browser that refuses the copy opens no mail, keeps the text and names the address", async ({ page }) => {
    await captureMailto(page);
    await stubClipboard(page, true);
    const f = await openMessageForm(page);
    await f.name.fill("Test");
    await f.email.fill("test@example.com");
    await f.subject.fill("Hello");
    await f.message.fill("漢".repeat(400));
    await expect(f.usage).toHaveAttribute("data-state", "over");
    await f.send.click();
    await expectNotice(page, en["toast.copyFailedTitle"], INFO, { destructive: true });
    expect(await mailtos(page)).toEqual([]);
    await expect(f.message).toHaveValue("漢".repeat(400));
    expect(await readStoredList(page, "contactSubmissions")).toBeNull();
  });

  test("the counter warns from 90% of the link, before the limit", async ({ page }) => {
    const f = await openMessageForm(page);
    await f.message.fill("漢".repeat(50));
    await expect(f.usage).toHaveAttribute("data-state", "ok");
    await expect(f.warning).toHaveText("");
    await f.message.fill("漢".repeat(205));
    await expect(f.usage).toHaveAttribute("data-state", "near");
    await expect(f.warning).toHaveText(en["form.linkNearlyFull"]);
  });
});

test.describe("form fields", () => {
  test("every input has an explicit type, and required fields carry required", async ({ page }) => {
    await gotoHydrated(page, "/contact-us/", messageForm(page).getByRole("button", { name: "Send Message" }));
    const inputs = page.locator("form[aria-labelledby$='-form-heading'] input");
    expect(await inputs.count()).toBeGreaterThan(0);
    for (const input of await inputs.all()) await expect(input).toHaveAttribute("type", /^(text|email|radio)$/);
    for (const label of ["Full Name", "Email Address"]) {
      await expect(messageForm(page).getByLabel(label)).toHaveAttribute("required", "");
      await expect(appointmentForm(page).getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(messageForm(page).getByLabel("Subject")).toHaveAttribute("required", "");
    await expect(messageForm(page).getByRole("textbox", { name: "Message" })).toHaveAttribute("required", "");
    await expect(appointmentForm(page).getByLabel(en["form.typeDate"])).toHaveAttribute("name", "date");
    await expect(appointmentForm(page).getByRole("radio", { name: "09:00 AM" })).toHaveAttribute("required", "");
  });
});

test.describe("date picker", () => {
  test("opens with focus in the calendar, closes on Escape and returns focus to its button", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2030, 5, 12, 12, 0, 0)); // Wednesday, June 12, 2030
    const f = appointmentForm(page);
    const button = f.getByRole("button", { name: "Pick a date" });
    await gotoHydrated(page, "/contact-us/", button);
    await button.click();
    const calendar = page.locator("#appointment-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    await expect(calendar.locator(":focus")).toHaveCount(1);
    await expect(page.locator(":focus")).toHaveAccessibleName("12 June 2030, Wednesday (today)");
    // Anchored to its button (below it, or above where the screen has no room below), inside the screen.
    const [buttonBox, calendarBox] = [(await button.boundingBox())!, (await calendar.boundingBox())!];
    const below = calendarBox.y >= buttonBox.y + buttonBox.height;
    const above = calendarBox.y + calendarBox.height <= buttonBox.y;
    expect(below || above).toBe(true);
    expect(calendarBox.x).toBeGreaterThanOrEqual(buttonBox.x);
    expect(calendarBox.y).toBeGreaterThanOrEqual(0);
    expect(calendarBox.y + calendarBox.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    expect(calendarBox.x + calendarBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await calendar.evaluate((el) => el.matches(":popover-open"))).toBe(true);

    await page.keyboard.press("ArrowRight");
    await expect(page.locator(":focus")).toHaveAccessibleName(/^13 June 2030/);
    await page.keyboard.press("Escape");
    await expect(calendar).toBeHidden();
    await expect(button).toBeFocused();
    expect(await calendar.evaluate((el) => el.matches(":popover-open"))).toBe(false);

    // Choosing a day also closes the calendar and returns focus.
    await button.click();
    await expect(calendar.getByRole("grid")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(calendar).toBeHidden();
    await expect(button).toBeFocused();
    await expect(f.getByTestId("selected-date")).toHaveText("June 13, 2030");
    await expect(f.getByLabel(en["form.typeDate"])).toHaveValue("2030-06-13");
  });

  test("weekends are disabled like past days, and the form says why", async ({ page }) => {
    await page.clock.setFixedTime(new Date(2030, 5, 12, 12, 0, 0));
    const f = appointmentForm(page);
    const button = f.getByRole("button", { name: "Pick a date" });
    await gotoHydrated(page, "/contact-us/", button);
    await expect(f.getByText(en["form.weekendNote"])).toBeVisible();
    await expect(button).toHaveAccessibleDescription(en["form.weekendNote"]);
    await button.click();
    const calendar = page.locator("#appointment-calendar");
    await expect(calendar.getByRole("grid")).toBeVisible();
    await expect(calendar.getByRole("button", { name: /^11 June 2030/ })).toBeDisabled(); // past
    await expect(calendar.getByRole("button", { name: /^15 June 2030, Saturday/ })).toBeDisabled();
    await expect(calendar.getByRole("button", { name: /^16 June 2030, Sunday/ })).toBeDisabled();
    await expect(calendar.getByRole("button", { name: /^14 June 2030, Friday/ })).toBeEnabled();
    await expect(calendar.getByRole("button", { name: /^17 June 2030, Monday/ })).toBeEnabled();
    await page.keyboard.press("Escape");

    const typed = f.getByLabel(en["form.typeDate"]);
    await typed.fill("2030-06-15");
    await expect(f.getByRole("alert")).toHaveText(en["form.dateWeekend"]);
    await expect(f.getByTestId("selected-date")).toHaveText(en["form.noDate"]);
    await typed.fill("2030-06-17");
    await expect(f.getByRole("alert")).toHaveCount(0);
    await expect(f.getByTestId("selected-date")).toHaveText("June 17, 2030");
  });

  test("every day's name starts with the number it shows, and axe finds no violation with the picker open", async ({ page }) => {
    test.setTimeout(120_000); // a full-page axe run takes a while on a busy machine
    const button = appointmentForm(page).getByRole("button", { name: "Pick a date" });
    await gotoHydrated(page, "/contact-us/", button);
    await button.click();
    const days = page.locator("#appointment-calendar").getByRole("gridcell").getByRole("button");
    await expect(days.first()).toBeVisible();
    expect(await days.count()).toBeGreaterThan(27);
    for (const day of await days.all()) {
      const [shown, name] = await day.evaluate((el) => [el.textContent?.trim() ?? "", el.getAttribute("aria-label") ?? ""]);
      expect(name.startsWith(`${shown} `)).toBe(true);
    }
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("site language notice", () => {
  test("says the preference was not saved when storage refuses it", async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    const button = page.getByRole("button", { name: "Change language" });
    await gotoHydrated(page, "/");
    await button.click();
    await page
      .getByRole("group", { name: en["language.listLabel"] })
      .getByRole("button", { name: PLANNED_LANGUAGES[0]!.name })
      .click();
    const notice = await expectNotice(page, en.langToastTitle, "did not let us save this preference");
    await expect(notice).not.toContainText("is saved");
  });
});

test.describe("without JavaScript", () => {
  /** The URL Chromium asks to navigate to when the visitor activates `link`, caught before it leaves the browser. */
  async function requestedNavigation(page: Page, click: () => Promise<void>): Promise<string> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    const requested = new Promise<string>((resolve) => {
      cdp.on("Page.frameRequestedNavigation", (event) => resolve(event.url));
    });
    await click();
    return requested;
  }

  test("each form sends what was typed to the mail app as plain text, and each offers a prepared e-mail that reaches the mail client intact", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact-us/");

    // Enabled, checked by the browser itself (required fields), and sent to the mail app by the form. Plain
    // ASCII: Chromium turns & into a line break and + into a space, and garbles other letters, in this body.
    const m = messageForm(page);
    const messageSend = m.getByRole("button", { name: "Send Message" });
    expect(await m.evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(false);
    await m.getByLabel("Full Name").fill("Siti Aminah");
    await m.getByLabel("Email Address").fill("siti@example.my");
    await m.getByLabel("Subject").fill("Voice bot");
    await m.getByRole("textbox", { name: "Message" }).fill("Please call me back.");
    const plainMessage = decodeMailtoHref(await requestedNavigation(page, () => messageSend.click()));
    expect(plainMessage).toMatchObject({
      to: INFO,
      subject: en["form.noScriptMessageSubject"],
      // Chromium ends the plain-text body with one line break more.
      body: "name=Siti Aminah\r\nemail=siti@example.my\r\nsubject=Voice bot\r\nmessage=Please call me back.\r\n\r\n",
    });

    // The calendar needs its code: without it the typed field is the date.
    const a = appointmentForm(page);
    await expect(a.getByRole("button", { name: "Pick a date" })).toBeHidden();
    await expect(a.getByTestId("selected-date")).toBeHidden();
    await a.getByLabel(en["form.typeDate"]).fill("2030-06-17");
    await a.locator("label", { hasText: "02:00 PM" }).click();
    await a.getByLabel("Full Name").fill("Chen Wei");
    await a.getByLabel("Email Address").fill("chen@example.cn");
    const plainAppointment = decodeMailtoHref(
      await requestedNavigation(page, () => a.getByRole("button", { name: "Request Appointment" }).click()),
    );
    expect(plainAppointment).toMatchObject({
      to: INFO,
      subject: "Appointment Request",
      body: "date=2030-06-17\r\ntime=02:00 PM\r\nname=Chen Wei\r\nemail=chen@example.cn\r\n\r\n",
    });

    const message = page.getByTestId("message-noscript");
    await expect(message).toBeVisible();
    await expect(message.getByText(INFO)).toBeVisible();
    const messageHref = await requestedNavigation(page, () =>
      message.getByRole("link", { name: en["form.noScriptMessageLink"] }).click(),
    );
    expect(decodeMailtoHref(messageHref)).toMatchObject({ to: INFO, subject: "", body: "Name: \r\nEmail: \r\n\r\nMessage:\r\n" });

    const appointment = page.getByTestId("appointment-noscript");
    await expect(appointment).toBeVisible();
    const appointmentHref = await requestedNavigation(page, () =>
      appointment.getByRole("link", { name: en["form.noScriptAppointmentLink"] }).click(),
    );
    const mail = decodeMailtoHref(appointmentHref);
    expect(mail.to).toBe(INFO);
    expect(mail.subject).toBe("Appointment Request");
    expect(mail.body).toContain("\r\nName: \r\nEmail: \r\nPreferred date (Monday to Friday): \r\n");
    expect(mail.body).toContain(
      "Preferred time (09:00 AM, 10:00 AM, 11:00 AM, 02:00 PM, 03:00 PM, or 04:00 PM, Malaysia time): ",
    );
    await context.close();
  });

  test("with JavaScript the prepared e-mails are not shown", async ({ page }) => {
    await gotoHydrated(page, "/contact-us/", messageForm(page).getByRole("button", { name: "Send Message" }));
    await expect(page.getByTestId("message-noscript")).toBeHidden();
    await expect(page.getByTestId("appointment-noscript")).toBeHidden();
    await expect(messageForm(page).getByLabel("Full Name")).toBeEnabled();
    await expect(appointmentForm(page).getByRole("button", { name: "Pick a date" })).toBeVisible();
  });
});
