-- The built-in test payment provider's own storage (server/payments/test-provider/, decision 0113). It keeps its
-- objects here rather than in memory so that every server instance, and the same one after a restart, sees the
-- same customers, payment methods, intents and refunds. `data` is the Stripe-shaped object as the API answers it;
-- `internal` is what Stripe keeps to itself (a card's test behaviour, a challenge's secret). Never a card number
-- or a security code: a payment method keeps brand, last four and expiry only.
CREATE TABLE test_provider_object (
  id text PRIMARY KEY,
  kind text NOT NULL,
  data jsonb NOT NULL,
  internal jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);

-- Idempotency-Key → the request it was first used with (a hash) and the answer given, replayed for a retry of the
-- same request and refused for a different one, as Stripe does.
CREATE TABLE test_provider_idempotency (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  status integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- The events the provider sends to the server's webhook route, written in the transaction of the change they
-- describe. Claimed for delivery under FOR UPDATE SKIP LOCKED with a lease (`claim`, `next_attempt_at` moved on),
-- so two instances never send one at once; `next_attempt_at` NULL once given up.
CREATE TABLE test_provider_event (
  id text PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  claim text,
  last_error text
);
CREATE INDEX test_provider_event_due ON test_provider_event (next_attempt_at) WHERE delivered_at IS NULL;
