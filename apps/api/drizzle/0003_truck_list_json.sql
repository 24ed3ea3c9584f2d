-- Each truck's list item (the shared TruckSchema without distance) kept as ready JSON text.
--
-- Why: nearby, trending and Find Trucks return up to 200 trucks. Mapping rows in Node cost about
-- 5 ms of the single Node thread per request, and building the JSON in the query cost about 1 ms of
-- database CPU; reading a stored text and appending the distance costs neither. Triggers keep the
-- text current on every write to trucks or truck_images, in the same transaction, whichever code
-- path writes. It mirrors toTruckDto (apps/api/src/features/trucks/truck-dto.ts);
-- apps/api/test/trucks/trucks-json.test.ts checks both agree field for field.
CREATE FUNCTION truck_list_json(t trucks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT json_build_object(
    '_id', t.id, 'id', t.id, 'name', t.name, 'description', t.description,
    'cuisine', t.cuisine, 'image', t.image,
    'images', coalesce((
      SELECT json_agg(json_build_object('id', img.id, 'url', img.url, 'caption', img.caption,
        'order', img.sort_order, 'isAdvertisement', img.is_advertisement) ORDER BY img.sort_order, img.id)
      FROM truck_images img WHERE img.truck_id = t.id), '[]'::json),
    'tags', t.tags, 'priceRange', t.price_range, 'status', t.status,
    'waitTime', t.wait_time, 'rating', t.rating, 'reviewCount', t.review_count,
    'featured', t.featured, 'owner', t.owner_id,
    'location', json_build_object('address', t.address, 'coordinates',
      CASE WHEN t.latitude IS NULL OR t.longitude IS NULL THEN NULL
      ELSE json_build_object('latitude', t.latitude, 'longitude', t.longitude) END),
    'aboutInfo', t.about,
    'lastLocationUpdate', to_char(t.last_location_update AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'isLocationSharingEnabled', t.is_location_sharing_enabled
  )::text
$$;--> statement-breakpoint
ALTER TABLE "trucks" ADD COLUMN "list_json" text;--> statement-breakpoint
CREATE FUNCTION trucks_set_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := truck_list_json(NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER trucks_list_json BEFORE INSERT OR UPDATE ON "trucks"
  FOR EACH ROW EXECUTE FUNCTION trucks_set_list_json();--> statement-breakpoint
-- An image change rewrites its truck's list item (the no-op update fires the trigger above).
CREATE FUNCTION truck_images_refresh_truck() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE trucks SET list_json = NULL WHERE id = OLD.truck_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.truck_id IS DISTINCT FROM OLD.truck_id) THEN
    UPDATE trucks SET list_json = NULL WHERE id = NEW.truck_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER truck_images_list_json AFTER INSERT OR UPDATE OR DELETE ON "truck_images"
  FOR EACH ROW EXECUTE FUNCTION truck_images_refresh_truck();--> statement-breakpoint
UPDATE "trucks" SET list_json = NULL;--> statement-breakpoint
ALTER TABLE "trucks" ALTER COLUMN "list_json" SET NOT NULL;
