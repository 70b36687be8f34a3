-- Cancellation reasons and room configuration (bed) names in more than one language (issue 31, decision 0146),
-- kept as the other hotel texts are (migrations 032, 036): `name` keeps the text in the hotel's default language,
-- and `translations` the property file's map under `name`. Empty when the file gave a plain string.
ALTER TABLE cancellation_reason ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE room_configuration ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
