-- Truck detail documents kept ready, like the list items of migrations 0003 and 0004.
--
-- Why: a truck page read five tables (truck, photos, menu, week, owner) and Node turned the rows
-- into one object on every request. The document is now written whenever one of them changes,
-- so a read is one primary-key lookup returning text, and its etag (the document's md5) lets a
-- browser that already holds it get a 304 without a body. The shape is the shared TruckSchema
-- with menu, schedule and the owner's contact details, exactly what loadTruckDetail builds
-- (apps/api/test/trucks/truck-detail-document.test.ts checks both agree after every kind of write).
-- A separate table, not a column of trucks: nearby reads truck rows off the KNN index, and a
-- wider row would spread them over more pages.
CREATE TABLE "truck_detail_documents" (
  "truck_id" uuid PRIMARY KEY REFERENCES "trucks"("id") ON DELETE CASCADE,
  "document" text NOT NULL,
  "etag" text NOT NULL
);--> statement-breakpoint
CREATE FUNCTION truck_detail_json(t trucks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT (('{' || t.list_json_tail)::jsonb || jsonb_build_object(
    'owner', coalesce(
      (SELECT jsonb_build_object('_id', u.id, 'name', u.name, 'email', u.email, 'phone', u.phone) FROM users u WHERE u.id = t.owner_id),
      to_jsonb(t.owner_id)),
    'menu', coalesce(
      (SELECT jsonb_agg(jsonb_build_object(
          '_id', m.id, 'id', m.id, 'name', m.name, 'description', m.description, 'price', m.price,
          'category', m.category, 'image', m.image, 'isAvailable', m.is_available, 'allergens', m.allergens,
          'isVegetarian', m.is_vegetarian, 'isVegan', m.is_vegan) ORDER BY m.category, m.name, m.id)
       FROM menu_items m WHERE m.truck_id = t.id),
      '[]'::jsonb),
    'schedule', coalesce(
      (SELECT jsonb_agg(jsonb_build_object('day', s.day, 'hours', s.hours, 'location', s.location)
          ORDER BY array_position(ARRAY['Monday','Tuesday','Wednesday','Thursday','Friday','Saturday','Sunday']::text[], s.day))
       FROM truck_schedules s WHERE s.truck_id = t.id),
      '[]'::jsonb)
  ))::text
$$;--> statement-breakpoint
-- Writes the truck's document; a truck that no longer exists (a cascade in progress) writes nothing,
-- and an unchanged document is not rewritten.
CREATE FUNCTION refresh_truck_detail(truck uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO truck_detail_documents (truck_id, document, etag)
  SELECT t.id, d.document, md5(d.document)
  FROM trucks t CROSS JOIN LATERAL (SELECT truck_detail_json(t) AS document) d
  WHERE t.id = truck
  ON CONFLICT (truck_id) DO UPDATE SET document = excluded.document, etag = excluded.etag
  WHERE truck_detail_documents.etag <> excluded.etag
$$;--> statement-breakpoint
-- After the truck row's own trigger has written list_json_tail. Photo changes arrive here too:
-- their trigger rewrites the truck's list item.
CREATE FUNCTION trucks_refresh_detail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_truck_detail(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER trucks_detail_document AFTER INSERT OR UPDATE ON "trucks"
  FOR EACH ROW EXECUTE FUNCTION trucks_refresh_detail();--> statement-breakpoint
-- A menu item or a day of the week changed: rewrite its truck's document (both trucks when it moved).
CREATE FUNCTION truck_part_refresh_detail() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_truck_detail(OLD.truck_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.truck_id IS DISTINCT FROM OLD.truck_id) THEN
    PERFORM refresh_truck_detail(NEW.truck_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER menu_items_detail_document AFTER INSERT OR UPDATE OR DELETE ON "menu_items"
  FOR EACH ROW EXECUTE FUNCTION truck_part_refresh_detail();--> statement-breakpoint
CREATE TRIGGER truck_schedules_detail_document AFTER INSERT OR UPDATE OR DELETE ON "truck_schedules"
  FOR EACH ROW EXECUTE FUNCTION truck_part_refresh_detail();--> statement-breakpoint
-- The owner's name, email or phone shows on each of their trucks' pages.
CREATE FUNCTION users_refresh_truck_details() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_truck_detail(t.id) FROM trucks t WHERE t.owner_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_truck_detail_documents AFTER UPDATE OF name, email, phone ON "users"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION users_refresh_truck_details();--> statement-breakpoint
INSERT INTO truck_detail_documents (truck_id, document, etag)
  SELECT t.id, d.document, md5(d.document) FROM trucks t CROSS JOIN LATERAL (SELECT truck_detail_json(t) AS document) d;
--> statement-breakpoint
-- Find Trucks counts the matching trucks in a radius (up to 1,001). With status and price range
-- carried in the geo index, the usual filters are answered by an index-only scan: at a million
-- trucks, counting a city centre's 10 km read about 3,300 index entries in 5 ms instead of
-- 1,700 table pages in 37 ms. One index still serves nearby's KNN scan.
DROP INDEX "trucks_geo_unit_idx";--> statement-breakpoint
CREATE INDEX "trucks_geo_unit_idx" ON "trucks" USING gist ("geo_unit") INCLUDE ("status", "price_range");
