-- Guest account hardening: a durable throttle for logins and account e-mails (holds across processes and
-- restarts), lookups by user for sessions and one-time tokens, and when a session was started.

-- One row per (scope, key) and fixed window. The key (an e-mail address or a client address) is kept only as a
-- sha256, so the table never holds an address that has no account in clear.
CREATE TABLE auth_throttle (
  scope text NOT NULL,
  key_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (scope, key_hash)
);
CREATE INDEX auth_throttle_window ON auth_throttle (window_start);

ALTER TABLE user_session ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
CREATE INDEX user_session_user ON user_session (user_id);
CREATE INDEX account_token_user ON account_token (user_id, kind);
