-- Every committed statement that writes a table search and calendar answers are built from tells every server
-- instance listening on 'booking_writes' (server/db/postgres.ts), whoever wrote it: another instance, psql, a
-- PMS sync. The payload is schema.table; NOTIFY sends once per commit per distinct payload, so a booking that
-- updates many inventory rows costs one message. PGlite runs the same triggers; nobody listens there (decision 0103).
-- The function body is kept on one line: the migration runner splits statements at a semicolon ending a line.
CREATE OR REPLACE FUNCTION notify_booking_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('booking_writes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME); RETURN NULL; END $$;
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON inventory FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_plan FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_type FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON property_group FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON area FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promo_code FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
CREATE TRIGGER booking_writes_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gift_voucher FOR EACH STATEMENT EXECUTE FUNCTION notify_booking_write();
