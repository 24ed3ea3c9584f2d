-- Nearby answers carry only what a list row and a map marker read: no `_id` (the same as `id`),
-- no address and no `distanceValue` (the row shows `distance`). Truck list items now start with
-- exactly that summary and keep the rest after: `location` lists its coordinates before its
-- address, and the item continues from ',"address":' (the summary is the tail cut there and closed
-- with '}}'; one cut in memory, apps/api/src/features/trucks/nearby-index.ts, and one in SQL,
-- truck-json-sql.ts). The full item holds the same fields as before, in a new order.
CREATE OR REPLACE FUNCTION truck_list_json(t trucks) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT row_to_json(item)::text FROM (SELECT
    t.id, t.name, t.cuisine, t.image, t.status, t.wait_time AS "waitTime", t.rating,
    t.review_count AS "reviewCount",
    to_char(t.last_location_update AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastLocationUpdate",
    (SELECT row_to_json(l) FROM (SELECT
      CASE WHEN t.latitude IS NULL OR t.longitude IS NULL THEN NULL
      ELSE (SELECT row_to_json(c) FROM (SELECT t.latitude AS latitude, t.longitude AS longitude) c) END AS coordinates,
      t.address AS address) l) AS location,
    t.id AS "_id",
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
