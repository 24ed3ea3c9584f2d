-- Positions are kept to six decimal places of a degree (about 11 cm), as the API rounds every
-- position it is given (roundCoordinate in packages/shared): those kept before are rounded alike,
-- so every answer listing trucks carries no digits of noise. The trucks' triggers rebuild their
-- list items and unit vectors for the rows that change.
UPDATE "trucks" SET "latitude" = round("latitude"::numeric, 6)::float8, "longitude" = round("longitude"::numeric, 6)::float8
WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL
  AND ("latitude" <> round("latitude"::numeric, 6)::float8 OR "longitude" <> round("longitude"::numeric, 6)::float8);--> statement-breakpoint
UPDATE "truck_stops" SET "latitude" = round("latitude"::numeric, 6)::float8, "longitude" = round("longitude"::numeric, 6)::float8
WHERE "latitude" <> round("latitude"::numeric, 6)::float8 OR "longitude" <> round("longitude"::numeric, 6)::float8;--> statement-breakpoint
UPDATE "location_history" SET "latitude" = round("latitude"::numeric, 6)::float8, "longitude" = round("longitude"::numeric, 6)::float8
WHERE "latitude" <> round("latitude"::numeric, 6)::float8 OR "longitude" <> round("longitude"::numeric, 6)::float8;
