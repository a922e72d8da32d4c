// The receiver in workerd (Miniflare), with an in-memory D1 and a local webhook: validation with the
// site's rules, limits on the request, idempotency, origins, rate limit, spam, notification and listing.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, test } from "node:test";

import { startReceiver } from "../local.mjs";

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

async function receiver(vars = {}) {
  const { mf } = await startReceiver({
    vars: {
      FORMS_ALLOWED_ORIGINS: `${SITE} https://other.site.test`,
      FORMS_ADMIN_TOKEN: TOKEN,
      FORMS_MIN_FILL_SECONDS: "0",
      FORMS_RATE_LIMIT: "100",
      ...vars,
    },
  });
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
  return { mf, post, list, rows };
}

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
  r = await receiver();
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
    } finally {
      await limited.mf.dispose();
    }
  });
});

describe("spam, notification and housekeeping", () => {
  let hook;
  let w;
  before(async () => {
    hook = await startWebhook();
    w = await receiver({ FORMS_WEBHOOK_URL: hook.url, FORMS_MIN_FILL_SECONDS: "3" });
  });
  after(async () => {
    await w.mf.dispose();
    await hook.close();
  });
  const detail = async (id) => (await w.rows("?spam=1&detail=1")).find((x) => x.id === id);
  const settle = async (id, status) => {
    for (let i = 0; i < 50; i++) {
      const row = await detail(id);
      if (row?.notification.status === status) return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.fail(`row ${id} never reached notification status ${status}: ${JSON.stringify(await detail(id))}`);
  };

  test("a stored message notifies the webhook, its text escaped for chat markup, and is marked sent", async () => {
    const body = message({ startedAt: Date.now() - 10_000, subject: "<!channel> & you" });
    assert.equal((await w.post(body)).status, 201);
    const row = await settle(body.id, "sent");
    assert.equal(row.notification.attempts, 1);
    const call = hook.received.find((x) => x.submission.id === body.id);
    assert.match(call.text, /^New message [0-9A-F]{8} from Siti Nurhaliza \(siti@example\.my\): &lt;!channel&gt; &amp; you$/);
    assert.equal(call.submission.fields.subject, "<!channel> & you");
    assert.deepEqual(call.submission.fields.message, body.message);
  });

  test("a filled honeypot or a form sent within the minimum time is answered as sent, stored as spam, never notified", async () => {
    const trap = message({ website: "http://spam.example" });
    const quick = message({ startedAt: Date.now() - 500 });
    assert.equal((await w.post(trap)).status, 201);
    assert.equal((await w.post(quick)).status, 201);
    assert.equal((await detail(trap.id)).spam, true);
    assert.equal((await detail(quick.id)).notification.status, "skipped");
    const listed = (await w.rows()).map((x) => x.id);
    assert.ok(!listed.includes(trap.id) && !listed.includes(quick.id), "spam is left out without ?spam=1");
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.ok(!hook.received.some((x) => [trap.id, quick.id].includes(x.submission.id)));
  });

  test("a failed webhook keeps the row, marks it failed, and the cron trigger retries it", async () => {
    hook.failing = true;
    const body = appointment({ startedAt: Date.now() - 10_000 });
    assert.equal((await w.post(body)).status, 201);
    const failed = await settle(body.id, "failed");
    assert.match(failed.notification.error, /500/);
    assert.deepEqual(failed.fields.name, "陈小明");
    hook.failing = false;
    const worker = await w.mf.getWorker();
    await worker.scheduled({ scheduledTime: new Date(), cron: "*/15 * * * *" });
    const retried = await settle(body.id, "sent");
    assert.equal(retried.notification.attempts, 2);
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
    const worker = await w.mf.getWorker();
    await worker.scheduled({ scheduledTime: new Date(), cron: "*/15 * * * *" });
    const ids = (await w.rows("?spam=1")).map((x) => x.id);
    assert.ok(!ids.includes("00000000-0000-4000-8000-000000000001"));
    assert.ok(ids.length >= 4);
  });
});

describe("listing", () => {
  test("needs the bearer token", async () => {
    const none = await r.mf.dispatchFetch("http://receiver/submissions");
    assert.equal(none.status, 401);
    assert.equal((await r.list("", { Authorization: "Bearer wrong" })).status, 401);
  });

  test("answers oldest first, and only rows since ?since=", async () => {
    const a = message();
    await r.post(a);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cut = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const b = message();
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
    assert.deepEqual(Object.keys(since[0]).sort(), ["fields", "id", "kind", "receivedAt"]);
    assert.equal((await r.list("?since=yesterday")).status, 400);
  });

  test("answers CSV for Accept: text/csv, quoted, with formulas defused", async () => {
    const body = message({ name: '=HYPERLINK("x")', subject: 'He said "hi", twice', message: "a\nb" });
    await r.post(body);
    const res = await r.list("", { Accept: "text/csv" });
    assert.match(res.headers.get("Content-Type"), /^text\/csv/);
    const csv = await res.text();
    assert.ok(csv.startsWith("id,reference,kind,received_at,name,email,subject,message,date,time,spam,notification\r\n"));
    const line = csv.slice(csv.indexOf(`"${body.id}"`));
    assert.ok(line.startsWith(`"${body.id}","${body.id.replace(/-/g, "").slice(0, 8).toUpperCase()}","message",`));
    assert.ok(line.includes(`"'=HYPERLINK(""x"")","siti@example.my","He said ""hi"", twice","a\nb","","","no","none"\r\n`));
  });
});
