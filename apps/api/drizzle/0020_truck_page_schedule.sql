-- A truck page's schedule is kept beside its stored document: the truck's stops and closed dates
-- as one JSON text ({"stops": [...], "closed": [...]}, the stops in the order they were added),
-- rewritten whenever a stop or closed date of the truck changes. A page read is then one
-- primary-key lookup for the document, the schedule and the live status, where it was two
-- queries (the second aggregating the stops on every read); the app works out the moment's open
-- state, next stop and week from it. Every closed date is kept (at most 500 per truck): which
-- ones still matter depends on the day the page is read.
ALTER TABLE truck_detail_documents ADD COLUMN schedule text NOT NULL DEFAULT '{"stops":[],"closed":[]}';--> statement-breakpoint
CREATE FUNCTION truck_schedule_json(truck uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    'stops', coalesce((SELECT json_agg(json_build_object('id', s.id, 'label', s.label, 'address', s.address,
        'latitude', s.latitude, 'longitude', s.longitude, 'startTime', s.start_time, 'endTime', s.end_time,
        'weekdays', s.weekdays, 'everyWeeks', s.every_weeks, 'fromDate', s.from_date, 'untilDate', s.until_date,
        'date', s.date) ORDER BY s.created_at, s.id) FROM truck_stops s WHERE s.truck_id = truck), '[]'::json),
    'closed', coalesce((SELECT json_agg(json_build_object('id', e.id, 'date', e.date, 'stopId', e.stop_id, 'note', e.note)
        ORDER BY e.date, e.id) FROM truck_stop_exceptions e WHERE e.truck_id = truck), '[]'::json)
  )::text
$$;--> statement-breakpoint
-- Once per statement, for each truck it touched (both trucks of a row moved between them).
CREATE FUNCTION refresh_truck_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE truck_detail_documents d SET schedule = truck_schedule_json(d.truck_id)
      WHERE d.truck_id IN (SELECT truck_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE truck_detail_documents d SET schedule = truck_schedule_json(d.truck_id)
      WHERE d.truck_id IN (SELECT truck_id FROM old_rows);
  ELSE
    UPDATE truck_detail_documents d SET schedule = truck_schedule_json(d.truck_id)
      WHERE d.truck_id IN (SELECT truck_id FROM new_rows UNION SELECT truck_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER truck_stops_schedule_insert AFTER INSERT ON truck_stops REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_truck_schedules();--> statement-breakpoint
CREATE TRIGGER truck_stops_schedule_update AFTER UPDATE ON truck_stops REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_truck_schedules();--> statement-breakpoint
CREATE TRIGGER truck_stops_schedule_delete AFTER DELETE ON truck_stops REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_truck_schedules();--> statement-breakpoint
CREATE TRIGGER truck_stop_exceptions_schedule_insert AFTER INSERT ON truck_stop_exceptions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_truck_schedules();--> statement-breakpoint
CREATE TRIGGER truck_stop_exceptions_schedule_update AFTER UPDATE ON truck_stop_exceptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_truck_schedules();--> statement-breakpoint
CREATE TRIGGER truck_stop_exceptions_schedule_delete AFTER DELETE ON truck_stop_exceptions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION refresh_truck_schedules();--> statement-breakpoint
UPDATE truck_detail_documents d SET schedule = truck_schedule_json(d.truck_id)
  WHERE EXISTS (SELECT 1 FROM truck_stops s WHERE s.truck_id = d.truck_id)
     OR EXISTS (SELECT 1 FROM truck_stop_exceptions e WHERE e.truck_id = d.truck_id);
