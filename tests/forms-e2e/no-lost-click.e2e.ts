/**
 * No click on a form's submit button is ever lost: on fresh page loads, with reduced motion, the visitor
 * fills the form as soon as the page shows it (before the framework runs, as autofill does) and submits
 * at a different moment each time; every load must end with the text stored by the receiver. A sending
 * code that cannot load ends in the failure report with the mail hand-off, never in silence.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";

import { expectNotice, openNotices, waitForHydration } from "../e2e/widget-helpers";
import {
  appointmentForm,
  fillAppointment,
  fillMessage,
  message,
  messageForm,
  nextOfficeDay,
  openContact,
  rowsTagged,
  tagged,
} from "./form-helpers";
import { SITE } from "./ports";

// When the click comes: at once (the framework may not have run: the loader holds the press until it
// has, or, before even the loader runs, the form posts without it), or this many milliseconds after the
// framework has run. Ten fresh loads a form.
const CLICK_DELAYS_MS = [null, 0, 100, 250, 500, 750, 1000, 1500, 2500, 4000];

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE, reducedMotion: "reduce", viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

async function clickWhen(page: Page, button: ReturnType<Page["getByRole"]>, delay: number | null) {
  if (delay !== null) {
    await waitForHydration(button);
    await page.waitForTimeout(delay);
  }
  await button.click();
}

/** "Sent" is the notice with the receipt (with JavaScript) or the sent page (a post before the framework ran). */
async function expectSent(page: Page, title: string) {
  await expect
    .poll(
      async () => page.url().endsWith("/contact-us/sent/") || (await openNotices(page).filter({ hasText: title }).count()) > 0,
      { message: `"${title}" or the sent page`, timeout: 20_000 },
    )
    .toBe(true);
}

test.describe("a submit at any moment is sent", () => {
  test.describe.configure({ timeout: 240_000 });

  // Each form: how it is filled (returning what was typed and its submit button), and the notice that says it was sent.
  const FORMS = [
    {
      name: "message",
      fill: async (page: Page, tag: string) => {
        const sent = message(tag);
        return { sent, button: await fillMessage(page, sent) };
      },
      sentTitle: "Message Sent!",
    },
    {
      name: "appointment",
      fill: async (page: Page, tag: string) => {
        const sent = { name: `Chen ${tag}`, email: "chen@example.cn", date: nextOfficeDay(), time: "11:00 AM" };
        return { sent, button: await fillAppointment(page, sent) };
      },
      sentTitle: "Appointment Requested!",
    },
  ];

  for (const form of FORMS) {
    test(`the ${form.name} form, on ten fresh loads`, async ({ browser, request }) => {
      for (const [load, delay] of CLICK_DELAYS_MS.entries()) {
        const tag = tagged();
        const page = await freshPage(browser);
        await page.goto("/contact-us/", { waitUntil: "domcontentloaded" });
        const { sent, button } = await form.fill(page, tag);
        await clickWhen(page, button, delay);
        await test.step(`load ${load + 1}, click ${delay === null ? "at once" : `${delay} ms after hydration`}`, async () => {
          await expectSent(page, form.sentTitle);
          await expect.poll(async () => (await rowsTagged(request, tag, "")).map((row) => row.fields)).toEqual([sent]);
        });
        await page.context().close();
      }
    });
  }
});

test("sending code that cannot load: the text stays, and the report offers retry and mail", async ({ page, request }) => {
  const tag = tagged();
  const sent = message(tag);
  await openContact(page);
  // Every script requested from now on fails: the sending code is fetched only on the first submit.
  await page.route("**/_next/static/chunks/**", (route) => route.abort("connectionreset"));
  await (await fillMessage(page, sent)).click();
  const failure = messageForm(page).getByTestId("delivery-failure");
  await expect(failure).toContainText("We could not reach our message service", { timeout: 20_000 });
  await expect(messageForm(page).getByRole("textbox", { name: "Message" })).toHaveValue(sent.message);

  await expect(failure.getByRole("button", { name: "Send by email instead" })).toBeVisible();

  await page.unroute("**/_next/static/chunks/**");
  await failure.getByRole("button", { name: "Try again" }).click();
  await expectNotice(page, "Message Sent!");
  await expect.poll(async () => (await rowsTagged(request, tag, "")).length).toBe(1);
});

test("a double click on the appointment form right after filling sends one request", async ({ page, request }) => {
  const tag = tagged();
  let posts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/submit")) posts += 1;
  });
  await openContact(page);
  const form = appointmentForm(page);
  await (
    await fillAppointment(page, { name: `Chen ${tag}`, email: "chen@example.cn", date: nextOfficeDay(), time: "10:00 AM" })
  ).dblclick();
  await expectNotice(page, "Appointment Requested!");
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.locator("input[name='time']:checked")).toHaveCount(0);
  expect(posts).toBe(1);
  expect(await rowsTagged(request, tag, "")).toHaveLength(1);
});
