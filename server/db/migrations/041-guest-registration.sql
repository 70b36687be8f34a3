-- The registration card a guest fills at pre-check-in (decision 0144): nationality, document, date of birth,
-- the lead guest's address and a signature (a PNG data URL or a typed name, bounded by the contract). One row
-- per guest of a room, replaced by each save; deleted by the registration retention job once delete_after has
-- passed (the hotel's retentionDays after departure), whichever instance gets there first.
CREATE TABLE guest_registration (
  reservation_id integer NOT NULL REFERENCES reservation (id) ON DELETE CASCADE,
  reservation_item_id integer NOT NULL REFERENCES reservation_item (id) ON DELETE CASCADE,
  guest_index integer NOT NULL,
  details jsonb NOT NULL,
  signature text,
  saved_at timestamptz NOT NULL DEFAULT now(),
  delete_after date NOT NULL,
  PRIMARY KEY (reservation_item_id, guest_index)
);
CREATE INDEX guest_registration_delete_after ON guest_registration (delete_after);
CREATE INDEX guest_registration_reservation ON guest_registration (reservation_id);
