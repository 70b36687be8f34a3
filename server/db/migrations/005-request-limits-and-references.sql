-- Every attempt limit of the API shares one table (server/limits.ts, decision 0094): the account limits' table,
-- renamed now that it also counts reservation lookups, code guesses, card checks and client logs.
ALTER TABLE auth_throttle RENAME TO request_limit;
ALTER INDEX auth_throttle_pkey RENAME TO request_limit_pkey;
ALTER INDEX auth_throttle_window RENAME TO request_limit_window;

-- Reference numbers are random per hotel (decision 0095): unique per property, as the lookups read them
-- (upper-cased), instead of one count shared by every hotel.
ALTER TABLE reservation DROP CONSTRAINT reservation_reference_number_key;
CREATE UNIQUE INDEX reservation_property_reference ON reservation (property_id, upper(reference_number));
DROP SEQUENCE reservation_reference_seq;
