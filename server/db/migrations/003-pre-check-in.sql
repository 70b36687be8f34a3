-- Online pre-check-in: when it was saved and the guest's estimated arrival time (kept apart from the special
-- requests so a second save does not repeat it).
ALTER TABLE reservation ADD COLUMN pre_check_in_at timestamptz;
ALTER TABLE reservation ADD COLUMN estimated_arrival_time text;
