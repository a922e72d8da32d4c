// The receiver in workerd (Miniflare), with an in-memory D1, a local webhook and the local e-mail stand-in:
// validation with the site's rules, limits on the request, idempotency, origins, rate limit, spam, the
// e-mail and the webhook, the migrations, and listing.
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, describe, test } from "node:test";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";

import { applyMigrations, mailDestination, readMail, startReceiver } from "../local.mjs";

const SITE = "https://site.test";
const TOKEN = "test-admin-token";

/** A webhook that records what it receives, and answers 500 while `failing` is set. */
async function startWebhook() {
  const hook = { received: [], failing: false };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      hook.received.push(JSON.parse(body));
      res.writeHead(hook.failing ? 500 : 200).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  hook.url = `http://127.0.0.1:${server.address().port}/hook`;
  hook.close = () => new Promise((resolve) => server.close(resolve));
  return hook;
}

const tempDirs = [];
after(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A receiver; `mail: true` binds MAIL to the stand-in, which keeps each e-mail in a folder of its own. */
async function receiver(vars = {}, { mail = false, mailFail = false } = {}) {
  const mailDir = mail && mkdtempSync(join(tmpdir(), "forms-mail-"));
  if (mailDir) tempDirs.push(mailDir);
  const started = await startReceiver({
    mailDir,
    mailFail,
    vars: {
      FORMS_ALLOWED_ORIGINS: `${SITE} https://other.site.test`,
      FORMS_ADMIN_TOKEN: TOKEN,
      FORMS_MIN_FILL_SECONDS: "0",
      FORMS_RATE_LIMIT: "100",
      ...vars,
    },
  });
  const { mf } = started;
  const post = (body, { origin = SITE, type = "application/json", ip } = {}) =>
    mf.dispatchFetch("http://receiver/submit", {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(origin ? { Origin: origin } : {}),
        ...(type ? { "Content-Type": type } : {}),
        ...(ip ? { "CF-Connecting-IP": ip } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const list = async (query = "", headers = {}) =>
    mf.dispatchFetch(`http://receiver/submissions${query}`, { headers: { Authorization: `Bearer ${TOKEN}`, ...headers } });
  const rows = async (query = "") => (await list(query)).json();
  const detail = async (id) => (await rows("?spam=1&detail=1")).find((x) => x.id === id);
  /** Waits for the row's channel ("notification" or "mail") to reach the status. */
  const settle = async (id, channel, status) => {
    for (let i = 0; i < 100; i++) {
      const row = await detail(id);
      if (row?.[channel].status === status) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.fail(`row ${id} never reached ${channel} status ${status}: ${JSON.stringify(await detail(id))}`);
  };
  /** The e-mails kept for a submission, read. */
  const mails = (id) =>
    readdirSync(started.mail.dir)
      .filter((name) => name.endsWith(`-${id}.eml`))
      .map((name) => ({ name, ...readMail(readFileSync(join(started.mail.dir, name), "utf8")) }));
  const cron = async () => (await mf.getWorker()).scheduled({ scheduledTime: new Date(), cron: "*/15 * * * *" });
  return { mf, mail: started.mail, post, list, rows, detail, settle, mails, cron };
}

const DESTINATION = mailDestination();

function nextOfficeDay() {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const message = (fields = {}) => ({
  id: crypto.randomUUID(),
  kind: "message",
  name: "Siti Nurhaliza",
  email: "siti@example.my",
  subject: "Pertanyaan",
  message: "Selamat pagi,\nboleh saya tahu harga?",
  ...fields,
});

const appointment = (fields = {}) => ({
  id: crypto.randomUUID(),
  kind: "appointment",
  name: "陈小明",
  email: "chen@example.cn",
  date: nextOfficeDay(),
  time: "02:00 PM",
  ...fields,
});

let r;
before(async () => {
  r = await receiver({}, { mail: true });
});
after(async () => {
  await r.mf.dispose();
});

describe("validation with the site's rules", () => {
  test("a valid message is stored byte for byte and answered 201 with its receipt", async () => {
    const body = message({ name: "نور\u200f الهدى", subject: "& + % # \" ' 😀", message: "வணக்கம்\r\nline two\n\nதமிழ்" });
    const res = await r.post(body);
    assert.equal(res.status, 201);
    assert.deepEqual(await res.json(), { id: body.id, reference: body.id.replace(/-/g, "").slice(0, 8).toUpperCase() });
    assert.equal(res.headers.get("Access-Control-Allow-Origin"), SITE);
    const row = (await r.rows()).find((x) => x.id === body.id);
    assert.deepEqual(row.fields, { name: body.name, email: body.email, subject: body.subject, message: body.message });
    assert.equal(row.kind, "message");
    assert.match(row.receivedAt, /^\d{4}-\d{2}-\d{2}T/);
  });

  test("a valid appointment is stored with its date and slot label", async () => {
    const body = appointment();
    assert.equal((await r.post(body)).status, 201);
    const row = (await r.rows()).find((x) => x.id === body.id);
    assert.deepEqual(row.fields, { name: "陈小明", email: "chen@example.cn", date: body.date, time: "02:00 PM" });
  });

  const refusals = [
    ["an empty subject", message({ subject: "  " }), { subject: "required" }],
    ["an e-mail without @", message({ email: "siti.example.my" }), { email: "invalid" }],
    ["a name over 100 characters", message({ name: "x".repeat(101) }), { name: "too-long" }],
    ["an unknown field", message({ phone: "123" }), { phone: "unknown" }],
    ["a field that is not text", message({ name: 42 }), { name: "invalid" }],
    ["an id that is not a UUID", message({ id: "1" }), { id: "invalid" }],
    ["an unknown form", message({ kind: "order" }), { kind: "invalid" }],
    ["a weekend date", appointment({ date: "2031-01-04" }), { date: "weekend" }],
    ["a past date", appointment({ date: "2020-01-06" }), { date: "past" }],
    ["a date in another shape", appointment({ date: "06/01/2031" }), { date: "invalid" }],
    ["a slot the office does not offer", appointment({ time: "01:00 AM" }), { time: "invalid" }],
  ];
  for (const [what, body, fields] of refusals) {
    test(`${what} is refused with 400 naming the field`, async () => {
      const res = await r.post(body);
      assert.equal(res.status, 400);
      const refusal = await res.json();
      assert.deepEqual(refusal.fields, fields);
      assert.equal(typeof refusal.error, "string");
    });
  }

  test("a body that is not a JSON object is 400, the wrong content type 415, over 32 KB 413", async () => {
    assert.equal((await r.post("[1,2]")).status, 400);
    assert.equal((await r.post("{", {})).status, 400);
    assert.equal((await r.post(message(), { type: "text/plain" })).status, 415);
    const big = await r.post(message({ message: "x".repeat(33 * 1024) }));
    assert.equal(big.status, 413);
    assert.match((await big.json()).error, /32768 bytes/);
  });

  test("a form post is answered 303 to the sent page, or to the not-sent page when refused", async () => {
    const form = new URLSearchParams({
      kind: "message",
      name: "Ali",
      email: "ali@example.my",
      subject: "Hi",
      message: "one\r\ntwo",
    });
    const sent = await r.post(form.toString(), { type: "application/x-www-form-urlencoded" });
    assert.equal(sent.status, 303);
    assert.equal(sent.headers.get("Location"), `${SITE}/contact-us/sent/`);
    const row = (await r.rows()).find((x) => x.fields.name === "Ali");
    assert.equal(row.fields.message, "one\ntwo");
    form.set("email", "");
    const refused = await r.post(form.toString(), { type: "application/x-www-form-urlencoded" });
    assert.equal(refused.status, 303);
    assert.equal(refused.headers.get("Location"), `${SITE}/contact-us/not-sent/`);
  });

  test("a form posted from a translated page lands on the outcome page in that page's language", async () => {
    const fields = { kind: "message", name: "Li Wei", email: "li@example.cn", subject: "报价", message: "请联系我" };
    const sent = await r.post(new URLSearchParams({ ...fields, lang: "zh-Hans" }).toString(), { type: FORM });
    assert.equal(sent.status, 303);
    assert.equal(sent.headers.get("Location"), `${SITE}/zh/contact-us/sent/`);
    const row = (await r.rows()).find((x) => x.fields.name === "Li Wei");
    assert.equal((await r.detail(row.id)).lang, "zh-Hans");
    const refused = await r.post(new URLSearchParams({ ...fields, email: "", lang: "fr" }).toString(), { type: FORM });
    assert.equal(refused.headers.get("Location"), `${SITE}/fr/contact-us/not-sent/`);
    // A language the site does not publish (or a malformed tag) falls back to English.
    const german = await r.post(new URLSearchParams({ ...fields, email: "", lang: "de" }).toString(), { type: FORM });
    assert.equal(german.headers.get("Location"), `${SITE}/contact-us/not-sent/`);
  });
});

describe("idempotency", () => {
  test("the same id twice stores one row and returns the same receipt, 201 then 200", async () => {
    const body = message();
    const first = await r.post(body);
    const second = await r.post({ ...body, message: "changed" });
    assert.equal(first.status, 201);
    assert.equal(second.status, 200);
    assert.deepEqual(await second.json(), await first.json());
    const rows = (await r.rows()).filter((x) => x.id === body.id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].fields.message, body.message);
  });
});

describe("origins", () => {
  test("a foreign origin gets 403 on POST and on preflight, a listed one a preflight answer", async () => {
    const foreign = await r.post(message(), { origin: "https://evil.test" });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.headers.get("Access-Control-Allow-Origin"), null);
    const preflight = (origin) =>
      r.mf.dispatchFetch("http://receiver/submit", {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
      });
    assert.equal((await preflight("https://evil.test")).status, 403);
    const allowed = await preflight("https://other.site.test");
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get("Access-Control-Allow-Origin"), "https://other.site.test");
    assert.match(allowed.headers.get("Access-Control-Allow-Headers"), /content-type/i);
  });

  test("a form post without Origin goes to the not-sent page; a JSON one gets 403", async () => {
    const form = new URLSearchParams({ kind: "message", name: "A", email: "a@b.my", subject: "s", message: "m" }).toString();
    const res = await r.post(form, { origin: null, type: "application/x-www-form-urlencoded" });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("Location"), `${SITE}/contact-us/not-sent/`);
    assert.equal((await r.post(message(), { origin: null })).status, 403);
  });
});

describe("rate limit", () => {
  test("over the limit a client gets 429 with Retry-After; other clients and repeats are not held back", async () => {
    const limited = await receiver({ FORMS_RATE_LIMIT: "2", FORMS_RATE_WINDOW_SECONDS: "600" });
    try {
      const first = message();
      assert.equal((await limited.post(first, { ip: "203.0.113.7" })).status, 201);
      assert.equal((await limited.post(message(), { ip: "203.0.113.7" })).status, 201);
      const over = await limited.post(message(), { ip: "203.0.113.7" });
      assert.equal(over.status, 429);
      const wait = Number(over.headers.get("Retry-After"));
      assert.ok(wait > 590 && wait <= 600, `Retry-After ${wait}`);
      assert.equal(over.headers.get("Access-Control-Expose-Headers"), "Retry-After");
      assert.match((await over.json()).error, /Too many/);
      assert.equal((await limited.post(first, { ip: "203.0.113.7" })).status, 200);
      assert.equal((await limited.post(message(), { ip: "198.51.100.1" })).status, 201);
      assert.equal((await limited.rows()).length, 3);
      // No MAIL binding here: the e-mail channel is "none", as on a deployment without send_email.
      assert.deepEqual((await limited.detail(first.id)).mail, { status: "none", attempts: 0, error: null });
    } finally {
      await limited.mf.dispose();
    }
  });
});

const form = (fields) => new URLSearchParams(Object.entries(fields).filter(([key]) => key !== "id")).toString();
const FORM = "application/x-www-form-urlencoded";

describe("the e-mail to the company", () => {
  const cases = [
    ["a message sent as JSON", message({ lang: "ms" }), "json", "Website message: Pertanyaan"],
    ["an appointment sent as JSON", appointment({ lang: "zh-Hans" }), "json", (b) => `Appointment request: ${b.date} 02:00 PM`],
    [
      "a message sent as a form post (no JavaScript)",
      message({ name: "Ali Form", lang: "ms" }),
      "form",
      "Website message: Pertanyaan",
    ],
    [
      "an appointment sent as a form post (no JavaScript)",
      appointment({ name: "Tan Form", lang: "en" }),
      "form",
      (b) => `Appointment request: ${b.date} 02:00 PM`,
    ],
  ];
  for (const [what, body, as, subject] of cases) {
    test(`${what} arrives as one e-mail: To the destination only, Reply-To the visitor, a sortable subject`, async () => {
      const res = as === "json" ? await r.post(body) : await r.post(form(body), { type: FORM });
      assert.equal(res.status, as === "json" ? 201 : 303);
      const row = as === "json" ? await r.detail(body.id) : (await r.rows("?detail=1")).find((x) => x.fields.name === body.name);
      await r.settle(row.id, "mail", "sent");
      const [mail, ...more] = r.mails(row.id);
      assert.equal(more.length, 0);
      assert.match(mail.name, new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}\\.\\d{3}Z-${row.id}\\.eml$`));
      assert.deepEqual(mail.all("To"), [`<${DESTINATION}>`]);
      assert.deepEqual([mail.all("Cc"), mail.all("Bcc")], [[], []]);
      assert.equal(mail.get("Reply-To"), `${/^[\x20-\x7e]*$/.test(body.name) ? `"${body.name}"` : body.name} <${body.email}>`);
      assert.equal(mail.get("Subject"), typeof subject === "function" ? subject(body) : subject);
      assert.equal(mail.get("Message-ID"), `<${row.id}@nusantara-ai.com.my>`);
      assert.match(mail.text, new RegExp(`\nReference: ${row.id.replace(/-/g, "").slice(0, 8).toUpperCase()}\n`));
      assert.match(mail.text, new RegExp(`\nPage language: ${body.lang}\n`));
      assert.equal(row.lang, body.lang);
    });
  }

  test("a subject and name in Chinese, Tamil and emoji arrive readable, byte for byte", async () => {
    const body = message({ name: "陈小明 👨‍👩‍👧", subject: "询问价格 வணக்கம் 😀 — quotation for three branches in Selangor" });
    assert.equal((await r.post(body)).status, 201);
    await r.settle(body.id, "mail", "sent");
    const [mail] = r.mails(body.id);
    assert.equal(mail.get("Subject"), `Website message: ${body.subject}`);
    assert.equal(mail.get("Reply-To"), `${body.name} <${body.email}>`);
    assert.ok(mail.text.includes(`\nMessage:\n${body.message}\n`));
  });

  test("a CR or LF in the subject or name adds no header and no recipient", async () => {
    const body = message({ name: "Hi\r\nBcc: evil@x.test", subject: "Hi\r\nBcc: evil@x.test\r\nTo: evil@x.test" });
    assert.equal((await r.post(body)).status, 201);
    await r.settle(body.id, "mail", "sent");
    const [mail] = r.mails(body.id);
    assert.deepEqual(mail.names, [
      "From",
      "To",
      "Reply-To",
      "Subject",
      "Date",
      "Message-ID",
      "Auto-Submitted",
      "MIME-Version",
      "Content-Type",
      "Content-Transfer-Encoding",
    ]);
    assert.deepEqual(mail.all("To"), [`<${DESTINATION}>`]);
    assert.equal(mail.get("Subject"), "Website message: Hi Bcc: evil@x.test To: evil@x.test");
    // The stored text is what the visitor sent; only the e-mail's headers fold it to one line.
    assert.equal((await r.detail(body.id)).fields.subject, body.subject);
  });

  test("the same id again sends no second e-mail", async () => {
    const body = message();
    assert.equal((await r.post(body)).status, 201);
    await r.settle(body.id, "mail", "sent");
    assert.equal((await r.post(body)).status, 200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(r.mails(body.id).length, 1);
  });
});

describe("page language", () => {
  test("a language tag is kept in its own column; anything else is stored as null, never refused", async () => {
    const cases = [
      ["en", "en"],
      ["zh-Hans", "zh-Hans"],
      ["es-419", "es-419"],
      [" fr ", "fr"],
      ["en<script>", null],
      ["x".repeat(40), null],
      ["", null],
      [42, null],
      [null, null],
    ];
    for (const [lang, stored] of cases) {
      const body = message({ lang });
      assert.equal((await r.post(body)).status, 201, JSON.stringify(lang));
      const row = await r.detail(body.id);
      assert.equal(row.lang, stored, JSON.stringify(lang));
      assert.ok(!("lang" in row.fields));
    }
    const posted = message({ name: "Lang Form", lang: "ms-MY" });
    assert.equal((await r.post(form(posted), { type: FORM })).status, 303);
    assert.equal((await r.rows("?detail=1")).find((x) => x.fields.name === "Lang Form").lang, "ms-MY");
    const twice = `${form(message({ name: "Lang Twice" }))}&lang=en&lang=ms`;
    assert.equal((await r.post(twice, { type: FORM })).headers.get("Location"), `${SITE}/contact-us/sent/`);
    assert.equal((await r.rows("?detail=1")).find((x) => x.fields.name === "Lang Twice").lang, null);
  });
});

describe("spam, notification and housekeeping", () => {
  let hook;
  let w;
  before(async () => {
    hook = await startWebhook();
    w = await receiver({ FORMS_WEBHOOK_URL: hook.url, FORMS_MIN_FILL_SECONDS: "3" }, { mail: true });
  });
  after(async () => {
    await w.mf.dispose();
    await hook.close();
  });

  test("a stored message notifies the webhook, its text escaped for chat markup, and e-mails the company", async () => {
    const body = message({ startedAt: Date.now() - 10_000, subject: "<!channel> & you" });
    assert.equal((await w.post(body)).status, 201);
    const row = await w.settle(body.id, "notification", "sent");
    assert.equal(row.notification.attempts, 1);
    const call = hook.received.find((x) => x.submission.id === body.id);
    assert.match(call.text, /^New message [0-9A-F]{8} from Siti Nurhaliza \(siti@example\.my\): &lt;!channel&gt; &amp; you$/);
    assert.equal(call.submission.fields.subject, "<!channel> & you");
    assert.deepEqual(call.submission.fields.message, body.message);
    assert.deepEqual((await w.settle(body.id, "mail", "sent")).mail, { status: "sent", attempts: 1, error: null });
    assert.equal(w.mails(body.id)[0].get("Subject"), "Website message: <!channel> & you");
  });

  test("a filled honeypot is answered as sent, stored as spam, hidden, never notified nor e-mailed", async () => {
    const trap = message({ website: "http://spam.example", startedAt: Date.now() - 10_000 });
    assert.equal((await w.post(trap)).status, 201);
    const row = await w.detail(trap.id);
    assert.equal(row.spam, true);
    assert.equal(row.notification.status, "skipped");
    assert.equal(row.mail.status, "skipped");
    assert.ok(!(await w.rows()).some((x) => x.id === trap.id), "spam is left out without ?spam=1");
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.ok(!hook.received.some((x) => x.submission.id === trap.id));
    assert.equal(w.mails(trap.id).length, 0);
    await w.cron();
    assert.equal(w.mails(trap.id).length, 0);
  });

  test("a form sent within the minimum time is flagged fast: listed, notified and e-mailed like any other", async () => {
    const quick = message({ startedAt: Date.now() - 500 });
    assert.equal((await w.post(quick)).status, 201);
    const listed = (await w.rows()).find((x) => x.id === quick.id);
    assert.deepEqual(listed.flags, ["fast"]);
    const row = await w.settle(quick.id, "notification", "sent");
    assert.equal(row.spam, false);
    assert.match(hook.received.find((x) => x.submission.id === quick.id).text, / \[fast\]$/);
    assert.deepEqual(hook.received.find((x) => x.submission.id === quick.id).submission.flags, ["fast"]);
    await w.settle(quick.id, "mail", "sent");
    assert.match(w.mails(quick.id)[0].text, /\nFlags: fast \(/);
    const csv = await (await w.list("", { Accept: "text/csv" })).text();
    assert.match(csv.slice(csv.indexOf(`"${quick.id}"`)), /^[^\r]*,"no","sent","fast","","sent"\r\n/);
    // Slow enough, or a browser clock running ahead of the receiver's: no flag.
    for (const startedAt of [Date.now() - 10_000, Date.now() + 60_000]) {
      const other = message({ startedAt });
      await w.post(other);
      assert.deepEqual((await w.rows()).find((x) => x.id === other.id).flags, []);
    }
  });

  test("a failed webhook keeps the row, marks it failed, and the cron trigger retries it; the e-mail goes regardless", async () => {
    hook.failing = true;
    const body = appointment({ startedAt: Date.now() - 10_000 });
    assert.equal((await w.post(body)).status, 201);
    const failed = await w.settle(body.id, "notification", "failed");
    assert.match(failed.notification.error, /500/);
    assert.deepEqual(failed.fields.name, "陈小明");
    await w.settle(body.id, "mail", "sent");
    hook.failing = false;
    await w.cron();
    const retried = await w.settle(body.id, "notification", "sent");
    assert.equal(retried.notification.attempts, 2);
    assert.equal(retried.mail.attempts, 1);
    assert.equal(w.mails(body.id).length, 1);
  });

  test("the cron trigger deletes rows older than FORMS_RETENTION_DAYS", async () => {
    const db = await w.mf.getD1Database("DB");
    const old = new Date(Date.now() - 181 * 86_400_000).toISOString();
    await db
      .prepare(
        "INSERT INTO submissions (id, kind, fields, received_at, origin, notify_status) VALUES (?, 'message', '{}', ?, ?, 'sent')",
      )
      .bind("00000000-0000-4000-8000-000000000001", old, SITE)
      .run();
    await w.cron();
    const ids = (await w.rows("?spam=1")).map((x) => x.id);
    assert.ok(!ids.includes("00000000-0000-4000-8000-000000000001"));
    assert.ok(ids.length >= 4);
  });
});

describe("a failing e-mail", () => {
  let hook;
  let f;
  before(async () => {
    hook = await startWebhook();
    f = await receiver({ FORMS_WEBHOOK_URL: hook.url }, { mail: true, mailFail: true });
  });
  after(async () => {
    await f.mf.dispose();
    await hook.close();
  });

  test("keeps the row, marks the e-mail failed, still sends the webhook, and the cron trigger sends it later", async () => {
    const body = message();
    assert.equal((await f.post(body)).status, 201);
    const failed = await f.settle(body.id, "mail", "failed");
    assert.match(failed.mail.error, /^Mail not sent: .*set to fail/);
    assert.equal(failed.mail.attempts, 1);
    await f.settle(body.id, "notification", "sent");
    assert.ok(
      (await f.rows()).some((x) => x.id === body.id),
      "listed",
    );
    assert.equal(f.mails(body.id).length, 0);

    await f.cron();
    assert.equal((await f.detail(body.id)).mail.attempts, 2, "still failing: one more attempt");
    f.mail.fail = false;
    await f.cron();
    const sent = await f.settle(body.id, "mail", "sent");
    assert.deepEqual(sent.mail, { status: "sent", attempts: 3, error: null });
    assert.deepEqual(sent.notification, { status: "sent", attempts: 1, error: null });
    assert.equal(f.mails(body.id).length, 1);
    await f.cron();
    assert.equal(f.mails(body.id).length, 1, "a sent e-mail is not sent again");
    assert.equal(hook.received.filter((x) => x.submission.id === body.id).length, 1);
  });

  test("gives up after five attempts, and a file named FAIL in the mail folder fails sends too", async () => {
    f.mail.fail = true;
    const body = appointment();
    await f.post(body);
    await f.settle(body.id, "mail", "failed");
    for (let i = 0; i < 5; i++) await f.cron();
    assert.equal((await f.detail(body.id)).mail.attempts, 5);
    f.mail.fail = false;
    const { writeFileSync, unlinkSync } = await import("node:fs");
    writeFileSync(join(f.mail.dir, "FAIL"), "");
    const other = message();
    await f.post(other);
    await f.settle(other.id, "mail", "failed");
    unlinkSync(join(f.mail.dir, "FAIL"));
    await f.cron();
    await f.settle(other.id, "mail", "sent");
    assert.equal((await f.detail(body.id)).mail.status, "failed");
  });

  test("a channel left pending by a cut-off request is sent by the cron trigger after a minute, not sooner", async () => {
    const db = await f.mf.getD1Database("DB");
    const insert = (id, receivedAt) =>
      db
        .prepare(
          "INSERT INTO submissions (id, kind, fields, received_at, origin, notify_status, mail_status) VALUES (?, 'message', ?, ?, ?, 'none', 'pending')",
        )
        .bind(id, JSON.stringify({ name: "Cut Off", email: "cut@example.my", subject: "s", message: "m" }), receivedAt, SITE)
        .run();
    const stale = "00000000-0000-4000-8000-0000000000a1";
    const fresh = "00000000-0000-4000-8000-0000000000a2";
    await insert(stale, new Date(Date.now() - 120_000).toISOString());
    await insert(fresh, new Date().toISOString());
    await f.cron();
    assert.equal((await f.detail(stale)).mail.status, "sent");
    assert.equal((await f.detail(fresh)).mail.status, "pending");
    assert.equal(f.mails(stale).length, 1);
  });

  test("an address other than the binding's destination is refused, and the row kept", async () => {
    const other = await receiver({ FORMS_MAIL_TO: "someone@elsewhere.test" }, { mail: true });
    try {
      const body = message();
      assert.equal((await other.post(body)).status, 201);
      const row = await other.settle(body.id, "mail", "failed");
      assert.match(row.mail.error, /not allowed/);
      assert.equal(other.mails(body.id).length, 0);
    } finally {
      await other.mf.dispose();
    }
  });
});

describe("migrations", () => {
  test("0002 gives the rows stored before it mail status none, no flags and no language", async () => {
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        script: "export default { fetch: () => new Response(null) };",
        compatibilityDate: "2026-11-01",
        d1Databases: { DB: "forms" },
      }),
    );
    try {
      const db = await mf.getD1Database("DB");
      await applyMigrations(db, { until: "0001_submissions.sql" });
      await db
        .prepare(
          "INSERT INTO submissions (id, kind, fields, received_at, origin, spam, notify_status) VALUES (?, 'message', '{}', ?, ?, 0, 'sent')",
        )
        .bind("00000000-0000-4000-8000-000000000002", new Date().toISOString(), SITE)
        .run();
      await applyMigrations(db);
      const row = await db.prepare("SELECT * FROM submissions").first();
      assert.deepEqual(
        { mail: row.mail_status, attempts: row.mail_attempts, error: row.mail_error, flags: row.flags, lang: row.lang },
        { mail: "none", attempts: 0, error: null, flags: "[]", lang: null },
      );
      const applied = (await db.prepare("SELECT name FROM d1_migrations ORDER BY id").all()).results.map((x) => x.name);
      assert.deepEqual(applied, readdirSync(new URL("../migrations", import.meta.url)).sort());
    } finally {
      await mf.dispose();
    }
  });
});

describe("listing", () => {
  test("needs the bearer token", async () => {
    const none = await r.mf.dispatchFetch("http://receiver/submissions");
    assert.equal(none.status, 401);
    assert.equal((await r.list("", { Authorization: "Bearer wrong" })).status, 401);
  });

  test("answers oldest first, and only rows since ?since=; detail=1 adds origin, spam, language and each channel", async () => {
    const a = message();
    await r.post(a);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cut = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const b = message({ lang: "ms" });
    await r.post(b);
    const all = await r.rows();
    assert.ok(all.findIndex((x) => x.id === a.id) < all.findIndex((x) => x.id === b.id));
    const times = all.map((x) => x.receivedAt);
    assert.deepEqual(times, [...times].sort());
    const since = await r.rows(`?since=${encodeURIComponent(cut)}`);
    assert.deepEqual(
      since.map((x) => x.id),
      [b.id],
    );
    assert.deepEqual(Object.keys(since[0]).sort(), ["fields", "flags", "id", "kind", "receivedAt"]);
    assert.deepEqual(since[0].flags, []);
    await r.settle(b.id, "mail", "sent");
    const [detailed] = await r.rows(`?since=${encodeURIComponent(cut)}&detail=1`);
    assert.deepEqual(Object.keys(detailed).sort(), [
      "fields",
      "flags",
      "id",
      "kind",
      "lang",
      "mail",
      "notification",
      "origin",
      "receivedAt",
      "spam",
    ]);
    assert.deepEqual(
      {
        origin: detailed.origin,
        spam: detailed.spam,
        lang: detailed.lang,
        notification: detailed.notification,
        mail: detailed.mail,
      },
      {
        origin: SITE,
        spam: false,
        lang: "ms",
        notification: { status: "none", attempts: 0, error: null },
        mail: { status: "sent", attempts: 1, error: null },
      },
    );
    assert.equal((await r.list("?since=yesterday")).status, 400);
  });

  test("answers CSV for Accept: text/csv, quoted, with formulas defused", async () => {
    const body = message({ name: '=HYPERLINK("x")', subject: 'He said "hi", twice', message: "a\nb", lang: "en" });
    await r.post(body);
    await r.settle(body.id, "mail", "sent");
    const res = await r.list("", { Accept: "text/csv" });
    assert.match(res.headers.get("Content-Type"), /^text\/csv/);
    const csv = await res.text();
    assert.ok(
      csv.startsWith("id,reference,kind,received_at,name,email,subject,message,date,time,spam,notification,flags,lang,mail\r\n"),
    );
    const line = csv.slice(csv.indexOf(`"${body.id}"`));
    assert.ok(line.startsWith(`"${body.id}","${body.id.replace(/-/g, "").slice(0, 8).toUpperCase()}","message",`));
    assert.ok(
      line.includes(`"'=HYPERLINK(""x"")","siti@example.my","He said ""hi"", twice","a\nb","","","no","none","","en","sent"\r\n`),
    );
  });
});
