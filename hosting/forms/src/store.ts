import { referenceFor, type FormKind } from "../../../lib/form-contract";
import type { D1Database } from "./d1";
import type { Submission } from "./validate";

export type NotifyStatus = "pending" | "sent" | "failed" | "skipped" | "none";

export interface Row {
  id: string;
  kind: FormKind;
  fields: string;
  received_at: string;
  origin: string;
  spam: number;
  notify_status: NotifyStatus;
  notify_attempts: number;
  notify_error: string | null;
}

export interface StoredSubmission {
  id: string;
  kind: FormKind;
  fields: Record<string, string>;
  receivedAt: string;
  reference: string;
}

export function toStored(row: Row): StoredSubmission {
  return {
    id: row.id,
    kind: row.kind,
    fields: JSON.parse(row.fields) as Record<string, string>,
    receivedAt: row.received_at,
    reference: referenceFor(row.id),
  };
}

export async function findSubmission(db: D1Database, id: string): Promise<Row | null> {
  return db.prepare("SELECT * FROM submissions WHERE id = ?").bind(id).first<Row>();
}

/** Stores the submission unless its id is already stored; true when this call stored it. */
export async function storeSubmission(
  db: D1Database,
  submission: Submission,
  { origin, receivedAt, notifyStatus }: { origin: string; receivedAt: string; notifyStatus: NotifyStatus },
): Promise<boolean> {
  const result = await db
    .prepare(
      "INSERT INTO submissions (id, kind, fields, received_at, origin, spam, notify_status) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
    )
    .bind(
      submission.id,
      submission.kind,
      JSON.stringify(submission.fields),
      receivedAt,
      origin,
      submission.spam ? 1 : 0,
      notifyStatus,
    )
    .run();
  return result.meta.changes > 0;
}

export async function markNotified(
  db: D1Database,
  id: string,
  outcome: { ok: true } | { ok: false; error: string },
): Promise<void> {
  await db
    .prepare("UPDATE submissions SET notify_status = ?, notify_attempts = notify_attempts + 1, notify_error = ? WHERE id = ?")
    .bind(outcome.ok ? "sent" : "failed", outcome.ok ? null : outcome.error.slice(0, 500), id)
    .run();
}

export async function listSubmissions(db: D1Database, { since, spam }: { since: string | null; spam: boolean }): Promise<Row[]> {
  const where = [since ? "received_at >= ?" : null, spam ? null : "spam = 0"].filter(Boolean);
  const sql = `SELECT * FROM submissions${where.length ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY received_at, rowid`;
  const statement = since ? db.prepare(sql).bind(since) : db.prepare(sql);
  return (await statement.all<Row>()).results;
}

export async function failedNotifications(db: D1Database, maxAttempts: number): Promise<Row[]> {
  const statement = db
    .prepare(
      "SELECT * FROM submissions WHERE notify_status IN ('failed', 'pending') AND notify_attempts < ? ORDER BY received_at LIMIT 50",
    )
    .bind(maxAttempts);
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
