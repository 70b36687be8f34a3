-- What the hotel gave back of its own accord (decision 0116): a refund at the desk beyond what the booking's rules
-- give back lowers what the stay costs by the same amount, so no later reckoning (a change, the scheduled charges,
-- a pay link for the balance) asks for it again. Written in the refund's transaction, one row per refund, and,
-- like the ledger, never edited: a wrong allowance is put right by the booking's price, not by changing a row.
CREATE TABLE reservation_allowance (
  id bigserial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservation (id),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  -- Why, in the desk's words (the audit log has who).
  reason text,
  at timestamptz NOT NULL
);
CREATE INDEX reservation_allowance_reservation ON reservation_allowance (reservation_id);

-- Append-only as the ledger is (migration 021): only the demo's clean-up of a stay that is over may delete.
CREATE OR REPLACE FUNCTION reservation_allowance_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'DELETE' AND current_setting('booking.ledger_purge', true) = 'demo' THEN RETURN OLD; END IF; RAISE EXCEPTION 'reservation_allowance is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege'; END $$;
CREATE TRIGGER reservation_allowance_append_only BEFORE UPDATE OR DELETE ON reservation_allowance
  FOR EACH ROW EXECUTE FUNCTION reservation_allowance_append_only();
