-- The outbox (decision 0098): every message a change causes is written here in the change's own transaction and
-- delivered after it by a worker (server/mail/outbox-worker.ts), so a failed delivery never turns a saved change
-- into an error and a rolled-back change sends nothing. A row is claimed for delivery with a lease (status
-- 'sending' until lease_until) under FOR UPDATE SKIP LOCKED, so two server instances never deliver it twice;
-- it is marked 'sent' only after the transport accepted it, and retried with backoff until then ('failed' after
-- the last attempt). message_id is the RFC 5322 Message-ID, the same on every attempt, so a receiver can drop a
-- copy delivered again after a crash mid-send.
CREATE TABLE outbox_message (
  id bigserial PRIMARY KEY,
  message_id text NOT NULL UNIQUE,
  kind text NOT NULL,
  -- What the message is about (a reservation reference, a table booking, a payment, an account id).
  regarding text NOT NULL,
  property_id integer REFERENCES property (id),
  sender text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  -- [{ "filename", "contentType", "content" (base64) }]
  attachments jsonb,
  -- A body holding a one-time link (reset password, confirm e-mail) is blanked once delivered.
  sensitive boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_until timestamptz,
  claim text,
  sent_at timestamptz,
  last_error text
);
CREATE INDEX outbox_message_due ON outbox_message (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX outbox_message_regarding ON outbox_message (kind, regarding);

-- Which request holds an Idempotency-Key (server/idempotency.ts): a claim left by a request that died is taken
-- over, and only the holder of the claim can store the key's answer.
ALTER TABLE idempotency_key ADD COLUMN claim text;
