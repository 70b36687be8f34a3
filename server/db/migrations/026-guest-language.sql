-- The guest's language (issue 31, decision 0122): kept on the guest's account, so account mails and the app on
-- another device speak it. NULL until the guest's app tells us; mails then fall back to the hotel's default
-- language. A reservation already carries its own (reservation.language_code, since 001): the booking's
-- language, fixed when it was made.
ALTER TABLE user_account ADD COLUMN language_code text;
