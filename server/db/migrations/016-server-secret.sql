-- Secrets every instance of one deployment must share (server/link-signing-key.ts): the link-signing key, made
-- once by whichever instance starts first when LINK_SIGNING_KEY is not set.
CREATE TABLE server_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
