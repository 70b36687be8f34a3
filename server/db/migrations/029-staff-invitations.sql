-- Staff invitations by e-mail (decision 0127): an owner's invitation, or a reset, is a single-use link mailed to
-- the staff member; only the sha256 of its token is kept. A link is used once (used_at), ends when the owner
-- revokes it or sends a new one (revoked_at), and expires on its own (expires_at).
CREATE TABLE staff_invitation (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  staff_id integer NOT NULL REFERENCES staff_account (id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES property (id),
  kind text NOT NULL CHECK (kind IN ('invite', 'reset')),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX staff_invitation_staff ON staff_invitation (staff_id);

-- False while an invited account has not chosen its password yet (or an owner's reset is waiting for a new one):
-- its password_hash is then a hash of random bytes nobody knows.
ALTER TABLE staff_account ADD COLUMN password_set boolean NOT NULL DEFAULT true;
