-- The language a pay-link payer paid in (issue 31, decision 0129): their receipt is written in it, as a
-- booking's mails are written in the booking's. NULL for payments made before, and when the request named no
-- language of ours: the receipt then falls back to the hotel's default language.
ALTER TABLE payment ADD COLUMN payer_language text;
