-- The day a reservation was made, at the hotel (decision 0114): its payment schedule counts from it (what fell due
-- at booking, what on a later day). Written by Create from the hotel's clock; rows made before it take the UTC
-- day they were stored.
ALTER TABLE reservation ADD COLUMN booked_on date;
UPDATE reservation SET booked_on = (created_at AT TIME ZONE 'UTC')::date WHERE booked_on IS NULL;
