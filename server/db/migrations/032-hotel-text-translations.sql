-- The hotel's own words in more than one language (issue 31, decision 0132). A property file's text may be one
-- string or one text per language; the text columns keep the text in the hotel's default language (so every
-- reader that wants one text — the desk, the PMS mapping, staff notices — reads them as before), and
-- `translations` keeps the file's maps, by where each text sits in the row (`name`, `amenities.2`,
-- `policy.Description`, `book_config.Offers.0.Title`). Empty when the file gave plain strings.
ALTER TABLE property ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE room_type ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE rate_plan ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE service ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE promo_code ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
