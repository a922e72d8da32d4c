/**
 * The contact forms work before their code: with the page's framework held back, a visitor types into
 * both forms and presses send, a slot and the calendar button; once the code runs, what was typed is
 * still there and each press is carried out (lib/held-press.ts, held by the after-paint loader).
 */
import { expect, test, type Locator, type Page } from "@playwright/test";

import { en } from "../../content/i18n/en";
import { captureMailto, decodeMailtoHref, expectMailtos, expectNotice, mailtos, readStoredList } from "./widget-helpers";

const messageForm = (page: Page) => page.locator("form[aria-labelledby='message-form-heading']");
const appointmentForm = (page: Page) => page.locator("form[aria-labelledby='appointment-form-heading']");

/** Holds every request `matches` until release() (the rest are served); counts the requests held. */
async function holdRequests(page: Page, matches: (url: URL) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(matches, async (route) => {
    held += 1;
    await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  return { release, held: () => held };
}

/** The framework's files (chunks, stylesheet), without the after-paint loader that holds the presses. */
const framework = (url: URL) => url.pathname.startsWith("/_next/static/") && !url.pathname.includes("/after-paint-");

const isHydrated = (locator: Locator) => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps$")));

/** Opens the contact page with the framework held, once the loader's capture is in place. */
async function openHeld(page: Page) {
  await captureMailto(page);
  const scripts = await holdRequests(page, framework);
  await page.goto("/contact-us/", { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => Array.isArray(window.__heldPresses));
  return scripts;
}

/** A weekday a week or more from now, as the typed field takes it, and as the page shows it. */
async function nextOfficeDay(page: Page): Promise<{ typed: string; shown: string }> {
  return page.evaluate(() => {
    const day = new Date(Date.now() + 7 * 86_400_000);
    while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
    const pad = (n: number) => String(n).padStart(2, "0");
    const shown = day.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
    return { typed: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`, shown };
  });
}

const visitor = { name: "Aminah binti Yusof", email: "aminah@example.my" };
const message = { subject: "Voice bot pricing", text: `Salam, ${"we would like a demo of the voice bot. ".repeat(24).trim()}` };

async function typeMessage(page: Page) {
  const f = messageForm(page);
  await f.getByLabel("Full Name").fill(visitor.name);
  await f.getByLabel("Email Address").fill(visitor.email);
  await f.getByLabel("Subject").fill(message.subject);
  await f.getByRole("textbox", { name: "Message" }).fill(message.text);
  return f.getByRole("button", { name: "Send Message" });
}

test.describe("before the page's code has run", () => {
  test.skip(({ isMobile }) => isMobile, "the capture is the same at every width");

  test("an appointment sent with a slot pressed is carried out once the code runs, and a message typed beside it is kept", async ({
    page,
  }) => {
    const scripts = await openHeld(page);
    const date = await nextOfficeDay(page);
    const a = appointmentForm(page);
    await a.getByLabel(en["form.typeDate"]).fill(date.typed);
    await a.locator("label", { hasText: "11:00 AM" }).click();
    await a.getByLabel("Full Name").fill(visitor.name);
    await a.getByLabel("Email Address").fill(visitor.email);
    const request = a.getByRole("button", { name: "Request Appointment" });
    await request.click();
    await request.click(); // a second press before the code runs is the same press
    await typeMessage(page);

    // Nothing has run: the press is held, the slot is the browser's own.
    expect(await isHydrated(request)).toBe(false);
    expect(scripts.held()).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.__heldPresses!.length)).toBe(1);
    await expect(a.getByRole("radio", { name: "11:00 AM" })).toBeChecked();
    expect(await mailtos(page)).toEqual([]);

    scripts.release();
    const [href] = await expectMailtos(page, 1);
    const mail = decodeMailtoHref(href!);
    expect(mail.subject).toBe(`Appointment Request – ${visitor.name}, ${date.shown}, 11:00 AM`);
    expect(mail.body).toContain(`Email: ${visitor.email}`);
    await expectNotice(page, en["toast.appointmentRequestedTitle"], en["toast.appointmentRequestedDescription"]);
    expect(await readStoredList(page, "appointments")).toEqual([
      { ...visitor, date: date.typed, time: "11:00 AM", submittedAt: expect.any(String) },
    ]);
    await expect(a.getByLabel("Full Name")).toHaveValue("");
    await expect(a.getByRole("radio", { checked: true })).toHaveCount(0);
    expect(await page.evaluate(() => window.__heldPresses)).toEqual([]);

    // The message form kept every field, and its first state read them: the link counter counts the text.
    const m = messageForm(page);
    await expect(m.getByRole("textbox", { name: "Message" })).toHaveValue(message.text);
    await expect(m.getByLabel("Subject")).toHaveValue(message.subject);
    await expect(m.locator("#contact-message-count")).toHaveText(/^[5-9]\d% of what an email link can carry$/);
    await m.getByRole("button", { name: "Send Message" }).click();
    const [, sent] = await expectMailtos(page, 2);
    expect(decodeMailtoHref(sent!)).toMatchObject({
      subject: message.subject,
      body: `Name: ${visitor.name}\r\nEmail: ${visitor.email}\r\n\r\nMessage:\r\n${message.text}`,
    });
  });

  test("a message sent is carried out once the code runs; the calendar opens before it and draws its days once it runs, and a past day typed is refused", async ({
    page,
  }) => {
    const scripts = await openHeld(page);
    const send = await typeMessage(page);
    await send.click();
    const a = appointmentForm(page);
    const typed = a.getByLabel(en["form.typeDate"]);
    await typed.fill("2020-01-06");
    await a.getByRole("button", { name: "Pick a date" }).click();
    expect(await isHydrated(send)).toBe(false);
    // The send is held; the calendar's button needs no code: the platform opens its popover, which says the grid is coming.
    expect(await page.evaluate(() => window.__heldPresses!.length)).toBe(1);
    const calendar = page.locator("#appointment-calendar");
    await expect(calendar.getByText(en["form.calendarLoading"])).toBeVisible();
    await expect(calendar.getByRole("button", { name: en["form.closeCalendar"] })).toBeVisible();

    scripts.release();
    const [href] = await expectMailtos(page, 1);
    expect(decodeMailtoHref(href!)).toMatchObject({
      to: "info@nusantara-ai.com.my",
      subject: message.subject,
      body: `Name: ${visitor.name}\r\nEmail: ${visitor.email}\r\n\r\nMessage:\r\n${message.text}`,
    });
    await expectNotice(page, en["toast.messageSentTitle"], en["toast.messageSentDescription"]);
    expect(await readStoredList(page, "contactSubmissions")).toEqual([
      { ...visitor, subject: message.subject, message: message.text, type: "contact", submittedAt: expect.any(String) },
    ]);
    await expect(messageForm(page).getByRole("textbox", { name: "Message" })).toHaveValue("");

    // The date typed before the code ran is read and refused; the calendar opened then now shows its days.
    await expect(a.getByRole("alert")).toHaveText(en["form.datePast"]);
    await expect(typed).toHaveAttribute("aria-invalid", "true");
    await expect(calendar.getByRole("grid")).toBeVisible();
    await expect(calendar.getByText(en["form.calendarLoading"])).toHaveCount(0);
    // The calendar writes the same field.
    await calendar.getByRole("gridcell").getByRole("button", { disabled: false }).last().click();
    await expect(calendar).toBeHidden();
    await expect(a.getByRole("alert")).toHaveCount(0);
    await expect(typed).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(a.getByTestId("selected-date")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test("a send pressed before even the loader runs goes to the mail app as a plain form, and is not sent again", async ({
    page,
  }) => {
    await captureMailto(page);
    const everything = await holdRequests(page, (url) => url.pathname.startsWith("/_next/static/"));
    await page.goto("/contact-us/", { waitUntil: "domcontentloaded" });
    const send = await typeMessage(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    const requested = new Promise<string>((resolve) => cdp.on("Page.frameRequestedNavigation", (event) => resolve(event.url)));
    await send.click();
    const plain = decodeMailtoHref(await requested);
    expect(plain.to).toBe("info@nusantara-ai.com.my");
    expect(plain.subject).toBe(en["form.noScriptMessageSubject"]);
    expect(plain.body).toContain(`name=${visitor.name}\r\n`);
    expect(plain.body).toContain(`message=${message.text}\r\n`);

    everything.release();
    await expect.poll(() => isHydrated(send), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => window.__heldPresses)).toEqual([]);
    expect(await mailtos(page)).toEqual([]);
    await expect(messageForm(page).getByRole("textbox", { name: "Message" })).toHaveValue(message.text);
  });
});

test.describe("the assistants before their code has run", () => {
  test.skip(({ isMobile }) => isMobile, "the capture is the same at every width");

  async function openHome(page: Page) {
    const scripts = await holdRequests(page, framework);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => Array.isArray(window.__heldPresses));
    return scripts;
  }

  test("the chat opens at once; a question typed and sent before its code is kept, shown and answered once it runs", async ({
    page,
  }) => {
    const scripts = await openHome(page);
    await page.getByRole("button", { name: en["chat.open"] }).click();
    const panel = page.getByRole("dialog", { name: en["chat.title"] });
    await expect(panel).toBeVisible();
    const input = panel.getByRole("textbox", { name: en["chat.placeholder"] });
    await expect(input).toBeFocused();
    await input.fill("tell me more about the voice bot");
    await input.press("Enter");
    // Held, not sent to the contact page the form names for a page without scripts.
    await expect(page).toHaveURL(/\/$/);
    expect(await isHydrated(input)).toBe(false);

    scripts.release();
    const log = panel.getByRole("log", { name: en["chat.messages"] });
    await expect(log.locator("li[data-sender='user']")).toHaveText(["tell me more about the voice bot"], { timeout: 20_000 });
    await expect(log.locator("li[data-sender='bot']")).toHaveCount(2, { timeout: 20_000 });
    await expect(log.locator("li[data-sender='bot']").nth(1)).toContainText("Voice Bot");
    await expect(panel.getByRole("textbox", { name: en["chat.placeholder"] })).toHaveValue("");
  });

  test("a bot's question typed before its code is still in the field, with focus, once the code runs", async ({ page }) => {
    const scripts = await openHome(page);
    await page.getByRole("button", { name: en["bots.voiceOpen"] }).click();
    const dialog = page.getByRole("dialog", { name: en["bots.voiceTitle"] });
    const input = dialog.getByRole("textbox", { name: en["bots.placeholder"] });
    await expect(input).toBeFocused();
    await input.pressSequentially("hello the");
    scripts.release();
    // The live code takes over the first screen: its log is the scroll area's.
    await expect(dialog.locator("[data-slot='scroll-area-viewport']")).toHaveCount(1, { timeout: 20_000 });
    const live = dialog.getByRole("textbox", { name: en["bots.placeholder"] });
    await expect(live).toHaveValue("hello the");
    await expect(live).toBeFocused();
    await page.keyboard.type("re");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("log").locator("li[data-sender='user']")).toHaveText(["hello there"]);
  });

  test("search opens at once; words typed and Enter pressed before its code are kept, and the first result opens once it runs", async ({
    page,
  }) => {
    const scripts = await openHome(page);
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the site" });
    const field = dialog.getByRole("searchbox", { name: "Search" });
    await expect(field).toBeFocused();
    await field.pressSequentially("webe");
    expect(await isHydrated(field)).toBe(false);
    scripts.release();
    // The live panel takes the first screen's place with the words and the caret, and lists results.
    const results = dialog.getByRole("list", { name: "Search the site" }).getByRole("link");
    await expect(results.first()).toHaveAttribute("href", "/services/cisco-webex/", { timeout: 20_000 });
    const live = dialog.getByRole("searchbox", { name: "Search" });
    await expect(live).toHaveValue("webe");
    await expect(live).toBeFocused();
    await page.keyboard.type("x");
    await expect(live).toHaveValue("webex");
  });

  test("an Enter pressed in search before its code opens the first result once the code runs", async ({ page }) => {
    const scripts = await openHome(page);
    await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
    const field = page.getByRole("dialog", { name: "Search the site" }).getByRole("searchbox", { name: "Search" });
    await field.fill("webex");
    await field.press("Enter");
    // Held, not sent to the site map the form names for a page without scripts.
    await expect(page).toHaveURL(/\/$/);
    scripts.release();
    await expect(page).toHaveURL(/\/services\/cisco-webex\/$/, { timeout: 20_000 });
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeHidden();
  });
});
