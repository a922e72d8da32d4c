import { referenceFor, type FormKind } from "../../../lib/form-contract";
import type { D1Database } from "./d1";
import type { Flag, Submission } from "./validate";

/** Where one notification channel stands: `none` when the channel was not configured, `skipped` for spam. */
export type ChannelStatus = "pending" | "sent" | "failed" | "skipped" | "none";

/** The webhook (`notify_*` columns) and the e-mail to the company (`mail_*`). */
export type Channel = "notify" | "mail";

export interface Row {
  id: string;
  kind: FormKind;
  fields: string;
  received_at: string;
  origin: string;
  spam: number;
  lang: string | null;
  flags: string;
  notify_status: ChannelStatus;
  notify_attempts: number;
  notify_error: string | null;
  mail_status: ChannelStatus;
  mail_attempts: number;
  mail_error: string | null;
}

export interface StoredSubmission {
  id: string;
  kind: FormKind;
  fields: Record<string, string>;
  receivedAt: string;
  reference: string;
  lang: string | null;
  flags: Flag[];
}

export function rowFlags(row: Row): Flag[] {
  try {
    const flags: unknown = JSON.parse(row.flags);
    return Array.isArray(flags) ? flags.filter((flag): flag is Flag => flag === "fast") : [];
  } catch {
    return [];
  }
}

export function toStored(row: Row): StoredSubmission {
  return {
    id: row.id,
    kind: row.kind,
    fields: JSON.parse(row.fields) as Record<string, string>,
    receivedAt: row.received_at,
    reference: referenceFor(row.id),
    lang: row.lang,
    flags: rowFlags(row),
  };
}

export async function findSubmission(db: D1Database, id: string): Promise<Row | null> {
  return db.prepare("SELECT * FROM submissions WHERE id = ?").bind(id).first<Row>();
}

/** Stores the submission unless its id is already stored; true when this call stored it. */
export async function storeSubmission(
  db: D1Database,
  submission: Submission,
  {
    origin,
    receivedAt,
    notifyStatus,
    mailStatus,
  }: { origin: string; receivedAt: string; notifyStatus: ChannelStatus; mailStatus: ChannelStatus },
): Promise<boolean> {
  const result = await db
    .prepare(
      "INSERT INTO submissions (id, kind, fields, received_at, origin, spam, lang, flags, notify_status, mail_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
    )
    .bind(
      submission.id,
      submission.kind,
      JSON.stringify(submission.fields),
      receivedAt,
      origin,
      submission.spam ? 1 : 0,
      submission.lang,
      JSON.stringify(submission.flags),
      notifyStatus,
      mailStatus,
    )
    .run();
  return result.meta.changes > 0;
}

export type Outcome = { ok: true } | { ok: false; error: string };

/** Records one attempt on one channel; the other channel's columns are left alone. */
export async function markChannel(db: D1Database, channel: Channel, id: string, outcome: Outcome): Promise<void> {
  await db
    .prepare(
      `UPDATE submissions SET ${channel}_status = ?, ${channel}_attempts = ${channel}_attempts + 1, ${channel}_error = ? WHERE id = ?`,
    )
    .bind(outcome.ok ? "sent" : "failed", outcome.ok ? null : outcome.error.slice(0, 500), id)
    .run();
}

export async function listSubmissions(db: D1Database, { since, spam }: { since: string | null; spam: boolean }): Promise<Row[]> {
  const where = [since ? "received_at >= ?" : null, spam ? null : "spam = 0"].filter(Boolean);
  const sql = `SELECT * FROM submissions${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY received_at, rowid`;
  const statement = since ? db.prepare(sql).bind(since) : db.prepare(sql);
  return (await statement.all<Row>()).results;
}

/**
 * Rows whose channel is due a retry: failed, or still pending from before `pendingBefore` (the request that
 * stored it was cut off before it sent), so a send still under way is not sent twice.
 */
export async function dueForRetry(
  db: D1Database,
  channel: Channel,
  { maxAttempts, pendingBefore }: { maxAttempts: number; pendingBefore: string },
): Promise<Row[]> {
  const statement = db
    .prepare(
      `SELECT * FROM submissions WHERE (${channel}_status = 'failed' OR (${channel}_status = 'pending' AND received_at < ?)) AND ${channel}_attempts < ? ORDER BY received_at LIMIT 50`,
    )
    .bind(pendingBefore, maxAttempts);
  return (await statement.all<Row>()).results;
}

export async function deleteOlderThan(db: D1Database, cutoff: string): Promise<number> {
  return (await db.prepare("DELETE FROM submissions WHERE received_at < ?").bind(cutoff).run()).meta.changes;
}

/** Counts the client's requests inside the window and, when under the limit, records this one. */
export async function takeRateSlot(
  db: D1Database,
  client: string,
  { now, windowMs, limit }: { now: number; windowMs: number; limit: number },
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const since = now - windowMs;
  const hits = await db
    .prepare("SELECT COUNT(*) AS n, MIN(at) AS oldest FROM rate_hits WHERE client = ? AND at > ?")
    .bind(client, since)
    .first<{ n: number; oldest: number | null }>();
  if (hits && hits.n >= limit) {
    const oldest = hits.oldest ?? now;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)) };
  }
  await db.prepare("INSERT INTO rate_hits (client, at) VALUES (?, ?)").bind(client, now).run();
  return { ok: true };
}

export async function pruneRateHits(db: D1Database, before: number): Promise<void> {
  await db.prepare("DELETE FROM rate_hits WHERE at <= ?").bind(before).run();
}
