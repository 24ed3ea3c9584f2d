-- A truck's week comes from its stops alone: the weekly hours text (truck_schedules) becomes
-- regular stops at the truck's current place, one per distinct hours and place, for trucks that
-- have no stops yet; text that cannot be read as hours (the shared parseHoursText's grammar:
-- '5:00 PM - 11:00 PM', '5-11 pm', '17:00-23:00') and trucks without a place are left out.
-- The truck page's document no longer carries the week: the app adds it, with the open state,
-- from the stops at the moment it is read. Stop and closed-date changes are announced on
-- truck_list_changed as 'stops:' and the trucks' ids (or 'stops:*' past 100 of them): instances
-- drop those trucks' kept pages, as for 'page:', and what searches by time keep.
CREATE FUNCTION pg_temp.stop_clock(hour text, minute text, half text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN half IS NULL THEN CASE WHEN hour::int <= 23 THEN lpad(hour, 2, '0') || ':' || coalesce(minute, '00') END
    WHEN hour::int BETWEEN 1 AND 12 THEN lpad(((hour::int % 12) + CASE WHEN lower(half) = 'p' THEN 12 ELSE 0 END)::text, 2, '0') || ':' || coalesce(minute, '00')
  END
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.stop_times(hours text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  start_time text;
  end_time text;
BEGIN
  m := regexp_match(hours, '^\s*(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])?\.?\s*(?:m\.?)?\s*(?:-|–|—|to)\s*(\d{1,2})(?:[:.]([0-5]\d))?\s*([ap])?\.?\s*(?:m\.?)?\s*$', 'i');
  IF m IS NULL THEN RETURN NULL; END IF;
  end_time := pg_temp.stop_clock(m[4], m[5], coalesce(m[6], m[3]));
  start_time := pg_temp.stop_clock(m[1], m[2], coalesce(m[3], m[6]));
  IF m[3] IS NULL AND m[6] IS NOT NULL AND start_time >= end_time THEN
    start_time := pg_temp.stop_clock(m[1], m[2], CASE WHEN lower(m[6]) = 'p' THEN 'a' ELSE 'p' END);
  END IF;
  IF start_time IS NULL OR end_time IS NULL OR start_time = end_time THEN RETURN NULL; END IF;
  RETURN ARRAY[start_time, end_time];
END $$;--> statement-breakpoint
INSERT INTO truck_stops (truck_id, label, address, latitude, longitude, start_time, end_time, weekdays, from_date)
SELECT s.truck_id, s.label, left(t.address, 200), t.latitude, t.longitude, s.times[1], s.times[2],
    array_agg(s.day ORDER BY array_position(ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']::text[], s.day)),
    (now() AT TIME ZONE 'Asia/Kolkata')::date
  FROM (
    SELECT sc.truck_id, sc.day::text AS day, pg_temp.stop_times(sc.hours) AS times,
        left(coalesce(nullif(btrim(sc.location), ''), nullif(btrim(split_part(tr.address, ',', 1)), ''), tr.name), 120) AS label
      FROM truck_schedules sc JOIN trucks tr ON tr.id = sc.truck_id
  ) s
  JOIN trucks t ON t.id = s.truck_id
  WHERE s.times IS NOT NULL AND t.latitude IS NOT NULL AND t.longitude IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM truck_stops x WHERE x.truck_id = s.truck_id)
  GROUP BY s.truck_id, s.label, t.address, t.latitude, t.longitude, s.times[1], s.times[2];--> statement-breakpoint
CREATE OR REPLACE FUNCTION truck_detail_json(t trucks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT (('{' || t.list_json_tail)::jsonb || jsonb_build_object(
    'owner', coalesce(
      (SELECT jsonb_build_object('_id', u.id, 'name', u.name, 'phone', u.phone) FROM users u WHERE u.id = t.owner_id),
      to_jsonb(t.owner_id)),
    'menu', coalesce(
      (SELECT jsonb_agg(jsonb_build_object(
          '_id', m.id, 'id', m.id, 'name', m.name, 'description', m.description, 'price', m.price,
          'category', m.category, 'image', m.image, 'isAvailable', m.is_available, 'allergens', m.allergens,
          'isVegetarian', m.is_vegetarian, 'isVegan', m.is_vegan) ORDER BY m.category, m.name, m.id)
       FROM menu_items m WHERE m.truck_id = t.id),
      '[]'::jsonb)
  ))::text
$$;--> statement-breakpoint
DROP TABLE "truck_schedules" CASCADE;--> statement-breakpoint
UPDATE truck_detail_documents d SET document = x.document, etag = md5(x.document)
  FROM (SELECT t.id, truck_detail_json(t) AS document FROM trucks t) x
  WHERE d.truck_id = x.id AND d.etag <> md5(x.document);--> statement-breakpoint
CREATE FUNCTION notify_truck_stops_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO changed FROM (SELECT DISTINCT truck_id::text AS id FROM old_rows LIMIT 101) AS picked;
  ELSE
    SELECT array_agg(id) INTO changed FROM (SELECT DISTINCT truck_id::text AS id FROM new_rows LIMIT 101) AS picked;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('truck_list_changed', 'stops:' || CASE WHEN cardinality(changed) > 100 THEN '*' ELSE array_to_string(changed, ',') END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER truck_stops_notify_insert AFTER INSERT ON truck_stops REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_stops_changed();--> statement-breakpoint
CREATE TRIGGER truck_stops_notify_update AFTER UPDATE ON truck_stops REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_stops_changed();--> statement-breakpoint
CREATE TRIGGER truck_stops_notify_delete AFTER DELETE ON truck_stops REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_stops_changed();--> statement-breakpoint
CREATE TRIGGER truck_stop_exceptions_notify_insert AFTER INSERT ON truck_stop_exceptions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_stops_changed();--> statement-breakpoint
CREATE TRIGGER truck_stop_exceptions_notify_update AFTER UPDATE ON truck_stop_exceptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_stops_changed();--> statement-breakpoint
CREATE TRIGGER truck_stop_exceptions_notify_delete AFTER DELETE ON truck_stop_exceptions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_truck_stops_changed();
