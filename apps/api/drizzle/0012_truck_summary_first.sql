-- Truck list items now list the fields of a nearby summary first (the shared TruckSummarySchema:
-- ids, name, cuisine, image, status, wait, rating, reviews, location, last location update) and
-- the rest after, starting at "description". Nearby answers carry only the summary: the stored
-- tail cut before ',"description":' and closed with '}', one cut in memory
-- (apps/api/src/features/trucks/nearby-index.ts) and in SQL (truck-json-sql.ts). The full item
-- holds the same fields as before, in a new order.
CREATE OR REPLACE FUNCTION truck_list_json(t trucks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(item)::text FROM (SELECT
    t.id AS "_id", t.id, t.name, t.cuisine, t.image, t.status, t.wait_time AS "waitTime", t.rating,
    t.review_count AS "reviewCount",
    (SELECT row_to_json(l) FROM (SELECT t.address AS address,
      CASE WHEN t.latitude IS NULL OR t.longitude IS NULL THEN NULL
      ELSE (SELECT row_to_json(c) FROM (SELECT t.latitude AS latitude, t.longitude AS longitude) c) END AS coordinates) l) AS location,
    to_char(t.last_location_update AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastLocationUpdate",
    t.description,
    coalesce((
      SELECT ('[' || string_agg(row_to_json(i)::text, ',' ORDER BY i."order", i.id) || ']')::json
      FROM (SELECT img.id, img.url, img.caption, img.sort_order AS "order", img.is_advertisement AS "isAdvertisement"
            FROM truck_images img WHERE img.truck_id = t.id) i), '[]'::json) AS images,
    t.tags, t.price_range AS "priceRange", t.featured, t.owner_id AS owner,
    t.about AS "aboutInfo",
    t.is_location_sharing_enabled AS "isLocationSharingEnabled") item
$$;--> statement-breakpoint
UPDATE "trucks" SET list_json_tail = NULL;
