-- Every change to a truck page's stored document (migration 0008) is announced on the channel
-- truck_list_changed as 'page:' followed by the trucks' ids separated by commas, or 'page:*'
-- when a statement changed more than 100 of them. Each app instance keeps recently read pages in
-- memory (apps/api/src/features/trucks/truck-memory.ts) and forgets the announced ones. The same
-- channel as the list changes of migration 0010, so one listening connection hears both, in
-- commit order, along with the instance's own write markers.
-- A document rewritten with the same text is not updated (refresh_truck_detail compares etags),
-- so it is not announced either.
CREATE FUNCTION notify_truck_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(truck_id::text) INTO changed FROM (SELECT truck_id FROM old_rows LIMIT 101) AS picked;
  ELSE
    SELECT array_agg(truck_id::text) INTO changed FROM (SELECT truck_id FROM new_rows LIMIT 101) AS picked;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('truck_list_changed', 'page:' || CASE WHEN cardinality(changed) > 100 THEN '*' ELSE array_to_string(changed, ',') END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER truck_detail_documents_notify_insert AFTER INSERT ON truck_detail_documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_pages_changed();--> statement-breakpoint
CREATE TRIGGER truck_detail_documents_notify_update AFTER UPDATE ON truck_detail_documents REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_pages_changed();--> statement-breakpoint
CREATE TRIGGER truck_detail_documents_notify_delete AFTER DELETE ON truck_detail_documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_pages_changed();--> statement-breakpoint
CREATE FUNCTION notify_truck_pages_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('truck_list_changed', 'page:*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER truck_detail_documents_notify_truncate AFTER TRUNCATE ON truck_detail_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_pages_truncated();
