-- PayByPayStack as a hosted gateway: the guest pays on PayStack's page (the reference server's test page) and
-- comes back. A checkout is opened for a new reservation or a pay-by-link payment, is signed and used once
-- (Open -> Paid, Cancelled or Expired), and holds what its page shows and where it sends the guest back.
CREATE TABLE paystack_checkout (
  reference text PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  reservation_id integer REFERENCES reservation (id),
  payment_id integer REFERENCES payment (id),
  amount integer NOT NULL,
  currency text NOT NULL,
  email text NOT NULL,
  description text NOT NULL,
  return_path text NOT NULL,
  cancel_path text NOT NULL,
  status text NOT NULL CHECK (status IN ('Open', 'Paid', 'Cancelled', 'Expired')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX paystack_checkout_open ON paystack_checkout (expires_at) WHERE status = 'Open';

-- Why a booking or a payment did not go through (shown by the status calls).
ALTER TABLE reservation ADD COLUMN status_message text;
ALTER TABLE payment ADD COLUMN message text;
