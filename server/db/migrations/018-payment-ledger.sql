-- Payments through a provider (decision 0113). A booking that pays holds its rooms while the bank decides: it
-- is Pending until hold_expires_at, then Confirmed once (by the guest's return or the provider's event) or
-- released.
ALTER TABLE reservation ADD COLUMN hold_expires_at timestamptz;
CREATE INDEX reservation_held ON reservation (hold_expires_at) WHERE status = 'Pending';

-- Every movement of a guest's money through a provider, one row per provider object (payment, card saving,
-- refund): its kind, amount, the provider's reference and the idempotency key it was asked with. What a
-- reservation has paid is a sum over these rows, never a column kept beside them.
CREATE TABLE ledger_entry (
  id serial PRIMARY KEY,
  reservation_id integer REFERENCES reservation (id),
  invoice_payment_id integer REFERENCES payment (id),
  kind text NOT NULL CHECK (kind IN ('charge', 'authorisation', 'capture', 'void', 'refund', 'card')),
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  state text NOT NULL CHECK (state IN ('pending', 'succeeded', 'failed', 'canceled')),
  -- The guest's bank wants a challenge: where it is (shown on the status page while the booking waits).
  action_url text,
  failure text,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ledger_entry_provider_ref ON ledger_entry (provider, provider_ref) WHERE provider_ref IS NOT NULL;
CREATE INDEX ledger_entry_reservation ON ledger_entry (reservation_id);

-- A provider's event is acted on once: its id is written in the same transaction as its effect.
CREATE TABLE provider_event (
  provider text NOT NULL,
  event_id text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);

-- The address a pay-link payer gave: the receipt of a payment confirmed later (after the bank) goes there.
ALTER TABLE payment ADD COLUMN payer_email text;
