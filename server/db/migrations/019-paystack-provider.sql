-- PayStack through the payment provider port (decisions 0063, 0113): a checkout is the provider's payment. It is
-- opened once per idempotency key (a retry of the same step finds the same checkout) and keeps our own ids, handed
-- back with its events as a card provider's metadata is.
ALTER TABLE paystack_checkout ADD COLUMN idempotency_key text UNIQUE;
ALTER TABLE paystack_checkout ADD COLUMN metadata jsonb NOT NULL DEFAULT '{}';
