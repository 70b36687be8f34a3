-- A rate plan for business partners (the Corporate rate, invoiced to the company) was offered to every public
-- guest (issue 30, decision 0138). `codes` lists the codes that open the plan, upper case: empty, every guest
-- sees it; otherwise only a search and a booking that carry one of them, in the promo code field.
ALTER TABLE rate_plan ADD COLUMN codes jsonb NOT NULL DEFAULT '[]'::jsonb;
