-- Changes to trucks are announced as ids in chunks of 150, however many trucks a statement
-- changed. Before, a statement changing more than 100 announced '*', and every instance then
-- reloaded all its trucks (about 20 s at a million, answering from the database meanwhile); now
-- each instance re-reads just the trucks named. 150 ids fit well inside NOTIFY's 8,000-byte
-- payload. TRUNCATE still announces '*' (nothing is left to name).
CREATE OR REPLACE FUNCTION notify_truck_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
  first integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id::text) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id::text) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(n.id::text) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.latitude IS DISTINCT FROM o.latitude
       OR n.longitude IS DISTINCT FROM o.longitude
       OR n.list_json_tail IS DISTINCT FROM o.list_json_tail;
  END IF;
  IF changed IS NOT NULL THEN
    FOR first IN 1 .. cardinality(changed) BY 150 LOOP
      PERFORM pg_notify('truck_list_changed', array_to_string(changed[first:first + 149], ','));
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
