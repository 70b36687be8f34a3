-- Property files (decision 0107): a property's rate and availability rules are kept as the file wrote them, so
-- every start tops the nightly rows up to the end of the booking window from the same rules the import used,
-- and an export gives them back. Null for a property that was never imported from a file.
ALTER TABLE property ADD COLUMN nightly_rules jsonb;
