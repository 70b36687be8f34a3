-- The payments ledger, append-only (decision 0115). `ledger_entry` stays what it is: one row per provider object
-- (a payment, a card saving, a refund) and our attempt at it, its state moved while the provider decides. Every
-- state a movement of money reaches — an authorisation, a charge, a capture, a refund or a void that succeeded,
-- failed or was cancelled — is a new row here, written in the transaction of that change, and never edited or
-- deleted: AmountPaid, AmountRefunded and Balance are sums over these rows.
CREATE TABLE ledger_movement (
  id bigserial PRIMARY KEY,
  -- The stay the money is for: the booking's own, or the stay of the invoice a pay link paid.
  reservation_id integer REFERENCES reservation (id),
  invoice_payment_id integer REFERENCES payment (id),
  ledger_entry_id integer REFERENCES ledger_entry (id),
  kind text NOT NULL CHECK (kind IN ('authorisation', 'charge', 'capture', 'refund', 'void')),
  amount integer NOT NULL CHECK (amount >= 0),
  currency text NOT NULL,
  provider text NOT NULL,
  provider_ref text,
  state text NOT NULL CHECK (state IN ('succeeded', 'failed', 'canceled')),
  -- Why it was taken or given back: booking, scheduled, no-show, pre-check-in, pay-link, late, cancellation, change.
  purpose text NOT NULL DEFAULT 'booking',
  failure text,
  at timestamptz NOT NULL DEFAULT now()
);
-- A provider object reaches each state once: a second report of the same outcome (the guest's return and the
-- provider's event) writes nothing.
CREATE UNIQUE INDEX ledger_movement_once ON ledger_movement (ledger_entry_id, kind, state)
  WHERE ledger_entry_id IS NOT NULL;
CREATE INDEX ledger_movement_reservation ON ledger_movement (reservation_id);

-- Append-only: an UPDATE is always refused; a DELETE only by the demo's clean-up of a stay that is over, which
-- says so for its own transaction (set_config('booking.ledger_purge', 'demo', true)).
-- The bodies are kept on one line: the migration runner splits statements at a semicolon ending a line.
CREATE FUNCTION ledger_movement_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' AND current_setting('booking.ledger_purge', true) = 'demo' THEN RETURN OLD; END IF; RAISE EXCEPTION 'ledger_movement is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege'; END $$;
CREATE TRIGGER ledger_movement_append_only BEFORE UPDATE OR DELETE ON ledger_movement
  FOR EACH ROW EXECUTE FUNCTION ledger_movement_append_only();
CREATE FUNCTION ledger_movement_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ledger_movement is append-only: TRUNCATE refused' USING ERRCODE = 'insufficient_privilege'; END $$;
CREATE TRIGGER ledger_movement_no_truncate BEFORE TRUNCATE ON ledger_movement
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_movement_no_truncate();

-- What the ledger already knew: each money entry that had reached its state.
INSERT INTO ledger_movement (reservation_id, invoice_payment_id, ledger_entry_id, kind, amount, currency, provider,
  provider_ref, state, purpose, failure, at)
SELECT COALESCE(l.reservation_id, i.reservation_id), l.invoice_payment_id, l.id, l.kind, l.amount, l.currency,
  l.provider, l.provider_ref, l.state, CASE WHEN l.invoice_payment_id IS NULL THEN 'booking' ELSE 'pay-link' END,
  l.failure, l.updated_at
FROM ledger_entry l
LEFT JOIN payment p ON p.id = l.invoice_payment_id
LEFT JOIN invoice i ON i.id = p.invoice_id
WHERE l.kind <> 'card' AND l.state <> 'pending';

-- The scheduled charges (decision 0115): an off-session charge the bank refused is not tried again by the job;
-- the guest was sent a pay link once (this row), the hotel told.
CREATE TABLE scheduled_charge_refusal (
  reservation_id integer PRIMARY KEY REFERENCES reservation (id),
  ledger_entry_id integer REFERENCES ledger_entry (id),
  invoice_id integer REFERENCES invoice (id),
  amount integer NOT NULL,
  reason text NOT NULL,
  at timestamptz NOT NULL
);

-- What an attempt was for, copied onto its movements.
ALTER TABLE ledger_entry ADD COLUMN purpose text NOT NULL DEFAULT 'booking';
UPDATE ledger_entry SET purpose = 'pay-link' WHERE invoice_payment_id IS NOT NULL;

-- A guest who never came (decision 0115): the hotel's PMS marks it, once; the no-show penalty is charged then.
ALTER TABLE reservation ADD COLUMN no_show_at timestamptz;
