-- Per-property API keys of a PMS or channel manager (decision 0108). Only the sha256 of a key is kept: the key is
-- 32 random bytes, so a fast hash is as good as a slow one and a lookup by hash is one index probe. The prefix is
-- the key's first characters, shown by `npm run pms:key -- list` so a hotel can tell its keys apart.
CREATE TABLE pms_api_key (
  id serial PRIMARY KEY,
  property_id integer NOT NULL REFERENCES property (id),
  label text NOT NULL,
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE INDEX pms_api_key_property ON pms_api_key (property_id);
