-- The hotel's time zone is published with its settings (decision 0101): the app computes today and the same-day
-- cut-off in it. Properties stored before then were all in Great Britain, the zone the server assumed for them.
UPDATE property SET settings = settings || '{"TimeZone": "Europe/London"}'::jsonb WHERE settings->>'TimeZone' IS NULL;
