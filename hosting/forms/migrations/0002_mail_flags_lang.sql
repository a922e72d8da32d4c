-- E-mail to the company as a second notification channel beside the webhook, each with its own status,
-- attempts and error. Rows stored before this migration were never mailed: their mail status is 'none'.
ALTER TABLE submissions ADD COLUMN mail_status TEXT NOT NULL DEFAULT 'none' CHECK (mail_status IN ('pending', 'sent', 'failed', 'skipped', 'none'));
ALTER TABLE submissions ADD COLUMN mail_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE submissions ADD COLUMN mail_error TEXT;

-- Signals that do not make a submission spam but that the team should see, as a JSON array of names
-- (today only "fast": sent sooner after the page loaded than FORMS_MIN_FILL_SECONDS).
ALTER TABLE submissions ADD COLUMN flags TEXT NOT NULL DEFAULT '[]';

-- The page's language (its html lang) when it looked like a language tag, else NULL.
ALTER TABLE submissions ADD COLUMN lang TEXT;

CREATE INDEX submissions_mail_status ON submissions (mail_status);
