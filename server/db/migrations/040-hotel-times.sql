-- The hotel's own check-in and check-out times are kept with its settings (decision 0143). Properties stored
-- before then had the times the engine assumed for every hotel: 14:00 and 11:00.
UPDATE property SET settings = settings || '{"CheckInTime": "14:00"}'::jsonb WHERE settings->>'CheckInTime' IS NULL;
UPDATE property SET settings = settings || '{"CheckOutTime": "11:00"}'::jsonb WHERE settings->>'CheckOutTime' IS NULL;
