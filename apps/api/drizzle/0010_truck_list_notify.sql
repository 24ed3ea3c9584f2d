-- Every change to what nearby answers (a truck's position or its list item) is announced on the
-- channel truck_list_changed, so each app instance can keep its in-memory nearby index current
-- (apps/api/src/features/trucks/nearby-memory.ts) without asking the database on every request.
--
-- The payload is the changed trucks' ids separated by commas, or '*' when a statement changed
-- more than 100 of them (a bulk import or backfill): listeners then reload every truck once,
-- rather than receiving a million messages. Statement-level triggers with transition tables see
-- a whole statement at once; PostgreSQL allows only one event per such trigger, hence three.
-- Notifications reach listeners only when the transaction commits, in commit order.
CREATE FUNCTION notify_truck_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id::text) INTO changed FROM (SELECT id FROM new_rows LIMIT 101) AS picked;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id::text) INTO changed FROM (SELECT id FROM old_rows LIMIT 101) AS picked;
  ELSE
    SELECT array_agg(id::text) INTO changed FROM (
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.latitude IS DISTINCT FROM o.latitude
         OR n.longitude IS DISTINCT FROM o.longitude
         OR n.list_json_tail IS DISTINCT FROM o.list_json_tail
      LIMIT 101) AS picked;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('truck_list_changed', CASE WHEN cardinality(changed) > 100 THEN '*' ELSE array_to_string(changed, ',') END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trucks_list_notify_insert AFTER INSERT ON trucks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_list_changed();--> statement-breakpoint
CREATE TRIGGER trucks_list_notify_update AFTER UPDATE ON trucks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_list_changed();--> statement-breakpoint
CREATE TRIGGER trucks_list_notify_delete AFTER DELETE ON trucks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_list_changed();--> statement-breakpoint
CREATE FUNCTION notify_truck_list_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('truck_list_changed', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER trucks_list_notify_truncate AFTER TRUNCATE ON trucks
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_list_truncated();
