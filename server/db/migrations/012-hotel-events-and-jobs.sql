-- What happened at a hotel, one row per booking, change, cancellation, pre-check-in and restaurant booking,
-- written in the transaction of the change (server/hotel-events/, decision 0106). A PMS polls it through `id` as a
-- cursor: rows of one property are inserted under a transaction-scoped advisory lock held to the commit, so they
-- become visible in `id` order and a reader that saw id N never later finds a smaller id appear. event_id is the
-- stable id a webhook carries on every retry.
CREATE TABLE hotel_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id uuid NOT NULL UNIQUE,
  property_id integer NOT NULL REFERENCES property (id),
  type text NOT NULL,
  -- The reservation reference or the restaurant booking's reference.
  reference text NOT NULL,
  occurred_at timestamptz NOT NULL,
  -- The reservation (or table booking) as the hotel needs it after the change; never card data.
  payload jsonb NOT NULL
);
CREATE INDEX hotel_event_property_cursor ON hotel_event (property_id, id);

-- One POST of an event to the hotel's WebhookUrl (server/webhooks/): claimed with a lease under FOR UPDATE SKIP
-- LOCKED like the mail outbox, delivered when the receiver answers 2xx, retried with backoff, 'failed' after the
-- last attempt. The URL is the one set when the event happened; the secret is read when it is sent.
CREATE TABLE webhook_delivery (
  id bigserial PRIMARY KEY,
  hotel_event_id bigint NOT NULL UNIQUE REFERENCES hotel_event (id),
  property_id integer NOT NULL REFERENCES property (id),
  url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  lease_until timestamptz,
  claim text,
  delivered_at timestamptz,
  last_error text
);
CREATE INDEX webhook_delivery_due ON webhook_delivery (next_attempt_at) WHERE status IN ('pending', 'sending');

-- The pre-check-in invitation of a stay, sent once (server/jobs/pre-check-in-invitations.ts): the row is inserted
-- in the transaction that queues the message, so a second instance running the job at once cannot queue another.
CREATE TABLE pre_check_in_invitation (
  reservation_id integer PRIMARY KEY REFERENCES reservation (id),
  queued_at timestamptz NOT NULL
);
