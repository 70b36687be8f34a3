-- The hotel's desk (decision 0117): staff accounts apart from guest accounts, their roles per property, their
-- sessions, the notes they write on bookings and the audit log of everything they do.
CREATE TABLE staff_account (
  id serial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  -- Base32 TOTP secret once the second factor is on; the one offered while it is being set up.
  totp_secret text,
  totp_pending text,
  -- The last time step a code was accepted for: a code works once.
  totp_last_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_role (
  staff_id integer NOT NULL REFERENCES staff_account (id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES property (id),
  role text NOT NULL CHECK (role IN ('owner', 'front-desk')),
  PRIMARY KEY (staff_id, property_id)
);
CREATE INDEX staff_role_property ON staff_role (property_id);

-- Only the sha256 of the cookie's token is kept. A session whose password was right but whose code is still to
-- come has stage 'totp' and opens nothing but the code step. It ends when idle too long or at expires_at.
CREATE TABLE staff_session (
  token_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_account (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('totp', 'complete')),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX staff_session_staff ON staff_session (staff_id);

CREATE TABLE desk_note (
  id serial PRIMARY KEY,
  reservation_id integer NOT NULL REFERENCES reservation (id),
  staff_id integer NOT NULL REFERENCES staff_account (id),
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX desk_note_reservation ON desk_note (reservation_id);

-- Who did what, when, with the state before and after. Staff are named by address as well as id, so an entry
-- still says who it was after the account is gone.
CREATE TABLE audit_entry (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id integer REFERENCES staff_account (id) ON DELETE SET NULL,
  staff_email text NOT NULL,
  property_id integer REFERENCES property (id),
  reservation_id integer REFERENCES reservation (id),
  action text NOT NULL,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_entry_property ON audit_entry (property_id, id);
CREATE INDEX audit_entry_reservation ON audit_entry (reservation_id, id);
