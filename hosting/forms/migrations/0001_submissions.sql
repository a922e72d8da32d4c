-- Every submission the forms sent, spam included (flagged), keyed by the id the browser made,
-- which is also the idempotency key.
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('message', 'appointment')),
  fields TEXT NOT NULL,
  received_at TEXT NOT NULL,
  origin TEXT NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0,
  notify_status TEXT NOT NULL CHECK (notify_status IN ('pending', 'sent', 'failed', 'skipped', 'none')),
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);

CREATE INDEX submissions_received_at ON submissions (received_at);
CREATE INDEX submissions_notify_status ON submissions (notify_status);

-- One row per accepted request, for the per-client rate limit; the cron trigger prunes it.
CREATE TABLE rate_hits (
  client TEXT NOT NULL,
  at INTEGER NOT NULL
);

CREATE INDEX rate_hits_client_at ON rate_hits (client, at);
