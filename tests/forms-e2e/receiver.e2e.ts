/**
 * The contact forms of an export built with NEXT_PUBLIC_FORMS_ENDPOINT, sending to the receiver running in
 * workerd: every script arrives byte for byte with and without JavaScript, failures keep the text and offer
 * retry and mail, retries and double clicks store one row, and spam and webhook outcomes are recorded.
 */
import { expect, test } from "@playwright/test";

import { axeViolations } from "../e2e/axe";
import { captureMailto, decodeMailtoHref, expectMailtos, expectNotice, readStoredList } from "../e2e/widget-helpers";
import {
  appointmentForm,
  expectLeadMail,
  fillAppointment,
  fillMessage,
  mailsFor,
  message,
  messageForm,
  MIXED,
  nextOfficeDay,
  openContact,
  rowsTagged,
  tagged,
  type Row,
} from "./form-helpers";
import { ENDPOINT, SITE, WEBHOOK } from "./ports";

test.describe("with JavaScript", () => {
  test("a message in every script arrives byte for byte, with a receipt, a notification and a local copy", async ({
    page,
    request,
  }) => {
    const tag = tagged();
    const sent = message(tag);
    await openContact(page);
    await (await fillMessage(page, sent)).click();
    await expectNotice(page, "Message Sent!", /We received your message\. Your reference is [0-9A-F]{8}\./);
    const [row] = await rowsTagged(request, tag);
    expect(row).toMatchObject({ kind: "message", fields: sent, spam: false });
    await expect(messageForm(page).getByLabel("Full Name")).toHaveValue("");
    const stored = await readStoredList<Record<string, string>>(page, "contactSubmissions");
    expect(stored?.at(-1)).toMatchObject({
      ...sent,
      id: row!.id,
      delivery: "received",
      reference: row!.id.replace(/-/g, "").slice(0, 8).toUpperCase(),
    });
    await expect.poll(async () => (await rowsTagged(request, tag))[0]?.notification?.status).toBe("sent");
    expect(await rowsTagged(request, tag, "")).toMatchObject([{ id: row!.id, flags: [] }]);
    const mail = await expectLeadMail(row!.id, "siti@example.my", `Website message: ${sent.subject}`);
    expect(mail.text).toContain(`Reference: ${row!.id.replace(/-/g, "").slice(0, 8).toUpperCase()}`);
    expect(mail.text).toContain("Page language: en");
    expect(mail.text).toContain(sent.message);
    await expect.poll(async () => (await rowsTagged(request, tag))[0]?.mail?.status).toBe("sent");
    const hooks = (await (await request.get(`${WEBHOOK}/received`)).json()) as { text: string; submission: Row }[];
    const hook = hooks.find((h) => h.submission.id === row!.id);
    expect(hook?.submission.fields).toEqual(sent);
    expect(hook?.text).toContain(`from ${sent.name.replace(/&/g, "&amp;")} (siti@example.my): Harga`);
  });

  test("an appointment in every script arrives byte for byte", async ({ page, request }) => {
    const tag = tagged();
    const sent = { name: `陈 ${MIXED} ${tag}`, email: "chen@example.cn", date: nextOfficeDay(), time: "02:00 PM" };
    await openContact(page);
    await (await fillAppointment(page, sent)).click();
    await expectNotice(page, "Appointment Requested!", /We received your request\. Your reference is [0-9A-F]{8}\./);
    const [row] = await rowsTagged(request, tag);
    expect(row).toMatchObject({ kind: "appointment", fields: sent, lang: "en" });
    const mail = await expectLeadMail(row!.id, "chen@example.cn", `Appointment request: ${sent.date} ${sent.time}`);
    expect(mail.text).toContain(`Name: ${sent.name}`);
  });

  test("the receiver unreachable: the text stays, and retry and mail are offered", async ({ page, request }) => {
    const tag = tagged();
    const sent = message(tag);
    await captureMailto(page);
    await page.route(ENDPOINT, (route) => route.abort("connectionrefused"));
    await openContact(page);
    await (await fillMessage(page, sent)).click();
    const failure = messageForm(page).getByTestId("delivery-failure");
    await expect(failure).toContainText("We could not reach our message service", { timeout: 15_000 });
    await expect(failure).toContainText("Everything you wrote is still in the form.");
    await expect(messageForm(page).getByRole("textbox", { name: "Message" })).toHaveValue(sent.message);
    await expect(messageForm(page).getByLabel("Subject")).toHaveValue(sent.subject);

    await failure.getByRole("button", { name: "Send by email instead" }).click();
    const [href] = await expectMailtos(page, 1);
    const mail = decodeMailtoHref(href!);
    expect(mail.subject).toBe(sent.subject);
    // A mail link carries line breaks as CRLF.
    expect(mail.body.replace(/\r\n/g, "\n")).toContain(sent.message);
    expect(await rowsTagged(request, tag)).toEqual([]);
  });

  test("Try again after the receiver comes back stores the text once", async ({ page, request }) => {
    const tag = tagged();
    await page.route(ENDPOINT, (route) => route.abort("connectionrefused"));
    await openContact(page);
    await (await fillMessage(page, message(tag))).click();
    const failure = messageForm(page).getByTestId("delivery-failure");
    await expect(failure).toBeVisible({ timeout: 15_000 });
    await page.unroute(ENDPOINT);
    await failure.getByRole("button", { name: "Try again" }).click();
    await expectNotice(page, "Message Sent!");
    expect(await rowsTagged(request, tag)).toHaveLength(1);
  });

  test("a 500 on the first try and then success: exactly one row", async ({ page, request }) => {
    const tag = tagged();
    let posts = 0;
    await page.route(ENDPOINT, async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts += 1;
      if (posts === 1) {
        return route.fulfill({
          status: 500,
          contentType: "application/json",
          headers: { "Access-Control-Allow-Origin": SITE },
          body: '{"error":"down"}',
        });
      }
      return route.fallback();
    });
    await openContact(page);
    await (await fillMessage(page, message(tag))).click();
    await expectNotice(page, "Message Sent!");
    expect(posts).toBe(2);
    expect(await rowsTagged(request, tag)).toHaveLength(1);
  });

  test("a double click on submit: one request, one row", async ({ page, request }) => {
    const tag = tagged();
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.url() === ENDPOINT && r.method() === "POST") posts.push(r.postData() ?? "");
    });
    await openContact(page);
    await (await fillMessage(page, message(tag))).dblclick();
    await expectNotice(page, "Message Sent!");
    await page.waitForTimeout(500);
    expect(posts).toHaveLength(1);
    expect(await rowsTagged(request, tag)).toHaveLength(1);
  });

  test("over the rate limit the form says how long to wait, in words", async ({ page }) => {
    let posts = 0;
    await page.route(ENDPOINT, (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      posts += 1;
      return route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": SITE, "Access-Control-Expose-Headers": "Retry-After", "Retry-After": "600" },
        body: '{"error":"Too many submissions: try again in 600 seconds."}',
      });
    });
    await openContact(page);
    await (await fillMessage(page, message(tagged()))).click();
    const failure = messageForm(page).getByTestId("delivery-failure");
    await expect(failure).toContainText("Too many messages came from your connection. Please wait 10 minutes and try again.");
    expect(posts).toBe(1);
  });

  test("a field the receiver refuses is named and linked, and axe finds no violation with the report open", async ({ page }) => {
    await openContact(page);
    await (await fillMessage(page, { ...message(tagged()), email: "not-an-address" })).click();
    const failure = messageForm(page).getByTestId("delivery-failure");
    await expect(failure).toContainText("Our message service could not accept it.");
    await expect(failure.getByRole("link", { name: "Email Address" })).toHaveAttribute("href", "#contact-email");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a filled honeypot is answered as sent, stored as spam and never notified", async ({ page, request }) => {
    const tag = tagged();
    await openContact(page);
    await messageForm(page)
      .locator("input[name='website']")
      .evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
    await (await fillMessage(page, message(tag))).click();
    await expectNotice(page, "Message Sent!");
    expect(await rowsTagged(request, tag, "")).toEqual([]);
    const [row] = await rowsTagged(request, tag);
    expect(row).toMatchObject({ spam: true, notification: { status: "skipped", attempts: 0 }, mail: { status: "skipped" } });
    expect(mailsFor(row!.id)).toEqual([]);
    const hooks = (await (await request.get(`${WEBHOOK}/received`)).json()) as { submission: Row }[];
    expect(hooks.some((h) => h.submission.id === row!.id)).toBe(false);
  });

  test("a failed webhook keeps the row and marks it", async ({ page, request }) => {
    const tag = tagged();
    await request.post(`${WEBHOOK}/fail`, { data: tag });
    try {
      await openContact(page);
      await (await fillMessage(page, message(tag))).click();
      await expectNotice(page, "Message Sent!");
      await expect.poll(async () => (await rowsTagged(request, tag))[0]?.notification?.status).toBe("failed");
      const [row] = await rowsTagged(request, tag);
      expect(row).toMatchObject({
        fields: message(tag),
        notification: { status: "failed", attempts: 1, error: "Webhook answered 500" },
      });
    } finally {
      await request.post(`${WEBHOOK}/recover`, { data: tag });
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a message posts to the receiver, lands on the sent page and arrives byte for byte", async ({ page, request }) => {
    const tag = tagged();
    const sent = message(tag);
    await page.goto("/contact-us/");
    await (await fillMessage(page, sent)).click();
    await page.waitForURL("**/contact-us/sent/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you: we received it");
    const [row] = await rowsTagged(request, tag);
    // The browser sends the textarea's line breaks as CRLF; the receiver stores them as typed.
    expect(row).toMatchObject({ kind: "message", fields: sent, spam: false, lang: "en" });
    const mail = await expectLeadMail(row!.id, "siti@example.my", `Website message: ${sent.subject}`);
    expect(mail.text).toContain(sent.message);
  });

  test("an appointment posts to the receiver and arrives byte for byte", async ({ page, request }) => {
    const tag = tagged();
    const sent = { name: `陈 ${MIXED} ${tag}`, email: "chen@example.cn", date: nextOfficeDay(), time: "09:00 AM" };
    await page.goto("/contact-us/");
    await (await fillAppointment(page, sent)).click();
    await page.waitForURL("**/contact-us/sent/");
    const [row] = await rowsTagged(request, tag);
    expect(row).toMatchObject({ kind: "appointment", fields: sent });
    await expectLeadMail(row!.id, "chen@example.cn", `Appointment request: ${sent.date} ${sent.time}`);
  });

  test("a message from the Chinese contact page lands on the Chinese sent page and is stored with its language", async ({
    page,
    request,
  }) => {
    const tag = tagged();
    const sent = { name: `李伟 ${tag}`, email: "li.wei@example.cn", subject: "询价：语音机器人", message: "请与我联系。" };
    await page.goto("/zh/contact-us/");
    const form = messageForm(page);
    for (const [field, value] of Object.entries(sent)) await form.locator(`[name="${field}"]`).fill(value);
    await form.getByRole("button", { name: "发送留言" }).click();
    await page.waitForURL("**/zh/contact-us/sent/");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("感谢您，我们已收到");
    const [row] = await rowsTagged(request, tag);
    expect(row).toMatchObject({ kind: "message", fields: sent, lang: "zh-Hans" });
  });

  test("a refused post from the French contact page lands on the French not-sent page", async ({ page }) => {
    await page.goto("/fr/contact-us/");
    const form = appointmentForm(page);
    await form.locator('input[name="date"]').fill("2020-01-06");
    await form.locator('input[name="time"]').first().check({ force: true });
    await form.locator('[name="name"]').fill(`A ${tagged()}`);
    await form.locator('[name="email"]').fill("a@example.fr");
    await form.locator('button[type="submit"]').click();
    await page.waitForURL("**/fr/contact-us/not-sent/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre message n'a pas été envoyé");
  });

  test("a refused post lands on the not-sent page, which restates the rules and offers mail", async ({ page }) => {
    await page.goto("/contact-us/");
    await (
      await fillAppointment(page, { name: `A ${tagged()}`, email: "a@example.my", date: "2020-01-06", time: "09:00 AM" })
    ).click();
    await page.waitForURL("**/contact-us/not-sent/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message was not sent");
    await expect(page.getByText("Appointments are on weekdays (Monday to Friday), today or later")).toBeVisible();
    await expect(page.getByRole("link", { name: "Write a message in your email app" })).toHaveAttribute(
      "href",
      /^mailto:info@nusantara-ai\.com\.my\?/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test("a foreign origin is refused with 403, on the post and on the preflight", async ({ request }) => {
  const body = { id: crypto.randomUUID(), kind: "message", name: "X", email: "x@example.com", subject: "s", message: "m" };
  const post = await request.post(ENDPOINT, {
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    data: body,
  });
  expect(post.status()).toBe(403);
  expect(await post.json()).toEqual({ error: "This origin may not send here." });
  const preflight = await request.fetch(ENDPOINT, {
    method: "OPTIONS",
    headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
  });
  expect(preflight.status()).toBe(403);
});
