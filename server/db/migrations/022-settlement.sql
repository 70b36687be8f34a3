-- Cancellations and changes settle (decision 0116). What the hotel keeps for a cancelled room is fixed by the
-- cancellation rules at the moment it is cancelled and stored with it, so a later reckoning never refunds it
-- again. NULL: the room is live, or it was cancelled before the engine settled cancellations (nothing kept).
ALTER TABLE reservation_item ADD COLUMN cancellation_charge integer CHECK (cancellation_charge >= 0);
-- What the room cost when it was bought, kept once its price first changes in manage: a non-refundable room
-- never owes less than this. NULL: the room still costs what it was bought at (its total).
ALTER TABLE reservation_item ADD COLUMN priced_at_booking integer CHECK (priced_at_booking >= 0);
-- A refund is asked of the provider against one payment: the charge entry it gives back. Written 'pending' in the
-- transaction of the cancellation or change that made it due (its idempotency key names it), then asked of the
-- provider after the commit, and again by a job while the provider does not answer.
ALTER TABLE ledger_entry ADD COLUMN refund_of integer REFERENCES ledger_entry (id);
CREATE INDEX ledger_entry_refund_of ON ledger_entry (refund_of) WHERE refund_of IS NOT NULL;
CREATE INDEX ledger_entry_pending_refund ON ledger_entry (created_at) WHERE kind = 'refund' AND state = 'pending';
