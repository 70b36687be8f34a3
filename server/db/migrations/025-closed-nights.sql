-- A room type closed for a night (decision 0120): the hotel stops selling it without losing how many rooms are left,
-- so opening it again, or a cancellation on a closed night, gives back exactly what was there. Readers count a
-- closed night as 0 rooms left, and the stock taker never takes a room on one.
ALTER TABLE inventory ADD COLUMN closed boolean NOT NULL DEFAULT false;
