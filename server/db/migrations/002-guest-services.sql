-- Restaurant bookings, guest accounts, pay-by-link invoices and payments.

CREATE TABLE restaurant_booking (
  id serial PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  restaurant_id integer NOT NULL REFERENCES restaurant (id),
  visit_date date NOT NULL,
  visit_time text NOT NULL,
  party_size integer NOT NULL,
  identifier text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  special_requests text,
  promotion_id integer,
  is_leave_time_required boolean NOT NULL DEFAULT false,
  reference text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX restaurant_booking_slot ON restaurant_booking (restaurant_id, visit_date, visit_time);

CREATE TABLE user_account (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (base64url)
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  telephone text,
  receive_brand_offers boolean NOT NULL DEFAULT false,
  can_choose_payment_method boolean NOT NULL DEFAULT false,
  email_confirmed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Session and one-time tokens are stored hashed (sha256), so a database leak does not log anyone in.
CREATE TABLE user_session (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES user_account (id),
  expires_at timestamptz NOT NULL
);

CREATE TABLE account_token (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES user_account (id),
  kind text NOT NULL CHECK (kind IN ('reset', 'confirm')),
  expires_at timestamptz NOT NULL,
  used boolean NOT NULL DEFAULT false
);

CREATE TABLE invoice (
  id serial PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  invoice_number text NOT NULL UNIQUE,
  reservation_id integer REFERENCES reservation (id),
  amount integer NOT NULL,
  paid integer NOT NULL DEFAULT 0,
  description text NOT NULL,
  email text NOT NULL
);

CREATE TABLE payment (
  id serial PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  invoice_id integer REFERENCES invoice (id),
  action text NOT NULL CHECK (action IN ('Pay', 'StoreCard')),
  amount integer NOT NULL,
  card jsonb,
  confirmation_token text NOT NULL UNIQUE,
  transaction_reference text NOT NULL UNIQUE,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE reservation ADD COLUMN user_id integer REFERENCES user_account (id);
ALTER TABLE reservation ADD COLUMN cancellation_reason_id integer;
ALTER TABLE reservation ADD COLUMN special_requests text;
ALTER TABLE reservation ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE reservation ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE reservation_item ADD COLUMN cancellation_reason_id integer;
