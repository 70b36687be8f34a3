-- The instance whose request holds an Idempotency-Key (server/db/instance-lock.ts): a claim whose instance died
-- is taken over at once. Claims from before this column (0) count as held by no live instance.
ALTER TABLE idempotency_key ADD COLUMN holder integer NOT NULL DEFAULT 0;
