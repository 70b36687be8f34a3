-- A dearer change on a stay with no card kept for charging later (decision 0133): the guest is sent a pay link
-- for what the change made due, and the hotel is told, once per decision. The key names the reservation, what it
-- owes and what it has paid, as the scheduled charges' claim does: the same change answered again, or a later
-- change that leaves the money as it was, finds its row and sends nothing.
CREATE TABLE change_pay_link (
  idempotency_key text PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservation (id),
  invoice_id integer REFERENCES invoice (id),
  amount integer NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX change_pay_link_reservation ON change_pay_link (reservation_id);
