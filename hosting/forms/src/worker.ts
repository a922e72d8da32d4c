// The contact forms' receiver: a Cloudflare Worker that validates each submission with the site's own
// rules, stores it in D1 (idempotent on the browser-made id), tells the company by e-mail and by webhook,
// and lists the leads for whoever holds the admin token. Contract: docs/receiving-messages.md, "The contract".
import { EmailMessage } from "cloudflare:email";

import { company, companyName } from "../../../content/company";
import {
  DEFAULT_RETENTION_DAYS,
  LANG_FIELD,
  MAX_BODY_BYTES,
  outcomePath,
  referenceFor,
  type Receipt,
  type Refusal,
} from "../../../lib/form-contract";
import { toCsv } from "./csv";
import type { D1Database, ExecutionContext, ScheduledController, SendEmail } from "./d1";
import { composeLeadEmail } from "./email";
import {
  deleteOlderThan,
  dueForRetry,
  findSubmission,
  listSubmissions,
  markChannel,
  pruneRateHits,
  rowFlags,
  storeSubmission,
  takeRateSlot,
  toStored,
  type Channel,
  type ChannelStatus,
  type Outcome,
  type Row,
} from "./store";
import { langTag, parseSubmission } from "./validate";

export interface Env {
  DB: D1Database;
  /** The send_email binding, locked to the company's inbox; absent, nothing is e-mailed. */
  MAIL?: SendEmail;
  FORMS_ALLOWED_ORIGINS?: string;
  FORMS_ADMIN_TOKEN?: string;
  FORMS_WEBHOOK_URL?: string;
  FORMS_MAIL_FROM?: string;
  FORMS_MAIL_TO?: string;
  FORMS_RETENTION_DAYS?: string;
  FORMS_RATE_LIMIT?: string;
  FORMS_RATE_WINDOW_SECONDS?: string;
  FORMS_MIN_FILL_SECONDS?: string;
}

const DAY_MS = 86_400_000;
const NOTIFY_TIMEOUT_MS = 10_000;
const NOTIFY_MAX_ATTEMPTS = 5;
// A channel still pending this long after the row was stored lost its request; the cron trigger sends it.
const PENDING_GRACE_MS = 60_000;
const COMPANY_DOMAIN = company.email.slice(company.email.indexOf("@") + 1);

function numberSetting(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
}

export function settings(env: Env) {
  return {
    origins: (env.FORMS_ALLOWED_ORIGINS ?? "").split(/[\s,]+/).filter(Boolean),
    retentionDays: numberSetting(env.FORMS_RETENTION_DAYS, DEFAULT_RETENTION_DAYS),
    rateLimit: numberSetting(env.FORMS_RATE_LIMIT, 5),
    rateWindowMs: numberSetting(env.FORMS_RATE_WINDOW_SECONDS, 600) * 1000,
    minFillMs: numberSetting(env.FORMS_MIN_FILL_SECONDS, 3) * 1000,
    // The destination must be the send_email binding's destination_address, or every send is refused.
    mailTo: env.FORMS_MAIL_TO?.trim() || company.email,
    mailFrom: env.FORMS_MAIL_FROM?.trim() || `forms@${COMPANY_DOMAIN}`,
  };
}

function json(body: Receipt | Refusal | unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

type Body = { ok: true; value: Record<string, unknown> } | { ok: false; response: Response };

async function readBody(request: Request, asForm: boolean, headers: Record<string, string>): Promise<Body> {
  const tooLarge = () => ({
    ok: false as const,
    response: json({ error: `The body is larger than ${MAX_BODY_BYTES} bytes.` }, 413, headers),
  });
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) return tooLarge();
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > MAX_BODY_BYTES) return tooLarge();
  const text = new TextDecoder().decode(bytes);
  if (asForm) {
    const value: Record<string, unknown> = {};
    for (const [key, field] of new URLSearchParams(text)) {
      // A browser sends a textarea's line breaks as CRLF; JavaScript and the stored text use LF.
      value[key] = key in value ? null : field.replace(/\r\n?/g, "\n");
    }
    return { ok: true, value };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return { ok: true, value: value as Record<string, unknown> };
  } catch {
    // Answered below, as any body that is not a JSON object.
  }
  return { ok: false, response: json({ error: "The body is not a JSON object." }, 400, headers) };
}

// Chat webhooks read &, < and > as markup (Slack's <!channel> pings everyone), so the visitor's text is escaped.
const escapeMarkup = (text = "") => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function sendWebhook(env: Env, row: Row): Promise<void> {
  if (!env.FORMS_WEBHOOK_URL) return;
  const submission = toStored(row);
  const { name, email, subject, date, time } = submission.fields;
  const who = `${escapeMarkup(name)} (${escapeMarkup(email)})`;
  const flagged = submission.flags.length > 0 ? ` [${submission.flags.join(", ")}]` : "";
  const text =
    submission.kind === "message"
      ? `New message ${submission.reference} from ${who}: ${escapeMarkup(subject)}${flagged}`
      : `New appointment request ${submission.reference} from ${who}: ${date} at ${time}${flagged}`;
  let outcome: Outcome;
  try {
    const response = await fetch(env.FORMS_WEBHOOK_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text, submission }),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    outcome = response.ok ? { ok: true } : { ok: false, error: `Webhook answered ${response.status}` };
  } catch (error) {
    outcome = { ok: false, error: `Webhook unreachable: ${errorText(error)}` };
  }
  await markChannel(env.DB, "notify", row.id, outcome);
}

async function sendMail(env: Env, row: Row): Promise<void> {
  if (!env.MAIL) return;
  const config = settings(env);
  let outcome: Outcome;
  try {
    const mail = composeLeadEmail(toStored(row), {
      from: config.mailFrom,
      fromName: `${companyName} website`,
      to: config.mailTo,
      now: new Date(),
    });
    await env.MAIL.send(new EmailMessage(mail.from, mail.to, mail.raw));
    outcome = { ok: true };
  } catch (error) {
    outcome = { ok: false, error: `Mail not sent: ${errorText(error)}` };
  }
  await markChannel(env.DB, "mail", row.id, outcome);
}

/** Each channel on its own: one failing neither stops the other nor loses the row. */
async function deliver(env: Env, row: Row, channels: { webhook: boolean; mail: boolean }): Promise<void> {
  await Promise.allSettled([channels.webhook ? sendWebhook(env, row) : null, channels.mail ? sendMail(env, row) : null]);
}

async function submit(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const config = settings(env);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const asForm = type === "application/x-www-form-urlencoded";
  const origin = request.headers.get("Origin");
  if (!origin || origin === "null") {
    // A form post from a browser that withheld its origin: the visitor still needs a page, not an error.
    const home = config.origins[0];
    return asForm && home
      ? redirect(`${home}${outcomePath("not-sent", null)}`)
      : json({ error: "The request has no Origin." }, 403);
  }
  if (!config.origins.includes(origin)) return json({ error: "This origin may not send here." }, 403);
  const cors = { "Access-Control-Allow-Origin": origin, "Access-Control-Expose-Headers": "Retry-After", Vary: "Origin" };
  if (!asForm && type !== "application/json") {
    return json({ error: "Send application/json or application/x-www-form-urlencoded." }, 415, cors);
  }
  const body = await readBody(request, asForm, cors);
  if (!body.ok) return asForm ? redirect(`${origin}${outcomePath("not-sent", null)}`) : body.response;
  // A form posted without JavaScript lands on its outcome page in the language of the page it was on.
  const lang = langTag(body.value[LANG_FIELD]);
  const sent = `${origin}${outcomePath("sent", lang)}`;
  const notSent = `${origin}${outcomePath("not-sent", lang)}`;

  const now = new Date();
  const parsed = parseSubmission(body.value, { now, minFillMs: config.minFillMs, makeId: () => crypto.randomUUID() });
  if (!parsed.ok) return asForm ? redirect(notSent) : json({ error: parsed.error, fields: parsed.fields }, 400, cors);
  const { submission } = parsed;
  const receipt: Receipt = { id: submission.id, reference: referenceFor(submission.id) };

  // A retry of a stored submission gets the same receipt, and does not count against the limit.
  if (await findSubmission(env.DB, submission.id)) return asForm ? redirect(sent) : json(receipt, 200, cors);

  const client = await sha256Hex(request.headers.get("CF-Connecting-IP") ?? "local");
  const slot = await takeRateSlot(env.DB, client, { now: now.getTime(), windowMs: config.rateWindowMs, limit: config.rateLimit });
  if (!slot.ok) {
    if (asForm) return redirect(notSent);
    const retry = String(slot.retryAfterSeconds);
    return json({ error: `Too many submissions: try again in ${retry} seconds.` }, 429, { ...cors, "Retry-After": retry });
  }

  // Only a filled honeypot is kept quietly; everything else reaches the team.
  const status = (configured: boolean): ChannelStatus => (submission.spam ? "skipped" : configured ? "pending" : "none");
  const notifyStatus = status(Boolean(env.FORMS_WEBHOOK_URL));
  const mailStatus = status(Boolean(env.MAIL));
  const stored = await storeSubmission(env.DB, submission, { origin, receivedAt: now.toISOString(), notifyStatus, mailStatus });
  if (!stored) return asForm ? redirect(sent) : json(receipt, 200, cors);
  if (notifyStatus === "pending" || mailStatus === "pending") {
    const row = await findSubmission(env.DB, submission.id);
    if (row) ctx.waitUntil(deliver(env, row, { webhook: notifyStatus === "pending", mail: mailStatus === "pending" }));
  }
  return asForm ? redirect(sent) : json(receipt, 201, cors);
}

function preflight(request: Request, env: Env): Response {
  const origin = request.headers.get("Origin");
  if (!origin || !settings(env).origins.includes(origin)) return new Response(null, { status: 403 });
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Origin": origin,
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Max-Age": "86400",
      Vary: "Origin",
    },
  });
}

async function list(request: Request, env: Env): Promise<Response> {
  const token = env.FORMS_ADMIN_TOKEN;
  if (!token) return json({ error: "Listing is off: FORMS_ADMIN_TOKEN is not set." }, 403);
  const given = (request.headers.get("Authorization") ?? "").replace(/^Bearer\s+/i, "");
  // Compared as digests, so the time taken says nothing about how much of the token matched.
  if ((await sha256Hex(given)) !== (await sha256Hex(token))) {
    return json({ error: "Wrong or missing bearer token." }, 401, { "WWW-Authenticate": "Bearer" });
  }
  const url = new URL(request.url);
  const sinceParam = url.searchParams.get("since");
  const since = sinceParam ? new Date(sinceParam) : null;
  if (since && Number.isNaN(since.getTime())) return json({ error: "since is not a date." }, 400);
  const rows = await listSubmissions(env.DB, { since: since?.toISOString() ?? null, spam: url.searchParams.get("spam") === "1" });
  if ((request.headers.get("Accept") ?? "").includes("text/csv")) {
    return new Response(toCsv(rows), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="submissions.csv"',
        "Cache-Control": "no-store",
      },
    });
  }
  const detail = url.searchParams.get("detail") === "1";
  return json(
    rows.map((row) => {
      const { id, kind, fields, receivedAt } = toStored(row);
      const base = { id, kind, fields, receivedAt, flags: rowFlags(row) };
      return detail
        ? {
            ...base,
            origin: row.origin,
            spam: row.spam === 1,
            lang: row.lang,
            notification: { status: row.notify_status, attempts: row.notify_attempts, error: row.notify_error },
            mail: { status: row.mail_status, attempts: row.mail_attempts, error: row.mail_error },
          }
        : base;
    }),
    200,
  );
}

export async function housekeeping(env: Env, now: number): Promise<void> {
  const config = settings(env);
  const due = { maxAttempts: NOTIFY_MAX_ATTEMPTS, pendingBefore: new Date(now - PENDING_GRACE_MS).toISOString() };
  const retry = async (channel: Channel, send: (env: Env, row: Row) => Promise<void>) => {
    for (const row of await dueForRetry(env.DB, channel, due)) await send(env, row);
  };
  // Side by side, so a webhook that times out on every row does not hold back the e-mails.
  await Promise.allSettled([
    env.FORMS_WEBHOOK_URL ? retry("notify", sendWebhook) : null,
    env.MAIL ? retry("mail", sendMail) : null,
  ]);
  await deleteOlderThan(env.DB, new Date(now - config.retentionDays * DAY_MS).toISOString());
  await pruneRateHits(env.DB, now - config.rateWindowMs);
}

const worker = {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/submit") {
      if (request.method === "OPTIONS") return preflight(request, env);
      if (request.method === "POST") return submit(request, env, ctx);
      return json({ error: "Use POST." }, 405, { Allow: "POST, OPTIONS" });
    }
    if (pathname === "/submissions") {
      if (request.method === "GET") return list(request, env);
      return json({ error: "Use GET." }, 405, { Allow: "GET" });
    }
    return json({ error: "Not found." }, 404);
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(housekeeping(env, controller.scheduledTime));
  },
};

export default worker;
