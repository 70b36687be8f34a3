-- A restaurant's name and its no-availability text in more than one language (issue 31, decision 0136), kept as
-- the other hotel texts are (migration 032): the columns keep the text in the hotel's default language, and
-- `translations` the property file's maps by where each text sits in the row (`name`,
-- `setup.NoAvailabilityText`). Empty when the file gave plain strings.
ALTER TABLE restaurant ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
