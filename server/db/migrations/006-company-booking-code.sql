-- Billing a company needs proof that the booker may (decision 0097): the booking code the hotel gives each
-- corporate client, kept only as a sha256 of the company's id and the normalised code. A company without a code
-- cannot be invoiced from the booking engine until the hotel issues one.
ALTER TABLE company ADD COLUMN booking_code_hash text;
